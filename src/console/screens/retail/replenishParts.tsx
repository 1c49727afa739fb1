/**
 * Pieces the replenishment screens share: the
 * device picker (the devices of the caller's scope with their short lanes, at most 100 picked) and a paged
 * table read through one documented call.
 */
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '../../../domain/limits';
import { callDeclared, callOperation, undescribed } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import { Pager, usePaging } from '../../ui/Pager';
import { DateTimeText } from '../../crud/fields';
import { ValueTable, type ValueColumn } from '../../ui/ValueTable';

/** One documented paged call shown as a table with the shared pager. */
export function PagedTable<T>({
  call,
  body,
  columns,
  rowKey,
  label,
}: {
  call: string;
  body: Record<string, unknown>;
  columns: ValueColumn<T>[];
  rowKey: (row: T) => string | number;
  label: string;
}) {
  const translate = useTranslate();
  const paging = usePaging();
  const query = useQuery({
    queryKey: ['replenish', call, body, paging.page, paging.size],
    queryFn: ({ signal }) =>
      undescribed<{ list: T[]; total: number }>(callDeclared(call, { ...body, pageNum: paging.page, pageSize: paging.size }, { signal })),
    placeholderData: keepPreviousData,
  });
  if (query.isError) return <Alert severity="error">{failureMessage(query.error, translate)}</Alert>;
  const rows = query.data?.list ?? [];
  return (
    <Box>
      {query.isFetching && <LinearProgress aria-label={translate('app.loading')} />}
      {query.data && rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('screens.replenish.empty')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <ValueTable rows={rows} columns={columns} rowKey={rowKey} label={label} />
        </Box>
      )}
      {(query.data?.total ?? 0) > 0 && <Pager total={query.data!.total} paging={paging} />}
    </Box>
  );
}

export interface DeviceShortage {
  deviceId: number;
  serialNum: string;
  deviceName: string;
  orgName: string | null;
  lanes: number;
  shortLanes: number;
  quantity: number;
}

/**
 * The devices of the caller's scope with their lanes at or below threshold, searchable and paged, with a
 * check box each. At most 100 can be picked (spec §5, §9): past that the picker says so and the server
 * would refuse the list (209050).
 */
export function DevicePicker({ picked, onChange }: { picked: string[]; onChange: (next: string[]) => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState('');
  const [serial, setSerial] = useState('');
  const [shortOnly, setShortOnly] = useState(false);
  const paging = usePaging();
  const max = LIMITS.shippingListDevicesMax;
  const query = useQuery({
    queryKey: ['replenish', 'outOfStockDevicePageList', serial, shortOnly, paging.page, paging.size],
    queryFn: ({ signal }) =>
      undescribed<{ list: DeviceShortage[]; total: number }>(
        callOperation(
          'outOfStockDevicePageList',
          { pageNum: paging.page, pageSize: paging.size, ...(serial ? { serialNum: serial } : {}), ...(shortOnly ? { shortOnly } : {}) },
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
  const chosen = new Set(picked);
  const toggle = (s: string) => onChange(chosen.has(s) ? picked.filter((p) => p !== s) : [...picked, s]);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setSerial(draft.trim());
    paging.reset();
  };
  const rows = query.data?.list ?? [];
  return (
    <Box data-testid="device-picker">
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 200 }}>
          {translate('screens.replenish.pickDevices', { max })}
        </Typography>
        <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            label={translate('screens.replenish.searchSerial')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          <Button type="submit">{translate('screens.replenish.search')}</Button>
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={shortOnly}
              onChange={(e) => {
                setShortOnly(e.target.checked);
                paging.reset();
              }}
            />
          }
          label={translate('screens.replenish.shortOnly')}
        />
      </Stack>
      <Typography variant="body2" color={picked.length > max ? 'error' : 'text.secondary'} data-testid="picked-count">
        {translate('screens.replenish.picked', { count: picked.length, max })}
      </Typography>
      {picked.length > max && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {translate('screens.replenish.tooMany', { max })}
        </Alert>
      )}
      {query.isFetching && <LinearProgress aria-label={translate('app.loading')} />}
      {query.isError ? (
        <Alert severity="error">{failureMessage(query.error, translate)}</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{translate('resources.shipping-lists.fields.serialNum')}</TableCell>
                <TableCell>{translate('screens.replenish.deviceName')}</TableCell>
                <TableCell>{translate('resources.shipping-lists.fields.orgName')}</TableCell>
                <TableCell align="right">{translate('screens.replenish.lanes')}</TableCell>
                <TableCell align="right">{translate('screens.replenish.shortLanes')}</TableCell>
                <TableCell align="right">{translate('screens.replenish.need')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((d) => (
                <TableRow key={d.serialNum} hover selected={chosen.has(d.serialNum)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={chosen.has(d.serialNum)}
                      // more than the cap cannot be picked; one already picked can always be let go
                      disabled={!chosen.has(d.serialNum) && picked.length >= max}
                      onChange={() => toggle(d.serialNum)}
                      slotProps={{ input: { 'aria-label': translate('screens.replenish.selectRow', { serialNum: d.serialNum }) } }}
                    />
                  </TableCell>
                  <TableCell>{d.serialNum}</TableCell>
                  <TableCell>{d.deviceName || '—'}</TableCell>
                  <TableCell>{d.orgName ?? '—'}</TableCell>
                  <TableCell align="right">{d.lanes}</TableCell>
                  <TableCell align="right">{d.shortLanes}</TableCell>
                  <TableCell align="right">{d.quantity}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {(query.data?.total ?? 0) > 0 && <Pager total={query.data!.total} paging={paging} />}
    </Box>
  );
}

/** What an out-of-stock order and a shipping list both record about themselves. */
export interface OrderFacts {
  orderNumber: string;
  orgName: string;
  remark: string | null;
  deviceCount: number;
  lineCount: number;
  totalQuantity: number;
  createdBy: string | null;
  createdAt: string;
}

/** The facts an out-of-stock order's and a shipping list's detail both begin with, labelled by `field` (each resource's own labels). */
export function orderFacts(record: OrderFacts, field: (f: string) => string) {
  return [
    { label: field('orderNumber'), value: record.orderNumber },
    { label: field('orgName'), value: record.orgName },
    { label: field('deviceCount'), value: record.deviceCount },
    { label: field('lineCount'), value: record.lineCount },
    { label: field('totalQuantity'), value: record.totalQuantity },
    { label: field('remark'), value: record.remark || '—' },
    { label: field('createdBy'), value: record.createdBy ?? '—' },
    { label: field('createdAt'), value: <DateTimeText value={record.createdAt} /> },
  ];
}

/** The remark of a new out-of-stock order or shipping list (at most 200 characters), under the form's other fields. */
export function RemarkField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <TextField
      fullWidth
      size="small"
      sx={{ mt: 2 }}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}

/** Under a new order's form: what stopped the last save, if anything, then Save. */
export function SaveBar({ problem, pending, onSave }: { problem: string | undefined; pending: boolean; onSave: () => void }) {
  const translate = useTranslate();
  return (
    <>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem}
        </Alert>
      )}
      <Button variant="contained" onClick={onSave} disabled={pending}>
        {translate('screens.replenish.save')}
      </Button>
    </>
  );
}
