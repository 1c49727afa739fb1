import type { Queryable } from '../db/database.js';
import type { ContractOperation } from '../contract/load.js';
import type { LooseOperations } from '../operation.js';
import { loadSchemaFiles } from '../validation.js';
import { dereference } from '../../domain/schema-registry.js';
import { columnOf, listOrderColumn, tableSpec, type TableSpec } from './spec.js';
import { BUILDERS, VERBS, type Verb } from './verbs.js';
import { fromClause, keyFromClause, listColumns, selectList } from './queries.js';
import { loadConsoleMessages } from './export-labels.js';
import { answering } from './answer.js';
import { probeHooks } from './hooks.js';
import { missingAnswer, nullWhenMissing, ownedDelete, ownedGet, ownedList, ownedUpsert, probeOwned, upsertColumns } from './owned.js';

/** A request body as the status verb reads it, its enabling field added (a call that sets it itself). */
const withEnabled = (spec: TableSpec, body: Record<string, never>) => ({ ...body, [spec.enabled?.field ?? 'status']: {} as never });

/**
 * The generic table handler: for every contract operation marked `x-table: {verb}`, a handler built from the
 * schema whose root `x-table` says how the entity is stored — so a plain resource is a schema, its contract
 * entries and a declaration, with no SQL written for it. Every spec, verb, column and unique index is checked
 * here, when the server starts (a column the table lacks fails a `limit 0` read), not on the first call.
 */
export async function tableOperations(
  operations: ContractOperation[],
  db: Queryable,
  files: Record<string, Record<string, unknown>> = loadSchemaFiles(),
): Promise<LooseOperations> {
  const specs = new Map<string, TableSpec>();
  /** Columns written by creates and updates, beyond the record's, per schema: probed too. */
  const written = new Map<string, Set<string>>();
  /** The specs some call writes through (a list's alone, of a table without org_id, is only read). */
  const writtenSpecs = new Set<string>();
  const out: LooseOperations = {};
  /** The columns each list of a big table names (its filters, its order), probed on the table alone. */
  const keyProbes: [TableSpec, string[], string][] = [];
  /** The tables upserts write (owned.ts), probed for their columns and unique index. */
  const ownedProbes: (() => Promise<void>)[] = [];
  // an export's headings are the console's words: read once, before its handler is built
  if (operations.some((op) => op.table?.verb === 'export')) loadConsoleMessages();
  for (const op of operations) {
    if (!op.table) continue;
    const where = `${op.operationId} x-table`;
    const { verb, schema, record, answer, set } = op.table;
    if (!VERBS.includes(verb as Verb) && verb !== 'upsert') throw new Error(`${where}: verb ${verb} is not one of ${VERBS.join(', ')}, upsert`);
    if (!files[schema]) throw new Error(`${where}: no schema file ${schema}`);
    const key = record ? `${schema}#${record}` : schema;
    let spec = specs.get(key);
    if (!spec) specs.set(key, (spec = tableSpec(schema, files[schema], record)));
    // a list called by GET (`/user/list?orgId=`) takes its filters from the query parameters, as another's body
    const queried =
      (verb === 'list' || verb === 'page') && !op.body && op.query ? ((op.query.properties as Record<string, never> | undefined) ?? {}) : undefined;
    const body = op.body ? ((dereference(op.body.schema, files, schema) as { properties?: Record<string, never> }).properties ?? {}) : (queried ?? {});
    if (!['page', 'list', 'get', 'export', 'upsert'].includes(verb)) writtenSpecs.add(key);
    if (verb === 'create' || verb === 'update') {
      const set = written.get(key) ?? new Set<string>();
      // an update's key names the record, a hook's virtual field is no column, and a device filter field names a
      // device's row's device (device_id): none is written
      const devices = Object.keys(spec.filters).filter((f) => spec.filters[f].match === 'device');
      const skipped = ['id', 'orgId', ...devices, ...(spec.hooks?.virtual ?? []), ...(verb === 'update' ? (spec.key ?? []) : [])];
      for (const f of Object.keys(body)) if (!skipped.includes(f)) set.add(`t.${columnOf(f, where)}`);
      written.set(key, set);
    }
    const params = {
      path: Object.keys((op.params?.properties as object | undefined) ?? {}),
      query: Object.keys((op.query?.properties as object | undefined) ?? {}),
    };
    // a record an organisation holds one of per key (owned.ts): upserted, and read by owner and key when it has no id
    if (verb === 'upsert') {
      out[op.operationId] = ownedUpsert(spec, body, where, params, op.table);
      const columns = upsertColumns(spec, body, where).map(([, c]) => c);
      ownedProbes.push(() => probeOwned(db, spec, columns));
      continue;
    }
    if (spec.hiddenId && verb !== 'page') throw new Error(`${where}: a record whose id is hidden (x-table.hiddenId) is listed by the page verb only`);
    // a record named by another column (x-table.id) is read by page and list alone
    if (spec.rowId && verb !== 'page' && verb !== 'list') throw new Error(`${where}: a record named by x-table.id takes the page and list verbs only`);
    if (!spec.columns.id && !spec.rowId) {
      if (verb !== 'get' && verb !== 'list' && verb !== 'delete')
        throw new Error(`${where}: a record without an id takes the upsert, get, list and delete verbs only`);
      out[op.operationId] =
        verb === 'get'
          ? ownedGet(spec, body, where, params, op.table)
          : verb === 'list'
            ? ownedList(spec, body, where)
            : ownedDelete(spec, body, where, params, op.table);
      continue;
    }
    // the record's properties (their `x-enum`) matter to the export's words only
    const recordProps =
      verb !== 'export'
        ? {}
        : ((dereference({ $ref: `${schema}#/$defs/${spec.record}` }, files, schema) as { properties?: Record<string, never> }).properties ?? {});
    // a big table's list reads its keys from the table alone: what its conditions and order name must be the table's
    if ((verb === 'page' || verb === 'export') && keyFromClause(spec)) {
      const fields = Object.keys(body).filter((f) => spec.filters[f]);
      const sorts = ((body as { sort?: { properties?: { field?: { enum?: string[] } } } }).sort?.properties?.field?.enum ?? []).filter((f) => spec.columns[f]);
      keyProbes.push([spec, listColumns(spec, fields, sorts), where]);
    }
    const handler = answering(
      spec,
      verb,
      answer,
      BUILDERS[verb as Verb](spec, set === undefined ? body : withEnabled(spec, body), where, params, recordProps),
      where,
    );
    if (missingAnswer(op.table, where) && verb !== 'get') throw new Error(`${where}: missing says what a get answers`);
    // a status call of one direction (enable, disable) sets its value itself: its body names only the record
    const setting =
      set === undefined ? handler : (ctx: Parameters<typeof handler>[0]) => handler({ ...ctx, body: { ...ctx.body, [spec.enabled?.field ?? 'status']: set } });
    out[op.operationId] = verb === 'get' && missingAnswer(op.table, where) ? nullWhenMissing(spec, setting) : setting;
  }
  for (const probe of ownedProbes) await probe();
  for (const [spec, cols, where] of keyProbes) {
    await db.query(`select ${cols.join(', ')} from ${keyFromClause(spec)} limit 0`).catch((err: Error) => {
      throw new Error(`${where}: a list of ${spec.schema} reads its keys from table ${spec.table} alone (orgPath, orgIds): ${err.message}`);
    });
  }
  for (const spec of specs.values()) {
    await db.query(`select ${selectList(spec)} from ${fromClause(spec)} order by ${spec.pageOrder}, ${listOrderColumn(spec)} limit 0`).catch((err: Error) => {
      throw new Error(`${spec.schema} x-table: the record does not match ${spec.view ? `view ${spec.view}` : `table ${spec.table}`}: ${err.message}`);
    });
    // a scope by the row's own path reads it from the records' source and from the table (a get's lock); by ids, org_id
    if (spec.scope === 'organisation' && spec.orgScope.by !== 'join') {
      const col = spec.orgScope.by === 'path' ? `t.${spec.orgScope.column}` : 't.org_id';
      for (const src of new Set([spec.view ?? spec.table, spec.table]))
        await db.query(`select ${col} from ${src} t limit 0`).catch((err: Error) => {
          throw new Error(`${spec.schema} x-table: ${spec.orgScope.by === 'path' ? 'orgPath' : 'orgIds'} needs ${col.slice(2)} in ${src}: ${err.message}`);
        });
    }
    for (const [field, f] of Object.entries(spec.filters)) {
      if (!f.lookup) continue;
      const l = f.lookup;
      for (const probe of [`select t.${l.column} from ${spec.view ?? spec.table} t limit 0`, `select id, ${l.key} from ${l.table} limit 0`])
        await db.query(probe).catch((err: Error) => {
          throw new Error(`${spec.schema} x-table: filter ${field} looks up ${l.table}.${l.key} into ${l.column}, which does not exist: ${err.message}`);
        });
    }
    const writes = [...(written.get(spec.schema) ?? []), ...(spec.createdBy ? [`t.${spec.createdBy}`] : []), ...(spec.enabled ? [spec.enabled.column] : [])];
    // only organisation-owned, shared, a caller's own and a device's tables are written (verbs.ts; a device's record
    // without an id, owned.ts, probes its own), and only those some call writes; a shared, own or device's one has no org_id
    const owner = spec.scope === 'organisation' ? ', t.org_id' : spec.scope === 'device' ? ', t.device_id' : '';
    const deviceRows = spec.scope === 'device' && spec.columns.id !== undefined;
    if ((['organisation', 'shared', 'own'].includes(spec.scope) || deviceRows) && writtenSpecs.has(spec.schema))
      await db.query(`select t.id${owner}${writes.map((c) => `, ${c}`).join('')} from ${spec.table} t limit 0`).catch((err: Error) => {
        throw new Error(`${spec.schema} x-table: a written field does not match table ${spec.table}: ${err.message}`);
      });
    for (const rule of spec.references) {
      await db.query(`select ${rule.column}${rule.enabled ? ', status' : ''} from ${rule.table} limit 0`).catch((err: Error) => {
        throw new Error(`${spec.schema} x-table: reference ${rule.field} names ${rule.table}.${rule.column}, which does not exist: ${err.message}`);
      });
    }
    if (spec.statusRules) {
      const { parent, children } = spec.statusRules;
      const probes = [
        ...(parent ? [`select t.${parent.column} from ${spec.table} t limit 0`, `select id, status from ${parent.table} limit 0`] : []),
        ...children.map((c) => `select ${c.column}, status from ${c.table} limit 0`),
      ];
      for (const probe of probes)
        await db.query(probe).catch((err: Error) => {
          throw new Error(`${spec.schema} x-table: statusRules name a table or column that does not exist: ${err.message}`);
        });
    }
    if (spec.history) {
      await db
        .query('select table_name, record_id, org_id, action, changes, user_id, user_account, user_name from table_history limit 0')
        .catch((err: Error) => {
          throw new Error(`${spec.schema} x-table: history needs table table_history: ${err.message}`);
        });
    }
    if (spec.hooks) await probeHooks(db, spec);
    for (const rule of spec.unique) {
      const found = await db.query('select 1 from pg_indexes where tablename = $1 and indexname = $2', [spec.table, rule.index]);
      if (!found.length) throw new Error(`${spec.schema} x-table: unique ${rule.field} names index ${rule.index}, which table ${spec.table} does not have`);
    }
  }
  return out;
}
