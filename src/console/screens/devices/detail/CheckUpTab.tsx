/**
 * Test report (spec document 1 §7 device detail; document 2 §7 GET /device/checkUpEvent/{serialNum}): the
 * device's latest self-test, when it ran, how many items passed and failed, and each item's result.
 */
import { useTranslate } from 'ra-core';
import Chip from '@mui/material/Chip';
import { InfoGrid } from '../../../ui/InfoGrid';
import type { DeviceTabProps } from './tabs';
import { DateTimeText, EMPTY, T, useFormat, useTelemetry } from './telemetryParts';
import { CallState } from '../../../ui/CallState';
import { DataTable } from '../../../ui/DataTable';
import { Empty } from '../../../ui/Empty';
import { Section } from '../../../ui/Section';
import { useDeviceTerm } from '../../../ui/deviceTerms';

export interface CheckUpItem {
  name: string;
  result: string;
  detail?: string;
}

export interface CheckUp {
  at: string;
  items: CheckUpItem[];
  passed: number;
  failed: number;
}

export function CheckUpTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const f = useFormat();
  const report = useTelemetry<CheckUp | null>('deviceCheckUpEvent', { serialNum: device.serialNum });
  const field = (k: string) => translate(`${T}.checkUp.${k}`);
  const term = useDeviceTerm();
  const data = report.data;

  return (
    <Section id="telemetry-check-up" title={field('title')}>
      <CallState query={report} />
      {report.isSuccess && !data && <Empty>{field('empty')}</Empty>}
      {data && (
        <>
          <InfoGrid
            columns={3}
            items={[
              { label: field('at'), value: <DateTimeText value={data.at} /> },
              { label: field('passed'), value: f.number(data.passed) },
              { label: field('failed'), value: f.number(data.failed) },
            ]}
          />
          <DataTable<CheckUpItem>
            label={field('items')}
            spaced
            rows={data.items}
            rowKey={(item, i) => `${item.name}-${i}`}
            empty={field('empty')}
            columns={[
              { key: 'name', header: field('name'), render: (item) => term(item.name) },
              {
                key: 'result',
                header: field('result'),
                render: (item) => (
                  <Chip
                    size="small"
                    variant={item.result === 'pass' ? 'outlined' : 'filled'}
                    color={item.result === 'pass' ? 'success' : 'error'}
                    label={translate(`${T}.checkUp.results.${item.result}`, { _: item.result })}
                  />
                ),
              },
              { key: 'detail', header: field('detail'), render: (item) => item.detail || EMPTY },
            ]}
          />
        </>
      )}
    </Section>
  );
}

export default CheckUpTab;
