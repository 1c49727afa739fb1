/**
 * Printing (spec document 1 §2 device detail tabs, §4 "Print collection: processing, done, failed, with a
 * timeout"; issue 8): send a text to the device's printer (vendingPrint/sendCommand, for those holding
 * vending.print) and follow the device's print records, newest first, paged by the server. A record stays
 * processing until the device answers; one not answered before its deadline is failed (timed out). While
 * any shown record is processing the list asks again every few seconds.
 */
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import PrintIcon from '@mui/icons-material/Print';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQueryClient } from '@tanstack/react-query';
import { useCheckedSave } from '../../../crud/checkedSave';
import { useAccess } from '../../../crud/access';
import { callOperation, type CallParams } from '../../../providers/http';
import { PRINT_STATUSES, VENDING_LIMITS, type PrintStatus } from '../../../../domain/vending';
import type { DeviceTabProps } from './tabs';
import { useDeviceCall } from './parts';
import { DateTimeText, EMPTY } from './telemetryParts';
import { V } from './vendingParts';
import { usePaging } from '../../../ui/Pager';
import { Section } from '../../../ui/Section';
import { AllSelect } from '../../../ui/AllSelect';
import { PagedTable } from '../../../ui/PagedTable';

export interface PrintRecord {
  id: number;
  serialNum: string;
  requestId: string;
  content: string;
  copies: number;
  timeoutSeconds: number;
  status: PrintStatus;
  failReason: 'deviceError' | 'timeout' | null;
  ackMessage: string | null;
  createdBy: string | null;
  createdAt: string;
  doneAt: string | null;
  deadline: string;
}

type Field = 'content' | 'copies' | 'timeoutSeconds';
const COLORS: Record<PrintStatus, 'info' | 'success' | 'error'> = { processing: 'info', done: 'success', failed: 'error' };

function SendForm({ serialNum }: { serialNum: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({ content: '', copies: '1', timeoutSeconds: String(VENDING_LIMITS.printTimeoutDefaultSeconds) });
  const p = (k: string) => translate(`${V}.print.${k}`);

  const send = useCheckedSave<Field, CallParams<'vendingPrintSendCommand'>>({
    schema: ['retail/vending.schema.json', 'sendPrint'],
    save: (body) => callOperation('vendingPrintSendCommand', body),
    onSaved: async () => {
      notify(`${V}.print.sent`, { type: 'success' });
      setValues((v) => ({ ...v, content: '' }));
      await queryClient.invalidateQueries({ queryKey: ['devices', 'vendingPrintPageList'] });
    },
  });
  const errors = send.errors;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.submit({ serialNum, content: values.content, copies: Number(values.copies), timeoutSeconds: Number(values.timeoutSeconds) });
  };

  const field = (key: Field, type: 'text' | 'number', extra: Record<string, unknown> = {}) => (
    <TextField
      id={`vending-print-${key}`}
      size="small"
      type={type}
      label={p(key === 'timeoutSeconds' ? 'timeout' : key)}
      value={values[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      disabled={send.isPending}
      {...extra}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={p('send')} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {field('content', 'text', {
        multiline: true,
        minRows: 2,
        sx: { flex: '1 1 320px' },
        slotProps: { htmlInput: { maxLength: VENDING_LIMITS.printContentMax } },
      })}
      {field('copies', 'number', { sx: { width: 120 }, slotProps: { htmlInput: { min: 1, max: VENDING_LIMITS.printCopiesMax } } })}
      {field('timeoutSeconds', 'number', {
        sx: { width: 180 },
        slotProps: { htmlInput: { min: VENDING_LIMITS.printTimeoutMinSeconds, max: VENDING_LIMITS.printTimeoutMaxSeconds } },
      })}
      <Button type="submit" variant="contained" startIcon={<PrintIcon />} disabled={send.isPending} sx={{ mt: 0.5 }}>
        {p('send')}
      </Button>
    </Box>
  );
}

export function PrintingTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  const serialNum = device.serialNum;
  const paging = usePaging();
  const [status, setStatus] = useState<PrintStatus | ''>('');
  const p = (k: string) => translate(`${V}.print.${k}`);
  const records = useDeviceCall<{ list: PrintRecord[]; total: number }>(
    'vendingPrintPageList',
    { serialNum, pageNum: paging.page, pageSize: paging.size, ...(status ? { status } : {}) },
    // a processing print turns done or failed on its own: ask again while one is shown
    { refetchInterval: (q) => (q.state.data?.list.some((r) => r.status === 'processing') ? 3000 : false) },
  );

  return (
    <>
      {can('vending.print') && (
        <Section id="vending-print-send" title={p('send')}>
          <SendForm serialNum={serialNum} />
        </Section>
      )}
      <Section
        id="vending-print-history"
        title={p('history')}
        actions={
          <>
            <AllSelect
              id="vending-print-status"
              label={p('status')}
              value={status}
              onChange={(v) => {
                setStatus(v as PrintStatus | '');
                paging.reset();
              }}
              sx={{ width: 160 }}
              allLabel={p('all')}
              options={PRINT_STATUSES.map((s) => ({ value: s, label: p(`statuses.${s}`) }))}
            />
            <Button size="small" startIcon={<RefreshIcon />} onClick={() => void records.refetch()}>
              {p('refresh')}
            </Button>
          </>
        }
      >
        <PagedTable<PrintRecord>
          query={records}
          paging={paging}
          label={p('history')}
          rowKey={(r) => r.id}
          empty={p('empty')}
          columns={[
            { key: 'createdAt', header: p('sentAt'), render: (r) => <DateTimeText value={r.createdAt} /> },
            {
              key: 'content',
              header: p('content'),
              render: (r) => (
                <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                  {r.content}
                </Box>
              ),
            },
            { key: 'copies', header: p('copies'), render: (r) => r.copies, align: 'right' },
            {
              key: 'status',
              header: p('status'),
              render: (r) => <Chip size="small" variant="outlined" color={COLORS[r.status]} label={p(`statuses.${r.status}`)} />,
            },
            {
              key: 'reason',
              header: p('reason'),
              render: (r) => (r.failReason ? `${p(`reasons.${r.failReason}`)}${r.ackMessage ? ` (${r.ackMessage})` : ''}` : EMPTY),
            },
            { key: 'deadline', header: p('deadline'), render: (r) => <DateTimeText value={r.deadline} /> },
            { key: 'doneAt', header: p('doneAt'), render: (r) => <DateTimeText value={r.doneAt} /> },
            { key: 'createdBy', header: p('createdBy'), render: (r) => r.createdBy ?? EMPTY },
          ]}
        />
      </Section>
    </>
  );
}

export default PrintingTab;
