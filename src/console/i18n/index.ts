/**
 * Every message of the console per locale: react-admin's (ja from @bicstone/ra-language-japanese, en from
 * ra-language-english, zh-CN and zh-TW written here in ra/), each area's table (messages/<area>.json, every text
 * `[ja, zh-CN, zh-TW, en]`), the error catalogue (`errors.<code>`, from src/domain/errors.ts) and the field
 * rules (`validation.*`, from src/domain/validation-messages.ts) — the same texts the server answers with.
 * Each language is its own chunk (locales/<locale>.ts), fetched when the console first shows that language,
 * so a page load carries one language, not four.
 */
import type { Locale } from '../../domain/locale';
import { ERRORS } from '../../domain/errors';
import { VALIDATION_TEXTS } from '../../domain/validation-messages';
import { column } from '../../domain/texts';

export type Messages = Record<string, unknown>;

export { LANGUAGES } from './languages';

/** `errors.<code>`: the catalogue's message of each code. */
export function errorMessages(locale: Locale): Messages {
  const out: Record<string, string> = {};
  for (const [code, entry] of Object.entries(ERRORS)) out[code] = entry.msg[locale];
  return { errors: out };
}

/** `validation.<rule>`: the field-rule messages, the shapes' placeholders (`%{max}`) left for polyglot to fill. */
export function validationMessages(locale: Locale): Messages {
  return { validation: column(VALIDATION_TEXTS, locale) };
}

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** Deep merge: later tables add keys beside earlier ones; a key given twice keeps the later text. */
export function mergeMessages(...tables: Messages[]): Messages {
  const out: Record<string, unknown> = {};
  for (const table of tables) {
    for (const [k, v] of Object.entries(table)) {
      out[k] = isObject(v) && isObject(out[k]) ? mergeMessages(out[k] as Messages, v) : v;
    }
  }
  return out;
}

/**
 * Every resource's field labels completed with the shared ones (`fields.<field>`, messages/fields.json): a resource
 * writes only its own fields, or one it words differently (its label wins). A field with neither stays
 * missing, and the i18n test names it.
 */
export function withSharedFields(m: Messages): Messages {
  const shared = (m.fields ?? {}) as Messages;
  const resources: Messages = {};
  for (const [name, r] of Object.entries((m.resources ?? {}) as Record<string, Messages>)) {
    resources[name] = { ...r, fields: { ...shared, ...((r.fields as Messages | undefined) ?? {}) } };
  }
  return { ...m, resources };
}

/** One language's tables (react-admin's and each area's) as a lazily loaded chunk. */
type LocaleModules = Record<string, object>;

const CHUNKS: Record<Locale, () => Promise<{ default: LocaleModules }>> = {
  ja: () => import('./locales/ja'),
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  en: () => import('./locales/en'),
};

/**
 * Each module of one language's messages separately, the catalogues' included. The areas' tables come cut to
 * the language already in the browser's chunks (`column` keeps those strings) and whole in the tests' all.ts.
 */
export function withCatalogues(locale: Locale, modules: LocaleModules): Record<string, Messages> {
  const { ra, ...areas } = modules;
  return {
    ra: ra as Messages,
    ...column(areas, locale),
    errors: errorMessages(locale),
    validation: validationMessages(locale),
  };
}

const loaded = new Map<Locale, Messages>();

/** All messages of one locale, merged; fetched once. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  let m = loaded.get(locale);
  if (!m) {
    const { default: modules } = await CHUNKS[locale]();
    m = withSharedFields(mergeMessages(...Object.values(withCatalogues(locale, modules))));
    loaded.set(locale, m);
  }
  return m;
}

/** The messages of a locale already fetched, else undefined. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}
