/**
 * Temperature (spec document 1 §7 device detail): the temperature the device measured over a range of at
 * most 30 days, at most 500 averaged points (POST /device/telemetry/temperature), and its sensor readings
 * over the same range, newest first, paged by the server (POST /device/event/sensor/list).
 */
import { useTranslate } from 'ra-core';
import { LIMITS } from '../../../../domain/limits';
import type { DeviceTabProps } from './tabs';
import { DateTimeText, RangeForm, SeriesTable, T, useFormat, useRange, useTelemetry, type Series } from './telemetryParts';
import { CallState } from '../../../ui/CallState';
import { usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';
import { useDeviceTerm } from '../../../ui/deviceTerms';
import { PagedTable } from '../../../ui/PagedTable';

export interface SensorReading {
  name: string;
  value: number;
  unit: string | null;
  at: string;
}

export function TemperatureTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const f = useFormat();
  const serialNum = device.serialNum;
  const { initial, range, version, apply } = useRange(1);
  const paging = usePaging();
  const series = useTelemetry<Series>('deviceTemperatureSeries', { serialNum, ...range }, version);
  const sensors = useTelemetry<{ list: SensorReading[]; total: number }>(
    'deviceSensorList',
    { serialNum, ...range, pageNum: paging.page, pageSize: paging.size },
    version,
  );
  const column = (k: string) => translate(`${T}.sensors.${k}`);
  const term = useDeviceTerm();

  return (
    <>
      <RangeForm
        idPrefix="telemetry-temperature"
        initial={initial}
        maxDays={LIMITS.telemetryRangeDays}
        onApply={(r) => {
          apply(r);
          paging.reset();
        }}
      />
      <Section id="telemetry-temperature-history" title={translate(`${T}.temperature.history`)}>
        <CallState query={series} />
        <SeriesTable label={translate(`${T}.temperature.history`)} series={series.data} format={f.celsius} empty={translate(`${T}.temperature.empty`)} />
      </Section>
      <Section id="telemetry-sensors" title={translate(`${T}.sensors.title`)}>
        <PagedTable<SensorReading>
          query={sensors}
          paging={paging}
          label={translate(`${T}.sensors.title`)}
          rowKey={(r, i) => `${r.at}-${r.name}-${i}`}
          empty={translate(`${T}.sensors.empty`)}
          columns={[
            { key: 'at', header: column('at'), render: (r) => <DateTimeText value={r.at} /> },
            { key: 'name', header: column('name'), render: (r) => term(r.name) },
            {
              key: 'value',
              header: column('value'),
              render: (r) => `${f.number(r.value, { maximumFractionDigits: 3 })}${r.unit ? ` ${r.unit}` : ''}`,
              align: 'right',
            },
          ]}
        />
      </Section>
    </>
  );
}

export default TemperatureTab;
