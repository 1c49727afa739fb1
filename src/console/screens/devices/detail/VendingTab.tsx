/**
 * Vending management (spec document 1 §2 device detail tabs; issue 8): the device's sales from its vend
 * events over a range of at most 30 days — per lane, per good, per day and per hour of day (Japan time),
 * each a table the server sums in SQL (openapi/retail/vending.yaml channelReport) — the lane report as a
 * streamed .xlsx for those who may export, and the currency the device uses with its changes.
 */
import { useTranslate } from 'ra-core';
import Typography from '@mui/material/Typography';
import { useAccess } from '../../../crud/access';
import type { DeviceTabProps } from './tabs';
import { DateTimeText, EMPTY, RangeForm, useFormat, useRange, useTelemetry } from './telemetryParts';
import { V } from './vendingParts';
import { ExportButton } from '../../../ui/ExportButton';
import { CallState } from '../../../ui/CallState';
import { DataTable } from '../../../ui/DataTable';
import { usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';
import { useMoney } from '../../../ui/money';
import { PagedTable } from '../../../ui/PagedTable';

interface Sums {
  amount: number;
  count: number;
  failedCount: number;
}
interface LaneRow extends Sums {
  laneNo: string;
  goodsId: number | null;
  goodsName: string | null;
}
interface GoodsRow {
  goodsId: number | null;
  goodsName: string | null;
  amount: number;
  count: number;
  laneCount: number;
}
interface DayRow {
  day: string;
  amount: number;
  count: number;
}
interface HourRow {
  hour: number;
  amount: number;
  count: number;
}
interface CurrencyNow {
  currency: string;
  symbol: string;
  decimals: boolean;
  source: 'device' | 'default';
  since: string | null;
}
interface CurrencyChange {
  id: number;
  currency: string;
  previous: string | null;
  createdAt: string;
}

const REPORT_DAYS = 30;

function CurrencySection({ serialNum }: { serialNum: string }) {
  const translate = useTranslate();
  const paging = usePaging();
  const now = useTelemetry<CurrencyNow>('deviceCurrencyGetLast', { serialNum });
  const changes = useTelemetry<{ list: CurrencyChange[]; total: number }>('deviceCurrencyPageList', { serialNum, pageNum: paging.page, pageSize: paging.size });
  const c = (k: string) => translate(`${V}.currency.${k}`);
  return (
    <Section id="vending-currency" title={c('title')}>
      <CallState query={now} />
      {now.data && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {c('current')}: <strong>{`${now.data.currency} (${now.data.symbol})`}</strong>
          {' · '}
          {now.data.source === 'default' ? (
            c('default')
          ) : (
            <>
              {c('reported')} <DateTimeText value={now.data.since} />
            </>
          )}
        </Typography>
      )}
      <PagedTable<CurrencyChange>
        query={changes}
        paging={paging}
        label={c('history')}
        rowKey={(r) => r.id}
        empty={c('empty')}
        columns={[
          { key: 'createdAt', header: c('changedAt'), render: (r) => <DateTimeText value={r.createdAt} /> },
          { key: 'previous', header: c('previous'), render: (r) => r.previous ?? EMPTY },
          { key: 'currency', header: c('title'), render: (r) => r.currency },
        ]}
      />
    </Section>
  );
}

export function VendingTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const f = useFormat();
  const { can } = useAccess();
  const serialNum = device.serialNum;
  const { initial, range, version, apply } = useRange(7);
  const amount = useTelemetry<{ total: Sums; list: LaneRow[] }>('channelReportAmount', { serialNum, ...range }, version);
  const stats = useTelemetry<{ total: Sums; byGoods: GoodsRow[]; byDay: DayRow[] }>('channelReportStats', { serialNum, ...range }, version);
  const hours = useTelemetry<HourRow[]>('channelReportTime', { serialNum, ...range }, version);
  // sales are kept in the minor unit of the device's currency (JPY: yen)
  const currency = useTelemetry<CurrencyNow>('deviceCurrencyGetLast', { serialNum }).data?.currency;
  const money = useMoney();
  const t = (k: string) => translate(`${V}.${k}`);
  const goods = (name: string | null) => name ?? t('lanes.noGoods');
  const sums = [
    { key: 'count', header: t('lanes.count'), render: (r: { count: number }) => f.number(r.count), align: 'right' as const },
    { key: 'amount', header: t('lanes.amount'), render: (r: { amount: number }) => money.minor(r.amount, currency), align: 'right' as const },
  ];

  return (
    <>
      <RangeForm idPrefix="vending-report" initial={initial} maxDays={REPORT_DAYS} onApply={apply}>
        {can('vending.export') && (
          <ExportButton operationId="channelReportExport" request={{ body: { serialNum, ...range } }} fallbackName="lane-report.xlsx" />
        )}
      </RangeForm>
      <Section id="vending-lanes" title={t('lanes.title')}>
        <CallState query={amount} />
        {amount.data && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(`${V}.total`, {
                amount: money.minor(amount.data.total.amount, currency),
                count: f.number(amount.data.total.count),
                failed: f.number(amount.data.total.failedCount),
              })}
            </Typography>
            <DataTable<LaneRow>
              label={t('lanes.title')}
              rows={amount.data.list}
              rowKey={(r) => r.laneNo}
              empty={t('empty')}
              columns={[
                { key: 'laneNo', header: t('lanes.laneNo'), render: (r) => r.laneNo },
                { key: 'goods', header: t('lanes.goods'), render: (r) => goods(r.goodsName) },
                ...sums,
                { key: 'failed', header: t('lanes.failed'), render: (r) => f.number(r.failedCount), align: 'right' },
              ]}
            />
          </>
        )}
      </Section>
      <Section id="vending-goods" title={t('goods.title')}>
        <CallState query={stats} />
        {stats.data && (
          <DataTable<GoodsRow>
            label={t('goods.title')}
            rows={stats.data.byGoods}
            rowKey={(r) => String(r.goodsId)}
            empty={t('empty')}
            columns={[
              { key: 'goods', header: t('lanes.goods'), render: (r) => goods(r.goodsName) },
              ...sums,
              { key: 'laneCount', header: t('goods.laneCount'), render: (r) => f.number(r.laneCount), align: 'right' },
            ]}
          />
        )}
      </Section>
      <Section id="vending-days" title={t('days.title')}>
        {stats.data && (
          <DataTable<DayRow>
            label={t('days.title')}
            rows={stats.data.byDay}
            rowKey={(r) => r.day}
            empty={t('empty')}
            columns={[{ key: 'day', header: t('days.day'), render: (r) => r.day }, ...sums]}
          />
        )}
      </Section>
      <Section id="vending-hours" title={t('hours.title')}>
        <CallState query={hours} />
        {hours.data && (
          <DataTable<HourRow>
            label={t('hours.title')}
            rows={hours.data.every((h) => h.count === 0) ? [] : hours.data}
            rowKey={(r) => r.hour}
            empty={t('empty')}
            columns={[{ key: 'hour', header: t('hours.hour'), render: (r) => translate(`${V}.hours.label`, { hour: r.hour }) }, ...sums]}
          />
        )}
      </Section>
      <CurrencySection serialNum={serialNum} />
    </>
  );
}

export default VendingTab;
