/** The device detail's header: serial number, name and alias, online or not, and its model. */
import { useTranslate } from 'ra-core';
import Paper from '@mui/material/Paper';
import { InfoGrid } from '../../../ui/InfoGrid';
import type { DeviceTabProps } from './tabs';
import { OnlineChip } from './parts';

interface Product {
  name?: string;
  model?: string;
}

export function DeviceHeader({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const product = (device.product ?? {}) as Product;
  const f = (key: string) => translate(`screens.devices.detail.info.${key}`);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={translate('screens.devices.detail.header')}>
      <InfoGrid
        columns={5}
        items={[
          { label: f('serialNum'), value: device.serialNum },
          { label: f('name'), value: (device.name as string) || '—' },
          { label: f('alias'), value: (device.alias as string) || '—' },
          { label: f('online'), value: <OnlineChip online={device.online as boolean | undefined} /> },
          { label: f('model'), value: product.model || '—' },
        ]}
      />
    </Paper>
  );
}
