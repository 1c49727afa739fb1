/**
 * Enabling or disabling one record after a confirmation dialog, through the resource's status call: the
 * hook behind both the list row's icon (RowActions) and the show page's button (StatusButton). The
 * dialog is the shell's ConfirmDialog: only its buttons answer it, not Escape or a click beside it (spec:
 * modal dialogs are not closable by the mask by default).
 */
import { enabledFieldOf } from '../providers/schemas';
import { useState, type ReactNode } from 'react';
import { Button } from 'react-admin';
import { useDataProvider, useGetResourceLabel, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'ra-core';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import type { ResourceDeclaration } from '../../../resources/types';
import type { OpsDataProvider } from '../providers/dataProvider';
import { useNotifyFailure } from '../providers/failure';
import { ConfirmDialog } from '../shell/Modal';

export interface StatusToggle {
  record: RaRecord | undefined;
  enabled: boolean;
  /** `enable` or `disable`: what the toggle does now (crud.enable / crud.disable). */
  verb: 'enable' | 'disable';
  ask(): void;
  /** The confirmation dialog, to be rendered beside the control that calls `ask`. */
  dialog: ReactNode;
}

export function useStatusToggle(declaration: ResourceDeclaration): StatusToggle {
  const record = useRecordContext();
  const dataProvider = useDataProvider<OpsDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const resourceLabel = useGetResourceLabel();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const field = enabledFieldOf(declaration);
  const enabled = field.boolean ? record?.[field.name] === true : Number(record?.[field.name]) === 1;
  const verb = enabled ? 'disable' : 'enable';
  const label = String(record?.[declaration.recordLabel] ?? record?.id);

  const confirm = async () => {
    if (!record) return;
    setBusy(true);
    try {
      await dataProvider.setStatus(declaration.name, { id: record.id, status: enabled ? 0 : 1 });
      notify('crud.statusChanged', { type: 'info' });
      refresh();
    } catch (e) {
      notifyFailure(e);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      loading={busy}
      title={translate(`crud.${verb}Title`, { label })}
      content={translate(`crud.${verb}Content`, { label, name: resourceLabel(declaration.name, 1) })}
      confirmLabel={translate(`crud.${verb}`)}
      confirmColor={enabled ? 'warning' : 'primary'}
      onConfirm={confirm}
      onCancel={() => setOpen(false)}
    />
  );
  return { record, enabled, verb, ask: () => setOpen(true), dialog };
}

/** The show page's labelled button. */
export function StatusButton({ declaration }: { declaration: ResourceDeclaration }) {
  const toggle = useStatusToggle(declaration);
  if (!toggle.record || toggle.record.locked === true) return null;
  return (
    <>
      <Button
        label={`crud.${toggle.verb}`}
        onClick={(e) => {
          e.stopPropagation();
          toggle.ask();
        }}
        color={toggle.enabled ? 'warning' : 'success'}
      >
        {toggle.enabled ? <ToggleOffIcon /> : <ToggleOnIcon />}
      </Button>
      {toggle.dialog}
    </>
  );
}
