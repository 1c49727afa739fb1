/**
 * One campaign (openapi/marketing/campaigns.yaml): its kind, state (derived from the Tokyo day, or
 * terminated) and totals, with three tabs — Data (activity/getChart: one row per day with participants,
 * stamps and prizes, drawn as simple bars), Rules (activity/getRule: as members see them) and History
 * (activity/prizeSendPageList, paged by the server: who received what, why, or why not) — and the terminate
 * action (activity/over) after a confirmation, offered while the campaign has not ended.
 */
import { useState } from 'react';
import { useNotify, useShowController, useTranslate, type RaRecord } from 'ra-core';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { DateTimeText } from '../../crud/fields';
import { callOperation, undescribed } from '../../providers/http';
import { useNotifyFailure } from '../../providers/failure';
import { ConfirmDialog } from '../../shell/Modal';
import { InfoGrid } from '../../ui/InfoGrid';
import { DetailFrame, RecordState } from '../../ui/DetailFrame';
import { DataTable } from '../../ui/DataTable';
import { CallState } from '../../ui/CallState';
import { usePaging } from '../../ui/Pager';
import { PagedTable } from '../../ui/PagedTable';

interface CampaignRecord extends RaRecord {
  name: string;
  type: string;
  state: string;
  startDate: string;
  endDate: string;
  notes: string[];
  prizeType: string;
  prizePoints: number | null;
  prizeTemplateName: string | null;
  prizeLimit: number;
  festivalCode: string | null;
  participants: number;
  stamps: number;
  prizesSent: number;
  prizesNotSent: number;
  orgName: string;
  createdAt: string;
  terminatedAt: string | null;
}
interface ChartDay {
  day: string;
  participants: number;
  stamps: number;
  prizes: number;
}
interface Rule {
  notes: string[];
  startDate: string;
  endDate: string;
  festivalCode: string | null;
  prize: { type: string; points: number | null; templateId: number | null; templateName: string | null; faceValue: number | null; limitPerPerson: number };
  stamp: { mode: string; dailyCap: number; redeemCount: number; style: string } | null;
}
interface PrizeSend {
  id: number;
  memberName: string | null;
  cardNo: string;
  trigger: string;
  prizeType: string;
  points: number | null;
  couponCode: string | null;
  couponState: string | null;
  status: string;
  reason: string | null;
  createdAt: string;
}

const STATE_COLOUR: Record<string, 'default' | 'success' | 'warning' | 'info'> = {
  notStarted: 'info',
  inProgress: 'success',
  ended: 'default',
  terminated: 'warning',
};

/** The chart as a table with a bar per figure, scaled to the largest of the column. */
function ChartTable({ days }: { days: ChartDay[] }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`campaigns.detail.${k}`);
  const max = (k: keyof ChartDay) => Math.max(1, ...days.map((d) => Number(d[k])));
  const bar = (k: 'participants' | 'stamps' | 'prizes', v: number) => (
    <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end">
      <Box aria-hidden sx={{ height: 8, width: `${Math.round((v / max(k)) * 80)}px`, bgcolor: 'primary.main', borderRadius: 1 }} />
      <span>{v}</span>
    </Stack>
  );
  return (
    <DataTable<ChartDay>
      label={t('data')}
      rows={days}
      rowKey={(r) => r.day}
      empty={t('noDays')}
      columns={[
        { key: 'day', header: t('day'), render: (r) => r.day },
        { key: 'participants', header: t('participants'), render: (r) => bar('participants', r.participants), align: 'right' },
        { key: 'stamps', header: t('stamps'), render: (r) => bar('stamps', r.stamps), align: 'right' },
        { key: 'prizes', header: t('prizes'), render: (r) => bar('prizes', r.prizes), align: 'right' },
      ]}
    />
  );
}

export function CampaignDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { can } = useAccess();
  const { record, isPending, error, refetch } = useShowController<CampaignRecord>({ resource: declaration.name });
  const [tab, setTab] = useState<'data' | 'rules' | 'history'>('data');
  const [confirming, setConfirming] = useState(false);
  const paging = usePaging();
  const id = record ? Number(record.id) : undefined;
  const chart = useQuery({
    queryKey: ['campaignChart', id],
    queryFn: id === undefined ? skipToken : ({ signal }) => undescribed<ChartDay[]>(callOperation('activityGetChart', { id }, { signal })),
    enabled: Boolean(id) && tab === 'data',
  });
  const rule = useQuery({
    queryKey: ['campaignRule', id],
    queryFn: id === undefined ? skipToken : ({ signal }) => undescribed<Rule>(callOperation('activityGetRule', { id }, { signal })),
    enabled: Boolean(id) && tab === 'rules',
  });
  const sends = useQuery({
    queryKey: ['campaignPrizes', id, paging.page, paging.size],
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) =>
            undescribed<{ list: PrizeSend[]; total: number }>(
              callOperation('activityPrizeSendPageList', { id, pageNum: paging.page, pageSize: paging.size }, { signal }),
            ),
    enabled: Boolean(id) && tab === 'history',
  });
  const over = useMutation({
    mutationFn: () => callOperation('activityOver', { id: Number(record!.id) }),
    onSuccess: async () => {
      setConfirming(false);
      notify('campaigns.detail.terminated', { type: 'success' });
      await refetch();
    },
    onError: (e) => {
      setConfirming(false);
      notifyFailure(e);
    },
  });
  if (error || isPending || !record) return <RecordState isPending={isPending} error={error} />;
  const field = (f: string) => translate(`resources.campaigns.fields.${f}`);
  const t = (k: string, o?: Record<string, unknown>) => translate(`campaigns.detail.${k}`, o);
  const canOver = can(declaration.permissions.over) && (record.state === 'notStarted' || record.state === 'inProgress');
  const prizeText = (p: { prizeType?: string; type?: string; points: number | null; couponCode?: string | null; templateName?: string | null }) =>
    (p.prizeType ?? p.type) === 'points'
      ? t('points', { points: p.points ?? 0 })
      : `${translate('enum.campaignPrizeType.coupon')} ${p.couponCode ?? p.templateName ?? ''}`.trim();
  return (
    <DetailFrame
      resource={declaration.name}
      title={record.name}
      actions={
        canOver ? (
          <Button color="warning" variant="outlined" onClick={() => setConfirming(true)}>
            {t('terminate')}
          </Button>
        ) : undefined
      }
    >
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={record.name}>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Chip size="small" color={STATE_COLOUR[record.state]} label={translate(`enum.campaignState.${record.state}`)} data-testid="campaign-state" />
          <Chip size="small" label={translate(`enum.campaignType.${record.type}`)} />
          {record.festivalCode && <Chip size="small" label={translate(`enum.campaignFestival.${record.festivalCode}`)} />}
        </Stack>
        <InfoGrid
          columns={3}
          items={[
            { label: field('startDate'), value: record.startDate },
            { label: field('endDate'), value: record.endDate },
            {
              label: field('prizeType'),
              value: prizeText({ prizeType: record.prizeType, points: record.prizePoints, templateName: record.prizeTemplateName }),
            },
            { label: field('participants'), value: String(record.participants) },
            { label: field('stamps'), value: String(record.stamps) },
            { label: field('prizesSent'), value: String(record.prizesSent) },
            { label: field('prizesNotSent'), value: String(record.prizesNotSent) },
            { label: field('orgName'), value: record.orgName },
            { label: field('terminatedAt'), value: record.terminatedAt ? <DateTimeText value={record.terminatedAt} /> : '—' },
          ]}
        />
      </Paper>
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} sx={{ mb: 1 }}>
        <Tab value="data" label={t('data')} />
        <Tab value="rules" label={t('rules')} />
        <Tab value="history" label={t('history')} />
      </Tabs>
      {tab === 'data' && (
        <>
          <CallState query={chart} />
          {chart.data && <ChartTable days={chart.data} />}
        </>
      )}
      {tab === 'rules' && (
        <>
          <CallState query={rule} />
          {rule.data && (
            <Paper variant="outlined" sx={{ p: 2 }} data-testid="campaign-rule">
              <Box component="ul" sx={{ mt: 0 }}>
                {rule.data.notes.map((n, i) => (
                  <li key={i}>{n}</li>
                ))}
              </Box>
              <Typography variant="body2">{translate('campaigns.rules.period', { start: rule.data.startDate, end: rule.data.endDate })}</Typography>
              {rule.data.stamp && (
                <Typography variant="body2">
                  {translate('campaigns.rules.stamp', {
                    mode: translate(`enum.campaignStampMode.${rule.data.stamp.mode}`),
                    cap: rule.data.stamp.dailyCap,
                    redeem: rule.data.stamp.redeemCount,
                    limit: rule.data.prize.limitPerPerson,
                  })}
                </Typography>
              )}
              {rule.data.festivalCode && (
                <Typography variant="body2">
                  {translate('campaigns.rules.holiday', {
                    festival: translate(`enum.campaignFestival.${rule.data.festivalCode}`),
                    limit: rule.data.prize.limitPerPerson,
                  })}
                </Typography>
              )}
              <Typography variant="body2">{`${field('prizeType')}: ${prizeText(rule.data.prize)}`}</Typography>
            </Paper>
          )}
        </>
      )}
      {tab === 'history' && (
        <>
          <PagedTable<PrizeSend>
            query={sends}
            paging={paging}
            label={t('history')}
            rowKey={(r) => r.id}
            empty={t('noPrizes')}
            columns={[
              { key: 'member', header: t('member'), render: (r) => `${r.memberName ?? '—'} (${r.cardNo})` },
              { key: 'trigger', header: t('trigger'), render: (r) => translate(`enum.campaignPrizeTrigger.${r.trigger}`) },
              { key: 'prize', header: t('prize'), render: (r) => prizeText(r) },
              {
                key: 'status',
                header: t('status'),
                render: (r) =>
                  r.status === 'sent' ? translate('enum.campaignPrizeStatus.sent') : `${translate('enum.campaignPrizeStatus.notSent')}: ${r.reason ?? ''}`,
              },
              { key: 'when', header: t('when'), render: (r) => <DateTimeText value={r.createdAt} /> },
            ]}
          />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('terminateTitle')}
        content={t('terminateConfirm', { name: record.name })}
        confirmColor="warning"
        loading={over.isPending}
        onConfirm={() => over.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </DetailFrame>
  );
}

export default CampaignDetail;
