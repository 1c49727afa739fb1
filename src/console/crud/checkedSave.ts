/**
 * A bespoke form's save, checked by its schema before it is sent, and its errors by field (the schema's before,
 * the server's refusal after): the device tabs' and the payment code's forms do it the same way.
 */
import { useState } from 'react';
import { useLocale } from 'ra-core';
import { useMutation } from '@tanstack/react-query';
import type { Locale } from '../../domain/locale';
import { isApiError } from '../providers/http';
import { useNotifyFailure } from '../providers/failure';
import { schemaDef } from '../providers/schemas';
import { validatorFor } from './validator';

/**
 * The schema's errors for `body` (the definition `def` of `file`), the first one of each field; `keyOf` names a
 * field by its property path (without the leading dot), or passes it over with undefined.
 */
export function schemaErrors<F extends string>(
  locale: Locale,
  file: string,
  def: string,
  body: object,
  keyOf: (path: string) => F | undefined = (path) => path as F,
): Partial<Record<F, string>> {
  const schema = schemaDef(file, def);
  const checked = schema ? validatorFor(locale).validateFormData(body, schema as never) : undefined;
  const found: Partial<Record<F, string>> = {};
  for (const e of checked?.errors ?? []) {
    const key = keyOf((e.property ?? '').replace(/^\./, ''));
    if (key !== undefined && !found[key]) found[key] = e.message;
  }
  return found;
}

/** The fields a refusal names, by the last part of each field's name; undefined when it names none. */
export function refusedFields<F extends string>(e: unknown): Partial<Record<F, string>> | undefined {
  if (!isApiError(e) || !e.fields?.length) return undefined;
  const next: Partial<Record<F, string>> = {};
  for (const x of e.fields) next[(x.field.split('.').pop() ?? x.field) as F] = x.message;
  return next;
}

/**
 * `submit(body)` sends the body with `save` when the schema's definition (`[file, def]`) passes it; `errors` holds
 * the schema's errors, or those of the server's refusal (which is also notified).
 */
export function useCheckedSave<F extends string, B extends object>({
  schema: [file, def],
  keyOf,
  save,
  onSaved,
}: {
  schema: [string, string];
  keyOf?: (path: string) => F | undefined;
  save: (body: B) => Promise<unknown>;
  onSaved: () => Promise<unknown>;
}) {
  const locale = useLocale() as Locale;
  const notifyFailure = useNotifyFailure();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: onSaved,
    onError: (e) => {
      const named = refusedFields<F>(e);
      if (named) setErrors(named);
      notifyFailure(e);
    },
  });
  const submit = (body: B) => {
    const found = schemaErrors(locale, file, def, body, keyOf);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(body);
  };
  return { errors, submit, isPending: mutation.isPending };
}
