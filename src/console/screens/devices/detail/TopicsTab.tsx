/** Topic list tab: the device's MQTT topics with direction, QoS, traffic and the last message; where devices connect; messages dropped in 30 days (`/device/topic`). */
import { useTranslate } from 'ra-core';
import { DateTimeText } from '../../../crud/fields';
import { InfoGrid } from '../../../ui/InfoGrid';
import type { DeviceTabProps } from './tabs';
import { MONO, OnlineChip, useDeviceCall } from './parts';
import { CallState } from '../../../ui/CallState';
import { Section } from '../../../ui/Section';
import { ValueTable } from '../../../ui/ValueTable';

interface Topics {
  online: boolean;
  brokerUrl: string | null;
  dropped?: number;
  topics: { topic: string; channel: string; direction: 'up' | 'down'; qos: number; messageCount: number; lastAt: string | null }[];
}

export function TopicsTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const topics = useDeviceCall<Topics>('deviceTopic', { serialNum: device.serialNum });
  const f = (key: string) => translate(`screens.devices.detail.topics.${key}`);
  const t = topics.data;
  return (
    <Section id="device-topics-heading" title={translate('screens.devices.detail.tabs.topics')}>
      <CallState query={topics} />
      {t && (
        <>
          <InfoGrid
            columns={3}
            items={[
              { label: translate('screens.devices.detail.info.online'), value: <OnlineChip online={t.online} /> },
              { label: f('brokerUrl'), value: t.brokerUrl ?? f('linkOff') },
              { label: f('dropped'), value: (t.dropped ?? 0).toLocaleString() },
            ]}
          />
          <ValueTable
            labelledBy="device-topics-heading"
            sx={{ mt: 2 }}
            rows={t.topics}
            rowKey={(row) => row.topic}
            columns={[
              { label: f('topic'), value: (row) => row.topic, sx: MONO },
              { label: f('direction'), value: (row) => f(`directions.${row.direction}`) },
              { label: f('qos'), value: (row) => row.qos },
              { label: f('messageCount'), value: (row) => row.messageCount.toLocaleString(), align: 'right' },
              { label: f('lastAt'), value: (row) => <DateTimeText value={row.lastAt} /> },
            ]}
          />
        </>
      )}
    </Section>
  );
}

export default TopicsTab;
