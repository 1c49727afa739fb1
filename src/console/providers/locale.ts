/**
 * The language the console shows (spec §1): the stored choice (localStorage `locale`), else the browser's
 * languages, else Japanese. Its own small module: the login page reads and changes it before the console's
 * messages and react-admin are loaded.
 */
import { DEFAULT_LOCALE, LOCALES, matchLocale, type Locale } from '../../domain/locale';
import { LOCALE_KEY } from './session';

export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

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

/** Shows `locale` from now on and keeps the choice (it survives logout). */
export function chooseLocale(locale: Locale): void {
  current = locale;
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    /* no storage: the choice lasts for this page only */
  }
}
