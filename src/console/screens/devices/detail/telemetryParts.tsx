/**
 * Pieces shared by the device detail's telemetry tabs (telemetryTabs.ts): the call of one documented
 * operation when the tab opens, a date range checked in the browser before anything is sent (end after
 * start, at most `maxDays`: the same rule the server applies, with the same translated messages), tables
 * over the at most 500 points of a series as a table, numbers and dates in the user's locale (sections,
 * tables, paging and call states are the console kit's, ui/).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callDeclared, undescribed } from '../../../providers/http';
import { DateTimeText } from '../../../crud/fields';
import { DataTable } from '../../../ui/DataTable';
import { Empty } from '../../../ui/Empty';
import { Pager, pageOf, usePaging } from '../../../ui/Pager';
import { useIntlLocale } from '../../../ui/locale';
import { formatMoney } from '../../../../domain/money';

export { DateTimeText };

/** The prefix of this area's messages. */
export const T = 'screens.devices.telemetry';

export const EMPTY = '—';

/** One documented call, made when the tab showing it is open (and again when its parameters change). */
export function useTelemetry<T>(operationId: string, params: Record<string, unknown> | undefined, version = 0) {
  return useQuery({
    queryKey: ['devices', 'telemetry', operationId, params, version],
    queryFn: ({ signal }) => undescribed<T>(callDeclared(operationId, params ?? {}, { signal })),
    enabled: params !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Numbers in the user's locale, with a unit Intl knows (percent, celsius, minutes…), and money. */
export function useFormat() {
  const tag = useIntlLocale();
  return useMemo(() => {
    const number = (v: unknown, opts: Intl.NumberFormatOptions = {}) =>
      typeof v === 'number' && Number.isFinite(v) ? new Intl.NumberFormat(tag, { maximumFractionDigits: 1, ...opts }).format(v) : EMPTY;
    const unit = (u: string) => (v: unknown) => number(v, { style: 'unit', unit: u });
    return {
      number,
      percent: (v: unknown) => (typeof v === 'number' ? number(v / 100, { style: 'percent', maximumFractionDigits: 1 }) : EMPTY),
      celsius: unit('celsius'),
      /** Money the device reports, in its major unit (the platform's currency unless given): the one formatter. */
      money: (v: unknown, currency?: string | null) => (typeof v === 'number' ? formatMoney(v, tag, { currency }) : EMPTY),
      /** Decibel-milliwatts: a unit symbol Intl has no name for, the same in every language. */
      dbm: (v: unknown) => (typeof v === 'number' ? `${number(v, { maximumFractionDigits: 0 })} dBm` : EMPTY),
      /** A duration as its two largest units (3 days 4 hours, 5 minutes 10 seconds). */
      duration: (seconds: unknown) => {
        if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return EMPTY;
        const parts: [number, string][] = [
          [Math.floor(seconds / 86400), 'day'],
          [Math.floor((seconds % 86400) / 3600), 'hour'],
          [Math.floor((seconds % 3600) / 60), 'minute'],
          [Math.floor(seconds % 60), 'second'],
        ];
        const first = parts.findIndex(([n]) => n > 0);
        if (first < 0) return number(0, { style: 'unit', unit: 'second', unitDisplay: 'long' });
        return parts
          .slice(first, first + 2)
          .filter(([n]) => n > 0)
          .map(([n, u]) => number(n, { style: 'unit', unit: u, unitDisplay: 'long' }))
          .join(' ');
      },
    };
  }, [tag]);
}

/** A datetime-local input's value of a date (local time, to the minute). */
export function toLocalInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export interface Range {
  startTime: string;
  endTime: string;
}

const DAY_MS = 86400_000;

/**
 * The range a tab shows: the last `days` days at first, then what the user applies. `version` counts the
 * applications, so that showing the same range again asks the server again (what was sent since).
 */
export function useRange(days: number) {
  const [initial] = useState(() => lastDays(days));
  const [state, setState] = useState<{ range: Range; version: number }>(() => ({
    range: { startTime: new Date(initial.start).toISOString(), endTime: new Date(initial.end).toISOString() },
    version: 0,
  }));
  return {
    initial,
    range: state.range,
    version: state.version,
    apply: (range: Range | undefined) => range && setState((s) => ({ range, version: s.version + 1 })),
  };
}

/** The last `days` days up to now (rounded up to the next minute, so that what was just sent is inside). */
export function lastDays(days: number): { start: string; end: string } {
  const end = new Date(Math.ceil((Date.now() + 1) / 60_000) * 60_000);
  return { start: toLocalInput(new Date(end.getTime() - days * DAY_MS)), end: toLocalInput(end) };
}

/**
 * The validation message key of a range, or undefined when it may be sent: both ends present (unless
 * `optional` and both empty), the end after the start, at most `maxDays` apart (the server's rule).
 */
export function rangeProblem(start: string, end: string, maxDays: number, optional = false): { field: 'startTime' | 'endTime'; key: string } | undefined {
  if (optional && !start && !end) return undefined;
  if (!start) return { field: 'startTime', key: 'validation.required' };
  if (!end) return { field: 'endTime', key: 'validation.required' };
  const s = new Date(start).getTime();
  const e = new Date(end).getTime();
  if (Number.isNaN(s)) return { field: 'startTime', key: 'validation.required' };
  if (Number.isNaN(e)) return { field: 'endTime', key: 'validation.required' };
  if (!(e > s)) return { field: 'endTime', key: 'validation.rangeOrder' };
  if (e - s > maxDays * DAY_MS) return { field: 'endTime', key: maxDays === 30 ? 'validation.range30Days' : `${T}.range.tooLong` };
  return undefined;
}

/**
 * The start and end of a tab's range, sent only when the user applies a valid one: a refused range
 * shows its translated message under the end (or start) field and nothing is sent. `onApply` receives the
 * range as ISO times, or undefined for an optional range left empty.
 */
export function RangeForm({
  idPrefix,
  initial,
  maxDays,
  optional = false,
  onApply,
  children,
}: {
  idPrefix: string;
  initial: { start: string; end: string };
  maxDays: number;
  optional?: boolean;
  onApply: (range: Range | undefined) => void;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>();
  const apply = () => {
    const p = rangeProblem(start, end, maxDays, optional);
    setProblem(p);
    if (p) return;
    onApply(start || end ? { startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString() } : undefined);
  };
  const message = problem ? translate(problem.key, { days: maxDays }) : undefined;
  return (
    <Box
      component="form"
      noValidate
      aria-label={translate(`${T}.range.label`)}
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1.5 }}
    >
      {children}
      <TextField
        id={`${idPrefix}-start`}
        type="datetime-local"
        size="small"
        label={translate(`${T}.range.start`)}
        value={start}
        onChange={(e) => setStart(e.target.value)}
        error={problem?.field === 'startTime'}
        helperText={problem?.field === 'startTime' ? message : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth={false}
        sx={{ width: 240 }}
      />
      <TextField
        id={`${idPrefix}-end`}
        type="datetime-local"
        size="small"
        label={translate(`${T}.range.end`)}
        value={end}
        onChange={(e) => setEnd(e.target.value)}
        error={problem?.field === 'endTime'}
        helperText={problem?.field === 'endTime' ? message : translate(`${T}.range.hint`, { days: maxDays })}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth={false}
        sx={{ width: 240 }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 0.75 }}>
        {translate(`${T}.range.apply`)}
      </Button>
    </Box>
  );
}

export interface Point {
  at: string;
  avg: number;
  min: number;
  max: number;
}

export interface Series {
  bucketSeconds: number;
  points: Point[];
}

/**
 * The points of a series as a table, newest first, paged in the browser, with what each row stands for
 * (the average of one slice of the range) and the range's lowest, highest and overall average.
 */
export function SeriesTable({ label, series, format, empty }: { label: string; series: Series | undefined; format: (v: unknown) => string; empty: string }) {
  const translate = useTranslate();
  const f = useFormat();
  const paging = usePaging(20);
  const rows = useMemo(() => [...(series?.points ?? [])].reverse(), [series]);
  if (!series) return null;
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  // a shorter range shown after paging on: back to its first page
  const page = (paging.page - 1) * paging.size < rows.length ? paging.page : 1;
  const low = Math.min(...rows.map((r) => r.min));
  const high = Math.max(...rows.map((r) => r.max));
  const mean = rows.reduce((s, r) => s + r.avg, 0) / rows.length;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.series.summary`, { low: format(low), high: format(high), mean: format(mean) })}
        {' · '}
        {translate(`${T}.series.bucket`, { interval: f.duration(series.bucketSeconds) })}
      </Typography>
      <DataTable<Point>
        label={label}
        rows={pageOf(rows, page, paging.size)}
        rowKey={(p) => p.at}
        empty={empty}
        columns={[
          { key: 'at', header: translate(`${T}.series.at`), render: (p) => <DateTimeText value={p.at} /> },
          { key: 'avg', header: translate(`${T}.series.avg`), render: (p) => format(p.avg), align: 'right' },
          { key: 'min', header: translate(`${T}.series.min`), render: (p) => format(p.min), align: 'right' },
          { key: 'max', header: translate(`${T}.series.max`), render: (p) => format(p.max), align: 'right' },
        ]}
      />
      <Pager total={rows.length} paging={{ ...paging, page }} />
    </>
  );
}
