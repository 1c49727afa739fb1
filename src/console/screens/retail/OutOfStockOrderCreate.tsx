/**
 * Making an out-of-stock order: the devices of the caller's scope with their lanes at or below threshold;
 * the picked ones (at most 100), or with none picked every device the caller can see, are snapshotted by
 * the server. Nothing short is the server's refusal (209056), shown as it words it.
 */
import { useState } from 'react';
import { ListButton } from 'react-admin';
import { useNotify, useRedirect, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { LIMITS } from '../../../domain/limits';
import type { ScreenProps } from '../../crud/registry';
import { callOperation } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { DevicePicker, RemarkField, SaveBar } from './replenishParts';

export function OutOfStockOrderCreate({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [serialNums, setSerialNums] = useState<string[]>([]);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string>();
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) => callOperation('outOfStockOrderCreate', body),
    onSuccess: (made) => {
      notify('screens.replenish.created', { type: 'success', messageArgs: { orderNumber: made.orderNumber } });
      redirect('show', declaration.name, made.id);
    },
    onError: (e) => setProblem(failureMessage(e, translate)),
  });
  const submit = () => {
    setProblem(undefined);
    if (serialNums.length > LIMITS.shippingListDevicesMax) return setProblem(translate('screens.replenish.tooMany', { max: LIMITS.shippingListDevicesMax }));
    create.mutate({ ...(serialNums.length ? { serialNums } : {}), ...(remark.trim() ? { remark: remark.trim() } : {}) });
  };
  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading actions={<ListButton resource={declaration.name} />}>{translate('screens.replenish.oosCreateTitle')}</ScreenHeading>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('screens.replenish.wholeScope')}
        </Typography>
        <DevicePicker picked={serialNums} onChange={setSerialNums} />
        <RemarkField label={translate('resources.out-of-stock-orders.fields.remark')} value={remark} onChange={setRemark} />
      </Paper>
      <SaveBar problem={problem} pending={create.isPending} onSave={submit} />
    </Box>
  );
}

export default OutOfStockOrderCreate;
