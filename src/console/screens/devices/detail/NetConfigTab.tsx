/**
 * Net-config history (spec document 1 §7 device detail; document 2 §7 POST
 * /device/netConfigRecord/getBySerialNum/{serialNum}): the network configurations the device applied,
 * newest first, paged by the server, with their result.
 */
import { useTranslate } from 'ra-core';
import Chip from '@mui/material/Chip';
import type { DeviceTabProps } from './tabs';
import { useNetworkText } from './SignalTab';
import { DateTimeText, EMPTY, T, useTelemetry } from './telemetryParts';
import { usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';
import { PagedTable } from '../../../ui/PagedTable';

export interface NetConfigRecord {
  id: number;
  at: string;
  mode: string;
  ssid: string | null;
  result: string;
  message: string | null;
}

export function NetConfigTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const networkType = useNetworkText();
  const paging = usePaging();
  const records = useTelemetry<{ list: NetConfigRecord[]; total: number }>('deviceNetConfigRecords', {
    serialNum: device.serialNum,
    pageNum: paging.page,
    pageSize: paging.size,
  });
  const column = (k: string) => translate(`${T}.netConfig.${k}`);

  return (
    <Section id="telemetry-net-config" title={translate(`${T}.netConfig.title`)}>
      <PagedTable<NetConfigRecord>
        query={records}
        paging={paging}
        label={translate(`${T}.netConfig.title`)}
        rowKey={(r) => r.id}
        empty={translate(`${T}.netConfig.empty`)}
        columns={[
          { key: 'at', header: column('at'), render: (r) => <DateTimeText value={r.at} /> },
          { key: 'mode', header: column('mode'), render: (r) => networkType(r.mode) },
          { key: 'ssid', header: column('ssid'), render: (r) => r.ssid || EMPTY },
          {
            key: 'result',
            header: column('result'),
            render: (r) => (
              <Chip
                size="small"
                variant={r.result === 'ok' ? 'filled' : 'outlined'}
                color={r.result === 'ok' ? 'success' : 'error'}
                label={translate(`${T}.netConfig.results.${r.result}`, { _: r.result })}
              />
            ),
          },
          { key: 'message', header: column('message'), render: (r) => r.message || EMPTY },
        ]}
      />
    </Section>
  );
}

export default NetConfigTab;
