/** The device detail's "pay log" tab: the device's payment orders, newest first, each opening its detail. */
import { useCreatePath, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { DeviceTabProps } from '../../devices/detail/tabs';
import { DateTimeText } from '../../../crud/fields';
import { callOperation, undescribed } from '../../../providers/http';
import { failureMessage } from '../../../providers/failure';
import { OrderStatusChip, PayTypeText, SimpleTable, money } from './parts';
import type { OrderRow } from './PayOrderList';
import { Pager, usePaging } from '../../../ui/Pager';

export function PayLogTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const paging = usePaging();
  const field = (f: string) => translate(`resources.pay-orders.fields.${f}`);
  const query = useQuery({
    queryKey: ['payOrders', 'device', device.serialNum, paging.page, paging.size],
    queryFn: ({ signal }) =>
      undescribed<{ list: OrderRow[]; total: number }>(
        callOperation('payOrderPageList', { serialNum: device.serialNum, pageNum: paging.page, pageSize: paging.size }, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
  if (query.isError) return <Alert severity="error">{failureMessage(query.error, translate)}</Alert>;
  return (
    <Box>
      {query.isFetching && <LinearProgress aria-label={translate('app.loading')} />}
      <SimpleTable<OrderRow>
        rows={query.data?.list ?? []}
        label={translate('orders.payLog')}
        empty={query.data ? translate('orders.noOrders') : ''}
        rowKey={(o) => o.id}
        columns={[
          { label: field('orderNumber'), value: (o) => <Link to={createPath({ resource: 'pay-orders', type: 'show', id: o.id })}>{o.orderNumber}</Link> },
          { label: field('payType'), value: (o) => <PayTypeText code={o.payType} /> },
          { label: field('amount'), value: (o) => money(o.amount, o.currency), align: 'right' },
          { label: field('refundedAmount'), value: (o) => money(o.refundedAmount, o.currency), align: 'right' },
          { label: field('status'), value: (o) => <OrderStatusChip status={o.status} revoked={o.revoked} /> },
          { label: field('createdAt'), value: (o) => <DateTimeText value={o.createdAt} /> },
        ]}
      />
      {(query.data?.total ?? 0) > 0 && <Pager total={query.data!.total} paging={paging} />}
    </Box>
  );
}

export default PayLogTab;
