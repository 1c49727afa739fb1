/**
 * The currencies of the spec (document 1 §3 "Currencies: name, symbol, unit code, decimal flag; JPY and KRW
 * have no decimals"), by ISO 4217 unit code. A lookup finds one by its code. The product is Japanese: a device
 * that never reported a currency uses JPY.
 */
export interface Currency {
  code: string;
  symbol: string;
  /** Whether amounts carry decimals (JPY and KRW do not). */
  decimals: boolean;
}

export const CURRENCIES: readonly Currency[] = [
  { code: 'CNY', symbol: '¥', decimals: true },
  { code: 'GBP', symbol: '£', decimals: true },
  { code: 'HKD', symbol: 'HK$', decimals: true },
  { code: 'CHF', symbol: 'CHF', decimals: true },
  { code: 'SGD', symbol: 'S$', decimals: true },
  { code: 'DKK', symbol: 'kr', decimals: true },
  { code: 'NOK', symbol: 'kr', decimals: true },
  { code: 'CAD', symbol: 'C$', decimals: true },
  { code: 'AUD', symbol: 'A$', decimals: true },
  { code: 'MYR', symbol: 'RM', decimals: true },
  { code: 'EUR', symbol: '€', decimals: true },
  { code: 'THB', symbol: '฿', decimals: true },
  { code: 'NZD', symbol: 'NZ$', decimals: true },
  { code: 'USD', symbol: '$', decimals: true },
  { code: 'JPY', symbol: '¥', decimals: false },
  { code: 'KRW', symbol: '₩', decimals: false },
  { code: 'MOP', symbol: 'MOP$', decimals: true },
  { code: 'IDR', symbol: 'Rp', decimals: true },
  { code: 'PHP', symbol: '₱', decimals: true },
  { code: 'LKR', symbol: 'Rs', decimals: true },
  { code: 'RUB', symbol: '₽', decimals: true },
  { code: 'TWD', symbol: 'NT$', decimals: true },
  { code: 'ZAR', symbol: 'R', decimals: true },
  { code: 'TRY', symbol: '₺', decimals: true },
  { code: 'MXN', symbol: 'Mex$', decimals: true },
  { code: 'BRL', symbol: 'R$', decimals: true },
  { code: 'PLN', symbol: 'zł', decimals: true },
  { code: 'BDT', symbol: '৳', decimals: true },
  { code: 'INR', symbol: '₹', decimals: true },
];

export const DEFAULT_CURRENCY = 'JPY';

/** The currency of a unit code, or undefined for a code not in the catalogue. */
export function currencyByCode(code: unknown): Currency | undefined {
  return typeof code === 'string' ? CURRENCIES.find((c) => c.code === code) : undefined;
}

/** Digits after the decimal point of a currency's major unit: 0 where the spec's decimal flag is off, else 2. */
export function currencyDigits(code: string): 0 | 2 {
  return currencyByCode(code)?.decimals === false ? 0 : 2;
}
