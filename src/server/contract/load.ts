import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { ERRORS, isCatalogued } from '../../domain/errors.js';
import { SCHEMA_BASE } from '../../domain/schema-registry.js';
import { SCHEMAS_DIR, loadSchemaFiles } from '../validation.js';
import { tableEntries } from './table-entries.js';

export const OPENAPI_DIR = fileURLToPath(new URL('../../../openapi/', import.meta.url));

type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Who may make a call: nobody logged in, anybody logged in, or holders of a function code. */
export type Permission = 'public' | 'authenticated' | string;

export interface ContractOperation {
  operationId: string;
  method: Uppercase<(typeof METHODS)[number]>;
  /** Path under /api, in OpenAPI form (`/user/del/{id}`). */
  path: string;
  permission: Permission;
  /** `code` of a successful answer: 200, or 0 for logout and the permission-menu calls. */
  successCode: number;
  errors: number[];
  body?: { contentType: string; schema: Json; required: boolean };
  /** The request body's media type, also for bodies not validated whole (multipart uploads). */
  contentType?: string;
  query?: Json;
  params?: Json;
  /**
   * `x-table`: served by the generic table handler (src/server/table/) instead of a hand-written one —
   * which verb, over the schema file (`$id`) whose root `x-table` says how the table is stored: the one the
   * request body references unless the operation names it; `answer` what a write answers (table/answer.ts);
   * `missing` what a get answers for a record that is not there (`null`; table/owned.ts).
   */
  table?: { verb: string; schema: string; record?: string; answer?: string | string[]; set?: number | boolean; missing?: string };
}

export interface Contract {
  /** The bundled OpenAPI document, self-contained, as served at /api/openapi.json. */
  document: Json;
  operations: ContractOperation[];
}

/** Area files: openapi/<area>/*.yaml, each holding `paths:` (and optionally `tags:`). */
function areaFiles(): string[] {
  const out: string[] = [];
  for (const area of readdirSync(OPENAPI_DIR).sort()) {
    const dir = join(OPENAPI_DIR, area);
    if (!statSync(dir).isDirectory()) continue;
    for (const f of readdirSync(dir).sort()) if (f.endsWith('.yaml')) out.push(join(dir, f));
  }
  return out;
}

/** `../../schemas/accounts/user.schema.json#/$defs/create` seen from `file` → the schema's `$id` URL. */
function schemaUrl(ref: string, file: string): string {
  const [target, pointer = ''] = ref.split('#');
  const abs = resolve(dirname(file), target);
  const rel = relative(SCHEMAS_DIR, abs).split('\\').join('/');
  if (rel.startsWith('..')) throw new Error(`${file}: $ref ${ref} points outside schemas/`);
  return `${SCHEMA_BASE}${rel}#${pointer}`;
}

/** `$id` URL (with pointer) → a reference inside the bundled document's components. */
function componentRef(url: string): string {
  const [file, pointer = ''] = url.split('#');
  return `#/components/schemas/${componentName(file)}${pointer}`;
}
const componentName = (id: string) =>
  id
    .slice(SCHEMA_BASE.length)
    .replace(/\.schema\.json$/, '')
    .replace(/\//g, '.');

/** Rewrites every external `$ref` of a contract fragment with `map`. */
function mapRefs(node: unknown, map: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((n) => mapRefs(n, map));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    out[k] = k === '$ref' && typeof v === 'string' && !v.startsWith('#') ? map(v) : mapRefs(v, map);
  }
  return out;
}

/** Schema files become components; their own refs (local and cross-file) point into components. */
function schemaComponents(): Json {
  const components: Json = {};
  for (const [id, schema] of Object.entries(loadSchemaFiles())) {
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!node || typeof node !== 'object') return node;
      const out: Json = {};
      for (const [k, v] of Object.entries(node as Json)) {
        if (k === '$id' || k === '$schema') continue;
        out[k] = k === '$ref' && typeof v === 'string' ? componentRef(new URL(v, id).href) : rewrite(v);
      }
      return out;
    };
    components[componentName(id)] = rewrite(schema);
  }
  return components;
}

function errorResponses(codes: number[]): Json {
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    if (!isCatalogued(code)) throw new Error(`x-errors: ${code} is not in the error catalogue`);
    const entry = ERRORS[code];
    byStatus.set(entry.status, [...(byStatus.get(entry.status) ?? []), `${code} ${entry.msg.en}`]);
  }
  const out: Json = {};
  for (const [status, lines] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    out[String(status)] = { description: lines.join('; '), content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } };
  }
  return out;
}

/** An operation's `x-table`, its schema file resolved to an `$id` (named, else the request body's). */
/**
 * A call that answers 101009 for a token it cannot use answers 101004 for one past its expiry (plugins/auth.ts):
 * every authenticated call, so the code is added here rather than to each operation's x-errors.
 */
const withExpiry = (errors: number[]) => (errors.includes(101009) && !errors.includes(101004) ? [...errors, 101004].sort((a, b) => a - b) : errors);

function tableOf(x: Json | undefined, body: Json | undefined, resolveRef: (ref: string) => string, where: string) {
  if (!x) return undefined;
  const named = typeof x.schema === 'string' ? resolveRef(x.schema) : (body?.$ref as string | undefined);
  const schema = named?.split('#')[0];
  if (typeof x.verb !== 'string' || !schema) throw new Error(`${where}: x-table needs a verb and a schema (named, or the request body's $ref)`);
  // a named `…#/$defs/<record>`: the x-table on that entry of a file holding several entities
  const record = typeof x.schema === 'string' ? /#\/\$defs\/([^/]+)$/.exec(x.schema)?.[1] : undefined;
  // YAML reads `answer: null` as null: the name it stands for; a list names fields of the record
  const answer = x.answer !== undefined ? { answer: Array.isArray(x.answer) ? x.answer.map(String) : String(x.answer) } : {};
  // a status call of one direction (enable, disable), its body naming only the record: the value it sets
  if (x.set !== undefined && (x.verb !== 'status' || ![0, 1, true, false].includes(x.set as never)))
    throw new Error(`${where}: x-table set is the value a status call sets: 0, 1, true or false`);
  const extra = {
    ...answer,
    ...(x.set !== undefined ? { set: x.set as number | boolean } : {}),
    ...(x.missing !== undefined ? { missing: String(x.missing) } : {}),
  };
  return record ? { verb: x.verb, schema, record, ...extra } : { verb: x.verb, schema, ...extra };
}

const objectOf = (params: Json[]): Json => ({
  type: 'object',
  required: params.filter((p) => p.required).map((p) => p.name),
  properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
});

/**
 * The contract, read once per process: parsing the YAML was most of what building an app cost after the
 * validators (the tests build one per file in one process). Each call answers its own copy, so an app may
 * change what it was given without another seeing it.
 */
let contract: Contract | undefined;
export function loadContract(): Contract {
  return structuredClone((contract ??= readContract()));
}

function readContract(): Contract {
  const base = parse(readFileSync(join(OPENAPI_DIR, 'base.yaml'), 'utf8')) as Json;
  const paths: Json = {};
  const tags: Json[] = [...((base.tags as Json[]) ?? [])];
  const operations: ContractOperation[] = [];
  const seen = new Set<string>();
  // the written area files, then the entries derived from resource declarations (table-entries.ts), each
  // as if written in openapi/<area>/<resource>.yaml
  const units: { file: string; area: Json }[] = [
    ...areaFiles().map((file) => ({ file, area: parse(readFileSync(file, 'utf8')) as Json })),
    ...tableEntries(loadSchemaFiles()).map((d) => ({ file: join(OPENAPI_DIR, d.file), area: d as unknown as Json })),
  ];

  for (const { file, area } of units) {
    // a derived resource's tag may already be described by a written file it shares (goods)
    for (const tag of (area.tags as Json[]) ?? []) if (!tags.some((t) => t.name === tag.name)) tags.push(tag);
    for (const [path, item] of Object.entries((area.paths as Json) ?? {})) {
      if (paths[path]) throw new Error(`${file}: ${path} is declared twice`);
      const served: Json = {};
      for (const method of METHODS) {
        const op = (item as Json)[method] as Json | undefined;
        if (!op) continue;
        const id = op.operationId as string;
        if (!id || seen.has(id)) throw new Error(`${file}: ${method} ${path}: operationId missing or not unique`);
        seen.add(id);
        const permission = op['x-permission'] as string | undefined;
        if (!permission) throw new Error(`${file}: ${id} declares no x-permission (deny by default)`);
        const errors = withExpiry((op['x-errors'] as number[]) ?? []);
        const toAjv = (n: unknown) => mapRefs(n, (ref) => schemaUrl(ref, file)) as Json;
        const params = ((op.parameters as Json[]) ?? []).map(toAjv);
        const content = (op.requestBody as Json | undefined)?.content as Json | undefined;
        // one media type per request body: the server validates and admits that one (plugins/contract.ts)
        if (content && Object.keys(content).length !== 1) throw new Error(`${file}: ${id}: a request body declares exactly one media type`);
        const contentType = content ? Object.keys(content)[0] : undefined;
        const body =
          contentType && contentType !== 'multipart/form-data'
            ? {
                contentType,
                schema: toAjv((content![contentType] as Json).schema),
                required: Boolean((op.requestBody as Json).required),
              }
            : undefined;
        operations.push({
          operationId: id,
          method: method.toUpperCase() as ContractOperation['method'],
          path,
          permission,
          successCode: (op['x-success-code'] as number) ?? 200,
          errors,
          contentType,
          // a multipart upload is streamed by its handler (@fastify/multipart), not validated as a whole body
          body,
          query: params.some((p) => p.in === 'query') ? objectOf(params.filter((p) => p.in === 'query')) : undefined,
          params: params.some((p) => p.in === 'path') ? objectOf(params.filter((p) => p.in === 'path')) : undefined,
          table: tableOf(op['x-table'] as Json | undefined, body?.schema, (ref) => schemaUrl(ref, file), `${file}: ${id}`),
        });
        const responses = { ...((op.responses as Json) ?? {}), ...errorResponses([...new Set([...errors, 100001, 100500])]) };
        served[method] = mapRefs({ ...op, responses }, (ref) => componentRef(schemaUrl(ref, file)));
      }
      paths[path] = served;
    }
  }

  const document: Json = {
    ...base,
    tags,
    paths,
    components: {
      ...((base.components as Json) ?? {}),
      schemas: { ...(((base.components as Json)?.schemas as Json) ?? {}), ...schemaComponents() },
    },
  };
  return { document, operations };
}
