/**
 * Money on every screen, the one way (src/domain/money.ts): the currency's digits from the catalogue,
 * grouping and the symbol as the user's language places them. Without a currency of its own an amount is
 * in the platform's currency.
 */
import { useMemo } from 'react';
import { formatMoney, minorToMajor } from '../../domain/money';
import { useIntlLocale } from './locale';

type Amount = number | null | undefined;
type Code = string | null | undefined;

export function useMoney() {
  const locale = useIntlLocale();
  return useMemo(
    () => ({
      /** An amount in the major unit (retail prices, coupon face values): 110 → "￥110". */
      major: (amount: Amount, currency?: Code) => formatMoney(amount, locale, { currency }),
      /** An amount in minor units (payments): 1234 USD → "$12.34". */
      minor: (amount: Amount, currency?: Code) => formatMoney(amount, locale, { currency, unit: 'minor' }),
      /** A chart axis tick, short: 60000 → "￥6万". */
      axis: (amount: Amount, currency?: Code, unit: 'major' | 'minor' = 'major') => formatMoney(amount, locale, { currency, unit, compact: true }),
      /** Minor units as a number in the major unit, for charts' values. */
      toMajor: (minor: number, currency?: Code) => minorToMajor(minor, currency),
    }),
    [locale],
  );
}

/** An amount as text, kept on one line. */
export function MoneyText({ amount, currency, unit = 'major' }: { amount: Amount; currency?: Code; unit?: 'major' | 'minor' }) {
  const money = useMoney();
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-money="">
      {unit === 'minor' ? money.minor(amount, currency) : money.major(amount, currency)}
    </span>
  );
}
