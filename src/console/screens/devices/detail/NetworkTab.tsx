/**
 * Network history (spec document 1 §7 device detail): the network events the device sent, newest first,
 * paged by the server (POST /device/telemetry/events with type `network`).
 */
import { useTranslate } from 'ra-core';
import type { DeviceTabProps } from './tabs';
import { useNetworkText } from './SignalTab';
import { DateTimeText, EMPTY, T, useFormat, useTelemetry } from './telemetryParts';
import { usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';
import { PagedTable } from '../../../ui/PagedTable';

export interface DeviceEvent {
  id: number;
  type: string;
  ts: string;
  receivedAt: string;
  body: Record<string, unknown>;
}

interface Network {
  type?: string;
  carrier?: string;
  ip?: string;
  ssid?: string;
  rssi?: number;
}

export function NetworkTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const f = useFormat();
  const networkType = useNetworkText();
  const paging = usePaging();
  const events = useTelemetry<{ list: DeviceEvent[]; total: number }>('deviceEventLog', {
    serialNum: device.serialNum,
    type: 'network',
    pageNum: paging.page,
    pageSize: paging.size,
  });
  const field = (k: string) => translate(`${T}.network.${k}`);
  const net = (e: DeviceEvent) => (e.body.network ?? {}) as Network;

  return (
    <Section id="telemetry-network" title={translate(`${T}.network.title`)}>
      <PagedTable<DeviceEvent>
        query={events}
        paging={paging}
        label={translate(`${T}.network.title`)}
        rowKey={(e) => e.id}
        empty={translate(`${T}.network.empty`)}
        columns={[
          { key: 'receivedAt', header: field('at'), render: (e) => <DateTimeText value={e.receivedAt} /> },
          { key: 'type', header: field('type'), render: (e) => networkType(net(e).type) },
          { key: 'carrier', header: field('carrier'), render: (e) => net(e).carrier || EMPTY },
          { key: 'ssid', header: field('ssid'), render: (e) => net(e).ssid || EMPTY },
          { key: 'ip', header: field('ip'), render: (e) => net(e).ip || EMPTY },
          { key: 'rssi', header: field('rssi'), render: (e) => f.dbm(net(e).rssi), align: 'right' },
          { key: 'ts', header: field('deviceTime'), render: (e) => <DateTimeText value={e.ts} /> },
        ]}
      />
    </Section>
  );
}

export default NetworkTab;
