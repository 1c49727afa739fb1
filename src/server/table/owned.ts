import type { LooseHandler } from '../operation.js';
import type { Queryable } from '../db/database.js';
import { fail } from '../errors.js';
import { columnOf, type TableSpec } from './spec.js';
import { scopedOrg, type OrgRow } from './scope.js';
import { LIMITS } from '../../domain/limits.js';
import { assertReferencesExist, fromClause, listWhere, orgInScope, selectList, translatingClashes } from './queries.js';

/**
 * Records an organisation holds one of per key (`x-table.key`, within the owner: a merchant's collection form per
 * platform, primary key (org_id, platform)), which need no id column:
 * - `upsert` inserts the record, or updates the one the owner and key name, in one statement under the unique index
 *   on (org_id, key…) — two saves at the same moment end as one row, the later one's; a field left out goes back
 *   to the column's default (as an update), a column a hook adds only when it adds it (a secret not re-sent stays);
 * - `get` of a record without an id reads it by owner and key; missing, it answers the spec's not-found code, or
 *   `null` when the operation says `x-table.missing: null` (a get by id may say so too);
 * - `list` of records without an id answers every record of the caller's subtree (a merchant's settings per platform).
 * The owner is the body's `orgId` when the call takes one (in the caller's subtree: 200001, 200006), else the
 * caller's organisation; a hook's `owner` may refuse it (206500: not a merchant). The permission is the route's,
 * as for every verb. Writes answer the record as a get reads it (`x-table.answer: record`, the default) or `null`.
 */

type Ctx = Parameters<LooseHandler>[0];
type Props = Record<string, unknown>;
interface Params {
  path: string[];
  query: string[];
}

/** What the operation's x-table says besides its verb. */
interface OwnedOptions {
  answer?: string;
  missing?: string;
}

const MISSING = ['null'];

/** A field's value from the part of the call declaring it: the path, else the query, else the body. */
const readField = (field: string, params: Params) => (ctx: Ctx) =>
  params.path.includes(field) ? ctx.params[field] : params.query.includes(field) ? ctx.query[field] : ctx.body?.[field];

/** The key of an owned record, checked when the server starts: organisation scope, and every key field in the call. */
function ownedKey(spec: TableSpec, body: Props, params: Params, where: string, listing = false): string[] {
  if (spec.scope !== 'organisation' || !spec.key) throw new Error(`${where}: a record named by its owner and key is organisation-scoped and has x-table.key`);
  if (listing) return spec.key;
  for (const f of spec.key)
    if (!params.path.includes(f) && !params.query.includes(f) && !body[f]) throw new Error(`${where}: the call does not carry key field ${f}`);
  return spec.key;
}

/** The organisation a call acts for: the body's `orgId` if it takes one, in the caller's subtree, else the caller's own. */
async function ownerOf(db: Queryable, spec: TableSpec, ctx: Ctx): Promise<OrgRow> {
  const orgId = (ctx.body?.orgId as number | undefined) ?? ctx.user.orgId;
  const org = spec.orgOutside ? await scopedOrg(db, ctx.user, orgId, { missing: 200001, outside: spec.orgOutside }) : await orgInScope(db, ctx.user, orgId);
  spec.hooks?.owner?.({ user: ctx.user, org });
  return org;
}

/** The record the owner and key values name, as a get reads it, or undefined. */
async function readOwned(db: Queryable, spec: TableSpec, key: string[], orgId: number, values: unknown[]) {
  const where = key.map((f, i) => `${spec.columns[f]} = $${i + 2}`).join(' and ');
  const [row] = await db.query(`select ${selectList(spec)} from ${fromClause(spec)} where t.org_id = $1 and ${where}`, [orgId, ...values]);
  return row;
}

/** The get of a record without an id: by its owner and key; missing, not-found or null. */
export function ownedGet(spec: TableSpec, body: Props, where: string, params: Params, options: OwnedOptions): LooseHandler {
  const key = ownedKey(spec, body, params, where);
  const readers = key.map((f) => readField(f, params));
  const missing = missingAnswer(options, where);
  return async (ctx) => {
    spec.hooks?.beforeRead?.({ user: ctx.user });
    const org = await ownerOf(ctx.db, spec, ctx);
    const row = await readOwned(
      ctx.db,
      spec,
      key,
      org.id,
      readers.map((r) => r(ctx)),
    );
    if (row === undefined && missing === undefined) fail(spec.notFound);
    return row ?? null;
  };
}

/**
 * The list of records without an id: every record of the caller's subtree (no enabling field: such a record has no
 * status), in listOrder and then key order; a list too long to answer whole is 200010.
 */
export function ownedList(spec: TableSpec, body: Props, where: string): LooseHandler {
  const key = ownedKey(spec, {}, { path: [], query: [] }, where, true);
  if (Object.keys(body).length || spec.enabled) throw new Error(`${where}: the list of a record without an id takes no filters and no status`);
  const order = [...new Set([spec.listOrder, ...key])].map((f) => spec.columns[f]).join(', ');
  return async ({ db, user }) => {
    spec.hooks?.beforeRead?.({ user });
    const w = await listWhere(db, user, spec, [], {});
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
  const key = ownedKey(spec, body, params, where);
  if (spec.history || spec.cap || spec.unique.length) throw new Error(`${where}: an upsert's uniqueness is its key's, and it keeps no history or cap`);
  if (options.answer !== undefined && options.answer !== 'record' && options.answer !== 'null')
    throw new Error(`${where}: an upsert answers the record (the default) or null`);
  const keyColumns = key.map((f) => columnOf(f, where));
  const readers = key.map((f) => readField(f, params));
  const columns = upsertColumns(spec, body, where);
  return async (ctx) => {
    const { body: b, db, user, locale } = ctx;
    const values = readers.map((r) => r(ctx));
    const row = await translatingClashes(spec, () =>
      db.transaction(async (tx) => {
        const org = await ownerOf(tx, spec, ctx);
        await assertReferencesExist(tx, spec, b, user);
        const given: Record<string, unknown> = Object.fromEntries(columns.map(([f, c]) => [c, b[f]]));
        await spec.hooks?.beforeWrite?.({ tx, user, locale, body: b, verb: 'upsert', orgId: org.id, values: given, secrets: ctx.req.server.secrets });
        const known = new Set([...columns.map(([, c]) => c), ...(spec.hooks?.columns ?? [])]);
        for (const c of Object.keys(given)) if (!known.has(c)) throw new Error(`${spec.schema} x-table hooks: beforeWrite wrote ${c}, not a declared column`);
        // a field left out is not inserted (the column's default) and is set back to the default on update
        const inserted = [
          ['org_id', org.id] as const,
          ...keyColumns.map((c, i) => [c, values[i]] as const),
          ...Object.entries(given).filter(([, v]) => v !== undefined),
        ];
        const sets = Object.entries(given).map(([c, v]) => (v === undefined ? `${c} = default` : `${c} = excluded.${c}`));
        await tx.query(
          `insert into ${spec.table} (${inserted.map(([c]) => c).join(', ')}) values (${inserted.map((_, i) => `$${i + 1}`).join(', ')})
           on conflict (org_id, ${keyColumns.join(', ')}) do ${sets.length ? `update set ${sets.join(', ')}` : 'nothing'}`,
          inserted.map(([, v]) => v),
        );
        return readOwned(tx, spec, key, org.id, values);
      }),
    );
    return options.answer === 'null' ? null : row;
  };
}

/**
 * When the server starts: the columns an upsert writes are the table's, and a unique index on (org_id, key…) is
 * there for its `on conflict` to name.
 */
export async function probeOwned(db: Queryable, spec: TableSpec, written: string[]) {
  const key = (spec.key ?? []).map((f) => columnOf(f, spec.schema));
  await db.query(`select ${['org_id', ...key, ...written].join(', ')} from ${spec.table} limit 0`).catch((err: Error) => {
    throw new Error(`${spec.schema} x-table: an upsert's column does not match table ${spec.table}: ${err.message}`);
  });
  const unique = await db.query(
    `select 1 from pg_index i join pg_class c on c.oid = i.indrelid
      where c.relname = $1 and i.indisunique and i.indnatts = $3
        and (select array_agg(a.attname::text order by a.attname::text collate "C") from pg_attribute a where a.attrelid = c.oid and a.attnum = any(i.indkey)) = $2::text[]`,
    [spec.table, ['org_id', ...key].sort(), key.length + 1],
  );
  if (!unique.length) throw new Error(`${spec.schema} x-table: an upsert needs a unique index on (org_id, ${key.join(', ')}) of table ${spec.table}`);
}
