import type { Locale } from '../../domain/locale';

/** The language names shown by language switches, each in its own language. */
export const LANGUAGES: { locale: Locale; name: string }[] = [
  { locale: 'ja', name: '日本語' },
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'zh-TW', name: '繁體中文' },
  { locale: 'en', name: 'English' },
];
