/** The one money formatter (issue 20 item 6): digits from the catalogue, grouping, the locale's symbol placement. */
import { describe, expect, it } from 'vitest';
import { formatMoney, minorToMajor } from '../../src/domain/money';

// Intl separates a symbol from digits with a no-break space in some locales; compare with plain spaces.
const text = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  const cases: [string, string, number, 'major' | 'minor', string][] = [
    ['ja', 'JPY', 13230, 'major', '￥13,230'],
    ['en', 'JPY', 13230, 'major', '¥13,230'],
    ['zh-CN', 'JPY', 13230, 'major', 'JP¥13,230'],
    ['zh-TW', 'JPY', 13230, 'major', '¥13,230'],
    ['ja', 'JPY', 671710, 'minor', '￥671,710'],
    ['en', 'USD', 1234, 'minor', '$12.34'],
    ['ja', 'USD', 1234, 'minor', '$12.34'],
    ['zh-CN', 'USD', 123456, 'minor', 'US$1,234.56'],
    ['zh-TW', 'USD', 5, 'minor', 'US$0.05'],
    ['en', 'USD', 12, 'major', '$12.00'],
    ['zh-CN', 'CNY', 1050, 'minor', '¥10.50'],
    ['en', 'CNY', 1050, 'minor', 'CN¥10.50'],
    ['zh-TW', 'CNY', 1050, 'minor', 'CN¥10.50'],
    ['ja', 'CNY', 1050, 'minor', '元 10.50'],
    ['en', 'KRW', 15000, 'minor', '₩15,000'],
  ];
  for (const [locale, currency, amount, unit, expected] of cases) {
    it(`${amount} ${unit} ${currency} in ${locale} reads ${expected}`, () => {
      expect(text(formatMoney(amount, locale, { currency, unit }))).toBe(expected);
    });
  }

  it('shows whole yen for JPY, but keeps a fraction a major-unit amount carries (up to two places) rather than hide it', () => {
    expect(formatMoney(110, 'ja', { currency: 'JPY' })).toBe('￥110');
    expect(formatMoney(1234.5, 'ja', { currency: 'JPY' })).toBe('￥1,234.5');
    expect(formatMoney(0.125, 'en', { currency: 'JPY' })).toBe('¥0.13');
    expect(formatMoney(12.5, 'en', { currency: 'USD' })).toBe('$12.50');
  });

  it('uses the platform currency (JPY) when the amount has none', () => {
    expect(formatMoney(140, 'ja')).toBe('￥140');
    expect(formatMoney(140, 'en', { currency: null })).toBe('¥140');
  });

  it('places the minus sign as the locale does', () => {
    expect(formatMoney(-500, 'en', { currency: 'JPY' })).toBe('-¥500');
  });

  it('shows a dash for no amount', () => {
    expect(formatMoney(null, 'ja')).toBe('—');
    expect(formatMoney(undefined, 'en')).toBe('—');
    expect(formatMoney(Number.NaN, 'en')).toBe('—');
  });

  it('falls back to the number and the code for a malformed currency code', () => {
    expect(formatMoney(1234, 'en', { currency: 'X1', unit: 'minor' })).toBe('12.34 X1');
  });

  it('shortens amounts for chart axes', () => {
    expect(formatMoney(60000, 'en', { compact: true })).toBe('¥60K');
    expect(formatMoney(60000, 'ja', { compact: true })).toBe('￥6万');
  });
});

describe('minorToMajor', () => {
  it('divides by the currency digits', () => {
    expect(minorToMajor(1234, 'USD')).toBe(12.34);
    expect(minorToMajor(500, 'JPY')).toBe(500);
    expect(minorToMajor(500)).toBe(500);
  });
});
