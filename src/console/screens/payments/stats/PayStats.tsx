/**
 * The bill summary (document 2 §7 "Orders and statistics"; openapi/payments/stats.yaml tag payStats): totals by
 * payment method, a chart of one currency's amounts (or orders) per period stacked by method in the method's
 * colour, the same figures as a paged table (the chart's accessible form), refunds by day, and the table as
 * an .xlsx. Every figure is the server's, from the rollups a revoke leaves at once; days are Tokyo days.
 */
import { useMemo, useState } from 'react';
import { useLocale, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ScreenProps } from '../../../crud/registry';
import { useAccess } from '../../../crud/access';
import { ExportButton } from '../../../ui/ExportButton';
import { FilterBar, T, methodColor, methodName, useFigures, useStats, useStatsFilters } from './parts';
import { CallState } from '../../../ui/CallState';
import { DataTable } from '../../../ui/DataTable';
import { Pager, usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';

interface Figures {
  payType: number;
  currency: string;
  count: number;
  amount: number;
  refundedAmount: number;
  netAmount: number;
}
interface TimeRow extends Figures {
  period: string;
}
interface Chart {
  granularity: 'day' | 'month';
  periods: string[];
  series: { payType: number; currency: string; counts: number[]; amounts: number[] }[];
}
interface FlybackRow {
  day: string;
  payType: number;
  currency: string;
  refundedAmount: number;
  amount: number;
}

type GranularityChoice = 'auto' | 'day' | 'month';
const F = 'resources.payStats.fields';

export default function PayStats({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const { can } = useAccess();
  const f = useFigures();
  const state = useStatsFilters();
  const [granularity, setGranularity] = useState<GranularityChoice>('auto');
  const [metric, setMetric] = useState<'amount' | 'count'>('amount');
  const paging = usePaging();
  const refundPaging = usePaging();
  const g = granularity === 'auto' ? {} : { granularity };

  const types = useStats<{ payType: number }[]>('payStatsPayType', { startDate: state.filters.startDate, endDate: state.filters.endDate });
  const byType = useStats<Figures[]>('payStatsByType', state.filters);
  const currencies = useMemo(() => [...new Set((byType.data ?? []).map((r) => r.currency))], [byType.data]);
  // the chart never adds two currencies: the one chosen, else the one with the most orders
  const chartCurrency = state.currency ?? currencies[0];
  const chart = useStats<Chart>('payStatsByTypeAndTimeChart', chartCurrency ? { ...state.filters, currency: chartCurrency, ...g } : undefined);
  const rows = useStats<{ list: TimeRow[]; total: number }>('payStatsByTypeAndTimePageList', {
    ...state.filters,
    ...g,
    pageNum: paging.page,
    pageSize: paging.size,
  });
  const flyback = useStats<{ list: FlybackRow[]; total: number }>('payStatsFlybackList', {
    ...state.filters,
    pageNum: refundPaging.page,
    pageSize: refundPaging.size,
  });

  const figureColumns = [
    { key: 'payType', header: translate(`${F}.payType`), render: (r: Figures) => methodName(r.payType, locale) },
    { key: 'currency', header: translate(`${F}.currency`), render: (r: Figures) => r.currency },
    { key: 'count', header: translate(`${F}.count`), render: (r: Figures) => f.number(r.count), align: 'right' as const },
    { key: 'amount', header: translate(`${F}.amount`), render: (r: Figures) => f.money(r.amount, r.currency), align: 'right' as const },
    { key: 'refundedAmount', header: translate(`${F}.refundedAmount`), render: (r: Figures) => f.money(r.refundedAmount, r.currency), align: 'right' as const },
    { key: 'netAmount', header: translate(`${F}.netAmount`), render: (r: Figures) => f.money(r.netAmount, r.currency), align: 'right' as const },
  ];

  const series = (chart.data?.series ?? []).map((s) => ({
    id: `${s.payType}`,
    label: methodName(s.payType, locale),
    color: methodColor(s.payType),
    stack: 'methods',
    data: metric === 'amount' ? s.amounts.map((v) => f.major(v, s.currency)) : s.counts,
    valueFormatter: (v: number | null) => (v === null ? '' : metric === 'amount' ? f.chartValue(v, s.currency) : f.number(v)),
  }));

  return (
    <>
      <FilterBar state={state} methods={(types.data ?? []).map((t) => t.payType)} currencies={currencies} />
      <Section level={2} id="paystats-by-type" title={translate(`${T}.byType`)}>
        <CallState query={byType} />
        <DataTable
          label={translate(`${T}.byType`)}
          rows={byType.data ?? []}
          rowKey={(r) => `${r.payType}/${r.currency}`}
          empty={translate(`${T}.empty`)}
          columns={figureColumns}
        />
      </Section>
      <Section
        level={2}
        id="paystats-chart"
        title={translate(`${T}.chart`, { currency: chartCurrency ?? '—' })}
        actions={
          <Stack direction="row" spacing={1}>
            <ToggleButtonGroup size="small" exclusive value={metric} aria-label={translate(`${T}.metric.label`)} onChange={(_, v) => v && setMetric(v)}>
              <ToggleButton value="amount">{translate(`${T}.metric.amount`)}</ToggleButton>
              <ToggleButton value="count">{translate(`${T}.metric.count`)}</ToggleButton>
            </ToggleButtonGroup>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={granularity}
              aria-label={translate(`${F}.granularity`)}
              onChange={(_, v) => v && setGranularity(v)}
            >
              {(['auto', 'day', 'month'] as const).map((v) => (
                <ToggleButton key={v} value={v}>
                  {translate(`${T}.granularity.${v}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        }
      >
        <CallState query={chart} />
        {currencies.length > 1 && !state.currency && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate(`${T}.oneCurrency`)}
          </Alert>
        )}
        {chart.data && series.length > 0 ? (
          <div data-testid="paystats-chart">
            <BarChart
              height={320}
              xAxis={[{ scaleType: 'band', data: chart.data.periods, label: translate(`${T}.axisPeriod`) }]}
              yAxis={[
                metric === 'amount'
                  ? {
                      width: 'auto',
                      label: translate(`${T}.axisAmount`, { currency: chartCurrency }),
                      valueFormatter: (v: number | null) => f.axis(v, chartCurrency),
                    }
                  : { width: 'auto', label: translate(`${T}.axisCount`) },
              ]}
              series={series}
              localeText={{ noData: translate(`${T}.empty`), loading: translate('app.loading') }}
            />
          </div>
        ) : (
          !chart.isFetching && (
            <Typography color="text.secondary" role="status">
              {translate(`${T}.empty`)}
            </Typography>
          )
        )}
      </Section>
      <Section
        level={2}
        id="paystats-by-time"
        title={translate(`${T}.byTime`)}
        actions={
          can(declaration.permissions.export) && (
            <ExportButton
              operationId={declaration.calls.actions!.export}
              request={{ query: { ...state.filters, ...g } }}
              fallbackName="pay-stats.xlsx"
              disabled={!rows.data?.total}
            />
          )
        }
      >
        <CallState query={rows} />
        <DataTable
          label={translate(`${T}.chartData`)}
          rows={rows.data?.list ?? []}
          rowKey={(r) => `${r.period}/${r.payType}/${r.currency}`}
          empty={translate(`${T}.empty`)}
          columns={[{ key: 'period', header: translate(`${F}.period`), render: (r: TimeRow) => r.period }, ...figureColumns]}
        />
        <Pager total={rows.data?.total ?? 0} paging={paging} />
      </Section>
      <Section level={2} id="paystats-flyback" title={translate(`${T}.flyback`)}>
        <CallState query={flyback} />
        <DataTable
          label={translate(`${T}.flyback`)}
          rows={flyback.data?.list ?? []}
          rowKey={(r) => `${r.day}/${r.payType}/${r.currency}`}
          empty={translate(`${T}.noRefunds`)}
          columns={[
            { key: 'day', header: translate(`${F}.period`), render: (r: FlybackRow) => r.day },
            { key: 'payType', header: translate(`${F}.payType`), render: (r: FlybackRow) => methodName(r.payType, locale) },
            {
              key: 'refundedAmount',
              header: translate(`${F}.refundedAmount`),
              render: (r: FlybackRow) => f.money(r.refundedAmount, r.currency),
              align: 'right' as const,
            },
            { key: 'amount', header: translate(`${F}.amount`), render: (r: FlybackRow) => f.money(r.amount, r.currency), align: 'right' as const },
          ]}
        />
        <Pager total={flyback.data?.total ?? 0} paging={refundPaging} />
      </Section>
    </>
  );
}
