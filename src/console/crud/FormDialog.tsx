/**
 * A schema form in a dialog with Cancel and a submit button: `save` sends it, success is notified (`notice`, or
 * "saved"), then `onSaved` has the answer. A refusal naming fields is shown on them (SchemaForm).
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
  submitLabel,
  notice,
  ...form
}: {
  title: string;
  intro?: ReactNode;
  save: (data: Record<string, unknown>) => Promise<R>;
  onSaved: (answer: R) => void;
  onClose: () => void;
  /** The submit button's text (default: save). */
  submitLabel?: string;
  /** The success notice's key and parameters (default: "saved"); undefined says nothing (the caller confirms first). */
  notice?: (answer: R) => [string, Record<string, unknown>?] | undefined;
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
            const said = notice ? notice(answer) : ['crud.saved'];
            if (said) notify(said[0], { type: 'success', messageArgs: said[1] });
            onSaved(answer);
          }}
        >
          <DialogActions sx={{ px: 0, pt: 2 }}>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained">
              {submitLabel ?? translate('ra.action.save')}
            </Button>
          </DialogActions>
        </SchemaForm>
      </DialogContent>
    </Modal>
  );
}
