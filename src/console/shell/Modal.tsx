/**
 * Dialogs of the console (spec document 1 §5 UI: modal dialogs default to not closable by mask or close
 * button). Escape and clicks on the backdrop do nothing and there is no close button unless `closable`.
 */
import { useId, type ReactNode } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogActions from '@mui/material/DialogActions';
import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

export interface ModalProps extends Omit<DialogProps, 'onClose' | 'title'> {
  title?: ReactNode;
  /** Lets Escape, a click on the backdrop and a close button close the dialog. Off by default. */
  closable?: boolean;
  onClose?: () => void;
  actions?: ReactNode;
  children?: ReactNode;
}

export function Modal({ title, closable = false, onClose, actions, children, ...rest }: ModalProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      aria-labelledby={title ? titleId : undefined}
      {...rest}
      disableEscapeKeyDown={!closable}
      onClose={(_event, reason) => {
        if (!closable && (reason === 'backdropClick' || reason === 'escapeKeyDown')) return;
        onClose?.();
      }}
    >
      {(title || closable) && (
        <DialogTitle id={titleId} sx={closable ? { pr: 6 } : undefined}>
          {title}
          {closable && (
            <IconButton aria-label={translate('shell.dialog.close')} onClick={() => onClose?.()} sx={{ position: 'absolute', right: 8, top: 8 }}>
              <CloseIcon />
            </IconButton>
          )}
        </DialogTitle>
      )}
      {children}
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  content: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  closable?: boolean;
  /** While the answer is being carried out: both buttons are disabled. */
  loading?: boolean;
  /** The confirm button's colour ('error' for deleting). */
  confirmColor?: 'primary' | 'error' | 'warning' | 'success';
}

/**
 * A question with Cancel and OK; only the buttons answer it (unless `closable`). The list's and detail
 * page's status and delete confirmations use it, so they follow the spec's default too.
 */
export function ConfirmDialog({
  open,
  title,
  content,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  closable = false,
  loading = false,
  confirmColor = 'primary',
}: ConfirmDialogProps) {
  const translate = useTranslate();
  const contentId = useId();
  return (
    <Modal
      open={open}
      title={title}
      closable={closable}
      onClose={loading ? undefined : onCancel}
      aria-describedby={contentId}
      // a click on a row's button opens it: the row must not see clicks inside it
      onClick={(e) => e.stopPropagation()}
      actions={
        <>
          <Button onClick={onCancel} disabled={loading}>
            {cancelLabel ?? translate('shell.dialog.cancel')}
          </Button>
          <Button onClick={onConfirm} variant="contained" color={confirmColor} disabled={loading} autoFocus>
            {confirmLabel ?? translate('shell.dialog.confirm')}
          </Button>
        </>
      }
    >
      <DialogContent>
        <DialogContentText id={contentId}>{content}</DialogContentText>
      </DialogContent>
    </Modal>
  );
}
