/**
 * Every language's messages at once, synchronously: for tests and tools that compare or read the tables
 * (the console itself loads one language at a time through i18n/index.ts).
 */
import type { TranslationMessages } from 'ra-core';
import type { Locale } from '../../domain/locale';
import { mergeMessages, withCatalogues, withSharedFields, type Messages } from './index';
import { byArea } from './areas';
import ja from './ra/ja';
import zhCN from './ra/zh-CN';
import zhTW from './ra/zh-TW';
import en from 'ra-language-english';

export const RA_MESSAGES: Record<Locale, TranslationMessages> = { ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en };

/** Every area's table with its four languages (messages/*.json). */
const AREAS = byArea(import.meta.glob('./messages/*.json', { import: 'default', eager: true }));

/** Each module of messages separately (the completeness test compares each against English). */
export function messageModules(locale: Locale): Record<string, Messages> {
  return withCatalogues(locale, { ra: RA_MESSAGES[locale], ...AREAS });
}

/** All messages of one locale, merged, each resource's field labels completed with the shared ones. */
export function messagesFor(locale: Locale): Messages {
  return withSharedFields(mergeMessages(...Object.values(messageModules(locale))));
}

export { mergeMessages, LANGUAGES } from './index';
