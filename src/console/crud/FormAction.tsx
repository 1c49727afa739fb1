/**
 * The declared form actions (`formActions` of a resource): a button that opens a dialog with the form its call
 * takes, generated from the schema like every other form, sends it, says what happened and refreshes what is on
 * screen. On a row (an icon with a tooltip) or a detail page, the form is filled from the record (`fill`: fixed,
 * `start`: a starting value to change); in a list's
 * toolbar it starts empty. An action declared `confirm` asks once more before anything is sent.
 */
import { useState, type ComponentType } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RedeemIcon from '@mui/icons-material/Redeem';
import TuneIcon from '@mui/icons-material/Tune';
import { useGetResourceLabel, useNotify, useRecordContext, useRefresh, useTranslate } from 'ra-core';
import type { FormAction, ResourceDeclaration } from '../../../resources/types';
import { callDeclared, operation } from '../providers/http';
import { useNotifyFailure } from '../providers/failure';
import { schemaDef } from '../providers/schemas';
import { ConfirmDialog } from '../shell/Modal';
import { useAccess } from './access';
import { FormDialog } from './FormDialog';

type Data = Record<string, unknown>;

export const ACTION_ICONS: Record<FormAction['icon'], ComponentType<{ fontSize?: 'small' | 'medium' }>> = {
  points: LoyaltyIcon,
  writeOff: TaskAltIcon,
  copy: ContentCopyIcon,
  claim: RedeemIcon,
  edit: TuneIcon,
};

/** The resource's form actions shown `on` rows or the list, that the contract has and the user may run. */
export function useFormActions(declaration: ResourceDeclaration, on: FormAction['on']): FormAction[] {
  const { can } = useAccess();
  return (declaration.formActions ?? []).filter((a) => {
    const call = declaration.calls.actions?.[a.action];
    return a.on === on && call && operation(call) && can(declaration.permissions[a.action]);
  });
}

/** The action's form: a `$defs` entry of the resource's schema, or of another file (`marketing/coupon.schema.json#claim`). */
function formOf(declaration: ResourceDeclaration, form: string) {
  const [file, def] = form.includes('#') ? form.split('#') : [declaration.schema, form];
  return schemaDef(file, def);
}

/** Whether a row action is offered for this record (`when`). */
const appliesTo = (a: FormAction, record: Data) => !a.when || Object.entries(a.when).every(([field, values]) => values.includes(record[field]));

/** The form's fields taken from the record (`fill`, or `start`: `which`). */
const filledFrom = (a: FormAction, record?: Data, which: 'fill' | 'start' = 'fill'): Data =>
  Object.fromEntries(Object.entries(a[which] ?? {}).map(([field, from]) => [field, record?.[from]]));

export function FormActionButton({
  declaration,
  formAction,
  record,
  compact = false,
}: {
  declaration: ResourceDeclaration;
  formAction: FormAction;
  record?: Data;
  /** An icon with a tooltip (a list row), rather than a labelled button. */
  compact?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const resourceLabel = useGetResourceLabel();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<Data | null>(null);
  const [busy, setBusy] = useState(false);
  const { action, form, icon, confirm } = formAction;
  const key = `resources.${declaration.name}.actions.${action}`;
  const label = translate(key);
  const Icon = ACTION_ICONS[icon];
  const filled = filledFrom(formAction, record);
  const send = (data: Data) => callDeclared(declaration.calls.actions![action], { ...data, ...filled });
  const done = (answer: unknown) => {
    notify(`${key}Done`, { type: 'success', messageArgs: { ...(answer && typeof answer === 'object' ? answer : {}) } });
    setOpen(false);
    refresh();
  };
  const about = record ? `${resourceLabel(declaration.name, 1)}: ${String(record[declaration.recordLabel] ?? record.id)}` : undefined;
  const openIt = () => setOpen(true);

  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <IconButton
            size="small"
            color="primary"
            aria-label={label}
            onClick={(e) => {
              e.stopPropagation();
              openIt();
            }}
          >
            <Icon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" startIcon={<Icon />} onClick={openIt}>
          {label}
        </Button>
      )}
      {open && (
        <FormDialog<unknown>
          title={label}
          intro={
            about && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
                {about}
              </Typography>
            )
          }
          declaration={declaration}
          kind="create"
          schema={formOf(declaration, form)}
          uiSchema={Object.fromEntries(Object.keys(formAction.fill ?? {}).map((f) => [f, { 'ui:widget': 'hidden' }]))}
          record={{ ...filledFrom(formAction, record, 'start'), ...filled }}
          submitLabel={label}
          save={async (data) => {
            if (confirm) {
              setPending(data);
              return undefined;
            }
            return send(data);
          }}
          notice={() => undefined}
          onSaved={(answer) => {
            if (!confirm) done(answer);
          }}
          onClose={() => setOpen(false)}
        />
      )}
      {pending && (
        <ConfirmDialog
          open
          loading={busy}
          title={label}
          content={translate(`${key}Confirm`, { ...record, ...pending, _: label })}
          confirmLabel={label}
          onCancel={() => setPending(null)}
          onConfirm={async () => {
            setBusy(true);
            try {
              const answer = await send(pending);
              setPending(null);
              done(answer);
            } catch (e) {
              setPending(null);
              notifyFailure(e);
            } finally {
              setBusy(false);
            }
          }}
        />
      )}
    </>
  );
}

/** A list row's form actions, as icons (the row's record from its context). */
export function RowFormActions({ declaration }: { declaration: ResourceDeclaration }) {
  const record = useRecordContext();
  const actions = useFormActions(declaration, 'row');
  if (!record) return null;
  return (
    <>
      {actions
        .filter((a) => appliesTo(a, record))
        .map((a) => (
          <FormActionButton key={a.action} declaration={declaration} formAction={a} record={record} compact />
        ))}
    </>
  );
}

/** A detail page's form actions on its record, as labelled buttons. */
export function DetailFormActions({ declaration, record }: { declaration: ResourceDeclaration; record?: Data }) {
  const fromContext = useRecordContext();
  const actions = useFormActions(declaration, 'row');
  const r = record ?? fromContext;
  if (!r) return null;
  return (
    <>
      {actions
        .filter((a) => appliesTo(a, r))
        .map((a) => (
          <FormActionButton key={a.action} declaration={declaration} formAction={a} record={r} />
        ))}
    </>
  );
}

/** A list toolbar's form actions (an empty form). */
export function ListFormActions({ declaration }: { declaration: ResourceDeclaration }) {
  const actions = useFormActions(declaration, 'list');
  return (
    <>
      {actions.map((a) => (
        <FormActionButton key={a.action} declaration={declaration} formAction={a} />
      ))}
    </>
  );
}
