/**
 * The image limits by kind (issue 29 item 6; document 1 §5, §9 "Image limits: 200K, 300K, 1M, 2M by kind"): the
 * one table's values and what the console states of each kind, in the four languages.
 */
import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, imageRuleText, type ImageKind } from '../../src/domain/image-limits.js';
import { LOCALES } from '../../src/domain/locale.js';

const KB = 1024;
const MB = 1024 * KB;

describe('IMAGE_LIMITS', () => {
  it('gives every image kind one of the spec sizes (the ad video aside)', () => {
    const spec = [200 * KB, 300 * KB, 1 * MB, 2 * MB];
    for (const [kind, rule] of Object.entries(IMAGE_LIMITS)) if (kind !== 'adVideo') expect(spec, kind).toContain(rule.maxBytes);
    expect(new Set(Object.values(IMAGE_LIMITS).map((r) => r.maxBytes))).toEqual(new Set([...spec, 100 * MB]));
  });

  it('keeps the sizes and pixels the spec ties to a kind', () => {
    expect(IMAGE_LIMITS.goods).toEqual({ types: ['png'], maxBytes: 200 * KB, exact: { width: 750, height: 750 } });
    expect(IMAGE_LIMITS.appIcon).toEqual({ types: ['png'], maxBytes: 200 * KB, exact: { width: 512, height: 512 } });
    expect(IMAGE_LIMITS.appScreenshot).toEqual({ types: ['png', 'jpg'], maxBytes: 1 * MB, max: { width: 1000, height: 1000 } });
    expect(IMAGE_LIMITS.cardLogo).toEqual({ types: ['png', 'jpg'], maxBytes: 1 * MB, min: { width: 500, height: 500 } });
    expect(IMAGE_LIMITS.cardCover).toEqual({ types: ['png', 'jpg'], maxBytes: 2 * MB, min: { width: 1020, height: 643 } });
    expect(IMAGE_LIMITS.couponImage.maxBytes).toBe(300 * KB);
    expect([IMAGE_LIMITS.adImage.maxBytes, IMAGE_LIMITS.wallpaper.maxBytes]).toEqual([2 * MB, 2 * MB]);
  });

  it('states each rule in the four languages', () => {
    expect(imageRuleText('goods', 'en')).toBe('PNG, 750 × 750 pixels, at most 200 KB');
    expect(imageRuleText('goods', 'ja')).toBe('PNG・750×750 ピクセル・200 KB 以下');
    expect(imageRuleText('cardLogo', 'zh-CN')).toBe('PNG 或 JPEG，不小于 500×500 像素，不超过 1 MB');
    expect(imageRuleText('appScreenshot', 'zh-TW')).toBe('PNG 或 JPEG，不超過 1000×1000 像素，不超過 1 MB');
    expect(imageRuleText('couponImage', 'en')).toBe('PNG or JPEG, at most 300 KB');
    expect(imageRuleText('wallpaper', 'en')).toBe("PNG or JPEG, the model's screen pixels, at most 2 MB");
    expect(imageRuleText('adVideo', 'en')).toBe("MP4, the zone's pixels, at most 100 MB");
    for (const kind of Object.keys(IMAGE_LIMITS) as ImageKind[])
      for (const locale of LOCALES) expect(imageRuleText(kind, locale), `${kind} ${locale}`).toMatch(/\d+ (KB|MB)/);
  });
});
