/** The pushes to a device, newest first, paged, each with its status and four stages; one opens its link flow (`/device/pushMsg/pageList`). */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DateTimeText } from '../../../crud/fields';
import { useDeviceCall, RefreshButton } from './parts';
import { PushDetailDialog } from './PushDetailDialog';
import { PushStatusChip, PushTypeText } from './PushStatus';
import { StageList, type StageAt } from './StageList';
import { CallState } from '../../../ui/CallState';
import { Empty } from '../../../ui/Empty';
import { Pager, usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';

interface PushRecord {
  requestId: string;
  type: number;
  status: string;
  slow: boolean;
  totalMs: number | null;
  source?: string;
  createdAt: string;
  stages: StageAt[];
}

export function PushHistory({ serialNum }: { serialNum: string }) {
  const translate = useTranslate();
  const paging = usePaging();
  const [open, setOpen] = useState<string | undefined>();
  const pushes = useDeviceCall<{ list: PushRecord[]; total: number }>('pushMsgPageList', { serialNum, pageNum: paging.page, pageSize: paging.size });
  const f = (key: string, args?: Record<string, unknown>) => translate(`screens.devices.detail.messages.${key}`, args);
  const rows = pushes.data?.list ?? [];
  return (
    <Section id="device-pushes-heading" title={f('pushes')} actions={<RefreshButton query={pushes} />}>
      <CallState query={pushes} />
      {pushes.data && rows.length === 0 ? (
        <Empty>{f('noPushes')}</Empty>
      ) : (
        <>
          {/* one line per value (a stage list, a source), the table scrolling in its box instead of breaking words */}
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="device-pushes-heading" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{f('createdAt')}</TableCell>
                  <TableCell>{f('type')}</TableCell>
                  <TableCell>{f('source')}</TableCell>
                  <TableCell>{f('status')}</TableCell>
                  <TableCell>{f('stages')}</TableCell>
                  <TableCell align="right">{f('totalMs')}</TableCell>
                  <TableCell>{translate('crud.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((m) => (
                  <TableRow key={m.requestId} data-request-id={m.requestId}>
                    <TableCell>
                      <DateTimeText value={m.createdAt} />
                    </TableCell>
                    <TableCell>
                      <PushTypeText type={m.type} />
                    </TableCell>
                    <TableCell>{m.source ? f(`sources.${m.source}`, { _: m.source }) : '—'}</TableCell>
                    <TableCell>
                      <PushStatusChip status={m.status} slow={m.slow} />
                    </TableCell>
                    <TableCell>
                      <StageList stages={m.stages} compact />
                    </TableCell>
                    <TableCell align="right">{m.totalMs === null ? '—' : m.totalMs.toLocaleString()}</TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => setOpen(m.requestId)} aria-label={f('openDetail', { requestId: m.requestId })}>
                        {f('detail')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Pager total={pushes.data?.total ?? 0} paging={paging} />
        </>
      )}
      {open && <PushDetailDialog serialNum={serialNum} requestId={open} onClose={() => setOpen(undefined)} />}
    </Section>
  );
}
