/** Device info tab: the device's own facts as `/device/get` answers them, the secret masked. */
import { useTranslate } from 'ra-core';
import { DateTimeText, StatusChip } from '../../../crud/fields';
import { InfoGrid } from '../../../ui/InfoGrid';
import type { DeviceTabProps } from './tabs';
import { OnlineChip, OrgText, type OrgRef } from './parts';
import { SecretField } from './SecretField';
import { Section } from '../../../ui/Section';

interface Product {
  name?: string;
  model?: string;
  brand?: string;
  type?: string;
  productKey?: string;
}

export function InfoTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const d: Record<string, unknown> = device;
  const product = (device.product ?? {}) as Product;
  const f = (key: string) => translate(`screens.devices.detail.info.${key}`);
  const text = (v: unknown) => (v === undefined || v === null || v === '' ? '—' : String(v));
  const reason = device.lastOfflineReason as string | null | undefined;
  return (
    <Section id="device-info-heading" title={translate('screens.devices.detail.tabs.info')}>
      <InfoGrid
        columns={3}
        items={[
          { label: f('serialNum'), value: device.serialNum },
          { label: f('name'), value: text(d.name) },
          { label: f('alias'), value: text(d.alias) },
          { label: f('controlNumber'), value: text(d.controlNumber) },
          { label: f('product'), value: text(product.name) },
          { label: f('model'), value: text(product.model) },
          { label: f('brand'), value: text(product.brand) },
          { label: f('productType'), value: product.type ? translate(`enum.productType.${product.type}`, { _: product.type }) : '—' },
          { label: f('productKey'), value: text(product.productKey) },
          { label: f('organisation'), value: <OrgText org={device.organisation as OrgRef | null} /> },
          { label: f('provider'), value: <OrgText org={device.provider as OrgRef | null} /> },
          { label: f('boundAt'), value: <DateTimeText value={device.boundAt} /> },
          { label: f('status'), value: <StatusChip value={device.status} /> },
          { label: f('online'), value: <OnlineChip online={device.online as boolean | undefined} /> },
          { label: f('lastLoginAt'), value: <DateTimeText value={device.lastLoginAt} /> },
          { label: f('lastOfflineAt'), value: <DateTimeText value={device.lastOfflineAt} /> },
          { label: f('lastOfflineReason'), value: reason ? translate(`screens.devices.detail.connections.reasons.${reason}`, { _: reason }) : '—' },
          { label: f('signal'), value: text(d.signal) },
          { label: f('temperature'), value: d.temperature === null || d.temperature === undefined ? '—' : `${d.temperature} ℃` },
          { label: f('secret'), value: <SecretField serialNum={device.serialNum} /> },
        ]}
      />
    </Section>
  );
}

export default InfoTab;
