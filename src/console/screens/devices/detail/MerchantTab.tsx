/** Merchant info tab: the merchant, store and service provider of the device and its organisation chain (`/device/merchant/getBySerialNum`). */
import { useTranslate } from 'ra-core';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { DateTimeText } from '../../../crud/fields';
import { InfoGrid } from '../../../ui/InfoGrid';
import type { DeviceTabProps } from './tabs';
import { OrgText, useDeviceCall, type OrgRef } from './parts';
import { CallState } from '../../../ui/CallState';
import { Empty } from '../../../ui/Empty';
import { Section } from '../../../ui/Section';

interface MerchantInfo {
  organisation: OrgRef | null;
  merchant: OrgRef | null;
  store: OrgRef | null;
  provider: OrgRef | null;
  boundAt: string | null;
  chain: OrgRef[];
}

export function MerchantTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const info = useDeviceCall<MerchantInfo>('deviceMerchantInformation', { serialNum: device.serialNum });
  const f = (key: string) => translate(`screens.devices.detail.merchant.${key}`);
  const m = info.data;
  return (
    <Section id="device-merchant-heading" title={translate('screens.devices.detail.tabs.merchant')}>
      <CallState query={info} />
      {m && !m.organisation && <Empty>{f('none')}</Empty>}
      {m && m.organisation && (
        <>
          <InfoGrid
            columns={3}
            items={[
              { label: f('merchant'), value: <OrgText org={m.merchant} /> },
              { label: f('store'), value: <OrgText org={m.store} /> },
              { label: f('provider'), value: <OrgText org={m.provider} /> },
              { label: translate('screens.devices.detail.info.organisation'), value: <OrgText org={m.organisation} /> },
              { label: translate('screens.devices.detail.info.boundAt'), value: <DateTimeText value={m.boundAt} /> },
            ]}
          />
          <Typography component="h4" variant="caption" color="text.secondary" sx={{ mt: 2, display: 'block' }}>
            {f('chain')}
          </Typography>
          <Breadcrumbs aria-label={f('chain')}>
            {m.chain.map((o) => (
              <Typography key={o.id} variant="body2" component="span">
                {o.name}
              </Typography>
            ))}
          </Breadcrumbs>
        </>
      )}
    </Section>
  );
}

export default MerchantTab;
