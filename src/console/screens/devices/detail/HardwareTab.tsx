/**
 * Hardware info (spec document 1 §7 device detail): the hardware the device reported last
 * (POST /device/telemetry/hardware): board, firmware, app version, IMEI, ICCID, MAC address.
 */
import { useTranslate } from 'ra-core';
import { InfoGrid } from '../../../ui/InfoGrid';
import type { DeviceTabProps } from './tabs';
import { DateTimeText, EMPTY, T, useTelemetry } from './telemetryParts';
import { CallState } from '../../../ui/CallState';
import { Empty } from '../../../ui/Empty';
import { Section } from '../../../ui/Section';

export interface Hardware {
  board?: string;
  firmware?: string;
  appVersion?: string;
  imei?: string;
  iccid?: string;
  mac?: string;
  at: string;
}

const FIELDS = ['board', 'firmware', 'appVersion', 'imei', 'iccid', 'mac'] as const;

export function HardwareTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const hardware = useTelemetry<Hardware | null>('deviceHardware', { serialNum: device.serialNum });
  const data = hardware.data;

  return (
    <Section id="telemetry-hardware" title={translate(`${T}.hardware.title`)}>
      <CallState query={hardware} />
      {hardware.isSuccess && !data && <Empty>{translate(`${T}.hardware.empty`)}</Empty>}
      {data && (
        <InfoGrid
          columns={3}
          items={[
            ...FIELDS.map((k) => ({ label: translate(`${T}.hardware.${k}`), value: data[k] || EMPTY })),
            { label: translate(`${T}.hardware.at`), value: <DateTimeText value={data.at} /> },
          ]}
        />
      )}
    </Section>
  );
}

export default HardwareTab;
