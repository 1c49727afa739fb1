import type { LooseHandler, SessionUser } from '../operation.js';
import type { Locale } from '../../domain/locale.js';
import { fail } from '../errors.js';
import { pageQuery } from '../db/sql.js';
import { HISTORY_SELECT, historyEntry, historyWhere, recordChange } from './history.js';
import { LIMITS } from '../../domain/limits.js';
import { columnOf, listOrderColumn, type TableSpec } from './spec.js';
import { assertPlatformStaff, scopedOrg } from './scope.js';
import type { Queryable } from '../db/database.js';
import { exportVerb } from './export.js';
import { existsVerb, locator } from './keys.js';
import type { AfterCommit, WriteHookContext } from './hooks.js';
import { cappedPage } from './capped.js';
import {
  assertReferencesExist,
  assertUniqueFree,
  fromClause,
  idColumn,
  keyFromClause,
  listWhere,
  orgInScope,
  deviceOf,
  readRecord,
  scopedRow,
  selectList,
  translatingClashes,
} from './queries.js';

/**
 * The generic handler of each verb a contract operation can name in `x-table`. Each builder reads the
 * call's own request schema (`body`: its properties, references inlined) and checks it against the table's
 * spec when the server starts, then answers like the hand-written handlers of the other areas do.
 */
export type Verb = 'page' | 'list' | 'get' | 'create' | 'update' | 'status' | 'delete' | 'deleteMany' | 'history' | 'export' | 'exists';
export const VERBS: Verb[] = ['page', 'list', 'get', 'create', 'update', 'status', 'delete', 'deleteMany', 'history', 'export', 'exists'];

type Props = Record<string, { properties?: Record<string, { enum?: unknown[] }>; 'x-enum'?: string }>;
/**
 * `params`: the names of the call's path and query parameters (`/update/status/{id}` → path ['id']);
 * `record`: the properties of the record the calls answer, references inlined.
 */
export interface Params {
  path: string[];
  query: string[];
}
type Builder = (spec: TableSpec, body: Props, where: string, params: Params, record: Props) => LooseHandler;

const PAGING = ['pageNum', 'pageSize', 'sort'];

/**
 * Writes (and the history they keep) go to organisation-owned tables and to shared ones (alarm rules, brands,
 * products: the platform's staff write them, 101005 for anyone else); other scopes are read-only, but for the
 * delete of a device's row.
 */
const writable =
  (builder: Builder): Builder =>
  (spec, body, where, params, record) => {
    // a device's row (a lane) is deleted by whoever may see the device; the device scope writes nothing else
    const deviceDelete = spec.scope === 'device' && (builder === remove || builder === removeMany) && !spec.history;
    // a caller's own row (an error log entry) is created as theirs, its user_id the caller's (createdBy), and no more;
    // a device's row (a lane) is created on the device its body names, whoever may see the device
    const ownCreate = (spec.scope === 'own' || (spec.scope === 'device' && !spec.history)) && builder === create;
    if (ownCreate && spec.scope === 'own' && (spec.createdBy !== 'user_id' || spec.unique.length || spec.history || spec.cap))
      throw new Error(`${where}: a caller's own row is created with x-table createdBy user_id, and no unique, history or cap`);
    if (ownCreate && spec.scope === 'device' && (spec.unique.length || spec.cap || !deviceFieldOf(spec, body)))
      throw new Error(`${where}: a device's row is created on the device a device filter field of its body names, with no unique or cap`);
    if (spec.scope !== 'organisation' && spec.scope !== 'shared' && !deviceDelete && !ownCreate)
      throw new Error(`${where}: a table of scope "${spec.scope}" is read only (page, list, get, export; a device's rows: create, delete; own rows: create)`);
    // a shared row has no organisation: nothing to be unique within, no history by organisation
    if (spec.scope === 'shared' && (spec.unique.length || spec.history || spec.cap))
      throw new Error(`${where}: a shared table's uniqueness is its index's (x-table hooks clashes), and it keeps no history or cap`);
    // a record read without its owner (a package, owned through its app) is read only too
    if (spec.scope === 'organisation' && !spec.columns.orgId && builder !== remove && builder !== removeMany)
      throw new Error(`${where}: a record without orgId is read only (page, list, get, delete, export)`);
    return builder(spec, body, where, params, record);
  };

/** The field of a body naming a device by a `device` filter (a lane's serialNum), in the device scope. */
const deviceFieldOf = (spec: TableSpec, body: Props) =>
  spec.scope === 'device' ? Object.keys(body).find((f) => spec.filters[f]?.match === 'device') : undefined;

/** The filter fields of a query body; each must have a match in the spec. */
function filterFields(spec: TableSpec, body: Props, where: string): string[] {
  const fields = Object.keys(body).filter((f) => !PAGING.includes(f));
  for (const f of fields) if (!spec.filters[f]) throw new Error(`${where}: filter ${f} has no match in ${spec.schema} x-table.filters`);
  return fields;
}

/**
 * The fields a create or update writes (the owning organisation, the id and the key that names the record
 * aside, and the fields a hook turns into columns), as columns.
 */
function writtenColumns(spec: TableSpec, body: Props, where: string, keyed: string[] = []): [string, string][] {
  const skipped = ['id', 'orgId', ...keyed, ...(spec.hooks?.virtual ?? [])];
  return Object.keys(body)
    .filter((f) => !skipped.includes(f))
    .map((f) => [f, columnOf(f, where)]);
}

/**
 * Runs a hook's beforeWrite over the values a write stores (column → value). A column goes into SQL text: only
 * the body's fields' and those the hook declares (probed when the server starts) are taken.
 */
async function beforeWrite(spec: TableSpec, ctx: Omit<WriteHookContext, 'values'>, columns: [string, string][], values: Record<string, unknown>) {
  await spec.hooks?.beforeWrite?.({ ...ctx, values });
  const known = new Set([...columns.map(([, c]) => c), ...(spec.hooks?.columns ?? [])]);
  for (const c of Object.keys(values)) if (!known.has(c)) throw new Error(`${spec.schema} x-table hooks: beforeWrite wrote ${c}, not a declared column`);
  return Object.entries(values);
}

/**
 * The records read, completed for the caller by the spec's `shown` hook (a user's own account is locked to them),
 * without the fields the spec reads but does not answer (`hidden`).
 */
function shownTo<T extends Record<string, unknown>>(spec: TableSpec, rows: T[], user: SessionUser, locale: Locale): T[] {
  const shown = spec.hooks?.shown;
  if (shown) for (const row of rows) shown(row, user, locale);
  if (spec.hidden) for (const row of rows) for (const f of spec.hidden) delete row[f];
  return rows;
}

const page: Builder = (spec, body, where, params) => {
  // a filter may be named in the path instead of the body (a device's records by `/{serialNum}`)
  const fromPath = params.path;
  for (const p of fromPath) if (!spec.filters[p]) throw new Error(`${where}: path parameter ${p} has no match in ${spec.schema} x-table.filters`);
  const fields = [...filterFields(spec, body, where), ...fromPath.filter((p) => !body[p])];
  // the fields the schema lets a client sort by, each a column; the id (or x-table.id) always breaks ties
  const sortable: Record<string, string> = { id: idColumn(spec) };
  for (const f of (body.sort?.properties?.field?.enum as string[] | undefined) ?? []) {
    if (!spec.columns[f]) throw new Error(`${where}: sort field ${f} is not a field of the record`);
    sortable[f] = spec.columns[f];
  }
  // a call whose body may be left out (the whitelist's list) pages with the defaults; a GET's filters are its query's
  return async ({ body, query, params: named, db, user, locale }) => {
    const given = body ?? query ?? {};
    spec.hooks?.beforeRead?.({ user });
    const b = fromPath.length ? { ...given, ...Object.fromEntries(fromPath.map((p) => [p, named[p]])) } : given;
    spec.hooks?.checkFilters?.({ user, body: b });
    const w = await listWhere(db, user, spec, fields, b);
    await spec.hooks?.checkQuery?.({ db, user, locale, body: b });
    // a big table (scoped by its own path or by ids) counts and finds a page's keys in the table alone, then reads those rows
    const q = {
      select: selectList(spec),
      from: fromClause(spec),
      keyFrom: keyFromClause(spec),
      where: w,
      sortable,
      defaultSort: spec.pageOrder,
    };
    const found = await (spec.totalCap ? cappedPage(db, q, b, spec.totalCap) : pageQuery(db, q, b));
    shownTo(spec, found.list as Record<string, unknown>[], user, locale);
    return found;
  };
};

/**
 * The enabled records (a picker's), in listOrder; of a table without an enabling field (fixed goods categories), or
 * with `listAll`, every record. With `listMax` the first that-many, the rest left out; else a longer list is 200010.
 */
const list: Builder = (spec, body, where) => {
  const fields = filterFields(spec, body, where);
  const enabled = spec.listAll ? undefined : spec.enabled;
  // a GET's filters are its query parameters (index.ts)
  return async ({ body: b, query, db, user, locale }) => {
    spec.hooks?.beforeRead?.({ user });
    const filters = b ?? query ?? {};
    spec.hooks?.checkFilters?.({ user, body: filters });
    const w = await listWhere(db, user, spec, fields, filters);
    if (enabled) w.add(enabled.boolean ? enabled.column : `${enabled.column} = 1`);
    // one more than the cap tells a list too long to answer whole from one that just fits
    const rows = await db.query(
      `select ${selectList(spec)} from ${fromClause(spec)} ${w} order by ${listOrderColumn(spec)}, ${idColumn(spec)} limit ${spec.listMax ?? LIMITS.tableListMax + 1}`,
      w.params,
    );
    if (!spec.listMax && rows.length > LIMITS.tableListMax) fail(200010);
    return shownTo(spec, rows, user, locale);
  };
};

const get: Builder = (spec, body, where, params) => {
  const { locate } = locator(spec, params, body, where, 'get');
  return async (ctx) => {
    spec.hooks?.beforeRead?.({ user: ctx.user });
    return shownTo(spec, [await readRecord(ctx.db, spec, (await locate(ctx, ctx.db)).id)], ctx.user, ctx.locale)[0];
  };
};

const create: Builder = (spec, body, where) => {
  // a device's row is owned by the device its body names (the field is no column: device_id is written)
  const deviceField = deviceFieldOf(spec, body);
  const columns = writtenColumns(spec, body, where, deviceField ? [deviceField] : []);
  const shared = spec.scope === 'shared';
  // a shared row is nobody's, a caller's own row is theirs by its user_id (createdBy), and a device's row its
  // device's: none names an organisation
  const ownerless = shared || spec.scope === 'own' || spec.scope === 'device';
  return async (ctx) => {
    const { body: b, db, user, locale, config, req } = ctx;
    if (shared) assertPlatformStaff(user);
    const { id, after } = await translatingClashes(spec, () =>
      db.transaction(async (tx) => {
        // the device first (203001 when the caller may not see it), as every call naming one
        const device = deviceField ? Number((await deviceOf(tx, user, String(b[deviceField]))).id) : undefined;
        // each attempt of the transaction collects its own: only the one that commits is run
        const after: AfterCommit[] = [];
        // a shared row is nobody's: its insert names no organisation; an area may answer its own codes for an
        // organisation missing or outside the caller's subtree
        const orgId = b.orgId ?? user.orgId;
        const org = ownerless
          ? { id: null }
          : spec.orgMissing || spec.orgOutside
            ? await scopedOrg(tx, user, orgId, { missing: spec.orgMissing ?? 200001, outside: spec.orgOutside ?? 200006 })
            : await orgInScope(tx, user, orgId);
        if (spec.cap) {
          // concurrent creates into one organisation queue here, so the count includes every earlier one
          await tx.query('select id from organisations where id = $1 for no key update', [org.id]);
          const [{ n }] = await tx.query<{ n: number }>(`select count(*)::int as n from ${spec.table} where org_id = $1`, [org.id]);
          if (n >= spec.cap.max) fail(spec.cap.code);
        }
        if (org.id !== null) await assertUniqueFree(tx, spec, org.id, b);
        await assertReferencesExist(tx, spec, b, user);
        // an optional field left out takes the column's default
        const hookCtx = {
          tx,
          user,
          locale,
          config,
          body: b,
          verb: 'create' as const,
          orgId: org.id,
          deviceId: device,
          secrets: req.server.secrets,
          afterCommit: (task: AfterCommit) => after.push(task),
        };
        const written = Object.fromEntries(columns.filter(([f]) => b[f] !== undefined).map(([f, c]) => [c, b[f]]));
        const given = await beforeWrite(spec, hookCtx, columns, written);
        if (spec.createdBy) given.push([spec.createdBy, user.userId]);
        if (org.id !== null) given.unshift(['org_id', org.id]);
        if (device !== undefined) given.unshift(['device_id', device]);
        const [{ id }] = await tx.query<{ id: number }>(
          `insert into ${spec.table} (${given.map(([c]) => c).join(', ')}) values (${given.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
          given.map(([, v]) => v),
        );
        await spec.hooks?.afterWrite?.({ ...hookCtx, values: written, id });
        if (spec.history && org.id !== null)
          await recordChange(tx, spec, user, { recordId: id, orgId: org.id, action: 'create', after: await readRecord(tx, spec, id) });
        return { id, after };
      }),
    );
    for (const task of after) await task(ctx);
    return { id };
  };
};

const update: Builder = (spec, body, where) => {
  // the record is named by its id in the body, or by its key (an alarm rule's sourceType + source)
  const { locate, keyed } = locator(spec, { path: [], query: [] }, body, where, 'update');
  // the owner is fixed at creation: moving a row between organisations is a call of its own, not an edit, unless
  // the hooks take orgId and check the move (a user's organisation)
  if (body.orgId && !spec.hooks?.virtual?.includes('orgId'))
    throw new Error(`${where}: the update verb does not move a record to another organisation (but through hooks taking orgId)`);
  const columns = writtenColumns(spec, body, where, keyed);
  const stamp = spec.columns.updatedAt ? ', updated_at = now()' : '';
  return async (ctx) => {
    const { body: b, db, user, locale, config } = ctx;
    if (spec.scope === 'shared') assertPlatformStaff(user);
    const row = await translatingClashes(
      spec,
      () =>
        db.transaction(async (tx) => {
          const row = await locate(ctx, tx, true);
          if (spec.scope !== 'shared') await assertUniqueFree(tx, spec, row.org_id, b, row.id);
          await assertReferencesExist(tx, spec, b, user, row.id);
          // the whole editable record: a field left out goes back to the column's default (cleared)
          const hookCtx = {
            tx,
            user,
            locale,
            config,
            body: b,
            verb: 'update' as const,
            id: row.id,
            orgId: row.org_id ?? null,
            secrets: ctx.req.server.secrets,
          };
          const written = Object.fromEntries(columns.map(([f, c]) => [c, b[f]]));
          const values = await beforeWrite(spec, hookCtx, columns, written);
          const params: unknown[] = [row.id];
          const sets = values.map(([c, v]) => (v === undefined ? `${c} = default` : `${c} = $${params.push(v)}`));
          // the row is locked (scopedRow): what is read before is what this update changes
          const before = spec.history ? await readRecord(tx, spec, row.id) : undefined;
          await tx.query(`update ${spec.table} set ${sets.join(', ')}${stamp} where id = $1`, params);
          await spec.hooks?.afterWrite?.({ ...hookCtx, values: written, id: row.id });
          if (spec.history)
            await recordChange(tx, spec, user, { recordId: row.id, orgId: row.org_id, action: 'update', before, after: await readRecord(tx, spec, row.id) });
          return row;
        }),
      false,
      'update',
    );
    return { id: row.id };
  };
};

/**
 * The status rules of the spec (spec.ts StatusRules), checked with the record locked: the parent is read
 * `for share`, which waits for a parent being disabled (and holds one off) until this change commits, so a
 * record cannot be enabled under a parent disabled at the same moment, nor the other way round.
 */
async function assertStatusRules(tx: Queryable, spec: TableSpec, id: number, enabling: boolean) {
  const rules = spec.statusRules;
  if (!rules) return;
  if (enabling && rules.parent) {
    const { table, column, code } = rules.parent;
    const [parent] = await tx.query<{ status: number }>(
      `select p.status from ${spec.table} t join ${table} p on p.id = t.${column} where t.id = $1 for share of p`,
      [id],
    );
    if (parent && Number(parent.status) !== 1) fail(code);
  }
  if (!enabling) {
    for (const child of rules.children) {
      const found = await tx.query(`select 1 from ${child.table} where ${child.column} = $1 and status = 1 limit 1`, [id]);
      if (found.length) fail(child.code);
    }
  }
}

const status: Builder = (spec, body, where, params) => {
  const enabled = spec.enabled;
  if (!enabled || !body[enabled.field])
    throw new Error(`${where}: the status verb takes {${enabled?.field ?? 'status'}} for a record with a status (or x-table.enabled)`);
  const { locate } = locator(spec, params, body, where, 'status');
  const stamp = spec.columns.updatedAt ? ', updated_at = now()' : '';
  return async (ctx) => {
    const { body: b, db, user, locale } = ctx;
    // a shared row is every estate's: only the platform's staff change it
    if (spec.scope === 'shared') assertPlatformStaff(user);
    const value = b[enabled.field];
    const on = enabled.boolean ? value === true : Number(value) === 1;
    const id = await db.transaction(async (tx) => {
      const { id, org_id } = await locate(ctx, tx, true);
      await spec.hooks?.beforeStatus?.({ tx, user, locale, id, enabled: on });
      await assertStatusRules(tx, spec, id, on);
      const before = spec.history ? await readRecord(tx, spec, id) : undefined;
      await tx.query(`update ${spec.table} set ${enabled.column.slice(2)} = $2${stamp} where id = $1`, [id, value]);
      await spec.hooks?.afterStatus?.({ tx, user, locale, id, enabled: on });
      if (spec.history) await recordChange(tx, spec, user, { recordId: id, orgId: org_id, action: 'status', before, after: await readRecord(tx, spec, id) });
      return id;
    });
    return { id, [enabled.field]: value };
  };
};

/**
 * Deletes one record in the caller's subtree (missing or outside it: not-found). A record other rows still
 * refer to is kept and refused with the spec's `inUse` code (the foreign key decides, so a row added by a
 * concurrent call is seen too); rows that belong to it (`on delete cascade`) go with it.
 */
const remove: Builder = (spec, body, where, params) => {
  const { locate } = locator(spec, params, body, where, 'delete');
  return async (ctx) => {
    const { db, user, locale } = ctx;
    if (spec.scope === 'shared') assertPlatformStaff(user);
    const { id, after } = await translatingClashes(
      spec,
      () =>
        db.transaction(async (tx) => {
          const { id, org_id } = await locate(ctx, tx, true);
          const before = spec.history ? await readRecord(tx, spec, id) : undefined;
          // each attempt of the transaction collects its own: only the one that commits is run
          const after: AfterCommit[] = [];
          await spec.hooks?.beforeDelete?.({ tx, user, locale, id, afterCommit: (task) => after.push(task) });
          await tx.query(`delete from ${spec.table} where id = $1`, [id]);
          if (spec.history) await recordChange(tx, spec, user, { recordId: id, orgId: org_id, action: 'delete', before });
          return { id, after };
        }),
      true,
    );
    for (const task of after) await task(ctx);
    return { id };
  };
};

/**
 * Deletes several records at once, all or none: the body's `ids` (or one `id`, a console's generic delete), each
 * locked in the order given and in the caller's scope (the first missing or outside it: the spec's not-found code,
 * nothing deleted). The hooks' `beforeDeleteMany` checks the rows together (a config still bound to a device, then
 * one the payment matrix names: each rule over every row before the next), then each row's `beforeDelete` runs and
 * it is deleted, its history kept; a row others still refer to refuses the whole call with `inUse`. Answers
 * `{deleted}`, the number of records deleted (an id given twice counts once); `afterCommit` work runs once committed.
 */
const removeMany: Builder = (spec, body, where) => {
  if (!body.ids) throw new Error(`${where}: the deleteMany verb takes the records' ids in the body (ids, or also one id)`);
  return async (ctx) => {
    const { db, user, locale, body: b } = ctx;
    if (spec.scope === 'shared') assertPlatformStaff(user);
    const given = (b.ids ?? (b.id === undefined ? [] : [b.id])) as number[];
    const ids = [...new Set(given.map(Number))];
    const after = await translatingClashes(
      spec,
      () =>
        db.transaction(async (tx) => {
          const rows = [];
          for (const id of ids) rows.push(await scopedRow(tx, user, spec, id, true));
          const after: AfterCommit[] = [];
          await spec.hooks?.beforeDeleteMany?.({ tx, user, locale, ids });
          for (const { id, org_id } of rows) {
            const before = spec.history ? await readRecord(tx, spec, id) : undefined;
            await spec.hooks?.beforeDelete?.({ tx, user, locale, id, afterCommit: (task) => after.push(task) });
            await tx.query(`delete from ${spec.table} where id = $1`, [id]);
            if (spec.history) await recordChange(tx, spec, user, { recordId: id, orgId: org_id, action: 'delete', before });
          }
          return after;
        }),
      true,
    );
    for (const task of after) await task(ctx);
    return { deleted: ids.length };
  };
};

/** One page of a record's change history (the spec must keep one), newest first; the record is scoped like get. */
const history: Builder = (spec, _body, where, params) => {
  if (!spec.history) throw new Error(`${where}: the history verb needs x-table.history in ${spec.schema}`);
  if (!params.path.includes('id')) throw new Error(`${where}: the history verb takes the record's id in its path`);
  return async ({ params, body: b, db, user }) => {
    await scopedRow(db, user, spec, params.id);
    const page = await pageQuery<{ changes: Record<string, [unknown, unknown]> } & Record<string, unknown>>(
      db,
      { select: HISTORY_SELECT, from: 'table_history h', where: historyWhere(spec, params.id), sortable: { id: 'h.id' }, defaultSort: 'h.id desc' },
      b ?? {},
    );
    return { total: page.total, list: page.list.map((row) => historyEntry(spec, row)) };
  };
};

/** The filtered list as a streamed workbook (export.ts): the filters checked like the paged list's. */
const exportFile: Builder = (spec, body, where, _params, record) => exportVerb(spec, filterFields(spec, body, where), record, where);

export const BUILDERS: Record<Verb, Builder> = {
  page,
  list,
  get,
  create: writable(create),
  update: writable(update),
  status: writable(status),
  delete: writable(remove),
  deleteMany: writable(removeMany),
  history: writable(history),
  export: exportFile,
  exists: (spec, body, where, params) => existsVerb(spec, body, where, params),
};
