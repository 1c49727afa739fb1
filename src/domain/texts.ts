import { LOCALES, type Locale } from './locale.js';

/**
 * One text in the four languages, in the order of LOCALES: `[ja, zh-CN, zh-TW, en]`. Every message table of
 * the product writes its texts this way: the console's src/console/i18n/messages/<area>.json (data, one file per
 * area; `textProblems` and tests/domain/i18n-columns.test.ts check every leaf) and the domain's rule and error
 * texts (typed, so a language cannot go missing without a type error).
 */
export type Texts = readonly [ja: string, zhCN: string, zhTW: string, en: string];

/** A tree of texts: the key paths are the message keys (`resources.goods.fields.name`). */
export interface MessageTable {
  readonly [key: string]: Texts | MessageTable;
}

/**
 * Where `table` is not a MessageTable: the key path of each leaf that is not a text (an array of four strings;
 * with `nonEmpty`, four non-empty strings), or of a branch that is not an object.
 */
export function textProblems(table: unknown, nonEmpty = false, path = ''): string[] {
  if (Array.isArray(table)) {
    const ok = table.length === LOCALES.length && table.every((s) => typeof s === 'string' && (!nonEmpty || s !== ''));
    return ok ? [] : [path || '(the table)'];
  }
  if (!table || typeof table !== 'object') return [path || '(the table)'];
  return Object.entries(table).flatMap(([k, v]) => textProblems(v, nonEmpty, path ? `${path}.${k}` : k));
}

/** A table's tree with each text one language's string. */
export type Column<T> = { -readonly [K in keyof T]: T[K] extends Texts ? string : Column<T[K]> };

/** The tree's entries with every leaf a tuple of strings (a text) rather than a sub-tree. */
const isTexts = (v: unknown): v is readonly string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/**
 * One language's column of a table. A text lacking that language (a short tuple, an empty string) is left
 * out, so the completeness test names its key. A leaf already a string is kept: the console's build hands
 * over tables already cut down to one language (build/i18n-columns.ts), and this reads both.
 */
export function column<T>(table: T, locale: Locale): Column<T> {
  const at = LOCALES.indexOf(locale);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(table as object)) {
    if (typeof value === 'string') out[key] = value;
    else if (isTexts(value)) {
      if (value[at]) out[key] = value[at];
    } else if (value && typeof value === 'object') out[key] = column(value, locale);
  }
  return out as Column<T>;
}

/** A text as the record of its four languages (the shape the server's catalogues hand out). */
export function translated(texts: Texts): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l, i) => [l, texts[i]])) as Record<Locale, string>;
}
