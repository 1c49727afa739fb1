/**
 * The JSON Schemas of resources, from the same files of schemas/ the server validates with (bundled by
 * codegen into src/generated/schemas.ts), with every `$ref` inlined for the form library.
 */
import { SCHEMAS, SCHEMA_BASE } from '../../generated/schemas';
import { dereference } from '../../domain/schema-registry';
import type { ResourceDeclaration } from '../../../resources/types';
import type { ImageKind } from '../../domain/image-limits';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  format?: string;
  'x-enum'?: string | false;
  'x-labels'?: string;
  /** A rule's wording: a key of the rule table, the texts themselves, or a shape with its numbers (domain/keyword-messages.ts). */
  'x-message'?: string | readonly string[] | Record<string, unknown>;
  /**
   * The field holds `answer` of the upload call `call`'s answer; `url` (under /api, or as is when absolute) shows
   * it, `{value}` the field's value. `sends`: form fields sent with the file (chosen first); `fills`: form fields set
   * from the answer (form field → answer field), read-only while the field holds a file; `mediaField`: the form
   * field saying 'video' when the preview is a video.
   */
  'x-upload'?: {
    call: string;
    answer: string;
    url: string;
    accept?: string;
    sends?: string[];
    fills?: Record<string, string>;
    mediaField?: string;
    /** The kinds of IMAGE_LIMITS the file may be (domain/image-limits.ts): stated before the upload, their size checked. */
    limits?: ImageKind[];
  };
  /**
   * The field's choices are the rows the call `call` answers: `value` kept, `label` shown. `from` passes the
   * form's fields to the call (`{appId: 'appId'}`: the versions of the app chosen; asked only once each has a
   * value), `fixed` adds constant parameters, and `detail` names a row field said with the label by an i18n key
   * taking both (`{field: 'versionCode', key: 'appStore.versionWithCode'}`: "1.2.0 (version code 120)"). Rows
   * sharing a value are one choice.
   */
  'x-options'?: {
    call: string;
    value: string;
    label: string;
    from?: Record<string, string>;
    fixed?: Record<string, unknown>;
    detail?: { field: string; key: string };
    list?: string;
  };
  [keyword: string]: unknown;
}

const cache = new Map<string, JsonSchema | undefined>();

/** `$defs[def]` of a schema file (path relative to schemas/), references inlined; undefined when absent. */
export function schemaDef(file: string, def: string): JsonSchema | undefined {
  const key = `${file}#${def}`;
  if (cache.has(key)) return cache.get(key);
  const doc = SCHEMAS[SCHEMA_BASE + file] as { $defs?: Record<string, unknown> } | undefined;
  const raw = doc?.$defs?.[def];
  const out = raw === undefined ? undefined : (dereference(raw, SCHEMAS, SCHEMA_BASE + file) as JsonSchema);
  cache.set(key, out);
  return out;
}

export type FormKind = 'create' | 'edit' | 'filter';

/** The schema a resource's form renders (`forms.create`, `forms.edit`, `forms.filter`). */
export function formSchema(decl: ResourceDeclaration, kind: FormKind): JsonSchema | undefined {
  const def = decl.forms?.[kind];
  return def ? schemaDef(decl.schema, def) : undefined;
}

/** The schema of one record as answered by the server (`$defs.record`), for column types. */
export function recordSchema(decl: ResourceDeclaration): JsonSchema | undefined {
  return schemaDef(decl.schema, 'record');
}

/** The sort fields the list call accepts (its `sort.field` enum), or undefined when it does not say. */
export function sortFields(decl: ResourceDeclaration): string[] | undefined {
  const sort = formSchema(decl, 'filter')?.properties?.sort;
  const field = sort?.properties?.field;
  return Array.isArray(field?.enum) ? (field.enum as string[]) : undefined;
}

/**
 * The field that enables a record (`x-table.enabled`: `status`, 1/0, unless the schema names a boolean such as
 * `active`): what the status toggle reads and sends.
 */
export function enabledFieldOf(decl: ResourceDeclaration): { name: string; boolean: boolean } {
  const table = (SCHEMAS[SCHEMA_BASE + decl.schema] as { 'x-table'?: { enabled?: string } } | undefined)?.['x-table'];
  const name = table?.enabled ?? 'status';
  return { name, boolean: recordSchema(decl)?.properties?.[name]?.type === 'boolean' };
}

/** The body that enables (1) or disables (0) a record through its status call: `{status}` or `{active: true}`. */
export function enabledBody(decl: ResourceDeclaration, status: number): Record<string, number | boolean> {
  const field = enabledFieldOf(decl);
  return { [field.name]: field.boolean ? status === 1 : status };
}
