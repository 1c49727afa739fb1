/**
 * One shipping list (spec document 1 §2 Goods: replenishment and shipping lists, view): its details and
 * devices, its goods lines paged from the server, the .xlsx export, and applying it once after a confirm.
 */
import { useState } from 'react';
import { useNotify, useShowController, useTranslate, type RaRecord } from 'ra-core';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreenProps } from '../../crud/registry';
import { useAccess } from '../../crud/access';
import { DateTimeText } from '../../crud/fields';
import { callOperation } from '../../providers/http';
import { ConfirmDialog } from '../../shell/Modal';
import { useNotifyFailure } from '../accounts/common';
import { InfoCard } from '../../ui/InfoCard';
import { PagedTable, orderFacts, type OrderFacts } from './replenishParts';
import { ExportButton } from '../../ui/ExportButton';
import { DetailFrame, RecordState } from '../../ui/DetailFrame';
import { TitledCard } from '../../ui/TitledCard';

interface ShippingList extends RaRecord, OrderFacts {
  id: number;
  status: 'created' | 'applied';
  appliedBy: string | null;
  appliedAt: string | null;
  serialNums: string[];
}

interface Line {
  id: number;
  goodsName: string;
  barcode: string;
  serialNum: string | null;
  laneNo: string | null;
  quantity: number;
}

export function ShippingListDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const { record, isPending, error, refetch } = useShowController<ShippingList>({ resource: declaration.name });
  const [confirming, setConfirming] = useState(false);
  const field = (f: string) => translate(`resources.shipping-lists.fields.${f}`);
  const apply = useMutation({
    mutationFn: (orderNumber: string) => callOperation('shippingListApply', { orderNumber }),
    onSuccess: async () => {
      setConfirming(false);
      notify('screens.replenish.applied', { type: 'success' });
      await refetch();
      await queryClient.invalidateQueries({ queryKey: ['replenish'] });
    },
    onError: (e) => {
      setConfirming(false);
      notifyFailure(e);
    },
  });

  if (error || isPending || !record) return <RecordState isPending={isPending} error={error} />;

  return (
    <DetailFrame
      resource={declaration.name}
      title={translate('screens.replenish.title', { orderNumber: record.orderNumber })}
      actions={
        <>
          {can(declaration.permissions.export) && (
            <ExportButton
              operationId="shippingListExport"
              request={{ params: { orderNumber: record.orderNumber } }}
              fallbackName={`shipping-list-${record.orderNumber}.xlsx`}
            />
          )}
          {can(declaration.permissions.apply) && record.status === 'created' && (
            <Button variant="contained" startIcon={<DoneAllIcon />} onClick={() => setConfirming(true)}>
              {translate('screens.replenish.apply')}
            </Button>
          )}
        </>
      }
    >
      <InfoCard
        id="shipping-info-heading"
        title={translate('screens.replenish.info')}
        status={
          <Chip
            size="small"
            color={record.status === 'applied' ? 'success' : 'default'}
            label={translate(`enum.shippingListStatus.${record.status}`)}
            data-testid="shipping-status"
          />
        }
        items={[...orderFacts(record, field), { label: field('appliedAt'), value: record.appliedAt ? <DateTimeText value={record.appliedAt} /> : '—' }]}
      />

      <TitledCard id="shipping-devices-heading" title={translate('screens.replenish.devices')}>
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          {(record.serialNums ?? []).map((s) => (
            <Chip key={s} size="small" variant="outlined" label={s} />
          ))}
        </Stack>
      </TitledCard>

      <TitledCard id="shipping-lines-heading" title={translate('screens.replenish.goodsLines')}>
        <PagedTable<Line>
          call="shippingListGoodsPage"
          body={{ id: record.id }}
          label={translate('screens.replenish.goodsLines')}
          rowKey={(l) => l.id}
          columns={[
            { label: translate('screens.replenish.goodsName'), value: (l) => l.goodsName },
            { label: translate('screens.replenish.barcode'), value: (l) => l.barcode },
            { label: field('serialNum'), value: (l) => l.serialNum ?? '—' },
            { label: translate('screens.replenish.lane'), value: (l) => l.laneNo ?? '—' },
            { label: translate('screens.replenish.quantity'), value: (l) => l.quantity, align: 'right' },
          ]}
        />
      </TitledCard>

      <ConfirmDialog
        open={confirming}
        title={translate('screens.replenish.applyTitle')}
        content={translate('screens.replenish.applyConfirm', { orderNumber: record.orderNumber })}
        loading={apply.isPending}
        onConfirm={() => apply.mutate(record.orderNumber)}
        onCancel={() => setConfirming(false)}
      />
    </DetailFrame>
  );
}

export default ShippingListDetail;
