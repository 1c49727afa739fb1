/** One vending order by its order number (vendingOrderByOrderNo): the vend, its good and lane, and its payment. */
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '../../../crud/registry';
import { DateTimeText } from '../../../crud/fields';
import { callDeclared, undescribed } from '../../../providers/http';
import { InfoGrid } from '../../../ui/InfoGrid';
import { TitledCard } from '../../../ui/TitledCard';
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
    <TitledCard id={`vo-${key}`} title={translate(`cash.${key}`)}>
      <InfoGrid columns={3} items={items} />
    </TitledCard>
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
