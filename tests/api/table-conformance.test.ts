/**
 * Every `x-table` resource of the contract through the generic table handler's behaviours, as its clients
 * see them: create and read back, paging ({list, total}, pageNum, pageSize), each declared filter, each
 * sortable field both ways, the organisation scope both ways (a merchant administrator sees and writes its
 * own subtree and is refused another merchant's rows with the resource's not-found code, and its
 * organisation with 200006), the unique-field race, status, update and not-found. The resources are found
 * in the contract and their bodies made from their schemas (tests/support/table-bodies.ts): a new plain
 * resource is covered by adding nothing here. What is particular to one resource stays in its own file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { loadContract, type ContractOperation } from '../../src/server/contract/load.js';
import { loadSchemaFiles } from '../../src/server/validation.js';
import { listOrderColumn, tableSpec, type TableSpec } from '../../src/server/table/spec.js';
import { idColumn } from '../../src/server/table/queries.js';
import { testServer, type TestServer } from '../support/server.js';
import { defOf, validBody } from '../support/table-bodies.js';
import { seedDemoAlarmRules } from '../../src/server/demo/simulation.js';

type Json = Record<string, any>;
type Verb = 'page' | 'list' | 'get' | 'create' | 'update' | 'status' | 'delete' | 'history' | 'exists' | 'upsert';

interface Resource {
  schema: string;
  spec: TableSpec;
  ops: Partial<Record<Verb, ContractOperation>>;
  /** Of a keyed record read both by id and by its key (a lane: channelGoodsGet and getGoodsByChannelNo), the get by key. */
  keyGet?: ContractOperation;
}

/** The x-table resources of the contract, each with its calls by verb. */
function tableResources(): Resource[] {
  const files = loadSchemaFiles();
  const bySchema = new Map<string, Resource>();
  for (const op of loadContract().operations) {
    if (!op.table) continue;
    const { schema, verb, record } = op.table;
    const key = record ? `${schema}#${record}` : schema;
    const r = bySchema.get(key) ?? { schema, spec: tableSpec(schema, files[schema], record), ops: {} };
    // of two calls of one verb (a device's lane history, and one lane's), the one needing fewer fields is checked
    const required = (o?: ContractOperation) => {
      if (!o) return Infinity;
      // a page called by GET has its query for a body (left to its area's test: readOnly)
      return verb === 'page' && o.body ? ((defOf(schema, defName(o)).required as string[] | undefined)?.length ?? 0) : 0;
    };
    const byId = (o: ContractOperation) => takesId(schema, o);
    const other = r.ops.get;
    if (verb === 'get' && other && byId(other) !== byId(op)) {
      // two gets, one by id and one by key: the first checked as any get is, the other by keyed()
      r.keyGet = byId(op) ? other : op;
      r.ops.get = byId(op) ? op : other;
    } else if (required(op) <= required(r.ops[verb as Verb])) r.ops[verb as Verb] = op;
    bySchema.set(key, r);
  }
  return [...bySchema.values()];
}

/** Whether a call names its record by id (its path, query or body), rather than by the record's key. */
const takesId = (schema: string, o: ContractOperation) =>
  [o.params, o.query].some((p) => (p?.properties as Json | undefined)?.id) || Boolean(o.body && defOf(schema, defName(o)).properties?.id);

/** The request body's `$defs` entry of a call (`…#/$defs/create` → create). */
const defName = (op: ContractOperation | undefined) =>
  String((op?.body?.schema as Json | undefined)?.$ref ?? '')
    .split('/')
    .pop()!;
const RESOURCES = tableResources();
/** Whether a call names its record by an `id` query parameter (`GET /user/get?id=`). */
const byQuery = (op: ContractOperation) => Boolean((op.query?.properties as Record<string, unknown> | undefined)?.id);
/** The address of a call naming record `id`: in its path, its query, or (neither) its body. */
const getUrl = (op: ContractOperation, id: unknown) => `/api${op.path.replace('{id}', String(id))}${byQuery(op) ? `?id=${String(id)}` : ''}`;

/** The paging and sorting fields of a page query, which are not filters. */
const PAGING = ['pageNum', 'pageSize', 'sort'];

let s: TestServer;
const tokens: Record<string, string> = {};
/** merchant01's organisation, one below it, and merchant02's (another merchant's subtree). */
const org = { own: 0, child: 0, other: 0 };

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'ops01', 'merchant01', 'merchant02']) tokens[account] = await s.login(account);
  const orgOf = async (account: string) => (await s.db.query<{ org_id: number }>('select org_id from users where account = $1', [account]))[0].org_id;
  org.own = await orgOf('merchant01');
  org.other = await orgOf('merchant02');
  [{ id: org.child }] = await s.db.query<{ id: number }>('select id from organisations where parent_id = $1 order by id limit 1', [org.own]);
}, 120_000);
afterAll(async () => s?.close());

it('finds the x-table resources in the contract', () => {
  expect(RESOURCES.map((r) => r.spec.table)).toEqual(expect.arrayContaining(['suppliers', 'goods']));
});

/**
 * A list served from a table or view the console does not write through the generic handler (rows made by
 * devices, uploads or other calls): what the demo data holds is read as each merchant and as the platform,
 * and the scope, paging and sorting checked on it.
 */
function readOnly({ spec, ops, schema, keyGet }: Resource) {
  // a page called by GET (its filters in its query: the devices a pay config could take) is its area's test's
  if (ops.page?.method === 'GET') return;
  if (!ops.page)
    return ops.get ? getOnly({ spec, ops, schema }) : spec.scope === 'organisation' ? orgListOnly({ spec, ops, schema }) : listOnly({ spec, ops, schema });
  describe(`${spec.view ?? spec.table} (${schema.split('/').slice(-2).join('/')}, read only, ${spec.scope} scope)`, () => {
    const op = ops.page!;
    const src = spec.view ?? spec.table;
    /**
     * Who reads every row: the super administrator, or — for a list its hooks keep to merchants' accounts
     * (x-table.hooks beforeRead: campaigns) — merchant01, with merchant02 reading the rows outside its scope.
     */
    const wide = spec.hooks?.beforeRead ? 'merchant01' : 'admin';
    const outsider = spec.hooks?.beforeRead ? 'merchant02' : 'admin';
    /** A device filter (a serial number) of the page query, and whether the query needs one. */
    const query = defOf(schema, defName(op));
    const deviceFilter = Object.keys(spec.filters).find((f) => spec.filters[f].match === 'device');
    /** A device filter named in the path (`/getBySerialNum/{serialNum}`): the list needs one, and it goes there. */
    const devicePath = deviceFilter !== undefined && op.path.includes(`{${deviceFilter}}`);
    const deviceRequired = deviceFilter !== undefined && (devicePath || (query.required ?? []).includes(deviceFilter));
    const callPage = (as: string, body: Json) => {
      if (!devicePath) return s.call(op.method, `/api${op.path}`, { token: tokens[as], body });
      const { [deviceFilter]: serial, ...rest } = body;
      return s.call(op.method, `/api${op.path.replace(`{${deviceFilter}}`, encodeURIComponent(String(serial)))}`, { token: tokens[as], body: rest });
    };
    /**
     * How a row is told apart: its id, or for a record named by another column (x-table.id) the field answering it (a
     * BD's userId), else a device's row by its serial number (one row per device).
     */
    const idField = !spec.rowId ? 'id' : (Object.keys(spec.columns).find((f) => spec.columns[f] === spec.rowId) ?? 'serialNum');
    const idSql = idField === 'id' ? 't.id' : spec.columns[idField];
    const rowKey = (row: Json) => String(row[idField]);
    const userPath = `(select o2.path from users u join organisations o2 on o2.id = u.org_id where u.account = $1)`;
    /** The device of `account`'s subtree with the most rows (or any of its devices): a required device filter names it. */
    const busiestDevice = async (account: string) =>
      (
        await s.db.query<{ serial_num: string }>(
          `select d.serial_num from devices d left join ${src} t on t.device_id = d.id
           where d.org_path like ${userPath} || '%' group by d.serial_num order by count(${idColumn(spec)}) desc, d.serial_num limit 1`,
          [account],
        )
      )[0]?.serial_num;
    /**
     * A sub-list names its parent row (a route, a shipping list): `account`'s parent with the most rows (by
     * column), or its first one (rows within the parent's subtree), as the value of the first parent filter.
     */
    const parentField = Object.keys(spec.filters).find((f) => spec.filters[f].match === 'parent');
    const parent = parentField ? spec.filters[parentField].parent! : undefined;
    const busiestParent = async (account: string) => {
      const rows = parent!.column ? `left join ${src} t on t.${parent!.column} = p.id` : '';
      return (
        await s.db.query<{ v: unknown }>(
          `select p.${parent!.key} as v from ${parent!.table} p join organisations o on o.id = p.org_id ${rows}
           where o.path like ${userPath} || '%' group by p.${parent!.key}, p.id order by ${parent!.column ? `count(${idColumn(spec)}) desc, ` : ''}p.id limit 1`,
          [account],
        )
      )[0]?.v;
    };
    if (parent) {
      // an account without a parent row gets one through the parent's own generic create (a route), when it has one
      // whose body the schema alone can make (not one carrying a domain's rules in hooks: a shipping list's devices)
      const maker = RESOURCES.find((x) => x.spec.table === parent.table && x.spec.view !== src && x.ops.create && !x.spec.hooks);
      beforeAll(async () => {
        for (const account of ['merchant01', 'merchant02']) {
          if (!maker || (await busiestParent(account)) !== undefined) continue;
          const body = validBody(maker.schema, defName(maker.ops.create), `P${account.slice(-1)}${Date.now() % 100_000}`, 1, ['orgId']);
          const res = await s.call(maker.ops.create!.method, `/api${maker.ops.create!.path}`, { token: tokens[account], body });
          expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
        }
      });
    }
    /**
     * A range of Tokyo days the page query requires (fromDay and toDay filters: vending orders) is the year up to
     * today (366 days, the longest a range may be), and the rows counted are those within it.
     */
    const tokyoDay = (daysAgo: number) => new Date(Date.now() + 9 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const dayFields = Object.keys(spec.filters).filter((f) => ['fromDay', 'toDay'].includes(spec.filters[f].match) && (query.required ?? []).includes(f));
    const range: Json = Object.fromEntries(dayFields.map((f) => [f, spec.filters[f].match === 'fromDay' ? tokyoDay(365) : tokyoDay(0)]));
    const inRange = dayFields
      .map((f) =>
        spec.filters[f].match === 'fromDay'
          ? ` and ${spec.columns[spec.filters[f].field]} >= ('${range[f]}'::date::timestamp at time zone 'Asia/Tokyo')`
          : ` and ${spec.columns[spec.filters[f].field]} < (('${range[f]}'::date + 1)::timestamp at time zone 'Asia/Tokyo')`,
      )
      .join('');
    const page = async (as: string, body: Json = {}) => {
      const device: Json = deviceRequired ? { ...range, [deviceFilter!]: await busiestDevice(as) } : { ...range };
      if (parentField) device[parentField] = await busiestParent(as);
      const res = await callPage(as, { pageNum: 1, pageSize: 100, ...device, ...body });
      expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { list: Json[]; total: number };
    };
    /** The ids of the rows `account` may read (of the device a required filter names), as the database holds them. */
    const inScope = async (account: string) => {
      const where: Record<typeof spec.scope, string> = {
        organisation: `join organisations o on o.id = t.org_id where o.path like ${userPath} || '%'`,
        device: `join devices d on d.id = t.device_id where d.org_path like ${userPath} || '%'`,
        shared: 'where $1::text is not null',
        own: 'where t.user_id = (select id from users where account = $1)',
      };
      let device = (deviceRequired ? ` and d.serial_num = '${await busiestDevice(account)}'` : '') + inRange;
      if (parent) {
        const named = `(select p.id from ${parent.table} p where p.${parent.key} = $2)`;
        const path = spec.scope === 'device' ? 'd.org_path' : 'o.path';
        device += parent.column
          ? ` and t.${parent.column} = ${named}`
          : ` and ${path} like (select o3.path from organisations o3 where o3.id = (select p.org_id from ${parent.table} p where p.${parent.key} = $2)) || '%'`;
      }
      const params = parent ? [account, await busiestParent(account)] : [account];
      return (await s.db.query<{ id: unknown }>(`select ${idSql} as id from ${src} t ${where[spec.scope]}${device}`, params)).map((x) => String(x.id));
    };

    /** Whether a demo account's role holds the list's code (the platform's own lists: brands, products). */
    const holds = async (account: string) =>
      ['public', 'authenticated'].includes(op.permission) ||
      (
        await s.db.query('select 1 from users u join role_permissions rp on rp.role_id = u.role_id where u.account = $1 and rp.code = $2', [
          account,
          op.permission,
        ])
      ).length > 0;

    it(`lists the rows the caller may read${spec.scope === 'shared' ? ' (every estate shares them)' : ", and nothing of another merchant's"}`, async () => {
      const readers: string[] = [];
      for (const account of ['merchant01', 'merchant02']) {
        if (await holds(account)) readers.push(account);
        // a list of the platform's: a merchant without its code is refused
        else expect((await callPage(account, {})).body?.code).toBe(101005);
      }
      if (!readers.length) readers.push('ops01');
      for (const account of readers) {
        // a sub-list is read under a parent of the account's own (one without any has nothing to name)
        if (parent && (await busiestParent(account)) === undefined) continue;
        const { list, total, totalCapped } = (await page(account)) as { list: Json[]; total: number; totalCapped?: boolean };
        const own = await inScope(account);
        // a capped total (x-table.totalCap) stops at the cap and says so
        if (spec.totalCap) expect([total, totalCapped]).toEqual([Math.min(own.length, spec.totalCap), own.length > spec.totalCap]);
        else expect(total).toBe(own.length);
        // rows answered without their id (x-table.hidden: groups) are checked by their count alone
        if (!spec.hidden?.includes('id')) for (const row of list) expect(own, `${account} sees row ${rowKey(row)}`).toContain(rowKey(row));
      }
    });

    if (deviceFilter) {
      it(`refuses another merchant's device in ${deviceFilter} with 203001, as a missing one`, async () => {
        const other = await busiestDevice('merchant02');
        for (const serial of [other, 'NO-SUCH-DEVICE']) {
          const res = await callPage('merchant01', { pageNum: 1, pageSize: 10, [deviceFilter]: serial });
          expect(res.body?.code, JSON.stringify(res.body)).toBe(203001);
        }
      });
    }

    if (parentField) {
      it(`answers ${parent!.notFound} for a parent (${parentField}) missing or out of the caller's subtree, as a missing one`, async (ctx) => {
        // a list merchants do not hold the code of (BDs: the platform's and agents'): its own API file covers it
        if (!(await holds('merchant01'))) ctx.skip();
        const other = await busiestParent('merchant02');
        const missing = parent!.key === 'id' ? 2_000_000_000 : 'NO-SUCH-PARENT';
        for (const value of [other, missing].filter((v) => v !== undefined)) {
          const res = await callPage('merchant01', { pageNum: 1, pageSize: 10, [parentField]: value });
          expect(res.body?.code, JSON.stringify(res.body)).toBe(parent!.notFound);
        }
      });
    }

    for (const [field, filter] of Object.entries(spec.filters).filter(([, f]) => f.anyOf)) {
      it(`filters by ${field} (${filter.match} in any of ${filter.anyOf!.join(', ')})`, async (ctx) => {
        const all = (await page(wide)).list;
        // a value of the last field that holds one (an alias): found through it, though the first may not hold it
        const usable = (x: Json, f: string) => typeof x[f] === 'string' && x[f].length > 1;
        const by = [...filter.anyOf!].reverse().find((f) => all.some((x) => usable(x, f)));
        const row = by ? all.find((x) => usable(x, by)) : undefined;
        if (!row) ctx.skip();
        const text = String(row![by!]);
        const value = filter.match === 'contains' ? text.slice(1) : filter.match === 'prefix' ? text.slice(0, -1) : text;
        const matches = (v: unknown) =>
          typeof v === 'string' &&
          (filter.match === 'contains'
            ? v.toLowerCase().includes(value.toLowerCase())
            : filter.match === 'prefix'
              ? v.toLowerCase().startsWith(value.toLowerCase())
              : v === value);
        const { list, total } = await page(wide, { [field]: value });
        expect(list.map((x) => x.id)).toContain(row!.id);
        for (const x of list)
          expect(
            filter.anyOf!.some((f) => matches(x[f])),
            JSON.stringify(x),
          ).toBe(true);
        expect(all.filter((x) => filter.anyOf!.some((f) => matches(x[f]))).length).toBeLessThanOrEqual(total);
      });
    }

    // a record named by its key alone: keyed() below
    if (ops.get && (!spec.key || keyGet)) {
      const getOp = ops.get;
      const get = (as: string, id: unknown) =>
        s.call(getOp.method, getUrl(getOp, id), { token: tokens[as], body: getOp.params || byQuery(getOp) ? undefined : { id } });
      // on the demo rows: a resource whose demo data has none (or none out of merchant01's scope) shows the test skipped,
      // and its own API file covers the call
      it('gets a row as the list answers it; a missing id is not found', async (ctx) => {
        expect((await get('merchant01', 2_000_000_000)).body?.code).toBe(spec.notFound);
        const all = (await page(wide)).list;
        if (!all.length) ctx.skip();
        const [mine] = (await page('merchant01')).list;
        for (const [as, row] of [[wide, all[0]], ...(mine ? [['merchant01', mine]] : [])] as [string, Json][]) {
          const res = await get(as, row.id);
          expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
          expect(res.body.data).toEqual(row);
        }
      });
      if (spec.scope !== 'shared') {
        it(`answers a row out of the caller's scope with ${spec.notFound}, as a missing one`, async (ctx) => {
          const own = await inScope('merchant01');
          const outside = (await page(outsider)).list.find((row) => !own.includes(String(row.id)));
          if (!outside) ctx.skip();
          expect((await get('merchant01', outside!.id)).body?.code).toBe(spec.notFound);
        });
      }
    }

    if (spec.hooks?.beforeRead) {
      it("turns away a caller its hooks refuse before anything is read (the platform's staff), with a code of the call's", async () => {
        const res = await s.call(op.method, `/api${op.path}`, { token: tokens.admin, body: {} });
        expect(res.body?.code).not.toBe(200);
        expect(op.errors).toContain(res.body?.code);
      });
    }

    it('pages in SQL: pages of pageSize that do not overlap', async () => {
      const all = (await page(wide)).list.map(rowKey);
      const first = (await page(wide, { pageNum: 1, pageSize: 2 })).list.map(rowKey);
      const second = (await page(wide, { pageNum: 2, pageSize: 2 })).list.map(rowKey);
      expect(first).toEqual(all.slice(0, 2));
      expect(second).toEqual(all.slice(2, 4));
    });

    // a delete with its domain's rules (x-table.hooks: a role with sub-roles or users is kept) is its area's test's
    if (ops.delete && !spec.key && !spec.hooks) {
      const delOp = ops.delete;
      /** The id goes where the call takes it: its path, its query, or its body. */
      const remove = (as: string, id: unknown) => {
        const url = delOp.params ? delOp.path.replace('{id}', String(id)) : delOp.query ? `${delOp.path}?id=${String(id)}` : delOp.path;
        return s.call(delOp.method, `/api${url}`, { token: tokens[as], body: delOp.params || delOp.query ? undefined : { id } });
      };
      it(`deletes a row once; one out of the caller's scope or missing is ${spec.notFound} and stays`, async (ctx) => {
        // a row and a merchant it is out of scope for (merchant01's rows are merchant02's outsiders, and back)
        const mine = await inScope('merchant01');
        const all = (await page(wide)).list;
        const theirs = all.find((row) => !mine.includes(String(row.id))) ?? all[0];
        if (!theirs) ctx.skip();
        const outsider = mine.includes(String(theirs!.id)) ? 'merchant02' : 'merchant01';
        const left = async () => (await s.db.query(`select 1 from ${spec.table} where id = $1`, [theirs!.id])).length;
        expect((await remove(outsider, theirs!.id)).body?.code).toBe(spec.notFound);
        expect(await left()).toBe(1);
        const res = await remove('admin', theirs!.id);
        expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200, data: { id: Number(theirs!.id) } });
        expect(await left()).toBe(0);
        expect((await remove('admin', theirs!.id)).body?.code).toBe(spec.notFound);
      });
    }

    const filterOf = (match: string) => Object.keys(spec.filters).find((f) => spec.filters[f].match === match);
    const orgFilter = filterOf('org');
    if (orgFilter) {
      it(`filters by ${orgFilter} (that organisation alone); another merchant's is 200006, a missing one 200001`, async () => {
        const own = (await page(wide, { [orgFilter]: org.own })).list;
        const [{ n }] = await s.db.query<{ n: number }>(`select count(*)::int as n from ${src} where org_id = $1`, [org.own]);
        expect(own.length).toBe(Math.min(n, 100));
        for (const row of own) expect(row.orgId).toBe(org.own);
        for (const [id, code] of [
          [org.other, 200006],
          [2_000_000_000, 200001],
        ]) {
          const res = await callPage('merchant01', { pageNum: 1, pageSize: 10, [orgFilter]: id });
          expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
        }
      });
    }
    const existsFilter = filterOf('exists');
    if (existsFilter) {
      it(`filters by ${existsFilter} (records another table's row names with the value)`, async (ctx) => {
        const e = spec.filters[existsFilter].exists!;
        const [named] = await s.db.query<{ v: unknown }>(`select ${e.column} as v from ${e.table} order by ${e.key} limit 1`);
        if (!named) ctx.skip();
        const expected = (await s.db.query<{ id: unknown }>(`select ${e.key} as id from ${e.table} where ${e.column} = $1`, [named.v])).map((x) =>
          String(x.id),
        );
        const { list, total } = await page(wide, { [existsFilter]: named.v });
        expect(total).toBe(new Set(expected).size);
        for (const row of list) expect(expected).toContain(String(row.id));
        expect((await page(wide, { [existsFilter]: 'NO-SUCH-VALUE' })).total).toBe(0);
      });
    }

    const subtreeFilter = filterOf('subtree');
    if (subtreeFilter && spec.scope === 'organisation') {
      it(`filters by ${subtreeFilter} (an organisation and below, scoped ${spec.orgScope.by === 'join' ? 'by a join' : `by ${spec.orgScope.by}`}); another merchant's is 200006, a missing one 200001`, async () => {
        // the rows under merchant01's first child organisation, as the organisations' paths say (not the row's own path)
        const expected = (
          await s.db.query<{ id: unknown }>(
            `select t.id from ${src} t join organisations o on o.id = t.org_id where o.path like (select path from organisations where id = $1) || '%'`,
            [org.child],
          )
        ).map((x) => String(x.id));
        for (const account of ['admin', 'merchant01']) {
          const { list, total } = await page(account, { [subtreeFilter]: org.child });
          if (!spec.totalCap) expect(total).toBe(expected.length);
          for (const row of list) expect(expected).toContain(String(row.id));
        }
        for (const [id, code] of [
          [org.other, 200006],
          [2_000_000_000, 200001],
        ]) {
          const res = await callPage('merchant01', { pageNum: 1, pageSize: 10, [subtreeFilter]: id });
          expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
        }
      });
    }
    if (spec.scope === 'organisation' && spec.orgScope.by === 'path') {
      const column = spec.orgScope.column;
      it(`scopes by the row's own ${column}, which is its organisation's path on every row`, async () => {
        const rows = await s.db.query<{ n: number }>(
          `select count(*)::int as n from ${spec.table} t join organisations o on o.id = t.org_id where t.${column} is distinct from o.path`,
        );
        expect(rows[0].n).toBe(0);
      });
    }
    const lookupFilter = filterOf('lookup');
    if (lookupFilter) {
      it(`filters by ${lookupFilter} (the row another table's unique value names); a value naming no row lists nothing`, async (ctx) => {
        const l = spec.filters[lookupFilter].lookup!;
        const [named] = await s.db.query<{ v: unknown; id: unknown }>(
          `select x.${l.key} as v, x.id from ${l.table} x where exists (select 1 from ${src} t where t.${l.column} = x.id) order by x.id limit 1`,
        );
        expect((await page('admin', { [lookupFilter]: 'NO-SUCH-VALUE' })).total).toBe(0);
        if (!named) ctx.skip();
        const expected = (await s.db.query<{ id: unknown }>(`select id from ${src} where ${l.column} = $1`, [named.id])).map((x) => String(x.id));
        const { list, total } = await page('admin', { [lookupFilter]: named.v });
        if (!spec.totalCap || expected.length <= spec.totalCap) expect(total).toBe(expected.length);
        for (const row of list) expect(expected).toContain(String(row.id));
      });
    }

    const sortable: string[] = defOf(schema, defName(op)).properties?.sort?.properties?.field?.enum ?? [];
    for (const field of sortable) {
      it(`sorts by ${field} both ways`, async () => {
        const cmp = (a: unknown, b: unknown) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : (a as never) < (b as never) ? -1 : 1);
        for (const order of ['asc', 'desc'] as const) {
          const { list } = await page(wide, { sort: { field, order } });
          for (let i = 1; i < list.length; i++) {
            expect(cmp(list[i - 1][field], list[i][field]) * (order === 'asc' ? 1 : -1), `${field} ${order}`).toBeLessThanOrEqual(0);
          }
        }
      });
    }
  });
}

/**
 * A list alone (a picker's: the fixed goods categories), every row of a shared table without an enabling field:
 * answered whole, in its listOrder, to a caller holding its code.
 */
function listOnly({ spec, ops, schema }: Resource) {
  describe(`${spec.view ?? spec.table} (${schema.split('/').slice(-2).join('/')}, list only, ${spec.scope} scope)`, () => {
    it('lists every row in its order', async () => {
      if (spec.scope !== 'shared' || spec.enabled) throw new Error(`${schema}: a list-only resource of this suite is a shared table without status`);
      const op = ops.list!;
      const res = await s.call(op.method, `/api${op.path}`, { token: tokens.merchant01 });
      expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
      // a record named by another column (x-table.id: an app class's code) is told apart by it
      const idField = Object.keys(spec.columns).find((f) => spec.columns[f] === idColumn(spec)) ?? 'id';
      const rows = await s.db.query<{ id: unknown }>(
        `select ${idColumn(spec)} as id from ${spec.view ?? spec.table} t order by ${listOrderColumn(spec)}, ${idColumn(spec)}`,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect((res.body.data as Json[]).map((x) => String(x[idField]))).toEqual(rows.map((x) => String(x.id)));
    });
  });
}

/**
 * A list alone of the organisation scope (a picker's: the enabled organisations for selects): each account lists
 * its subtree's rows — the enabled ones, or every one with listAll — in listOrder, at most listMax (the rest left
 * out); of another merchant's, none.
 */
function orgListOnly({ spec, ops, schema }: Resource) {
  describe(`${spec.view ?? spec.table} (${schema.split('/').slice(-2).join('/')}, list only, ${spec.scope} scope)`, () => {
    it("lists the caller's subtree in its order", async () => {
      const op = ops.list!;
      const enabled = spec.listAll || !spec.enabled ? '' : `and ${spec.enabled.boolean ? spec.enabled.column : `${spec.enabled.column} = 1`}`;
      // a list of one organisation's rows (what lies below it) names the caller's own organisation
      const parentField = Object.keys(spec.filters).find((f) => spec.filters[f].parent?.column);
      const parent = parentField ? spec.filters[parentField].parent! : undefined;
      if (parent && !['organisations', 'organisation_records'].includes(parent.table))
        throw new Error(`${schema}: a list-only resource of this suite names an organisation as its parent`);
      const own = async (account: string) => (await s.db.query<{ org_id: number }>('select org_id from users where account = $1', [account]))[0].org_id;
      const listed = async (account: string) => {
        const body = parent ? { [parentField!]: await own(account) } : op.body ? {} : undefined;
        const res = await s.call(op.method, `/api${op.path}`, { token: tokens[account], body });
        expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
        return (res.body.data as Json[]).map((x) => String(x.id));
      };
      for (const account of ['admin', 'merchant01']) {
        const rows = await s.db.query<{ id: unknown }>(
          `select t.id from ${spec.view ?? spec.table} t join organisations o on o.id = t.org_id
            where o.path like (select o2.path from users u join organisations o2 on o2.id = u.org_id where u.account = $1) || '%' ${enabled}
              ${parent ? `and t.${parent.column} = ${await own(account)}` : ''}
            order by ${listOrderColumn(spec)}, t.id limit ${spec.listMax ?? 1000}`,
          [account],
        );
        expect(rows.length, `${account}'s rows`).toBeGreaterThan(0);
        expect(await listed(account)).toEqual(rows.map((x) => String(x.id)));
      }
      const theirs = new Set(await listed('merchant02'));
      for (const id of await listed('merchant01')) expect(theirs.has(id), id).toBe(false);
    });
  });
}

/**
 * Records without an id that no call writes through the generic handler, listed alone (a merchant's state with each
 * wallet platform, whether it was ever linked or not): each merchant lists its subtree's rows of the source, in
 * listOrder then key order, as the source holds them.
 */
function ownedListOnly({ spec, ops, schema }: Resource) {
  describe(`${spec.view ?? spec.table} (${schema.split('/').slice(-2).join('/')}, list only, one per organisation and ${spec.key!.join(' + ')})`, () => {
    // an org filter with ownByDefault lists the caller's own organisation's rows alone (a payment matrix)
    const own = Object.values(spec.filters).some((f) => f.ownByDefault);
    it(`lists the caller's ${own ? "own organisation's" : "subtree's"} records in order, as the source holds them`, async () => {
      const op = ops.list!;
      const order = [...new Set([spec.listOrder, ...(spec.listThen ?? []), ...spec.key!])].map((f) => spec.columns[f] ?? `t.${f}`).join(', ');
      const whose = own
        ? 't.org_id = (select u.org_id from users u where u.account = $1)'
        : "o.path like (select o2.path from users u join organisations o2 on o2.id = u.org_id where u.account = $1) || '%'";
      let seen = 0;
      for (const account of ['merchant01', 'merchant02', ...(own ? ['admin'] : [])]) {
        const res = await s.call(op.method, `/api${op.path}`, { token: tokens[account] });
        expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
        const rows = await s.db.query(
          `select ${Object.entries(spec.columns)
            .map(([f, c]) => `${c} as "${f}"`)
            .join(', ')} from ${spec.view ?? spec.table} t join organisations o on o.id = t.org_id
            where ${whose} order by ${order}`,
          [account],
        );
        if (!own) expect(rows.length, `${account}'s rows`).toBeGreaterThan(0);
        seen += rows.length;
        expect(res.body.data).toEqual(JSON.parse(JSON.stringify(rows)));
      }
      expect(seen).toBeGreaterThan(0);
    });
  });
}

/**
 * A record read by id alone (no list of its own, nothing written through the generic handler: a package, read
 * through its app's organisation): every row of the source is read as the super administrator, then as
 * merchant01 — its own as the source holds them, another merchant's as a missing one.
 */
function getOnly({ spec, ops, schema }: Resource) {
  describe(`${spec.view ?? spec.table} (${schema.split('/').slice(-2).join('/')}, get only, ${spec.scope} scope)`, () => {
    const getOp = ops.get!;
    const get = (as: string, id: unknown) =>
      s.call(getOp.method, getUrl(getOp, id), { token: tokens[as], body: getOp.params || byQuery(getOp) ? undefined : { id } });
    it(`reads a row in scope; one missing or out of the caller's scope is ${spec.notFound}`, async () => {
      expect((await get('merchant01', 2_000_000_000)).body?.code).toBe(spec.notFound);
      const src = spec.view ?? spec.table;
      const rows = await s.db.query<{ id: unknown; mine: boolean }>(
        `select t.id, o.path like (select o2.path from users u join organisations o2 on o2.id = u.org_id where u.account = 'merchant01') || '%' as mine
           from ${src} t join organisations o on o.id = t.org_id order by t.id limit 50`,
      );
      // a record its hooks keep to merchants' accounts (x-table.hooks beforeRead: a campaign's rule) is read by its own merchant
      const wide = spec.hooks?.beforeRead ? undefined : 'admin';
      for (const row of rows) {
        const res = await get('merchant01', row.id);
        if (!wide) {
          expect(res.body?.code, JSON.stringify(res.body)).toBe(row.mine ? 200 : spec.notFound);
          if (row.mine) expect(String(res.body.data.id)).toBe(String(row.id));
          continue;
        }
        const all = await get(wide, row.id);
        expect(all.body?.code, JSON.stringify(all.body)).toBe(200);
        expect(String(all.body.data.id)).toBe(String(row.id));
        if (row.mine) expect(res.body.data).toEqual(all.body.data);
        else expect(res.body?.code).toBe(spec.notFound);
      }
    });
  });
}

/**
 * A resource whose records are named by a key (`x-table.key`: alarm rules by sourceType + source) besides or
 * instead of an id: every call naming a record takes the key's fields where it declares them (its path, else
 * its body). Read on the demo rows; a shared table's writes are the platform staff's alone.
 */
function keyed({ spec, ops: byVerb, schema, keyGet }: Resource) {
  const key = spec.key!;
  const ops = { ...byVerb, get: keyGet ?? byVerb.get };
  describe(`${spec.view ?? spec.table} (${schema.split('/').slice(-2).join('/')}, named by ${key.join(' + ')})`, () => {
    const request = (verb: Verb, as: string, row: Json, body: Json = {}) => {
      const op = ops[verb]!;
      const inPath = Object.keys((op.params?.properties as Json | undefined) ?? {});
      const path = op.path.replace(/\{(\w+)\}/g, (_, f: string) => encodeURIComponent(String(row[f])));
      const named = Object.fromEntries(key.filter((f) => !inPath.includes(f)).map((f) => [f, row[f]]));
      return s.call(op.method, `/api${path}`, { token: tokens[as], body: op.body ? { ...named, ...body } : undefined });
    };
    const rows = async () => {
      // a record read alone (a shipping list's detail, by id or order number): each of the first read by its id
      if (!ops.page)
        return Promise.all(
          (await s.db.query<{ id: unknown }>(`select id from ${spec.table} order by id limit 5`)).map(
            async ({ id }) => (await request('get', 'admin', {}, { id: Number(id) })).body.data as Json,
          ),
        );
      // a list of one device's rows (a device's lanes) names the device with the most
      const deviceFilter = Object.keys(spec.filters).find((f) => spec.filters[f].match === 'device');
      const device: Json = {};
      if (deviceFilter && (defOf(schema, defName(ops.page)).required ?? []).includes(deviceFilter)) {
        const [busiest] = await s.db.query<{ serial_num: string }>(
          `select d.serial_num from ${spec.view ?? spec.table} t join devices d on d.id = t.device_id group by d.serial_num order by count(*) desc, d.serial_num limit 1`,
        );
        device[deviceFilter] = busiest?.serial_num;
      }
      const res = await s.call(ops.page.method, `/api${ops.page.path}`, { token: tokens.admin, body: { pageNum: 1, pageSize: 100, ...device } });
      expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
      return res.body.data.list as Json[];
    };
    const enabled = spec.enabled?.field ?? 'status';
    // the demo estate's rules (the simulation writes them when the demo runs; the test server's seed has none)
    beforeAll(async () => seedDemoAlarmRules(s.db));

    it('reads each record by its key as the list answers it; exists answers true', async (ctx) => {
      const list = await rows();
      if (!list.length) ctx.skip();
      for (const row of list.slice(0, 5)) {
        if (ops.get) expect((await request('get', 'admin', row)).body).toEqual({ code: 200, msg: expect.any(String), data: row });
        if (ops.exists) expect((await request('exists', 'admin', row)).body.data).toBe(true);
      }
    });

    if (spec.scope === 'shared') {
      it('refuses a write by anyone but the platform staff (101005), the record unchanged', async (ctx) => {
        const [row] = await rows();
        if (!row) ctx.skip();
        if (ops.status) expect((await request('status', 'merchant01', row, { [enabled]: row[enabled] })).body?.code).toBe(101005);
        if (ops.delete) expect((await request('delete', 'merchant01', row)).body?.code).toBe(101005);
        if (ops.get) expect((await request('get', 'admin', row)).body.data).toEqual(row);
      });
    }

    // a delete by id with its domain's rules (a lane: emptied first) is its area's test's
    if (ops.delete && !takesId(schema, ops.delete)) {
      it(`deletes a record by its key once; then each call naming it is ${spec.notFound}, and exists false`, async (ctx) => {
        const row = (await rows()).at(-1);
        if (!row) ctx.skip();
        expect((await request('delete', 'admin', row!)).body?.code).toBe(200);
        expect((await s.db.query(`select 1 from ${spec.table} where id = $1`, [row!.id])).length).toBe(0);
        for (const verb of ['get', 'delete', 'status'] as const) {
          if (ops[verb]) expect((await request(verb, 'admin', row!, { [enabled]: spec.enabled?.boolean ? true : 1 })).body?.code).toBe(spec.notFound);
        }
        if (ops.exists) expect((await request('exists', 'admin', row!)).body.data).toBe(false);
      });
    }
  });
}

/**
 * A record an organisation holds one of per key, with no id (`upsert`, table/owned.ts: a merchant's collection form
 * per platform): saved twice and at once it is one row, the later save's; read back by its key and listed as saved;
 * another merchant reads none of it, and a get naming an organisation outside the caller's subtree is 200006.
 */
function owned({ spec, ops, schema }: Resource) {
  describe(`${spec.view ?? spec.table} (${schema.split('/').slice(-2).join('/')}, one per organisation and ${spec.key!.join(' + ')})`, () => {
    const call = (verb: Verb, as: string, body?: Json) => s.call(ops[verb]!.method, `/api${ops[verb]!.path}`, { token: tokens[as], body });
    const upsertDef = defName(ops.upsert);
    const record = defOf(schema, spec.record).properties as Json;
    // the required fields: an optional one may name another row a hook checks (a card's logo: an uploaded image)
    const saveDef = defOf(schema, upsertDef);
    const optional = Object.keys(saveDef.properties).filter((f) => !(saveDef.required ?? []).includes(f));
    const bodyOf = (n: number) => validBody(schema, upsertDef, 'own', n, optional);
    const keyOf = (body: Json) => Object.fromEntries(spec.key!.map((f) => [f, body[f]]));
    const rowsOf = async (orgId: number) => (await s.db.query<{ n: number }>(`select count(*)::int as n from ${spec.table} where org_id = $1`, [orgId]))[0].n;
    const expectSaved = (answer: Json, body: Json) => {
      for (const f of Object.keys(body)) if (record[f] && !spec.hooks?.virtual?.includes(f)) expect(answer[f], f).toEqual(body[f]);
    };

    it('inserts, then updates the row its organisation and key name: one row, the later save, read back and listed so', async () => {
      expect(ops.upsert, `${schema}: a record without an id is written by upsert`).toBeDefined();
      await s.db.query(`delete from ${spec.table} where org_id = any($1)`, [[org.own, org.other]]);
      const first = bodyOf(1);
      if (ops.get) {
        const missing = await call('get', 'merchant01', keyOf(first));
        if (ops.get.table?.missing === 'null') expect(missing.body?.data, JSON.stringify(missing.body)).toBeNull();
        else expect(missing.body?.code).toBe(spec.notFound);
      }
      const saved = await call('upsert', 'merchant01', first);
      expect(saved.body?.code, JSON.stringify(saved.body)).toBe(200);
      expectSaved(saved.body.data, first);
      const second = { ...bodyOf(2), ...keyOf(first) };
      const again = await call('upsert', 'merchant01', second);
      expect(again.body?.code, JSON.stringify(again.body)).toBe(200);
      expectSaved(again.body.data, second);
      expect(await rowsOf(org.own)).toBe(1);
      if (ops.get) expect((await call('get', 'merchant01', keyOf(first))).body.data).toEqual(again.body.data);
      if (ops.list) expect((await call('list', 'merchant01')).body.data).toEqual([again.body.data]);
    });

    it('two saves of one key at the same moment end as one row', async () => {
      const bodies = [bodyOf(3), { ...bodyOf(4), ...keyOf(bodyOf(3)) }];
      const answers = await Promise.all(bodies.map((b) => call('upsert', 'merchant01', b)));
      for (const res of answers) expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
      expect(await rowsOf(org.own)).toBe(1);
    });

    it("another merchant reads none of it; a get for an organisation outside the caller's subtree is 200006", async () => {
      const key = keyOf(bodyOf(1));
      if (ops.get) {
        const theirs = await call('get', 'merchant02', key);
        if (ops.get.table?.missing === 'null') expect(theirs.body?.data).toBeNull();
        else expect(theirs.body?.code).toBe(spec.notFound);
        if (defOf(schema, defName(ops.get)).properties?.orgId) expect((await call('get', 'merchant02', { ...key, orgId: org.own })).body?.code).toBe(200006);
      }
      if (ops.list) expect((await call('list', 'merchant02')).body.data).toEqual([]);
    });
  });
}

/** Whether a page query requires a field other than a device or parent filter (a range of times). */
function requiresMore({ spec, ops, schema }: Resource) {
  // (a page called by GET has no body to read: readOnly leaves it to its area's test)
  if (ops.page?.method === 'GET') return false;
  const required = (defOf(schema, defName(ops.page)).required as string[] | undefined) ?? [];
  return required.some((f) => !['device', 'parent'].includes(spec.filters[f]?.match));
}

for (const r of RESOURCES) {
  if (!r.spec.columns.id && !r.spec.rowId) {
    // a device's record (its payee QR code, named by serial number) is its area's test's: pay-push-binding
    if (r.spec.scope === 'organisation') (r.ops.upsert ? owned : ownedListOnly)(r);
    continue;
  }
  // a list whose id is no field of its record (x-table.hiddenId: a message's targets, a device's pushes): its area's test's
  if (r.spec.hiddenId) continue;
  // a device's record read by its serial number alone (a vending machine): its area's test's (devices-pos), as the
  // records of such a get are no list's rows to read back
  if (r.spec.scope === 'device' && !r.ops.page) continue;
  // a list whose query needs more than a device or a parent (a device's connections: a range of at most 7 days)
  // takes bodies the schema alone cannot make: its area's test's (devices-link)
  if (r.ops.page && requiresMore(r)) continue;
  if (r.spec.key) keyed(r);
  // a record only enabled, disabled and deleted here (a user's standing): its area's own API file covers it
  if (!r.ops.page && !r.ops.get && !r.ops.list) continue;
  // writes carrying a domain's rules (x-table.hooks: alarm rules, apps) take bodies the schema alone cannot
  // make (an existing model, a known class): their own API files cover them, and their reads are checked here
  if (!r.ops.create || r.spec.scope === 'shared' || r.spec.hooks) {
    readOnly(r);
    continue;
  }
  const { spec, ops } = r;
  /** Calls one of the resource's operations; `id` fills an `{id}` in its path. */
  const call = (verb: Verb, as: string, body?: Json, id?: number) => {
    const op = ops[verb]!;
    // a body shaped for merchant01 names merchant01's referenced rows: another account writes with its own
    if ((verb === 'create' || verb === 'update') && body && refs[as]) {
      for (const [f, values] of Object.entries(refs[as])) if (f in body && !values.includes(body[f])) body = { ...body, [f]: values[0] };
    }
    return s.call(op.method, `/api${op.path.replace('{id}', String(id))}`, { token: tokens[as], body });
  };
  const ok = (res: { body: any }) => {
    expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const refused = (res: { body: any }, code: number) => expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  const get = (id: number, as = 'merchant01') => call('get', as, ops.get!.params ? undefined : { id }, id);
  /** The field enabling a record (`status` 1/0, or a boolean such as `active`) and its value for on (1) or off (0). */
  const enabledField = spec.enabled?.field ?? 'status';
  const enabledValue = (status: number) => (spec.enabled?.boolean ? status === 1 : status);
  const setStatus = (id: number, status: number, as = 'merchant01') =>
    call('status', as, ops.status!.params ? { [enabledField]: enabledValue(status) } : { id, [enabledField]: enabledValue(status) }, id);

  // a mark no demo row holds: each run's bodies are found again by it. Without a 0, a row's number ('012')
  // is never found inside the mark, so a contains filter on it finds that row alone.
  const mark = String(Date.now() % 1_000_000)
    .padStart(6, '1')
    .replace(/0/g, '7');
  let n = 0;
  const createDef = defName(ops.create);
  const skip = ['orgId', ...spec.references.map((x) => x.field)];
  /**
   * Per account, rows each required reference may name (read before the rows are made): of the account's own
   * subtree for a scoped reference (an earlier resource of this suite made them), any for another. The bodies
   * take them in turn, so an equals filter on a reference tells rows apart.
   */
  const required = new Set<string>(defOf(r.schema, createDef).required ?? []);
  const refRules = spec.references.filter((x) => required.has(x.field));
  // an id the schema accepts until the rows are read (the bodies are shaped before any test runs)
  const refs: Record<string, Record<string, unknown[]>> = {
    merchant01: Object.fromEntries(refRules.map((x) => [x.field, [1]])),
    merchant02: Object.fromEntries(refRules.map((x) => [x.field, [1]])),
  };
  const readRefs = async () => {
    for (const rule of refRules) {
      for (const account of Object.keys(refs)) {
        const rows = await s.db.query<{ v: unknown }>(
          rule.scoped
            ? `select x.${rule.column} as v from ${rule.table} x join organisations o on o.id = x.org_id
                where o.path like (select o2.path from users u join organisations o2 on o2.id = u.org_id where u.account = $1) || '%' order by x.id limit 3`
            : `select ${rule.column} as v from ${rule.table} where $1::text is not null order by 1 limit 3`,
          [account],
        );
        if (rows.length) refs[account][rule.field] = rows.map((x) => (typeof x.v === 'string' && /^\d+$/.test(x.v) ? Number(x.v) : x.v));
      }
    }
  };
  const refsFor = (as: string, k: number) => Object.fromEntries(Object.entries(refs[as]).map(([f, values]) => [f, values[k % values.length]]));
  const body = (extra: Json = {}, as = 'merchant01') => {
    const k = ++n;
    return validBody(r.schema, createDef, mark, k, skip, { ...refsFor(as, k), ...extra });
  };
  /** A whole-record update of `id`. */
  const change = (id: number, extra: Json = {}) => {
    const k = ++n;
    return validBody(r.schema, defName(ops.update), mark, k, skip, { ...refsFor('merchant01', k), id, ...extra });
  };
  const create = async (as = 'merchant01', extra: Json = {}) => {
    const b = body(extra, as);
    return { id: ok(await call('create', as, b)).id as number, body: b };
  };
  /** The text filter of the page query that finds this run's rows: a contains or prefix filter on a text field the bodies fill. */
  const pageFields = Object.keys(defOf(r.schema, defName(ops.page)).properties ?? {}).filter((f) => !PAGING.includes(f));
  const markField = pageFields.find((f) => ['contains', 'prefix'].includes(spec.filters[f]?.match) && String(body()[f] ?? '').startsWith(mark));

  describe(`${spec.table} (${r.schema.split('/').slice(-2).join('/')})`, () => {
    const batch: { id: number; body: Json; orgId: number }[] = [];
    const page = async (filters: Json, as = 'merchant01') => ok(await call('page', as, { [markField!]: mark, pageSize: 50, ...filters }));

    beforeAll(async () => {
      expect(ops.create && ops.page && markField, 'a create call, a page call and a contains or prefix text filter').toBeTruthy();
      await readRefs();
      // four rows in the caller's organisation and one below it, their enum fields and status varying
      for (let i = 0; i < 5; i++) {
        // numbers ten apart: each row's texts differ from the others' before their last digit (a prefix filter tells them apart)
        n += 10 - (n % 10) + i + 1;
        const orgId = i === 4 ? org.child : org.own;
        const { id, body: b } = await create('merchant01', i === 4 ? { orgId } : {});
        batch.push({ id, body: b, orgId });
      }
    }, 60_000);

    it("creates a record from a valid body and reads it back as sent, owned by the caller's organisation", async () => {
      if (!ops.get) return;
      const [first] = batch;
      const record = ok(await get(first.id));
      expect(record).toMatchObject({ id: first.id, orgId: org.own });
      for (const [field, value] of Object.entries(first.body)) if (field in record) expect(record[field], field).toEqual(value);
    });

    it('pages in SQL: {list, total}, newest first, pages of pageSize that do not overlap', async () => {
      const ids = batch.map((b) => b.id).sort((a, b) => b - a);
      const first = await page({ pageNum: 1, pageSize: 2 });
      expect(first.total).toBe(batch.length);
      expect(first.list.map((x: Json) => x.id)).toEqual(ids.slice(0, 2));
      expect((await page({ pageNum: 2, pageSize: 2 })).list.map((x: Json) => x.id)).toEqual(ids.slice(2, 4));
      expect((await page({ pageNum: 3, pageSize: 2 })).list.map((x: Json) => x.id)).toEqual(ids.slice(4));
      expect(await page({ pageNum: 4, pageSize: 2 })).toEqual({ list: [], total: batch.length });
    });

    for (const field of pageFields.filter((f) => f !== markField)) {
      it(`filters by ${field} (${spec.filters[field].match})`, async () => {
        const idsOf = async (value: unknown) => (await page({ [field]: value })).list.map((x: Json) => x.id).sort();
        if (spec.filters[field].match === 'subtree') {
          expect(await idsOf(org.child)).toEqual([batch[4].id]);
          expect(await idsOf(org.own)).toEqual(batch.map((b) => b.id).sort());
          refused(await call('page', 'merchant01', { [field]: org.other }), 200006);
          return;
        }
        const [sample] = batch.filter((b) => b.body[field] !== undefined);
        if (!sample) return;
        const value = sample.body[field];
        const matches = (v: unknown) => {
          if (v === undefined || v === null) return false;
          switch (spec.filters[field].match) {
            case 'contains':
              return String(v).toLowerCase().includes(String(value).slice(-3).toLowerCase());
            case 'prefix':
              return String(v).startsWith(String(value).slice(0, -1));
            default:
              return v === value;
          }
        };
        // a part of one row's value: its end (contains, sent upper-case), all but its last character (prefix), or all of it
        const sent =
          spec.filters[field].match === 'contains'
            ? String(value).slice(-3).toUpperCase()
            : spec.filters[field].match === 'prefix'
              ? String(value).slice(0, -1)
              : value;
        const expected = batch
          .filter((b) => matches(b.body[field]))
          .map((b) => b.id)
          .sort();
        // some rows of the batch and not all: a filter left unapplied would answer them all
        expect(expected.length, `the batch's ${field} values tell no rows apart`).toBeGreaterThan(0);
        expect(expected.length).toBeLessThan(batch.length);
        expect(await idsOf(sent)).toEqual(expected);
        // a wildcard in the text is looked for, not expanded
        if (spec.filters[field].match === 'contains' || spec.filters[field].match === 'prefix') expect(await idsOf('%')).toEqual([]);
      });
    }

    const sortable: string[] = defOf(r.schema, defName(ops.page)).properties?.sort?.properties?.field?.enum ?? [];
    for (const field of sortable) {
      it(`sorts by ${field} both ways (ties newest first)`, async () => {
        // nulls come last going up, first going down, as PostgreSQL orders them
        const cmp = (a: unknown, b: unknown) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : (a as never) < (b as never) ? -1 : 1);
        for (const order of ['asc', 'desc'] as const) {
          const { list } = await page({ sort: { field, order } });
          expect(list).toHaveLength(batch.length);
          for (let i = 1; i < list.length; i++) {
            const c = cmp(list[i - 1][field], list[i][field]) * (order === 'asc' ? 1 : -1);
            expect(c, `${field} ${order}: ${JSON.stringify(list.map((x: Json) => x[field]))}`).toBeLessThanOrEqual(0);
            if (c === 0) expect(list[i - 1].id).toBeGreaterThan(list[i].id);
          }
        }
      });
    }

    it("keeps another merchant's rows out: not listed, and read, updated or toggled as not found", async () => {
      const theirs = await create('merchant02');
      expect((await page({})).list.map((x: Json) => x.id)).not.toContain(theirs.id);
      if (ops.get) refused(await get(theirs.id), spec.notFound);
      if (ops.update) refused(await call('update', 'merchant01', change(theirs.id)), spec.notFound);
      if (ops.status) refused(await setStatus(theirs.id, 0), spec.notFound);
      if (ops.history) refused(await call('history', 'merchant01', {}, theirs.id), spec.notFound);
      // nor written into, nor listed by naming its organisation
      refused(await call('create', 'merchant01', body({ orgId: org.other })), 200006);
      refused(await call('create', 'merchant01', body({ orgId: 2_000_000_000 })), 200001);
      // the owner still sees it unchanged
      if (ops.get) expect(ok(await get(theirs.id, 'merchant02'))).toMatchObject({ id: theirs.id, orgId: org.other });
      // and the merchant sees its own subtree, the organisation below it included
      expect((await page({}, 'merchant02')).list.map((x: Json) => x.id)).toEqual([theirs.id]);
    });

    for (const rule of spec.unique) {
      it(`${rule.field} is unique within an organisation: a clash is ${rule.code}, and of two saves at once exactly one wins`, async () => {
        const taken = batch[0].body[rule.field];
        refused(await call('create', 'merchant01', body({ [rule.field]: taken })), rule.code);
        // another organisation may hold the same value
        ok(await call('create', 'merchant02', body({ [rule.field]: taken })));
        for (let round = 0; round < 2; round++) {
          const value = body()[rule.field];
          const answers = await Promise.all([
            call('create', 'merchant01', body({ [rule.field]: value })),
            call('create', 'merchant01', body({ [rule.field]: value })),
          ]);
          expect(answers.map((a) => a.body.code).sort()).toEqual([200, rule.code].sort());
        }
        if (ops.update) {
          const [, second] = batch;
          refused(await call('update', 'merchant01', change(second.id, { [rule.field]: taken })), rule.code);
        }
      });
    }

    if (ops.update) {
      it('updates the whole record and reads it back; the organisation stays', async () => {
        const { id } = await create();
        const next = change(id);
        expect(ok(await call('update', 'merchant01', next))).toEqual({ id });
        if (!ops.get) return;
        const record = ok(await get(id));
        expect(record.orgId).toBe(org.own);
        for (const [field, value] of Object.entries(next)) if (field in record) expect(record[field], field).toEqual(value);
        // an optional field left out is cleared (or back to its default)
        const required = new Set<string>(defOf(r.schema, defName(ops.update)).required ?? []);
        const bare = Object.fromEntries(Object.entries(next).filter(([f]) => required.has(f)));
        ok(await call('update', 'merchant01', bare));
        const cleared = ok(await get(id));
        for (const field of Object.keys(next).filter((f) => !required.has(f) && f in cleared)) expect(cleared[field], field).not.toEqual(next[field]);
      });
    }

    if (ops.status) {
      it("enables and disables through the field enabling it ({id, status} or {id, active}); a disabled record stays on the paged list and leaves the pickers' list", async () => {
        const { id } = await create('merchant01', { [enabledField]: enabledValue(1) });
        expect(ok(await setStatus(id, 0))).toEqual({ id, [enabledField]: enabledValue(0) });
        expect((await page({ [enabledField]: enabledValue(0) })).list.map((x: Json) => x.id)).toContain(id);
        const picker = async () => ok(await call('list', 'merchant01', { [markField!]: mark })).map((x: Json) => x.id);
        if (ops.list && markField! in (defOf(r.schema, defName(ops.list)).properties ?? {})) expect(await picker()).not.toContain(id);
        ok(await setStatus(id, 1));
        if (ops.get) expect(ok(await get(id))[enabledField]).toBe(enabledValue(1));
        if (ops.list && markField! in (defOf(r.schema, defName(ops.list)).properties ?? {})) expect(await picker()).toContain(id);
      });
    }

    if (ops.delete) {
      const remove = (id: number, as = 'merchant01') => call('delete', as, ops.delete!.params ? undefined : { id }, id);
      it(`deletes a record of the caller's subtree (then ${spec.notFound}); another merchant's is refused as not found and kept`, async () => {
        const theirs = await create('merchant02');
        refused(await remove(theirs.id), spec.notFound);
        if (ops.get) expect(ok(await get(theirs.id, 'merchant02')).id).toBe(theirs.id);
        const { id } = await create();
        expect(ok(await remove(id))).toEqual({ id });
        if (ops.get) refused(await get(id), spec.notFound);
        refused(await remove(id), spec.notFound);
        expect((await page({})).list.map((x: Json) => x.id)).not.toContain(id);
      });
    }

    it(`answers ${spec.notFound} for a record that does not exist, on every call naming one`, async () => {
      const missing = 2_000_000_000;
      if (ops.get) refused(await get(missing), spec.notFound);
      if (ops.update) refused(await call('update', 'merchant01', change(missing)), spec.notFound);
      if (ops.status) refused(await setStatus(missing, 0), spec.notFound);
      if (ops.history) refused(await call('history', 'merchant01', {}, missing), spec.notFound);
    });
  });
}

// ---------------------------------------------------------------------------------------------- export verb
// (the export helper's block: the resources with an export call, independent of the blocks above)

/** The resources whose contract has an export call (`x-table: {verb: export}`). */
const EXPORTED = tableResources()
  .map((r) => ({ ...r, exportOp: (r.ops as Record<string, ContractOperation | undefined>).export }))
  .filter((r): r is Resource & { exportOp: ContractOperation } => Boolean(r.exportOp));

it('finds the export calls in the contract', () => {
  expect(EXPORTED.map((r) => r.spec.table)).toContain('goods');
});

for (const { spec, ops, schema, exportOp } of EXPORTED) {
  describe(`${spec.table} export (${exportOp.path})`, () => {
    const x = spec.export!;
    /** The file of the export as `as`, in `lang`, read back: the heading row and the data rows' cells. */
    const exported = async (as: string, filters: Json, lang = 'en') => {
      const res = await s.app.inject({
        method: 'POST',
        url: `/api${exportOp.path}`,
        headers: { authorization: `Bearer ${tokens[as]}`, 'accept-language': lang },
        payload: filters,
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="${x.file}-\\d{8}\\.xlsx"`));
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return { header: rows[0], rows: rows.slice(1) };
    };
    /** Every record the paged list answers `as` for the same filters, page after page. */
    const listed = async (as: string, filters: Json) => {
      const out: Json[] = [];
      for (let pageNum = 1; ; pageNum++) {
        const res = await s.call(ops.page!.method, `/api${ops.page!.path}`, { token: tokens[as], body: { ...filters, pageNum, pageSize: 100 } });
        expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
        out.push(...res.body.data.list);
        if (out.length >= res.body.data.total) return out;
      }
    };
    const idColumn = x.fields.indexOf('id');
    // the body may be another file's `$defs` entry (goods-io.schema.json#/$defs/exportQuery)
    const [bodyFile, bodyDef] = String((exportOp.body?.schema as Json | undefined)?.$ref ?? `${schema}#/$defs/pageQuery`).split('#/$defs/');
    const exportFields = Object.keys(defOf(bodyFile, bodyDef).properties ?? {});
    // the filters tried: none, and each filter of the export call matching a value the merchant's rows hold
    const filterSets = async (): Promise<Json[]> => {
      const sets: Json[] = [{}];
      const some = (await listed('merchant01', {}))[0];
      for (const f of exportFields) {
        const match = spec.filters[f]?.match;
        if (match === 'equals' && some?.[f] !== undefined && some[f] !== null) sets.push({ [f]: some[f] });
        if (match === 'subtree') sets.push({ [f]: org.child });
      }
      return sets;
    };

    // an export without the id (alarm records: the columns the screen shows) is compared with the list by its area's test
    const byId = idColumn >= 0 ? it : it.skip;
    byId('writes the heading row, then exactly the records the paged list lists for the same filters, newest first', async () => {
      for (const filters of await filterSets()) {
        const { header, rows } = await exported('merchant01', filters);
        expect(header).toHaveLength(x.fields.length);
        if (!Object.keys(filters).length) expect(rows.length, "merchant01's records").toBeGreaterThan(0);
        const ids = rows.map((row) => Number(row[idColumn]));
        expect(ids, JSON.stringify(filters)).toEqual([...ids].sort((a, b) => b - a));
        const fromList = (await listed('merchant01', filters)).map((r) => Number(r.id)).sort((a, b) => b - a);
        expect(ids, JSON.stringify(filters)).toEqual(fromList);
      }
    });

    it("heads the columns in the caller's language", async () => {
      const en = (await exported('merchant01', {}, 'en')).header;
      const ja = (await exported('merchant01', {}, 'ja')).header;
      expect(en.every((h) => typeof h === 'string' && h.length > 0)).toBe(true);
      expect(ja).not.toEqual(en);
    });

    byId("leaves out another merchant's records", async () => {
      const theirs = new Set((await listed('merchant02', {})).map((r) => Number(r.id)));
      expect(theirs.size, "merchant02's records to leave out").toBeGreaterThan(0);
      const { rows } = await exported('merchant01', {});
      for (const row of rows) expect(theirs.has(Number(row[idColumn])), `row ${String(row[idColumn])}`).toBe(false);
      // and the platform's file holds them
      const all = new Set((await exported('admin', {})).rows.map((row) => Number(row[idColumn])));
      for (const id of theirs) expect(all.has(id)).toBe(true);
    });
  });
}
