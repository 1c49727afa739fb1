/** Topic list tab: the device's MQTT topics with direction, QoS, traffic and the last message; where devices connect; messages dropped in 30 days (`/device/topic`). */
import { useTranslate } from 'ra-core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DateTimeText } from '../../../crud/fields';
import { InfoGrid } from '../../../ui/InfoGrid';
import type { DeviceTabProps } from './tabs';
import { OnlineChip, useDeviceCall } from './parts';
import { CallState } from '../../../ui/CallState';
import { Section } from '../../../ui/Section';

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
          <Table size="small" aria-labelledby="device-topics-heading" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{f('topic')}</TableCell>
                <TableCell>{f('direction')}</TableCell>
                <TableCell>{f('qos')}</TableCell>
                <TableCell align="right">{f('messageCount')}</TableCell>
                <TableCell>{f('lastAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {t.topics.map((row) => (
                <TableRow key={row.topic}>
                  <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{row.topic}</TableCell>
                  <TableCell>{f(`directions.${row.direction}`)}</TableCell>
                  <TableCell>{row.qos}</TableCell>
                  <TableCell align="right">{row.messageCount.toLocaleString()}</TableCell>
                  <TableCell>
                    <DateTimeText value={row.lastAt} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Section>
  );
}

export default TopicsTab;
