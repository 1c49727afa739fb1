/** The four languages of the product; Japanese is the default (spec §1, §9). */
export const LOCALES = ['ja', 'zh-CN', 'zh-TW', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ja';

/** Four translations of one text. */
export type Translated = Record<Locale, string>;

/** Maps one language tag (browser or Accept-Language) onto a product locale, or undefined. */
export function matchLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined;
  const t = tag.trim().toLowerCase();
  if (t.startsWith('ja')) return 'ja';
  if (t.startsWith('en')) return 'en';
  if (t.startsWith('zh')) {
    return /^zh-(tw|hk|mo|hant)/.test(t) ? 'zh-TW' : 'zh-CN';
  }
  return undefined;
}

/** Picks the best product locale from an Accept-Language header (quality values honoured). */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const hit = matchLocale(tag);
    if (hit) return hit;
  }
  return DEFAULT_LOCALE;
}
