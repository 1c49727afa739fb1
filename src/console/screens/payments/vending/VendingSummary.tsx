/**
 * The vending summary (payOrderStats) over a history preset's Tokyo days, in one currency: best-selling goods
 * and devices, sales per day as a line with its least-squares line, the regression figures (PostgreSQL's
 * regr_slope, regr_intercept, regr_r2) and a table per day and device. Revoked payments are never counted.
 */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LineChart } from '@mui/x-charts/LineChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '../../../crud/registry';
import { callDeclared, undescribed } from '../../../providers/http';
import { failureMessage } from '../../../providers/failure';
import { HistoryPresetPicker, useHistoryRange } from '../HistoryPresets';
import { DEFAULT_CURRENCY } from '../../../../domain/currencies';
import { useMoney } from '../../../ui/money';
import { Section } from '../../../ui/Section';
import { PrevNext } from './PrevNext';
import { ValueTable } from '../../../ui/ValueTable';

interface TopRow {
  goodsId?: number | null;
  goodsName?: string | null;
  deviceId?: number;
  serialNum?: string;
  count: number;
  amount: number;
}
interface Regression {
  slope: number | null;
  intercept: number | null;
  r2: number | null;
  days: number;
  averageDaily: number | null;
  total: number | null;
}
interface StatRow {
  day: string;
  deviceId: number;
  serialNum: string;
  orgName: string | null;
  count: number;
  amount: number;
  cashAmount: number;
  onlineAmount: number;
}
interface Wrapped<T> {
  currency: string;
  digits: number;
  list: T;
  total?: number;
}

const PAGE_SIZE = 20;

export function VendingSummary({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const format = useMoney();
  const [page, setPage] = useState(1);
  const { preset, range, choose } = useHistoryRange('last30Days', () => setPage(1));
  const body = { startDay: range.from, endDay: range.to };
  const a = declaration.calls.actions!;
  const q = <T,>(key: string, op: string, extra: Record<string, unknown> = {}) => ({
    queryKey: [key, body, extra],
    queryFn: () => undescribed<T>(callDeclared(op, { ...body, ...extra })),
    placeholderData: keepPreviousData,
  });
  const topGoods = useQuery(q<Wrapped<TopRow[]>>('vendingTopGoods', a.top, { dimension: 'goods', limit: 10 }));
  const topDevices = useQuery(q<Wrapped<TopRow[]>>('vendingTopDevices', a.top, { dimension: 'device', limit: 10 }));
  const trend = useQuery(q<Wrapped<{ day: string; count: number; amount: number }[]>>('vendingTrend', a.trend));
  const regression = useQuery(q<Regression & { currency: string }>('vendingRegression', a.regression));
  const stats = useQuery(q<Wrapped<StatRow[]>>('vendingStatPage', declaration.calls.list!, { pageNum: page, pageSize: PAGE_SIZE }));
  const error = topGoods.error ?? topDevices.error ?? trend.error ?? regression.error ?? stats.error;
  const currency = trend.data?.currency ?? DEFAULT_CURRENCY;
  const money = (v: number | null | undefined) => format.minor(v == null ? v : Math.round(v), currency);
  const field = (f: string) => translate(`resources.${declaration.name}.fields.${f}`);
  const days = trend.data?.list ?? [];
  const r = regression.data;
  const fitted = r?.slope != null && r.intercept != null ? days.map((_, x) => r.intercept! + r.slope! * x) : undefined;
  const pages = Math.max(1, Math.ceil((stats.data?.total ?? 0) / PAGE_SIZE));

  // a sale on a lane without a good has none; a good since deleted has its id but no name
  const goodsLabel = (t: TopRow) => t.goodsName ?? (t.goodsId == null ? translate('cash.noGoods') : translate('cash.deletedGoods', { id: t.goodsId }));
  const topTable = (id: string, rows: TopRow[] | undefined, name: (t: TopRow) => string) => (
    <Table size="small" aria-labelledby={id}>
      <TableBody>
        {(rows ?? []).map((t, i) => (
          <TableRow key={i}>
            <TableCell>{i + 1}</TableCell>
            <TableCell>{name(t)}</TableCell>
            <TableCell align="right">{t.count}</TableCell>
            <TableCell align="right">{money(t.amount)}</TableCell>
          </TableRow>
        ))}
        {rows && rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={4}>{translate('cash.noData')}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap alignItems="center">
        <HistoryPresetPicker value={preset} onChange={choose} />
        <Typography variant="body2" color="text.secondary">{`${range.from} – ${range.to} · ${currency}`}</Typography>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureMessage(error, translate)}
        </Alert>
      )}
      {(trend.isPending || regression.isPending) && <LinearProgress aria-label={translate('cash.loading')} sx={{ mb: 1 }} />}

      <Section level={2} id="vs-trend" title={translate('cash.trend')}>
        <Box aria-hidden sx={{ width: '100%' }}>
          <LineChart
            height={280}
            xAxis={[{ scaleType: 'point', data: days.map((d) => d.day) }]}
            // the axis as wide as its longest label ("60,000" was cut to "60,…" at the default width)
            yAxis={[{ width: 'auto', valueFormatter: (v: number | null) => format.axis(v, currency, 'minor') }]}
            series={[
              { data: days.map((d) => d.amount), label: translate('cash.sales'), showMark: days.length <= 31 },
              ...(fitted ? [{ data: fitted, label: translate('cash.fitted'), showMark: false }] : []),
            ]}
          />
        </Box>
      </Section>

      <Section level={2} id="vs-regression" title={translate('cash.regression')}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2 }}>
          {(
            [
              ['slope', r?.slope == null ? '—' : r.slope.toFixed(2)],
              ['intercept', r?.intercept == null ? '—' : r.intercept.toFixed(2)],
              ['r2', r?.r2 == null ? '—' : r.r2.toFixed(4)],
              ['days', r ? String(r.days) : '—'],
              ['averageDaily', money(r?.averageDaily)],
              ['total', money(r?.total)],
            ] as const
          ).map(([k, v]) => (
            <Box key={k} data-figure={k}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate(`cash.${k}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {v}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 1 }}>
          <Section level={2} id="vs-top-goods" title={translate('cash.topGoods')}>
            {topTable('vs-top-goods', topGoods.data?.list, goodsLabel)}
          </Section>
        </Box>
        <Box sx={{ flex: 1 }}>
          <Section level={2} id="vs-top-devices" title={translate('cash.topDevices')}>
            {topTable('vs-top-devices', topDevices.data?.list, (t) => t.serialNum ?? '—')}
          </Section>
        </Box>
      </Stack>

      <Section level={2} id="vs-stat-page" title={translate('cash.statPage')}>
        <ValueTable
          labelledBy="vs-stat-page"
          rows={stats.data?.list ?? []}
          rowKey={(s) => `${s.day}-${s.deviceId}`}
          emptyRow={stats.data && translate('cash.noData')}
          columns={[
            { label: field('day'), value: (s) => s.day },
            { label: field('serialNum'), value: (s) => s.serialNum },
            { label: field('orgName'), value: (s) => s.orgName ?? '—' },
            { label: field('count'), value: (s) => s.count, align: 'right' },
            { label: field('amount'), value: (s) => money(s.amount), align: 'right' },
            { label: field('cashAmount'), value: (s) => money(s.cashAmount), align: 'right' },
            { label: field('onlineAmount'), value: (s) => money(s.onlineAmount), align: 'right' },
          ]}
        />
        <PrevNext page={page} pages={pages} total={stats.data?.total ?? 0} onPage={setPage} />
      </Section>
    </Box>
  );
}

export default VendingSummary;
