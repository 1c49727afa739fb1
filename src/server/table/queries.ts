import type { Queryable } from '../db/database.js';
import type { SessionUser } from '../operation.js';
import { fail } from '../errors.js';
import { Where, likeOperator, likeText } from '../db/sql.js';
import { uniqueViolationCode } from '../db/unique.js';
import { deviceInScope, scopeCondition, scopedOrg, scopedRow as readScoped } from './scope.js';
import type { TableSpec } from './spec.js';
import { addParentConditions, anyColumnCondition, type ParentFilter, type TextMatch } from './filters.js';

/**
 * The SQL of one table's calls, built from its spec: `t` is the table, joined to what decides its scope:
 * `o` the organisation owning the row, or `d` the device the row is of. An organisation scope by the row's own
 * path or by ids (spec.ts OrgScope) joins `o` for its name alone (a left join on its key): its count and page keys
 * are read from the table alone (keyFromClause).
 */
const joins = (spec: TableSpec): string => {
  switch (spec.scope) {
    case 'organisation':
      return spec.orgScope.by === 'join' ? ' join organisations o on o.id = t.org_id' : ' left join organisations o on o.id = t.org_id';
    case 'device':
      return ' join devices d on d.id = t.device_id';
    default:
      return '';
  }
};
/** The org path a scope with one compares (the joined organisation's, the row's own, the device's), or none. */
const pathColumn = (spec: TableSpec): string | undefined => {
  if (spec.scope === 'device') return 'd.org_path';
  if (spec.scope !== 'organisation') return undefined;
  return spec.orgScope.by === 'path' ? `t.${spec.orgScope.column}` : 'o.path';
};

/** The column naming a row: `t.id`, or the spec's `x-table.id` (a record without an id field, read by page and list). */
export const idColumn = (spec: TableSpec) => spec.rowId ?? 't.id';

export const selectList = (spec: TableSpec) =>
  Object.entries(spec.columns)
    .map(([field, sql]) => `${sql} as "${field}"`)
    .join(', ');
/** Where records are read from: the spec's view when it declares one (joined or computed columns), else its table. */
export const fromClause = (spec: TableSpec) => `${spec.view ?? spec.table} t${joins(spec)}`;
/** The table itself, for the reads that lock the row they check. */
const tableFrom = (spec: TableSpec) => `${spec.table} t${joins(spec)}`;
/**
 * Where a big table's count and page keys are read (an organisation scope by path or by ids: spec.ts OrgScope):
 * the table alone, no view and no join, so the planner has the table's own indexes (an index-only count); the
 * page's rows are then read by id from fromClause. Undefined for the others.
 */
export const keyFromClause = (spec: TableSpec) => (spec.scope === 'organisation' && spec.orgScope.by !== 'join' ? `${spec.table} t` : undefined);

/**
 * The columns a list's conditions (`fields`, its filters) and order (`sorts` and the spec's pageOrder) name: a
 * big table's keys are read from the table alone, so the start probes them there (index.ts).
 */
export function listColumns(spec: TableSpec, fields: string[], sorts: string[]): string[] {
  const cols = new Set<string>([idColumn(spec), ...spec.pageOrder.split(',').map((part) => part.trim().split(' ')[0])]);
  for (const f of sorts) cols.add(spec.columns[f]);
  for (const field of fields) {
    const f = spec.filters[field];
    if (f.anyOf) for (const a of f.anyOf) cols.add(spec.columns[a]);
    else if (f.lookup) cols.add(`t.${f.lookup.column}`);
    else if (f.parent?.column) cols.add(`t.${f.parent.column}`);
    else if (['subtree', 'org', 'parent'].includes(f.match)) cols.add('t.org_id');
    else if (f.match === 'within') cols.add(pathColumn(spec)!);
    else if (f.match !== 'exists') cols.add(spec.columns[f.field]);
  }
  return [...cols];
}

/**
 * Adds "the row's organisation lies in the subtree at `path`" as the spec compares it: by path, or (orgIds) as
 * `t.org_id = any(ids)`, the subtree's ids read here once, so the planner sees the list and reads the table alone.
 */
async function addSubtree(w: Where, db: Queryable, spec: TableSpec, path: string) {
  if (spec.scope === 'organisation' && spec.orgScope.by === 'ids') {
    const [{ ids }] = await db.query<{ ids: number[] }>(`select coalesce(array_agg(id), '{}') as ids from organisations where path like $1 || '%'`, [
      likeText(path),
    ]);
    w.add('t.org_id = any(?::bigint[])', ids);
  } else w.add(`${pathColumn(spec)} like ? || '%'`, likeText(path));
}

/** An organisation named by a create or a filter: in the caller's subtree (200006), existing (200001). */
export const orgInScope = (db: Queryable, user: SessionUser, orgId: number) => scopedOrg(db, user, orgId, { missing: 200001, outside: 200006 });

/**
 * The conditions of a list: the caller's subtree, then each filter the body gives, matched as the spec says.
 * `fields` are the filter fields of the call's own schema (checked against the spec at start).
 */
export async function listWhere(db: Queryable, user: SessionUser, spec: TableSpec, fields: string[], body: Record<string, unknown>) {
  const w = new Where();
  const path = pathColumn(spec);
  const scope = path && scopeCondition(user, path);
  // by ids, a subtree filter's ids (an organisation of the caller's subtree and below) say the scope too: read once
  const byIds = spec.scope === 'organisation' && spec.orgScope.by === 'ids';
  const narrowed = byIds && fields.some((f) => spec.filters[f].match === 'subtree' && ![undefined, null, ''].includes(body[f] as never));
  if (scope && !narrowed) await addSubtree(w, db, spec, user.orgPath);
  if (spec.scope === 'own' && !user.isSuper) w.add('t.user_id = ?', user.userId);
  // the parent first: a missing one is its not-found, whatever the other filters say
  const parents = fields.flatMap((f): [string, ParentFilter][] => (spec.filters[f].parent ? [[f, spec.filters[f].parent]] : []));
  await addParentConditions(w, db, user, parents, body, (parentPath) => addSubtree(w, db, spec, parentPath));
  for (const field of fields) {
    const value = body[field];
    if (value === undefined || value === null || value === '') {
      // an org filter left out may mean the caller's own organisation alone (not its subtree)
      if (spec.filters[field].ownByDefault) w.add('t.org_id = ?', user.orgId);
      continue;
    }
    const { match, field: compared, anyOf } = spec.filters[field];
    if (anyOf) {
      anyColumnCondition(
        w,
        match as TextMatch,
        anyOf.map((f) => spec.columns[f]),
        String(value),
      );
      continue;
    }
    const col = spec.columns[compared];
    switch (match) {
      case 'contains':
        w.add(`${col} ${likeOperator(String(value))} '%' || ? || '%'`, likeText(String(value)));
        break;
      case 'prefix':
        w.add(`${col} ${spec.filters[field].exactCase ? 'like' : 'ilike'} ? || '%'`, likeText(String(value)));
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
      // a Tokyo calendar day bounding a time: from its first instant, and before the next day's first (an index on the time serves)
      case 'fromDay':
        w.add(`${col} >= (?::date::timestamp at time zone 'Asia/Tokyo')`, value);
        break;
      case 'toDay':
        w.add(`${col} < ((?::date + 1)::timestamp at time zone 'Asia/Tokyo')`, value);
        break;
      case 'subtree':
        await addSubtree(w, db, spec, (await orgInScope(db, user, Number(value))).path);
        break;
      case 'org':
        w.add('t.org_id = ?', (await orgInScope(db, user, Number(value))).id);
        break;
      // narrows the caller's rows to that organisation's subtree; one missing or outside it lists nothing, refusing nothing
      case 'within':
        w.add(`${pathColumn(spec)} like (select path from organisations where id = ?) || '%'`, value);
        break;
      case 'exists': {
        const e = spec.filters[field].exists!;
        w.add(`exists (select 1 from ${e.table} x where x.${e.key} = t.id and x.${e.column} = ?)`, value);
        break;
      }
      case 'device':
        w.add('t.device_id = ?', (await deviceOf(db, user, String(value))).id);
        break;
      case 'lookup': {
        const l = spec.filters[field].lookup!;
        w.add(`t.${l.column} = (select id from ${l.table} where ${l.key} = ?)`, value);
        break;
      }
      case 'parent':
        break;
    }
  }
  return w;
}

/** A row the caller may act on; `org_id` is read in the organisation scope (the one whose tables are written). */
export interface ScopedRow {
  id: number;
  org_id: number;
}

/**
 * The row `id` if the caller may act on it; missing or outside the caller's subtree is the spec's not-found
 * code alike, so ids of other estates reveal nothing. `lock` holds the row until the transaction ends.
 */
export function scopedRow(db: Queryable, user: SessionUser, spec: TableSpec, id: number, lock = false): Promise<ScopedRow> {
  const locking = lock ? ' for no key update of t' : '';
  const from = `from ${tableFrom(spec)} where t.id = $1`;
  switch (spec.scope) {
    case 'organisation':
      return readScoped<ScopedRow & { org_path: string }>(db, user, {
        sql: `select t.id, t.org_id, ${pathColumn(spec)} as org_path ${from}${locking}`,
        params: [id],
        notFound: spec.notFound,
      });
    case 'device':
      return readScoped<ScopedRow & { org_path: string | null }>(db, user, {
        sql: `select t.id, d.org_path ${from}${locking}`,
        params: [id],
        notFound: spec.notFound,
        inScope: deviceInScope,
      });
    // shared rows are everyone's; an own row is the caller's (or any, for a super administrator): found is in scope
    case 'shared':
      return readScoped<ScopedRow & { org_path: string }>(db, user, {
        sql: `select t.id, '' as org_path ${from}${locking}`,
        params: [id],
        notFound: spec.notFound,
        inScope: () => true,
      });
    case 'own':
      return readScoped<ScopedRow & { org_path: string }>(db, user, {
        sql: `select t.id, '' as org_path ${from} and ($2::boolean or t.user_id = $3)${locking}`,
        params: [id, user.isSuper, user.userId],
        notFound: spec.notFound,
        inScope: () => true,
      });
  }
}

/** The device a `device` filter names by serial number, if the caller may see it (else 203001, missing or not). */
export const deviceOf = (db: Queryable, user: SessionUser, serialNum: string) =>
  readScoped<{ id: number; org_path: string | null }>(db, user, {
    sql: 'select id, org_path from devices where serial_num = $1',
    params: [serialNum],
    notFound: 203001,
    inScope: deviceInScope,
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
export async function assertReferencesExist(db: Queryable, spec: TableSpec, body: Record<string, unknown>, user: SessionUser, id?: number) {
  for (const rule of spec.references) {
    const value = body[rule.field];
    if (value === undefined || value === null) continue;
    const status = rule.enabled ? 'r.status' : '1';
    const [found] = rule.scoped
      ? await db.query<{ status: number }>(
          `select ${status} as status from ${rule.table} r join organisations o on o.id = r.org_id where r.${rule.column} = $1 and o.path like $2 || '%'`,
          [value, likeText(user.orgPath)],
        )
      : await db.query<{ status: number }>(`select ${status} as status from ${rule.table} r where r.${rule.column} = $1`, [value]);
    if (!found) fail(rule.code);
    if (rule.enabled && Number(found.status) !== 1) {
      // an update keeps the disabled row its record already names: only a new choice must be enabled
      const kept =
        id !== undefined && (await db.query(`select 1 from ${spec.table} t where t.id = $1 and ${spec.columns[rule.field]} = $2`, [id, value])).length;
      if (!kept) fail(rule.enabled);
    }
  }
}

/**
 * Runs a write; a save that raced past assertUniqueFree meets the unique index, and its violation becomes
 * the field's code instead of a server error; a delete of a row others still refer to (a foreign key
 * violation) becomes the spec's `inUse` code, the row kept.
 */
export async function translatingClashes<T>(spec: TableSpec, write: () => Promise<T>, deleting = false, verb: 'create' | 'update' = 'create'): Promise<T> {
  try {
    return await write();
  } catch (err) {
    // a hook's clash may answer a code per verb (an app's name: 205000 on save, 205011 on update)
    const hooked = Object.entries(spec.hooks?.clashes ?? {}).map(([index, code]) => [index, typeof code === 'number' ? code : code[verb]]);
    const code = uniqueViolationCode(err, Object.fromEntries([...spec.unique.map((u) => [u.index, u.code]), ...hooked.filter(([, c]) => c !== undefined)]));
    if (code) fail(code);
    if (deleting && (err as { code?: string }).code === '23503') fail(spec.inUse);
    throw err;
  }
}
