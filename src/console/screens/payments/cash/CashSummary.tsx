/**
 * The cash summary (cashPayStats): totals per currency and a table per day or per device over a history
 * preset (Tokyo days, as the server counts them). Figures come from the server's daily rollup, revoked
 * payments excluded; amounts are shown by the one money formatter (src/domain/money.ts).
 */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '../../../crud/registry';
import { callDeclared, undescribed } from '../../../providers/http';
import { failureMessage } from '../../../providers/failure';
import { HistoryPresetPicker, useHistoryRange } from '../HistoryPresets';
import { useMoney } from '../../../ui/money';
import { TitledCard } from '../../../ui/TitledCard';
import { ValueTable } from '../../../ui/ValueTable';

interface Total {
  currency: string;
  count: number;
  amount: number;
  deviceCount: number;
}
interface Row {
  day?: string;
  serialNum?: string;
  deviceId?: number;
  currency: string;
  count: number;
  amount: number;
}

export function CashSummary({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const format = useMoney();
  const { preset, range, choose } = useHistoryRange('last30Days');
  const [groupBy, setGroupBy] = useState<'day' | 'device'>('day');
  const body = { startDay: range.from, endDay: range.to };
  const totals = useQuery({
    queryKey: ['cashPayStatsTotal', body],
    queryFn: () => undescribed<Total[]>(callDeclared(declaration.calls.actions!.total, body)),
    placeholderData: keepPreviousData,
  });
  const rows = useQuery({
    queryKey: ['cashPayStatsList', body, groupBy],
    queryFn: () => undescribed<{ list: Row[]; total: number }>(callDeclared(declaration.calls.list!, { ...body, groupBy, pageSize: 100 })),
    placeholderData: keepPreviousData,
  });
  const field = (f: string) => translate(`resources.${declaration.name}.fields.${f}`);
  const error = totals.error ?? rows.error;

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap alignItems="center">
        <HistoryPresetPicker value={preset} onChange={choose} />
        <Typography variant="body2" color="text.secondary">{`${range.from} – ${range.to}`}</Typography>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureMessage(error, translate)}
        </Alert>
      )}
      {(totals.isPending || rows.isPending) && <LinearProgress aria-label={translate('cash.loading')} sx={{ mb: 1 }} />}
      <TitledCard id="cash-totals" title={translate('cash.totals')}>
        {totals.data && totals.data.length === 0 && <Typography color="text.secondary">{translate('cash.noData')}</Typography>}
        <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
          {(totals.data ?? []).map((t) => (
            <Box key={t.currency} component="dl" sx={{ m: 0 }} data-currency={t.currency}>
              <Typography component="dt" variant="caption" color="text.secondary">{`${field('amount')} (${t.currency})`}</Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0 }} data-figure="amount">
                {format.minor(t.amount, t.currency)}
              </Typography>
              <Typography component="dt" variant="caption" color="text.secondary">
                {field('count')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-figure="count">
                {t.count}
              </Typography>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate('cash.deviceCount')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {t.deviceCount}
              </Typography>
            </Box>
          ))}
        </Stack>
      </TitledCard>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="cash-rows">
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          <Typography id="cash-rows" component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
            {translate(groupBy === 'day' ? 'cash.perDay' : 'cash.perDevice')}
          </Typography>
          <ToggleButtonGroup size="small" exclusive value={groupBy} aria-label={field('groupBy')} onChange={(_, v) => v && setGroupBy(v)}>
            <ToggleButton value="day">{translate('cash.perDay')}</ToggleButton>
            <ToggleButton value="device">{translate('cash.perDevice')}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <ValueTable
          labelledBy="cash-rows"
          rows={rows.data?.list ?? []}
          rowKey={(r) => `${r.day ?? r.deviceId}-${r.currency}`}
          emptyRow={rows.data && translate('cash.noData')}
          columns={[
            { label: groupBy === 'day' ? field('day') : field('serialNum'), value: (r) => (groupBy === 'day' ? r.day : r.serialNum) },
            { label: field('currency'), value: (r) => r.currency },
            { label: field('count'), value: (r) => r.count, align: 'right' },
            { label: field('amount'), value: (r) => format.minor(r.amount, r.currency), align: 'right' },
          ]}
        />
      </Paper>
    </Box>
  );
}

export default CashSummary;
