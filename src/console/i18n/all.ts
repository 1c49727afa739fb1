/**
 * Every language's messages at once, synchronously: for tests and tools that compare or read the tables
 * (the console itself loads one language at a time through i18n/index.ts).
 */
import type { TranslationMessages } from 'ra-core';
import type { Locale } from '../../domain/locale';
import { mergeMessages, withCatalogues, withSharedFields, type Messages } from './index';
import ja from './locales/ja';
import zhCN from './locales/zh-CN';
import zhTW from './locales/zh-TW';
import en from './locales/en';

const MODULES: Record<Locale, Record<string, object>> = { ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en };

export const RA_MESSAGES = Object.fromEntries(Object.entries(MODULES).map(([l, m]) => [l, m.ra])) as Record<Locale, TranslationMessages>;

/** Each module of messages separately (the completeness test compares each against English). */
export function messageModules(locale: Locale): Record<string, Messages> {
  return withCatalogues(locale, MODULES[locale]);
}

/** All messages of one locale, merged, each resource's field labels completed with the shared ones. */
export function messagesFor(locale: Locale): Messages {
  return withSharedFields(mergeMessages(...Object.values(messageModules(locale))));
}

export { mergeMessages, LANGUAGES } from './index';
