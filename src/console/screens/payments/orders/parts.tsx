/**
 * Pieces the payment order screens share: amounts (minor units, shown by the one money formatter), the
 * method's translated name, the order's status chips, a plain paged table.
 */
import type { ComponentProps } from 'react';
import { useLocale, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { payMethodByCode, payMethodName } from '../../../../domain/payments';
import type { Locale } from '../../../../domain/locale';
import { MoneyText } from '../../../ui/money';
import { ValueTable } from '../../../ui/ValueTable';

/** Minor units in the user's language: 1234 USD → "$12.34"; 500 JPY → "￥500" in Japanese. */
export const money = (minor: number | null | undefined, currency: string) => <MoneyText amount={minor} currency={currency} unit="minor" />;

export function PayTypeText({ code }: { code: number }) {
  const method = payMethodByCode(code);
  const locale = useLocale() as Locale;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: method?.color ?? 'grey.500' }} />
      {payMethodName(code, locale)}
    </Box>
  );
}

export function OrderStatusChip({ status, revoked }: { status: string; revoked?: boolean }) {
  const translate = useTranslate();
  const color = status === 'paid' ? 'success' : status === 'unknown' ? 'warning' : status === 'unpaid' ? 'default' : 'error';
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" color={color} label={translate(`enum.orderStatus.${status}`)} />
      {revoked && <Chip size="small" variant="outlined" color="error" label={translate('enum.revoked.true')} />}
    </Box>
  );
}

export function SimpleTable<T>({ empty, ...table }: { empty: string } & Omit<ComponentProps<typeof ValueTable<T>>, 'sx'>) {
  if (!table.rows.length)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {empty}
      </Typography>
    );
  return (
    // one line per cell: the table scrolls sideways rather than break "返金なし" letter by letter; the scrolling box is
    // named and focusable so the keyboard can scroll it
    <Box role="group" aria-label={table.label} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <ValueTable {...table} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }} />
    </Box>
  );
}
