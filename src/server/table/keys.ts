import type { Queryable } from '../db/database.js';
import type { LooseHandler, SessionUser } from '../operation.js';
import { fail } from '../errors.js';
import { fromClause, listWhere, scopedRow, type ScopedRow } from './queries.js';
import type { TableSpec } from './spec.js';

/**
 * `x-table.key`: the record's fields that name one record besides its id (an alarm rule's `sourceType` +
 * `source`, where `source` is a joined column of the view: the model's product key). A call naming a record
 * (get, update, status, delete, exists) carries its id, or else every key field — each from its path, its
 * query or its body, whichever declares it; a call carrying neither is refused when the server starts.
 */

type Ctx = Parameters<LooseHandler>[0];
type Props = Record<string, unknown>;

/** The key fields of an x-table, each a field of the record other than its id. */
export function keyFields(value: unknown, columns: Record<string, string>, where: string): string[] | undefined {
  if (value === undefined) return undefined;
  const fields = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(fields) || !fields.length || !fields.every((f) => typeof f === 'string' && f !== 'id' && columns[f]))
    throw new Error(`${where}: key must name one or several fields of the record (not id)`);
  return fields as string[];
}

/** The call's parameter names, where a verb looks for the id or the key fields. */
export interface CallParams {
  path: string[];
  query: string[];
}

/** A field's value in the part of the call that declares it: the path, else the query, else the body. */
function reader(field: string, params: CallParams, body: Props): ((ctx: Ctx) => unknown) | undefined {
  if (params.path.includes(field)) return (ctx) => ctx.params[field];
  if (params.query.includes(field)) return (ctx) => ctx.query[field];
  if (body[field]) return (ctx) => ctx.body?.[field];
  return undefined;
}

/**
 * How a call finds its record: `locate` answers the row the caller may act on (missing or out of scope: the
 * spec's not-found code), locked for the transaction when asked; `keyed` the body fields that named it, which
 * an update does not write.
 */
export interface Locator {
  locate(ctx: Ctx, db: Queryable, lock?: boolean): Promise<ScopedRow>;
  /** The record's id if it exists in the caller's scope, else undefined. */
  find(ctx: Ctx, db: Queryable): Promise<number | undefined>;
  keyed: string[];
}

export function locator(spec: TableSpec, params: CallParams, body: Props, where: string, verb: string): Locator {
  const id = reader('id', params, body);
  const fields = spec.key ?? [];
  const readers = fields.map((f) => reader(f, params, body));
  const byId: Locator | undefined = id && {
    locate: (ctx, db, lock) => scopedRow(db, ctx.user, spec, id(ctx) as number, lock),
    find: (ctx, db) => keyedId(db, ctx.user, spec, ['id'], [id(ctx)]),
    keyed: [],
  };
  // a get whose body takes the id or the key (a shipping list by id or by order number): the id when it is given
  if (byId && verb === 'get' && fields.length && readers.every(Boolean)) {
    const byKey = keyLocator(spec, fields, readers as ((ctx: Ctx) => unknown)[], params);
    const pick = (ctx: Ctx) => (id!(ctx) !== undefined ? byId : byKey);
    return { locate: (ctx, db, lock) => pick(ctx).locate(ctx, db, lock), find: (ctx, db) => pick(ctx).find(ctx, db), keyed: [] };
  }
  if (byId) return byId;
  if (!fields.length || readers.some((r) => !r)) {
    const key = spec.key ? ` or every field of its key (${spec.key.join(', ')})` : '';
    throw new Error(`${where}: the ${verb} verb takes the id in its path or its body (or an id query parameter)${key}`);
  }
  return keyLocator(spec, fields, readers as ((ctx: Ctx) => unknown)[], params);
}

/** Finds the record by every field of its key. */
function keyLocator(spec: TableSpec, fields: string[], readers: ((ctx: Ctx) => unknown)[], params: CallParams): Locator {
  const values = (ctx: Ctx) => readers.map((r) => r(ctx));
  return {
    async locate(ctx, db, lock) {
      const found = await keyedId(db, ctx.user, spec, fields, values(ctx));
      if (found === undefined) fail(spec.notFound);
      return scopedRow(db, ctx.user, spec, found, lock);
    },
    find: (ctx, db) => keyedId(db, ctx.user, spec, fields, values(ctx)),
    keyed: fields.filter((f) => !params.path.includes(f) && !params.query.includes(f)),
  };
}

/**
 * The id of the record whose `fields` hold `values`, read where records are read (a view's joined columns too), in
 * the caller's scope. A key field that is a `device` filter names the device as the list's filter does (a lane by
 * serial number and lane number: a device missing or out of scope is 203001 before the lane is looked for).
 */
async function keyedId(db: Queryable, user: SessionUser, spec: TableSpec, fields: string[], values: unknown[]): Promise<number | undefined> {
  const device = fields.filter((f) => spec.filters[f]?.match === 'device');
  const w = await listWhere(db, user, spec, device, Object.fromEntries(device.map((f) => [f, values[fields.indexOf(f)]])));
  fields.forEach((f, i) => {
    if (!device.includes(f)) w.add(`${f === 'id' ? 't.id' : spec.columns[f]} = ?`, values[i]);
  });
  const [row] = await db.query<{ id: number }>(`select t.id from ${fromClause(spec)} ${w} limit 1`, w.params);
  return row?.id;
}

/** The `exists` verb: whether the record the call names (by id or key) exists in the caller's scope, true or false. */
export function existsVerb(spec: TableSpec, body: Props, where: string, params: CallParams): LooseHandler {
  const { find } = locator(spec, params, body, where, 'exists');
  return async (ctx) => (await find(ctx, ctx.db)) !== undefined;
}
