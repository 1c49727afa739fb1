/** The revoke and resolve dialogs of the order detail (each a documented call; the server checks again). */
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Modal } from '../../../shell/Modal';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { callDeclared } from '../../../providers/http';
import { failureMessage } from '../../../providers/failure';

function useSubmit(onDone: () => void) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: string, body: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await callDeclared(call, body);
      onDone();
    } catch (e) {
      setError(failureMessage(e, translate));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

export function RevokeDialog({ orderNumber, open, onClose, onDone }: { orderNumber: string; open: boolean; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`orders.${k}`, o);
  const [reason, setReason] = useState('');
  const { busy, error, run } = useSubmit(onDone);
  return (
    <Modal open={open} onClose={onClose} aria-labelledby="revoke-title" fullWidth maxWidth="xs">
      <DialogTitle id="revoke-title">{t('revokeTitle', { orderNumber })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{t('revokeHelp')}</Typography>
          <TextField label={t('reason')} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => run('payOrderRevoke', { orderNumber, reason })}>
          {t('revoke')}
        </Button>
      </DialogActions>
    </Modal>
  );
}

/** Settles an unknown order (paid / failed) or refund (success / failed) by hand, with a note for the audit. */
export function ResolveDialog({
  target,
  open,
  onClose,
  onDone,
}: {
  target: { kind: 'order'; orderNumber: string } | { kind: 'refund'; refundNo: string };
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`orders.${k}`, o);
  const options =
    target.kind === 'order'
      ? [
          { value: 'paid', label: translate('enum.orderStatus.paid') },
          { value: 'failed', label: translate('enum.orderStatus.failed') },
        ]
      : [
          { value: 'success', label: translate('enum.refundState.success') },
          { value: 'failed', label: translate('enum.refundState.failed') },
        ];
  const [value, setValue] = useState(options[0].value);
  const [note, setNote] = useState('');
  const { busy, error, run } = useSubmit(onDone);
  const submit = () =>
    target.kind === 'order'
      ? run('payOrderResolve', { orderNumber: target.orderNumber, status: value, note })
      : run('payOrderRefundResolve', { refundNo: target.refundNo, state: value, note });
  return (
    <Modal open={open} onClose={onClose} aria-labelledby="resolve-title" fullWidth maxWidth="xs">
      <DialogTitle id="resolve-title">
        {target.kind === 'order' ? t('resolveTitle', { orderNumber: target.orderNumber }) : t('resolveRefundTitle', { refundNo: target.refundNo })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label={t('resolveAs')} value={value} onChange={(e) => setValue(e.target.value)}>
            {options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={busy || !note.trim()} onClick={submit}>
          {t('resolve')}
        </Button>
      </DialogActions>
    </Modal>
  );
}
