/**
 * The refund dialog: the amount typed in the currency's major unit and converted with the domain's
 * toMinorUnits (JPY and KRW take no decimals; the minor amount sent is shown before submitting), a reason,
 * and the organisation's refund password. The server checks everything again (password first).
 */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Modal } from '../../../shell/Modal';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { callOperation } from '../../../providers/http';
import { failureMessage } from '../../../providers/failure';
import { currencyDigits, toMinorUnits } from '../../../../domain/payments';
import { useMoney } from '../../../ui/money';
import { LIMITS } from '../../../../domain/limits';

export interface RefundTarget {
  orderNumber: string;
  currency: string;
  amount: number;
  refundReserved: number;
}

export function RefundDialog({
  order,
  open,
  onClose,
  onDone,
}: {
  order: RefundTarget;
  open: boolean;
  onClose: () => void;
  onDone: (answer: { refundNo: string; status: string }) => void;
}) {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`orders.${k}`, o);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // one key per opened dialog: a double click or a retry after a lost answer is the same refund
  const [idempotencyKey] = useState(() => `console-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);
  const pwd = useQuery({ queryKey: ['refundPwd'], queryFn: () => callOperation('refundPwdGetSetPwd'), enabled: open });
  const left = order.amount - order.refundReserved;
  const digits = currencyDigits(order.currency);
  const format = useMoney();
  const minor = amount ? toMinorUnits(amount, order.currency) : undefined;
  const amountBad = amount !== '' && (minor === undefined || minor < 1 || minor > left);
  const ready = minor !== undefined && !amountBad && password.length > 0 && password.length <= LIMITS.refundPasswordMax;

  const submit = async () => {
    if (minor === undefined) return; // submit is offered when ready
    setBusy(true);
    setError(null);
    try {
      const answer = await callOperation('payOrderRefund', { orderNumber: order.orderNumber, amount: minor, refundPassword: password, reason, idempotencyKey });
      onDone(answer);
    } catch (e) {
      setError(failureMessage(e, translate));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} aria-labelledby="refund-title" fullWidth maxWidth="xs">
      <DialogTitle id="refund-title">{t('refundTitle', { orderNumber: order.orderNumber })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {pwd.data && !pwd.data.set && (
            <Alert severity="warning">
              {t('noPassword')} <Link to="/refund-password">{t('setPasswordLink')}</Link>
            </Alert>
          )}
          <Typography>{t('refundable', { amount: format.minor(left, order.currency) })}</Typography>
          <TextField
            label={t('refundAmount', { currency: order.currency })}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={amountBad}
            helperText={
              amountBad
                ? t('refundAmountBad', { currency: order.currency, digits })
                : minor !== undefined
                  ? t('refundMinor', { minor })
                  : t('refundAmountHelp', { currency: order.currency, digits })
            }
            slotProps={{ htmlInput: { inputMode: digits === 0 ? 'numeric' : 'decimal' } }}
            required
          />
          <TextField label={t('reason')} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField
            label={t('refundPassword')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.refundPasswordMax, autoComplete: 'off' } }}
            required
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!ready || busy} onClick={submit}>
          {t('submit')}
        </Button>
      </DialogActions>
    </Modal>
  );
}
