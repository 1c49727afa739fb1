import { useLocale } from 'ra-core';

/** The user's language as a tag for Intl ('ja' → 'ja-JP', as the dates are shown). */
export function useIntlLocale(): string {
  const locale = useLocale();
  return locale === 'ja' ? 'ja-JP' : locale;
}
