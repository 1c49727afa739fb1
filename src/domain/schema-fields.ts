/**
 * One field list per entity: a schema's root `x-fields` names each field once, and the shapes its calls take —
 * `create`, `update`, `pageQuery`, `listQuery`, `idBody`, `statusBody` and the `record` answered — are derived
 * from it (and from `x-table`'s filters), so a field's rule is written once. A `$defs` entry written by hand
 * wins over the derived one, for the call that needs a shape of its own.
 *
 *   "x-fields": {
 *     "fields": { "name": { "$ref": "#/$defs/name" }, "phone": { "$ref": "…/user.schema.json#/$defs/phone" },
 *                 "active": { "type": "boolean", "default": true } },
 *     "required": ["name"],
 *     "sort": ["name", "createdAt"]
 *   }
 *
 * - create: the fields and `orgId` (the owner; the caller's organisation when absent), `required` required.
 * - update: `id` and the fields, the whole editable record: `required` and every field with a default required
 *   (the default is the create's), the owner fixed.
 * - pageQuery: paging, `sort.field` of `id` and `sort`, and one property per `x-table.filters` key — a text
 *   field searched (contains, prefix) as text up to its own length, any other by its own rule, a time bound as
 *   a date-time, `orgId` as an id.
 * - listQuery: the pickers' filters: the text filter on `x-table.listOrder` (the name) and `orgId`.
 * - record: `id`, `orgId`, `orgName`, each field (an optional one may be null), `createdAt`, `updatedAt`.
 */
import { dereference } from './schema-registry.js';

type Json = Record<string, unknown>;

const COMMON = '../common/common.schema.json#/$defs/';
const ref = (def: string) => ({ $ref: `${COMMON}${def}` });

/** The JSON type of a field's answer in a record (its rule resolved: a `$ref` to another file included). */
function answerType(field: Json): Json {
  if (Array.isArray(field.enum) && field.type === undefined) return { enum: field.enum };
  const out: Json = { type: field.type ?? 'string' };
  if (field.format) out.format = field.format;
  if (field.type === 'array' && field.items) out.items = answerType(field.items as Json);
  return out;
}

/** Derives the `$defs` a schema's `x-fields` implies; `files` resolves references to other schema files. */
export function deriveFieldDefs(id: string, schema: Json, files: Record<string, unknown>): Json {
  const x = schema['x-fields'] as { fields: Record<string, Json>; required?: string[]; sort?: string[] } | undefined;
  if (!x) return {};
  const where = `${id} x-fields`;
  if (!x.fields || typeof x.fields !== 'object') throw new Error(`${where}: fields must name each field's rule`);
  const required = x.required ?? [];
  for (const f of required) if (!x.fields[f]) throw new Error(`${where}: required ${f} is not a field`);
  const resolved = (f: string) => dereference(x.fields[f], files, id) as Json;
  const withoutDefault = (rule: Json) => Object.fromEntries(Object.entries(rule).filter(([k]) => k !== 'default'));

  const create = {
    type: 'object',
    ...(required.length ? { required } : {}),
    properties: { ...x.fields, orgId: { ...ref('id'), description: "The owning organisation; the caller's own when absent." } },
    additionalProperties: false,
  };
  const withDefault = Object.keys(x.fields).filter((f) => resolved(f).default !== undefined || x.fields[f].default !== undefined);
  const update = {
    type: 'object',
    description: 'The whole editable record: a field left out is cleared. The owning organisation is fixed at creation.',
    required: ['id', ...new Set([...required, ...withDefault])],
    properties: { id: ref('id'), ...Object.fromEntries(Object.entries(x.fields).map(([f, rule]) => [f, withoutDefault(rule)])) },
    additionalProperties: false,
  };

  const filters = ((schema['x-table'] as Json | undefined)?.filters ?? {}) as Record<string, string | { match: string; field: string }>;
  const filterProps: Record<string, Json> = {};
  const textFilters: string[] = [];
  for (const [name, given] of Object.entries(filters)) {
    const match = typeof given === 'string' ? given : given.match;
    if (name === 'orgId') filterProps.orgId = ref('id');
    else if (['from', 'to', 'before'].includes(match)) filterProps[name] = { type: 'string', format: 'date-time', maxLength: 40 };
    else if (['fromDay', 'toDay'].includes(match)) filterProps[name] = { type: 'string', format: 'date', maxLength: 10 };
    else if (!x.fields[name])
      continue; // a filter on an answered-only field (a view's) is the schema's own to declare
    else if (match === 'contains' || match === 'prefix') {
      filterProps[name] = { type: 'string', maxLength: (resolved(name).maxLength as number | undefined) ?? 200 };
      textFilters.push(name);
    } else filterProps[name] = withoutDefault(x.fields[name]);
  }
  const pageQuery = {
    type: 'object',
    properties: {
      pageNum: ref('pageNum'),
      pageSize: ref('pageSize'),
      sort: {
        type: 'object',
        required: ['field', 'order'],
        properties: { field: { type: 'string', enum: ['id', ...(x.sort ?? ['createdAt'])] }, order: ref('sortOrder') },
        additionalProperties: false,
      },
      ...filterProps,
    },
    additionalProperties: false,
  };
  // the pickers search by the field they list by (x-table.listOrder, `name`), within an organisation's subtree
  const label = String((schema['x-table'] as Json | undefined)?.listOrder ?? 'name');
  const listQuery = {
    type: 'object',
    description: "The enabled records of the caller's subtree, for pickers; optionally of one organisation and below it, or by name (contains).",
    properties: Object.fromEntries(Object.entries(filterProps).filter(([f]) => (f === label && textFilters.includes(f)) || f === 'orgId')),
    additionalProperties: false,
  };

  const fieldAnswers = Object.fromEntries(
    Object.keys(x.fields).map((f) => {
      const type = answerType(resolved(f));
      return [f, required.includes(f) || withDefault.includes(f) ? type : { anyOf: [type, { type: 'null' }] }];
    }),
  );
  const record = {
    type: 'object',
    required: ['id', 'orgId', 'orgName', ...Object.keys(x.fields), 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'integer' },
      orgId: { type: 'integer' },
      orgName: { type: 'string' },
      ...fieldAnswers,
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  };
  // each field addressable on its own (`#/$defs/phone`), as the rule tests and other schemas name it
  const fieldDefs = Object.fromEntries(Object.entries(x.fields).map(([f, rule]) => [f, withoutDefault(rule)]));
  // a record enabled by a boolean of its own (`x-table.enabled: "active"`) is toggled by sending it; else {status}
  const enabledField = (schema['x-table'] as Json | undefined)?.enabled as string | undefined;
  const statusBody =
    enabledField && enabledField !== 'status' && x.fields[enabledField]
      ? { type: 'object', required: [enabledField], properties: { [enabledField]: withoutDefault(x.fields[enabledField]) }, additionalProperties: false }
      : ref('statusBody');
  return { ...fieldDefs, orgId: ref('id'), create, update, pageQuery, listQuery, idBody: ref('idBody'), statusBody, record };
}

/** Every schema with `x-fields`, its derived `$defs` added (those written by hand kept), in place. */
export function expandFieldLists(files: Record<string, Json>): void {
  for (const [id, schema] of Object.entries(files)) {
    if (!schema['x-fields']) continue;
    const derived = deriveFieldDefs(id, schema, files);
    schema.$defs = { ...derived, ...((schema.$defs as Json | undefined) ?? {}) };
    const table = schema['x-table'] as Json | undefined;
    if (table && table.record === undefined) table.record = 'record';
  }
}
