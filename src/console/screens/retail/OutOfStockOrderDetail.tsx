/**
 * One out-of-stock order: its details, its lanes grouped by device or by good (two tabs, each paged by the
 * server), and the .xlsx export.
 */
import { useState } from 'react';
import { useNotify, useRedirect, useShowController, useTranslate, type RaRecord } from 'ra-core';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../providers/http';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { useNotifyFailure } from '../accounts/common';
import { InfoGrid } from '../../ui/InfoGrid';
import { PagedTable, orderFacts, type OrderFacts } from './replenishParts';
import { ExportButton } from '../../ui/ExportButton';
import { DetailFrame, RecordState } from '../../ui/DetailFrame';

interface Order extends RaRecord, OrderFacts {
  id: number;
}

interface LaneLine {
  laneNo: string;
  goodsName: string;
  stock: number;
  maxStock: number;
  quantity: number;
}
interface DeviceGroup {
  deviceId: number;
  serialNum: string;
  deviceName: string;
  lanes: number;
  quantity: number;
  lines: LaneLine[];
}
interface GoodsGroup {
  goodsId: number;
  goodsName: string;
  barcode: string | null;
  lanes: number;
  devices: number;
  quantity: number;
}

export function OutOfStockOrderDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  const { record, isPending, error } = useShowController<Order>({ resource: declaration.name });
  const [tab, setTab] = useState<'device' | 'goods'>('device');
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  // the order's short lanes as a new shipping list (checked by the server as a saved list is), then opened
  const toList = useMutation({
    mutationFn: (id: number) => callOperation('outOfStockOrderToShippingList', { id }),
    onSuccess: (made) => {
      notify('screens.replenish.created', { type: 'success', messageArgs: { orderNumber: made.orderNumber } });
      redirect('show', 'shipping-lists', made.id);
    },
    onError: notifyFailure,
  });
  const field = (f: string) => translate(`resources.out-of-stock-orders.fields.${f}`);
  const t = (k: string) => translate(`screens.replenish.${k}`);

  if (error || isPending || !record) return <RecordState isPending={isPending} error={error} />;

  return (
    <DetailFrame
      resource={declaration.name}
      title={translate('screens.replenish.oosTitle', { orderNumber: record.orderNumber })}
      actions={
        <>
          {can(declaration.permissions.export) && (
            <ExportButton
              operationId="outOfStockOrderExport"
              request={{ params: { id: record.id } }}
              fallbackName={`out-of-stock-${record.orderNumber}.xlsx`}
            />
          )}
          {can(declaration.permissions.toShippingList) && (
            <Button startIcon={<LocalShippingIcon />} disabled={toList.isPending} onClick={() => toList.mutate(record.id)}>
              {t('fromOrder')}
            </Button>
          )}
        </>
      }
    >
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="oos-info-heading">
        <Typography id="oos-info-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
          {t('info')}
        </Typography>
        <InfoGrid columns={3} items={orderFacts(record, field)} />
      </Paper>

      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section">
        <Tabs value={tab} onChange={(_e, v) => setTab(v)} sx={{ mb: 1 }}>
          <Tab value="device" label={t('byDevice')} />
          <Tab value="goods" label={t('byGoods')} />
        </Tabs>
        {tab === 'device' ? (
          <PagedTable<DeviceGroup>
            key="byDevice"
            call="outOfStockOrderByDevice"
            body={{ id: record.id }}
            label={t('byDevice')}
            rowKey={(d) => d.deviceId}
            columns={[
              { label: field('serialNums'), value: (d) => d.serialNum },
              { label: t('deviceName'), value: (d) => d.deviceName || '—' },
              {
                label: t('lane'),
                value: (d) => d.lines.map((l) => `${l.laneNo} ${l.goodsName} ${l.stock}/${l.maxStock} +${l.quantity}`).join('\u3000'),
              },
              { label: t('laneCount'), value: (d) => d.lanes, align: 'right' },
              { label: t('need'), value: (d) => d.quantity, align: 'right' },
            ]}
          />
        ) : (
          <PagedTable<GoodsGroup>
            key="byGoods"
            call="outOfStockOrderByGoods"
            body={{ id: record.id }}
            label={t('byGoods')}
            rowKey={(g) => g.goodsId}
            columns={[
              { label: t('goodsName'), value: (g) => g.goodsName },
              { label: t('barcode'), value: (g) => g.barcode ?? '—' },
              { label: t('laneCount'), value: (g) => g.lanes, align: 'right' },
              { label: t('deviceCount'), value: (g) => g.devices, align: 'right' },
              { label: t('need'), value: (g) => g.quantity, align: 'right' },
            ]}
          />
        )}
      </Paper>
    </DetailFrame>
  );
}

export default OutOfStockOrderDetail;
