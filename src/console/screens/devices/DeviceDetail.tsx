/**
 * One device (spec document 1 §2 Device detail tabs; document 2 §7 Devices): a header with its serial
 * number, name and alias, presence and model, then its tabs (detail/tabs.ts) — only those the user may
 * see, each loaded when chosen, the chosen one kept in the address (`?tab=key`) so a reload or a shared
 * link opens it again. Holders of device.push can send the device a command from here.
 */
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListButton } from 'react-admin';
import { useShowController, useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import SendIcon from '@mui/icons-material/Send';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { failureMessage } from '../../providers/failure';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { DEVICE_TABS, type DeviceTabProps } from './detail/tabs';
import { DeviceHeader } from './detail/DeviceHeader';
import { PushCommandDialog } from './detail/PushCommandDialog';

export type DeviceRecord = DeviceTabProps['device'] & { id: string | number };

export function DeviceDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  const { record, isPending, error } = useShowController<DeviceRecord>({
    resource: declaration.name,
    // a device that cannot be read is said so here (not react-admin's redirect to the list)
    queryOptions: { onError: () => undefined },
  });
  const [params, setParams] = useSearchParams();
  const [pushing, setPushing] = useState(false);
  const tabs = DEVICE_TABS.filter((t) => can(t.permission ?? declaration.permissions.view));
  const asked = params.get('tab');
  const current = tabs.find((t) => t.key === asked) ?? tabs[0];

  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        <AlertTitle>{translate('screens.devices.detail.loadFailed')}</AlertTitle>
        {failureMessage(error, translate)}
      </Alert>
    );
  if (isPending || !record) return <LinearProgress sx={{ m: 2 }} aria-label={translate('app.loading')} />;

  const choose = (key: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  const Panel = current?.component;

  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading
        actions={
          <>
            {can(declaration.permissions.push) && (
              <Button variant="contained" startIcon={<SendIcon />} onClick={() => setPushing(true)}>
                {translate('screens.devices.detail.push.action')}
              </Button>
            )}
            <ListButton resource={declaration.name} label="screens.devices.detail.back" />
          </>
        }
      >
        {translate('screens.devices.detail.heading', { serialNum: record.serialNum })}
      </ScreenHeading>
      <DeviceHeader device={record} />

      {current && Panel && (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
            <Tabs
              value={current.key}
              onChange={(_, key: string) => choose(key)}
              aria-label={translate('screens.devices.detail.title')}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
            >
              {tabs.map((t) => (
                <Tab key={t.key} value={t.key} label={translate(t.label)} id={`device-tab-${t.key}`} aria-controls={`device-tabpanel-${t.key}`} />
              ))}
            </Tabs>
          </Box>
          <Box role="tabpanel" id={`device-tabpanel-${current.key}`} aria-labelledby={`device-tab-${current.key}`}>
            <Suspense fallback={<LinearProgress aria-label={translate('app.loading')} />}>
              <Panel key={current.key} device={record} />
            </Suspense>
          </Box>
        </>
      )}
      {pushing && <PushCommandDialog serialNum={record.serialNum} onClose={() => setPushing(false)} />}
    </Box>
  );
}

export default DeviceDetail;
