/** Activation info tab: whether and when the device was activated, where, and of which product (`/pos/device/getActivateInfo`). */
import { useTranslate } from 'ra-core';
import { DateTimeText } from '../../../crud/fields';
import { InfoGrid } from '../../../ui/InfoGrid';
import type { DeviceTabProps } from './tabs';
import { PlaceText, useDeviceCall, type Place } from './parts';
import { CallState } from '../../../ui/CallState';
import { Empty } from '../../../ui/Empty';
import { Section } from '../../../ui/Section';

interface ActivateInfo {
  activated: boolean;
  activatedAt: string | null;
  activationLocation: Place | null;
  productKey: string;
  productName: string;
  model: string;
  productType: string;
  orgName: string | null;
  boundAt: string | null;
}

export function ActiveTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const info = useDeviceCall<ActivateInfo>('posGetActivateInfo', { serialNum: device.serialNum });
  const f = (key: string) => translate(`screens.devices.detail.active.${key}`);
  const a = info.data;
  return (
    <Section id="device-active-heading" title={translate('screens.devices.detail.tabs.active')}>
      <CallState query={info} />
      {a && !a.activated && <Empty>{f('none')}</Empty>}
      {a && (
        <InfoGrid
          columns={3}
          items={[
            { label: f('activated'), value: translate(`enum.deviceActivated.${a.activated}`) },
            { label: f('activatedAt'), value: <DateTimeText value={a.activatedAt} /> },
            { label: f('activationLocation'), value: <PlaceText value={a.activationLocation} /> },
            { label: f('productKey'), value: a.productKey },
            { label: translate('screens.devices.detail.info.product'), value: a.productName },
            { label: translate('screens.devices.detail.info.model'), value: a.model || '—' },
            { label: translate('screens.devices.detail.info.organisation'), value: a.orgName ?? '—' },
            { label: translate('screens.devices.detail.info.boundAt'), value: <DateTimeText value={a.boundAt} /> },
          ]}
        />
      )}
    </Section>
  );
}

export default ActiveTab;
