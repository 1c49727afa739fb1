/**
 * The organisation's refund password: whether it is set, then set it (entered twice) or change it (the
 * current one and the new one twice). At most 6 characters; shared by the organisation's users.
 */
import { useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ScreenProps } from '../../../crud/registry';
import { useAccess } from '../../../crud/access';
import { callDeclared, undescribed } from '../../../providers/http';
import { failureMessage } from '../../../providers/failure';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { LIMITS } from '../../../../domain/limits';

export function RefundPassword({ declaration }: ScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { can } = useAccess();
  const t = (k: string, o?: Record<string, unknown>) => translate(`refundPassword.${k}`, o);
  const state = useQuery({ queryKey: ['refundPwd'], queryFn: () => undescribed<{ set: boolean }>(callDeclared(declaration.calls.actions!.getSetPwd)) });
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const max = LIMITS.refundPasswordMax;
  if (state.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {failureMessage(state.error, translate)}
      </Alert>
    );
  if (!state.data) return <LinearProgress sx={{ m: 2 }} aria-label={translate('app.loading')} />;
  const isSet = state.data.set;
  const mismatch = confirmPassword !== '' && password !== confirmPassword;
  const ready = password.length > 0 && password.length <= max && password === confirmPassword && (!isSet || oldPassword.length > 0);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      if (isSet) await callDeclared(declaration.calls.actions!.modify, { oldPassword, password, confirmPassword });
      else await callDeclared(declaration.calls.actions!.set, { password, confirmPassword });
      notify('refundPassword.saved', { type: 'success' });
      setOld('');
      setPassword('');
      setConfirm('');
      await state.refetch();
    } catch (e) {
      setError(failureMessage(e, translate));
    } finally {
      setBusy(false);
    }
  };
  const input = { maxLength: max, autoComplete: 'new-password' };
  // the three fields differ in their label, value and hint
  const passwordField = (key: string, value: string, set: (v: string) => void, extra: Partial<TextFieldProps>) => (
    <TextField label={t(key)} type="password" value={value} onChange={(e) => set(e.target.value)} required slotProps={{ htmlInput: input }} {...extra} />
  );
  return (
    <Box sx={{ p: 2, maxWidth: 520 }}>
      <ScreenHeading>{t('title')}</ScreenHeading>
      <Alert severity={isSet ? 'success' : 'warning'} sx={{ mb: 2 }}>
        {isSet ? t('isSet') : t('notSet')}
      </Alert>
      {can(declaration.permissions.set) && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack
            component="form"
            spacing={2}
            onSubmit={(e) => {
              e.preventDefault();
              if (ready) submit();
            }}
          >
            {isSet && passwordField('oldPassword', oldPassword, setOld, { slotProps: { htmlInput: { ...input, autoComplete: 'current-password' } } })}
            {passwordField('password', password, setPassword, { helperText: t('help', { max }) })}
            {passwordField('confirmPassword', confirmPassword, setConfirm, { error: mismatch, helperText: mismatch ? t('mismatch') : ' ' })}
            {error && <Alert severity="error">{error}</Alert>}
            <Box>
              <Button type="submit" variant="contained" disabled={!ready || busy}>
                {isSet ? t('modify') : t('set')}
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}

export default RefundPassword;
