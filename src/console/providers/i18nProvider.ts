/**
 * The console's i18n provider: Japanese by default; the stored choice (localStorage `locale`) else the
 * browser's language selects the locale (spec §1). Changing the locale stores the choice, re-renders the
 * view in the new language (react-admin) and resets the document title and <html lang>.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import { DEFAULT_LOCALE } from '../../domain/locale';
import { loadMessages, loadedMessages } from '../i18n';
import { LANGUAGES } from '../i18n/languages';
import { chooseLocale, currentLocale, isLocale } from './locale';
import { setTranslator, translate } from './translate';

export { currentLocale, detectLocale } from './locale';
export { translate } from './translate';

/**
 * polyglot wants the first language's messages synchronously: `initI18n` fetches them before the console
 * renders (main.tsx); the other languages are fetched when chosen.
 */
let base: I18nProvider | undefined;

export async function initI18n(): Promise<void> {
  await loadMessages(currentLocale());
  base ??= polyglotI18nProvider(
    (locale) => {
      const wanted = isLocale(locale) ? locale : DEFAULT_LOCALE;
      return (loadedMessages(wanted) ?? loadMessages(wanted)) as never;
    },
    currentLocale(),
    LANGUAGES,
  );
  // the language may have been chosen on the login page since this provider was made
  if (base.getLocale() !== currentLocale()) await base.changeLocale(currentLocale());
  const provider = base;
  setTranslator((key, options) => provider.translate(key, options));
}

/** Puts the product title of the current language on the document and its language on <html>. */
export function applyDocumentLocale(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = currentLocale();
  document.title = translate('app.title');
}

export const i18nProvider: I18nProvider = {
  translate,
  getLocales: () => LANGUAGES,
  async changeLocale(locale: string) {
    const next = isLocale(locale) ? locale : DEFAULT_LOCALE;
    if (!base) await initI18n();
    await base!.changeLocale(next);
    chooseLocale(next);
    applyDocumentLocale();
  },
  getLocale: currentLocale,
};
