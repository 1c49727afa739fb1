/**
 * Gateway performance (document 2 §7; openapi/payments/stats.yaml tag payGateway): the period's attempts,
 * paid orders, success rate and mean gateway response time; the response time distribution as a pie and
 * per day as stacked bars; attempts by result as a pie; the success rate per day as bars. Each chart has its
 * figures as a table beside it (the chart's data in a form every reader can take in).
 */
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ScreenProps } from '../../../crud/registry';
import { CURRENCY_SUBSET, ORDER_STATUSES, PAY_METHOD_CODES } from '../../../../domain/payments';
import { FilterBar, T, useFigures, useStats, useStatsFilters } from './parts';
import { CallState } from '../../../ui/CallState';
import { DataTable } from '../../../ui/DataTable';
import { Section } from '../../../ui/Section';

interface Bucket {
  bucket: number;
  from: number;
  to: number | null;
}
interface Avg {
  attempts: number;
  paid: number;
  rate: number | null;
  avgCostMs: number | null;
}
interface RateDay {
  day: string;
  attempts: number;
  paid: number;
  rate: number | null;
}
const G = `${T}.gateway`;

/** Colours of the response time buckets, fast (green) to slow (red); of the results, paid green. */
const BUCKET_COLORS = ['#2e7d32', '#7cb342', '#fbc02d', '#f57c00', '#c62828'];
const STATUS_COLORS: Record<string, string> = {
  unpaid: '#90a4ae',
  paid: '#2e7d32',
  failed: '#c62828',
  directFailed: '#ad1457',
  cancelFailed: '#6a1b9a',
  unknown: '#f9a825',
};

export default function GatewayStats({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const f = useFigures();
  const state = useStatsFilters('last7Days');
  const { actions = {} } = declaration.calls;
  const avg = useStats<Avg>(actions.rateAvg, state.filters);
  const costPie = useStats<(Bucket & { count: number })[]>(actions.costPie, state.filters);
  const costPillar = useStats<{ days: string[]; buckets: (Bucket & { counts: number[] })[] }>(actions.costPillar, state.filters);
  const ratePie = useStats<{ status: string; count: number }[]>(actions.ratePie, state.filters);
  const rateDays = useStats<RateDay[]>(declaration.calls.list!, state.filters);

  const bucketName = (b: Bucket) =>
    b.bucket === 0
      ? translate(`${G}.bucketFirst`, { to: b.to })
      : b.to === null
        ? translate(`${G}.bucketLast`, { from: b.from })
        : translate(`${G}.bucketMiddle`, { from: b.from, to: b.to });
  const statusName = (s: string) => translate(`enum.orderStatus.${s}`);
  const chartText = { noData: translate(`${G}.noData`), loading: translate('app.loading') };
  const a = avg.data;

  return (
    <>
      {/* every method and currency of the catalogue: this screen's holders may lack payStats.view (the methods-present call) */}
      <FilterBar state={state} methods={PAY_METHOD_CODES} currencies={CURRENCY_SUBSET} />
      <Section level={2} id="gateway-summary" title={translate(`${G}.summary`)}>
        <CallState query={avg} />
        {a && (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
            {[
              ['attempts', f.number(a.attempts)],
              ['paid', f.number(a.paid)],
              ['rate', f.percent(a.rate)],
              ['avgCost', a.avgCostMs === null ? '—' : translate(`${G}.milliseconds`, { value: f.number(Math.round(a.avgCostMs)) })],
            ].map(([key, value]) => (
              <Box key={key} data-figure={key}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {translate(`${G}.${key}`)}
                </Typography>
                <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Section>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
        <Section level={2} id="gateway-cost-pie" title={translate(`${G}.costPie`)}>
          <CallState query={costPie} />
          <div data-testid="gateway-cost-pie">
            <PieChart
              height={240}
              series={[
                {
                  data: (costPie.data ?? [])
                    .filter((b) => b.count > 0)
                    .map((b) => ({ id: b.bucket, value: b.count, label: bucketName(b), color: BUCKET_COLORS[b.bucket] })),
                },
              ]}
              localeText={chartText}
            />
          </div>
          <DataTable
            label={translate(`${G}.costPie`)}
            rows={costPie.data ?? []}
            rowKey={(b) => b.bucket}
            empty={translate(`${G}.noData`)}
            columns={[
              { key: 'bucket', header: translate(`${G}.bucket`), render: (b) => bucketName(b) },
              { key: 'count', header: translate(`${G}.orders`), render: (b) => f.number(b.count), align: 'right' },
            ]}
          />
        </Section>
        <Section level={2} id="gateway-rate-pie" title={translate(`${G}.ratePie`)}>
          <CallState query={ratePie} />
          <div data-testid="gateway-rate-pie">
            <PieChart
              height={240}
              series={[
                {
                  data: (ratePie.data ?? [])
                    .filter((s) => s.count > 0)
                    .map((s) => ({ id: s.status, value: s.count, label: statusName(s.status), color: STATUS_COLORS[s.status] })),
                },
              ]}
              localeText={chartText}
            />
          </div>
          <DataTable
            label={translate(`${G}.ratePie`)}
            rows={(ratePie.data ?? []).slice().sort((x, y) => ORDER_STATUSES.indexOf(x.status as never) - ORDER_STATUSES.indexOf(y.status as never))}
            rowKey={(s) => s.status}
            empty={translate(`${G}.noData`)}
            columns={[
              { key: 'status', header: translate(`${G}.status`), render: (s) => statusName(s.status) },
              { key: 'count', header: translate(`${G}.orders`), render: (s) => f.number(s.count), align: 'right' },
            ]}
          />
        </Section>
      </Box>
      <Section level={2} id="gateway-cost-pillar" title={translate(`${G}.costPillar`)}>
        <CallState query={costPillar} />
        {costPillar.data && (
          <div data-testid="gateway-cost-pillar">
            <BarChart
              height={300}
              xAxis={[{ scaleType: 'band', data: costPillar.data.days, label: translate(`${G}.day`) }]}
              yAxis={[{ width: 'auto', label: translate(`${G}.orders`) }]}
              series={costPillar.data.buckets.map((b) => ({
                id: `b${b.bucket}`,
                label: bucketName(b),
                data: b.counts,
                stack: 'cost',
                color: BUCKET_COLORS[b.bucket],
              }))}
              localeText={chartText}
            />
          </div>
        )}
        {costPillar.data && (
          <DataTable
            label={translate(`${G}.costPillar`)}
            rows={costPillar.data.days.map((day, i) => ({ day, counts: costPillar.data!.buckets.map((b) => b.counts[i]) }))}
            rowKey={(r) => r.day}
            empty={translate(`${G}.noData`)}
            columns={[
              { key: 'day', header: translate(`${G}.day`), render: (r) => r.day },
              ...costPillar.data.buckets.map((b) => ({
                key: `b${b.bucket}`,
                header: bucketName(b),
                render: (r: { counts: number[] }) => f.number(r.counts[b.bucket]),
                align: 'right' as const,
              })),
            ]}
          />
        )}
      </Section>
      <Section level={2} id="gateway-rate-pillar" title={translate(`${G}.ratePillar`)}>
        <CallState query={rateDays} />
        {rateDays.data && (
          <div data-testid="gateway-rate-pillar">
            <BarChart
              height={280}
              xAxis={[{ scaleType: 'band', data: rateDays.data.map((d) => d.day), label: translate(`${G}.day`) }]}
              yAxis={[{ width: 'auto', label: translate(`${G}.rate`), min: 0, max: 100 }]}
              series={[
                {
                  id: 'rate',
                  label: translate(`${G}.rate`),
                  data: rateDays.data.map((d) => (d.rate === null ? null : Math.round(d.rate * 1000) / 10)),
                  color: STATUS_COLORS.paid,
                },
              ]}
              localeText={chartText}
            />
          </div>
        )}
        <DataTable
          label={translate(`${G}.ratePillar`)}
          rows={rateDays.data ?? []}
          rowKey={(d) => d.day}
          empty={translate(`${G}.noData`)}
          columns={[
            { key: 'day', header: translate(`${G}.day`), render: (d) => d.day },
            { key: 'attempts', header: translate(`${G}.attempts`), render: (d) => f.number(d.attempts), align: 'right' },
            { key: 'paid', header: translate(`${G}.paid`), render: (d) => f.number(d.paid), align: 'right' },
            { key: 'rate', header: translate(`${G}.rate`), render: (d) => f.percent(d.rate), align: 'right' },
          ]}
        />
      </Section>
    </>
  );
}
