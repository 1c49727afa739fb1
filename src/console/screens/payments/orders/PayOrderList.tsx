/**
 * The bills: online payment orders of the caller's scope, paged by the server, with the list's filters
 * (order number, device, method, currency, status, refund status, revoked, created between) and the .xlsx
 * export of the same filters (streamed by the server, at most 30000 rows). A row opens the order's detail.
 */
import { useState } from 'react';
import { useCreatePath, useLocale, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { ScreenProps } from '../../../crud/registry';
import { useAccess } from '../../../crud/access';
import { DateTimeText } from '../../../crud/fields';
import { callDeclared, undescribed } from '../../../providers/http';
import { ExportButton } from '../../../ui/ExportButton';
import { failureMessage } from '../../../providers/failure';
import { FilterBar } from '../../../ui/FilterBar';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { CURRENCY_SUBSET, ORDER_STATUSES, PAY_METHODS, REFUND_STATUSES, payMethodName } from '../../../../domain/payments';
import type { Locale } from '../../../../domain/locale';
import { OrderStatusChip, PayTypeText, SimpleTable, money } from './parts';
import { Pager, usePaging } from '../../../ui/Pager';
import { AllSelect } from '../../../ui/AllSelect';

export interface OrderRow {
  id: number;
  orderNumber: string;
  serialNum: string | null;
  deviceName: string | null;
  amount: number;
  refundedAmount: number;
  currency: string;
  payType: number;
  status: string;
  refundStatus: string;
  revoked: boolean;
  createdAt: string;
  paidAt: string | null;
}

interface Filters {
  orderNumber: string;
  serialNum: string;
  payType: string;
  currency: string;
  status: string;
  refundStatus: string;
  revoked: string;
  startTime: string;
  endTime: string;
}
const EMPTY: Filters = { orderNumber: '', serialNum: '', payType: '', currency: '', status: '', refundStatus: '', revoked: '', startTime: '', endTime: '' };

/** The filters as the list and export calls take them (empty ones left out, local times as instants). */
export function filterBody(f: Partial<Filters>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (f.orderNumber) out.orderNumber = f.orderNumber.trim();
  if (f.serialNum) out.serialNum = f.serialNum.trim();
  if (f.payType) out.payType = Number(f.payType);
  if (f.currency) out.currency = f.currency;
  if (f.status) out.status = f.status;
  if (f.refundStatus) out.refundStatus = f.refundStatus;
  if (f.revoked) out.revoked = f.revoked === 'true';
  if (f.startTime) out.startTime = new Date(f.startTime).toISOString();
  if (f.endTime) out.endTime = new Date(f.endTime).toISOString();
  return out;
}

export function PayOrderList({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const createPath = useCreatePath();
  const { can } = useAccess();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const paging = usePaging(20);
  const field = (f: string) => translate(`resources.pay-orders.fields.${f}`);
  const t = (k: string, o?: Record<string, unknown>) => translate(`orders.${k}`, o);
  const body = filterBody(filters);
  const query = useQuery({
    queryKey: ['payOrders', body, paging.page, paging.size],
    queryFn: ({ signal }) =>
      undescribed<{ list: OrderRow[]; total: number }>(
        callDeclared(declaration.calls.list!, { ...body, pageNum: paging.page, pageSize: paging.size }, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
  const set = (k: keyof Filters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));
  const select = (k: keyof Filters, options: { value: string; label: string }[]) => (
    <AllSelect label={field(k)} value={draft[k]} allLabel="—" options={options} onChange={(v) => setDraft((d) => ({ ...d, [k]: v }))} />
  );

  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading
        actions={
          can(declaration.permissions.export) && (
            <ExportButton operationId={declaration.calls.actions!.export} request={{ body: filterBody(filters) }} fallbackName="pay-orders.xlsx" />
          )
        }
      >
        {translate('menu.payOrders')}
      </ScreenHeading>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <FilterBar
          onSubmit={() => {
            paging.reset();
            setFilters(draft);
          }}
          buttons={
            <>
              <Button type="submit" variant="contained">
                {translate('ra.action.search')}
              </Button>
              <Button
                onClick={() => {
                  setDraft(EMPTY);
                  setFilters(EMPTY);
                }}
              >
                {translate('ra.action.clear_input_value')}
              </Button>
            </>
          }
        >
          <TextField size="small" label={field('orderNumber')} value={draft.orderNumber} onChange={set('orderNumber')} />
          <TextField size="small" label={field('serialNum')} value={draft.serialNum} onChange={set('serialNum')} />
          {select(
            'payType',
            PAY_METHODS.map((m) => ({ value: String(m.code), label: payMethodName(m.code, locale) })),
          )}
          {select(
            'currency',
            CURRENCY_SUBSET.map((c) => ({ value: c, label: c })),
          )}
          {select(
            'status',
            ORDER_STATUSES.map((s) => ({ value: s, label: translate(`enum.orderStatus.${s}`) })),
          )}
          {select(
            'refundStatus',
            REFUND_STATUSES.map((s) => ({ value: s, label: translate(`enum.refundStatus.${s}`) })),
          )}
          {select('revoked', [
            { value: 'true', label: translate('enum.revoked.true') },
            { value: 'false', label: t('notRevoked') },
          ])}
          <TextField
            size="small"
            type="datetime-local"
            label={field('startTime')}
            value={draft.startTime}
            onChange={set('startTime')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="datetime-local"
            label={field('endTime')}
            value={draft.endTime}
            onChange={set('endTime')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </FilterBar>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {query.isFetching && <LinearProgress aria-label={translate('app.loading')} />}
        {query.isError ? (
          <Alert severity="error">{failureMessage(query.error, translate)}</Alert>
        ) : (
          <SimpleTable<OrderRow>
            rows={query.data?.list ?? []}
            label={translate('menu.payOrders')}
            empty={query.data ? t('noOrders') : ''}
            rowKey={(o) => o.id}
            columns={[
              {
                label: field('orderNumber'),
                value: (o) => <Link to={createPath({ resource: declaration.name, type: 'show', id: o.id })}>{o.orderNumber}</Link>,
              },
              { label: field('serialNum'), value: (o) => o.serialNum ?? '—' },
              { label: field('payType'), value: (o) => <PayTypeText code={o.payType} /> },
              { label: field('amount'), value: (o) => money(o.amount, o.currency), align: 'right' },
              { label: field('refundedAmount'), value: (o) => money(o.refundedAmount, o.currency), align: 'right' },
              { label: field('status'), value: (o) => <OrderStatusChip status={o.status} revoked={o.revoked} /> },
              { label: field('refundStatus'), value: (o) => translate(`enum.refundStatus.${o.refundStatus}`) },
              { label: field('createdAt'), value: (o) => <DateTimeText value={o.createdAt} /> },
              { label: field('paidAt'), value: (o) => (o.paidAt ? <DateTimeText value={o.paidAt} /> : '—') },
            ]}
          />
        )}
        {(query.data?.total ?? 0) > 0 && <Pager total={query.data!.total} paging={paging} />}
      </Paper>
    </Box>
  );
}

export default PayOrderList;
