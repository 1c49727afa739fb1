import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { thisEnginesShare } from '../support/engine-split.js';
import type { InjectOptions } from 'fastify';
import { testServer, DEMO_PASSWORD, type TestServer } from '../support/server.js';
import { loadContract, type ContractOperation } from '../../src/server/contract/load.js';
import { createAjv, loadSchemaFiles } from '../../src/server/validation.js';
import { SCHEMA_BASE, dereference } from '../../src/domain/schema-registry.js';
import { ERRORS, isCatalogued } from '../../src/domain/errors.js';
import { LOCALES, type Locale } from '../../src/domain/locale.js';
import { rawSchemaWords } from '../support/raw-words.js';
import { openSession } from '../../src/server/plugins/auth.js';

/**
 * A contract-driven robustness test. For every operation of the contract it generates requests from the
 * operation's schemas — valid ones, then wrong types, missing and extra fields, empty, huge and
 * control-character values, junk bodies and path parameters — and sends them with no token, an empty, a
 * forged and a revoked token, a low-privilege user's and the super admin's. It asserts what any client may
 * rely on: no 5xx; every answer the `{code, msg}` envelope with a catalogue code; no stack trace, SQL or file
 * path in any body; no success without a valid token or the permission; an invalid request refused with
 * 100001 naming fields in people's words. Every operation is also sent bodies of each media type its contract
 * does not declare (415, before the handler), and every upload (multipart/form-data) bodies the parser cannot
 * read — no boundary, cut short, a wrong field name, empty, too many files, a part over the size limit — all
 * refused in the caller's language with nothing written. It reads the contract, so each area is covered the
 * day it lands.
 * Cases are deterministic (seeded per operation) and bounded (a few dozen per operation).
 */

type Json = Record<string, any>;
type Part = 'body' | 'query' | 'params';

const contract = loadContract();
const OPERATIONS = contract.operations;
/** The file types an operation answers a success with instead of the JSON envelope (an xlsx export). */
function fileTypesOf(op: ContractOperation): string[] {
  const path = (contract.document as Json).paths?.[`/api${op.path}`] ?? (contract.document as Json).paths?.[op.path];
  const content = path?.[op.method.toLowerCase()]?.responses?.['200']?.content ?? {};
  return Object.keys(content).filter((t) => t !== 'application/json');
}
const registry = loadSchemaFiles();

// The oracle: the contract's schemas as written (body as sent; query and path coerced from text), plus the
// two rules every request obeys, written out here independently of the server.
const bodyOracle = createAjv({ coerce: false });
const textOracle = createAjv({ coerce: true });
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
function breaksRequestRules(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some(breaksRequestRules);
  if (value && typeof value === 'object') return Object.values(value).some(breaksRequestRules);
  return false;
}
const compiled = new Map<string, (data: unknown) => boolean>();
function conforms(schemaIn: Json, value: unknown, part: Part): boolean {
  const { default: _ignored, ...schema } = schemaIn; // a default at the root means nothing (strict mode)
  const key = `${part}:${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) compiled.set(key, (validate = (part === 'body' ? bodyOracle : textOracle).compile(schema)));
  const copy = value === undefined ? undefined : structuredClone(value);
  return validate(copy) && !breaksRequestRules(copy);
}

// ---- deterministic randomness ------------------------------------------------------------------------

function rng(seedText: string) {
  let seed = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  const next = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
    shuffle: <T>(list: readonly T[]): T[] => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}
type Rng = ReturnType<typeof rng>;

// ---- valid values from a schema ----------------------------------------------------------------------

/**
 * Texts a valid value is picked from: the first that fits a string schema (its pattern, format and
 * length) in a seeded order. A new field rule that none of these fits fails the test below with its
 * schema: add a fitting example here. (No demo account or password: the fuzz must not lock one out.)
 */
const TEXT_SAMPLES = [
  'Ops1',
  'a1',
  'abc',
  'x',
  'BD-0001',
  'JOB7',
  '管理者',
  '山田 太郎',
  '店舗スタッフ',
  '東京ベンディング',
  'テスト店',
  'menu.reports',
  'report.view',
  'menu.x1',
  '/reports',
  '/device/detail/:id',
  'Assessment',
  'reports/Index',
  'menu.reports.title',
  '09012345678',
  '13800138000',
  'ops@example.com',
  'https://example.com/x',
  '2026-01-02T03:04:05.000Z',
  'Secret#2026',
  'console',
  'remark text',
  '15',
  '2026-11-23',
  'DEMO-000001',
  '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  '4901085089347',
  '0123456789abcdef0123456789abcdef',
  'SL20261123000001',
  'OS20261123000001',
  // a time of day (channelGoods/setReplenishTime)
  '09:30',
  // a currency code and a refund number (payment orders)
  'JPY',
  'RF20261123ABCDEF',
  // a coupon code (16 digits) and a coupon name (no spaces): coupons (issue 16)
  '1234567890123456',
  '夏の100円引き',
  // a card colour (wallet card templates)
  '#1677FF',
  // a signed package address's signature (app centre, issue 17: 64 hex digits) and an app package name
  '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  'jp.example.app',
  // a session's fingerprint in the error log (12 hex digits of its token's SHA-256)
  '0123456789ab',
];

function resolve(schema: Json, r: Rng): Json {
  if (schema.anyOf || schema.oneOf) {
    const options = (schema.anyOf ?? schema.oneOf) as Json[];
    const nonNull = options.filter((o) => o.type !== 'null');
    const { anyOf: _a, oneOf: _o, ...rest } = schema;
    return resolve({ ...rest, ...(r.chance(0.85) && nonNull.length ? r.pick(nonNull) : r.pick(options)) }, r);
  }
  if (schema.if && (schema.then || schema.else)) {
    const { if: _if, then, else: otherwise, ...rest } = schema;
    const branch = [then, otherwise].filter(Boolean) as Json[];
    return resolve({ ...rest, ...r.pick(branch) }, r);
  }
  return schema;
}

const typeOf = (schema: Json): string | undefined => (Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type);

function sample(schemaIn: Json, r: Rng, path = 'value'): unknown {
  const schema = resolve(schemaIn, r);
  if (schema.const !== undefined && !(schema.const && typeof schema.const === 'object')) return schema.const;
  if (schema.enum) return r.pick(schema.enum);
  switch (typeOf(schema)) {
    case 'object':
      return sampleObject(schema, r, path);
    case 'array': {
      const min = schema.minItems ?? 0;
      const count = r.int(min, Math.max(min, Math.min(schema.maxItems ?? min + 3, min + 3)));
      const items: unknown[] = [];
      for (let i = 0; items.length < count && i < count * 20; i++) {
        const item = sample(schema.items ?? {}, r, `${path}[]`);
        if (!schema.uniqueItems || !items.some((x) => JSON.stringify(x) === JSON.stringify(item))) items.push(item);
      }
      return items;
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? min + 1000;
      // ids: mostly small, to reach records that exist; now and then past 2^31 or the very largest
      if (min >= 1 && max > 2 ** 31 && r.chance(0.15)) return r.pick([2 ** 31, max]);
      return r.chance(0.1) ? max : r.int(min, Math.min(max, min + 12));
    }
    case 'boolean':
      return r.chance(0.5);
    case 'string': {
      const fits = r.shuffle(TEXT_SAMPLES).find((text) => conforms(schema, text, 'body'));
      if (fits === undefined) throw new Error(`no text sample fits ${path}: ${JSON.stringify(schema)} — add one to TEXT_SAMPLES`);
      return fits;
    }
    default:
      return 'x';
  }
}

/** An object's `allOf` parts that are plain shapes (no if/then) folded into it: their properties and maps. */
function foldAllOf(schema: Json): Json {
  const parts = ((schema.allOf ?? []) as Json[]).filter((p) => !p.if);
  if (parts.length === 0) return schema;
  const folded: Json = { ...schema, allOf: ((schema.allOf ?? []) as Json[]).filter((p) => p.if) };
  for (const part of parts.map(foldAllOf)) {
    folded.properties = { ...(folded.properties ?? {}), ...(part.properties ?? {}) };
    folded.required = [...(folded.required ?? []), ...(part.required ?? [])];
    folded.additionalProperties ??= part.additionalProperties;
    folded.minProperties = Math.max(folded.minProperties ?? 0, part.minProperties ?? 0);
  }
  return folded;
}

function sampleObject(schemaIn: Json, r: Rng, path: string): Json {
  const schema = foldAllOf(schemaIn);
  const out: Json = {};
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set<string>(schema.required ?? []);
  const relative: [string, string][] = [];
  const later: [string, string][] = [];
  for (const [name, prop] of Object.entries(props)) {
    if (!required.has(name) && r.chance(0.4)) continue;
    // `x-sameAs: 'password'`: the same as a sibling (a confirmation field)
    const sameAs = prop['x-sameAs'] as string | undefined;
    // `x-after: 'startAt'` (or {sibling}): a moment after a sibling's (an end after its start)
    const after = prop['x-after'] as string | { sibling: string } | undefined;
    if (sameAs) relative.push([name, sameAs]);
    else if (after) later.push([name, typeof after === 'string' ? after : after.sibling]);
    else out[name] = sample(prop, r, `${path}.${name}`);
  }
  for (const [name, sibling] of relative) out[name] = out[sibling] ?? sample(props[sibling] ?? {}, r, `${path}.${name}`);
  for (const [name, sibling] of later) {
    const from = typeof out[sibling] === 'string' ? Date.parse(out[sibling] as string) : NaN;
    out[name] = Number.isNaN(from) ? sample(props[name], r, `${path}.${name}`) : new Date(from + 86_400_000).toISOString();
  }
  // a free-form map (a shadow's settings) that must hold at least one key: add settings it accepts
  const extra = schema.additionalProperties && typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as Json) : undefined;
  for (let i = 0; extra && Object.keys(out).length < (schema.minProperties ?? 0) && i < 20; i++) {
    out[`setting${i}`] = sample(extra, r, `${path}.setting${i}`);
  }
  // fields whose rule depends on another field (allOf: [{ if, then }]): sampled again by the branch that applies
  for (const rule of (schema.allOf ?? []) as Json[]) {
    if (!rule.if || !rule.then?.properties || !conforms({ type: 'object', ...rule.if }, out, 'body')) continue;
    for (const [name, prop] of Object.entries(rule.then.properties as Record<string, Json>)) {
      if (name in out) out[name] = sample({ ...props[name], ...prop }, r, `${path}.${name}`);
    }
  }
  return out;
}

// ---- what to send ------------------------------------------------------------------------------------

const INF = '\u0001INFINITY\u0001';
/** A value's JSON text; INF stands for `1e309`, which JSON.parse reads as Infinity. */
const toJson = (value: unknown) => JSON.stringify(value).replaceAll(`"${INF}"`, '1e309');
const parsedJson = (value: unknown) => (value === undefined ? undefined : JSON.parse(toJson(value)));

interface Case {
  label: string;
  /** Values of the path parameters and the query, as text; `raw` ones go into the URL as they are. */
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  raw?: { params?: Record<string, string>; query?: string };
  /** The body as a value, or `rawBody` as text. */
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  /** Whether the contract says the request is valid; undefined: decided by the oracle. */
  valid?: boolean;
}

interface Operation {
  op: ContractOperation;
  body?: Json;
  query?: Json;
  params?: Json;
}

const deref = (schema: Json | undefined) => (schema ? (dereference(schema, registry, SCHEMA_BASE) as Json) : undefined);
const OPS: Operation[] = OPERATIONS.map((op) => ({ op, body: deref(op.body?.schema), query: deref(op.query), params: deref(op.params) }));

/** Text of a query or path value (the oracle coerces it back). */
const asText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
const textRecord = (value: unknown): Record<string, string> => Object.fromEntries(Object.entries((value ?? {}) as Json).map(([k, v]) => [k, asText(v)]));

function validCase(o: Operation, r: Rng, label = 'valid'): Case {
  const draw = (): Case => ({
    label,
    params: o.params ? textRecord(sample(o.params, r, 'params')) : {},
    query: o.query ? textRecord(sample(o.query, r, 'query')) : {},
    body: o.body ? sample(o.body, r, 'body') : undefined,
  });
  // rules that tie fields together (a threshold whose range depends on the source type, in allOf/if)
  // are not read by the sampler: draw again until the schema accepts the whole request
  let c = draw();
  for (let i = 0; i < 50 && !isValid(o, c); i++) c = draw();
  return c;
}

/**
 * Wrong values for one field of a JSON body, by the field's schema: `always` the ones that found failures
 * before (a NUL, an id past 2^31, 1e309), and a seeded few of the `others`.
 */
function badBodyValues(schema: Json, r: Rng): { always: [string, unknown][]; others: [string, unknown][] } {
  const s = resolve(schema, r);
  const type = typeOf(s);
  const always: [string, unknown][] = [];
  const others: [string, unknown][] = [
    ['null', null],
    ['an object', { nested: 1 }],
  ];
  if (type === 'string' || s.enum || s.pattern) {
    always.push(['a NUL', 'a\u0000b']);
    if (s.format === 'date-time') always.push(['year 0000', '0000-01-01T00:00:00Z'], ['the last moment of 9999, west of UTC', '9999-12-31T23:59:59-12:00']);
    others.push(
      ['a number', 12345],
      ['empty', ''],
      ['huge', 'x'.repeat(Math.max(s.maxLength ?? 0, 200) + 1)],
      ['an escape sequence', 'x\u001b[31m'],
      ['a C1 control', 'x\u0085'],
      ['a very long text', '長'.repeat(100_000)],
    );
  }
  if (type === 'integer' || type === 'number') {
    always.push(['2^31', 2 ** 31], ['1e309', INF]);
    others.push(
      ['text', 'abc'],
      ['a numeric text', '1'],
      ['1.5', 1.5],
      ['-1', -1],
      ['0', 0],
      ['2^53, past the safe integers', 2 ** 53],
      ['1e300', 1e300],
      ['true', true],
    );
  }
  if (type === 'array') {
    always.push(['items past 2^31 or with a NUL', [2 ** 31, 'a\u0000']]);
    others.push(['a text', 'x'], ['empty', []], ['1001 items', Array.from({ length: 1001 }, (_, i) => i + 1)], ['wrong items', [null, {}]]);
  }
  if (type === 'boolean') others.push(['text', 'yes'], ['a number', 1]);
  if (type === 'object') others.push(['a text', 'x'], ['empty', {}], ['an array', []]);
  return { always, others };
}

/** Wrong values for one query or path parameter, as they would arrive in the URL (`always` and others). */
const BAD_TEXT_ALWAYS: [string, string][] = [
  ['a NUL', 'a\u0000b'],
  ['1e309', '1e309'],
  ['Infinity', 'Infinity'],
  ['2^31', '2147483648'],
];
const BAD_TEXT: [string, string][] = [
  ['text', 'abc'],
  ['empty', ''],
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['past 2^53', '9007199254740993'],
  ['an escape sequence', '\u001b[31m'],
  ['huge', 'x'.repeat(5000)],
  ['hex', '0x10'],
  ['spaced', ' 1'],
  ['-1e309', '-1e309'],
];
/** Junk path segments, sent as they are. */
const RAW_PATH: [string, string][] = [
  ['a bad percent-escape', '%ZZ'],
  ['an encoded NUL', '%00'],
  ['over 100 characters', '1'.repeat(101)],
  ['a traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['a half escape', '%E3%81'],
];

/** Whole-body junk for an operation taking a body. */
function junkBodies(o: Operation): Case[] {
  if (!o.body || !o.op.body) return [];
  const type = o.op.body.contentType;
  const base = { params: {}, query: {} };
  if (type === 'application/x-www-form-urlencoded') {
    return [
      { ...base, label: 'a bad percent-escape in the form', rawBody: 'account=%ZZ&password=x&clientId=c', contentType: type },
      { ...base, label: 'a repeated form field', rawBody: 'account=a&account=b&password=x&clientId=c&token=t&token=u', contentType: type },
      { ...base, label: 'a JSON body instead of a form', body: {}, contentType: 'application/json' },
      { ...base, label: 'empty form', rawBody: '', contentType: type, valid: undefined },
    ];
  }
  return [
    { ...base, label: 'not JSON', rawBody: '{"id":', contentType: type, valid: false },
    { ...base, label: 'an array body', rawBody: '[1,2]', contentType: type, valid: false },
    { ...base, label: 'a text body', rawBody: '"x"', contentType: type, valid: false },
    { ...base, label: 'a null body', rawBody: 'null', contentType: type, valid: undefined },
    { ...base, label: 'a prototype-poisoning body', rawBody: '{"__proto__":{"isSuper":true}}', contentType: type, valid: false },
    { ...base, label: 'an empty JSON body', rawBody: '', contentType: type, valid: false },
    { ...base, label: 'plain text', rawBody: '{}', contentType: 'text/plain', valid: false },
    { ...base, label: 'an unknown content type', rawBody: '<x/>', contentType: 'application/xml', valid: false },
    { ...base, label: 'a body over the size limit', rawBody: JSON.stringify({ x: 'x'.repeat(1_100_000) }), contentType: type, valid: false },
  ];
}

/** The cases of one operation: valid ones, then each field made wrong in a few seeded ways. */
function casesFor(o: Operation): Case[] {
  const r = rng(o.op.operationId);
  const cases: Case[] = [validCase(o, r), validCase(o, r), validCase(o, r)];
  const base = validCase(o, r, 'base');
  const MUTATIONS_PER_FIELD = 3;

  if (o.body && typeOf(resolve(o.body, r)) === 'object') {
    const shape = resolve(o.body, r);
    const props = (shape.properties ?? {}) as Record<string, Json>;
    const required: string[] = shape.required ?? [];
    const body = (base.body ?? {}) as Json;
    for (const [name, schema] of Object.entries(props)) {
      const { always, others } = badBodyValues(schema, r);
      for (const [what, value] of [...always, ...r.shuffle(others).slice(0, MUTATIONS_PER_FIELD)]) {
        cases.push({ ...base, label: `body.${name}: ${what}`, body: { ...body, [name]: value } });
      }
    }
    for (const name of required) {
      const { [name]: _gone, ...rest } = body;
      cases.push({ ...base, label: `body.${name}: missing`, body: rest });
    }
    cases.push({ ...base, label: 'an extra field', body: { ...body, zzUnknown: 'a\u0000' } });
    const rest = toJson(body).slice(1);
    cases.push({
      ...base,
      label: 'an extra __proto__ field',
      rawBody: `{"__proto__":{"x":1}${rest === '}' ? '' : ','}${rest}`,
      contentType: 'application/json',
    });
  }
  for (const part of ['query', 'params'] as const) {
    const schema = o[part];
    if (!schema) continue;
    const values = base[part] as Record<string, string>;
    for (const name of Object.keys(schema.properties ?? {})) {
      for (const [what, value] of [...BAD_TEXT_ALWAYS, ...r.shuffle(BAD_TEXT).slice(0, MUTATIONS_PER_FIELD)]) {
        cases.push({ ...base, label: `${part}.${name}: ${what}`, [part]: { ...values, [name]: value } });
      }
      if ((schema.required ?? []).includes(name) && part === 'query') {
        const { [name]: _gone, ...rest } = values;
        cases.push({ ...base, label: `query.${name}: missing`, query: rest });
      }
      if (part === 'query') cases.push({ ...base, label: `query.${name}: repeated`, query: { ...values, [name]: [values[name] ?? '1', '2'] } });
      if (part === 'params') {
        for (const [what, raw] of RAW_PATH) cases.push({ ...base, label: `params.${name}: ${what}`, raw: { params: { [name]: raw } }, valid: false });
      }
    }
    if (part === 'query') cases.push({ ...base, label: 'a bad percent-escape in the query', raw: { query: 'x=%ZZ&y=%' }, valid: undefined });
  }
  return [...cases, ...junkBodies(o)];
}

// ---- bodies of the wrong kind, and uploads the parser cannot read ---------------------------------------

const BOUNDARY = 'robustness7f3a';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const filePart = (name: string, data: string | Buffer, filename = 'a.bin') =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(data),
    Buffer.from('\r\n'),
  ]);
const fieldPart = (name: string, value: string) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const multipart = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
/** Larger than every upload's cap (the largest, an operator message's file, is 10 MiB). */
const OVERSIZED_FILE = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);

interface BodyCase {
  label: string;
  contentType?: string;
  payload: string | Buffer;
  /** The status of its refusal, when not the undeclared type's 415. */
  status?: number;
}

/**
 * A body of each kind the operation does not declare (its contract names one media type, or none): refused
 * with 415 before it is read, whatever it holds. A POST that takes no body reads JSON (many clients send `{}`
 * on every POST): one with fields is refused by name (400), an empty one is taken (the generated requests).
 */
function undeclaredBodies(op: ContractOperation): BodyCase[] {
  const json = '{"file":"x","name":"x"}';
  const all: [string, BodyCase][] = [
    ['application/x-www-form-urlencoded', { label: 'a form', contentType: 'application/x-www-form-urlencoded', payload: 'name=x&id=1' }],
    ['multipart/form-data', { label: 'a multipart form', contentType: MULTIPART, payload: multipart(fieldPart('name', 'x'), filePart('file', 'x')) }],
    ['text/plain', { label: 'plain text', contentType: 'text/plain', payload: 'x' }],
    [
      'application/json',
      { label: 'a JSON body', contentType: 'application/json', payload: json, ...(op.contentType || op.method !== 'POST' ? {} : { status: 400 }) },
    ],
  ];
  return all.filter(([type]) => type !== op.contentType).map(([, c]) => c);
}

/** Multipart bodies broken in each way a client (or an attacker) can break one. */
const BROKEN_UPLOADS: BodyCase[] = [
  { label: 'no boundary', contentType: 'multipart/form-data', payload: multipart(filePart('file', 'x')) },
  { label: 'a truncated body', contentType: MULTIPART, payload: multipart(filePart('file', 'x'.repeat(100))).subarray(0, 120) },
  { label: 'a body without its closing boundary', contentType: MULTIPART, payload: filePart('file', 'x') },
  { label: 'a malformed part header', contentType: MULTIPART, payload: Buffer.from(`--${BOUNDARY}\r\nnot a header\r\n\r\nx\r\n--${BOUNDARY}--\r\n`) },
  { label: 'the file under a wrong field name', contentType: MULTIPART, payload: multipart(filePart('upload', 'x')) },
  { label: 'an empty body', contentType: MULTIPART, payload: '' },
  { label: 'three files', contentType: MULTIPART, payload: multipart(filePart('file', 'x'), filePart('file', 'y'), filePart('file', 'z')) },
  {
    label: 'a text field over the size limit',
    contentType: MULTIPART,
    payload: multipart(fieldPart('remark', 'x'.repeat(64 * 1024 + 1)), filePart('file', 'x')),
  },
  { label: 'a file over the size limit', contentType: MULTIPART, payload: multipart(filePart('file', OVERSIZED_FILE)) },
];

// ---- sending and judging -----------------------------------------------------------------------------

/** Fuzz traffic comes from an address of its own, so login throttling never locks out the test's logins. */
const FUZZ_ADDRESS = '192.0.2.7';

function request(o: Operation, c: Case, token: string | undefined, lang: Locale): InjectOptions {
  const path = o.op.path.replace(/\{(\w+)\}/g, (_, name: string) => c.raw?.params?.[name] ?? encodeURIComponent(c.params[name] ?? ''));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(c.query)) for (const v of ([] as string[]).concat(value)) query.append(name, v);
  const qs = [query.toString(), c.raw?.query].filter(Boolean).join('&');
  const headers: Record<string, string> = { 'accept-language': lang };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const options: InjectOptions = { method: o.op.method, url: `/api${path}${qs ? `?${qs}` : ''}`, headers, remoteAddress: FUZZ_ADDRESS };
  if (c.rawBody !== undefined) {
    headers['content-type'] = c.contentType ?? 'application/json';
    options.payload = c.rawBody;
  } else if (c.body !== undefined && o.op.body) {
    const form = o.op.body.contentType === 'application/x-www-form-urlencoded' && c.contentType === undefined;
    headers['content-type'] = form ? 'application/x-www-form-urlencoded' : (c.contentType ?? 'application/json');
    options.payload = form ? new URLSearchParams(textRecord(c.body)).toString() : toJson(c.body);
  }
  return options;
}

/** Form fields as a form parser reads them: a repeated name holds a list. */
function formFields(text: string): Json {
  const out: Json = {};
  for (const [k, v] of new URLSearchParams(text)) out[k] = k in out ? ([] as string[]).concat(out[k], v) : v;
  return out;
}

/** Whether the contract calls the case valid: its own verdict, else every part conforming to its schema. */
function isValid(o: Operation, c: Case): boolean {
  if (c.valid !== undefined) return c.valid;
  if (c.raw?.query && /%(?![0-9A-Fa-f]{2})/.test(c.raw.query)) return true; // the query parser keeps a bad escape as text
  if (o.params && !conforms(o.params, { ...c.params }, 'params')) return false;
  if (o.query && !conforms(o.query, structuredClone(c.query), 'query')) return false;
  if (o.body && o.op.body) {
    let body: unknown;
    if (c.rawBody !== undefined) {
      if (c.contentType !== o.op.body.contentType) return false;
      if (o.op.body.contentType === 'application/x-www-form-urlencoded') body = formFields(c.rawBody);
      else {
        try {
          body = JSON.parse(c.rawBody);
        } catch {
          return false;
        }
      }
    } else {
      body = parsedJson(c.body);
      if (o.op.body.contentType === 'application/x-www-form-urlencoded') body = textRecord(body);
    }
    if (body === undefined || body === null) {
      if (o.op.body.required) return false;
      body = {};
    }
    return conforms(o.body, body, 'body');
  }
  return true;
}

const LEAKS: [string, RegExp][] = [
  ['a stack trace', /(\n|\\n)\s+at\s|\bat \S+ \(\S+:\d+:\d+\)/],
  [
    'SQL',
    /\bselect\b[^"]{0,200}\bfrom\b|\binsert\s+into\b|\bupdate\s+\w+\s+set\b|\bdelete\s+from\b|syntax error|relation "|column "|violates|duplicate key|SQLSTATE|invalid input syntax|out of range for type|invalid byte sequence/i,
  ],
  ['a file path', /(^|[\s"'(])\/(work|home|usr|opt|tmp|srv|app|root)\/|node_modules|src\/server|[A-Za-z]:\\\\|\.(ts|mjs|cjs):\d+/],
  ["the framework's error shape", /FST_ERR|"statusCode"|"error":/],
];

interface Answer {
  status: number;
  text: string;
  body: Json | undefined;
  /** The Content-Type the server answered with. */
  type?: string;
}

/** A success that is a documented file (an export), not the envelope. */
const isFile = (o: Operation, res: Answer) => res.status === 200 && fileTypesOf(o.op).some((t) => res.type?.startsWith(t));

/** Everything every answer under /api must be, whatever was asked. */
function envelopeProblems(res: Answer): string[] {
  const problems: string[] = [];
  // the fuzzer's server runs without a device link: a push to a real device is refused with the documented
  // 203210 (503), the one 5xx that says how the server was started, not that it broke
  const linkOff = res.status === 503 && res.body?.code === 203210;
  if (res.status >= 500 && !linkOff) problems.push(`answered ${res.status}`);
  for (const [what, re] of LEAKS) if (re.test(res.text)) problems.push(`shows ${what}: ${res.text.slice(0, 200)}`);
  const b = res.body;
  if (!b || typeof b.code !== 'number' || typeof b.msg !== 'string') return [...problems, `not the envelope: ${res.text.slice(0, 200)}`];
  if (res.status !== 200) {
    if (!isCatalogued(b.code)) problems.push(`code ${b.code} is not in the catalogue`);
    else if (ERRORS[b.code].status !== res.status && !(b.code === 100001 && res.status === 415)) {
      problems.push(`code ${b.code} with HTTP ${res.status} (catalogue: ${ERRORS[b.code].status})`);
    }
  }
  return problems;
}

function messageProblems(res: Answer, lang: Locale): string[] {
  const b = res.body;
  if (b?.code !== 100001) return [];
  const problems: string[] = [];
  for (const f of (b.fields ?? []) as { field: string; message: string }[]) {
    const raw = rawSchemaWords(f.message, lang);
    if (!f.message.trim() || raw.length) problems.push(`field ${f.field} worded "${f.message}" (${lang})`);
  }
  return problems;
}

let s: TestServer;
let lowPrivilege: { token: string; access: Set<string> };
let revoked: string;
let adminId: number;
/** A fresh session of the super admin, opened as login opens one (fuzzing login must not lock it out). */
const adminToken = async () => (await openSession(s.db, adminId, 3600)).token;

async function send(options: InjectOptions): Promise<Answer> {
  const res = await s.app.inject(options);
  let body: Json | undefined;
  try {
    body = JSON.parse(res.body);
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, text: res.body, body, type: String(res.headers['content-type'] ?? '') };
}

/**
 * Every table's row count and newest row version (`xmin`): an insert, update or delete anywhere changes it.
 * Transaction ids are shared by a PostgreSQL server's databases, but `xmin` is only ever on this one's rows.
 */
async function tableFingerprint(opts: { except?: string[] } = {}): Promise<string> {
  const tables = (
    await s.db.query<{ name: string }>(
      `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    )
  ).filter((t) => !opts.except?.includes(t.name));
  const rows = await s.db.query(
    tables.map((t) => `select '${t.name}' as t, count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as x from ${t.name}`).join(' union all '),
  );
  return JSON.stringify(rows);
}

const ALL_CASES = new Map(OPS.map((o) => [o.op.operationId, casesFor(o)]));
const CASE_COUNT = [...ALL_CASES.values()].reduce((n, list) => n + list.length, 0);
/** A call any logged-in user may make can end the caller's own session (exchange, password change). */
const selfEnding = (o: Operation) => o.op.permission === 'authenticated';

beforeAll(async () => {
  // no background sweep (payment re-query and alarms, command resends, gray releases, the release outbox, file
  // clean-ups): the check that refused requests wrote nothing must see only their writes
  for (const sweep of [
    'PAY_REQUERY_SECONDS',
    'PAY_ALARM_SECONDS',
    'REDELIVER_SECONDS',
    'GRAY_SWEEP_SECONDS',
    'RELEASE_OUTBOX_SECONDS',
    'PACKAGE_SWEEP_SECONDS',
    'AD_FILE_SWEEP_SECONDS',
  ])
    vi.stubEnv(sweep, '0');
  s = await testServer();
  vi.unstubAllEnvs();
  const login = async (account: string) => {
    const res = await s.call('POST', '/api/auth/login', { form: { clientId: 'console', account, password: DEMO_PASSWORD } });
    if (res.body?.code !== 200) throw new Error(`login ${account}: ${JSON.stringify(res.body)}`);
    return res.body.data as { token: string; user: { userId: number; access: string[] } };
  };
  const store = await login('store01');
  lowPrivilege = { token: store.token, access: new Set(store.user.access) };
  const admin = await login('admin');
  adminId = admin.user.userId;
  revoked = admin.token;
  await s.call('POST', '/api/auth/logout', { token: revoked });
});
afterAll(async () => s?.close());

describe(`robustness of the ${OPERATIONS.length} operations of the contract (${CASE_COUNT} generated requests, and the token checks)`, () => {
  it('covers every operation of the contract, each with valid samples it can generate', () => {
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(44);
    for (const o of OPS) {
      const valid = ALL_CASES.get(o.op.operationId)!.filter((c) => c.label === 'valid');
      for (const c of valid)
        expect(isValid(o, c), `${o.op.operationId}: generated a request its own schema refuses: ${JSON.stringify(c).slice(0, 300)}`).toBe(true);
    }
  });

  it('the checks see what they look for', () => {
    const answer = (status: number, body: unknown): Answer => ({ status, text: JSON.stringify(body), body: body as Json });
    const seen = (a: Answer) => envelopeProblems(a).join(' | ');
    expect(seen(answer(500, { code: 100500, msg: 'x' }))).toMatch(/answered 500/);
    expect(seen(answer(400, { error: 'Bad Request', code: 'FST_ERR_BAD_URL', statusCode: 400 }))).toMatch(/framework.*not the envelope/);
    expect(seen(answer(400, { code: 100001, msg: 'Error: x\n    at run (/work/wt/server/src/server/app.ts:10:5)' }))).toMatch(/stack trace.*file path/);
    expect(seen(answer(400, { code: 100001, msg: 'insert into users (account) values ($1)' }))).toMatch(/SQL/);
    expect(seen(answer(400, { code: 100001, msg: 'invalid byte sequence for encoding "UTF8": 0x00' }))).toMatch(/SQL/);
    expect(seen(answer(404, { code: 123, msg: 'x' }))).toMatch(/not in the catalogue/);
    expect(seen(answer(404, { code: 100001, msg: 'x' }))).toMatch(/HTTP 404/);
    expect(seen(answer(400, { code: 100001, msg: 'パラメータが正しくありません' }))).toBe('');
    expect(messageProblems(answer(400, { code: 100001, msg: 'x', fields: [{ field: 'id', message: 'integerでなければいけない' }] }), 'ja')).not.toEqual([]);
  });

  it('no success without a valid token: none, empty, forged or revoked', async () => {
    const problems: string[] = [];
    const forged = ['x'.repeat(43), 'A'.repeat(43).replace(/A$/, 'B'), 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', revoked];
    for (const o of thisEnginesShare(OPS)) {
      if (o.op.permission === 'public') continue;
      const c = ALL_CASES.get(o.op.operationId)![0];
      const tries: [string, string | undefined, number][] = [
        ['no token', undefined, 101001],
        ['an empty token', '', 101008],
        ...forged.map((t, i) => [`forged token ${i}`, t, 101009] as [string, string, number]),
      ];
      for (const [what, token, code] of tries) {
        const res = await send(request(o, c, token, 'ja'));
        for (const p of envelopeProblems(res)) problems.push(`${o.op.operationId} with ${what}: ${p}`);
        if (res.status !== 401 || res.body?.code !== code)
          problems.push(`${o.op.operationId} with ${what}: answered ${res.status} ${res.body?.code}, not 401 ${code}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('no success for a user without the permission (a store clerk who may only view)', async () => {
    const problems: string[] = [];
    let refused = 0;
    for (const o of thisEnginesShare(OPS)) {
      const { permission } = o.op;
      if (permission === 'public' || permission === 'authenticated' || lowPrivilege.access.has(permission)) continue;
      refused++;
      for (const c of ALL_CASES.get(o.op.operationId)!.slice(0, 2)) {
        const res = await send(request(o, c, lowPrivilege.token, 'en'));
        for (const p of envelopeProblems(res)) problems.push(`${o.op.operationId}: ${p}`);
        if (res.status !== 403 || res.body?.code !== 101005) problems.push(`${o.op.operationId}: answered ${res.status} ${res.body?.code}, not 403 101005`);
      }
    }
    expect(refused).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  it("a body of an undeclared media type, or an upload the parser cannot read, is refused in the caller's language and writes nothing", async () => {
    const uploads = OPS.filter((o) => o.op.contentType === 'multipart/form-data');
    expect(uploads.length).toBeGreaterThanOrEqual(6);
    const problems: string[] = [];
    const token = await adminToken();
    // an import refuses a file over its size cap and records the refusal (issue 18): the one write a refusal makes
    const IMPORT_RECORDS = 'public.import_records';
    const before = await tableFingerprint({ except: [IMPORT_RECORDS] });
    const [{ n: recordsBefore }] = await s.db.query<{ n: number }>('select count(*)::int as n from import_records');
    let n = 0;
    const judge = async (o: Operation, c: BodyCase, refusedWith?: number) => {
      const lang = LOCALES[n++ % LOCALES.length];
      const options = request(o, ALL_CASES.get(o.op.operationId)![0], o.op.permission === 'public' ? undefined : token, lang);
      options.payload = c.payload;
      options.headers = { ...options.headers, ...(c.contentType ? { 'content-type': c.contentType } : {}) };
      const res = await send(options);
      const where = `${o.op.operationId} ${c.label}`;
      for (const p of [...envelopeProblems(res), ...messageProblems(res, lang)]) problems.push(`${where}: ${p}`);
      if (res.status < 400 || res.status >= 500) problems.push(`${where}: answered ${res.status} ${res.text.slice(0, 120)}`);
      else if (refusedWith && (res.status !== refusedWith || res.body?.code !== 100001))
        problems.push(`${where}: answered ${res.status} ${res.body?.code}, not ${refusedWith} 100001`);
      else if (!refusedWith && ![...o.op.errors, 100001, 100413].includes(res.body?.code))
        problems.push(`${where}: answered ${res.body?.code}, which its x-errors do not list`);
      const code = res.body?.code;
      if (isCatalogued(code) && !String(res.body?.msg).startsWith(ERRORS[code].msg[lang])) problems.push(`${where}: msg "${res.body?.msg}" is not in ${lang}`);
    };
    for (const o of thisEnginesShare(OPS)) for (const c of undeclaredBodies(o.op)) await judge(o, c, c.status ?? 415);
    for (const o of thisEnginesShare(uploads)) for (const c of BROKEN_UPLOADS) await judge(o, c);
    expect(problems).toEqual([]);
    // the tables whose row count or newest row version moved, named
    const moved = (a: string, b: string) => {
      const was = new Map((JSON.parse(a) as { t: string }[]).map((r) => [r.t, JSON.stringify(r)]));
      return (JSON.parse(b) as { t: string }[]).filter((r) => was.get(r.t) !== JSON.stringify(r)).map((r) => `${was.get(r.t)} → ${JSON.stringify(r)}`);
    };
    expect(moved(before, await tableFingerprint({ except: [IMPORT_RECORDS] })), 'a refused request changed a table').toEqual([]);
    const written = await s.db.query<{ result: string; imported: number; error_code: number }>(
      'select result, imported, error_code from import_records order by id offset $1',
      [recordsBefore],
    );
    expect(
      written.every((r) => r.result === 'refused' && r.imported === 0 && r.error_code === 203015),
      JSON.stringify(written),
    ).toBe(true);
  });

  // (each operation once per npm test: half of them on each engine, tests/support/engine-split.ts, as in the
  // token, permission and media-type checks above)
  it.each(thisEnginesShare(OPS).map((o) => [o.op.operationId, o] as const))('%s: generated requests', async (_id, o) => {
    const problems: string[] = [];
    const cases = ALL_CASES.get(o.op.operationId)!;
    let token = await adminToken();
    const expected = new Set([...o.op.errors, 100001, 100413]);
    for (const [i, c] of cases.entries()) {
      if (selfEnding(o) && i > 0) token = await adminToken();
      const lang = LOCALES[i % LOCALES.length];
      const res = await send(request(o, c, o.op.permission === 'public' ? undefined : token, lang));
      const where = `${o.op.operationId} ${c.label}`;
      const file = isFile(o, res);
      if (!file) for (const p of [...envelopeProblems(res), ...messageProblems(res, lang)]) problems.push(`${where}: ${p}`);
      const success = file || (res.status === 200 && res.body?.code === o.op.successCode);
      if (isValid(o, c)) {
        if (res.status === 200 && !success) problems.push(`${where}: HTTP 200 with code ${res.body?.code}, not ${o.op.successCode}`);
        if (res.status !== 200 && !expected.has(res.body?.code)) problems.push(`${where}: answered ${res.body?.code}, which its x-errors do not list`);
      } else {
        if (success || res.status < 400) problems.push(`${where}: an invalid request answered ${res.status} ${res.body?.code}`);
        else if (![100001, 100413].includes(res.body?.code)) problems.push(`${where}: an invalid request answered ${res.body?.code}, not 100001`);
      }
    }
    expect(problems).toEqual([]);
  });
});
