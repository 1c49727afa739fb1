/**
 * The device online report (document 2 §7; openapi/devices/online.yaml): the devices online, offline and
 * never connected now (in total, by model, by organisation), yesterday's figures with the least online
 * devices first, and the figures per day over a range the user picks (at most 31 days, start not after
 * end: refused in the browser with the server's own message before anything is sent). Every figure is
 * the server's, aggregated over the caller's fleet or the organisation chosen above (holders of org.view
 * may choose one; the others see their own fleet). Days are calendar days in Asia/Tokyo.
 */
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { callOperation } from '../../providers/http';
import { EMPTY, useFormat } from './detail/telemetryParts';
import { CallState } from '../../ui/CallState';
import { DataTable } from '../../ui/DataTable';
import { Pager, usePaging } from '../../ui/Pager';
import { Section } from '../../ui/Section';

const T = 'screens.devices.online';
/** The longest range of the per-day figures (the server's rule, openapi deviceOnlineMultiDayStats). */
export const MAX_RANGE_DAYS = 31;
/** The days shown at first: the last week up to today. */
const INITIAL_DAYS = 7;

export interface DayStats {
  day: string;
  deviceCount: number;
  onlineDevices: number;
  onlineRate: number;
  avgOnlineHours: number;
  timeRate: number;
}

interface DeviceDay {
  serialNum: string;
  name: string;
  orgName: string | null;
  onlineSeconds: number;
  onlineHours: number;
  onlineRate: number;
  sessions: number;
}

interface Counts {
  total: number;
  online: number;
  offline: number;
  neverConnected: number;
}
/** The four counts: the figures of the whole, and a column each in the tables by model and by organisation. */
const COUNTS = ['total', 'online', 'offline', 'neverConnected'] as const;

interface OrgOption {
  id: number;
  name: string;
}

/** Today in Asia/Tokyo, YYYY-MM-DD (the calendar the server counts days in). */
export function tokyoToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A YYYY-MM-DD day moved by `days`. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What is wrong with a range of days, as the server would say it (the same message keys), or undefined:
 * both days given as YYYY-MM-DD, the start not after the end, at most MAX_RANGE_DAYS days inclusive.
 */
export function dayRangeProblem(start: string, end: string): { field: 'startDate' | 'endDate'; key: string } | undefined {
  if (!start) return { field: 'startDate', key: 'validation.required' };
  if (!end) return { field: 'endDate', key: 'validation.required' };
  if (!DAY.test(start) || Number.isNaN(Date.parse(start))) return { field: 'startDate', key: 'validation.reportDay' };
  if (!DAY.test(end) || Number.isNaN(Date.parse(end))) return { field: 'endDate', key: 'validation.reportDay' };
  const span = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
  if (span < 1 || span > MAX_RANGE_DAYS) return { field: 'endDate', key: 'validation.reportRange' };
  return undefined;
}

/** Figures side by side, each a label over its value. */
function Figures({ label, items }: { label: string; items: { key: string; label: string; value: ReactNode }[] }) {
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
      {items.map((item) => (
        <Box key={item.key} data-figure={item.key} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The organisation the report is about: holders of org.view pick one of their subtree; empty is the whole fleet. */
function OrgFilter({ value, onChange }: { value: OrgOption | null; onChange: (org: OrgOption | null) => void }) {
  const translate = useTranslate();
  const orgs = useQuery({
    queryKey: ['organisations', 'customerOrgList', {}],
    queryFn: ({ signal }) => callOperation('customerOrgList', {}, { signal }),
  });
  return (
    <Autocomplete<OrgOption>
      id="device-online-org"
      size="small"
      options={orgs.data ?? []}
      loading={orgs.isFetching}
      value={value}
      onChange={(_, org) => onChange(org)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      sx={{ width: 320, maxWidth: '100%' }}
      noOptionsText={translate('ra.navigation.no_results')}
      loadingText={translate('ra.page.loading')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      renderInput={(params) => (
        <TextField {...params} label={translate(`${T}.org`)} placeholder={translate(`${T}.allOrgs`)} slotProps={{ inputLabel: { shrink: true } }} />
      )}
    />
  );
}

function StatusPart({ orgId }: { orgId: number | undefined }) {
  const translate = useTranslate();
  const f = useFormat();
  const query = useQuery({
    queryKey: ['deviceOnline', 'status', orgId],
    queryFn: ({ signal }) => callOperation('deviceOnlineStatusReport', { orgId }, { signal }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const countColumns = COUNTS.map((key) => ({
    key,
    header: translate(`${T}.now.${key}`),
    render: (r: Counts) => f.number(r[key]),
    align: 'right' as const,
  }));
  return (
    <Section level={2} id="device-online-now" title={translate(`${T}.now.title`)}>
      <CallState query={query} />
      {data && (
        <>
          <Figures
            label={translate(`${T}.now.title`)}
            items={COUNTS.map((key) => ({ key, label: translate(`${T}.now.${key}`), value: f.number(data[key]) }))}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {translate(`${T}.now.byModel`)}
              </Typography>
              <DataTable
                label={translate(`${T}.now.byModel`)}
                rows={data.byModel}
                rowKey={(r) => r.productId}
                empty={translate(`${T}.now.empty`)}
                columns={[
                  { key: 'model', header: translate(`${T}.now.model`), render: (r) => r.model },
                  { key: 'product', header: translate(`${T}.now.product`), render: (r) => r.productName },
                  ...countColumns,
                ]}
              />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {translate(`${T}.now.byOrg`)}
              </Typography>
              <DataTable
                label={translate(`${T}.now.byOrg`)}
                rows={data.byOrg}
                rowKey={(r) => r.orgId ?? 'none'}
                empty={translate(`${T}.now.empty`)}
                columns={[{ key: 'org', header: translate(`${T}.now.org`), render: (r) => r.orgName ?? translate(`${T}.now.unbound`) }, ...countColumns]}
              />
            </Box>
          </Box>
        </>
      )}
    </Section>
  );
}

function YesterdayPart({ orgId }: { orgId: number | undefined }) {
  const translate = useTranslate();
  const f = useFormat();
  const paging = usePaging();
  const query = useQuery({
    queryKey: ['deviceOnline', 'preDay', orgId, paging.page, paging.size],
    queryFn: ({ signal }) => callOperation('deviceOnlinePreDayStats', { orgId, pageNum: paging.page, pageSize: paging.size }, { signal }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const percent = (v: number) => f.number(v, { style: 'percent', maximumFractionDigits: 1 });
  const hours = (v: number) => f.number(v, { style: 'unit', unit: 'hour', maximumFractionDigits: 2 });
  return (
    <Section level={2} id="device-online-yesterday" title={translate(`${T}.yesterday.title`)}>
      <CallState query={query} />
      {data && (
        <>
          <Figures
            label={translate(`${T}.yesterday.title`)}
            items={[
              { key: 'day', label: translate(`${T}.yesterday.day`), value: data.day },
              { key: 'deviceCount', label: translate(`${T}.yesterday.deviceCount`), value: f.number(data.deviceCount) },
              { key: 'onlineDevices', label: translate(`${T}.yesterday.onlineDevices`), value: f.number(data.onlineDevices) },
              { key: 'offlineDevices', label: translate(`${T}.yesterday.offlineDevices`), value: f.number(data.deviceCount - data.onlineDevices) },
              { key: 'onlineRate', label: translate(`${T}.yesterday.onlineRate`), value: percent(data.onlineRate) },
              { key: 'avgOnlineHours', label: translate(`${T}.yesterday.avgOnlineHours`), value: hours(data.avgOnlineHours) },
              { key: 'timeRate', label: translate(`${T}.yesterday.timeRate`), value: percent(data.timeRate) },
            ]}
          />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {translate(`${T}.yesterday.devices`)}
          </Typography>
          <DataTable<DeviceDay>
            label={translate(`${T}.yesterday.devices`)}
            rows={data.devices.list}
            rowKey={(r) => r.serialNum}
            empty={translate(`${T}.yesterday.empty`)}
            columns={[
              { key: 'serialNum', header: translate(`${T}.yesterday.serialNum`), render: (r) => r.serialNum },
              { key: 'name', header: translate(`${T}.yesterday.name`), render: (r) => r.name || EMPTY },
              { key: 'org', header: translate(`${T}.yesterday.org`), render: (r) => r.orgName ?? translate(`${T}.now.unbound`) },
              { key: 'onlineHours', header: translate(`${T}.yesterday.onlineHours`), render: (r) => f.duration(r.onlineSeconds), align: 'right' },
              { key: 'share', header: translate(`${T}.yesterday.share`), render: (r) => percent(r.onlineRate), align: 'right' },
              { key: 'sessions', header: translate(`${T}.yesterday.sessions`), render: (r) => f.number(r.sessions), align: 'right' },
            ]}
          />
          <Pager total={data.devices.total} paging={paging} />
        </>
      )}
    </Section>
  );
}

function DaysPart({ orgId }: { orgId: number | undefined }) {
  const translate = useTranslate();
  const f = useFormat();
  const [initial] = useState(() => {
    const end = tokyoToday();
    return { startDate: addDays(end, -(INITIAL_DAYS - 1)), endDate: end };
  });
  const [start, setStart] = useState(initial.startDate);
  const [end, setEnd] = useState(initial.endDate);
  const [range, setRange] = useState(initial);
  const [version, setVersion] = useState(0);
  const [problem, setProblem] = useState<ReturnType<typeof dayRangeProblem>>();
  const query = useQuery({
    queryKey: ['deviceOnline', 'days', orgId, range, version],
    queryFn: ({ signal }) => callOperation('deviceOnlineMultiDayStats', { ...range, orgId }, { signal }),
    placeholderData: keepPreviousData,
  });
  const apply = () => {
    const p = dayRangeProblem(start, end);
    setProblem(p);
    if (p) return;
    setRange({ startDate: start, endDate: end });
    setVersion((v) => v + 1);
  };
  const message = problem ? translate(problem.key, { days: MAX_RANGE_DAYS }) : undefined;
  const percent = (v: number) => f.number(v, { style: 'percent', maximumFractionDigits: 1 });
  const rows = [...(query.data ?? [])].reverse();
  return (
    <Section level={2} id="device-online-days" title={translate(`${T}.days.title`)}>
      <Box
        component="form"
        noValidate
        aria-label={translate(`${T}.days.range`)}
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1.5 }}
      >
        <TextField
          id="device-online-start"
          type="date"
          size="small"
          label={translate(`${T}.days.start`)}
          value={start}
          onChange={(e) => setStart(e.target.value)}
          error={problem?.field === 'startDate'}
          helperText={problem?.field === 'startDate' ? message : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 200 }}
        />
        <TextField
          id="device-online-end"
          type="date"
          size="small"
          label={translate(`${T}.days.end`)}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          error={problem?.field === 'endDate'}
          helperText={problem?.field === 'endDate' ? message : translate(`${T}.days.hint`, { days: MAX_RANGE_DAYS })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 200 }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
          {translate(`${T}.days.apply`)}
        </Button>
      </Box>
      <CallState query={query} />
      {query.data && (
        <DataTable<DayStats>
          label={translate(`${T}.days.title`)}
          rows={query.data.every((d) => d.deviceCount === 0) ? [] : rows}
          rowKey={(r) => r.day}
          empty={translate(`${T}.days.empty`)}
          columns={[
            { key: 'day', header: translate(`${T}.days.day`), render: (r) => r.day },
            { key: 'deviceCount', header: translate(`${T}.yesterday.deviceCount`), render: (r) => f.number(r.deviceCount), align: 'right' },
            { key: 'onlineDevices', header: translate(`${T}.yesterday.onlineDevices`), render: (r) => f.number(r.onlineDevices), align: 'right' },
            { key: 'onlineRate', header: translate(`${T}.yesterday.onlineRate`), render: (r) => percent(r.onlineRate), align: 'right' },
            {
              key: 'avgOnlineHours',
              header: translate(`${T}.yesterday.avgOnlineHours`),
              render: (r) => f.number(r.avgOnlineHours, { style: 'unit', unit: 'hour', maximumFractionDigits: 2 }),
              align: 'right',
            },
            { key: 'timeRate', header: translate(`${T}.yesterday.timeRate`), render: (r) => percent(r.timeRate), align: 'right' },
          ]}
        />
      )}
    </Section>
  );
}

export function OnlineReport(_props: ScreenProps) {
  const { can } = useAccess();
  const [org, setOrg] = useState<OrgOption | null>(null);
  const orgId = org?.id;
  return (
    // headers kept on one line: a narrow table scrolls sideways instead of breaking words
    <Box sx={{ py: 2, '& th': { whiteSpace: 'nowrap' } }}>
      {can('org.view') && (
        <Box sx={{ mb: 2 }}>
          <OrgFilter value={org} onChange={setOrg} />
        </Box>
      )}
      <StatusPart orgId={orgId} />
      <YesterdayPart key={orgId ?? 'all'} orgId={orgId} />
      <DaysPart orgId={orgId} />
    </Box>
  );
}

export default OnlineReport;
