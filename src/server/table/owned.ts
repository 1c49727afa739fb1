import type { LooseHandler, SessionUser } from '../operation.js';
import type { Queryable } from '../db/database.js';
import type { Locale } from '../../domain/locale.js';
import { fail } from '../errors.js';
import { columnOf, type TableSpec } from './spec.js';
import { scopedOrg } from './scope.js';
import { LIMITS } from '../../domain/limits.js';
import { assertReferencesExist, deviceOf, fromClause, listWhere, orgInScope, selectList, translatingClashes } from './queries.js';

/**
 * Records an owner holds one of per key (`x-table.key`), which need no id column. The owner is an organisation (a
 * merchant's collection form per platform: primary key (org_id, platform)) or, in the device scope, the device the
 * key's `device` filter field names (a device's payee QR code: primary key device_id, named by its serial number):
 * - `upsert` inserts the record, or updates the one the owner and key name, in one statement under the unique index
 *   on (owner, key…) — two saves at the same moment end as one row, the later one's; a field left out goes back to
 *   the column's default (as an update), a column a hook adds only when it adds it (a secret not re-sent stays);
 * - `get` of a record without an id reads it by owner and key; missing, it answers the spec's not-found code, or
 *   `null` when the operation says `x-table.missing: null` (a get by id may say so too);
 * - `delete` removes it (missing: the not-found code) and answers null;
 * - `list` answers every record of the caller's subtree (a merchant's settings per platform).
 * An organisation owner is the body's `orgId` when the call takes one (in the caller's subtree: 200001, 200006),
 * else the caller's organisation, and a hook's `owner` may refuse it (206500: not a merchant); a device owner is
 * one the caller may see (203001). The permission is the route's, as for every verb. Writes answer the record as a
 * get reads it (`x-table.answer: record`, the default) or `null`.
 */

type Ctx = Parameters<LooseHandler>[0];
type Props = Record<string, unknown>;
interface Params {
  path: string[];
  query: string[];
}

/** What the operation's x-table says besides its verb. */
interface OwnedOptions {
  answer?: string | string[];
  missing?: string;
}

const MISSING = ['null'];

/** A field's value from the part of the call declaring it: the path, else the query, else the body. */
const readField = (field: string, params: Params) => (ctx: Ctx) =>
  params.path.includes(field) ? ctx.params[field] : params.query.includes(field) ? ctx.query[field] : ctx.body?.[field];

/**
 * How a call names its record: the owner's column, the owner found for the call (the organisation's id for the
 * hooks, null for a device's row), and the key's other fields with their columns and values.
 */
interface Named {
  owner: { column: 'org_id' | 'device_id'; id: number; orgId: number | null };
  fields: string[];
  values: unknown[];
}
type Namer = (ctx: Ctx, db: Queryable) => Promise<Named>;

/** The device key field of a device's record (a `device` filter), or undefined for an organisation's. */
const deviceField = (spec: TableSpec) => spec.key?.find((f) => spec.filters[f]?.match === 'device');

/** Checks the key when the server starts (every field in the call), and answers how a call names its record. */
function namer(spec: TableSpec, body: Props, params: Params, where: string): Namer {
  const device = deviceField(spec);
  if (!spec.key || !(spec.scope === 'organisation' || (spec.scope === 'device' && device)))
    throw new Error(`${where}: a record without an id is an organisation's, or a device's named by a device filter of its x-table.key`);
  for (const f of spec.key)
    if (!params.path.includes(f) && !params.query.includes(f) && !body[f]) throw new Error(`${where}: the call does not carry key field ${f}`);
  const fields = spec.key.filter((f) => f !== device);
  const readers = fields.map((f) => readField(f, params));
  const values = (ctx: Ctx) => readers.map((r) => r(ctx));
  if (device) {
    const serial = readField(device, params);
    return async (ctx, db) => {
      const { id } = await deviceOf(db, ctx.user, String(serial(ctx)));
      return { owner: { column: 'device_id', id: Number(id), orgId: null }, fields, values: values(ctx) };
    };
  }
  return async (ctx, db) => {
    const orgId = (ctx.body?.orgId as number | undefined) ?? ctx.user.orgId;
    const org = spec.orgOutside ? await scopedOrg(db, ctx.user, orgId, { missing: 200001, outside: spec.orgOutside }) : await orgInScope(db, ctx.user, orgId);
    spec.hooks?.owner?.({ user: ctx.user, org });
    return { owner: { column: 'org_id', id: org.id, orgId: org.id }, fields, values: values(ctx) };
  };
}

/** The condition naming the record (`$1` the owner, then the key's values) over `t`. */
const namedWhere = (spec: TableSpec, named: Named) =>
  [`t.${named.owner.column} = $1`, ...named.fields.map((f, i) => `${spec.columns[f]} = $${i + 2}`)].join(' and ');

/** The record the call names, as a get reads it (completed for the caller by the spec's `shown` hook), or undefined. */
async function readOwned(db: Queryable, spec: TableSpec, named: Named, user: SessionUser, locale: Locale) {
  const [row] = await db.query<Record<string, unknown>>(`select ${selectList(spec)} from ${fromClause(spec)} where ${namedWhere(spec, named)}`, [
    named.owner.id,
    ...named.values,
  ]);
  if (row) spec.hooks?.shown?.(row, user, locale);
  return row;
}

/** The get of a record without an id: by its owner and key; missing, not-found or null. */
export function ownedGet(spec: TableSpec, body: Props, where: string, params: Params, options: OwnedOptions): LooseHandler {
  const name = namer(spec, body, params, where);
  const missing = missingAnswer(options, where);
  return async (ctx) => {
    spec.hooks?.beforeRead?.({ user: ctx.user });
    const row = await readOwned(ctx.db, spec, await name(ctx, ctx.db), ctx.user, ctx.locale);
    if (row === undefined && missing === undefined) fail(spec.notFound);
    return row ?? null;
  };
}

/** The delete of a record without an id: by its owner and key; missing, the not-found code; answers null. */
export function ownedDelete(spec: TableSpec, body: Props, where: string, params: Params, options: OwnedOptions): LooseHandler {
  const name = namer(spec, body, params, where);
  if (spec.history || spec.hooks?.beforeDelete) throw new Error(`${where}: a record without an id keeps no history and its delete runs no hook`);
  if (options.answer !== undefined && options.answer !== 'null') throw new Error(`${where}: the delete of a record without an id answers null`);
  return async (ctx) => {
    const named = await name(ctx, ctx.db);
    // a row others still refer to is kept: the spec's inUse
    const removed = await translatingClashes(
      spec,
      () => ctx.db.query(`delete from ${spec.table} t where ${namedWhere(spec, named)} returning 1`, [named.owner.id, ...named.values]),
      true,
    );
    if (!removed.length) fail(spec.notFound);
    return null;
  };
}

/**
 * The list of records without an id: every record of the caller's subtree (no enabling field: such a record has no
 * status) that the call's filters keep (its body's, or a GET's query parameters: `x-table.filters`, checked by
 * checkFilters), in listOrder (one field or several) and then key order; a list too long to answer whole is 200010.
 */
export function ownedList(spec: TableSpec, body: Props, where: string): LooseHandler {
  if (spec.scope !== 'organisation' || !spec.key) throw new Error(`${where}: the list of records without an id is an organisation's`);
  if (spec.enabled) throw new Error(`${where}: the list of a record without an id takes no status`);
  const fields = Object.keys(body);
  for (const f of fields) if (!spec.filters[f]) throw new Error(`${where}: filter ${f} has no match in ${spec.schema} x-table.filters`);
  const order = [...new Set([spec.listOrder, ...(spec.listThen ?? []), ...spec.key])].map((f) => spec.columns[f] ?? `t.${f}`).join(', ');
  return async ({ db, user, body: b, query }) => {
    spec.hooks?.beforeRead?.({ user });
    const filters = (b ?? query ?? {}) as Props;
    spec.hooks?.checkFilters?.({ user, body: filters });
    const w = await listWhere(db, user, spec, fields, filters);
    // one more than the cap tells a list too long to answer whole from one that just fits
    const rows = await db.query(`select ${selectList(spec)} from ${fromClause(spec)} ${w} order by ${order} limit ${LIMITS.tableListMax + 1}`, w.params);
    if (rows.length > LIMITS.tableListMax) fail(200010);
    return rows;
  };
}

/** `x-table.missing`: `null` (a get answers null for a record that is not there), or left out (the not-found code). */
export function missingAnswer(options: OwnedOptions, where: string): 'null' | undefined {
  if (options.missing === undefined) return undefined;
  if (!MISSING.includes(options.missing)) throw new Error(`${where}: missing must be null (or left out: the not-found code)`);
  return 'null';
}

/** A get by id or by key answering null for a record that is not there (`x-table.missing: null`). */
export function nullWhenMissing(spec: TableSpec, handler: LooseHandler): LooseHandler {
  return async (ctx) => {
    try {
      return await handler(ctx);
    } catch (err) {
      if ((err as { code?: unknown }).code === spec.notFound) return null;
      throw err;
    }
  };
}

/** The body fields an upsert writes, as columns: not the owner, the key or a hook's virtual field. */
export function upsertColumns(spec: TableSpec, body: Props, where: string): (readonly [string, string])[] {
  const skipped = ['id', 'orgId', ...(spec.key ?? []), ...(spec.hooks?.virtual ?? [])];
  return Object.keys(body)
    .filter((f) => !skipped.includes(f))
    .map((f) => [f, columnOf(f, where)] as const);
}

/** The upsert verb (see the module's comment). */
export function ownedUpsert(spec: TableSpec, body: Props, where: string, params: Params, options: OwnedOptions): LooseHandler {
  const name = namer(spec, body, params, where);
  if (spec.history || spec.cap || spec.unique.length) throw new Error(`${where}: an upsert's uniqueness is its key's, and it keeps no history or cap`);
  if (options.answer !== undefined && options.answer !== 'record' && options.answer !== 'null')
    throw new Error(`${where}: an upsert answers the record (the default) or null`);
  const columns = upsertColumns(spec, body, where);
  return async (ctx) => {
    const { body: b, db, user, locale, config } = ctx;
    const row = await translatingClashes(spec, () =>
      db.transaction(async (tx) => {
        const named = await name(ctx, tx);
        await assertReferencesExist(tx, spec, b, user);
        const given: Record<string, unknown> = Object.fromEntries(columns.map(([f, c]) => [c, b[f]]));
        await spec.hooks?.beforeWrite?.({
          tx,
          user,
          locale,
          config,
          body: b,
          verb: 'upsert',
          orgId: named.owner.orgId,
          values: given,
          secrets: ctx.req.server.secrets,
        });
        const known = new Set([...columns.map(([, c]) => c), ...(spec.hooks?.columns ?? [])]);
        for (const c of Object.keys(given)) if (!known.has(c)) throw new Error(`${spec.schema} x-table hooks: beforeWrite wrote ${c}, not a declared column`);
        const target = [named.owner.column, ...named.fields.map((f) => columnOf(f, where))];
        // a field left out is not inserted (the column's default) and is set back to the default on update
        const inserted = [
          [named.owner.column, named.owner.id] as const,
          ...named.fields.map((f, i) => [columnOf(f, where), named.values[i]] as const),
          ...Object.entries(given).filter(([, v]) => v !== undefined),
        ];
        const sets = Object.entries(given).map(([c, v]) => (v === undefined ? `${c} = default` : `${c} = excluded.${c}`));
        await tx.query(
          `insert into ${spec.table} (${inserted.map(([c]) => c).join(', ')}) values (${inserted.map((_, i) => `$${i + 1}`).join(', ')})
           on conflict (${target.join(', ')}) do ${sets.length ? `update set ${sets.join(', ')}` : 'nothing'}`,
          inserted.map(([, v]) => v),
        );
        return readOwned(tx, spec, named, user, locale);
      }),
    );
    return options.answer === 'null' ? null : row;
  };
}

/**
 * When the server starts: the columns an upsert writes are the table's, and a unique index on (owner, key…) is
 * there for its `on conflict` to name.
 */
export async function probeOwned(db: Queryable, spec: TableSpec, written: string[]) {
  const device = deviceField(spec);
  const target = [device ? 'device_id' : 'org_id', ...(spec.key ?? []).filter((f) => f !== device).map((f) => columnOf(f, spec.schema))];
  await db.query(`select ${[...target, ...written].join(', ')} from ${spec.table} limit 0`).catch((err: Error) => {
    throw new Error(`${spec.schema} x-table: an upsert's column does not match table ${spec.table}: ${err.message}`);
  });
  const unique = await db.query(
    `select 1 from pg_index i join pg_class c on c.oid = i.indrelid
      where c.relname = $1 and i.indisunique and i.indnatts = $3
        and (select array_agg(a.attname::text order by a.attname::text collate "C") from pg_attribute a where a.attrelid = c.oid and a.attnum = any(i.indkey)) = $2::text[]`,
    [spec.table, [...target].sort(), target.length],
  );
  if (!unique.length) throw new Error(`${spec.schema} x-table: an upsert needs a unique index on (${target.join(', ')}) of table ${spec.table}`);
}
