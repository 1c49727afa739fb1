/**
 * Every message of the console per locale: react-admin's own (ja from @bicstone/ra-language-japanese, en
 * from ra-language-english, zh-CN and zh-TW written here), the console's (app.ts), the shell's (shell.ts),
 * the error catalogue (`errors.<code>`, from src/domain/errors.ts) and the field rules (`validation.*`,
 * from src/domain/validation-messages.ts) — the same texts the server answers with.
 */
import type { TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { LOCALES, type Locale } from '../../domain/locale';
import { ERRORS } from '../../domain/errors';
import { VALIDATION_MESSAGES } from '../../domain/validation-messages';
import raJa from './ra/ja';
import raZhCN from './ra/zh-CN';
import raZhTW from './ra/zh-TW';
import { APP_MESSAGES } from './app';
import { shellMessages } from './shell';
import { screenMessages } from './screens';

export type Messages = Record<string, unknown>;

export const RA_MESSAGES: Record<Locale, TranslationMessages> = {
  ja: raJa,
  'zh-CN': raZhCN,
  'zh-TW': raZhTW,
  en: englishMessages,
};

/** The language names shown by language switches, each in its own language. */
export const LANGUAGES: { locale: Locale; name: string }[] = [
  { locale: 'ja', name: '日本語' },
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'zh-TW', name: '繁體中文' },
  { locale: 'en', name: 'English' },
];

/** `errors.<code>`: the catalogue's message of each code. */
export function errorMessages(locale: Locale): Messages {
  const out: Record<string, string> = {};
  for (const [code, entry] of Object.entries(ERRORS)) out[code] = entry.msg[locale];
  return { errors: out };
}

/** `validation.<rule>`: the field-rule messages (keys are `validation.xxx` already). */
export function validationMessages(locale: Locale): Messages {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) out[key.replace(/^validation\./, '')] = text[locale];
  return { validation: out };
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

/** Each module of messages separately (the completeness test compares each against English). */
export function messageModules(locale: Locale): Record<string, Messages> {
  return {
    ra: RA_MESSAGES[locale] as Messages,
    app: APP_MESSAGES[locale] as unknown as Messages,
    shell: shellMessages[locale] as unknown as Messages,
    screens: screenMessages[locale] as Messages,
    errors: errorMessages(locale),
    validation: validationMessages(locale),
  };
}

const cache = new Map<Locale, Messages>();

/** All messages of one locale, merged. */
export function messagesFor(locale: Locale): Messages {
  let m = cache.get(locale);
  if (!m) {
    m = mergeMessages(...Object.values(messageModules(locale)));
    cache.set(locale, m);
  }
  return m;
}

export { LOCALES };
