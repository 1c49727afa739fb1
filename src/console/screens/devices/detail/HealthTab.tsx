/**
 * Health report (spec document 1 §7 device detail): the device's latest health report (CPU, memory and
 * disk use, uptime, door) and its last 50 reports, newest first (POST /device/telemetry/health).
 */
import { useTranslate } from 'ra-core';
import { InfoGrid } from '../../../ui/InfoGrid';
import type { DeviceTabProps } from './tabs';
import { DateTimeText, EMPTY, T, useFormat, useTelemetry } from './telemetryParts';
import { CallState } from '../../../ui/CallState';
import { DataTable } from '../../../ui/DataTable';
import { Empty } from '../../../ui/Empty';
import { Pager, pageOf, usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';

export interface HealthReport {
  cpu?: number;
  memory?: number;
  disk?: number;
  uptimeSeconds?: number;
  doorOpen?: boolean;
  at: string;
}

export function HealthTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const f = useFormat();
  const paging = usePaging();
  const health = useTelemetry<{ latest: HealthReport | null; history: HealthReport[] }>('deviceHealth', { serialNum: device.serialNum });
  const field = (k: string) => translate(`${T}.health.${k}`);
  const door = (open: boolean | undefined) => (open === undefined ? EMPTY : translate(`${T}.health.${open ? 'doorOpen' : 'doorClosed'}`));
  const latest = health.data?.latest;
  const history = health.data?.history ?? [];

  return (
    <>
      <Section id="telemetry-health-latest" title={translate(`${T}.health.latest`)}>
        <CallState query={health} />
        {health.isSuccess && !latest && <Empty>{translate(`${T}.health.empty`)}</Empty>}
        {latest && (
          <InfoGrid
            columns={3}
            items={[
              { label: field('cpu'), value: f.percent(latest.cpu) },
              { label: field('memory'), value: f.percent(latest.memory) },
              { label: field('disk'), value: f.percent(latest.disk) },
              { label: field('uptime'), value: f.duration(latest.uptimeSeconds) },
              { label: field('door'), value: door(latest.doorOpen) },
              { label: field('at'), value: <DateTimeText value={latest.at} /> },
            ]}
          />
        )}
      </Section>
      {history.length > 0 && (
        <Section id="telemetry-health-history" title={translate(`${T}.health.history`)}>
          <DataTable<HealthReport>
            label={translate(`${T}.health.history`)}
            rows={pageOf(history, paging.page, paging.size)}
            rowKey={(r, i) => `${r.at}-${i}`}
            empty={translate(`${T}.health.empty`)}
            columns={[
              { key: 'at', header: field('at'), render: (r) => <DateTimeText value={r.at} /> },
              { key: 'cpu', header: field('cpu'), render: (r) => f.percent(r.cpu), align: 'right' },
              { key: 'memory', header: field('memory'), render: (r) => f.percent(r.memory), align: 'right' },
              { key: 'disk', header: field('disk'), render: (r) => f.percent(r.disk), align: 'right' },
              { key: 'uptime', header: field('uptime'), render: (r) => f.duration(r.uptimeSeconds), align: 'right' },
              { key: 'door', header: field('door'), render: (r) => door(r.doorOpen) },
            ]}
          />
          <Pager total={history.length} paging={paging} />
        </Section>
      )}
    </>
  );
}

export default HealthTab;
