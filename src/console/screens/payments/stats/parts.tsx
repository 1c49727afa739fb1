/**
 * What the payment statistics screens share: the filters (history preset in Tokyo days, payment method,
 * currency), method names and colours from the catalogue (domain/payments.ts PAY_METHODS), money by the
 * one formatter (src/domain/money.ts), a titled part, a call hook, and the download of a GET export with its query.
 */
import { useMemo, useState } from 'react';
import { useLocale, useTranslate } from 'ra-core';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../domain/locale';
import { payMethodByCode, payMethodName, type HistoryPreset } from '../../../../domain/payments';
import { useMoney as useAmounts } from '../../../ui/money';
import { callDeclared, undescribed } from '../../../providers/http';
import { HistoryPresetPicker, useHistoryRange } from '../HistoryPresets';

export const T = 'paystats';

/** The filters every statistics call takes. */
export type StatsFilters = {
  startDate: string;
  endDate: string;
  payType?: number;
  currency?: string;
};

/** The filter state of a statistics screen: a preset (last 30 days at first), a method and a currency. */
export function useStatsFilters(initial: HistoryPreset = 'last30Days') {
  const { preset, range, choose } = useHistoryRange(initial);
  const [payType, setPayType] = useState<number | undefined>();
  const [currency, setCurrency] = useState<string | undefined>();
  const filters: StatsFilters = useMemo(
    () => ({ startDate: range.from, endDate: range.to, ...(payType ? { payType } : {}), ...(currency ? { currency } : {}) }),
    [range, payType, currency],
  );
  return {
    preset,
    filters,
    payType,
    currency,
    setPayType,
    setCurrency,
    setPreset: choose,
  };
}

/** A method's name as users read it: the catalogue's translated name, as on every screen. */
export const methodName = (code: number, locale: string) => payMethodName(code, locale as Locale);

export function methodColor(code: number): string | undefined {
  return payMethodByCode(code)?.color;
}

/** Counts and rates grouped for the locale; money (minor units) by the one formatter. */
export function useFigures() {
  const locale = useLocale();
  const amounts = useAmounts();
  const tag = locale === 'ja' ? 'ja-JP' : locale;
  return useMemo(
    () => ({
      number: (v: number) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(v),
      money: (minor: number, currency: string) => amounts.minor(minor, currency),
      major: (minor: number, currency: string) => amounts.toMajor(minor, currency),
      /** A major-unit value of a chart as money. */
      chartValue: (major: number, currency: string) => amounts.major(major, currency),
      /** A chart axis tick in the major unit, short. */
      axis: (major: number | null, currency: string) => amounts.axis(major, currency),
      percent: (rate: number | null) => (rate === null ? '—' : new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(rate)),
    }),
    [tag, amounts],
  );
}

/** One documented statistics call, made again when its parameters change. */
export function useStats<R>(operationId: string, params: Record<string, unknown> | undefined) {
  return useQuery({
    queryKey: ['paystats', operationId, params],
    queryFn: ({ signal }) => undescribed<R>(callDeclared(operationId, params ?? {}, { signal })),
    enabled: params !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The filter bar: the spec's history presets, the payment methods present, the currencies. */
export function FilterBar({ state, methods, currencies }: { state: ReturnType<typeof useStatsFilters>; methods: number[]; currencies: string[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }} alignItems="center" role="group" aria-label={translate(`${T}.filters`)}>
      <HistoryPresetPicker value={state.preset} onChange={state.setPreset} />
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id="paystats-method-label">{translate('resources.payStats.fields.payType')}</InputLabel>
        <Select
          labelId="paystats-method-label"
          id="paystats-method"
          label={translate('resources.payStats.fields.payType')}
          value={state.payType === undefined ? '' : String(state.payType)}
          onChange={(e) => state.setPayType(String(e.target.value) === '' ? undefined : Number(e.target.value))}
        >
          <MenuItem value="">{translate(`${T}.allMethods`)}</MenuItem>
          {methods.map((code) => (
            <MenuItem key={code} value={String(code)}>
              {methodName(code, locale)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 160 }}>
        <InputLabel id="paystats-currency-label">{translate('resources.payStats.fields.currency')}</InputLabel>
        <Select
          labelId="paystats-currency-label"
          id="paystats-currency"
          label={translate('resources.payStats.fields.currency')}
          value={state.currency ?? ''}
          onChange={(e) => state.setCurrency(e.target.value === '' ? undefined : String(e.target.value))}
        >
          <MenuItem value="">{translate(`${T}.allCurrencies`)}</MenuItem>
          {currencies.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
