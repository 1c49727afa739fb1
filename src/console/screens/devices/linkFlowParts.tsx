/**
 * The link flow's pieces (spec document 2 §3–4), shared by the message statistics screen (LinkFlow.tsx)
 * and the device detail's "message statistics / link flow" tab: the period and device filter, the counts by
 * delivery status with the slow ones and p50/p95 of each link interval (POST /device/pushMsg/statistics),
 * the recent pushes (POST /device/pushMsg/pageList), and one push looked up by serial number and requestId
 * (GET /device/pushMsg/detail/{serialNum}/{requestId}) drawn as its four stages — each with the server's
 * timestamp and the gap from the stage before; a stage the server did not observe is shown as not reached,
 * never guessed.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { LINK_STAGES, pushStatusShown, pushTypeName, type LinkStage, type PushStatusShown } from '../../../domain/devices';
import { LIMITS } from '../../../domain/limits';
import { DateTimeText } from '../../crud/fields';
import { StageTime, useMs } from './detail/StageList';
import { callOperation, undescribed } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import { InfoGrid } from '../../ui/InfoGrid';
import { Pager, usePaging } from '../../ui/Pager';
import { Section } from '../../ui/Section';
import { visuallyHidden } from '../../ui/visuallyHidden';

const STATISTICS = 'pushMsgStatistics';
const PAGE_LIST = 'pushMsgPageList';
const DETAIL = 'pushMsgDetail';
/** The statuses a push can still leave: its flow is re-read while it is in one of them. */
const MOVING = new Set(['SEND', 'PUB', 'PUBOK', 'SUB']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SERIAL = /^[A-Za-z0-9_.-]{1,64}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface Period {
  /** One device, or the caller's whole fleet when empty. */
  serialNum: string;
  /** Tokyo days, YYYY-MM-DD, both included. */
  startDate: string;
  endDate: string;
}

export interface StageAt {
  stage: LinkStage;
  at: string;
}

export interface PushRecord {
  requestId: string;
  serialNum: string;
  deviceName?: string;
  type: number;
  status: string;
  slow: boolean;
  totalMs: number | null;
  source?: string;
  ackResult?: string | null;
  ackMessage?: string | null;
  createdAt: string;
  expiresAt?: string;
  stages: StageAt[];
}

interface Interval {
  from: LinkStage;
  to: LinkStage;
  count: number;
  p50: number | null;
  p95: number | null;
}

interface Statistics {
  total: number;
  slow: number;
  statuses: Record<string, number>;
  shown: Record<PushStatusShown, number>;
  intervals: Interval[];
}

/** Today in Asia/Tokyo (the days the statistics count in), as YYYY-MM-DD. */
export function tokyoDay(at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The last seven Tokyo days, today included. */
export function defaultPeriod(serialNum = ''): Period {
  const end = tokyoDay();
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - 6 * DAY_MS).toISOString().slice(0, 10);
  return { serialNum, startDate: start, endDate: end };
}

/** What is wrong with a period before it is sent (the server says the same, 100001 on endDate). */
function periodProblem(p: Period, translate: Translate): { field: keyof Period; message: string } | undefined {
  if (p.serialNum && !SERIAL.test(p.serialNum)) return { field: 'serialNum', message: translate('validation.opMessageSerialNum') };
  if (!p.startDate) return { field: 'startDate', message: translate('screens.link.required') };
  if (!p.endDate) return { field: 'endDate', message: translate('screens.link.required') };
  const days = (Date.parse(p.endDate) - Date.parse(p.startDate)) / DAY_MS + 1;
  if (days < 1) return { field: 'endDate', message: translate('screens.link.rangeOrder') };
  if (days > LIMITS.pushStatisticsDays) return { field: 'endDate', message: translate('screens.link.rangeTooLong', { days: LIMITS.pushStatisticsDays }) };
  return undefined;
}

const STATUS_COLOR: Record<PushStatusShown, 'default' | 'primary' | 'success' | 'warning' | 'error'> = {
  pushed: 'default',
  published: 'primary',
  succeeded: 'success',
  expired: 'warning',
  failed: 'error',
  unknown: 'default',
};

/** A push's status as the spec shows it (SEND pushed; PUB, PUBOK, SUB published; SUBOK succeeded…). */
export function PushStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const shown = pushStatusShown(status);
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[shown]} label={translate(`screens.link.statuses.${shown}`)} data-status={status} />;
}

function SlowChip() {
  const translate = useTranslate();
  return <Chip size="small" color="warning" label={translate('screens.link.slowFlag')} data-slow="true" />;
}

function typeText(type: number, translate: Translate) {
  return translate(`screens.link.types.${pushTypeName(type)}`, { type });
}

/** The device (unless fixed) and the period; the statistics and the list follow what is applied. */
export function PeriodFilter({ value, onApply, fixedSerialNum }: { value: Period; onApply: (p: Period) => void; fixedSerialNum?: string }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<ReturnType<typeof periodProblem>>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { ...draft, serialNum: fixedSerialNum ?? draft.serialNum.trim() };
    const wrong = periodProblem(next, translate);
    setProblem(wrong);
    if (!wrong) onApply(next);
  };
  const error = (field: keyof Period) => (problem?.field === field ? problem.message : undefined);
  const dateField = (field: 'startDate' | 'endDate') => (
    <TextField
      size="small"
      fullWidth={false}
      sx={{ width: 180 }}
      type="date"
      label={translate(`screens.link.${field}`)}
      value={draft[field]}
      onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
      error={Boolean(error(field))}
      helperText={error(field)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Box
      component="form"
      role="search"
      aria-label={translate('screens.link.filters')}
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
    >
      {fixedSerialNum === undefined && (
        <TextField
          size="small"
          fullWidth={false}
          sx={{ width: 240 }}
          label={translate('screens.link.serialNum')}
          value={draft.serialNum}
          onChange={(e) => setDraft({ ...draft, serialNum: e.target.value })}
          error={Boolean(error('serialNum'))}
          helperText={error('serialNum') ?? translate('screens.link.serialNumHelp')}
          slotProps={{ htmlInput: { maxLength: 64 } }}
        />
      )}
      {dateField('startDate')}
      {dateField('endDate')}
      <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
        {translate('screens.link.apply')}
      </Button>
    </Box>
  );
}

const SHOWN_ORDER: PushStatusShown[] = ['succeeded', 'published', 'pushed', 'expired', 'failed'];

/** Counts by status, the slow ones, and p50/p95 of each interval of the link. */
export function LinkStatistics({ period }: { period: Period }) {
  const translate = useTranslate();
  const ms = useMs();
  const stats = useQuery({
    queryKey: ['linkFlow', STATISTICS, period],
    queryFn: ({ signal }) =>
      undescribed<Statistics>(
        callOperation(
          STATISTICS,
          { startDate: period.startDate, endDate: period.endDate, ...(period.serialNum ? { serialNum: period.serialNum } : {}) },
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
  const scope = period.serialNum
    ? translate('screens.link.scopeDevice', { serialNum: period.serialNum, start: period.startDate, end: period.endDate })
    : translate('screens.link.scopeFleet', { start: period.startDate, end: period.endDate });
  const stageName = (s: LinkStage) => translate(`screens.link.stage.${s}`);
  const data = stats.data;
  return (
    <Section level={2} title={translate('screens.link.statistics')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {scope}
      </Typography>
      {stats.isFetching && <LinearProgress aria-label={translate('app.loading')} sx={{ mb: 1 }} />}
      {stats.isError && <Alert severity="error">{failureMessage(stats.error, translate)}</Alert>}
      {data && (
        <>
          <Box data-testid="link-counts">
            <InfoGrid
              columns={4}
              items={[
                { label: translate('screens.link.total'), value: data.total },
                ...SHOWN_ORDER.map((s) => ({ label: translate(`screens.link.statuses.${s}`), value: data.shown[s] ?? 0 })),
                { label: translate('screens.link.slow'), value: data.slow },
              ]}
            />
          </Box>
          {data.total === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {translate('screens.link.noData')}
            </Typography>
          ) : (
            <Table size="small" sx={{ mt: 2 }} aria-label={translate('screens.link.intervals')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('screens.link.interval')}</TableCell>
                  <TableCell align="right">{translate('screens.link.count')}</TableCell>
                  <TableCell align="right">{translate('screens.link.p50')}</TableCell>
                  <TableCell align="right">{translate('screens.link.p95')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.intervals.map((i) => {
                  const whole = i.from === 'apiSent' && i.to === 'deviceReceived';
                  const label = translate('screens.link.from', { from: stageName(i.from), to: stageName(i.to) });
                  return (
                    <TableRow key={`${i.from}-${i.to}`}>
                      <TableCell component="th" scope="row" sx={whole ? { fontWeight: 600 } : undefined}>
                        {whole ? translate('screens.link.wholeLinkOf', { interval: label }) : label}
                      </TableCell>
                      <TableCell align="right">{i.count}</TableCell>
                      <TableCell align="right">{ms(i.p50)}</TableCell>
                      <TableCell align="right">{ms(i.p95)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </Section>
  );
}

/** The pushes of the period, newest first, each with a button showing its flow. */
export function RecentPushes({ period, onPick }: { period: Period; onPick: (p: { serialNum: string; requestId: string }) => void }) {
  const translate = useTranslate();
  const ms = useMs();
  const paging = usePaging();
  const [shownFor, setShownFor] = useState(period);
  if (shownFor !== period) {
    // a new period starts again at its first page
    setShownFor(period);
    paging.reset();
  }
  const list = useQuery({
    queryKey: ['linkFlow', PAGE_LIST, period, paging.page, paging.size],
    queryFn: ({ signal }) =>
      undescribed<{ list: PushRecord[]; total: number }>(
        callOperation(
          PAGE_LIST,
          {
            pageNum: paging.page,
            pageSize: paging.size,
            startTime: `${period.startDate}T00:00:00.000+09:00`,
            endTime: `${period.endDate}T23:59:59.999+09:00`,
            ...(period.serialNum ? { serialNum: period.serialNum } : {}),
          },
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  return (
    <Section level={2} title={translate('screens.link.recent')}>
      {list.isFetching && <LinearProgress aria-label={translate('app.loading')} sx={{ mb: 1 }} />}
      {list.isError && <Alert severity="error">{failureMessage(list.error, translate)}</Alert>}
      {!list.data ? null : rows.length === 0 ? (
        <Typography color="text.secondary">{translate('screens.link.noPushes')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('screens.link.recent')} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('screens.link.requestId')}</TableCell>
                {!period.serialNum && <TableCell>{translate('screens.link.serialNum')}</TableCell>}
                <TableCell>{translate('screens.link.type')}</TableCell>
                <TableCell>{translate('screens.link.status')}</TableCell>
                <TableCell align="right">{translate('screens.link.totalMs')}</TableCell>
                <TableCell>{translate('screens.link.createdAt')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {translate('crud.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.requestId} data-request-id={r.requestId}>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, whiteSpace: 'nowrap' }}>{r.requestId}</TableCell>
                  {!period.serialNum && <TableCell>{r.serialNum}</TableCell>}
                  <TableCell>{typeText(r.type, translate)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5}>
                      <PushStatusChip status={r.status} />
                      {r.slow && <SlowChip />}
                    </Stack>
                  </TableCell>
                  <TableCell align="right">{ms(r.totalMs)}</TableCell>
                  <TableCell>
                    <DateTimeText value={r.createdAt} />
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      aria-label={translate('screens.link.showFlowOf', { requestId: r.requestId })}
                      onClick={() => onPick({ serialNum: r.serialNum, requestId: r.requestId })}
                    >
                      {translate('screens.link.showFlow')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {(list.data?.total ?? 0) > 0 && <Pager total={list.data?.total ?? 0} paging={paging} />}
    </Section>
  );
}

export interface PushKey {
  serialNum: string;
  requestId: string;
}

/**
 * The look-up of one push by serial number (fixed on a device's tab) and requestId, and its flow. `value`
 * is the push shown (a row of the recent pushes can set it); the form edits a copy until submitted.
 */
export function PushLookup({ value, onChange, fixedSerialNum }: { value?: PushKey; onChange: (k: PushKey) => void; fixedSerialNum?: string }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<PushKey>(value ?? { serialNum: fixedSerialNum ?? '', requestId: '' });
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // a push chosen elsewhere shows in the form too
    setSeen(value);
    if (value) setDraft(value);
  }
  const [errors, setErrors] = useState<Partial<Record<keyof PushKey, string>>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { serialNum: (fixedSerialNum ?? draft.serialNum).trim(), requestId: draft.requestId.trim() };
    const found: Partial<Record<keyof PushKey, string>> = {};
    if (!next.serialNum) found.serialNum = translate('screens.link.required');
    else if (!SERIAL.test(next.serialNum)) found.serialNum = translate('validation.opMessageSerialNum');
    if (!next.requestId) found.requestId = translate('screens.link.required');
    else if (!UUID.test(next.requestId)) found.requestId = translate('screens.link.requestIdInvalid');
    setErrors(found);
    if (Object.keys(found).length === 0) onChange(next);
  };
  return (
    <Section level={2} title={translate('screens.link.lookup')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('screens.link.lookupHelp')}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        {fixedSerialNum === undefined && (
          <TextField
            size="small"
            required
            label={translate('screens.link.serialNum')}
            value={draft.serialNum}
            onChange={(e) => setDraft({ ...draft, serialNum: e.target.value })}
            error={Boolean(errors.serialNum)}
            helperText={errors.serialNum}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
        )}
        <TextField
          size="small"
          required
          label={translate('screens.link.requestId')}
          value={draft.requestId}
          onChange={(e) => setDraft({ ...draft, requestId: e.target.value })}
          error={Boolean(errors.requestId)}
          helperText={errors.requestId}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 380 } }}
          slotProps={{ htmlInput: { maxLength: 36, spellCheck: false } }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
          {translate('screens.link.lookupSubmit')}
        </Button>
      </Box>
      {value && <PushFlow pushKey={value} />}
    </Section>
  );
}

/** One push's flow, re-read every two seconds while it can still move. */
export function PushFlow({ pushKey }: { pushKey: PushKey }) {
  const translate = useTranslate();
  const detail = useQuery({
    queryKey: ['linkFlow', DETAIL, pushKey.serialNum, pushKey.requestId],
    queryFn: ({ signal }) => undescribed<PushRecord>(callOperation(DETAIL, { ...pushKey }, { signal })),
    refetchInterval: (q) => (q.state.data && MOVING.has(q.state.data.status) ? 2000 : false),
    retry: false,
  });
  if (detail.isPending) return <LinearProgress aria-label={translate('app.loading')} />;
  if (detail.isError) return <Alert severity="error">{failureMessage(detail.error, translate)}</Alert>;
  return <FlowDiagram push={detail.data} onRefresh={() => void detail.refetch()} refreshing={detail.isFetching} />;
}

/** The four stages in order, each reached (with its time and the gap from the stage before) or not. */
export function FlowDiagram({ push, onRefresh, refreshing }: { push: PushRecord; onRefresh?: () => void; refreshing?: boolean }) {
  const translate = useTranslate();
  const ms = useMs();
  const titleId = useId();
  const at = new Map(push.stages.map((s) => [s.stage, s.at]));
  const reached = LINK_STAGES.filter((s) => at.has(s));
  const slowSeconds = push.totalMs === null ? null : Math.round(push.totalMs / 100) / 10;
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="link-flow" data-status={push.status}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} component="h3" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
          {translate('screens.link.flowOf', { requestId: push.requestId, serialNum: push.serialNum })}
        </Typography>
        <PushStatusChip status={push.status} />
        {push.slow && <SlowChip />}
        <Box sx={{ flex: 1 }} />
        {onRefresh && (
          <Button size="small" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
            {translate('screens.link.refresh')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {typeText(push.type, translate)} · <DateTimeText value={push.createdAt} />
      </Typography>
      <Box
        component="ol"
        aria-label={translate('screens.link.flow')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, minmax(0, 1fr))' } }}
      >
        {LINK_STAGES.map((stage, i) => {
          const when = at.get(stage);
          const prev = reached.filter((s) => LINK_STAGES.indexOf(s) < i).pop();
          const gap = when && prev ? Date.parse(when) - Date.parse(at.get(prev)!) : undefined;
          return (
            <Box
              component="li"
              key={stage}
              data-stage={stage}
              data-reached={when ? 'true' : 'false'}
              sx={{
                border: 1,
                borderRadius: 1,
                p: 1.5,
                borderColor: when ? 'success.main' : 'divider',
                borderStyle: when ? 'solid' : 'dashed',
                bgcolor: when ? 'transparent' : 'action.hover',
              }}
            >
              <Typography variant="caption" color="text.secondary" component="div">
                {i + 1}
              </Typography>
              <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
                {translate(`screens.link.stage.${stage}`)}
              </Typography>
              <Typography variant="body2" component="div">
                {when ? (
                  <StageTime at={when} />
                ) : (
                  <Box component="span" sx={{ fontStyle: 'italic' }}>
                    {translate('screens.link.notReached')}
                  </Box>
                )}
              </Typography>
              {gap !== undefined && (
                <Typography variant="caption" component="div" color="text.secondary" data-gap={gap}>
                  {prev === LINK_STAGES[i - 1]
                    ? translate('screens.link.gap', { ms: ms(gap) })
                    : translate('screens.link.gapAfter', { ms: ms(gap), stage: translate(`screens.link.stage.${prev}`) })}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
      <Box sx={{ mt: 1.5 }}>
        {push.slow && slowSeconds !== null ? (
          <Alert severity="warning">{translate('screens.link.slowDetail', { seconds: slowSeconds })}</Alert>
        ) : push.totalMs !== null ? (
          <Typography variant="body2">{translate('screens.link.totalDetail', { ms: ms(push.totalMs) })}</Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('screens.link.incomplete')}
          </Typography>
        )}
        {push.ackResult === 'error' && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate('screens.link.ackError', { message: push.ackMessage ?? '—' })}
          </Alert>
        )}
      </Box>
    </Box>
  );
}

/** Everything of the link flow for the fleet or one device (fixed on a device's tab). */
export function LinkFlowPanel({ fixedSerialNum }: { fixedSerialNum?: string }) {
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState<Period>(() => defaultPeriod(fixedSerialNum));
  const [lookup, setLookup] = useState<PushKey | undefined>();
  const apply = (next: Period) => {
    const same = next.serialNum === period.serialNum && next.startDate === period.startDate && next.endDate === period.endDate;
    // "show" again on the same period reads it again (pushes keep arriving); a new period is read anyway
    if (same) void queryClient.invalidateQueries({ queryKey: ['linkFlow'] });
    else setPeriod(next);
  };
  return (
    <Box>
      <PeriodFilter value={period} onApply={apply} fixedSerialNum={fixedSerialNum} />
      <LinkStatistics period={period} />
      <PushLookup value={lookup} onChange={setLookup} fixedSerialNum={fixedSerialNum} />
      <RecentPushes period={period} onPick={setLookup} />
    </Box>
  );
}
