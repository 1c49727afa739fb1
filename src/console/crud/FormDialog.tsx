/**
 * A schema form in a dialog with Cancel and Save (spec document 1 §5 UI: closed by its buttons only): `save`
 * sends it, a save is notified, then `onSaved` has its answer. The server's refusal stays on the form, on the
 * fields it names (SchemaForm). The organisation tree's add and edit dialogs and a release's strategy use it.
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useNotify, useTranslate } from 'ra-core';
import { Modal } from '../shell/Modal';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';

export function FormDialog<R>({
  title,
  intro,
  save,
  onSaved,
  onClose,
  ...form
}: {
  title: string;
  intro?: ReactNode;
  save: (data: Record<string, unknown>) => Promise<R>;
  onSaved: (answer: R) => void;
  onClose: () => void;
} & Omit<SchemaFormProps, 'onSubmit' | 'children'>) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Modal open title={title} maxWidth="sm" fullWidth>
      <DialogContent>
        {intro}
        <SchemaForm
          {...form}
          onSubmit={async (data) => {
            const answer = await save(data);
            notify('crud.saved', { type: 'success' });
            onSaved(answer);
          }}
        >
          <DialogActions sx={{ px: 0, pt: 2 }}>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained">
              {translate('ra.action.save')}
            </Button>
          </DialogActions>
        </SchemaForm>
      </DialogContent>
    </Modal>
  );
}
