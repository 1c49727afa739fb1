/**
 * Log query (spec document 1 §7 device detail): the events the device sent, newest first, paged by the
 * server, optionally of one type and within a range of at most 30 days (POST /device/telemetry/events).
 * Each event's content is told in the user's language: its fields labelled, its values translated.
 */
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { LIMITS } from '../../../../domain/limits';
import type { DeviceTabProps } from './tabs';
import type { DeviceEvent } from './NetworkTab';
import { useNetworkText } from './SignalTab';
import { DateTimeText, EMPTY, RangeForm, T, useFormat, useTelemetry, type Range } from './telemetryParts';
import { usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';
import { AllSelect } from '../../../ui/AllSelect';
import { PagedTable } from '../../../ui/PagedTable';

/** The event types of the protocol (schemas/devices/telemetry.schema.json#/$defs/eventType). */
export const EVENT_TYPES = ['boot', 'network', 'netConfig', 'door', 'alarm', 'sensor', 'checkUp', 'vend', 'cash'] as const;

/** One event's content as translated label/value pairs. */
function useDescribe() {
  const translate = useTranslate();
  const f = useFormat();
  const networkType = useNetworkText();
  const label = (k: string) => translate(`${T}.logs.fields.${k}`);
  const text = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));
  const yen = (v: unknown) => (typeof v === 'number' ? f.money(v) : undefined);
  return (e: DeviceEvent): [string, string | undefined][] => {
    const b = e.body as Record<string, unknown>;
    switch (e.type) {
      case 'boot':
        return [
          [label('firmware'), text(b.firmware)],
          [label('reason'), text(b.reason)],
        ];
      case 'network': {
        const n = (b.network ?? {}) as Record<string, unknown>;
        return [
          [label('network'), n.type ? networkType(n.type) : undefined],
          [label('ssid'), text(n.ssid)],
          [label('ip'), text(n.ip)],
          [label('rssi'), typeof n.rssi === 'number' ? f.dbm(n.rssi) : undefined],
        ];
      }
      case 'netConfig':
        return [
          [label('network'), b.mode ? networkType(b.mode) : undefined],
          [label('ssid'), text(b.ssid)],
          [label('result'), b.result ? translate(`${T}.netConfig.results.${b.result}`, { _: String(b.result) }) : undefined],
          [label('message'), text(b.message)],
        ];
      case 'door':
        return [[label('door'), typeof b.open === 'boolean' ? translate(`${T}.health.${b.open ? 'doorOpen' : 'doorClosed'}`) : undefined]];
      case 'alarm':
        return [
          [label('code'), text(b.code)],
          [label('level'), b.level ? translate(`enum.alarmLevel.${b.level}`, { _: String(b.level) }) : undefined],
          [label('message'), text(b.message)],
        ];
      case 'sensor': {
        const s = (b.sensor ?? {}) as Record<string, unknown>;
        return [
          [
            text(s.name) ?? label('sensor'),
            typeof s.value === 'number' ? `${f.number(s.value, { maximumFractionDigits: 3 })}${s.unit ? ` ${s.unit}` : ''}` : undefined,
          ],
        ];
      }
      case 'checkUp': {
        const items = Array.isArray(b.items) ? (b.items as { result?: string }[]) : [];
        const failed = items.filter((i) => i.result === 'fail').length;
        return [
          [translate(`${T}.checkUp.passed`), f.number(items.length - failed)],
          [translate(`${T}.checkUp.failed`), f.number(failed)],
        ];
      }
      case 'vend':
        return [
          [label('lane'), text(b.lane)],
          [label('amount'), yen(b.amount)],
          [label('result'), b.result ? translate(`${T}.logs.vendResults.${b.result}`, { _: String(b.result) }) : undefined],
          [label('orderNo'), text(b.orderNo)],
        ];
      case 'cash':
        return [
          [label('direction'), b.direction ? translate(`${T}.logs.directions.${b.direction}`, { _: String(b.direction) }) : undefined],
          [label('amount'), yen(b.amount)],
          [label('orderNo'), text(b.orderNo)],
        ];
      default:
        return [];
    }
  };
}

function Described({ pairs }: { pairs: [string, string | undefined][] }): ReactNode {
  const shown = pairs.filter(([, v]) => v !== undefined);
  if (shown.length === 0) return EMPTY;
  return shown.map(([k, v]) => (
    <span key={k} style={{ marginRight: 12, whiteSpace: 'nowrap' }}>
      <span style={{ opacity: 0.75 }}>{k}</span>: {v}
    </span>
  ));
}

export function LogsTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const describe = useDescribe();
  const paging = usePaging();
  const [type, setType] = useState('');
  const [{ range, version }, setRange] = useState<{ range?: Range; version: number }>({ version: 0 });
  const events = useTelemetry<{ list: DeviceEvent[]; total: number }>(
    'deviceEventLog',
    {
      serialNum: device.serialNum,
      ...(type ? { type } : {}),
      ...range,
      pageNum: paging.page,
      pageSize: paging.size,
    },
    version,
  );
  const column = (k: string) => translate(`${T}.logs.${k}`);

  return (
    <Section id="telemetry-logs" title={column('title')}>
      <RangeForm
        idPrefix="telemetry-logs"
        initial={{ start: '', end: '' }}
        maxDays={LIMITS.telemetryRangeDays}
        optional
        onApply={(r) => {
          setRange((s) => ({ range: r, version: s.version + 1 }));
          paging.reset();
        }}
      >
        <AllSelect
          id="telemetry-logs-type"
          label={column('type')}
          value={type}
          onChange={(v) => {
            setType(v);
            paging.reset();
          }}
          fullWidth={false}
          sx={{ width: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          allLabel={column('allTypes')}
          options={EVENT_TYPES.map((t) => ({ value: t, label: translate(`enum.deviceEventType.${t}`) }))}
        />
      </RangeForm>
      <PagedTable<DeviceEvent>
        query={events}
        paging={paging}
        label={column('title')}
        rowKey={(e) => e.id}
        empty={translate(`${T}.logs.${type || range ? 'emptyFiltered' : 'empty'}`)}
        columns={[
          { key: 'receivedAt', header: column('receivedAt'), render: (e) => <DateTimeText value={e.receivedAt} /> },
          { key: 'type', header: column('type'), render: (e) => translate(`enum.deviceEventType.${e.type}`, { _: e.type }) },
          { key: 'details', header: column('details'), render: (e) => <Described pairs={describe(e)} /> },
          { key: 'ts', header: column('deviceTime'), render: (e) => <DateTimeText value={e.ts} /> },
        ]}
      />
    </Section>
  );
}

export default LogsTab;
