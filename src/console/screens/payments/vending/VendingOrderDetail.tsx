/** One vending order by its order number (vendingOrderByOrderNo): the vend, its good and lane, and its payment. */
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '../../../crud/registry';
import { DateTimeText } from '../../../crud/fields';
import { callDeclared, undescribed } from '../../../providers/http';
import { InfoGrid } from '../../../ui/InfoGrid';
import { useMoney } from '../../../ui/money';
import { PayTypeText } from '../orders/parts';
import type { VendingOrder } from './VendingOrderList';
import { DetailFrame, RecordState } from '../../../ui/DetailFrame';

type Detail = VendingOrder & { goodsId: number | null; payMethod: string | null; paidAmount: number | null; deviceTime: string | null };

export function VendingOrderDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const format = useMoney();
  const { id } = useParams();
  const { data, error, isPending } = useQuery({
    queryKey: ['vendingOrderByOrderNo', id],
    queryFn: () => undescribed<Detail>(callDeclared(declaration.calls.get!, { orderNumber: id })),
    enabled: Boolean(id),
  });
  const field = (f: string) => translate(`resources.${declaration.name}.fields.${f}`);
  if (error || isPending || !data) return <RecordState isPending={isPending} error={error} />;
  const money = (v: number | null) => format.minor(v, data.currency);
  const section = (key: string, items: { label: string; value: ReactNode }[]) => (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby={`vo-${key}`}>
      <Typography id={`vo-${key}`} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`cash.${key}`)}
      </Typography>
      <InfoGrid columns={3} items={items} />
    </Paper>
  );
  return (
    <DetailFrame resource={declaration.name} title={data.orderNumber}>
      {section('detail', [
        { label: field('soldAt'), value: <DateTimeText value={data.soldAt} /> },
        { label: field('serialNum'), value: data.serialNum },
        { label: field('result'), value: translate(`enum.vendResult.${data.result}`) },
        { label: field('amount'), value: money(data.amount) },
      ])}
      {section('goods', [
        { label: field('laneNo'), value: data.laneNo },
        { label: field('goodsName'), value: data.goodsName ?? '—' },
      ])}
      {section('payment', [
        { label: field('payKind'), value: translate(`enum.vendPayKind.${data.payKind}`) },
        { label: field('payType'), value: data.payType == null ? '—' : <PayTypeText code={data.payType} /> },
        {
          label: field('payStatus'),
          value: data.payStatus ? translate(data.payKind === 'cash' ? `enum.cashStatus.${data.payStatus}` : `enum.orderStatus.${data.payStatus}`) : '—',
        },
        { label: field('paidAmount'), value: money(data.paidAmount) },
        { label: field('revoked'), value: translate(data.revoked ? 'cash.yes' : 'cash.no') },
      ])}
    </DetailFrame>
  );
}

export default VendingOrderDetail;
