/**
 * One ad creative (issue 18): its file and campaign, scheduling it to chosen devices of its zone's model
 * (/custom/ad/schedule: each device is sent its whole ad list through the one push path), and the devices it is
 * scheduled to with each one's chain — delivered (MD5), played, last seen (/custom/ad/creative/devices) — read
 * again every few seconds while a device has not acknowledged. Taking it off a device and deleting it (its
 * figures stay) are the holders' of ad.push and ad.delete. The server checks every rule; its refusal is shown.
 */
import { useState } from 'react';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useRedirect, useShowController, useTranslate, type RaRecord } from 'ra-core';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { DateTimeText } from '../../crud/fields';
import { callDeclared, callOperation, undescribed } from '../../providers/http';
import { useNotifyFailure } from '../../providers/failure';
import { ConfirmDialog } from '../../shell/Modal';
import { CallState } from '../../ui/CallState';
import { DetailFrame, RecordState } from '../../ui/DetailFrame';
import { InfoGrid } from '../../ui/InfoGrid';
import { Pager, usePaging } from '../../ui/Pager';
import { Section } from '../../ui/Section';
import { TargetedSend } from '../../ui/DeviceTargets';
import { AD_SCHEDULE_MAX_DEVICES } from '../../../domain/ads';
import { AdChainTable, S, type ChainRow } from './AdChainTable';

interface Creative extends RaRecord {
  id: number;
  name: string;
  campaignId: number;
  zoneId: number;
  mediaType: string;
  url: string;
  md5: string;
  size: number;
  width: number;
  height: number;
  durationSeconds: number;
  status: number;
  orgName: string;
  createdAt: string;
}

export function AdCreativeDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const { record, isPending, error } = useShowController<Creative>({ resource: declaration.name });
  const paging = usePaging();
  const [deleting, setDeleting] = useState(false);
  const id = record?.id;
  const zone = useQuery({
    queryKey: ['adZone', record?.zoneId],
    queryFn: ({ signal }) => callOperation('adZoneGetOne', { id: record!.zoneId }, { signal }),
    enabled: Boolean(record?.zoneId),
  });
  const canPush = can('ad.push');
  const devices = useQuery({
    queryKey: ['adCreativeDevices', id, paging.page, paging.size],
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) =>
            undescribed<{ list: ChainRow[]; total: number }>(
              callOperation('adCreativeDevices', { creativeId: id, pageNum: paging.page, pageSize: paging.size }, { signal }),
            ),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => ((q.state.data?.list ?? []).some((r) => r.state === 'scheduled') ? 3000 : false),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['adCreativeDevices', id] });
  const schedule = useMutation({
    mutationFn: (call: { op: 'adSchedule' | 'adUnschedule'; serialNums: string[] }) =>
      undescribed<unknown[]>(callDeclared(call.op, { creativeId: id, serialNums: call.serialNums })),
    onSuccess: async (sent, call) => {
      notify(call.op === 'adSchedule' ? `${S}.scheduled` : `${S}.unscheduled`, { type: 'success', messageArgs: { count: sent.length } });
      await reload();
    },
    onError: (e) => notifyFailure(e),
  });
  const remove = useMutation({
    mutationFn: () => callOperation('adCreativeDelete', { id: record!.id }),
    onSuccess: () => {
      notify(`${S}.deleted`, { type: 'success' });
      redirect('list', declaration.name);
    },
    onError: (e) => {
      setDeleting(false);
      notifyFailure(e);
    },
  });
  if (error || isPending || !record) return <RecordState isPending={isPending} error={error} />;
  const field = (f: string) => translate(`resources.${declaration.name}.fields.${f}`);
  const t = (k: string, o?: Record<string, unknown>) => translate(`${S}.${k}`, o);
  return (
    <DetailFrame
      resource={declaration.name}
      title={record.name}
      actions={
        can('ad.delete') ? (
          <Button variant="outlined" color="warning" onClick={() => setDeleting(true)}>
            {t('delete')}
          </Button>
        ) : undefined
      }
    >
      <Section title={translate(`resources.${declaration.name}.name`)} level={2}>
        <InfoGrid
          columns={3}
          items={[
            { label: field('mediaType'), value: translate(`enum.adMediaType.${record.mediaType}`) },
            { label: field('zoneId'), value: zone.data ? `${zone.data.name} (${record.width}×${record.height})` : record.zoneId },
            { label: field('durationSeconds'), value: record.durationSeconds },
            { label: field('url'), value: record.url },
            { label: field('md5'), value: record.md5 },
            { label: field('size'), value: record.size.toLocaleString() },
            { label: field('orgName'), value: record.orgName },
            { label: field('status'), value: translate(record.status === 1 ? 'enum.status.1' : 'enum.status.0') },
            { label: field('createdAt'), value: <DateTimeText value={record.createdAt} /> },
          ]}
        />
      </Section>
      {canPush && (
        <Section title={t('scheduleTitle')} level={2}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('scheduleHint', { max: AD_SCHEDULE_MAX_DEVICES })}
          </Typography>
          <CallState query={zone} />
          {zone.data && (
            // the devices of the zone's model only: what the server accepts for this creative
            <TargetedSend
              max={AD_SCHEDULE_MAX_DEVICES}
              fixed={{ productId: zone.data.productId }}
              sendLabel={t('schedule')}
              onSend={(r) => schedule.mutateAsync({ op: 'adSchedule', serialNums: r.serialNums })}
            />
          )}
        </Section>
      )}
      <Section
        title={t('devicesTitle')}
        level={2}
        actions={
          <Button size="small" onClick={() => void devices.refetch()}>
            {t('refresh')}
          </Button>
        }
      >
        <CallState query={devices} />
        {devices.data && (
          <>
            <AdChainTable
              rows={devices.data.list}
              by="device"
              label={t('devicesTitle')}
              empty={t('noDevices')}
              action={
                canPush
                  ? (r) =>
                      r.state === 'removed' ? null : (
                        <Button size="small" color="warning" onClick={() => schedule.mutate({ op: 'adUnschedule', serialNums: [r.serialNum] })}>
                          {t('unschedule')}
                        </Button>
                      )
                  : undefined
              }
            />
            <Pager total={devices.data.total} paging={paging} />
          </>
        )}
      </Section>
      <ConfirmDialog
        open={deleting}
        title={t('delete')}
        content={record.name}
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setDeleting(false)}
      />
    </DetailFrame>
  );
}

export default AdCreativeDetail;
