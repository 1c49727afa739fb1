/**
 * One cash payment (cashPayInfoGet): what was paid, on which device, lane and good; its revoke log; and,
 * for holders of cashPay.revoke while it is normal, the revoke with a confirmation (once: the server refuses
 * a second one with 209009, shown as its message).
 */
import { useState } from 'react';
import { useNotify, useRefresh, useShowController, useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '../../../crud/registry';
import { useAccess } from '../../../crud/access';
import { DateTimeText } from '../../../crud/fields';
import { callDeclared } from '../../../providers/http';
import { ConfirmDialog } from '../../../shell/Modal';
import { useNotifyFailure } from '../../accounts/common';
import { InfoGrid } from '../../../ui/InfoGrid';
import { useMoney } from '../../../ui/money';
import { DetailFrame, RecordState } from '../../../ui/DetailFrame';
import { TitledCard } from '../../../ui/TitledCard';
import { ValueTable } from '../../../ui/ValueTable';

export interface RevokeLogRow {
  id: number;
  operator: string | null;
  reason: string;
  before: { status: string };
  after: { status: string };
  pushRequestId: string | null;
  pushStatus: string | null;
  createdAt: string;
}

export interface CashOrder {
  id: number;
  orderNo: string;
  serialNum: string;
  orgName: string;
  laneNo: string | null;
  goodsName: string | null;
  currency: string;
  amount: number;
  status: 'normal' | 'revoked';
  paidAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
  revokeLog?: RevokeLogRow[];
}

export function CashPaymentDetail({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const format = useMoney();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const { can } = useAccess();
  const { record, isPending, error } = useShowController<CashOrder & { id: number }>({ resource: declaration.name });
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const field = (f: string) => translate(`resources.${declaration.name}.fields.${f}`);

  if (error || isPending || !record) return <RecordState isPending={isPending} error={error} />;
  const canRevoke = record.status === 'normal' && can(declaration.permissions.revoke);
  const log = record.revokeLog ?? [];

  const revoke = async () => {
    setBusy(true);
    try {
      await callDeclared(declaration.calls.actions!.revoke, { id: record.id, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      notify('cash.revoked', { type: 'success' });
      setConfirming(false);
      refresh();
    } catch (err) {
      setConfirming(false);
      notifyFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DetailFrame resource={declaration.name} title={record.orderNo}>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={translate('cash.detail')}>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Chip size="small" color={record.status === 'normal' ? 'success' : 'default'} label={translate(`enum.cashStatus.${record.status}`)} />
        </Stack>
        <InfoGrid
          columns={3}
          items={[
            { label: field('amount'), value: format.minor(record.amount, record.currency) },
            { label: field('serialNum'), value: record.serialNum },
            { label: field('orgName'), value: record.orgName },
            { label: field('laneNo'), value: record.laneNo ?? '—' },
            { label: field('goodsName'), value: record.goodsName ?? '—' },
            { label: field('paidAt'), value: <DateTimeText value={record.paidAt} /> },
            { label: field('revokedAt'), value: record.revokedAt ? <DateTimeText value={record.revokedAt} /> : '—' },
            { label: field('revokedBy'), value: record.revokedBy ?? '—' },
          ]}
        />
        {canRevoke && (
          <Stack direction="row" spacing={1} sx={{ mt: 2 }} alignItems="center">
            <TextField
              size="small"
              label={field('reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ minWidth: 280 }}
            />
            <Button variant="contained" color="warning" disabled={busy} onClick={() => setConfirming(true)}>
              {translate('cash.revoke')}
            </Button>
          </Stack>
        )}
      </Paper>

      <TitledCard id="cash-revoke-log" title={translate('cash.revokeLog')} last>
        {log.length === 0 ? (
          <Typography color="text.secondary">{translate('cash.noRevokeLog')}</Typography>
        ) : (
          <ValueTable
            labelledBy="cash-revoke-log"
            rows={log}
            rowKey={(r) => r.id}
            columns={[
              { label: translate('cash.at'), value: (r) => <DateTimeText value={r.createdAt} /> },
              { label: translate('cash.operator'), value: (r) => r.operator ?? '—' },
              { label: field('reason'), value: (r) => r.reason || '—' },
              {
                label: translate('cash.change'),
                value: (r) => `${translate(`enum.cashStatus.${r.before.status}`)} → ${translate(`enum.cashStatus.${r.after.status}`)}`,
              },
              { label: translate('cash.push'), value: (r) => r.pushStatus ?? translate('cash.notPushed') },
            ]}
          />
        )}
      </TitledCard>

      <ConfirmDialog
        open={confirming}
        title={translate('cash.revokeTitle', { orderNo: record.orderNo })}
        content={translate('cash.revokeContent')}
        confirmLabel={translate('cash.revoke')}
        confirmColor="warning"
        loading={busy}
        onConfirm={revoke}
        onCancel={() => setConfirming(false)}
      />
    </DetailFrame>
  );
}

export default CashPaymentDetail;
