import { RESOURCES, type ResourceDeclaration } from '../../../resources/index.js';
import { SCHEMA_BASE } from '../../domain/schema-registry.js';
import { tableSpec, type FilterMatch, type TableSpec } from '../table/spec.js';
import type { Verb } from '../table/verbs.js';

/**
 * The contract entries of the calls a resource declaration routes to the generic table handler
 * (`paths` in resources/): written nowhere in openapi/, they are derived here from the declaration (path,
 * operationId, permission) and the schema's root `x-table` (request bodies, the error codes each verb can
 * answer, what filters and sorts there are), so a plain resource is its schema and its declaration.
 * The loader treats them as if they were written in `openapi/<area>/<resource>.yaml`.
 */

type Json = Record<string, unknown>;

/** The codes of every call that needs a logged-in caller holding a function code. */
const AUTHENTICATED = [101001, 101004, 101005, 101008, 101009];
/** An organisation named by a create or a subtree filter: unknown, or outside the caller's subtree. */
const ORG_IN_SCOPE = [200001, 200006];

/** A declaration's call key → the table verb serving it (`list` is the paged list, `options` the picker's). */
const VERB_OF: Record<string, Verb> = {
  list: 'page',
  options: 'list',
  get: 'get',
  create: 'create',
  update: 'update',
  status: 'status',
  delete: 'delete',
  export: 'export',
};

export interface DerivedFile {
  /** Where the entries would be written: refs are relative to it (`../../schemas/...`). */
  file: string;
  tags: Json[];
  paths: Json;
}

const PERMISSION_OF: Record<Verb, 'view' | 'create' | 'update' | 'status' | 'delete' | 'export'> = {
  page: 'view',
  list: 'view',
  get: 'view',
  history: 'view',
  exists: 'view',
  create: 'create',
  update: 'update',
  status: 'status',
  delete: 'delete',
  deleteMany: 'delete',
  export: 'export',
};
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function operationIdOf(r: ResourceDeclaration, key: string): string | undefined {
  if (key === 'options') return r.calls.options?.call;
  const id = (r.calls as Record<string, unknown>)[key];
  return typeof id === 'string' ? id : undefined;
}

const ref = (schemaFile: string, def: string) => ({ $ref: `../../schemas/${schemaFile}#/$defs/${def}` });
const ID_REF = { $ref: '../../schemas/common/common.schema.json#/$defs/id' };
const envelope = (data: Json) => ({ allOf: [{ $ref: '#/components/schemas/Envelope' }, { properties: { data } }] });
const answer = (description: string, data?: Json) => ({
  '200': data ? { description, content: { 'application/json': { schema: envelope(data) } } } : { description },
});

/** The words of a filter's match, for the paged list's description. */
const MATCH_WORDS: Record<FilterMatch, string> = {
  contains: 'contains, any case',
  prefix: 'starts with',
  equals: 'equals',
  subtree: "that organisation and everything under it; outside the caller's subtree 200006",
  org: "that organisation alone; outside the caller's subtree 200006",
  within: "that organisation and everything under it, of the caller's rows; one missing or outside the caller's subtree lists nothing",
  from: 'at or after',
  to: 'at or before',
  before: 'before',
  fromDay: 'on or after that Tokyo day',
  toDay: 'on or before that Tokyo day',
  device: "that device's, by serial number; a device the caller may not see 203001",
  exists: 'named by a row of another table',
  parent: "the rows of the parent row it names; a parent missing or outside the caller's subtree answers the parent's not-found code",
  lookup: 'names a row of another table by a unique value; a value naming none lists nothing',
};

/** The `$defs` entries of the schema a verb's request body is, by the declaration's forms where it names them. */
function bodyDef(r: ResourceDeclaration, verb: Verb): string | undefined {
  switch (verb) {
    case 'page':
      return r.forms?.filter ?? 'pageQuery';
    // the paged list's filters; its paging fields, if the schema has no `exportQuery`, are ignored
    case 'export':
      return 'exportQuery';
    case 'list':
      return 'listQuery';
    case 'create':
      return r.forms?.create ?? 'create';
    case 'update':
      return r.forms?.edit ?? 'update';
    case 'get':
      return 'idBody';
    case 'delete':
      return 'idBody';
    case 'status':
      return 'statusBody';
    case 'history':
      return undefined;
  }
}

/** The contract entry of one verb of one resource. */
function entry(r: ResourceDeclaration, spec: TableSpec, schema: Json, verb: Verb, key: string, path: string): Json {
  const where = `resources ${r.name}: paths.${key}`;
  const operationId = operationIdOf(r, key);
  if (!operationId) throw new Error(`${where} has no operationId in calls.${key}`);
  const permission = r.permissions[PERMISSION_OF[verb]];
  if (!permission) throw new Error(`${where} has no permissions.${PERMISSION_OF[verb]}`);
  const params = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  if (params.some((p) => p !== 'id')) throw new Error(`${where}: ${path} may hold only {id} as a parameter`);
  const idInPath = params.includes('id');

  const defs = (schema.$defs ?? {}) as Record<string, { properties?: Json }>;
  let def = (verb === 'get' || verb === 'delete') && idInPath ? undefined : bodyDef(r, verb);
  if (verb === 'export' && !defs[def!]) def = bodyDef(r, 'page');
  if (def && !defs[def]) throw new Error(`${where}: ${r.schema} has no $defs/${def} for the ${verb} call's body`);
  const fields = Object.keys(defs[def ?? '']?.properties ?? {});
  const subtree = fields.some((f) => ['subtree', 'org'].includes(spec.filters[f]?.match ?? ''));
  const own = (list: number[]) => [...new Set(list)].sort((a, b) => a - b);
  const title = String(schema.title ?? r.name);
  const record = ref(r.schema, spec.record);
  const uniqueWords = spec.unique.map((u) => `\`${u.field}\` taken in the organisation${u.ignoreCase ? ', regardless of case' : ''} ${u.code}`);
  const referenceWords = spec.references.map(
    (x) => `\`${x.field}\` naming no ${x.table}.${x.column} ${x.code}${x.enabled ? `, a disabled one (chosen anew) ${x.enabled}` : ''}`,
  );
  const referenceCodes = spec.references.flatMap((x) => (x.enabled ? [x.code, x.enabled] : [x.code]));
  const notFound = `Missing or outside the caller's subtree ${spec.notFound}.`;

  let summary: string;
  let description: string;
  let errors: number[];
  let responses: Json;
  switch (verb) {
    case 'page': {
      const sortable = (defs[def!]?.properties?.sort as { properties?: { field?: { enum?: string[] } } } | undefined)?.properties?.field?.enum ?? [];
      const filters = fields
        .filter((f) => spec.filters[f])
        .map((f) => `\`${f}\` (${MATCH_WORDS[spec.filters[f].match]}${spec.filters[f].field === f ? '' : ` ${spec.filters[f].field}`})`);
      summary = `One page of ${title} records`;
      description = `Filters: ${filters.join(', ') || 'none'}. Sort by ${['id', ...sortable.filter((f) => f !== 'id')].join(', ')}; newest first by default.`;
      errors = own([...AUTHENTICATED, ...(subtree ? ORG_IN_SCOPE : [])]);
      responses = answer('`data`: {list: [record], total}', {
        type: 'object',
        properties: { total: { type: 'integer' }, list: { type: 'array', items: record } },
      });
      break;
    }
    case 'list':
      summary = `The enabled ${title} records of the caller's subtree, for pickers`;
      description = `Ordered by ${spec.listOrder}; the body may be left out. At most 1000 are answered; a longer list is refused (200010) rather than cut short: narrow it by a filter.`;
      errors = own([...AUTHENTICATED, ...(subtree ? ORG_IN_SCOPE : []), 200010]);
      responses = answer('`data`: [record]', { type: 'array', items: record });
      break;
    case 'get':
      summary = `One ${title} record`;
      description = notFound;
      errors = own([...AUTHENTICATED, spec.notFound]);
      responses = answer('`data`: the record', record);
      break;
    case 'create':
      summary = `Create a ${title} record`;
      description = [
        "`orgId` defaults to the caller's organisation and must be in the caller's subtree (200006; 200001 when it does not exist).",
        ...[...uniqueWords, ...referenceWords].map((w) => `${w}.`),
        spec.unique.length ? 'A unique value holds also between two saves made at the same moment.' : '',
      ]
        .filter(Boolean)
        .join(' ');
      errors = own([...AUTHENTICATED, ...ORG_IN_SCOPE, ...spec.unique.map((u) => u.code), ...referenceCodes]);
      responses = answer('`data`: {id}', { $ref: '../../schemas/common/common.schema.json#/$defs/created' });
      break;
    case 'update':
      summary = `Update a ${title} record`;
      description = [
        'The whole editable record: an optional field left out is cleared. The organisation does not change.',
        notFound,
        ...[...uniqueWords, ...referenceWords].map((w) => `${w}.`),
      ].join(' ');
      errors = own([...AUTHENTICATED, spec.notFound, ...spec.unique.map((u) => u.code), ...referenceCodes]);
      responses = answer('`data`: {id}', { $ref: '../../schemas/common/common.schema.json#/$defs/created' });
      break;
    case 'status': {
      const rules = spec.statusRules;
      summary = `Enable or disable a ${title} record`;
      description = [
        "A disabled record stays on the paged list and leaves the pickers' list.",
        spec.scope === 'shared' ? `Every estate shares these records: only the platform's staff change them (101005). Missing ${spec.notFound}.` : notFound,
        rules?.parent ? `It cannot be enabled while the ${rules.parent.table} row its \`${rules.parent.field}\` names is disabled (${rules.parent.code}).` : '',
        ...(rules?.children ?? []).map((c) => `It cannot be disabled while enabled ${c.table} name it (${c.code}).`),
      ]
        .filter(Boolean)
        .join(' ');
      errors = own([...AUTHENTICATED, spec.notFound, ...(rules?.parent ? [rules.parent.code] : []), ...(rules?.children ?? []).map((c) => c.code)]);
      responses = answer('`data`: {id, status}');
      break;
    }
    case 'delete':
      summary = `Delete a ${title} record`;
      description = `${notFound} A record other records still refer to is kept and refused (${spec.inUse}).`;
      errors = own([...AUTHENTICATED, spec.notFound, spec.inUse]);
      responses = answer('`data`: {id}', { $ref: '../../schemas/common/common.schema.json#/$defs/created' });
      break;
    case 'export': {
      const x = spec.export;
      if (!x) throw new Error(`${where}: ${r.schema} has no x-table.export for the export call`);
      summary = `The matching ${title} records as an .xlsx file, streamed`;
      description = `The filters of the paged list (the caller's subtree), newest first. At most ${x.max} records (${x.code} beyond, checked before anything is sent). Column headings and coded values in the caller's language. Answers the file itself, not the JSON envelope.`;
      errors = own([...AUTHENTICATED, ...(subtree ? ORG_IN_SCOPE : []), x.code]);
      responses = { '200': { description: `The workbook (${XLSX_TYPE})`, content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } } };
      break;
    }
    default:
      throw new Error(`${where}: the ${verb} verb is not derived; write its contract entry with x-table`);
  }

  return {
    operationId,
    tags: [r.name],
    summary,
    description,
    'x-permission': permission,
    'x-errors': errors,
    // named, so that a call without a body (`/get/{id}`) still knows its table
    'x-table': { verb, schema: `../../schemas/${r.schema}` },
    ...(r.notInSpec ? { 'x-not-in-spec': r.notInSpec } : {}),
    ...(idInPath ? { parameters: [{ name: 'id', in: 'path', required: true, schema: ID_REF }] } : {}),
    ...(def ? { requestBody: { required: verb !== 'list' && verb !== 'export', content: { 'application/json': { schema: ref(r.schema, def) } } } } : {}),
    responses,
  };
}

/**
 * The derived entries of every declaration with `paths`, one virtual file per resource
 * (`openapi/<area>/<name>.yaml`, the area being the schema's folder). `files`: the schema files by `$id`.
 */
export function tableEntries(files: Record<string, Json>, resources: ResourceDeclaration[] = RESOURCES): DerivedFile[] {
  const out: DerivedFile[] = [];
  for (const r of resources) {
    if (!r.paths) continue;
    const id = `${SCHEMA_BASE}${r.schema}`;
    const schema = files[id];
    if (!schema) throw new Error(`resources ${r.name}: no schema file ${r.schema}`);
    const spec = tableSpec(id, schema);
    const paths: Json = {};
    for (const [key, path] of Object.entries(r.paths)) {
      const verb = VERB_OF[key];
      if (!verb) throw new Error(`resources ${r.name}: paths.${key} is not a call the table handler serves (${Object.keys(VERB_OF).join(', ')})`);
      if (paths[path]) throw new Error(`resources ${r.name}: ${path} is named twice`);
      paths[path] = { post: entry(r, spec, schema, verb, key, path) };
    }
    out.push({
      file: `${r.schema.split('/')[0]}/${r.name}.yaml`,
      tags: [{ name: r.name, description: String(schema.description ?? '') }],
      paths,
    });
  }
  return out;
}
