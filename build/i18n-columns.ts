/**
 * A Vite step that cuts each message table (src/console/i18n/messages/<area>.ts, every text written as
 * `[ja, zh-CN, zh-TW, en]`) down to one language when it is imported as `<area>.ts?locale=<locale>`: each
 * locale's chunk (i18n/locales/<locale>.ts) then carries its own language only, though the tables hold all
 * four. The cut works on the source (TypeScript's parser), so a table may keep comments, consts and helper
 * calls; a table's import of another table takes the same locale.
 */
import ts from 'typescript';
import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../src/domain/locale.js';

const TABLE = /\/src\/console\/i18n\/messages\/[\w-]+\.ts\?locale=([\w-]+)$/;

/** The table's source with each `[ja, zh-CN, zh-TW, en]` replaced by its `locale` text; throws on any other array. */
export function pickColumn(source: string, locale: Locale, file = 'table.ts'): string {
  const at = LOCALES.indexOf(locale);
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isArrayLiteralExpression(node)) {
      const texts = node.elements.filter((e) => ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e));
      if (texts.length !== LOCALES.length || node.elements.length !== LOCALES.length) {
        const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
        throw new Error(`${file}:${line + 1}: a text is [ja, zh-CN, zh-TW, en], four string literals: ${node.getText().slice(0, 80)}`);
      }
      edits.push({ start: node.getStart(), end: node.getEnd(), text: texts[at].getText() });
      return;
    }
    // another table, imported relatively, is cut to the same language
    if (
      ts.isImportDeclaration(node) &&
      !node.importClause?.isTypeOnly &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^\.\/[\w-]+$/.test(node.moduleSpecifier.text)
    ) {
      edits.push({ start: node.moduleSpecifier.getStart(), end: node.moduleSpecifier.getEnd(), text: `'${node.moduleSpecifier.text}.ts?locale=${locale}'` });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  let out = source;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

export function i18nColumns(): Plugin {
  return {
    name: 'i18n-columns',
    // before TypeScript is stripped: the parser reads the table as written
    enforce: 'pre',
    transform(code, id) {
      const m = TABLE.exec(id);
      if (!m) return null;
      if (!(LOCALES as readonly string[]).includes(m[1])) this.error(`${id}: no such locale`);
      return { code: pickColumn(code, m[1] as Locale, id), map: null };
    },
  };
}
