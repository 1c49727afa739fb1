/**
 * The frame of a bespoke create/edit screen (a role, an alarm rule, a coupon template, a campaign): react-admin's
 * Create, or Edit when the route names a record (pessimistic: the form waits for the server), around the
 * screen's own form body. The body's submit goes through react-admin's save, so a refusal comes back to the
 * form (100001 fields on their fields) and success notifies and redirects as react-admin does.
 */
import type { ComponentType } from 'react';
import { Create, Edit } from 'react-admin';
import { useCreateContext, useEditContext } from 'ra-core';
import { useParams } from 'react-router-dom';
import type { ResourceDeclaration } from '../../../resources/types';
import { ApiError } from '../providers/http';

type Data = Record<string, unknown>;

/** What a form body gets from the frame. */
export interface FormBodyProps {
  declaration: ResourceDeclaration;
  kind: 'create' | 'edit';
  record?: Data;
  saving?: boolean;
  onSubmit: (data: Data) => Promise<unknown>;
}

type Save = ((data: Data, callbacks?: { onError?: (e: unknown) => void }) => unknown) | undefined;

/** Calls react-admin's save and brings a refusal back to the form (success: notification and redirect). */
const saveWith = (save: Save) => (data: Data) =>
  new Promise<void>((resolve, reject) => {
    Promise.resolve(save?.(data, { onError: (error: unknown) => reject(error) })).then(() => resolve(), reject);
  });

/**
 * Rules the console checks before sending (the server checks them too), broken: refused as the server would
 * refuse them (100001, each on its field), so the form marks them and nothing is sent.
 */
export function refuseBeforeSending(broken: { field: string; message: string }[], translate: (key: string) => string): Promise<never> {
  const fields = broken.map((e) => ({ field: e.field, message: translate(e.message) }));
  return Promise.reject(new ApiError(100001, translate('errors.100001'), 400, fields));
}

function CreateBody({ declaration, body: Body }: { declaration: ResourceDeclaration; body: ComponentType<FormBodyProps> }) {
  const { save, saving } = useCreateContext();
  return <Body declaration={declaration} kind="create" saving={saving} onSubmit={saveWith(save as Save)} />;
}

function EditBody({ declaration, body: Body }: { declaration: ResourceDeclaration; body: ComponentType<FormBodyProps> }) {
  const { save, saving, record, isPending } = useEditContext();
  if (isPending || !record) return null;
  return <Body key={String(record.id)} declaration={declaration} kind="edit" record={record} saving={saving} onSubmit={saveWith(save as Save)} />;
}

export function FormScreen({
  declaration,
  body,
  redirect,
  numericId = false,
}: {
  declaration: ResourceDeclaration;
  body: ComponentType<FormBodyProps>;
  /** Where a saved record goes: its detail or the list. */
  redirect: 'show' | 'list';
  /** The route's id read as a number (a call that does not coerce its body refuses an id sent as text). */
  numericId?: boolean;
}) {
  const { id } = useParams();
  if (id !== undefined && id !== 'create') {
    return (
      <Edit resource={declaration.name} id={numericId && /^\d+$/.test(id) ? Number(id) : id} mutationMode="pessimistic" redirect={redirect}>
        <EditBody declaration={declaration} body={body} />
      </Edit>
    );
  }
  return (
    <Create resource={declaration.name} redirect={redirect}>
      <CreateBody declaration={declaration} body={body} />
    </Create>
  );
}
