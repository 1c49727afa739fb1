/**
 * Vending orders (payOrderSnapshoot): each vend of a history preset's Tokyo days with its good, lane and
 * payment (online, cash or none), revoked payments kept and marked; paged by the server, filtered by serial
 * number, order number and payment; exported as the server's .xlsx; a row opens its detail.
 */
import { useState } from 'react';
import { useCreatePath, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { ScreenProps } from '../../../crud/registry';
import { useAccess } from '../../../crud/access';
import { DateTimeText } from '../../../crud/fields';
import { callDeclared, undescribed } from '../../../providers/http';
import { failureMessage } from '../../../providers/failure';
import { HistoryPresetPicker, useHistoryRange } from '../HistoryPresets';
import { ExportButton } from '../../../ui/ExportButton';
import { useMoney } from '../../../ui/money';
import { PrevNext } from './PrevNext';
import { AllSelect } from '../../../ui/AllSelect';

export interface VendingOrder {
  id: number;
  orderNumber: string | null;
  serialNum: string;
  laneNo: string;
  goodsName: string | null;
  amount: number;
  currency: string;
  result: 'ok' | 'failed';
  payKind: 'online' | 'cash' | 'none';
  payType: number | null;
  payStatus: string | null;
  revoked: boolean;
  soldAt: string;
}

const PAGE_SIZE = 20;

export function VendingOrderList({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const format = useMoney();
  const createPath = useCreatePath();
  const { can } = useAccess();
  const [serialNum, setSerialNum] = useState('');
  const [orderNumber, setOrderNumber] = useState('');
  const [payKind, setPayKind] = useState('');
  const [page, setPage] = useState(1);
  const { preset, range, choose } = useHistoryRange('last7Days', () => setPage(1));
  const filters = {
    startDay: range.from,
    endDay: range.to,
    ...(serialNum.trim() ? { serialNum: serialNum.trim() } : {}),
    ...(orderNumber.trim() ? { orderNumber: orderNumber.trim() } : {}),
    ...(payKind ? { payKind } : {}),
  };
  const { data, error, isPending } = useQuery({
    queryKey: ['vendingOrderPageList', filters, page],
    queryFn: () =>
      undescribed<{ list: VendingOrder[]; total: number }>(callDeclared(declaration.calls.list!, { ...filters, pageNum: page, pageSize: PAGE_SIZE })),
    placeholderData: keepPreviousData,
  });
  const field = (f: string) => translate(`resources.${declaration.name}.fields.${f}`);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const filter = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setPage(1);
  };

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap alignItems="center">
        <HistoryPresetPicker value={preset} onChange={choose} />
        <TextField size="small" label={field('serialNum')} value={serialNum} onChange={filter(setSerialNum)} />
        <TextField size="small" label={field('orderNumber')} value={orderNumber} onChange={filter(setOrderNumber)} />
        <AllSelect
          label={field('payKind')}
          value={payKind}
          onChange={(v) => {
            setPayKind(v);
            setPage(1);
          }}
          sx={{ minWidth: 160 }}
          allLabel="—"
          options={(['online', 'cash', 'none'] as const).map((k) => ({ value: k, label: translate(`enum.vendPayKind.${k}`) }))}
        />
        {declaration.calls.actions?.export && can(declaration.permissions.export) && (
          <ExportButton operationId={declaration.calls.actions.export} request={{ body: filters }} fallbackName="vending-orders.xlsx" />
        )}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureMessage(error, translate)}
        </Alert>
      )}
      {isPending && <LinearProgress aria-label={translate('cash.loading')} />}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate(`resources.${declaration.name}.name`)}>
          <TableHead>
            <TableRow>
              {['soldAt', 'orderNumber', 'serialNum', 'laneNo', 'goodsName', 'amount', 'payKind', 'result', 'revoked'].map((f) => (
                <TableCell key={f} align={f === 'amount' ? 'right' : undefined}>
                  {field(f)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.list ?? []).map((o) => (
              <TableRow key={o.id} sx={o.revoked ? { '& td': { color: 'text.disabled' } } : undefined}>
                <TableCell>
                  <DateTimeText value={o.soldAt} />
                </TableCell>
                <TableCell>
                  {o.orderNumber ? <Link to={createPath({ resource: declaration.name, type: 'show', id: o.orderNumber })}>{o.orderNumber}</Link> : '—'}
                </TableCell>
                <TableCell>{o.serialNum}</TableCell>
                <TableCell>{o.laneNo}</TableCell>
                <TableCell>{o.goodsName ?? '—'}</TableCell>
                <TableCell align="right">{format.minor(o.amount, o.currency)}</TableCell>
                <TableCell>{translate(`enum.vendPayKind.${o.payKind}`)}</TableCell>
                <TableCell>{translate(`enum.vendResult.${o.result}`)}</TableCell>
                <TableCell>{o.revoked ? <Chip size="small" label={field('revoked')} /> : ''}</TableCell>
              </TableRow>
            ))}
            {data && data.list.length === 0 && (
              <TableRow>
                <TableCell colSpan={9}>{translate('cash.noData')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
      <PrevNext page={page} pages={pages} total={data?.total ?? 0} onPage={setPage} />
    </Box>
  );
}

export default VendingOrderList;
