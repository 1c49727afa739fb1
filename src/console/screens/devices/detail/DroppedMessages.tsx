/** The device's dropped messages (too large, not JSON, not as the protocol says, answering no push): how many are kept and the latest, paged (`/device/message/dropped`). */
import { useTranslate } from 'ra-core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DateTimeText } from '../../../crud/fields';
import { useDeviceCall } from './parts';
import { CallState } from '../../../ui/CallState';
import { Empty } from '../../../ui/Empty';
import { Pager, usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';

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
          <Table size="small" aria-labelledby="device-dropped-heading">
            <TableHead>
              <TableRow>
                <TableCell>{f('receivedAt')}</TableCell>
                <TableCell>{f('topic')}</TableCell>
                <TableCell>{f('reason')}</TableCell>
                <TableCell align="right">{f('size')}</TableCell>
                <TableCell>{f('excerpt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((x) => (
                <TableRow key={x.id}>
                  <TableCell>
                    <DateTimeText value={x.receivedAt} />
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{x.topic}</TableCell>
                  <TableCell>{f(`reasons.${x.reason}`, { _: x.reason })}</TableCell>
                  <TableCell align="right">{x.size.toLocaleString()}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', maxWidth: 360 }}>{x.excerpt}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager total={total} paging={paging} />
        </>
      )}
    </Section>
  );
}
