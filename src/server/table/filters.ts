import type { ErrorCode } from '../../domain/errors.js';
import type { Queryable } from '../db/database.js';
import type { SessionUser } from '../operation.js';
import { fail } from '../errors.js';
import { likeOperator, likeText, type Where } from '../db/sql.js';
import { pathInScope } from './scope.js';

/**
 * Filters of a list that are more than one column against one value (spec.ts reads them, queries.ts applies
 * them): a sub-list named by its parent row, and one value matched against several columns.
 */

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
type Json = Record<string, unknown>;

/**
 * `parent`: the list is of one parent row's children (a route's devices, a shipping list's lines), named by the
 * body's value in the parent `table`'s `key` column (`id` by default, or another: `order_number`). The parent
 * must exist and its organisation (`org_id`) lie in the caller's subtree, else `notFound` (the parent's own
 * code: 203012 a route), whatever rows there are. The rows kept are those whose `column` holds the parent's id,
 * or with `within` those whose organisation lies in the parent's subtree (the devices a route could take).
 * Several keys of one parent (an id or an order number) name it by the first one given; the others are ignored.
 * `excluding` (with `within`) also leaves out the rows whose column names the parent (`is distinct from` its id: a null
 * is kept): the devices of a pay config's subtree that do not use it, those it could be bound to.
 */
export interface ParentFilter {
  table: string;
  key: string;
  column?: string;
  within?: boolean;
  excluding?: string;
  notFound: ErrorCode;
}

/** How one value matches each of several columns (any of them): `"name": {"match": "contains", "fields": ["name", "alias"]}`. */
export type TextMatch = 'contains' | 'prefix' | 'equals';
export const TEXT_MATCHES: TextMatch[] = ['contains', 'prefix', 'equals'];

/** Reads a `parent` filter's declaration; `code` checks an error code against the catalogue. */
export function parentFilter(given: Json | undefined, where: string, code: (value: unknown, what: string) => ErrorCode): ParentFilter {
  if (!given) throw new Error(`${where}: a parent filter names its parent: {table, column or within, notFound}`);
  const plain = (value: unknown, what: string) => {
    if (typeof value !== 'string' || !IDENTIFIER.test(value)) throw new Error(`${where}: parent ${what} must be a plain identifier`);
    return value;
  };
  if ((given.column === undefined) === (given.within !== true)) throw new Error(`${where}: a parent filter keeps its rows by column, or within: true`);
  const out: ParentFilter = {
    table: plain(given.table, 'table'),
    key: given.key === undefined ? 'id' : plain(given.key, 'key'),
    notFound: code(given.notFound, 'parent notFound'),
  };
  if (given.column !== undefined) out.column = plain(given.column, 'column');
  else out.within = true;
  if (given.excluding !== undefined) {
    if (!out.within) throw new Error(`${where}: a parent filter's excluding goes with within: true`);
    out.excluding = plain(given.excluding, 'excluding');
  }
  return out;
}

/** The parent row a value names, if the caller may read it (its organisation in the caller's subtree), else its notFound. */
async function parentRow(db: Queryable, user: SessionUser, p: ParentFilter, value: unknown) {
  const [row] = await db.query<{ id: number; path: string }>(
    `select p.id, o.path from ${p.table} p join organisations o on o.id = p.org_id where p.${p.key} = $1`,
    [value],
  );
  if (!row || !pathInScope(user, row.path)) fail(p.notFound);
  return row;
}

/**
 * Adds the conditions of the parent filters `given` (field → declaration): per parent table, the first field
 * with a value names the row. `within` adds the scope's "in the subtree at this path", for `within`.
 */
export async function addParentConditions(
  w: Where,
  db: Queryable,
  user: SessionUser,
  given: [string, ParentFilter][],
  body: Record<string, unknown>,
  within: (path: string) => Promise<void>,
) {
  const named = new Set<string>();
  for (const [field, p] of given) {
    const value = body[field];
    if (value === undefined || value === null || value === '' || named.has(p.table)) continue;
    named.add(p.table);
    const row = await parentRow(db, user, p, value);
    if (p.column) w.add(`t.${p.column} = ?`, row.id);
    else await within(row.path);
    if (p.excluding) w.add(`t.${p.excluding} is distinct from ?`, row.id);
  }
}

/** "Any of `cols` matches `value`" as `match` says (contains and prefix any case, like the single-column filters). */
export function anyColumnCondition(w: Where, match: TextMatch, cols: string[], value: string) {
  const param = w.param(match === 'equals' ? value : likeText(value));
  const one = (col: string) => {
    switch (match) {
      case 'contains':
        return `${col} ${likeOperator(value)} '%' || ${param} || '%'`;
      case 'prefix':
        return `${col} ilike ${param} || '%'`;
      case 'equals':
        return `${col} = ${param}`;
    }
  };
  w.add(`(${cols.map(one).join(' or ')})`);
}
