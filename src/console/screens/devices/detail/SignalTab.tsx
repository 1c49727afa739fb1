/**
 * Signal health (spec document 1 §7 device detail): the network the device reported last with its
 * signal (GET /device/event/net/getLast) and the signal strength over a range of at most 30 days, at
 * most 500 averaged points (POST /device/event/net/getSignalList).
 */
import { useTranslate } from 'ra-core';
import { LIMITS } from '../../../../domain/limits';
import { InfoGrid } from '../../../ui/InfoGrid';
import type { DeviceTabProps } from './tabs';
import { DateTimeText, EMPTY, RangeForm, SeriesTable, T, useFormat, useRange, useTelemetry, type Series } from './telemetryParts';
import { CallState } from '../../../ui/CallState';
import { Empty } from '../../../ui/Empty';
import { Section } from '../../../ui/Section';

export interface LastNetwork {
  type: string;
  carrier?: string;
  ip?: string;
  ssid?: string;
  rssi?: number;
  signal: number | null;
  at: string;
}

/** The network fields as label/value pairs (also used by the network history tab). */
export function useNetworkText() {
  const translate = useTranslate();
  return (type: unknown) => (type ? translate(`${T}.networkType.${type}`, { _: String(type) }) : EMPTY);
}

export function SignalTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const f = useFormat();
  const networkType = useNetworkText();
  const serialNum = device.serialNum;
  const { initial, range, version, apply } = useRange(1);
  const last = useTelemetry<LastNetwork | null>('deviceNetGetLast', { serialNum });
  const series = useTelemetry<Series>('deviceSignalList', { serialNum, ...range }, version);
  const field = (k: string) => translate(`${T}.network.${k}`);

  return (
    <>
      <Section id="telemetry-signal-current" title={translate(`${T}.signal.current`)}>
        <CallState query={last} />
        {last.isSuccess && !last.data && <Empty>{translate(`${T}.signal.noNetwork`)}</Empty>}
        {last.data && (
          <InfoGrid
            columns={4}
            items={[
              { label: field('signal'), value: f.percent(last.data.signal) },
              { label: field('rssi'), value: f.dbm(last.data.rssi) },
              { label: field('type'), value: networkType(last.data.type) },
              { label: field('carrier'), value: last.data.carrier || EMPTY },
              { label: field('ssid'), value: last.data.ssid || EMPTY },
              { label: field('ip'), value: last.data.ip || EMPTY },
              { label: field('at'), value: <DateTimeText value={last.data.at} /> },
            ]}
          />
        )}
      </Section>
      <Section id="telemetry-signal-history" title={translate(`${T}.signal.history`)}>
        <RangeForm idPrefix="telemetry-signal" initial={initial} maxDays={LIMITS.telemetryRangeDays} onApply={apply} />
        <CallState query={series} />
        <SeriesTable label={translate(`${T}.signal.history`)} series={series.data} format={f.percent} empty={translate(`${T}.signal.empty`)} />
      </Section>
    </>
  );
}

export default SignalTab;
