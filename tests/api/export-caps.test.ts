/**
 * Export caps (issue 29 item 7; document 1 §5 "Export caps 30000 (other screen 5000)", document 2 §9 "30000 or
 * 5000 orders"): the order exports that carry line detail — a row per vend (vending orders), per lane
 * (out-of-stock orders), per good and lane (shipping lists) — stop at LIMITS.exportRowsSmallMax (5000) and
 * answer 209019 beyond it, before anything is sent; the other exports keep 30000 (payment orders, a row per
 * order). The rows are made in this file's own database copy, in bulk, for merchant01's estate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { LIMITS } from '../../src/domain/limits.js';
import { ERRORS } from '../../src/domain/errors.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let org: number;
let device: { id: number; serial_num: string; name: string };
let goodsId: number;

const SMALL = LIMITS.exportRowsSmallMax;

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'merchant01', 'merchant02']) tokens[account] = await s.login(account);
  org = await orgId(s.db, '東京ベンディング');
  [device] = await s.db.query<{ id: number; serial_num: string; name: string }>(
    `select d.id, d.serial_num, coalesce(d.name, d.serial_num) as name from devices d join organisations o on o.id = d.org_id
      where o.path like (select path from organisations where id = $1) || '%' order by d.id limit 1`,
    [org],
  );
  [{ id: goodsId }] = await s.db.query<{ id: number }>('select id from goods where org_id = $1 order by id limit 1', [org]);
});
afterAll(async () => s?.close());

const post = (url: string, as: string, body: unknown = {}) =>
  s.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${tokens[as]}`, 'accept-language': 'en' }, payload: body as object });
const expectCapped = (res: Awaited<ReturnType<typeof post>>) => {
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual({ code: 209019, msg: ERRORS[209019].msg.en });
};
const expectFile = (res: Awaited<ReturnType<typeof post>>) => {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
};

describe('export caps', () => {
  it('the two caps are the spec’s', () => {
    expect([LIMITS.exportRowsMax, LIMITS.exportRowsSmallMax]).toEqual([30000, 5000]);
  });

  it('vending orders (a row per vend): 5000 rows export, 5001 are refused with 209019', async () => {
    // a day of their own, far from the demo history
    const day = { startDay: '2019-03-04', endDay: '2019-03-04' };
    await s.db.query(
      `insert into vend_records (device_id, lane_no, goods_id, amount, result, sold_at)
       select $1, '1', $2, 100, 'ok', '2019-03-04T03:00:00Z'::timestamptz + g * interval '1 second' from generate_series(1, $3) g`,
      [device.id, goodsId, SMALL],
    );
    expectFile(await post('/api/payOrderSnapshoot/export', 'merchant01', day));
    await s.db.query(
      `insert into vend_records (device_id, lane_no, goods_id, amount, result, sold_at) values ($1, '2', $2, 100, 'ok', '2019-03-04T05:00:00Z')`,
      [device.id, goodsId],
    );
    expectCapped(await post('/api/payOrderSnapshoot/export', 'merchant01', day));
    // the list still pages them all: only the file is capped
    const page = await s.call('POST', '/api/payOrderSnapshoot/pageList', { token: tokens.merchant01, body: { ...day, pageSize: 1 } });
    expect(page.body.data.total).toBe(SMALL + 1);
  });

  it('an out-of-stock order (a row per lane): 5000 lines export, 5001 are refused', async () => {
    const [{ id }] = await s.db.query<{ id: number }>(
      `insert into out_of_stock_orders (order_number, org_id, device_count, line_count, total_quantity) values ('OSCAP0001', $1, 1, 0, 0) returning id`,
      [org],
    );
    const lines = (n: number) =>
      s.db.query(
        `insert into out_of_stock_lines (order_id, device_id, serial_num, device_name, lane_no, goods_id, goods_name, stock, max_stock, threshold, quantity)
         select $1, $2, $3, $4, g::text, $5, 'cap', 0, 10, 2, 10 from generate_series(1, $6) g`,
        [id, device.id, device.serial_num, device.name, goodsId, n],
      );
    await lines(SMALL);
    expectFile(await post(`/api/outOfStockOrder/export/${id}/excel`, 'merchant01'));
    await lines(1);
    expectCapped(await post(`/api/outOfStockOrder/export/${id}/excel`, 'merchant01'));
    // another merchant is refused as for any order not theirs, not told its size
    expect((await post(`/api/outOfStockOrder/export/${id}/excel`, 'merchant02')).json().code).toBe(209055);
  });

  it('a shipping list (a row per good and lane): 5000 lines export, 5001 are refused', async () => {
    const [{ id }] = await s.db.query<{ id: number }>(
      `insert into shipping_lists (order_number, org_id, device_count, line_count, total_quantity) values ('SL2019030400001', $1, 1, 0, 0) returning id`,
      [org],
    );
    const lines = (n: number) =>
      s.db.query(
        `insert into shipping_list_items (shipping_list_id, goods_id, device_id, serial_num, lane_no, quantity)
         select $1, $2, $3, $4, g::text, 1 from generate_series(1, $5) g`,
        [id, goodsId, device.id, device.serial_num, n],
      );
    await lines(SMALL);
    expectFile(await post('/api/shippingList/export/SL2019030400001/excel', 'merchant01'));
    await lines(1);
    expectCapped(await post('/api/shippingList/export/SL2019030400001/excel', 'merchant01'));
    expect((await post('/api/shippingList/export/SL2019030400001/excel', 'merchant02')).json().code).toBe(209051);
  });

  it('payment orders (a row per order, no line detail) keep the 30000 cap: more than 5000 export', async () => {
    const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from pay_orders');
    if (n <= SMALL) {
      // the demo history is smaller than the cap in this run's settings: add orders until it is not
      await s.db.query(
        `insert into pay_orders (order_number, org_id, org_path, channel, pay_type, currency, amount, status, created_at)
         select 'CAPPO' || g, p.org_id, p.org_path, p.channel, p.pay_type, p.currency, p.amount, p.status, p.created_at
           from (select * from pay_orders order by id limit 1) p, generate_series(1, $1) g`,
        [SMALL + 1 - n],
      );
    }
    const [{ total }] = await s.db.query<{ total: number }>('select count(*)::int as total from pay_orders');
    expect(total).toBeGreaterThan(SMALL);
    expect(total).toBeLessThanOrEqual(LIMITS.exportRowsMax);
    expectFile(await post('/api/das/payOrder/export/payOrder/excel', 'admin'));
  });
});
