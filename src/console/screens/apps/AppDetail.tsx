/**
 * One app of the app centre (appBase/getDetail): its record, listing on and off the shelf after a confirmation
 * (customerStatus/appUppLower), its versions newest first with their packages
 * (packages/pageListByAppIdGroupByVersion), each version pack and package made usable or invalid
 * (batchUpdatePackagesByAppVersion, packages/update), and a new package: the file is uploaded first
 * (packages/upload: the server reads its format, and an APK's package and version), then saved for a version
 * (packages/save). Every rule is the server's; its refusal is shown as it words it.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useShowController, useTranslate, type RaRecord } from 'ra-core';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { DateTimeText, renderValue } from '../../crud/fields';
import { callDeclared, callOperation, undescribed } from '../../providers/http';
import { useNotifyFailure } from '../../providers/failure';
import { CallState } from '../../ui/CallState';
import { DataTable } from '../../ui/DataTable';
import { DetailFrame, RecordState } from '../../ui/DetailFrame';
import { InfoGrid } from '../../ui/InfoGrid';
import { Pager } from '../../ui/Pager';
import { Section } from '../../ui/Section';
import { ConfirmDialog } from '../../shell/Modal';
import { VERSION_PATTERN } from '../../../domain/apps';
import { useDetailList } from './appParts';
import { AppInstallDialog } from './AppInstallDialog';

interface AppRecord extends RaRecord {
  id: number;
  name: string;
  platform: string;
  type: string;
  packageName: string;
  classify: string;
  intro: string | null;
  shelf: number;
  versionCount: number;
  latestVersion: string | null;
  orgName: string;
  createdAt: string;
}

interface PackageRow {
  id: number;
  version: string;
  packageType: string;
  baseVersion: string | null;
  format: string;
  versionCode: number | null;
  md5: string;
  size: number;
  signed: boolean;
  encrypted: boolean;
  valid: number;
}

interface VersionRow {
  version: string;
  note: string | null;
  valid: number;
  createdAt: string;
  packages: PackageRow[];
}

interface Uploaded {
  fileKey: string;
  md5: string;
  size: number;
  format: string;
  packageName: string | null;
  versionName: string | null;
  versionCode: number | null;
}

const S = 'appScreens';

/** The new-package form: upload a file, then save it for a version. */
function NewPackage({ appId, onSaved }: { appId: number; onSaved: () => Promise<unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const t = (k: string, o?: Record<string, unknown>) => translate(`${S}.${k}`, o);
  const [uploaded, setUploaded] = useState<Uploaded>();
  const [version, setVersion] = useState('');
  const [note, setNote] = useState('');
  const [packageType, setPackageType] = useState<'full' | 'differential'>('full');
  const [baseVersion, setBaseVersion] = useState('');
  const [signed, setSigned] = useState(false);
  const [encrypted, setEncrypted] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => undescribed<Uploaded>(callOperation('appPackageUpload', { file }, { report: false })),
    onSuccess: (u) => {
      setUploaded(u);
      if (u.versionName && VERSION_PATTERN.test(u.versionName)) setVersion(u.versionName);
    },
    onError: (e) => notifyFailure(e),
  });
  const save = useMutation({
    mutationFn: () =>
      callOperation('appPackageSave', {
        appId,
        version,
        packageType,
        fileKey: uploaded!.fileKey,
        md5: uploaded!.md5,
        signed,
        encrypted,
        ...(note ? { note } : {}),
        ...(packageType === 'differential' ? { baseVersion } : {}),
      }),
    onSuccess: async () => {
      notify(`${S}.saved`, { type: 'success' });
      setUploaded(undefined);
      setVersion('');
      setNote('');
      setBaseVersion('');
      await onSaved();
    },
    onError: (e) => notifyFailure(e),
  });
  const versionBad = version !== '' && !VERSION_PATTERN.test(version);
  const baseBad = packageType === 'differential' && !VERSION_PATTERN.test(baseVersion);
  return (
    <Section title={t('newPackage')} level={2}>
      <Stack spacing={2}>
        <Button component="label" variant="outlined" disabled={upload.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('chooseFile')}
          <input hidden type="file" aria-label={t('chooseFile')} onChange={(e) => e.target.files?.[0] && upload.mutate(e.target.files[0])} />
        </Button>
        {uploaded && (
          <>
            <InfoGrid
              columns={3}
              items={[
                { label: t('format'), value: uploaded.format.toUpperCase() },
                { label: t('size'), value: uploaded.size.toLocaleString() },
                { label: t('md5'), value: uploaded.md5 },
                { label: t('apkPackage'), value: uploaded.packageName ?? '—' },
                { label: t('apkVersionName'), value: uploaded.versionName ?? '—' },
                { label: t('apkVersionCode'), value: uploaded.versionCode ?? '—' },
              ]}
            />
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
              <TextField
                label={t('version')}
                required
                value={version}
                onChange={(e) => setVersion(e.target.value)}
                error={versionBad}
                helperText={versionBad ? translate('validation.appVersion') : ' '}
                size="small"
              />
              <TextField
                select
                label={t('packageType')}
                value={packageType}
                onChange={(e) => setPackageType(e.target.value as 'full' | 'differential')}
                size="small"
                sx={{ minWidth: 160 }}
              >
                <MenuItem value="full">{translate('enum.appPackageType.full')}</MenuItem>
                <MenuItem value="differential">{translate('enum.appPackageType.differential')}</MenuItem>
              </TextField>
              {packageType === 'differential' && (
                <TextField
                  label={t('baseVersion')}
                  required
                  value={baseVersion}
                  onChange={(e) => setBaseVersion(e.target.value)}
                  error={baseVersion !== '' && baseBad}
                  helperText={baseVersion !== '' && baseBad ? translate('validation.appVersion') : ' '}
                  size="small"
                />
              )}
            </Stack>
            <TextField
              label={t('note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              error={note.length > 500}
              helperText={note.length > 500 ? translate('validation.appVersionNote') : `${note.length} / 500`}
            />
            <Stack direction="row" spacing={2}>
              <FormControlLabel control={<Checkbox checked={signed} onChange={(e) => setSigned(e.target.checked)} />} label={t('signed')} />
              <FormControlLabel control={<Checkbox checked={encrypted} onChange={(e) => setEncrypted(e.target.checked)} />} label={t('encrypted')} />
            </Stack>
            <Button
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
              disabled={!version || versionBad || baseBad || note.length > 500 || save.isPending}
              onClick={() => save.mutate()}
            >
              {t('save')}
            </Button>
          </>
        )}
      </Stack>
    </Section>
  );
}

export function AppDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  const { record, isPending, error, refetch } = useShowController<AppRecord>({ resource: declaration.name });
  const [shelving, setShelving] = useState(false);
  const [installing, setInstalling] = useState<string>();
  const {
    paging,
    list: versions,
    reload,
    act,
  } = useDetailList({
    key: 'appVersions',
    id: record?.id,
    read: (appId, page, signal) => undescribed<{ list: VersionRow[]; total: number }>(callOperation('appPackagePageByVersion', { appId, ...page }, { signal })),
    refetch,
    call: ({ call, body }: { call: string; body: Record<string, unknown> }) => callDeclared(call, body),
  });
  if (error || isPending || !record) return <RecordState isPending={isPending} error={error} />;
  const field = (f: string) => translate(`resources.${declaration.name}.fields.${f}`);
  const t = (k: string, o?: Record<string, unknown>) => translate(`${S}.${k}`, o);
  const validChip = (valid: number) => <Chip size="small" color={valid ? 'success' : 'default'} label={translate(`enum.appValid.${valid}`)} />;
  const canUpdate = can(declaration.permissions.versionUpdate);
  const packages = (versions.data?.list ?? []).flatMap((v) => v.packages);
  return (
    <DetailFrame
      resource={declaration.name}
      title={record.name}
      actions={
        can(declaration.permissions.shelf) ? (
          <Button variant="outlined" onClick={() => setShelving(true)}>
            {t(record.shelf ? 'delist' : 'list')}
          </Button>
        ) : undefined
      }
    >
      <ConfirmDialog
        open={shelving}
        loading={act.isPending}
        title={t(record.shelf ? 'delist' : 'list')}
        content={translate(record.shelf ? 'appStore.confirmDelist' : 'appStore.confirmList', { name: record.name })}
        confirmLabel={t(record.shelf ? 'delist' : 'list')}
        confirmColor={record.shelf ? 'warning' : 'primary'}
        onConfirm={() => act.mutate({ call: 'appUppLower', body: { id: record.id, shelf: record.shelf ? 0 : 1 } }, { onSettled: () => setShelving(false) })}
        onCancel={() => setShelving(false)}
      />
      <Section title={t('app')} level={2}>
        <InfoGrid
          columns={3}
          items={[
            { label: field('platform'), value: translate(`enum.appPlatform.${record.platform}`) },
            { label: field('type'), value: translate(`enum.appType.${record.type}`) },
            { label: field('packageName'), value: record.packageName },
            { label: field('classify'), value: renderValue(declaration, { source: 'classify' }, record.classify) },
            { label: field('shelf'), value: translate(`enum.appShelf.${record.shelf}`) },
            { label: field('latestVersion'), value: record.latestVersion ?? '—' },
            { label: field('versionCount'), value: record.versionCount },
            { label: field('orgName'), value: record.orgName },
            { label: field('intro'), value: record.intro ?? '—' },
          ]}
        />
      </Section>
      <Section title={t('versions')} level={2}>
        <CallState query={versions} />
        {versions.data && (
          <>
            <DataTable<VersionRow>
              label={t('versions')}
              rows={versions.data.list}
              rowKey={(v) => v.version}
              empty={t('noVersions')}
              columns={[
                { key: 'version', header: t('version'), render: (v) => v.version },
                { key: 'note', header: t('note'), render: (v) => v.note ?? '—' },
                { key: 'packages', header: t('packages'), align: 'right', render: (v) => v.packages.length },
                { key: 'valid', header: t('valid'), render: (v) => validChip(v.valid) },
                { key: 'createdAt', header: t('createdAt'), render: (v) => <DateTimeText value={v.createdAt} /> },
                // a usable version goes to many devices through the targeting control (AppInstallDialog)
                ...(can(declaration.permissions.install)
                  ? [
                      {
                        key: 'install',
                        header: t('install'),
                        render: (v: VersionRow) =>
                          v.valid ? (
                            <Button size="small" onClick={() => setInstalling(v.version)}>
                              {t('installOnDevices', { version: v.version })}
                            </Button>
                          ) : null,
                      },
                    ]
                  : []),
                ...(canUpdate
                  ? [
                      {
                        key: 'action',
                        header: t('action'),
                        render: (v: VersionRow) => (
                          <Button
                            size="small"
                            onClick={() =>
                              act.mutate({ call: 'appPackageBatchUpdateByVersion', body: { appId: record.id, version: v.version, valid: v.valid ? 0 : 1 } })
                            }
                          >
                            {t(v.valid ? 'invalidateVersion' : 'validateVersion', { version: v.version })}
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            <Pager total={versions.data.total} paging={paging} />
            <AppInstallDialog appId={record.id} version={installing} onClose={() => setInstalling(undefined)} />
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {t('packages')}
            </Typography>
            <DataTable<PackageRow>
              label={t('packages')}
              rows={packages}
              rowKey={(p) => p.id}
              empty={t('noVersions')}
              columns={[
                { key: 'version', header: t('version'), render: (p) => p.version },
                {
                  key: 'type',
                  header: t('packageType'),
                  render: (p) => `${translate(`enum.appPackageType.${p.packageType}`)}${p.baseVersion ? ` ← ${p.baseVersion}` : ''}`,
                },
                { key: 'format', header: t('format'), render: (p) => p.format.toUpperCase() },
                { key: 'versionCode', header: t('apkVersionCode'), align: 'right', render: (p) => p.versionCode ?? '—' },
                { key: 'size', header: t('size'), align: 'right', render: (p) => p.size.toLocaleString() },
                { key: 'md5', header: t('md5'), render: (p) => <code>{p.md5}</code> },
                { key: 'valid', header: t('valid'), render: (p) => validChip(p.valid) },
                ...(canUpdate
                  ? [
                      {
                        key: 'action',
                        header: t('action'),
                        render: (p: PackageRow) => (
                          <Button size="small" onClick={() => act.mutate({ call: 'appPackageUpdate', body: { id: p.id, valid: p.valid ? 0 : 1 } })}>
                            {t(p.valid ? 'invalidatePackage' : 'validatePackage')}
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </>
        )}
      </Section>
      {can(declaration.permissions.packageSave) && <NewPackage appId={record.id} onSaved={reload} />}
    </DetailFrame>
  );
}

export default AppDetail;
