/**
 * The device detail's app list tab (spec document 1 §2 device detail "app list"; /appCenter/device/{serialNum}/appList):
 * what the device reports it has, beside the latest install or uninstall of each app and where it stands — the
 * device's report, not its ack, decides "installed" — and, for holders of appInstall.push, an install of an app's
 * version (install/1) and an uninstall (install/0). While a command is on its way the list is read again every
 * few seconds. The device's kiosk and auto-start apps are marked, and flagged when its report lacks the kiosk app
 * or starts another app; each is switched on or off after a confirmation (customerStatus/appKioskMode, appAutoStart:
 * AppModeToggles); an open command can be cancelled (cancel/device); the install history
 * (deviceInstallConfig/installHistory) offers a reinstall of a version sent before (reinstallFromHistory), with
 * the warning that on Android an older version is uninstalled first and the app's data lost.
 */
import { useState } from 'react';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAccess } from '../../crud/access';
import { callDeclared, callOperation, undescribed } from '../../providers/http';
import { useNotifyFailure } from '../../providers/failure';
import { CallState } from '../../ui/CallState';
import { DateTimeText } from '../../crud/fields';
import { DataTable } from '../../ui/DataTable';
import { Section } from '../../ui/Section';
import type { DeviceTabProps } from '../devices/detail/tabs';
import { InstallStateChip } from './appParts';
import { AppModeToggles } from './AppModeToggles';

interface AppRow {
  appId: number | null;
  packageName: string;
  version: string | null;
  targetVersion: string | null;
  state: string;
  kiosk?: boolean;
  autoStart?: boolean;
  flags?: string[];
}
interface HistoryRow {
  id: number;
  appId: number;
  appName: string;
  op: 'install' | 'uninstall';
  version: string | null;
  createdAt: string;
  state: string;
}
interface AppChoice {
  id: number;
  name: string;
  platform: string;
}
interface VersionChoice {
  version: string;
  valid: number;
}

const S = 'appScreens';
const MOVING = new Set(['pending', 'downloading']);

/** One of the install's choices (app, version, modes) as a select of named options. */
function Choice<V extends string | number>({
  label,
  value,
  options,
  onChange,
  minWidth,
  disabled,
}: {
  label: string;
  value: V | '';
  options: { value: V; label: string }[];
  onChange: (v: V) => void;
  minWidth: number;
  disabled?: boolean;
}) {
  return (
    <TextField select size="small" sx={{ minWidth }} label={label} value={value} onChange={(e) => onChange(e.target.value as V)} disabled={disabled}>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function DeviceAppsTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { can } = useAccess();
  const t = (k: string, o?: Record<string, unknown>) => translate(`${S}.${k}`, o);
  const serialNum = device.serialNum;
  const [appId, setAppId] = useState<number | ''>('');
  const [version, setVersion] = useState('');
  const [installMode, setInstallMode] = useState<'forced' | 'reminder'>('forced');
  const [startupMode, setStartupMode] = useState<'auto' | 'manual' | 'kiosk'>('auto');
  const list = useQuery({
    queryKey: ['deviceApps', serialNum],
    queryFn: ({ signal }) => undescribed<AppRow[]>(callOperation('deviceAppList', { serialNum }, { signal })),
    refetchInterval: (q) => ((q.state.data ?? []).some((r) => MOVING.has(r.state)) ? 3000 : false),
  });
  const canPush = can('appInstall.push');
  const enumOptions = <V extends string>(group: string, values: readonly V[]) => values.map((v) => ({ value: v, label: translate(`enum.${group}.${v}`) }));
  const apps = useQuery({
    queryKey: ['installableApps'],
    queryFn: ({ signal }) =>
      undescribed<{ list: AppChoice[] }>(callOperation('appBasePageList', { pageNum: 1, pageSize: 100, sort: { field: 'name', order: 'asc' } }, { signal })),
    enabled: canPush,
  });
  const versions = useQuery({
    queryKey: ['installableVersions', appId],
    queryFn:
      appId === ''
        ? skipToken
        : ({ signal }) => undescribed<{ list: VersionChoice[] }>(callOperation('appPackagePageByVersion', { appId, pageNum: 1, pageSize: 100 }, { signal })),
    enabled: canPush && appId !== '',
  });
  const history = useQuery({
    queryKey: ['deviceAppHistory', serialNum],
    queryFn: ({ signal }) =>
      undescribed<{ list: HistoryRow[]; total: number }>(callOperation('appInstallHistory', { serialNum, pageNum: 1, pageSize: 20 }, { signal })),
    enabled: can('appInstall.view'),
  });
  const reinstall = useMutation({
    mutationFn: (historyId: number) => undescribed<{ warning: string | null }>(callOperation('appReinstallFromHistory', { serialNum, historyId })),
    onSuccess: async (answer) => {
      // the server's own words when the device loses the app's data (an older version on Android)
      notify(answer.warning ?? `${S}.sent`, { type: answer.warning ? 'warning' : 'success' });
      await Promise.all([list.refetch(), history.refetch()]);
    },
    onError: (e) => notifyFailure(e),
  });
  const cancel = useMutation({
    mutationFn: (appId: number) => callOperation('appCancelDeviceCommand', { serialNum, appId }),
    onSuccess: async () => {
      notify(`${S}.done`, { type: 'success' });
      await list.refetch();
    },
    onError: (e) => notifyFailure(e),
  });
  const push = useMutation({
    mutationFn: (p: { call: 'appInstall' | 'appUninstall'; body: Record<string, unknown> }) => callDeclared(p.call, { ...p.body, serialNums: [serialNum] }),
    onSuccess: async () => {
      notify(`${S}.sent`, { type: 'success' });
      await list.refetch();
    },
    onError: (e) => notifyFailure(e),
  });
  return (
    <>
      <Section
        title={t('deviceApps')}
        level={2}
        actions={
          <Button size="small" onClick={() => void list.refetch()}>
            {t('refresh')}
          </Button>
        }
      >
        <CallState query={list} />
        {list.data && (
          <DataTable<AppRow>
            label={t('deviceApps')}
            rows={list.data}
            rowKey={(r) => r.packageName}
            empty={t('noApps')}
            columns={[
              { key: 'packageName', header: t('apkPackage'), render: (r) => r.packageName },
              { key: 'version', header: t('reportedVersion'), render: (r) => r.version ?? '—' },
              { key: 'targetVersion', header: t('targetVersion'), render: (r) => r.targetVersion ?? '—' },
              {
                key: 'state',
                header: t('valid'),
                render: (r) => <InstallStateChip state={r.state} />,
              },
              {
                key: 'modes',
                header: t('modes'),
                render: (r) => (
                  <Stack direction="row" spacing={0.5} alignItems="center">
                    {r.appId === null ? (
                      <>
                        {r.kiosk && <Chip size="small" variant="outlined" label={t('kioskApp')} />}
                        {r.autoStart && <Chip size="small" variant="outlined" label={t('autoStartApp')} />}
                      </>
                    ) : (
                      <AppModeToggles
                        serialNum={serialNum}
                        app={{ appId: r.appId, packageName: r.packageName, kiosk: Boolean(r.kiosk), autoStart: Boolean(r.autoStart) }}
                        canPush={canPush}
                        onChanged={() => list.refetch()}
                      />
                    )}
                    {(r.flags ?? []).map((f) => (
                      <Chip key={f} size="small" color="error" label={t(`flag_${f}`)} />
                    ))}
                  </Stack>
                ),
              },
              ...(canPush
                ? [
                    {
                      key: 'action',
                      header: t('action'),
                      render: (r: AppRow) => (
                        <Stack direction="row" spacing={0.5}>
                          {r.appId !== null && r.version !== null && (
                            <Button size="small" color="warning" onClick={() => push.mutate({ call: 'appUninstall', body: { appId: r.appId } })}>
                              {t('uninstall')}
                            </Button>
                          )}
                          {r.appId !== null && MOVING.has(r.state) && (
                            <Button size="small" onClick={() => cancel.mutate(r.appId!)}>
                              {t('cancelCommand')}
                            </Button>
                          )}
                        </Stack>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Section>
      {history.data && (
        <Section title={t('history')} level={2}>
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('downgradeWarning')}
          </Alert>
          <DataTable<HistoryRow>
            label={t('history')}
            rows={history.data.list}
            rowKey={(h) => h.id}
            empty={t('noHistory')}
            columns={[
              { key: 'appName', header: t('chooseApp'), render: (h) => h.appName },
              { key: 'op', header: t('op'), render: (h) => t(h.op === 'install' ? 'install' : 'uninstall') },
              { key: 'version', header: t('targetVersion'), render: (h) => h.version ?? '—' },
              {
                key: 'state',
                header: t('state'),
                render: (h) => <InstallStateChip state={h.state} />,
              },
              { key: 'createdAt', header: t('sentAt'), render: (h) => <DateTimeText value={h.createdAt} /> },
              ...(canPush
                ? [
                    {
                      key: 'action',
                      header: t('action'),
                      render: (h: HistoryRow) =>
                        h.op === 'install' ? (
                          <Button size="small" onClick={() => reinstall.mutate(h.id)}>
                            {t('reinstall', { version: h.version })}
                          </Button>
                        ) : null,
                    },
                  ]
                : []),
            ]}
          />
        </Section>
      )}
      {canPush && (
        <Section title={t('installTitle')} level={2}>
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
            <Choice
              label={t('chooseApp')}
              minWidth={220}
              value={appId}
              options={(apps.data?.list ?? []).map((a) => ({ value: a.id, label: `${a.name} (${translate(`enum.appPlatform.${a.platform}`)})` }))}
              onChange={(v) => {
                setAppId(Number(v));
                setVersion('');
              }}
            />
            <Choice
              label={t('chooseVersion')}
              minWidth={160}
              value={version}
              options={(versions.data?.list ?? []).filter((v) => v.valid === 1).map((v) => ({ value: v.version, label: v.version }))}
              onChange={setVersion}
              disabled={appId === ''}
            />
            <Choice
              label={t('installMode')}
              minWidth={140}
              value={installMode}
              options={enumOptions('appInstallMode', ['forced', 'reminder'] as const)}
              onChange={setInstallMode}
            />
            <Choice
              label={t('startupMode')}
              minWidth={140}
              value={startupMode}
              options={enumOptions('appStartupMode', ['auto', 'manual', 'kiosk'] as const)}
              onChange={setStartupMode}
            />
            <Button
              variant="contained"
              disabled={appId === '' || !version || push.isPending}
              onClick={() => push.mutate({ call: 'appInstall', body: { appId, version, installMode, startupMode } })}
            >
              {t('install')}
            </Button>
          </Stack>
        </Section>
      )}
    </>
  );
}

export default DeviceAppsTab;
