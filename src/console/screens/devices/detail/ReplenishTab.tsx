/**
 * Replenish (spec document 1 §2 device detail tabs; issue 8): when the device was last replenished (its
 * lanes' latest vending or one-key replenishment), its planned replenishment (a time of day in Japan time
 * every few days) and the next planned time; those holding vending.replenishTime set the plan
 * (channelGoods/getReplenishTime, setReplenishTime).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SaveIcon from '@mui/icons-material/Save';
import { useQueryClient } from '@tanstack/react-query';
import { useCheckedSave } from '../../../crud/checkedSave';
import { useAccess } from '../../../crud/access';
import { callOperation, type CallParams, undescribed } from '../../../providers/http';
import { VENDING_LIMITS } from '../../../../domain/vending';
import { InfoGrid } from '../../../ui/InfoGrid';
import type { DeviceTabProps } from './tabs';
import { useDeviceCall } from './parts';
import { DateTimeText } from './telemetryParts';
import { V } from './vendingParts';
import { CallState } from '../../../ui/CallState';
import { Section } from '../../../ui/Section';

export interface ReplenishTime {
  lastReplenishAt: string | null;
  replenishTime: string | null;
  intervalDays: number | null;
  nextReplenishAt: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

type Field = 'replenishTime' | 'intervalDays';

export function ReplenishTab({ device }: DeviceTabProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const serialNum = device.serialNum;
  const plan = useDeviceCall<ReplenishTime>('channelGoodsGetReplenishTime', { serialNum });
  const [values, setValues] = useState<Record<Field, string>>({ replenishTime: '09:00', intervalDays: '1' });
  const r = (k: string) => translate(`${V}.replenish.${k}`);

  useEffect(() => {
    if (plan.data?.replenishTime) setValues({ replenishTime: plan.data.replenishTime, intervalDays: String(plan.data.intervalDays ?? 1) });
  }, [plan.data]);

  const save = useCheckedSave<Field, CallParams<'channelGoodsSetReplenishTime'>>({
    schema: ['retail/vending.schema.json', 'setReplenishTime'],
    save: (body) => undescribed<ReplenishTime>(callOperation('channelGoodsSetReplenishTime', body)),
    onSaved: async () => {
      notify(`${V}.replenish.saved`, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['devices', 'channelGoodsGetReplenishTime'] });
    },
  });
  const errors = save.errors;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.submit({ serialNum, replenishTime: values.replenishTime, intervalDays: Number(values.intervalDays) });
  };

  const data = plan.data;
  return (
    <Section id="vending-replenish" title={r('title')}>
      <CallState query={plan} />
      {data && (
        <InfoGrid
          columns={2}
          items={[
            { label: r('last'), value: data.lastReplenishAt ? <DateTimeText value={data.lastReplenishAt} /> : r('none') },
            { label: r('next'), value: data.nextReplenishAt ? <DateTimeText value={data.nextReplenishAt} /> : r('noPlan') },
            {
              label: r('planned'),
              value: data.replenishTime ? translate(`${V}.replenish.everyDays`, { days: data.intervalDays, time: data.replenishTime }) : r('noPlan'),
            },
            {
              label: r('updated'),
              value: data.updatedAt ? (
                <>
                  {<DateTimeText value={data.updatedAt} />}
                  {data.updatedBy ? ` · ${data.updatedBy}` : ''}
                </>
              ) : (
                r('noPlan')
              ),
            },
          ]}
        />
      )}
      {data && can('vending.replenishTime') && (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={r('title')}
          sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}
        >
          <TextField
            id="vending-replenish-time"
            size="small"
            type="time"
            label={r('planned')}
            value={values.replenishTime}
            onChange={(e) => setValues((v) => ({ ...v, replenishTime: e.target.value }))}
            error={Boolean(errors.replenishTime)}
            helperText={errors.replenishTime}
            disabled={save.isPending}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 220 }}
          />
          <TextField
            id="vending-replenish-interval"
            size="small"
            type="number"
            label={r('interval')}
            value={values.intervalDays}
            onChange={(e) => setValues((v) => ({ ...v, intervalDays: e.target.value }))}
            error={Boolean(errors.intervalDays)}
            helperText={errors.intervalDays}
            disabled={save.isPending}
            slotProps={{ htmlInput: { min: 1, max: VENDING_LIMITS.replenishIntervalMaxDays } }}
            sx={{ width: 160 }}
          />
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={save.isPending} sx={{ mt: 0.5 }}>
            {r('save')}
          </Button>
        </Box>
      )}
    </Section>
  );
}

export default ReplenishTab;
