/**
 * One payment order (bill detail): its fields, its refunds (an unknown one can be resolved by hand), its
 * history (each change with operator, time, before and after) and its link trace (the notices pushed to the
 * device with their four link stages); refund, revoke and resolve actions for holders of their codes.
 */
import { useState } from 'react';
import { useNotify, useShowController, useTranslate, type RaRecord } from 'ra-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '../../../crud/registry';
import { useAccess } from '../../../crud/access';
import { DateTimeText } from '../../../crud/fields';
import { callOperation, undescribed } from '../../../providers/http';
import { failureMessage } from '../../../providers/failure';
import { InfoGrid } from '../../../ui/InfoGrid';
import { RefundDialog } from './RefundDialog';
import { ResolveDialog, RevokeDialog } from './ActionDialogs';
import { OrderStatusChip, PayTypeText, SimpleTable, money } from './parts';
import { useMoney } from '../../../ui/money';
import { isOrderEventSource } from '../../../../domain/payments';
import { DetailFrame, RecordState } from '../../../ui/DetailFrame';
import { TitledCard } from '../../../ui/TitledCard';

interface Refund {
  id: number;
  refundNo: string;
  amount: number;
  state: string;
  reason: string;
  createdBy: string | null;
  createdAt: string;
  settledAt: string | null;
  resolvedBy: string | null;
  resolveNote: string | null;
}
interface OrderEvent {
  id: number;
  kind: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  operator: string | null;
  note: string | null;
  createdAt: string;
}
interface Push {
  requestId: string;
  typeName: string;
  status: string;
  statusShown: string;
  createdAt: string;
  stages: { stage: string; at: string }[];
}
interface Order extends RaRecord {
  id: number;
  orderNumber: string;
  serialNum: string | null;
  deviceName: string | null;
  orgName: string | null;
  amount: number;
  refundedAmount: number;
  refundReserved: number;
  currency: string;
  payType: number;
  status: string;
  refundStatus: string;
  revoked: boolean;
  revokedAt: string | null;
  channel: string;
  gatewayTradeNo: string | null;
  gatewayCostMs: number | null;
  gatewayCode: string | null;
  laneNo: string | null;
  goodsName: string | null;
  createdAt: string;
  paidAt: string | null;
  refunds: Refund[];
  events: OrderEvent[];
}

/** A change's before/after as "status: paid, refunded: 300" in the reader's words. */
function Snapshot({ value, currency }: { value: Record<string, unknown> | null; currency: string }) {
  const translate = useTranslate();
  const format = useMoney();
  if (!value) return <>—</>;
  const parts: string[] = [];
  if (typeof value.status === 'string') parts.push(translate(`enum.orderStatus.${value.status}`));
  if (value.revoked === true) parts.push(translate('enum.revoked.true'));
  if (typeof value.refundStatus === 'string' && value.refundStatus !== 'none') parts.push(translate(`enum.refundStatus.${value.refundStatus}`));
  if (typeof value.refundedAmount === 'number' && value.refundedAmount > 0)
    parts.push(`${translate('resources.pay-orders.fields.refundedAmount')} ${format.minor(value.refundedAmount, currency)}`);
  if (typeof value.refundNo === 'string')
    parts.push(`${value.refundNo}${typeof value.state === 'string' ? ` ${translate(`enum.refundState.${value.state}`)}` : ''}`);
  return <>{parts.join(' / ') || '—'}</>;
}

export function PayOrderDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const { record, isPending, error, refetch } = useShowController<Order>({ resource: declaration.name });
  const [dialog, setDialog] = useState<null | { kind: 'refund' } | { kind: 'revoke' } | { kind: 'resolve' } | { kind: 'resolveRefund'; refundNo: string }>(
    null,
  );
  const trace = useQuery({
    queryKey: ['payOrderTrace', record?.orderNumber],
    queryFn: () => undescribed<{ pushes: Push[] }>(callOperation('payOrderTrace', { orderNumber: record!.orderNumber })),
    enabled: Boolean(record?.orderNumber),
  });
  const field = (f: string) => translate(`resources.pay-orders.fields.${f}`);
  const t = (k: string, o?: Record<string, unknown>) => translate(`orders.${k}`, o);
  if (error || isPending || !record) return <RecordState isPending={isPending} error={error} />;
  const done = (message: string, args?: Record<string, unknown>) => {
    setDialog(null);
    notify(message, { type: 'success', messageArgs: args });
    refetch();
    queryClient.invalidateQueries({ queryKey: ['payOrderTrace'] });
    queryClient.invalidateQueries({ queryKey: ['payOrders'] });
  };
  const refundable = record.status === 'paid' && !record.revoked && record.refundReserved < record.amount;

  return (
    <DetailFrame
      resource={declaration.name}
      title={t('title', { orderNumber: record.orderNumber })}
      actions={
        <>
          {can(declaration.permissions.refund) && refundable && (
            <Button variant="contained" onClick={() => setDialog({ kind: 'refund' })}>
              {t('refund')}
            </Button>
          )}
          {can(declaration.permissions.revoke) &&
            record.status === 'paid' &&
            !record.revoked &&
            (record.refundReserved === 0 ? (
              <Button color="error" onClick={() => setDialog({ kind: 'revoke' })}>
                {t('revoke')}
              </Button>
            ) : (
              // a revoke returns the whole payment: an order with refunds cannot have one, and the user is told so
              <>
                <Button color="error" disabled aria-describedby="revoke-refused">
                  {t('revoke')}
                </Button>
                <Typography id="revoke-refused" variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
                  {translate('errors.207045')}
                </Typography>
              </>
            ))}
          {can(declaration.permissions.resolve) && record.status === 'unknown' && (
            <Button onClick={() => setDialog({ kind: 'resolve' })}>{t('resolve')}</Button>
          )}
        </>
      }
    >
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="order-info">
        <Typography id="order-info" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
          {t('info')}
        </Typography>
        <InfoGrid
          columns={3}
          items={[
            { label: field('orderNumber'), value: record.orderNumber },
            { label: field('status'), value: <OrderStatusChip status={record.status} revoked={record.revoked} /> },
            { label: field('refundStatus'), value: translate(`enum.refundStatus.${record.refundStatus}`) },
            { label: field('amount'), value: money(record.amount, record.currency) },
            { label: field('refundedAmount'), value: money(record.refundedAmount, record.currency) },
            { label: field('payType'), value: <PayTypeText code={record.payType} /> },
            { label: field('serialNum'), value: record.serialNum ?? '—' },
            { label: field('deviceName'), value: record.deviceName ?? '—' },
            { label: field('orgName'), value: record.orgName ?? '—' },
            { label: field('channel'), value: translate(`enum.payChannel.${record.channel}`, { _: record.channel }) },
            { label: field('gatewayTradeNo'), value: record.gatewayTradeNo ?? '—' },
            { label: field('gatewayCode'), value: record.gatewayCode ?? '—' },
            { label: field('gatewayCostMs'), value: record.gatewayCostMs ?? '—' },
            { label: field('laneNo'), value: record.laneNo ?? '—' },
            { label: field('goodsName'), value: record.goodsName ?? '—' },
            { label: field('createdAt'), value: <DateTimeText value={record.createdAt} /> },
            { label: field('paidAt'), value: record.paidAt ? <DateTimeText value={record.paidAt} /> : '—' },
            { label: field('revokedAt'), value: record.revokedAt ? <DateTimeText value={record.revokedAt} /> : '—' },
          ]}
        />
      </Paper>

      <TitledCard id="order-refunds" title={t('refunds')}>
        <SimpleTable<Refund>
          rows={record.refunds}
          label={t('refunds')}
          empty={t('noRefunds')}
          rowKey={(r) => r.id}
          columns={[
            { label: t('refundNo'), value: (r) => r.refundNo },
            { label: field('amount'), value: (r) => money(r.amount, record.currency), align: 'right' },
            { label: t('refundState'), value: (r) => translate(`enum.refundState.${r.state}`) },
            { label: t('reason'), value: (r) => r.reason || '—' },
            { label: t('createdBy'), value: (r) => r.createdBy ?? '—' },
            { label: t('at'), value: (r) => <DateTimeText value={r.createdAt} /> },
            { label: t('settledAt'), value: (r) => (r.settledAt ? <DateTimeText value={r.settledAt} /> : '—') },
            { label: t('resolveNote'), value: (r) => (r.resolveNote ? `${r.resolveNote} (${r.resolvedBy ?? '—'})` : '—') },
            {
              label: t('resolve'),
              value: (r) =>
                can(declaration.permissions.refundResolve) && (r.state === 'unknown' || r.state === 'pending') ? (
                  <Button size="small" onClick={() => setDialog({ kind: 'resolveRefund', refundNo: r.refundNo })}>
                    {t('resolve')}
                  </Button>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </TitledCard>

      <TitledCard id="order-history" title={t('history')}>
        <SimpleTable<OrderEvent>
          rows={record.events}
          label={t('history')}
          empty="—"
          rowKey={(e) => e.id}
          columns={[
            { label: t('at'), value: (e) => <DateTimeText value={e.createdAt} /> },
            { label: t('kind'), value: (e) => t(`kinds.${e.kind}`) },
            { label: t('operator'), value: (e) => e.operator ?? (isOrderEventSource(e.note) ? t(`sources.${e.note}`) : t('system')) },
            { label: t('before'), value: (e) => <Snapshot value={e.before} currency={record.currency} /> },
            { label: t('after'), value: (e) => <Snapshot value={e.after} currency={record.currency} /> },
            { label: t('note'), value: (e) => (e.note === null || isOrderEventSource(e.note) ? '—' : e.note) },
          ]}
        />
      </TitledCard>

      <TitledCard id="order-trace" title={t('trace')} last>
        {trace.isError ? (
          <Alert severity="error">{failureMessage(trace.error, translate)}</Alert>
        ) : (
          <SimpleTable<Push>
            rows={trace.data?.pushes ?? []}
            label={t('pushes')}
            empty={t('noPushes')}
            rowKey={(p) => p.requestId}
            columns={[
              { label: t('at'), value: (p) => <DateTimeText value={p.createdAt} /> },
              { label: t('pushType'), value: (p) => t(`pushTypes.${p.typeName}`) },
              { label: t('deliveryStatus'), value: (p) => translate(`screens.link.statuses.${p.statusShown}`, { _: p.status }) },
              { label: t('stage'), value: (p) => p.stages.map((s) => t(`stages.${s.stage}`)).join(' → ') || '—' },
            ]}
          />
        )}
      </TitledCard>

      {dialog?.kind === 'refund' && (
        <RefundDialog
          order={record}
          open
          onClose={() => setDialog(null)}
          onDone={(a) => done('orders.refunded', { refundNo: a.refundNo, status: translate(`enum.refundState.${a.status}`) })}
        />
      )}
      {dialog?.kind === 'revoke' && (
        <RevokeDialog orderNumber={record.orderNumber} open onClose={() => setDialog(null)} onDone={() => done('orders.revokedDone')} />
      )}
      {dialog?.kind === 'resolve' && (
        <ResolveDialog
          target={{ kind: 'order', orderNumber: record.orderNumber }}
          open
          onClose={() => setDialog(null)}
          onDone={() => done('orders.resolved')}
        />
      )}
      {dialog?.kind === 'resolveRefund' && (
        <ResolveDialog target={{ kind: 'refund', refundNo: dialog.refundNo }} open onClose={() => setDialog(null)} onDone={() => done('orders.resolved')} />
      )}
    </DetailFrame>
  );
}

export default PayOrderDetail;
