/** The pushes to a device, newest first, paged, each with its status and four stages; one opens its link flow (`/device/pushMsg/pageList`). */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { DateTimeText } from '../../../crud/fields';
import { useDeviceCall, RefreshButton } from './parts';
import { PushDetailDialog } from './PushDetailDialog';
import { PushStatusChip, PushTypeText } from './PushStatus';
import { StageList, type StageAt } from './StageList';
import { CallState } from '../../../ui/CallState';
import { Empty } from '../../../ui/Empty';
import { Pager, usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';
import { ValueTable } from '../../../ui/ValueTable';

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
            <ValueTable
              labelledBy="device-pushes-heading"
              sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
              rows={rows}
              rowKey={(m) => m.requestId}
              rowProps={(m) => ({ 'data-request-id': m.requestId })}
              columns={[
                { label: f('createdAt'), value: (m) => <DateTimeText value={m.createdAt} /> },
                { label: f('type'), value: (m) => <PushTypeText type={m.type} /> },
                { label: f('source'), value: (m) => (m.source ? f(`sources.${m.source}`, { _: m.source }) : '—') },
                { label: f('status'), value: (m) => <PushStatusChip status={m.status} slow={m.slow} /> },
                { label: f('stages'), value: (m) => <StageList stages={m.stages} compact /> },
                { label: f('totalMs'), value: (m) => (m.totalMs === null ? '—' : m.totalMs.toLocaleString()), align: 'right' },
                {
                  label: translate('crud.actions'),
                  value: (m) => (
                    <Button size="small" onClick={() => setOpen(m.requestId)} aria-label={f('openDetail', { requestId: m.requestId })}>
                      {f('detail')}
                    </Button>
                  ),
                },
              ]}
            />
          </Box>
          <Pager total={pushes.data?.total ?? 0} paging={paging} />
        </>
      )}
      {open && <PushDetailDialog serialNum={serialNum} requestId={open} onClose={() => setOpen(undefined)} />}
    </Section>
  );
}
