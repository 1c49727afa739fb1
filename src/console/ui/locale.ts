import { useLocale } from 'ra-core';

/** The user's language as a tag for Intl ('ja' → 'ja-JP', as the dates are shown). */
export function useIntlLocale(): string {
  const locale = useLocale();
  return locale === 'ja' ? 'ja-JP' : locale;
}

/** A date and time to the second, every part two digits (year in full): how the console writes a timestamp. */
export const DATE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};
