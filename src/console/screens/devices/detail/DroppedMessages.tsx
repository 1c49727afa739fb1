/** The device's dropped messages (too large, not JSON, not as the protocol says, answering no push): how many are kept and the latest, paged (`/device/message/dropped`). */
import { useTranslate } from 'ra-core';
import { DateTimeText } from '../../../crud/fields';
import { MONO, useDeviceCall } from './parts';
import { CallState } from '../../../ui/CallState';
import { Empty } from '../../../ui/Empty';
import { Pager, usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';
import { ValueTable } from '../../../ui/ValueTable';

interface Dropped {
  id: number;
  topic: string;
  reason: string;
  size: number;
  excerpt: string;
  receivedAt: string;
}

export function DroppedMessages({ serialNum }: { serialNum: string }) {
  const translate = useTranslate();
  const paging = usePaging();
  const dropped = useDeviceCall<{ list: Dropped[]; total: number }>('deviceDroppedMessages', { serialNum, pageNum: paging.page, pageSize: paging.size });
  const f = (key: string, args?: Record<string, unknown>) => translate(`screens.devices.detail.messages.${key}`, args);
  const rows = dropped.data?.list ?? [];
  const total = dropped.data?.total ?? 0;
  return (
    <Section id="device-dropped-heading" title={dropped.data ? f('droppedCount', { smart_count: total }) : f('dropped')}>
      <CallState query={dropped} />
      {dropped.data && rows.length === 0 ? (
        <Empty>{f('noDropped')}</Empty>
      ) : (
        <>
          <ValueTable
            labelledBy="device-dropped-heading"
            rows={rows}
            rowKey={(x) => x.id}
            columns={[
              { label: f('receivedAt'), value: (x) => <DateTimeText value={x.receivedAt} /> },
              { label: f('topic'), value: (x) => x.topic, sx: MONO },
              { label: f('reason'), value: (x) => f(`reasons.${x.reason}`, { _: x.reason }) },
              { label: f('size'), value: (x) => x.size.toLocaleString(), align: 'right' },
              { label: f('excerpt'), value: (x) => x.excerpt, sx: { ...MONO, maxWidth: 360 } },
            ]}
          />
          <Pager total={total} paging={paging} />
        </>
      )}
    </Section>
  );
}
