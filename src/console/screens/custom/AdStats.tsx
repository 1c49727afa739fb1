/**
 * The ad statistics (issue 18): Revive Adserver's affiliate history (by organisation), zone history and banner
 * stats (by creative, with the sales attributed to each beside its plays), and one creative's detail by period,
 * organisation and zone — daily or hourly, in the time zone chosen (the browser's by default). Every figure is the
 * server's, read from its hourly buckets (/custom/ad/stats/*). The range is checked here before it is asked (at
 * most 30 days, the end not before the start) as the server checks it.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '../../crud/registry';
import { callDeclared, undescribed } from '../../providers/http';
import { CallState } from '../../ui/CallState';
import { DataTable, type Column } from '../../ui/DataTable';
import { Pager, pageOf, usePaging, type Paging } from '../../ui/Pager';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { Section } from '../../ui/Section';
import { AD_ATTRIBUTION_DEFAULT_MINUTES, AD_ATTRIBUTION_MAX_MINUTES, AD_STATS_MAX_DAYS } from '../../../domain/ads';
import { S } from './AdChainTable';

interface Query {
  startDate: string;
  endDate: string;
  timeZone: string;
  period: 'day' | 'hour';
  windowMinutes: number;
}
interface OrgRow {
  period: string;
  orgId: number;
  orgName: string;
  plays: number;
  seconds: number;
}
interface ZoneRow {
  period: string;
  zoneId: number;
  zoneName: string;
  plays: number;
  seconds: number;
}
interface BannerRow {
  creativeId: number;
  creativeName: string;
  campaignName: string;
  advertiserName: string;
  plays: number;
  seconds: number;
  vends: number;
  vendAmount: number;
}
interface DetailRow {
  period: string;
  orgId: number;
  orgName: string;
  zoneId: number;
  zoneName: string;
  plays: number;
  seconds: number;
}

const DAY = 86_400_000;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A day in the time zone as YYYY-MM-DD. */
const dayIn = (ms: number, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const knownZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return /^(?:UTC|[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)+)$/.test(tz);
  } catch {
    return false;
  }
};

/** What is wrong with a draft query, field by field (the server's rules, worded as its messages). */
function problems(q: Query, translate: (k: string) => string): Partial<Record<keyof Query, string>> {
  const out: Partial<Record<keyof Query, string>> = {};
  if (!DATE.test(q.startDate)) out.startDate = translate('validation.adDate');
  if (!DATE.test(q.endDate)) out.endDate = translate('validation.adDate');
  if (!out.startDate && !out.endDate) {
    const days = (Date.parse(q.endDate) - Date.parse(q.startDate)) / DAY;
    if (days < 0 || days >= AD_STATS_MAX_DAYS) out.endDate = translate('errors.218050');
  }
  if (!knownZone(q.timeZone)) out.timeZone = translate('validation.adTimeZone');
  if (!Number.isInteger(q.windowMinutes) || q.windowMinutes < 1 || q.windowMinutes > AD_ATTRIBUTION_MAX_MINUTES)
    out.windowMinutes = translate('validation.adWindow');
  return out;
}

/** One statistics call, asked again when its parameters change (the last answer shown meanwhile). */
function useStat<R>(call: string, params: Record<string, unknown>, enabled = true) {
  return useQuery({
    queryKey: [call, params],
    queryFn: ({ signal }) => undescribed<R>(callDeclared(call, params, { signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A section of figures by period, grouped by what `by` shows (organisation, zone, or both), a page at a time: the period first, the plays and seconds last. */
function PeriodSection<R extends { period: string; plays: number; seconds: number }>({
  label,
  rows,
  paging,
  rowKey,
  by,
}: {
  label: string;
  rows: UseQueryResult<R[]>;
  paging: Paging;
  rowKey: (row: R) => string;
  by: Column<R>[];
}) {
  const translate = useTranslate();
  const t = (k: string) => translate(`${S}.${k}`);
  const num = (n: number) => n.toLocaleString();
  return (
    <Section title={label} level={2}>
      <CallState query={rows} />
      {rows.data && (
        <DataTable<R>
          label={label}
          rows={pageOf(rows.data, paging.page, paging.size)}
          rowKey={rowKey}
          empty={t('noFigures')}
          columns={[
            { key: 'period', header: t('period'), render: (r) => r.period },
            ...by,
            { key: 'plays', header: t('plays'), align: 'right', render: (r) => num(r.plays) },
            { key: 'seconds', header: t('seconds'), align: 'right', render: (r) => num(r.seconds) },
          ]}
        />
      )}
      {rows.data && <Pager total={rows.data.length} paging={paging} />}
    </Section>
  );
}

export function AdStats(_: ScreenProps) {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`${S}.${k}`, o);
  const zone = browserZone();
  const [draft, setDraft] = useState<Query>(() => ({
    startDate: dayIn(Date.now() - 6 * DAY, zone),
    endDate: dayIn(Date.now(), zone),
    timeZone: zone,
    period: 'day',
    windowMinutes: AD_ATTRIBUTION_DEFAULT_MINUTES,
  }));
  const [asked, setAsked] = useState<Query>(draft);
  const [detail, setDetail] = useState<BannerRow | null>(null);
  const wrong = problems(draft, translate);
  const base = { startDate: asked.startDate, endDate: asked.endDate, timeZone: asked.timeZone };
  const byOrg = useStat<OrgRow[]>('adAffiliateHistory', { ...base, period: asked.period });
  const byZone = useStat<ZoneRow[]>('adZoneHistory', { ...base, period: asked.period });
  const byCreative = useStat<BannerRow[]>('adBannerStats', { ...base, windowMinutes: asked.windowMinutes });
  const detailRows = useStat<DetailRow[]>('adBannerStatsDetail', { ...base, period: asked.period, creativeId: detail?.creativeId }, Boolean(detail));
  // an hourly month of many stores is tens of thousands of rows: the tables show them a page at a time
  const orgPaging = usePaging();
  const zonePaging = usePaging();
  const detailPaging = usePaging();
  const set = (k: keyof Query, v: string | number) => setDraft((d) => ({ ...d, [k]: v }));
  const num = (n: number) => n.toLocaleString();
  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading>{t('stats')}</ScreenHeading>
      <Stack
        component="form"
        direction="row"
        spacing={2}
        flexWrap="wrap"
        useFlexGap
        alignItems="flex-start"
        sx={{ mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (!Object.keys(wrong).length) {
            setAsked(draft);
            setDetail(null);
            orgPaging.reset();
            zonePaging.reset();
          }
        }}
      >
        <TextField
          size="small"
          type="date"
          label={t('startDate')}
          value={draft.startDate}
          onChange={(e) => set('startDate', e.target.value)}
          error={Boolean(wrong.startDate)}
          helperText={wrong.startDate ?? t('rangeHint', { days: AD_STATS_MAX_DAYS })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('endDate')}
          value={draft.endDate}
          onChange={(e) => set('endDate', e.target.value)}
          error={Boolean(wrong.endDate)}
          helperText={wrong.endDate ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          label={t('timeZone')}
          value={draft.timeZone}
          onChange={(e) => set('timeZone', e.target.value)}
          error={Boolean(wrong.timeZone)}
          helperText={wrong.timeZone ?? ' '}
        />
        <TextField
          select
          size="small"
          sx={{ minWidth: 120 }}
          label={t('period')}
          value={draft.period}
          onChange={(e) => set('period', e.target.value)}
          helperText=" "
        >
          {(['day', 'hour'] as const).map((p) => (
            <MenuItem key={p} value={p}>
              {translate(`enum.adPeriod.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={t('windowMinutes')}
          value={draft.windowMinutes}
          onChange={(e) => set('windowMinutes', Number(e.target.value))}
          error={Boolean(wrong.windowMinutes)}
          helperText={wrong.windowMinutes ?? ' '}
        />
        <Button type="submit" variant="contained" disabled={Object.keys(wrong).length > 0}>
          {t('apply')}
        </Button>
      </Stack>

      <Section title={t('byCreative')} level={2}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('attributionHint', { minutes: asked.windowMinutes })}
        </Typography>
        <CallState query={byCreative} />
        {byCreative.data && (
          <DataTable<BannerRow>
            label={t('byCreative')}
            rows={byCreative.data}
            rowKey={(r) => r.creativeId}
            empty={t('noFigures')}
            columns={[
              { key: 'creative', header: t('creative'), render: (r) => r.creativeName },
              { key: 'campaign', header: t('campaign'), render: (r) => `${r.advertiserName} / ${r.campaignName}` },
              { key: 'plays', header: t('plays'), align: 'right', render: (r) => num(r.plays) },
              { key: 'seconds', header: t('seconds'), align: 'right', render: (r) => num(r.seconds) },
              { key: 'vends', header: t('vends'), align: 'right', render: (r) => num(r.vends) },
              { key: 'vendAmount', header: t('vendAmount'), align: 'right', render: (r) => num(r.vendAmount) },
              {
                key: 'detail',
                header: '',
                render: (r) => (
                  <Button
                    size="small"
                    onClick={() => {
                      setDetail(r);
                      detailPaging.reset();
                    }}
                  >
                    {t('showDetail')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Section>
      {detail && (
        <PeriodSection
          label={t('detail', { name: detail.creativeName })}
          rows={detailRows}
          paging={detailPaging}
          rowKey={(r) => `${r.period}/${r.orgId}/${r.zoneId}`}
          by={[
            { key: 'org', header: t('org'), render: (r) => r.orgName },
            { key: 'zone', header: t('zone'), render: (r) => r.zoneName },
          ]}
        />
      )}
      <PeriodSection
        label={t('byOrg')}
        rows={byOrg}
        paging={orgPaging}
        rowKey={(r) => `${r.period}/${r.orgId}`}
        by={[{ key: 'org', header: t('org'), render: (r) => r.orgName }]}
      />
      <PeriodSection
        label={t('byZone')}
        rows={byZone}
        paging={zonePaging}
        rowKey={(r) => `${r.period}/${r.zoneId}`}
        by={[{ key: 'zone', header: t('zone'), render: (r) => r.zoneName }]}
      />
    </Box>
  );
}

export default AdStats;
