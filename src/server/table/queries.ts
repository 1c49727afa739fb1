import type { Queryable } from '../db/database.js';
import type { SessionUser } from '../operation.js';
import { fail } from '../errors.js';
import { Where, likeOperator, likeText } from '../db/sql.js';
import { uniqueViolationCode } from '../db/unique.js';
import { scopeCondition, scopedOrg, scopedRow as readScoped } from './scope.js';
import type { TableSpec } from './spec.js';

/** The SQL of one table's calls, built from its spec: `t` is the table, `o` the organisation owning the row. */

export const selectList = (spec: TableSpec) =>
  Object.entries(spec.columns)
    .map(([field, sql]) => `${sql} as "${field}"`)
    .join(', ');
/** Where records are read from: the spec's view when it declares one (joined or computed columns), else its table. */
export const fromClause = (spec: TableSpec) => `${spec.view ?? spec.table} t join organisations o on o.id = t.org_id`;
/** The table itself, for the reads that lock the row they check. */
const tableFrom = (spec: TableSpec) => `${spec.table} t join organisations o on o.id = t.org_id`;

/** An organisation named by a create or a filter: in the caller's subtree (200006), existing (200001). */
export const orgInScope = (db: Queryable, user: SessionUser, orgId: number) => scopedOrg(db, user, orgId, { missing: 200001, outside: 200006 });

/**
 * The conditions of a list: the caller's subtree, then each filter the body gives, matched as the spec says.
 * `fields` are the filter fields of the call's own schema (checked against the spec at start).
 */
export async function listWhere(db: Queryable, user: SessionUser, spec: TableSpec, fields: string[], body: Record<string, unknown>) {
  const w = new Where();
  const scope = scopeCondition(user, 'o.path');
  if (scope) w.add(scope.sql, scope.value);
  for (const field of fields) {
    const value = body[field];
    if (value === undefined || value === null || value === '') continue;
    const { match, field: compared } = spec.filters[field];
    const col = spec.columns[compared];
    switch (match) {
      case 'contains':
        w.add(`${col} ${likeOperator(String(value))} '%' || ? || '%'`, likeText(String(value)));
        break;
      case 'prefix':
        w.add(`${col} ilike ? || '%'`, likeText(String(value)));
        break;
      case 'equals':
        w.add(`${col} = ?`, value);
        break;
      case 'from':
        w.add(`${col} >= ?`, value);
        break;
      case 'to':
        w.add(`${col} <= ?`, value);
        break;
      case 'before':
        w.add(`${col} < ?`, value);
        break;
      case 'subtree':
        w.add(`o.path like ? || '%'`, (await orgInScope(db, user, Number(value))).path);
        break;
    }
  }
  return w;
}

export interface ScopedRow {
  id: number;
  org_id: number;
}

/**
 * The row `id` if the caller may act on it; missing or outside the caller's subtree is the spec's not-found
 * code alike, so ids of other estates reveal nothing. `lock` holds the row until the transaction ends.
 */
export const scopedRow = (db: Queryable, user: SessionUser, spec: TableSpec, id: number, lock = false): Promise<ScopedRow> =>
  readScoped<ScopedRow & { org_path: string }>(db, user, {
    sql: `select t.id, t.org_id, o.path as org_path from ${tableFrom(spec)} where t.id = $1${lock ? ' for no key update of t' : ''}`,
    params: [id],
    notFound: spec.notFound,
  });

/** The record as the calls answer it. */
export async function readRecord(db: Queryable, spec: TableSpec, id: number) {
  const [row] = await db.query(`select ${selectList(spec)} from ${fromClause(spec)} where t.id = $1`, [id]);
  return row;
}

/** Refuses a value another row of the organisation already holds, with the field's code (a clean message). */
export async function assertUniqueFree(db: Queryable, spec: TableSpec, orgId: number, body: Record<string, unknown>, exceptId = 0) {
  for (const rule of spec.unique) {
    const value = body[rule.field];
    if (value === undefined || value === null) continue;
    const col = rule.column.slice(2);
    const same = rule.ignoreCase ? `lower(${col}) = lower($2)` : `${col} = $2`;
    const taken = await db.query(`select 1 from ${spec.table} where org_id = $1 and ${same} and id <> $3`, [orgId, value, exceptId]);
    if (taken.length) fail(rule.code);
  }
}

/**
 * Refuses a value naming no row of the referenced table (an image key never uploaded), with the rule's code;
 * a `scoped` reference also refuses a row outside the caller's subtree, alike.
 */
export async function assertReferencesExist(db: Queryable, spec: TableSpec, body: Record<string, unknown>, user: SessionUser) {
  for (const rule of spec.references) {
    const value = body[rule.field];
    if (value === undefined || value === null) continue;
    const found = rule.scoped
      ? await db.query(`select 1 from ${rule.table} r join organisations o on o.id = r.org_id where r.${rule.column} = $1 and o.path like $2 || '%'`, [
          value,
          likeText(user.orgPath),
        ])
      : await db.query(`select 1 from ${rule.table} where ${rule.column} = $1`, [value]);
    if (!found.length) fail(rule.code);
  }
}

/**
 * Runs a write; a save that raced past assertUniqueFree meets the unique index, and its violation becomes
 * the field's code instead of a server error; a delete of a row others still refer to (a foreign key
 * violation) becomes the spec's `inUse` code, the row kept.
 */
export async function translatingClashes<T>(spec: TableSpec, write: () => Promise<T>, deleting = false): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = uniqueViolationCode(err, Object.fromEntries(spec.unique.map((u) => [u.index, u.code])));
    if (code) fail(code);
    if (deleting && (err as { code?: string }).code === '23503') fail(spec.inUse);
    throw err;
  }
}
