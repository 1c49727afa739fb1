/**
 * A form generated from the JSON Schema the server enforces for this call (`$defs[forms.create]` or
 * `$defs[forms.edit]` of the resource's schema file): rjsf with the MUI theme, validated in the browser
 * by the same rules (crud/validator.ts) and labelled from `resources.<name>.fields.<field>`. A 100001
 * answer's `fields` are shown on the fields they name; other refusals above the form.
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, ThemeProvider, type Theme } from '@mui/material';
import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFSchema, RegistryFieldsType, UiSchema } from '@rjsf/utils';
import { useLocale, useNotify, useTranslate } from 'ra-core';
import type { ResourceDeclaration } from '../../../resources/types';
import type { Locale } from '../../domain/locale';
import { formSchema, type JsonSchema } from '../providers/schemas';
import { callDeclared, isApiError, undescribed, type FieldError } from '../providers/http';
import { idFieldOf } from '../providers/dataProvider';
import { validatorFor } from './validator';
import { TEMPLATES, WIDGETS } from './widgets';
import { referenceOf } from './declarations';
import { UploadFormContext } from './UploadWidget';
import { DeviceTargetsField } from './DeviceTargetsField';
import { ConfirmDialog } from '../shell/Modal';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Data = Record<string, unknown>;

const DOC_KEYWORDS = ['title', 'description', '$comment', 'examples'];

/**
 * The schema as the form renders it: the documentation keywords (English, for developers) left out — labels
 * come from i18n — and `anyOf: [X, {type: null}]` shown as an optional X.
 */
export function renderSchema(node: JsonSchema): JsonSchema {
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) {
    if (DOC_KEYWORDS.includes(k)) continue;
    if (k === 'properties' && v && typeof v === 'object') {
      out.properties = Object.fromEntries(Object.entries(v as Record<string, JsonSchema>).map(([name, s]) => [name, renderSchema(s)]));
    } else if ((k === 'items' || k === 'if' || k === 'then' || k === 'else' || k === 'not') && v && typeof v === 'object') {
      out[k] = renderSchema(v as JsonSchema);
    } else if ((k === 'anyOf' || k === 'oneOf' || k === 'allOf') && Array.isArray(v)) {
      out[k] = v.map((s) => renderSchema(s as JsonSchema));
    } else {
      out[k] = v;
    }
  }
  for (const k of ['anyOf', 'oneOf'] as const) {
    const alts = out[k] as JsonSchema[] | undefined;
    if (Array.isArray(alts) && alts.length === 2) {
      const nonNull = alts.filter((a) => a.type !== 'null');
      if (nonNull.length === 1) {
        delete out[k];
        Object.assign(out, nonNull[0]);
      }
    }
  }
  return out;
}

/** The uiSchema of a form: translated labels and enum labels, password and reference widgets. */
export function buildUiSchema(decl: ResourceDeclaration, schema: JsonSchema, translate: Translate, kind: 'create' | 'edit', record?: Data): UiSchema {
  const ui: UiSchema = {
    'ui:submitButtonOptions': { submitText: translate('ra.action.save') },
  };
  const order: string[] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const u: Record<string, unknown> = { 'ui:title': translate(`resources.${decl.name}.fields.${name}`, { _: name }) };
    const group = prop['x-enum'];
    if (typeof group === 'string' && Array.isArray(prop.enum)) {
      u['ui:enumNames'] = prop.enum.map((v) => translate(`enum.${group}.${v}`, { _: String(v) }));
      u['ui:placeholder'] = translate('crud.select');
      if (group === 'status') {
        // enabled first, as the lists show it
        u['ui:widget'] = 'radio';
        u['ui:options'] = { inline: true };
        u['ui:enumOrder'] = [1, 0];
      }
    }
    if (/password/i.test(name) && prop.type === 'string') {
      u['ui:widget'] = 'password';
      u['ui:autocomplete'] = 'new-password';
    }
    const ref = referenceOf(decl, name);
    if (ref && (prop.type === 'integer' || prop.type === 'number')) {
      u['ui:widget'] = 'reference';
      u['ui:options'] = { resource: ref, picker: decl.pickers?.[name] };
    }
    if (prop['x-upload']) {
      u['ui:widget'] = 'upload';
      const sendLabels = Object.fromEntries((prop['x-upload'].sends ?? []).map((f) => [f, translate(`resources.${decl.name}.fields.${f}`, { _: f })]));
      u['ui:options'] = { ...prop['x-upload'], wide: true, sendLabels };
    }
    if (prop['x-options']) {
      u['ui:widget'] = 'callOptions';
      u['ui:options'] = { ...prop['x-options'] };
    }
    if (typeof prop.maxLength === 'number' && prop.maxLength > 100 && prop.type === 'string' && !prop['x-upload']) u['ui:widget'] = 'textarea';
    // a list of devices filled by the one targeting control (a release's devices)
    if (prop['x-targets']) u['ui:field'] = 'deviceTargets';
    // the lines of a list field (an order's goods): each line's fields translated, references picked by name
    const line = prop.type === 'array' ? (prop.items as JsonSchema | undefined) : undefined;
    // a list of plain values (a release's organisations or devices): each item named "<its label> <n>" in the
    // user's language, not rjsf's "orgIds-1"; ids of a referenced resource (`orgIds`: each an `orgId`) picked by name
    const lineGroup = line?.['x-enum'];
    if (line && Array.isArray(line.enum) && typeof lineGroup === 'string') {
      // a set of enum values (an ad's play days): one labelled checkbox per value, in a row
      u['ui:widget'] = 'checkboxes';
      u['ui:options'] = { inline: true };
      u.items = { 'ui:enumNames': line.enum.map((v) => translate(`enum.${lineGroup}.${v}`, { _: String(v) })) };
    } else if (line && !line.properties && line.type !== 'object' && !prop['x-targets']) {
      const fieldTitle = u['ui:title'] as string;
      const itemLabel = translate(`resources.${decl.name}.items.${name}`, { _: fieldTitle });
      const itemRef = referenceOf(decl, name.replace(/s$/, ''));
      const itemUi: Record<string, unknown> = {};
      if (itemRef && (line.type === 'integer' || line.type === 'number')) {
        itemUi['ui:widget'] = 'reference';
        itemUi['ui:options'] = { resource: itemRef, picker: decl.pickers?.[name] };
      }
      u.items = (_item: unknown, index: number) => ({ ...itemUi, 'ui:title': translate('crud.arrayItem', { name: itemLabel, n: index + 1 }) });
    }
    if (line?.properties) {
      u.items = Object.fromEntries(
        Object.entries(line.properties as Record<string, JsonSchema>).map(([sub, subProp]) => {
          const subUi: Record<string, unknown> = { 'ui:title': translate(`resources.${decl.name}.fields.${sub}`, { _: sub }) };
          const subRef = referenceOf(decl, sub);
          if (subRef && (subProp.type === 'integer' || subProp.type === 'number')) {
            subUi['ui:widget'] = 'reference';
            subUi['ui:options'] = { resource: subRef, picker: decl.pickers?.[sub] };
          }
          return [sub, subUi];
        }),
      );
    }
    // left empty, the server files a new record under the user's own organisation: said where it is chosen
    if (kind === 'create' && name === 'orgId' && ref) u['ui:help'] = translate('crud.ownOrganisationWhenEmpty');
    if (kind === 'edit' && name === idFieldOf(decl)) u['ui:widget'] = 'hidden';
    // a record answering `locked` keeps its standing: the server refuses changing its status (101012)
    if (kind === 'edit' && name === 'status' && record?.locked === true) {
      u['ui:disabled'] = true;
      u['ui:help'] = translate('crud.lockedStatus');
    }
    ui[name] = u;
    order.push(name);
  }
  ui['ui:order'] = [...order, '*'];
  return ui;
}

/**
 * The fields an upload describes (`x-upload.fills`: a creative's MD5, size, pixels) are read-only while the
 * upload's field holds a file: they are what the server computed from it, not the user's to type.
 */
export function lockUploadFills(ui: UiSchema, schema: JsonSchema, data: Data): UiSchema {
  let out = ui;
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const fills = prop['x-upload']?.fills;
    if (!fills || data[name] === undefined || data[name] === null || data[name] === '') continue;
    if (out === ui) out = { ...ui };
    for (const field of Object.keys(fills)) out[field] = { ...out[field], 'ui:readonly': true };
  }
  return out;
}

/**
 * An uploaded file checked against other fields (`x-upload.sends`: a creative's pixels against its zone) no
 * longer holds when one of them changes: the file and what it filled are cleared, to be uploaded again.
 */
export function clearStaleUploads(schema: JsonSchema, before: Data, next: Data): Data {
  let out = next;
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const upload = prop['x-upload'];
    if (!upload?.sends?.length || next[name] === undefined || before[name] !== next[name]) continue;
    if (!upload.sends.some((f) => before[f] !== next[f])) continue;
    out = { ...out, [name]: undefined };
    for (const field of Object.keys(upload.fills ?? {})) out[field] = undefined;
  }
  return out;
}

/**
 * Inside a form, fields take no margins of their own (react-admin's theme gives each a dense margin, and rjsf
 * wraps each input in a second form control): the grid's gaps alone space them.
 */
const compact = (outer: Theme): Theme => {
  const { MuiFormControl, MuiTextField } = outer.components ?? {};
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiFormControl: { ...MuiFormControl, defaultProps: { ...MuiFormControl?.defaultProps, margin: 'none' } },
      MuiTextField: { ...MuiTextField, defaultProps: { ...MuiTextField?.defaultProps, margin: 'none' } },
    },
  };
};

/** The initial data of a form: the record's values of the schema's properties (null meaning absent). */
export function initialData(schema: JsonSchema, record?: Data): Data {
  const out: Data = {};
  if (!record) return out;
  for (const name of Object.keys(schema.properties ?? {})) {
    const v = record[name];
    if (v !== null && v !== undefined) out[name] = v;
  }
  return out;
}

/**
 * What a create form starts with, shown as what will be saved: each field's schema default (a status the
 * server would default to enabled starts enabled, not with no choice shown).
 */
export function createDefaults(schema: JsonSchema): Data {
  const out: Data = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {})) if (prop.default !== undefined) out[name] = prop.default;
  return out;
}

/** How many devices the form's `x-targets` lists hold (0: the form sends to no device list). */
export function targetCount(schema: JsonSchema, data: Data): number {
  let n = 0;
  for (const [name, prop] of Object.entries(schema.properties ?? {})) if (prop['x-targets'] && Array.isArray(data[name])) n += (data[name] as unknown[]).length;
  return n;
}

const FIELDS: RegistryFieldsType = { deviceTargets: DeviceTargetsField };

/** A 100001 answer's fields as rjsf extra errors, and what names no field of the form. */
export function fieldErrorsToErrorSchema(fields: FieldError[], schema: JsonSchema): { errorSchema: ErrorSchema; unplaced: FieldError[] } {
  const errorSchema: Record<string, unknown> = {};
  const unplaced: FieldError[] = [];
  for (const f of fields) {
    const path = f.field.split('.').filter(Boolean);
    if (!path.length || !schema.properties?.[path[0]]) {
      unplaced.push(f);
      continue;
    }
    let node = errorSchema;
    for (const seg of path) node = (node[seg] ??= {}) as Record<string, unknown>;
    const list = ((node.__errors as string[] | undefined) ??= []);
    list.push(f.message);
  }
  return { errorSchema: errorSchema as ErrorSchema, unplaced };
}

export interface SchemaFormProps {
  declaration: ResourceDeclaration;
  kind: 'create' | 'edit';
  /** The record being edited (edit forms). */
  record?: Data;
  saving?: boolean;
  /** Sends the data; rejects with the server's ApiError to have it shown on the form. */
  onSubmit: (data: Data) => Promise<unknown>;
  /** A schema to render instead of the declared form's (bespoke screens: an enum narrowed, a variant). */
  schema?: JsonSchema;
  /** uiSchema entries merged over the generated ones, field by field (bespoke widgets and fields). */
  uiSchema?: UiSchema;
  /** Replaces the submit button (a dialog's Cancel and Save; a `type="submit"` button submits). */
  children?: ReactNode;
  /** Told the form's data as it changes (bespoke screens whose schema follows a field). */
  onChange?: (data: Data) => void;
}

const isPlain = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
type ItemsUi = Record<string, unknown> | ((item: unknown, index: number) => Record<string, unknown>);

/**
 * A screen's own options for a field over the generated ones. Its `items` options add to the generated ones
 * rather than replace them, so a list's items keep their translated titles ("メモ 1", not "notes-1").
 */
function mergeField(built: Record<string, unknown> | undefined, over: Record<string, unknown>): Record<string, unknown> {
  const out = { ...built, ...over };
  const a = built?.items as ItemsUi | undefined;
  const b = over.items as ItemsUi | undefined;
  if (a && b) {
    const at = (ui: ItemsUi, item: unknown, index: number) => (typeof ui === 'function' ? ui(item, index) : ui);
    out.items =
      typeof a === 'function' || typeof b === 'function'
        ? (item: unknown, index: number) => ({ ...at(a, item, index), ...at(b, item, index) })
        : { ...a, ...b };
  }
  return out;
}

export function SchemaForm({ declaration, kind, record, saving, onSubmit, schema: schemaOverride, uiSchema: uiOverride, children, onChange }: SchemaFormProps) {
  const translate = useTranslate() as Translate;
  const locale = useLocale() as Locale;
  const notify = useNotify();
  const schema = schemaOverride ?? formSchema(declaration, kind);
  const shown = useMemo(() => (schema ? (renderSchema(schema) as RJSFSchema) : undefined), [schema]);
  const uiSchema = useMemo(() => {
    const built: UiSchema = schema ? buildUiSchema(declaration, schema, translate, kind, record) : {};
    for (const [k, v] of Object.entries(uiOverride ?? {})) built[k] = isPlain(v) ? mergeField(built[k] as Record<string, unknown> | undefined, v) : v;
    return built;
  }, [declaration, schema, translate, kind, uiOverride, record]);
  const [data, setData] = useState<Data>(() =>
    !schema ? {} : kind === 'create' ? { ...createDefaults(schema), ...initialData(schema, record) } : initialData(schema, record),
  );
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  /** A form sending to devices (`x-targets`) waits for "Send to N devices?": the data and its count. */
  const [asking, setAsking] = useState<{ formData: Data; count: number }>();
  const previous = useRef(data);

  if (!schema || !shown) return <Alert severity="warning">{translate('crud.noForm')}</Alert>;

  const handleChange = (incoming: Data) => {
    const next = clearStaleUploads(schema, previous.current, incoming);
    // a field the user changes loses the server's complaint about it
    if (extraErrors) {
      const changed = Object.keys({ ...previous.current, ...next }).filter((k) => previous.current[k] !== next[k]);
      if (changed.some((k) => k in (extraErrors as object))) {
        const rest = { ...(extraErrors as Record<string, unknown>) };
        for (const k of changed) delete rest[k];
        setExtraErrors(Object.keys(rest).length ? (rest as ErrorSchema) : undefined);
      }
    }
    previous.current = next;
    setData(next);
    onChange?.(next);
  };

  /** A refusal shown on the fields it names, the rest above the form, and noticed. */
  const showRefusal = (e: unknown) => {
    if (isApiError(e)) {
      if (e.fields?.length) {
        const { errorSchema, unplaced } = fieldErrorsToErrorSchema(e.fields, schema);
        setExtraErrors(Object.keys(errorSchema).length ? errorSchema : undefined);
        if (unplaced.length) setFormError(unplaced.map((f) => f.message).join(' / '));
      } else {
        setFormError(e.msg);
      }
      notify(e.msg, { type: 'error', messageArgs: { _: e.msg } });
    } else {
      const message = (e as Error)?.message || translate('ra.notification.http_error');
      setFormError(message);
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  };

  const handleSubmit = async (formData: Data) => {
    setFormError(undefined);
    try {
      await onSubmit(formData);
    } catch (e) {
      showRefusal(e);
    }
  };

  /**
   * A form sent to devices asks first: with the count its `x-reach` call answers for the data (a release to
   * every device of an estate), else with the devices its `x-targets` lists hold; other forms are sent at once.
   */
  const submitOrAsk = async (formData: Data) => {
    const reach = schema['x-reach'] as { call: string } | undefined;
    if (!reach) {
      const count = targetCount(schema, formData);
      return count ? setAsking({ formData, count }) : handleSubmit(formData);
    }
    setFormError(undefined);
    try {
      const { count } = await undescribed<{ count: number }>(callDeclared(reach.call, formData));
      setAsking({ formData, count });
    } catch (e) {
      showRefusal(e);
    }
  };

  return (
    // the form's own width decides one or two columns (widgets.tsx FormGrid)
    <Box sx={{ p: 2, maxWidth: 1040, containerType: 'inline-size' }}>
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {formError}
        </Alert>
      )}
      <ThemeProvider theme={compact}>
        <UploadFormContext.Provider value={{ formData: data, fill: (patch) => handleChange({ ...previous.current, ...patch }) }}>
          <Form
            key={locale}
            schema={shown}
            uiSchema={{
              ...lockUploadFills(uiSchema, schema, data),
              'ui:submitButtonOptions': { submitText: translate('ra.action.save'), props: { disabled: Boolean(saving) } },
            }}
            validator={validatorFor(locale)}
            formData={data}
            formContext={{ formData: data, record }}
            widgets={WIDGETS}
            fields={FIELDS}
            templates={TEMPLATES}
            extraErrors={extraErrors}
            showErrorList={false}
            noHtml5Validate
            liveValidate={submitted ? 'onChange' : undefined}
            experimental_defaultFormStateBehavior={{ constAsDefaults: 'never', emptyObjectFields: 'populateRequiredDefaults' }}
            onChange={(e) => handleChange((e.formData ?? {}) as Data)}
            onError={() => {
              setSubmitted(true);
              notify('crud.fixErrors', { type: 'warning' });
            }}
            onSubmit={(e) => {
              setSubmitted(true);
              void submitOrAsk((e.formData ?? {}) as Data);
            }}
          >
            {children}
          </Form>
        </UploadFormContext.Provider>
      </ThemeProvider>
      <ConfirmDialog
        open={asking !== undefined}
        loading={saving}
        title={translate('deviceTargets.confirmTitle', { smart_count: asking?.count ?? 0 })}
        content={translate('deviceTargets.confirmContent', { smart_count: asking?.count ?? 0, action: translate('ra.action.save') })}
        confirmLabel={translate('ra.action.save')}
        onConfirm={() => {
          const sending = asking!.formData;
          setAsking(undefined);
          void handleSubmit(sending);
        }}
        onCancel={() => setAsking(undefined)}
      />
    </Box>
  );
}
