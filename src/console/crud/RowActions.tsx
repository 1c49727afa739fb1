/**
 * The actions of one list row as compact icon buttons, each with a tooltip and an accessible name: show,
 * edit, enable/disable and delete (both after a confirmation dialog that only its buttons answer).
 */
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { IconButton, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { useCreatePath, useDelete, useExpanded, useGetResourceLabel, useNotify, useRecordContext, useRefresh, useTranslate } from 'ra-core';
import type { ResourceDeclaration } from '../../../resources/types';
import { useNotifyFailure } from '../providers/failure';
import { ConfirmDialog } from '../shell/Modal';
import { useStatusToggle } from './StatusButton';

function Action({
  label,
  icon,
  to,
  onClick,
  color,
  expanded,
  controls,
}: {
  label: string;
  icon: ReactElement;
  to?: string;
  onClick?: () => void;
  color?: 'primary' | 'error' | 'warning' | 'success';
  expanded?: boolean;
  controls?: string;
}) {
  const button = to ? (
    <IconButton size="small" aria-label={label} component={Link} to={to} color={color ?? 'primary'} onClick={(e) => e.stopPropagation()}>
      {icon}
    </IconButton>
  ) : (
    <IconButton
      size="small"
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={controls}
      color={color ?? 'primary'}
      onClick={(e) => {
        e.stopPropagation();
        onClick?.();
      }}
    >
      {icon}
    </IconButton>
  );
  return <Tooltip title={label}>{button}</Tooltip>;
}

/**
 * Opens or closes the panel a row shows below itself (a list's `expand`). React-admin's own toggle is kept out of
 * the tab order and hidden from assistive technology; this one is a button like the row's other actions.
 */
export function ExpandAction({ declaration }: { declaration: ResourceDeclaration }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [expanded, toggle] = useExpanded(declaration.name, record?.id ?? '');
  if (!record) return null;
  return (
    <Action
      label={translate(expanded ? 'ra.action.close' : 'ra.action.expand')}
      icon={expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      onClick={toggle}
      expanded={expanded}
      controls={`${declaration.name}-${record.id}-expand`}
    />
  );
}

/** A link to the row's show or edit page: the two differ only in the page, its label and icon. */
function PageAction({ declaration, type, icon }: { declaration: ResourceDeclaration; type: 'show' | 'edit'; icon: ReactElement }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record) return null;
  return <Action label={translate(`ra.action.${type}`)} icon={icon} to={createPath({ resource: declaration.name, id: record.id, type })} />;
}

export function ShowAction({ declaration }: { declaration: ResourceDeclaration }) {
  return <PageAction declaration={declaration} type="show" icon={<VisibilityIcon fontSize="small" />} />;
}

export function EditAction({ declaration }: { declaration: ResourceDeclaration }) {
  return <PageAction declaration={declaration} type="edit" icon={<EditIcon fontSize="small" />} />;
}

/** Enable or disable after confirmation, through the resource's status call. */
export function StatusAction({ declaration }: { declaration: ResourceDeclaration }) {
  const translate = useTranslate();
  const toggle = useStatusToggle(declaration);
  if (!toggle.record || toggle.record.locked === true) return null;
  return (
    <>
      <Action
        label={translate(`crud.${toggle.verb}`)}
        icon={toggle.enabled ? <ToggleOnIcon fontSize="small" /> : <ToggleOffIcon fontSize="small" />}
        color={toggle.enabled ? 'success' : 'warning'}
        onClick={toggle.ask}
      />
      {toggle.dialog}
    </>
  );
}

/** Delete after confirmation, through the resource's delete call. */
export function DeleteAction({ declaration }: { declaration: ResourceDeclaration }) {
  const record = useRecordContext();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const [remove, { isPending }] = useDelete();
  const [open, setOpen] = useState(false);
  if (!record || record.locked === true) return null;
  const label = String(record[declaration.recordLabel] ?? record.id);
  const names = { name: resourceLabel(declaration.name, 1), recordRepresentation: label, id: record.id };
  const confirm = () =>
    remove(
      declaration.name,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          refresh();
        },
        onError: (e) => {
          setOpen(false);
          notifyFailure(e);
        },
      },
    );
  return (
    <>
      <Action label={translate('ra.action.delete')} icon={<DeleteIcon fontSize="small" />} color="error" onClick={() => setOpen(true)} />
      <ConfirmDialog
        open={open}
        loading={isPending}
        title={translate('ra.message.delete_title', names)}
        content={translate('ra.message.delete_content', names)}
        confirmLabel={translate('ra.action.delete')}
        confirmColor="error"
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
