/**
 * Shadow tab (`/device/shadow`): per key what is desired, what the device reported, whether they differ
 * (the delta) and when each side was last set; the shadow's version and when it last changed.
 */
import { useTranslate } from 'ra-core';
import Chip from '@mui/material/Chip';
import { DateTimeText } from '../../../crud/fields';
import { InfoGrid } from '../../../ui/InfoGrid';
import type { DeviceTabProps } from './tabs';
import { JsonText, useDeviceCall, RefreshButton } from './parts';
import { CallState } from '../../../ui/CallState';
import { Empty } from '../../../ui/Empty';
import { Section } from '../../../ui/Section';
import { useDeviceTerm } from '../../../ui/deviceTerms';
import { ValueTable } from '../../../ui/ValueTable';

type State = Record<string, unknown>;
interface Shadow {
  desired: State;
  reported: State;
  delta: State;
  version: number;
  metadata: { desired?: Record<string, number>; reported?: Record<string, number> };
  updatedAt?: string | null;
}

const at = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

export function ShadowTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const shadow = useDeviceCall<Shadow>('deviceShadow', { serialNum: device.serialNum });
  const f = (key: string) => translate(`screens.devices.detail.shadow.${key}`);
  const term = useDeviceTerm();
  const s = shadow.data;
  const keys = s ? [...new Set([...Object.keys(s.desired ?? {}), ...Object.keys(s.reported ?? {})])].sort() : [];
  return (
    <Section id="device-shadow-heading" title={translate('screens.devices.detail.tabs.shadow')} actions={<RefreshButton query={shadow} />}>
      <CallState query={shadow} />
      {s && (
        <>
          <InfoGrid
            columns={3}
            items={[
              { label: f('version'), value: String(s.version) },
              { label: f('updatedAt'), value: <DateTimeText value={s.updatedAt} /> },
              { label: f('deltaCount'), value: String(Object.keys(s.delta ?? {}).length) },
            ]}
          />
          {keys.length === 0 ? (
            <Empty>{f('empty')}</Empty>
          ) : (
            <ValueTable
              labelledBy="device-shadow-heading"
              sx={{ mt: 2 }}
              rows={keys}
              rowKey={(key) => key}
              rowProps={(key) => ({ 'data-key': key })}
              columns={[
                { label: f('key'), value: term, cell: (key) => ({ component: 'th', scope: 'row', title: key }) },
                { label: f('desired'), value: (key) => <JsonText value={s.desired?.[key]} /> },
                { label: f('desiredAt'), value: (key) => <DateTimeText value={at(s.metadata?.desired?.[key])} /> },
                { label: f('reported'), value: (key) => <JsonText value={s.reported?.[key]} /> },
                { label: f('reportedAt'), value: (key) => <DateTimeText value={at(s.metadata?.reported?.[key])} /> },
                {
                  label: f('delta'),
                  value: (key) =>
                    Object.prototype.hasOwnProperty.call(s.delta ?? {}, key) ? (
                      <Chip size="small" color="warning" variant="outlined" label={f('differs')} />
                    ) : key in (s.desired ?? {}) ? (
                      f('same')
                    ) : (
                      '—'
                    ),
                },
              ]}
            />
          )}
        </>
      )}
    </Section>
  );
}

export default ShadowTab;
