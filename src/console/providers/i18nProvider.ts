/**
 * The console's i18n provider: Japanese by default; the stored choice (localStorage `locale`) else the
 * browser's language selects the locale (spec §1). Changing the locale stores the choice, re-renders the
 * view in the new language (react-admin) and resets the document title and <html lang>.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import { DEFAULT_LOCALE, LOCALES, matchLocale, type Locale } from '../../domain/locale';
import { LANGUAGES, loadMessages, loadedMessages } from '../i18n';
import { LOCALE_KEY } from './session';

const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/** The stored choice, else the browser's languages in order, else Japanese. */
export function detectLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    /* no storage */
  }
  if (typeof navigator !== 'undefined') {
    const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
    for (const tag of tags) {
      const hit = matchLocale(tag);
      if (hit) return hit;
    }
  }
  return DEFAULT_LOCALE;
}

let current: Locale = detectLocale();

/** The locale the console shows now (sent as Accept-Language on every call). */
export function currentLocale(): Locale {
  return current;
}

/**
 * polyglot wants the first language's messages synchronously: `initI18n` fetches them before the console
 * renders (main.tsx); the other languages are fetched when chosen.
 */
let base: I18nProvider | undefined;

export async function initI18n(): Promise<void> {
  await loadMessages(current);
  base ??= polyglotI18nProvider(
    (locale) => {
      const wanted = isLocale(locale) ? locale : DEFAULT_LOCALE;
      return (loadedMessages(wanted) ?? loadMessages(wanted)) as never;
    },
    current,
    LANGUAGES,
  );
}

/** Translates outside React (the HTTP client, the auth provider). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return base ? base.translate(key, options) : String(options?._ ?? key);
}

/** Puts the product title of the current language on the document and its language on <html>. */
export function applyDocumentLocale(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = current;
  document.title = translate('app.title');
}

export const i18nProvider: I18nProvider = {
  translate,
  getLocales: () => LANGUAGES,
  async changeLocale(locale: string) {
    const next = isLocale(locale) ? locale : DEFAULT_LOCALE;
    if (!base) await initI18n();
    await base!.changeLocale(next);
    current = next;
    try {
      localStorage.setItem(LOCALE_KEY, next);
    } catch {
      /* no storage: the choice lasts for this page only */
    }
    applyDocumentLocale();
  },
  getLocale: () => current,
};
