/**
 * Coin box status (spec document 1 §7 device detail): the coin box the device reported last (the cash it
 * holds, coins and bills by denomination, whether it is full) and the cash held over a range of at most
 * 30 days (spec §7 Devices and lanes: coin-box reports), at most 500 averaged points (POST
 * /device/telemetry/coinBox). A longer range is refused here, with the translated message, before anything
 * is sent; the server refuses it too (100001 naming endTime).
 */
import { useTranslate } from 'ra-core';
import Chip from '@mui/material/Chip';
import { LIMITS } from '../../../../domain/limits';
import { InfoGrid } from '../../../ui/InfoGrid';
import type { DeviceTabProps } from './tabs';
import { DateTimeText, EMPTY, RangeForm, SeriesTable, T, useFormat, useRange, useTelemetry, type Point } from './telemetryParts';
import { CallState } from '../../../ui/CallState';
import { DataTable } from '../../../ui/DataTable';
import { Empty } from '../../../ui/Empty';
import { Section } from '../../../ui/Section';

export interface CoinBoxReport {
  coins?: Record<string, number>;
  bills?: Record<string, number>;
  total: number;
  full?: boolean;
  at: string;
}

interface Denomination {
  kind: 'coins' | 'bills';
  value: number;
  pieces: number;
}

const denominations = (report: CoinBoxReport): Denomination[] =>
  (['coins', 'bills'] as const).flatMap((kind) =>
    Object.entries(report[kind] ?? {})
      .map(([value, pieces]) => ({ kind, value: Number(value), pieces }))
      .sort((a, b) => a.value - b.value),
  );

export function CoinBoxTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const f = useFormat();
  const { initial, range, version, apply } = useRange(7);
  const coinBox = useTelemetry<{ latest: CoinBoxReport | null; bucketSeconds: number; points: Point[] }>(
    'deviceCoinBox',
    { serialNum: device.serialNum, ...range },
    version,
  );
  const field = (k: string) => translate(`${T}.coinBox.${k}`);
  const latest = coinBox.data?.latest;

  return (
    <>
      <RangeForm idPrefix="telemetry-coin-box" initial={initial} maxDays={LIMITS.coinBoxReportDays} onApply={apply} />
      <CallState query={coinBox} />
      <Section id="telemetry-coin-box-latest" title={translate(`${T}.coinBox.latest`)}>
        {coinBox.isSuccess && !latest && <Empty>{translate(`${T}.coinBox.empty`)}</Empty>}
        {latest && (
          <>
            <InfoGrid
              columns={3}
              items={[
                { label: field('total'), value: f.money(latest.total) },
                {
                  label: field('state'),
                  value:
                    latest.full === undefined ? (
                      EMPTY
                    ) : (
                      <Chip
                        size="small"
                        color={latest.full ? 'warning' : 'success'}
                        variant={latest.full ? 'filled' : 'outlined'}
                        label={field(latest.full ? 'full' : 'notFull')}
                      />
                    ),
                },
                { label: field('at'), value: <DateTimeText value={latest.at} /> },
              ]}
            />
            <DataTable<Denomination>
              label={field('denominations')}
              spaced
              rows={denominations(latest)}
              rowKey={(d) => `${d.kind}-${d.value}`}
              empty={field('noDenominations')}
              columns={[
                { key: 'kind', header: field('kind'), render: (d) => field(d.kind) },
                { key: 'value', header: field('denomination'), render: (d) => f.money(d.value), align: 'right' },
                { key: 'pieces', header: field('pieces'), render: (d) => f.number(d.pieces), align: 'right' },
                { key: 'amount', header: field('amount'), render: (d) => f.money(d.value * d.pieces), align: 'right' },
              ]}
            />
          </>
        )}
      </Section>
      <Section id="telemetry-coin-box-history" title={field('history')}>
        <SeriesTable label={field('history')} series={coinBox.data} format={f.money} empty={field('historyEmpty')} />
      </Section>
    </>
  );
}

export default CoinBoxTab;
