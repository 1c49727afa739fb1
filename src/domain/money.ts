import { DEFAULT_CURRENCY, currencyDigits } from './currencies.js';

/**
 * The one way money is shown, on every screen: the currency's digits from the catalogue (JPY and KRW none,
 * the others two), grouped, with the symbol placed as the reader's locale places it (Intl.NumberFormat,
 * style currency): ja "￥13,230", en "¥13,230", zh-CN "JP¥13,230"; en "$12.34". An amount without a
 * currency of its own is in the platform's currency (DEFAULT_CURRENCY, as payments decide it).
 *
 * Amounts come in two units: payments keep minor units (1234 USD cents), retail prices and coupon face
 * values major units (110 yen). Exports do not use this: they write plain numbers in the major unit next to
 * a currency column (see src/server/areas/payments/order-export.ts).
 */
export type MoneyUnit = 'major' | 'minor';

export interface MoneyOptions {
  /** ISO 4217 code; the platform's currency when missing. */
  currency?: string | null;
  /** Whether the amount is in the major unit (yen, dollars) or the minor unit (cents); major by default. */
  unit?: MoneyUnit;
  /** Short form for chart axes ("￥6万", "$1.2K"). */
  compact?: boolean;
}

const EMPTY = '—';
const formats = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, digits: number, most: number, compact: boolean): Intl.NumberFormat | undefined {
  const key = `${locale}|${currency}|${digits}|${most}|${compact}`;
  let f = formats.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(
        locale,
        compact
          ? { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }
          : { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: most },
      );
    } catch {
      return undefined; // not a well-formed currency code
    }
    formats.set(key, f);
  }
  return f;
}

/** A minor-unit amount in the major unit: (1234, 'USD') → 12.34, (500, 'JPY') → 500. */
export function minorToMajor(minor: number, currency?: string | null): number {
  return minor / 10 ** currencyDigits(currency || DEFAULT_CURRENCY);
}

/** An amount as users read it in `locale` (a product locale or any BCP 47 tag); '—' for no amount. */
export function formatMoney(amount: number | null | undefined, locale: string, options: MoneyOptions = {}): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return EMPTY;
  const currency = options.currency || DEFAULT_CURRENCY;
  const digits = currencyDigits(currency);
  const minor = options.unit === 'minor';
  const major = minor ? amount / 10 ** digits : amount;
  // a major-unit amount keeps a fraction the data carries (a purchase price of 1234.5 yen), up to two places
  const most = minor ? digits : Math.max(digits, 2);
  const f = formatter(locale, currency, digits, most, options.compact === true);
  if (f) return f.format(major);
  const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: most }).format(major);
  return `${plain} ${currency}`;
}
