/**
 * Pieces shared by the device detail's telemetry tabs (telemetryTabs.ts): the call of one documented
 * operation when the tab opens, a date range checked in the browser before anything is sent (end after
 * start, at most `maxDays`: the same rule the server applies, with the same translated messages), tables
 * with translated headers and an empty state, paging (by the server where the call pages, in the browser
 * over the at most 500 points of a series), numbers and dates in the user's locale.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useLocale, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../providers/http';
import { failureMessage } from '../../../providers/failure';
import { DateTimeText } from '../../../crud/fields';

export { DateTimeText };

/** The prefix of this area's messages. */
export const T = 'screens.devices.telemetry';

export const EMPTY = '—';

/** One documented call, made when the tab showing it is open (and again when its parameters change). */
export function useTelemetry<T>(operationId: string, params: Record<string, unknown> | undefined, version = 0) {
  return useQuery({
    queryKey: ['devices', 'telemetry', operationId, params, version],
    queryFn: ({ signal }) => callOperation<T>(operationId, params ?? {}, { signal }),
    enabled: params !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** A section of a tab: a level-three heading (the detail's tabs sit under its level-two heading), its content. */
export function Section({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby={id}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}

/** What a call's state shows above its content: a progress bar while loading, the failure's message. */
export function CallState({ query }: { query: { isFetching: boolean; isError: boolean; error: unknown } }) {
  const translate = useTranslate();
  return (
    <>
      {query.isFetching && <LinearProgress aria-label={translate('app.loading')} />}
      {query.isError && (
        <Alert severity="error" sx={{ my: 1 }}>
          {failureMessage(query.error, translate)}
        </Alert>
      )}
    </>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }} role="status">
      {children}
    </Typography>
  );
}

export interface Column<R> {
  key: string;
  /** The translated header. */
  header: string;
  render: (row: R) => ReactNode;
  align?: 'left' | 'right';
}

/** A table with translated headers, or the empty state when there are no rows. */
export function DataTable<R>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  spaced = false,
}: {
  label: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R, index: number) => string | number;
  empty: string;
  /** Space above the table (below a list of values). */
  spaced?: boolean;
}) {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <Box sx={{ overflowX: 'auto', mt: spaced ? 2 : 0 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={rowKey(row, i)}>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align}>
                  {c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export const PAGE_SIZES = [10, 20, 50];

/** Paging under a table, its texts react-admin's (in every language). */
export function Pager({ total, page, size, onPage, onSize }: { total: number; page: number; size: number; onPage: (page: number) => void; onSize: (size: number) => void }) {
  const translate = useTranslate();
  if (total <= PAGE_SIZES[0]) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={size}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_, p) => onPage(p + 1)}
      onRowsPerPageChange={(e) => onSize(Number(e.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      showFirstButton
      showLastButton
    />
  );
}

/** Page number and size of a paged call; going back to page 1 when the size changes. */
export function usePaging(initialSize = PAGE_SIZES[0]) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(initialSize);
  return {
    page,
    size,
    setPage,
    setSize: (s: number) => {
      setSize(s);
      setPage(1);
    },
    reset: () => setPage(1),
  };
}

/** A page of `rows` in the browser (the points of a series, a health history). */
export function pageOf<R>(rows: R[], page: number, size: number): R[] {
  return rows.slice((page - 1) * size, page * size);
}

/** The locale's tag for Intl ('ja' → 'ja-JP', as DateTimeText). */
export function useIntlLocale(): string {
  const locale = useLocale();
  return locale === 'ja' ? 'ja-JP' : locale;
}

/** Numbers in the user's locale, with a unit Intl knows (percent, celsius, yen, minutes…). */
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
      yen: (v: unknown) => number(v, { style: 'currency', currency: 'JPY', maximumFractionDigits: 0 }),
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
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
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
      <Pager total={rows.length} page={page} size={paging.size} onPage={paging.setPage} onSize={paging.setSize} />
    </>
  );
}
