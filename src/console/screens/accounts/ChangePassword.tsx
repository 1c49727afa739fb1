/**
 * The current user changes their own password (POST /user/update/pwd {oldPassword, newPassword,
 * confirmPassword}; user.schema.json#/$defs/changePassword). The schema's rules apply in the form (length,
 * characters, confirmation); the server's refusals — 201020 wrong old password, 201021 the password
 * contains the account, 211035 changed within 24 hours, 211036 a recent password reused — show its
 * message on the form and as a notification. The user's other sessions end; this one goes on.
 *
 * `ChangePasswordDialog` is what the shell's user dropdown opens; `ChangePasswordForm` is the bare form;
 * the default export is a page holding the form.
 */
import { useMemo } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ResourceDeclaration } from '../../../../resources/types';
import { users } from '../../../../resources/accounts/users';
import { SchemaForm } from '../../crud/SchemaForm';
import { callDeclared } from '../../providers/http';
import { getSessionUser } from '../../providers/session';
import { Modal } from '../../shell/Modal';

export const CHANGE_PASSWORD_CALL = 'userUpdatePwd';

/** The users' schema file with the changePassword variant as the form. */
const PASSWORD_FORM: ResourceDeclaration = { ...users, forms: { create: 'changePassword' } };

export interface ChangePasswordFormProps {
  /** Called after the server accepted the new password. */
  onDone?: () => void;
  /** Shows a Cancel button beside Save. */
  onCancel?: () => void;
}

export function ChangePasswordForm({ onDone, onCancel }: ChangePasswordFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const ui = useMemo(
    () => ({
      oldPassword: { 'ui:title': translate('screens.password.oldPassword'), 'ui:widget': 'password', 'ui:autocomplete': 'current-password' },
      newPassword: { 'ui:title': translate('screens.password.newPassword'), 'ui:help': translate('screens.password.rule') },
      confirmPassword: { 'ui:title': translate('screens.password.confirmPassword') },
    }),
    [translate],
  );
  return (
    <SchemaForm
      declaration={PASSWORD_FORM}
      kind="create"
      uiSchema={ui}
      onSubmit={async (data) => {
        await callDeclared(CHANGE_PASSWORD_CALL, data);
        notify('screens.password.changed', { type: 'success' });
        onDone?.();
      }}
    >
      <DialogActions sx={{ px: 0, pt: 2 }}>
        {onCancel && <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>}
        <Button type="submit" variant="contained">
          {translate('screens.password.submit')}
        </Button>
      </DialogActions>
    </SchemaForm>
  );
}

/** The dialog: closed only by Cancel or a successful change (not by the mask, spec document 1 §5 UI). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const account = getSessionUser()?.name;
  return (
    <Modal open={open} title={translate('screens.password.title')} maxWidth="xs" fullWidth>
      <DialogContent sx={{ pb: 0 }}>
        {account && (
          <Typography variant="body2" color="text.secondary">
            {translate('screens.password.account', { account })}
          </Typography>
        )}
        {open && <ChangePasswordForm onDone={onClose} onCancel={onClose} />}
      </DialogContent>
    </Modal>
  );
}

/** The form as a page of its own. */
export function ChangePasswordPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Paper variant="outlined" sx={{ maxWidth: 560 }}>
        <Typography component="h2" variant="h6" sx={{ px: 2, pt: 2 }}>
          {translate('screens.password.title')}
        </Typography>
        <ChangePasswordForm />
      </Paper>
    </Box>
  );
}

export default ChangePasswordPage;
