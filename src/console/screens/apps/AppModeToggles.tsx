/**
 * Kiosk mode and auto-start of one app on one device (customerStatus/appKioskMode, appAutoStart): two switches
 * showing what the server records, each turned after a confirmation and shown again from the server's answer
 * (the device's app list is read again). The server's refusal (not an Android app, not on the kiosk-mode
 * whitelist, no device link) is shown as it words it; a user without the install code sees the switches
 * disabled, saying which right they need.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { callOperation } from '../../providers/http';
import { useNotifyFailure } from '../../providers/failure';
import { ConfirmDialog } from '../../shell/Modal';

type Mode = 'kiosk' | 'autoStart';
const CALLS = { kiosk: 'appKioskMode', autoStart: 'appAutoStart' } as const;
const S = 'appStore';

export function AppModeToggles({
  serialNum,
  app,
  canPush,
  onChanged,
}: {
  serialNum: string;
  app: { appId: number; packageName: string; kiosk: boolean; autoStart: boolean };
  canPush: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const t = (k: string, o?: Record<string, unknown>) => translate(`${S}.${k}`, o);
  const [asking, setAsking] = useState<{ mode: Mode; on: boolean }>();
  const change = useMutation({
    mutationFn: ({ mode, on }: { mode: Mode; on: boolean }) => callOperation(CALLS[mode], { appId: app.appId, serialNums: [serialNum], status: on ? 1 : 0 }),
    onSuccess: async (_answer, { mode, on }) => {
      notify(`${S}.${mode}${on ? 'On' : 'Off'}Sent`, { type: 'success' });
      await onChanged();
    },
    onError: (e) => notifyFailure(e),
    onSettled: () => setAsking(undefined),
  });
  const toggle = (mode: Mode) => {
    const label = t(mode);
    const control = (
      <FormControlLabel
        sx={{ mr: 1, whiteSpace: 'nowrap' }}
        label={label}
        disabled={!canPush || change.isPending}
        control={<Switch size="small" checked={app[mode]} onChange={(e) => setAsking({ mode, on: e.target.checked })} />}
      />
    );
    // a disabled control gets no pointer events: the tooltip sits on a wrapper
    return canPush ? (
      <span key={mode}>{control}</span>
    ) : (
      <Tooltip key={mode} title={t('needPush')}>
        <span>{control}</span>
      </Tooltip>
    );
  };
  return (
    <>
      {toggle('kiosk')}
      {toggle('autoStart')}
      <ConfirmDialog
        open={asking !== undefined}
        loading={change.isPending}
        title={asking ? t(asking.mode) : undefined}
        content={asking ? t(`${asking.mode}${asking.on ? 'On' : 'Off'}Confirm`, { app: app.packageName, serialNum }) : ''}
        onConfirm={() => asking && change.mutate(asking)}
        onCancel={() => setAsking(undefined)}
      />
    </>
  );
}
