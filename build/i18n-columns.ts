/**
 * A Vite step that cuts each message table (src/console/i18n/messages/<area>.json, every text written as
 * `[ja, zh-CN, zh-TW, en]`) down to one language when it is imported as `<area>.json?locale=<locale>`: each
 * locale's chunk (i18n/locales/<locale>.ts) then carries its own language only, though the tables hold all
 * four. The table stays JSON: Vite's own JSON step makes the module of the cut table.
 */
import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../src/domain/locale.js';
import { textProblems } from '../src/domain/texts.js';

const TABLE = /\/src\/console\/i18n\/messages\/[\w-]+\.json\?locale=([\w-]+)$/;

/** Each text of the tree its `locale` string (the tree already checked: every leaf four strings). */
function cut(node: unknown, at: number): unknown {
  if (Array.isArray(node)) return node[at];
  return Object.fromEntries(Object.entries(node as object).map(([k, v]) => [k, cut(v, at)]));
}

/** The table (JSON text) with each `[ja, zh-CN, zh-TW, en]` replaced by its `locale` text; throws on any other leaf. */
export function pickColumn(source: string, locale: Locale, file = 'table.json'): string {
  let table: unknown;
  try {
    table = JSON.parse(source);
  } catch (e) {
    throw new Error(`${file}: not JSON: ${(e as Error).message}`);
  }
  const bad = textProblems(table);
  if (bad.length) throw new Error(`${file}: ${bad.slice(0, 5).join(', ')}: a text is [ja, zh-CN, zh-TW, en], four strings`);
  return JSON.stringify(cut(table, LOCALES.indexOf(locale)));
}

/** The cut table as a module's object literal, its keys unquoted where they may be: as small as the tables were as TypeScript. */
function literal(node: unknown): string {
  if (typeof node === 'string') return JSON.stringify(node);
  const entries = Object.entries(node as object).map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}:${literal(v)}`);
  return `{${entries.join(',')}}`;
}

export function i18nColumns(): Plugin {
  return {
    name: 'i18n-columns',
    // before Vite's JSON step turns the table into a module
    enforce: 'pre',
    transform(code, id) {
      const m = TABLE.exec(id);
      if (!m) return null;
      if (!(LOCALES as readonly string[]).includes(m[1])) this.error(`${id}: no such locale`);
      // a module of our own rather than the cut JSON: Vite's JSON step leaves a JSON file with a query alone
      return { code: `export default ${literal(JSON.parse(pickColumn(code, m[1] as Locale, id)))};`, moduleType: 'js', map: null };
    },
  };
}
