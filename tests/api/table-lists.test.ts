/**
 * What the generic paged lists do beyond the conformance suite's checks: the capped total (x-table.totalCap,
 * src/server/table/capped.ts) with caps small enough to pass on the demo's organisations, and a parent named by
 * either of two keys (a shipping list's lines by id or order number: filters.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Where } from '../../src/server/db/sql.js';
import { cappedPage } from '../../src/server/table/capped.js';
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
