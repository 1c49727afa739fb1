/**
 * Connection records tab (`/device/connect/history`): the MQTT sessions that started in a chosen range,
 * newest first, paged, with when and why each ended. A range over LIMITS.connectionHistoryDays (7 days),
 * ending before it starts or not a date is refused at the field before anything is sent.
 */
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS } from '../../../../domain/limits';
import type { Locale } from '../../../../domain/locale';
import { VALIDATION_MESSAGES } from '../../../../domain/validation-messages';
import { DateTimeText } from '../../../crud/fields';
import type { DeviceTabProps } from './tabs';
import { useDeviceCall } from './parts';
import { CallState } from '../../../ui/CallState';
import { Empty } from '../../../ui/Empty';
import { Pager, usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';
import { ValueTable } from '../../../ui/ValueTable';

interface Connection {
  id: number;
  connectedAt: string;
  disconnectedAt: string | null;
  durationSeconds: number | null;
  reason: string | null;
  clientIp: string | null;
  keepalive: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');
/** A time as a datetime-local input holds it (the browser's time zone). */
export const localInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** Why a range cannot be asked for, or undefined when it can. */
export function rangeProblem(start: string, end: string, locale: Locale): { field: 'start' | 'end'; message: string } | undefined {
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (Number.isNaN(from)) return { field: 'start', message: VALIDATION_MESSAGES['validation.dateTime'][locale] };
  if (Number.isNaN(to)) return { field: 'end', message: VALIDATION_MESSAGES['validation.dateTime'][locale] };
  if (to < from) return { field: 'end', message: VALIDATION_MESSAGES['validation.dateRangeOrder'][locale] };
  if (to - from > LIMITS.connectionHistoryDays * DAY_MS) return { field: 'end', message: VALIDATION_MESSAGES['validation.connectionRange'][locale] };
  return undefined;
}

const duration = (s: number | null) => {
  if (s === null) return '—';
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${pad(m)}:${pad(s % 60)}`;
};

export function ConnectionsTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const f = (key: string) => translate(`screens.devices.detail.connections.${key}`);
  const [inputs, setInputs] = useState(() => {
    const now = new Date();
    return { start: localInput(new Date(now.getTime() - DAY_MS)), end: localInput(new Date(now.getTime() + 60_000)) };
  });
  const [range, setRange] = useState(() => ({ startTime: new Date(inputs.start).toISOString(), endTime: new Date(inputs.end).toISOString() }));
  const paging = usePaging();
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>();
  const records = useDeviceCall<{ list: Connection[]; total: number }>('deviceConnectHistory', {
    serialNum: device.serialNum,
    ...range,
    pageNum: paging.page,
    pageSize: paging.size,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(inputs.start, inputs.end, locale);
    setProblem(found);
    if (found) return;
    paging.reset();
    setRange({ startTime: new Date(inputs.start).toISOString(), endTime: new Date(inputs.end).toISOString() });
  };

  const input = (key: 'start' | 'end') => (
    <TextField
      size="small"
      type="datetime-local"
      label={f(key)}
      value={inputs[key]}
      onChange={(e) => setInputs((v) => ({ ...v, [key]: e.target.value }))}
      error={problem?.field === key}
      helperText={problem?.field === key ? problem.message : undefined}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  const rows = records.data?.list ?? [];
  return (
    <Section id="device-connections-heading" title={translate('screens.devices.detail.tabs.connections')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
          {input('start')}
          {input('end')}
          <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
            {f('search')}
          </Button>
        </Stack>
        <Box sx={{ mt: 1, color: 'text.secondary', typography: 'caption' }}>
          {translate('screens.devices.detail.connections.hint', { days: LIMITS.connectionHistoryDays })}
        </Box>
      </Box>
      <CallState query={records} />
      {records.data && rows.length === 0 ? (
        <Empty>{f('empty')}</Empty>
      ) : (
        <>
          <ValueTable
            labelledBy="device-connections-heading"
            rows={rows}
            rowKey={(c) => c.id}
            columns={[
              { label: f('connectedAt'), value: (c) => <DateTimeText value={c.connectedAt} /> },
              { label: f('disconnectedAt'), value: (c) => (c.disconnectedAt ? <DateTimeText value={c.disconnectedAt} /> : f('ongoing')) },
              { label: f('duration'), value: (c) => duration(c.durationSeconds) },
              { label: f('reason'), value: (c) => (c.reason ? translate(`screens.devices.detail.connections.reasons.${c.reason}`, { _: c.reason }) : '—') },
              { label: f('clientIp'), value: (c) => c.clientIp ?? '—' },
              {
                label: f('keepalive'),
                value: (c) => (c.keepalive === null ? '—' : translate('screens.devices.detail.connections.seconds', { count: c.keepalive })),
              },
            ]}
          />
          <Pager total={records.data?.total ?? 0} paging={paging} />
        </>
      )}
    </Section>
  );
}

export default ConnectionsTab;
