/**
 * Vending orders and their statistics (openapi/payments/vending-orders.yaml) on known data: vends of two
 * devices over five Tokyo days, paid online (through the order ledger), in cash (through the cash listener)
 * or not at all, some revoked and one failed. The list and the export keep everything; the statistics count
 * successful, unrevoked sales only, and the regression matches a hand computation.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { recordCash } from '../../src/server/areas/payments/cash-orders.js';
import { createOrder, revokeOrder } from '../../src/server/areas/payments/order-ledger.js';

let s: TestServer;
const tokens: Record<string, string> = {};
type Dev = { id: number; serial: string; orgId: number; orgPath: string; productId: number };
let A: Dev;
let B: Dev;
let g1: number;
let g2: number;
const RANGE = { startDay: '2025-01-01', endDay: '2025-01-05' };
const P = `VO-${Date.now().toString(36)}`;

const CODES = ['menu.vendingOrders', 'menu.vendingSummary', 'vendingOrder.view', 'vendingOrder.export', 'vendingOrder.stats', 'cashPay.revoke', 'cashPay.view'];

/** One vend, and its payment: 'online' (paid, or revoked by the ledger), 'cash' (normal, or revoked by the call), or none. */
async function sale(
  d: Dev,
  day: string,
  lane: string,
  goodsId: number,
  amount: number,
  pay: 'online' | 'onlineRevoked' | 'cash' | 'cashRevoked' | 'none',
  result: 'ok' | 'failed' = 'ok',
) {
  const no = `${P}-${day}-${d.serial}-${lane}-${amount}`;
  const at = new Date(`${day}T12:00:00+09:00`);
  await s.db.query(`insert into vend_records (device_id, lane_no, goods_id, amount, result, order_no, sold_at) values ($1, $2, $3, $4, $5, $6, $7)`, [
    d.id,
    lane,
    goodsId,
    amount,
    result,
    no,
    at,
  ]);
  if (pay === 'online' || pay === 'onlineRevoked') {
    await s.db.transaction(async (tx) => {
      const { order } = await createOrder(tx, {
        orderNumber: no,
        orgId: d.orgId,
        orgPath: d.orgPath,
        deviceId: d.id,
        serialNum: d.serial,
        channel: 'sandbox',
        payType: 1,
        currency: 'JPY',
        amount,
        status: 'paid',
        laneNo: lane,
        goodsId,
        createdAt: at,
        paidAt: at,
      });
      if (pay === 'onlineRevoked') await revokeOrder(tx, Number(order.id), {});
    });
  }
  if (pay === 'cash' || pay === 'cashRevoked') {
    await recordCash({
      db: s.db,
      device: { id: d.id, serialNum: d.serial, productId: d.productId, orgId: d.orgId },
      channel: 'event',
      message: { type: 'cash', direction: 'in', amount, orderNo: no },
      receivedAt: at,
    });
    if (pay === 'cashRevoked') {
      const [{ id }] = await s.db.query<{ id: number }>('select id::int as id from cash_pay_orders where order_no = $1', [no]);
      const res = await call('cashPayInfo/revoke', 'admin', { id });
      expect(res.body.code).toBe(200);
    }
  }
  return no;
}

beforeAll(async () => {
  s = await testServer();
  await s.db.query(
    `insert into role_permissions (role_id, code) select distinct u.role_id, c from users u, unnest($1::text[]) c where u.account in ('merchant01', 'merchant02') on conflict do nothing`,
    [CODES],
  );
  for (const account of ['admin', 'viewer01', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  [A, B] = await s.db.query<Dev>(
    `select d.id::int as id, d.serial_num as serial, d.org_id::int as "orgId", d.org_path as "orgPath", d.product_id::int as "productId"
       from devices d join products p on p.id = d.product_id
      where p.type = 'vending' and d.org_path like (select path from organisations where name = '東京ベンディング') || '%' order by d.id limit 2`,
  );
  [{ id: g1 }, { id: g2 }] = await s.db.query<{ id: number }>(
    `select g.id::int as id from goods g join organisations o on o.id = g.org_id where o.name = '東京ベンディング' order by g.id limit 2`,
  );
  // nothing else sold by these devices in the range
  await s.db.query(`delete from vend_records where device_id = any($1) and sold_at >= '2024-12-31' and sold_at < '2025-01-07'`, [[A.id, B.id]]);
  // day 0: 300; day 1: 150 (a revoked cash sale and a failed vend left out); day 2: nothing; day 3: 500 (a revoked online sale left out); day 4: 250
  await sale(A, '2025-01-01', '1', g1, 100, 'cash');
  await sale(A, '2025-01-01', '2', g2, 200, 'online');
  await sale(A, '2025-01-02', '1', g1, 150, 'none');
  await sale(B, '2025-01-02', '1', g1, 300, 'cashRevoked');
  await sale(A, '2025-01-02', '1', g1, 120, 'none', 'failed');
  await sale(B, '2025-01-04', '2', g2, 500, 'online');
  await sale(A, '2025-01-04', '2', g2, 80, 'onlineRevoked');
  await sale(B, '2025-01-05', '1', g1, 250, 'cash');
});
afterAll(async () => s?.close());

const call = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/${path}`, { token: tokens[as], body, lang });
const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};

describe('vending orders (snapshot)', () => {
  it('lists every vend of the range with its good, lane and payment, revoked and failed ones included', async () => {
    const res = await call('payOrderSnapshoot/pageList', 'merchant01', { ...RANGE, pageSize: 100 });
    expectCode(res, 200);
    const mine = res.body.data.list.filter((o: any) => o.orderNumber?.startsWith(P));
    expect(mine).toHaveLength(8);
    expect(res.body.data.total).toBe(8);
    const cashSale = mine.find((o: any) => o.orderNumber.endsWith(`${A.serial}-1-100`));
    expect(cashSale).toMatchObject({
      serialNum: A.serial,
      laneNo: '1',
      goodsId: g1,
      amount: 100,
      currency: 'JPY',
      payKind: 'cash',
      payStatus: 'normal',
      paidAmount: 100,
      revoked: false,
    });
    const online = mine.find((o: any) => o.orderNumber.endsWith(`${A.serial}-2-200`));
    expect(online).toMatchObject({ payKind: 'online', payType: 1, payStatus: 'paid', revoked: false });
    expect(mine.find((o: any) => o.orderNumber.endsWith('-150'))).toMatchObject({ payKind: 'none', payStatus: null, revoked: false });
    expect(
      mine
        .filter((o: any) => o.revoked)
        .map((o: any) => o.amount)
        .sort(),
    ).toEqual([300, 80]);
    // newest first
    expect(mine[0].orderNumber).toContain('2025-01-05');
  });

  it('filters: device, payment kind, revoked, order number; sorts by amount', async () => {
    const q = (f: object) => call('payOrderSnapshoot/pageList', 'merchant01', { ...RANGE, pageSize: 100, ...f });
    expect((await q({ serialNum: B.serial })).body.data.total).toBe(3);
    expect((await q({ payKind: 'cash' })).body.data.total).toBe(3);
    expect((await q({ payKind: 'none' })).body.data.total).toBe(2);
    expect((await q({ revoked: true })).body.data.total).toBe(2);
    expect((await q({ goodsId: g2 })).body.data.total).toBe(3);
    expect((await q({ startDay: '2025-01-04', endDay: '2025-01-04' })).body.data.total).toBe(2);
    const sorted = (await q({ sort: { field: 'amount', order: 'asc' } })).body.data.list.map((o: any) => o.amount);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  });

  it('a range is of whole Tokyo days: a vend at 23:59:59.999 is of its day, one at midnight of the next', async () => {
    const at = (iso: string, no: string) =>
      s.db.query('insert into vend_records (device_id, lane_no, goods_id, amount, result, order_no, sold_at) values ($1, $2, $3, $4, $5, $6, $7)', [
        A.id,
        '9',
        g1,
        10,
        'ok',
        `${P}-${no}`,
        new Date(iso),
      ]);
    await at('2025-01-06T23:59:59.999+09:00', 'late');
    await at('2025-01-07T00:00:00+09:00', 'midnight');
    const numbers = async (startDay: string, endDay: string) =>
      (await call('payOrderSnapshoot/pageList', 'merchant01', { startDay, endDay, laneNo: '9', pageSize: 100 })).body.data.list.map((o: any) =>
        o.orderNumber.slice(P.length + 1),
      );
    expect(await numbers('2025-01-06', '2025-01-06')).toEqual(['late']);
    expect(await numbers('2025-01-07', '2025-01-07')).toEqual(['midnight']);
    expect(await numbers('2025-01-06', '2025-01-07')).toEqual(['midnight', 'late']);
    await s.db.query('delete from vend_records where device_id = $1 and lane_no = $2', [A.id, '9']);
  });

  it('by order number; another organisation’s is 209081 and its list is empty', async () => {
    const no = `${P}-2025-01-04-${B.serial}-2-500`;
    const res = await call(`payOrderSnapshoot/getByOrderNo/${encodeURIComponent(no)}`, 'merchant01');
    expectCode(res, 200);
    expect(res.body.data).toMatchObject({ orderNumber: no, goodsId: g2, laneNo: '2', payKind: 'online', payMethod: 'WeChatPay', digits: 0, symbol: '¥' });
    expectCode(await call(`payOrderSnapshoot/getByOrderNo/${encodeURIComponent(no)}`, 'merchant02'), 209081, 404);
    expectCode(await call('payOrderSnapshoot/getByOrderNo/NOPE', 'admin'), 209081, 404);
    expect((await call('payOrderSnapshoot/pageList', 'merchant02', RANGE)).body.data.total).toBe(0);
  });

  it('the currencies of the range', async () => {
    const res = await call('payOrderSnapshoot/currencyList', 'merchant01', RANGE);
    expectCode(res, 200);
    expect(res.body.data).toEqual([{ currency: 'JPY', count: 8, symbol: '¥', digits: 0 }]);
  });

  it('ranges: required, in order, at most a year; permission codes', async () => {
    expectCode(await call('payOrderSnapshoot/pageList', 'merchant01', {}), 100001, 400);
    expectCode(await call('payOrderSnapshoot/pageList', 'merchant01', { startDay: '2025-01-05', endDay: '2025-01-01' }), 209080, 400);
    expectCode(await call('payOrderStats/trend', 'merchant01', { startDay: '2024-01-01', endDay: '2025-01-05' }), 209080, 400);
    expectCode(await call('payOrderStats/trend', 'merchant01', { startDay: '2024-01-06', endDay: '2025-01-05' }), 200);
    expectCode(await call('payOrderStats/top', 'merchant01', { ...RANGE, limit: 51 }), 100001, 400);
    expectCode(await call('payOrderSnapshoot/pageList', 'store01', RANGE), 101005, 403);
    expectCode(await call('payOrderSnapshoot/pageList', 'viewer01', RANGE), 200);
    expectCode(await call('payOrderStats/top', 'viewer01', RANGE), 101005, 403);
    expectCode(await call('payOrderSnapshoot/export', 'viewer01', RANGE), 101005, 403);
  });

  it('exports the filtered orders, revoked ones marked', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/payOrderSnapshoot/export',
      headers: { authorization: `Bearer ${tokens.merchant01}`, 'accept-language': 'en' },
      payload: RANGE,
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as any);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Sold at');
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push(row);
    });
    expect(rows).toHaveLength(8);
    const revoked = rows.filter((r) => r.getCell(11).value === 'Yes').map((r) => r.getCell(6).value);
    expect(revoked.sort()).toEqual([300, 80]);
    expect(rows.find((r) => r.getCell(6).value === 120)!.getCell(8).value).toBe('Failed');
  });
});

describe('vending order statistics', () => {
  it("the demo's sales each name their lane's good, so top goods has no nameless entry", async () => {
    const [d] = await s.db.query<{ n: number; nameless: number }>(
      `select count(*)::int as n, count(*) filter (where g.name is null)::int as nameless
         from vend_records v left join goods g on g.id = v.goods_id where v.order_no like 'DEMO-V%'`,
    );
    expect(d.n).toBeGreaterThan(0);
    expect(d.nameless).toBe(0);
  });

  it('top goods and devices by sales, revoked and failed left out', async () => {
    const goods = await call('payOrderStats/top', 'merchant01', { ...RANGE, dimension: 'goods' });
    expectCode(goods, 200);
    expect(goods.body.data).toMatchObject({ currency: 'JPY', digits: 0 });
    expect(goods.body.data.list.map((r: any) => [r.goodsId, r.count, r.amount])).toEqual([
      [g2, 2, 700],
      [g1, 3, 500],
    ]);
    const devices = await call('payOrderStats/top', 'merchant01', { ...RANGE, dimension: 'device', limit: 1 });
    expect(devices.body.data.list).toEqual([{ deviceId: B.id, serialNum: B.serial, count: 2, amount: 750 }]);
    const other = await call('payOrderStats/top', 'merchant02', RANGE);
    expect(other.body.data.list).toEqual([]);
  });

  it('the trend: every day of the range, 0 without sales', async () => {
    const res = await call('payOrderStats/trend', 'merchant01', RANGE);
    expectCode(res, 200);
    expect(res.body.data.list).toEqual([
      { day: '2025-01-01', count: 2, amount: 300 },
      { day: '2025-01-02', count: 1, amount: 150 },
      { day: '2025-01-03', count: 0, amount: 0 },
      { day: '2025-01-04', count: 1, amount: 500 },
      { day: '2025-01-05', count: 1, amount: 250 },
    ]);
  });

  it('the regression of daily sales equals the hand computation', async () => {
    // y = 300, 150, 0, 500, 250 at x = 0..4: mean x 2, mean y 240; Sxy = -2·60 + -1·-90 + 0 + 1·260 + 2·10 = 250;
    // Sxx = 10; Syy = 60² + 90² + 240² + 260² + 10² = 137000; slope = 25, intercept = 240 - 2·25 = 190, r² = 250² / (10·137000)
    const res = await call('payOrderStats/regression', 'merchant01', RANGE);
    expectCode(res, 200);
    const d = res.body.data;
    expect(d.slope).toBeCloseTo(25, 9);
    expect(d.intercept).toBeCloseTo(190, 9);
    expect(d.r2).toBeCloseTo(62500 / 1370000, 12);
    expect(d).toMatchObject({ days: 5, averageDaily: 240, total: 1200, currency: 'JPY' });
  });

  it('the stat page per day and device, with cash and online parts', async () => {
    const res = await call('payOrderStats/statPage', 'merchant01', { ...RANGE, pageSize: 2 });
    expectCode(res, 200);
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.list).toEqual([
      expect.objectContaining({ day: '2025-01-05', serialNum: B.serial, count: 1, amount: 250, cashAmount: 250, onlineAmount: 0 }),
      expect.objectContaining({ day: '2025-01-04', serialNum: B.serial, count: 1, amount: 500, cashAmount: 0, onlineAmount: 500 }),
    ]);
    const page2 = await call('payOrderStats/statPage', 'merchant01', { ...RANGE, pageSize: 2, pageNum: 2 });
    expect(page2.body.data.list).toEqual([
      expect.objectContaining({ day: '2025-01-02', serialNum: A.serial, count: 1, amount: 150, cashAmount: 0, onlineAmount: 0 }),
      expect.objectContaining({ day: '2025-01-01', serialNum: A.serial, count: 2, amount: 300, cashAmount: 100, onlineAmount: 200 }),
    ]);
  });

  it('another currency has its own figures', async () => {
    const res = await call('payOrderStats/trend', 'merchant01', { ...RANGE, currency: 'USD' });
    expect(res.body.data.list.every((r: any) => r.amount === 0)).toBe(true);
  });
});
