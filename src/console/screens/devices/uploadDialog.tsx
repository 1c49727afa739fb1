/** The toolbar button and dialog frame the boot animation and wallpaper uploads share, with the name rule both apply. */
import { useState, type ReactNode } from 'react';
import { Button as RaButton, useNotify, useRefresh } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../providers/http';
import { failureMessage } from '../../providers/failure';
import Button from '@mui/material/Button';
import { Modal } from '../../shell/Modal';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import UploadFileIcon from '@mui/icons-material/UploadFile';

/** The name's rule of the schema (1–50 characters, no space at either end), as a message key or undefined. */
export const nameProblem = (name: string) =>
  !name ? 'validation.required' : name.length > 50 || name.trim() !== name ? 'validation.bootAnimationName' : undefined;

/** What the dialog says under its form: a refusal (the server's or the screen's own) and each field's fault. */
export interface UploadOutcome {
  ok: boolean;
  message: string;
  faults: string[];
}

/**
 * The upload's call (`messages`: the screen's texts): done, the dialog closes (`done`) and says so once and the list
 * shows the new row; refused, the outcome holds the server's message and its fields' faults.
 */
export function useUpload(messages: string, call: () => Promise<unknown>, done: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [outcome, setOutcome] = useState<UploadOutcome>();
  const upload = useMutation({
    mutationFn: call,
    onSuccess: () => {
      notify(translate(`${messages}.done`), { type: 'success' });
      refresh();
      done();
    },
    onError: (e) => setOutcome({ ok: false, message: failureMessage(e, translate), faults: isApiError(e) ? (e.fields ?? []).map((f) => f.message) : [] }),
  });
  return { upload, outcome, setOutcome };
}

/** The button opening the dialog, its title, content, and Close and Upload (`messages`: the screen's button, title and upload texts). */
export function UploadDialog({
  messages,
  titleId,
  open,
  setOpen,
  onClose,
  pending,
  onSubmit,
  refused,
  children,
}: {
  messages: string;
  titleId: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Closing (not while `pending`): the screen empties its form. */
  onClose: () => void;
  pending: boolean;
  onSubmit: () => void;
  /** The chosen file is refused already: Upload is disabled. */
  refused: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  // an upload under way is not cut off: the dialog stays until it answers
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <>
      <RaButton label={`${messages}.button`} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </RaButton>
      <Modal open={open} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId}>{translate(`${messages}.title`)}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {translate('ui.import.close')}
          </Button>
          <Button variant="contained" onClick={onSubmit} disabled={pending || refused}>
            {translate(`${messages}.upload`)}
          </Button>
        </DialogActions>
      </Modal>
    </>
  );
}
