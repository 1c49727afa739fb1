/** The toolbar button and dialog frame the boot animation and wallpaper uploads share, with the name rule both apply. */
import type { ReactNode } from 'react';
import { Button as RaButton } from 'react-admin';
import { useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import { Modal } from '../../shell/Modal';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import UploadFileIcon from '@mui/icons-material/UploadFile';

/** The name's rule of the schema (1–50 characters, no space at either end), as a message key or undefined. */
export const nameProblem = (name: string) =>
  !name ? 'validation.required' : name.length > 50 || name.trim() !== name ? 'validation.bootAnimationName' : undefined;

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
  onClose: () => void;
  pending: boolean;
  onSubmit: () => void;
  /** The chosen file is refused already: Upload is disabled. */
  refused: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <>
      <RaButton label={`${messages}.button`} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </RaButton>
      <Modal open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId}>{translate(`${messages}.title`)}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
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
