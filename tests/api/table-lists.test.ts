/**
 * What the generic paged lists do beyond the conformance suite's checks: the capped total (x-table.totalCap,
 * src/server/table/capped.ts) with caps small enough to pass on the demo's organisations, a parent named by
 * either of two keys (a shipping list's lines by id or order number: filters.ts), and the organisation scope of a
 * big table by its own path or by ids (x-table.orgPath, orgIds): checked at start, and its count and keys read
 * from the table alone.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Where } from '../../src/server/db/sql.js';
import { cappedPage } from '../../src/server/table/capped.js';
import { tableSpec } from '../../src/server/table/spec.js';
import { tableOperations } from '../../src/server/table/index.js';
import type { ContractOperation } from '../../src/server/contract/load.js';
import type { SessionUser } from '../../src/server/operation.js';
import { testServer, type TestServer } from '../support/server.js';

let s: TestServer;
let all: number[];
beforeAll(async () => {
  s = await testServer();
  all = (await s.db.query<{ id: number }>('select id from organisations order by id desc')).map((r) => Number(r.id));
}, 120_000);
afterAll(async () => s?.close());

const page = (cap: number, pageNum: number, pageSize: number, sort?: { field: string; order: 'asc' | 'desc' }) =>
  cappedPage(
    s.db,
    { select: 't.id::int as id', from: 'organisations t', where: new Where(), sortable: { id: 't.id' }, defaultSort: 't.id desc' },
    { pageNum, pageSize, sort },
    cap,
  );

describe('a capped total', () => {
  it('counts up to the cap and flags a longer list; an exact fit or a shorter one is not flagged', async () => {
    expect(all.length).toBeGreaterThan(3);
    const capped = await page(3, 1, 10);
    expect([capped.total, capped.totalCapped, capped.list.map((r) => (r as { id: number }).id)]).toEqual([3, true, all.slice(0, 3)]);
    expect(await page(all.length, 1, 2)).toMatchObject({ total: all.length, totalCapped: false });
    expect(await page(all.length + 5, 1, 2)).toMatchObject({ total: all.length, totalCapped: false });
  });

  it('pages within the cap and no further, in the order asked', async () => {
    expect((await page(3, 2, 2)).list.map((r) => (r as { id: number }).id)).toEqual([all[2]]);
    expect((await page(3, 3, 2)).list).toEqual([]);
    const asc = await page(3, 1, 10, { field: 'id', order: 'asc' });
    expect(asc.list.map((r) => (r as { id: number }).id)).toEqual([...all].reverse().slice(0, 3));
  });
});

describe('a parent named by either of two keys', () => {
  it('names it by the first given (id before order number), and answers the same lines by either', async () => {
    const token = await s.login('admin');
    const lists = await s.db.query<{ id: number; order_number: string }>(
      'select s.id::int as id, s.order_number from shipping_lists s where exists (select 1 from shipping_list_items i where i.shipping_list_id = s.id) order by s.id limit 2',
    );
    expect(lists.length).toBe(2);
    const lines = async (body: Record<string, unknown>) => {
      const res = await s.call('POST', '/api/shippingList/goodslist/page', { token, body: { pageNum: 1, pageSize: 100, ...body } });
      expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const [a, b] = lists;
    const byId = await lines({ id: a.id });
    expect(byId.total).toBeGreaterThan(0);
    expect(await lines({ orderNumber: a.order_number })).toEqual(byId);
    expect(await lines({ id: a.id, orderNumber: b.order_number })).toEqual(byId);
    expect(await lines({ id: a.id, orderNumber: 'SL00000000000000000000' })).toEqual(byId);
    const missing = await s.call('POST', '/api/shippingList/goodslist/page', { token, body: { id: 2_000_000_000, orderNumber: a.order_number } });
    expect(missing.body?.code).toBe(209051);
  });
});

describe('the organisation scope of a big table (x-table.orgPath, orgIds)', () => {
  const schema = (x: Record<string, unknown>) => ({
    'x-table': { table: 'pay_orders', scope: 'organisation', ...x },
    $defs: { record: { properties: { id: { type: 'integer' }, orderNumber: { type: 'string' } } } },
  });
  const spec = (x: Record<string, unknown>) => tableSpec('t.json', { ...schema(x), 'x-table': { ...schema(x)['x-table'], record: 'record' } });

  it('is read from x-table and refused at start when it cannot be meant', () => {
    expect(spec({}).orgScope).toEqual({ by: 'join' });
    expect(spec({ orgPath: 'org_path' }).orgScope).toEqual({ by: 'path', column: 'org_path' });
    expect(spec({ orgIds: true }).orgScope).toEqual({ by: 'ids' });
    expect(() => spec({ orgPath: 'org_path', orgIds: true })).toThrow(/not both/);
    expect(() => spec({ orgIds: 'yes' })).toThrow(/orgIds must be true/);
    expect(() => spec({ orgPath: 'org path; drop' })).toThrow(/orgPath must be a plain column name/);
    expect(() => spec({ orgPath: 'org_path', scope: 'shared' })).toThrow(/the scope is "shared"/);
    expect(() => spec({ filters: { orderNumber: { match: 'contains', exactCase: true } } })).toThrow(/exactCase/);
    expect(() => spec({ filters: { serialNum: { match: 'lookup', lookup: { column: 'device_id', table: 'devices' } } } })).toThrow(/lookup/);
  });

  it("refuses at start a path column the table or view lacks, and a big table's list naming a column of its view alone", async () => {
    const id = 'https://ops-console.local/schemas/test/big.schema.json';
    const start = (x: Record<string, unknown>, filters: Record<string, unknown>) => {
      const file = {
        $id: id,
        $defs: {
          record: {
            'x-table': { table: 'pay_orders', view: 'pay_order_rows', scope: 'organisation', filters, ...x },
            properties: { id: { type: 'integer' }, goodsName: { type: 'string' }, status: { type: 'string' } },
          },
          query: { properties: Object.fromEntries(Object.keys(filters).map((f) => [f, { type: 'string' }])) },
        },
      };
      const op = {
        operationId: 'bigPage',
        method: 'POST',
        path: '/big/page',
        body: { contentType: 'application/json', schema: { $ref: `${id}#/$defs/query` }, required: true },
        table: { verb: 'page', schema: id, record: 'record' },
      } as unknown as ContractOperation;
      return tableOperations([op], s.db, { [id]: file });
    };
    await expect(start({ orgPath: 'org_path' }, { status: 'equals' })).resolves.toHaveProperty('bigPage');
    await expect(start({ orgPath: 'no_such_path' }, { status: 'equals' })).rejects.toThrow(/orgPath needs no_such_path in pay_order_rows/);
    // goods_name is the view's: the keys, read from pay_orders alone, cannot be filtered by it
    await expect(start({ orgIds: true }, { goodsName: 'contains' })).rejects.toThrow(/reads its keys from table pay_orders alone/);
    await expect(start({}, { goodsName: 'contains' })).resolves.toHaveProperty('bigPage');
  });

  /** The statements a call runs, with their parameters (the handlers read through the server's own database). */
  const statements = async (url: string, account: string, body: Record<string, unknown>) => {
    const seen: [string, unknown[]][] = [];
    const query = s.db.query.bind(s.db);
    const spy = vi.spyOn(s.db, 'query').mockImplementation(((sql: string, params?: unknown[]) => {
      seen.push([sql, params ?? []]);
      return query(sql, params);
    }) as typeof s.db.query);
    try {
      const res = await s.call('POST', url, { token: await s.login(account), body });
      expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
      return { seen, data: res.body.data as { list: { id: number }[]; total: number } };
    } finally {
      spy.mockRestore();
    }
  };
  /** The relations a statement's plan reads. */
  const relations = async (sql: string, params: unknown[]) => {
    const plan = await s.db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
    return [...new Set(plan.flatMap((r) => [...r['QUERY PLAN'].matchAll(/ on ([a-z_]+)/g)].map((m) => m[1])))].sort();
  };

  for (const [url, view, table, condition] of [
    ['/api/stockChangeLog/list/page', 'stock_change_log_rows', 'stock_change_logs', 't.org_id = any('],
    ['/api/das/payOrder/pageList', 'pay_order_rows', 'pay_orders', 't.org_path like'],
  ] as const) {
    it(`${view}: the count and the page's keys read ${table} alone (${condition}…), the rows then by their ids from the view`, async () => {
      const { seen, data } = await statements(url, 'merchant01', { pageNum: 1, pageSize: 5 });
      // the count and the keys carry the scope and read the table alone (an index-only count where an index holds it)
      const byKeys = seen.filter(([sql]) => sql.includes(`from ${table} t `));
      expect(byKeys.length).toBe(2);
      for (const [sql, params] of byKeys) {
        expect(sql).toContain(condition);
        expect(await relations(sql, params)).toEqual([table]);
      }
      // the rows are read by their ids alone, from the view
      const rows = seen.filter(([sql]) => sql.includes(`from ${view} t`));
      expect(rows.length).toBe(data.list.length ? 1 : 0);
      if (data.list.length) expect([rows[0][0].includes('where t.id = any($1)'), (rows[0][1][0] as unknown[]).length]).toEqual([true, data.list.length]);
      // by ids, the organisations are read once for the call
      const orgReads = seen.filter(([sql]) => sql.includes('from organisations where path like'));
      expect(orgReads.length).toBe(condition.startsWith('t.org_id') ? 1 : 0);
    });
  }
});

/**
 * The ids a list of organisation_records answers the platform's super administrator, for a spec whose x-table adds `x`
 * to the table and scope, its record `more` properties besides id and status, its query `query`, sent `body`.
 */
async function organisationList(
  x: Record<string, unknown>,
  more: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
  body?: Record<string, unknown>,
) {
  const id = 'https://ops-console.local/schemas/test/organisation-list.schema.json';
  const file = {
    $id: id,
    $defs: {
      record: {
        'x-table': { table: 'organisation_records', scope: 'organisation', ...x },
        properties: { id: { type: 'integer' }, status: { type: 'integer' }, ...more },
      },
      query: { properties: query },
    },
  };
  const op = {
    operationId: 'organisationList',
    method: 'POST',
    path: '/organisation-list',
    body: { contentType: 'application/json', schema: { $ref: `${id}#/$defs/query` }, required: false },
    table: { verb: 'list', schema: id, record: 'record' },
  } as unknown as ContractOperation;
  const [root] = await s.db.query<{ id: number; path: string }>('select id, path from organisations where parent_id is null');
  const user = { userId: 1, orgId: root.id, orgPath: root.path, orgType: 'platform', isSuper: true, permissions: new Set<string>() } as unknown as SessionUser;
  const handler = (await tableOperations([op], s.db, { [id]: file })).organisationList;
  return ((await handler({ body, query: {}, db: s.db, user, locale: 'en' } as never)) as { id: number }[]).map((r) => Number(r.id));
}

describe("a picker's list (x-table listAll, listMax, a listOrder on a column of the view)", () => {
  /** The list of organisation_records a spec with `x` says, as the platform's super administrator reads it. */
  const listed = (x: Record<string, unknown>) => organisationList(x);

  it("answers the enabled records, or every one with listAll, in the view column's order; listMax keeps the first ones, the rest left out", async () => {
    // a leaf disabled for the while: the demo's organisations are all enabled
    const [leaf] = await s.db.query<{ id: number }>(
      'select id::int as id from organisations o where status = 1 and not exists (select 1 from organisations c where c.parent_id = o.id) order by id desc limit 1',
    );
    await s.db.query('update organisations set status = 0 where id = $1', [leaf.id]);
    try {
      const tree = await s.db.query<{ id: number; status: number }>('select id::int as id, status from organisation_records order by tree_order, id');
      expect(await listed({ listOrder: 'tree_order' })).toEqual(tree.filter((r) => r.status === 1).map((r) => r.id));
      expect(await listed({ listOrder: 'tree_order', listAll: true })).toEqual(tree.map((r) => r.id));
      expect(await listed({ listOrder: 'tree_order', listAll: true })).toContain(leaf.id);
      // passwordHistory (5) stands for a picker's cap the demo's organisations pass
      expect(await listed({ listOrder: 'tree_order', listAll: true, listMax: 'passwordHistory' })).toEqual(tree.slice(0, 5).map((r) => r.id));
    } finally {
      await s.db.query('update organisations set status = 1 where id = $1', [leaf.id]);
    }
  });

  it('is refused at start when it cannot be meant', async () => {
    const spec = (x: Record<string, unknown>) =>
      tableSpec('t.json', {
        'x-table': { table: 'organisation_records', scope: 'organisation', record: 'record', ...x },
        $defs: { record: { properties: { id: { type: 'integer' } } } },
      });
    expect(spec({ listAll: true, listMax: 'orgListMax' })).toMatchObject({ listAll: true, listMax: 1000 });
    expect(() => spec({ listAll: 'yes' })).toThrow(/listAll must be true/);
    expect(() => spec({ listMax: 'noSuchLimit' })).toThrow(/listMax noSuchLimit is not a number of LIMITS/);
    expect(() => spec({ listOrder: 'treeOrder' })).toThrow(/listOrder treeOrder is not a field/);
    await expect(listed({ listOrder: 'no_such_column' })).rejects.toThrow(/no_such_column/);
  });
});

describe('fields read but not answered (x-table.hidden)', () => {
  const spec = (hidden: unknown) =>
    tableSpec('t.json', {
      'x-table': { table: 'out_of_stock_lines', scope: 'organisation', record: 'record', hidden },
      $defs: { record: { properties: { id: { type: 'integer' }, deviceId: { type: 'integer' } } } },
    });

  it('lists fields of the record, refused at start otherwise', () => {
    expect(spec(['id']).hidden).toEqual(['id']);
    expect(() => spec(['serialNum'])).toThrow(/hidden must list fields of the record/);
    expect(() => spec([])).toThrow(/hidden/);
    expect(() => spec('id')).toThrow(/hidden/);
  });

  it('a page breaks ties by a hidden id and sorts by a hidden count, neither answered (an order by device, machines selling a good)', async () => {
    const token = await s.login('admin');
    const [order] = await s.db.query<{ id: number }>('select order_id::int as id from out_of_stock_lines order by order_id limit 1');
    expect(order).toBeDefined();
    const groups = await s.call('POST', '/api/outOfStockOrder/getDetailPageList/groupByDevice', { token, body: { id: order.id } });
    expect(groups.body?.code, JSON.stringify(groups.body)).toBe(200);
    expect(groups.body.data.list.length).toBeGreaterThan(0);
    for (const g of groups.body.data.list) expect(g).not.toHaveProperty('id');
    const [good] = await s.db.query<{ id: number }>('select goods_id::int as id from lanes where goods_id is not null order by goods_id limit 1');
    const machines = await s.call('POST', '/api/goods/sellingDevices/page', { token, body: { goodsId: good.id, sort: { field: 'lanes', order: 'desc' } } });
    expect(machines.body?.code, JSON.stringify(machines.body)).toBe(200);
    expect(machines.body.data.list.length).toBeGreaterThan(0);
    for (const m of machines.body.data.list) expect(m).not.toHaveProperty('lanes');
  });
});

describe('a list by several fields, of the caller\'s own organisation by default (x-table listOrder "a, b", an org filter\'s ownByDefault)', () => {
  /** The list of organisation_records a spec with `x` says, for `body`, as the platform's super administrator reads it. */
  const listed = (x: Record<string, unknown>, body: Record<string, unknown> = {}) =>
    organisationList({ listAll: true, ...x }, { depth: { type: 'integer' }, type: { type: 'string' } }, x.filters ? { orgId: { type: 'integer' } } : {}, body);

  it('orders by each field in turn, then the id; with no orgId lists the own organisation alone, else the one named', async () => {
    const byDepth = await s.db.query<{ id: number }>('select id::int as id from organisation_records order by depth, type desc, id');
    const sorted = await s.db.query<{ id: number }>('select id::int as id from organisation_records order by depth, type, id');
    expect(await listed({ listOrder: 'depth, type' })).toEqual(sorted.map((r) => r.id));
    // the order is each field's ascending one: a descending list is not what was asked
    expect(byDepth.map((r) => r.id)).not.toEqual(sorted.map((r) => r.id));
    const [root] = await s.db.query<{ id: number }>('select id::int as id from organisations where parent_id is null');
    const [child] = await s.db.query<{ id: number }>('select id::int as id from organisations where parent_id is not null order by id limit 1');
    const own = { listOrder: 'depth', filters: { orgId: { match: 'org', ownByDefault: true } } };
    expect(await listed(own)).toEqual([root.id]);
    expect(await listed(own, { orgId: child.id })).toEqual([child.id]);
    // without ownByDefault, an org filter left out lists the whole subtree
    expect((await listed({ listOrder: 'depth', filters: { orgId: 'org' } })).length).toBe(sorted.length);
    await expect(listed(own, { orgId: 99999999 })).rejects.toMatchObject({ code: 200001 });
  });

  it('is refused at start when it cannot be meant', () => {
    const spec = (x: Record<string, unknown>) =>
      tableSpec('t.json', {
        'x-table': { table: 'organisation_records', scope: 'organisation', record: 'record', ...x },
        $defs: { record: { properties: { id: { type: 'integer' }, name: { type: 'string' } } } },
      });
    expect(spec({ listOrder: 'name, tree_order' })).toMatchObject({ listOrder: 'name', listThen: ['tree_order'] });
    expect(() => spec({ listOrder: 'name, treeOrder' })).toThrow(/listOrder treeOrder is not a field/);
    expect(() => spec({ filters: { name: { match: 'equals', ownByDefault: true } } })).toThrow(/ownByDefault is true on an org filter/);
    expect(() => spec({ filters: { orgId: { match: 'org', ownByDefault: 'yes' } } })).toThrow(/ownByDefault is true on an org filter/);
  });
});

describe('a bulk delete (the deleteMany verb)', () => {
  const id = 'https://ops-console.local/schemas/test/delete-many.schema.json';
  const file = {
    $id: id,
    $defs: {
      record: {
        'x-table': { table: 'pay_channel_choices', scope: 'organisation' },
        properties: { id: { type: 'integer' }, orgId: { type: 'integer' }, locale: { type: 'string' }, channel: { type: 'string' } },
      },
      ids: { properties: { ids: { type: 'array' }, id: { type: 'integer' } } },
      one: { properties: { id: { type: 'integer' } } },
    },
  };
  const handlerOf = async (def: string) => {
    const op = {
      operationId: 'deleteMany',
      method: 'POST',
      path: '/delete-many',
      body: { contentType: 'application/json', schema: { $ref: `${id}#/$defs/${def}` }, required: true },
      table: { verb: 'deleteMany', schema: id, record: 'record' },
    } as unknown as ContractOperation;
    return (await tableOperations([op], s.db, { [id]: file })).deleteMany;
  };

  it('deletes every record named or none: one missing or outside the scope refuses the whole call with notFound', async () => {
    const [root] = await s.db.query<{ id: number; path: string }>('select id, path from organisations where parent_id is null');
    const [other] = await s.db.query<{ id: number; path: string }>("select id, path from organisations where type = 'merchant' order by id limit 1");
    const user = (org: { id: number; path: string }) =>
      ({ userId: 1, orgId: org.id, orgPath: org.path, orgType: 'merchant', isSuper: false, permissions: new Set<string>() }) as unknown as SessionUser;
    const rows = await s.db.query<{ id: number }>(
      `insert into pay_channel_choices (org_id, org_path, locale, channel) values ($1, $2, 'en', 'test-a'), ($1, $2, 'en', 'test-b') returning id::int as id`,
      [root.id, root.path],
    );
    const [a, b] = rows.map((r) => r.id);
    const handler = await handlerOf('ids');
    const call = (body: unknown, as = user(root)) => handler({ body, query: {}, db: s.db, user: as, locale: 'en', req: {} } as never);
    const left = async () => (await s.db.query('select 1 from pay_channel_choices where id = any($1::bigint[])', [[a, b]])).length;
    await expect(call({ ids: [a, 2_000_000_000] })).rejects.toMatchObject({ code: 200011 });
    // another organisation's caller sees none of them: as missing
    await expect(call({ ids: [a] }, user(other))).rejects.toMatchObject({ code: 200011 });
    expect(await left()).toBe(2);
    expect(await call({ ids: [a, b, a] })).toEqual({ deleted: 2 });
    expect(await left()).toBe(0);
    await expect(call({ id: a })).rejects.toMatchObject({ code: 200011 });
  });

  it('is refused at start for a body without ids', async () => {
    await expect(handlerOf('one')).rejects.toThrow(/deleteMany verb takes the records' ids/);
  });
});

describe('a record named by another column (x-table.id)', () => {
  const id = 'https://ops-console.local/schemas/test/named.schema.json';
  const admin = async () => {
    const [root] = await s.db.query<{ id: number; path: string }>('select id, path from organisations where parent_id is null');
    return { userId: 1, orgId: root.id, orgPath: root.path, orgType: 'platform', isSuper: true, permissions: new Set<string>() } as unknown as SessionUser;
  };
  /** A page of organisation_records answered without their id, named by org_id, by POST (a body) or by GET (a query). */
  const paged = async (x: Record<string, unknown>, method: 'POST' | 'GET', request: Record<string, unknown>) => {
    const file = {
      $id: id,
      $defs: {
        record: {
          'x-table': { table: 'organisation_records', scope: 'organisation', id: 'org_id', filters: { type: 'equals' }, ...x },
          properties: { name: { type: 'string' }, type: { type: 'string' } },
        },
        query: { properties: { pageNum: { type: 'integer' }, pageSize: { type: 'integer' }, type: { type: 'string' } } },
      },
    };
    const schema = { $ref: `${id}#/$defs/query` };
    const op = {
      operationId: 'named',
      method,
      path: '/named',
      ...(method === 'POST' ? { body: { contentType: 'application/json', schema, required: true } } : { query: file.$defs.query }),
      table: { verb: 'page', schema: id, record: 'record' },
    } as unknown as ContractOperation;
    const handler = (await tableOperations([op], s.db, { [id]: file })).named;
    const ctx = method === 'POST' ? { body: request, query: {} } : { body: undefined, query: request };
    return (await handler({ ...ctx, db: s.db, user: await admin(), locale: 'en' } as never)) as { list: Record<string, unknown>[]; total: number };
  };

  it('pages by that column (its default order and tie-break), answering no id; a GET takes its filters from its query', async () => {
    const rows = await s.db.query<{ name: string; type: string }>('select name, type from organisation_records order by org_id desc');
    const first = await paged({}, 'POST', { pageNum: 1, pageSize: 3 });
    expect(first).toEqual({ total: rows.length, list: rows.slice(0, 3) });
    expect((await paged({}, 'POST', { pageNum: 2, pageSize: 3 })).list).toEqual(rows.slice(3, 6));
    // ties of the page order are broken by the named column, descending
    const byType = await s.db.query<{ name: string; type: string }>('select name, type from organisation_records order by type asc, org_id desc');
    expect((await paged({ pageOrder: 'type asc' }, 'POST', { pageNum: 1, pageSize: 100 })).list).toEqual(byType.slice(0, 100));
    const merchants = rows.filter((r) => r.type === 'merchant');
    expect(await paged({}, 'GET', { pageNum: 1, pageSize: 100, type: 'merchant' })).toEqual({ total: merchants.length, list: merchants.slice(0, 100) });
  });

  it('is refused at start when it cannot be meant', async () => {
    const spec = (x: Record<string, unknown>, properties: Record<string, unknown> = { name: { type: 'string' } }) =>
      tableSpec('t.json', { 'x-table': { table: 'organisation_records', scope: 'organisation', record: 'record', ...x }, $defs: { record: { properties } } });
    expect(spec({ id: 'org_id' }).rowId).toBe('t.org_id');
    expect(spec({ id: 'name' }).rowId).toBe('t.name');
    expect(() => spec({})).toThrow(/no id \(nor a key or x-table.id/);
    expect(() => spec({ id: 'orgId' })).toThrow(/id names a column/);
    expect(() => spec({ id: 'org_id' }, { id: { type: 'integer' } })).toThrow(/id names a column/);
    await expect(paged({ id: 'no_such_column' }, 'POST', {})).rejects.toThrow(/no_such_column/);
    // a parent's excluding (rows of its subtree not naming it) goes with within
    const parent = (p: Record<string, unknown>) => spec({ id: 'org_id', scope: 'device', filters: { configId: { match: 'parent', parent: p } } });
    expect(parent({ table: 'pay_configs', within: true, excluding: 'config_id', notFound: 207006 }).filters.configId.parent).toMatchObject({
      excluding: 'config_id',
    });
    expect(() => parent({ table: 'pay_configs', column: 'config_id', excluding: 'config_id', notFound: 207006 })).toThrow(/excluding goes with within/);
  });
});
