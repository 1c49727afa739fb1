/**
 * One release (customerRelease/getDetail): its scope and modes, cancelling it (customerRelease/cancel), the
 * devices it reaches with where each stands (packageDevice/pageList), and its gray release: the gray devices
 * chosen by a percentage (grayDeviceTemp/add), started with its thresholds (packagesGray/save), the pause the
 * server decided with what it counted, and clearing (packagesGray/clear). An open release's install and
 * startup modes are changed in the dialog its declaration's form action builds from the call's schema
 * (customerRelease/updatePubStrategy), devices
 * are named for it (packageDevice/add, ReleaseDeviceAdd) and a named device taken off after a confirmation, with
 * the app uninstalled from it if asked (packageDevice/delete/0, /1). Every rule is the server's; its refusal is
 * shown as it words it.
 */
import { useState } from 'react';
import { useShowController, useTranslate, type RaRecord } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { DateTimeText } from '../../crud/fields';
import { DetailFormActions } from '../../crud/FormAction';
import { fillTitle } from '../../crud/resources';
import { callDeclared, callOperation, OPERATIONS, request, undescribed } from '../../providers/http';
import { CallState } from '../../ui/CallState';
import { DataTable } from '../../ui/DataTable';
import { DetailFrame, RecordState } from '../../ui/DetailFrame';
import { InfoGrid } from '../../ui/InfoGrid';
import { Pager } from '../../ui/Pager';
import { Section } from '../../ui/Section';
import { ConfirmDialog } from '../../shell/Modal';
import { INSTALL_COLOURS, InstallStateChip, useDetailList } from './appParts';
import { ReleaseDeviceAdd } from './ReleaseDeviceAdd';

interface ReleaseRecord extends RaRecord {
  id: number;
  appId: number;
  appName: string;
  orgId: number;
  version: string;
  scope: string;
  installMode: string;
  startupMode: string;
  status: string;
  orgName: string;
  orgs: { id: number; name: string }[];
  serialNums: string[];
  commandCount: number;
  grayStatus: string | null;
  graySuccessThreshold: number | null;
  grayErrorThreshold: number | null;
  grayPause: { gray: number; installed: number; failed: number; timedOut: number; errorThreshold: number } | null;
  grayCount: number;
  createdAt: string;
}

interface DeviceRow {
  serialNum: string;
  state: string;
  version: string | null;
  targetVersion: string | null;
  sentAt: string | null;
}

const S = 'appScreens';

export function ReleaseDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  const { record, isPending, error, refetch } = useShowController<ReleaseRecord>({ resource: declaration.name });
  const [percent, setPercent] = useState('20');
  const [success, setSuccess] = useState('80');
  const [failure, setFailure] = useState('20');
  const [removing, setRemoving] = useState<string>();
  const [uninstall, setUninstall] = useState(false);
  const {
    paging,
    list: devices,
    reload,
    act,
  } = useDetailList({
    key: 'releaseDevices',
    id: record?.id,
    read: (releaseId, page, signal) =>
      undescribed<{ list: DeviceRow[]; total: number; counts: Record<string, number> }>(
        callOperation('appReleaseDevicePageList', { releaseId, ...page }, { signal }),
      ),
    refetch,
    refetchInterval: 10_000,
    call: ({ call, body, query }: { call: string; body?: Record<string, unknown>; query?: Record<string, unknown> }) =>
      // packagesGray/clear takes its app and version in the query, as the spec has it
      query ? request(OPERATIONS[call].path, { method: 'POST', searchParams: query as Record<string, string | number> }) : callDeclared(call, body),
  });
  if (error || isPending || !record) return <RecordState isPending={isPending} error={error} />;
  const field = (f: string) => translate(`resources.${declaration.name}.fields.${f}`);
  const t = (k: string, o?: Record<string, unknown>) => translate(`${S}.${k}`, o);
  const open = record.status === 'published';
  const key = { appId: record.appId, version: record.version };
  const pct = (v: string) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 100;
  /** A percentage of the gray release (1–100), its rule's message under it while it breaks it. */
  const percentField = (name: string, value: string, set: (v: string) => void, rule: string) => (
    <TextField
      size="small"
      label={field(name)}
      value={value}
      onChange={(e) => set(e.target.value)}
      error={!pct(value)}
      helperText={pct(value) ? ' ' : translate(rule)}
    />
  );
  const canGray = can(declaration.permissions.grayStart) && open;
  const canDevices = can(declaration.permissions.deviceAdd);
  const closeRemove = () => {
    setRemoving(undefined);
    setUninstall(false);
  };
  const targets =
    record.scope === 'providers'
      ? record.orgs.map((o) => o.name).join(', ')
      : record.scope === 'devices'
        ? record.serialNums.join(', ')
        : translate('enum.appReleaseScope.all');
  return (
    <DetailFrame
      resource={declaration.name}
      title={fillTitle(declaration.recordTitle ?? `{${declaration.recordLabel}}`, record)}
      actions={
        <>
          <DetailFormActions declaration={declaration} record={record} />
          {open && can(declaration.permissions.cancel) && (
            <Button variant="outlined" color="warning" onClick={() => act.mutate({ call: 'appReleaseCancel', body: { id: record.id } })}>
              {t('cancelRelease')}
            </Button>
          )}
        </>
      }
    >
      <Section title={t('release')} level={2}>
        <InfoGrid
          columns={3}
          items={[
            { label: field('appName'), value: record.appName },
            { label: field('version'), value: record.version },
            { label: field('status'), value: translate(`enum.appReleaseStatus.${record.status}`) },
            { label: field('scope'), value: translate(`enum.appReleaseScope.${record.scope}`) },
            { label: t('targets'), value: targets || '—' },
            { label: field('orgName'), value: record.orgName },
            { label: field('installMode'), value: translate(`enum.appInstallMode.${record.installMode}`) },
            { label: field('startupMode'), value: translate(`enum.appStartupMode.${record.startupMode}`) },
            { label: field('createdAt'), value: <DateTimeText value={record.createdAt} /> },
          ]}
        />
      </Section>
      {record.grayStatus && (
        <Section title={field('gray')} level={2}>
          <Stack spacing={2}>
            <InfoGrid
              columns={3}
              items={[
                { label: field('grayStatus'), value: translate(`enum.appGrayStatus.${record.grayStatus}`) },
                { label: field('grayCount'), value: record.grayCount },
                { label: field('successThreshold'), value: record.graySuccessThreshold ?? '—' },
                { label: field('errorThreshold'), value: record.grayErrorThreshold ?? '—' },
              ]}
            />
            {record.grayStatus === 'paused' && record.grayPause && <Alert severity="error">{t('grayPaused', record.grayPause)}</Alert>}
            {canGray && (record.grayStatus === 'held' || record.grayStatus === 'cleared') && (
              <Stack direction="row" spacing={2} alignItems="flex-start">
                {percentField('percent', percent, setPercent, 'validation.appGrayPercent')}
                <Button
                  variant="outlined"
                  disabled={!pct(percent)}
                  onClick={() => act.mutate({ call: 'appGrayDeviceAdd', body: { ...key, percent: Number(percent) } })}
                >
                  {t('grayChoose')}
                </Button>
              </Stack>
            )}
            {canGray && record.grayStatus === 'held' && record.grayCount > 0 && (
              <Stack direction="row" spacing={2} alignItems="flex-start">
                {percentField('successThreshold', success, setSuccess, 'validation.appGrayThreshold')}
                {percentField('errorThreshold', failure, setFailure, 'validation.appGrayThreshold')}
                <Button
                  variant="contained"
                  disabled={!pct(success) || !pct(failure)}
                  onClick={() => act.mutate({ call: 'appGraySave', body: { ...key, successThreshold: Number(success), errorThreshold: Number(failure) } })}
                >
                  {t('grayStart')}
                </Button>
              </Stack>
            )}
            {canGray && ['held', 'gray', 'paused'].includes(record.grayStatus) && (
              <Button variant="outlined" color="warning" sx={{ alignSelf: 'flex-start' }} onClick={() => act.mutate({ call: 'appGrayClear', query: key })}>
                {t('grayClear')}
              </Button>
            )}
          </Stack>
        </Section>
      )}
      <Section
        title={t('releaseDevices')}
        level={2}
        actions={open && canDevices ? <ReleaseDeviceAdd releaseId={record.id} orgId={record.orgId} named={record.serialNums} onAdded={reload} /> : undefined}
      >
        <CallState query={devices} />
        {devices.data && (
          <>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
              {Object.entries(devices.data.counts).map(([state, n]) => (
                <Chip key={state} size="small" color={INSTALL_COLOURS[state] ?? 'default'} label={`${translate(`enum.appInstallState.${state}`)}: ${n}`} />
              ))}
            </Stack>
            <DataTable<DeviceRow>
              label={t('releaseDevices')}
              rows={devices.data.list}
              rowKey={(d) => d.serialNum}
              empty={t('noReleaseDevices')}
              columns={[
                { key: 'serialNum', header: t('serialNum'), render: (d) => d.serialNum },
                {
                  key: 'state',
                  header: t('state'),
                  render: (d) => <InstallStateChip state={d.state} />,
                },
                { key: 'version', header: t('reportedVersion'), render: (d) => d.version ?? '—' },
                { key: 'targetVersion', header: t('targetVersion'), render: (d) => d.targetVersion ?? '—' },
                { key: 'sentAt', header: t('sentAt'), render: (d) => (d.sentAt ? <DateTimeText value={d.sentAt} /> : '—') },
                ...(open && canDevices
                  ? [
                      {
                        key: 'action',
                        header: t('action'),
                        // only a device the release names can be taken off it: the others come with its scope
                        render: (d: DeviceRow) =>
                          record.serialNums.includes(d.serialNum) ? (
                            <Button size="small" color="warning" onClick={() => setRemoving(d.serialNum)}>
                              {translate('appStore.removeDevice')}
                            </Button>
                          ) : null,
                      },
                    ]
                  : []),
              ]}
            />
            <Pager total={devices.data.total} paging={paging} />
          </>
        )}
      </Section>
      <ConfirmDialog
        open={removing !== undefined}
        loading={act.isPending}
        title={translate('appStore.removeDevice')}
        content={
          <>
            {translate('appStore.confirmRemoveDevice', { serialNum: removing })}
            <br />
            <FormControlLabel
              control={<Checkbox checked={uninstall} onChange={(e) => setUninstall(e.target.checked)} />}
              label={translate('appStore.alsoUninstall', { app: record.appName })}
            />
          </>
        }
        confirmLabel={translate('appStore.removeDevice')}
        confirmColor="warning"
        onConfirm={() =>
          act.mutate(
            { call: uninstall ? 'appReleaseDeviceDeleteUninstall' : 'appReleaseDeviceDelete', body: { releaseId: record.id, serialNums: [removing] } },
            { onSettled: closeRemove },
          )
        }
        onCancel={closeRemove}
      />
    </DetailFrame>
  );
}

export default ReleaseDetail;
