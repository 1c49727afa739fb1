/**
 * Installing a version of an app on many devices at once (deviceInstallConfig/install/1, issue 28): the
 * install and startup modes, then the devices with the one targeting control (a filter or devices picked by
 * search, resolved by the server to the caller's devices, at most 100) and "Send to N devices?" before the
 * install leaves. A single device installs from its own page (DeviceAppsTab).
 */
import { useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { useMutation } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { callDeclared } from '../../providers/http';
import { useNotifyFailure } from '../../providers/failure';
import { TargetDialog } from '../../ui/DeviceTargets';

const S = 'appScreens';
/** The install call takes at most this many devices (schemas/apps/install.schema.json serialNums). */
const INSTALL_MAX_DEVICES = 100;
const INSTALL_MODES = ['forced', 'reminder'] as const;
const STARTUP_MODES = ['auto', 'manual', 'kiosk'] as const;

function ModeChoice<V extends string>({
  label,
  group,
  values,
  value,
  onChange,
}: {
  label: string;
  group: string;
  values: readonly V[];
  value: V;
  onChange: (v: V) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value as V)} sx={{ minWidth: 180 }}>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {translate(`enum.${group}.${v}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function AppInstallDialog({ appId, version, onClose }: { appId: number; version: string | undefined; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const t = (k: string, o?: Record<string, unknown>) => translate(`${S}.${k}`, o);
  const [installMode, setInstallMode] = useState<(typeof INSTALL_MODES)[number]>('forced');
  const [startupMode, setStartupMode] = useState<(typeof STARTUP_MODES)[number]>('auto');
  const install = useMutation({
    mutationFn: (serialNums: string[]) => callDeclared('appInstall', { appId, version, installMode, startupMode, serialNums }),
    onSuccess: (_, serialNums) => notify(`${S}.installSent`, { type: 'success', messageArgs: { smart_count: serialNums.length } }),
    onError: notifyFailure,
  });
  return (
    <TargetDialog
      open={version !== undefined}
      title={t('installOnDevices', { version })}
      max={INSTALL_MAX_DEVICES}
      sendLabel={t('install')}
      onSend={(r) => install.mutateAsync(r.serialNums)}
      onClose={onClose}
    >
      <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" sx={{ mb: 2, pt: 1 }}>
        <ModeChoice label={t('installMode')} group="appInstallMode" values={INSTALL_MODES} value={installMode} onChange={setInstallMode} />
        <ModeChoice label={t('startupMode')} group="appStartupMode" values={STARTUP_MODES} value={startupMode} onChange={setStartupMode} />
      </Stack>
    </TargetDialog>
  );
}
