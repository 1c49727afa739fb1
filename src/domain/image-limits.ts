import type { Translated } from './locale.js';

/**
 * The upload limits of every image kind (document 1 §5, §9: "Image limits: 200K, 300K, 1M, 2M by kind"; "PNG up
 * to 200K at 750x750 (variants also appear: 300K; PNG or JPG up to 1M at 1000x1000)"), one table beside LIMITS
 * that the server checks and the console states before an upload. Where the spec ties a size to a kind it is
 * kept (goods, app icon, card logo and cover); the rest are this product's choice among the spec's sizes:
 * screenshots take the "PNG or JPG up to 1M at 1000x1000" variant, the coupon image the 300K one, ad images and
 * wallpapers (full-screen pictures) 2M. An ad creative may also be a video: its cap rides in the same table.
 */

export type MediaType = 'png' | 'jpg' | 'mp4';
export type ImageKind = 'goods' | 'appIcon' | 'appScreenshot' | 'cardLogo' | 'cardCover' | 'couponImage' | 'adImage' | 'adVideo' | 'wallpaper';
interface Size {
  width: number;
  height: number;
}
export interface ImageRule {
  types: readonly MediaType[];
  maxBytes: number;
  /** Exactly these pixels, at least these, at most these; or the pixels another record decides. */
  exact?: Size;
  min?: Size;
  max?: Size;
  fits?: 'zone' | 'screen';
}

const KB = 1024;
const MB = 1024 * KB;
const PNG = ['png'] as const;
const PNG_JPG = ['png', 'jpg'] as const;

export const IMAGE_LIMITS = {
  goods: { types: PNG, maxBytes: 200 * KB, exact: { width: 750, height: 750 } },
  appIcon: { types: PNG, maxBytes: 200 * KB, exact: { width: 512, height: 512 } },
  appScreenshot: { types: PNG_JPG, maxBytes: 1 * MB, max: { width: 1000, height: 1000 } },
  cardLogo: { types: PNG_JPG, maxBytes: 1 * MB, min: { width: 500, height: 500 } },
  cardCover: { types: PNG_JPG, maxBytes: 2 * MB, min: { width: 1020, height: 643 } },
  couponImage: { types: PNG_JPG, maxBytes: 300 * KB },
  adImage: { types: PNG_JPG, maxBytes: 2 * MB, fits: 'zone' },
  adVideo: { types: ['mp4'], maxBytes: 100 * MB, fits: 'zone' },
  wallpaper: { types: PNG_JPG, maxBytes: 2 * MB, fits: 'screen' },
} as const satisfies Record<ImageKind, ImageRule>;

const t = (ja: string, zhCN: string, zhTW: string, en: string): Translated => ({ ja, 'zh-CN': zhCN, 'zh-TW': zhTW, en });
type Locale = keyof Translated;

const TYPE_NAMES: Record<MediaType, string> = { png: 'PNG', jpg: 'JPEG', mp4: 'MP4' };
const OR: Translated = t(' または ', ' 或 ', ' 或 ', ' or ');
const SEP: Translated = t('・', '，', '，', ', ');
const px = (s: Size) => `${s.width}×${s.height}`;
const bytes = (n: number) => (n >= MB ? `${n / MB} MB` : `${n / KB} KB`);

const PIXELS = {
  exact: (s: Size) => t(`${px(s)} ピクセル`, `${px(s)} 像素`, `${px(s)} 像素`, `${s.width} × ${s.height} pixels`),
  min: (s: Size) => t(`${px(s)} ピクセル以上`, `不小于 ${px(s)} 像素`, `不小於 ${px(s)} 像素`, `at least ${s.width} × ${s.height} pixels`),
  max: (s: Size) => t(`${px(s)} ピクセル以下`, `不超过 ${px(s)} 像素`, `不超過 ${px(s)} 像素`, `at most ${s.width} × ${s.height} pixels`),
  zone: t('広告枠と同じピクセル数', '与广告位像素相同', '與廣告位像素相同', "the zone's pixels"),
  screen: t('機種の画面と同じピクセル数', '与机型屏幕像素相同', '與機型螢幕像素相同', "the model's screen pixels"),
};
const AT_MOST = (n: number) => t(`${bytes(n)} 以下`, `不超过 ${bytes(n)}`, `不超過 ${bytes(n)}`, `at most ${bytes(n)}`);

/** The rule of a kind as one line in the user's language ("PNG, 750 × 750 pixels, at most 200 KB"). */
export function imageRuleText(kind: ImageKind, locale: Locale): string {
  const rule: ImageRule = IMAGE_LIMITS[kind];
  const parts = [rule.types.map((x) => TYPE_NAMES[x]).join(OR[locale])];
  if (rule.exact) parts.push(PIXELS.exact(rule.exact)[locale]);
  if (rule.min) parts.push(PIXELS.min(rule.min)[locale]);
  if (rule.max) parts.push(PIXELS.max(rule.max)[locale]);
  if (rule.fits) parts.push(PIXELS[rule.fits][locale]);
  parts.push(AT_MOST(rule.maxBytes)[locale]);
  return parts.join(SEP[locale]);
}
