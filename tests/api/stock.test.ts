/**
 * Storage stock, the stock change log, the storage lookups and purchase/return orders
 * (openapi/retail/stock.yaml): every call, each refusal, the organisation scope and function codes from the
 * refused side, and the races — two confirms of one order, two adjustments taking the last units — with
 * exactly one log row per applied change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let orgs: Record<string, number>;
/** Enabled goods of 東京ベンディング, なにわ自販機. */
let tokyoGoods: { id: number; barcode: string; name: string }[];
let naniwaGoods: { id: number }[];
let tokyoSupplier: number;
let tokyoSupplierOff: number;
let naniwaSupplier: number;

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'viewer01', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  orgs = { tokyoVend: await orgId(s.db, '東京ベンディング'), naniwa: await orgId(s.db, 'なにわ自販機'), shibuya: await orgId(s.db, '渋谷駅前店') };
  tokyoGoods = await s.db.query('select id, barcode, name from goods where org_id = $1 and status = 1 order by id', [orgs.tokyoVend]);
  naniwaGoods = await s.db.query('select id from goods where org_id = $1 and status = 1 order by id', [orgs.naniwa]);
  [{ id: tokyoSupplier }] = await s.db.query<{ id: number }>('select id from suppliers where org_id = $1 and status = 1 order by id limit 1', [orgs.tokyoVend]);
  [{ id: tokyoSupplierOff }] = await s.db.query<{ id: number }>('select id from suppliers where org_id = $1 and status = 0 order by id limit 1', [
    orgs.tokyoVend,
  ]);
  [{ id: naniwaSupplier }] = await s.db.query<{ id: number }>('select id from suppliers where org_id = $1 and status = 1 order by id limit 1', [orgs.naniwa]);
});
afterAll(async () => s?.close());

const post = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/${path}`, { token: tokens[as], body, lang });
const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};
const quantityOf = async (goodsId: number) =>
  (await s.db.query<{ quantity: number }>('select quantity from storage_stock where goods_id = $1', [goodsId]))[0]?.quantity ?? 0;
const logCount = async (goodsId: number) =>
  (await s.db.query<{ n: number }>('select count(*)::int as n from stock_change_logs where goods_id = $1', [goodsId]))[0].n;
/** A good of 東京ベンディング of its own (never stocked), so tests do not share quantities. */
let seq = 0;
async function freshGood(org = orgs.tokyoVend): Promise<number> {
  seq++;
  const [{ id }] = await s.db.query<{ id: number }>(
    `insert into goods (org_id, brand, name, category_id, spec, spec_unit, barcode, purchase_price, default_price, reference_price)
     values ($1, 'テスト', $2, 1, 1, '個', $3, 50, 100, 100) returning id`,
    [org, `在庫テスト${seq}`, `4988000${String(seq).padStart(6, '0')}`],
  );
  return id;
}
async function saveOrder(as: string, body: Record<string, unknown>): Promise<{ id: number; orderNo: string }> {
  const res = await post('purchaseOrder/save', as, body);
  expectCode(res, 200);
  expect(Object.keys(res.body.data).sort()).toEqual(['id', 'orderNo']);
  return res.body.data;
}

describe('storage stock: list and adjust', () => {
  it('lists every good of the subtree with its stock (0 when never stocked), lowest first, filters in SQL', async () => {
    const fresh = await freshGood();
    const res = await post('stock/list/page', 'merchant01', { pageNum: 1, pageSize: 100 });
    expectCode(res, 200);
    const list = res.body.data.list;
    expect(res.body.data.total).toBe(list.length);
    expect(list.find((r: any) => r.goodsId === fresh)).toMatchObject({ id: fresh, quantity: 0, orgName: '東京ベンディング', updatedAt: null });
    expect(list.map((r: any) => r.quantity)).toEqual([...list.map((r: any) => r.quantity)].sort((a, b) => a - b));
    expect(list.every((r: any) => r.orgId === orgs.tokyoVend || r.orgId === orgs.shibuya || r.orgName)).toBe(true);
    const seeded = list.find((r: any) => r.goodsId === tokyoGoods[1].id);
    expect(seeded.quantity).toBeGreaterThan(0);
    expect((await post('stock/list/page', 'merchant01', { barcode: tokyoGoods[1].barcode })).body.data.list.map((r: any) => r.goodsId)).toEqual([
      tokyoGoods[1].id,
    ]);
    const low = (await post('stock/list/page', 'merchant01', { lowStock: 0, pageSize: 100 })).body.data.list;
    expect(low.every((r: any) => r.quantity === 0)).toBe(true);
    expect(low.some((r: any) => r.goodsId === fresh)).toBe(true);
    const sorted = (await post('stock/list/page', 'merchant01', { sort: { field: 'quantity', order: 'desc' }, pageSize: 3 })).body.data.list;
    expect(sorted[0].quantity).toBeGreaterThanOrEqual(sorted[1].quantity);
  });

  it('adjusts by a delta or to a new quantity, one manualAdjust log row each, with the reason and operator', async () => {
    const g = await freshGood();
    const up = await post('stock/adjust', 'merchant01', { goodsId: g, delta: 10, reason: '棚卸' });
    expectCode(up, 200);
    expect(up.body.data).toEqual({ goodsId: g, before: 0, after: 10 });
    expect((await post('stock/adjust', 'merchant01', { goodsId: g, quantity: 4, reason: '破損' })).body.data).toEqual({ goodsId: g, before: 10, after: 4 });
    expect(await quantityOf(g)).toBe(4);
    const log = await post('stockChangeLog/list/page', 'merchant01', { goodsId: g });
    expect(log.body.data.total).toBe(2);
    expect(log.body.data.list[0]).toMatchObject({
      goodsId: g,
      kind: 'manualAdjust',
      delta: -6,
      before: 10,
      after: 4,
      reason: '破損',
      operatorName: '伊藤 翔',
      serialNum: null,
      laneNo: null,
    });
    expect(log.body.data.list[1]).toMatchObject({ delta: 10, before: 0, after: 10, reason: '棚卸' });
  });

  it('refuses below 0 (209021), above 999999 (209022), no change (209037), an unknown good (209008), bad bodies (100001)', async () => {
    const g = await freshGood();
    await post('stock/adjust', 'merchant01', { goodsId: g, delta: 5, reason: 'r' });
    expectCode(await post('stock/adjust', 'merchant01', { goodsId: g, delta: -6, reason: 'r' }), 209021, 409);
    expectCode(await post('stock/adjust', 'merchant01', { goodsId: g, delta: 999_995, reason: 'r' }), 209022, 409);
    expectCode(await post('stock/adjust', 'merchant01', { goodsId: g, quantity: 5, reason: 'r' }), 209037, 409);
    expectCode(await post('stock/adjust', 'merchant01', { goodsId: 99_999_999, delta: 1, reason: 'r' }), 209008, 404);
    expect((await post('stock/adjust', 'merchant01', { goodsId: g, delta: -6, reason: 'r' }, 'en')).body.msg).toBe('There is not enough stock');
    for (const bad of [
      { goodsId: g, reason: 'r' }, // neither quantity nor delta
      { goodsId: g, delta: 1, quantity: 2, reason: 'r' }, // both
      { goodsId: g, delta: 0, reason: 'r' },
      { goodsId: g, quantity: 1_000_000, reason: 'r' },
      { goodsId: g, delta: 1 }, // no reason
      { goodsId: g, delta: 1, reason: '   ' },
      { goodsId: g, delta: 1, reason: 'x'.repeat(201) },
    ])
      expectCode(await post('stock/adjust', 'merchant01', bad), 100001, 400);
    expect(await quantityOf(g)).toBe(5);
    expect(await logCount(g)).toBe(1);
  });

  it('of two adjustments taking the last units at once, one is applied and one refused (209021); one log row', async () => {
    for (let round = 0; round < 3; round++) {
      const g = await freshGood();
      await post('stock/adjust', 'merchant01', { goodsId: g, delta: 3, reason: 'r' });
      const answers = await Promise.all([
        post('stock/adjust', 'merchant01', { goodsId: g, delta: -3, reason: 'a' }),
        post('stock/adjust', 'merchant01', { goodsId: g, delta: -2, reason: 'b' }),
      ]);
      expect(answers.map((a) => a.body.code).sort()).toEqual([200, 209021]);
      expect(await logCount(g)).toBe(2);
      const [{ after }] = await s.db.query<{ after: number }>('select after from stock_change_logs where goods_id = $1 order by id desc limit 1', [g]);
      expect(await quantityOf(g)).toBe(after);
    }
  });
});

describe('storage lookups', () => {
  it("getGoodsInfoFromStorage: an organisation's enabled goods with their stock, by keyword, within scope", async () => {
    const res = await post('goods/getGoodsInfoFromStorage', 'merchant01', {});
    expectCode(res, 200);
    const ids = res.body.data.map((r: any) => r.goodsId);
    for (const g of tokyoGoods) expect(ids).toContain(g.id);
    expect(res.body.data.every((r: any) => r.orgId === orgs.tokyoVend && typeof r.quantity === 'number')).toBe(true);
    const one = (await post('goods/getGoodsInfoFromStorage', 'merchant01', { keyword: tokyoGoods[0].barcode })).body.data;
    expect(one.map((r: any) => r.goodsId)).toEqual([tokyoGoods[0].id]);
    expect(one[0].quantity).toBe(await quantityOf(tokyoGoods[0].id));
    expectCode(await post('goods/getGoodsInfoFromStorage', 'merchant01', { orgId: orgs.naniwa }), 200006, 403);
    expectCode(await post('goods/getGoodsInfoFromStorage', 'merchant01', { orgId: 99_999_999 }), 200001, 404);
    expectCode(await post('goods/getGoodsInfoFromStorage', 'merchant01'), 200);
  });

  it("getGoodsInfoFromAllStorageByBarCode: the barcode's stock in every storage of the caller's scope, nearest first", async () => {
    const barcode = tokyoGoods[0].barcode;
    const all = await post(`goods/getGoodsInfoFromAllStorageByBarCode/${barcode}`, 'admin');
    expectCode(all, 200);
    expect(all.body.data.length).toBeGreaterThanOrEqual(1);
    const mine = (await post(`goods/getGoodsInfoFromAllStorageByBarCode/${barcode}`, 'merchant01')).body.data;
    expect(mine.map((r: any) => r.orgId)).toEqual([orgs.tokyoVend]);
    expect(mine[0].quantity).toBe(await quantityOf(tokyoGoods[0].id));
    expectCode(await post('goods/getGoodsInfoFromAllStorageByBarCode/4900000999999', 'merchant01'), 209008, 404);
    expectCode(await post('goods/getGoodsInfoFromAllStorageByBarCode/abc', 'merchant01'), 100001, 400);
  });
});

describe('the stock change log', () => {
  it('answers the seeded history newest first, with goods, kinds, reference numbers and operators; filters', async () => {
    const res = await post('stockChangeLog/list/page', 'merchant01', { pageNum: 1, pageSize: 100 });
    expectCode(res, 200);
    const list = res.body.data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((r: any) => r.id)).toEqual([...list.map((r: any) => r.id)].sort((a, b) => b - a));
    expect(list.every((r: any) => r.after === r.before + r.delta)).toBe(true);
    const purchase = list.find((r: any) => r.kind === 'purchase');
    expect(purchase).toMatchObject({ refNo: expect.stringMatching(/^PO\d{14}$/), goodsName: expect.any(String), barcode: expect.any(String) });
    const byKind = (await post('stockChangeLog/list/page', 'merchant01', { kind: 'return', pageSize: 100 })).body.data.list;
    expect(byKind.length).toBeGreaterThan(0);
    expect(byKind.every((r: any) => r.kind === 'return' && r.delta < 0)).toBe(true);
    const byRef = (await post('stockChangeLog/list/page', 'merchant01', { refNo: purchase.refNo, pageSize: 100 })).body.data.list;
    expect(byRef.every((r: any) => r.refNo === purchase.refNo)).toBe(true);
    const future = await post('stockChangeLog/list/page', 'merchant01', { startTime: '2999-01-01T00:00:00Z' });
    expect(future.body.data).toEqual({ list: [], total: 0, totalCapped: false });
    const past = await post('stockChangeLog/list/page', 'merchant01', { endTime: '2000-01-01T00:00:00Z' });
    expect(past.body.data.total).toBe(0);
    expect((await post('stockChangeLog/list/page', 'merchant01', { serialNum: 'NO-SUCH-DEVICE' })).body.data.total).toBe(0);
    expect((await post('stockChangeLog/list/page', 'merchant01', { pageNum: 2, pageSize: 1 })).body.data.list).toHaveLength(1);
    expectCode(await post('stockChangeLog/list/page', 'merchant01', { kind: 'steal' }), 100001, 400);
  });

  it('counts its total up to 10000 (then totalCapped), and pages reach as far', async () => {
    const g = await freshGood();
    // 10,005 changes of one good, each continuing the last (the check: after = before + delta)
    await s.db.query(
      `insert into stock_change_logs (org_id, goods_id, kind, delta, before, after, operator_id)
       select $1, $2, 'manualAdjust', 1, i - 1, i, null from generate_series(1, 10005) i`,
      [orgs.tokyoVend, g],
    );
    const first = (await post('stockChangeLog/list/page', 'merchant01', { goodsId: g, pageSize: 100 })).body.data;
    expect([first.total, first.totalCapped, first.list.length, first.list[0].after]).toEqual([10_000, true, 100, 10_005]);
    const last = (await post('stockChangeLog/list/page', 'merchant01', { goodsId: g, pageSize: 100, pageNum: 100 })).body.data;
    expect(last.list.map((r: any) => r.after).at(-1)).toBe(6);
    expect((await post('stockChangeLog/list/page', 'merchant01', { goodsId: g, pageSize: 100, pageNum: 101 })).body.data.list).toEqual([]);
    const exact = (await post('stockChangeLog/list/page', 'merchant01', { goodsId: tokyoGoods[2].id })).body.data;
    expect(exact.totalCapped).toBe(false);
  });

  it("shows a lane's change with its device and lane", async () => {
    const g = tokyoGoods[0].id;
    const [device] = await s.db.query<{ id: number; serial_num: string }>('select id, serial_num from devices where org_id = $1 order by id limit 1', [
      orgs.tokyoVend,
    ]);
    const [{ id: lane }] = await s.db.query<{ id: number }>(
      `insert into lanes (device_id, lane_no, row_no, col_no, goods_id, price, stock, max_stock) values ($1, 'S9', 19, 19, $2, 150, 0, 10) returning id`,
      [device.id, g],
    );
    const { changeLaneStock } = await import('../../src/server/areas/retail/stock-ledger.js');
    await s.db.transaction((tx) => changeLaneStock(tx, lane, { kind: 'vendingReplenish', delta: 4, refNo: 'SL-1' }));
    const list = (await post('stockChangeLog/list/page', 'merchant01', { serialNum: device.serial_num })).body.data.list;
    expect(list[0]).toMatchObject({ kind: 'vendingReplenish', serialNum: device.serial_num, laneNo: 'S9', delta: 4, operatorId: null, operatorName: null });
  });
});

describe('purchase and return orders', () => {
  it('saves a draft with a generated unique number, reads it back with lines; nothing touches stock', async () => {
    const g = await freshGood();
    const before = await logCount(g);
    const { id, orderNo } = await saveOrder('merchant01', {
      type: 'purchase',
      supplierId: tokyoSupplier,
      items: [{ goodsId: g, quantity: 24, purchasePrice: 50.5 }],
      remark: '春の仕入',
    });
    expect(orderNo).toMatch(/^PO\d{8}\d{6}$/);
    const second = await saveOrder('merchant01', { type: 'return', supplierId: tokyoSupplier, items: [{ goodsId: g, quantity: 1, purchasePrice: 50 }] });
    expect(second.orderNo).toMatch(/^RO/);
    expect(second.orderNo).not.toBe(orderNo);
    const one = await s.call('POST', `/api/purchaseOrder/get/${id}`, { token: tokens.merchant01 });
    expectCode(one, 200);
    expect(one.body.data).toMatchObject({
      id,
      orderNo,
      type: 'purchase',
      status: 'draft',
      supplierId: tokyoSupplier,
      orgId: orgs.tokyoVend,
      remark: '春の仕入',
      creatorName: '伊藤 翔',
      itemCount: 1,
      totalQuantity: 24,
      totalAmount: 1212,
      questionOpen: false,
      confirmedAt: null,
      questions: [],
      items: [{ lineNo: 1, goodsId: g, quantity: 24, purchasePrice: 50.5, amount: 1212, stock: 0 }],
    });
    expect(await logCount(g)).toBe(before);
  });

  it('edits a draft (lines replaced), confirms it once: stock and log move together; then it is fixed (209031)', async () => {
    const [a, b] = [await freshGood(), await freshGood()];
    const { id, orderNo } = await saveOrder('merchant01', {
      type: 'purchase',
      supplierId: tokyoSupplier,
      items: [{ goodsId: a, quantity: 5, purchasePrice: 10 }],
    });
    const upd = await post('purchaseOrder/update', 'merchant01', {
      id,
      type: 'purchase',
      supplierId: tokyoSupplier,
      items: [
        { goodsId: a, quantity: 7, purchasePrice: 10 },
        { goodsId: b, quantity: 3, purchasePrice: 20 },
      ],
    });
    expectCode(upd, 200);
    expect(upd.body.data).toEqual({ id, orderNo });
    const conf = await s.call('POST', `/api/purchaseOrder/confirm/${id}`, { token: tokens.merchant01 });
    expectCode(conf, 200);
    expect(conf.body.data).toEqual({ id, status: 'confirmed' });
    expect([await quantityOf(a), await quantityOf(b)]).toEqual([7, 3]);
    const log = (await post('stockChangeLog/list/page', 'merchant01', { refNo: orderNo })).body.data.list;
    expect(log.map((r: any) => [r.goodsId, r.kind, r.delta]).sort()).toEqual(
      [
        [a, 'purchase', 7],
        [b, 'purchase', 3],
      ].sort(),
    );
    expectCode(await s.call('POST', `/api/purchaseOrder/confirm/${id}`, { token: tokens.merchant01 }), 209031, 409);
    expectCode(
      await post('purchaseOrder/update', 'merchant01', {
        id,
        type: 'purchase',
        supplierId: tokyoSupplier,
        items: [{ goodsId: a, quantity: 1, purchasePrice: 10 }],
      }),
      209031,
      409,
    );
    // a confirmed order is refused as such before its supplier is looked at
    expectCode(
      await post('purchaseOrder/update', 'merchant01', {
        id,
        type: 'purchase',
        supplierId: tokyoSupplierOff,
        items: [{ goodsId: a, quantity: 1, purchasePrice: 10 }],
      }),
      209031,
      409,
    );
    expect((await s.call('POST', `/api/purchaseOrder/get/${id}`, { token: tokens.merchant01 })).body.data).toMatchObject({
      status: 'confirmed',
      confirmedByName: '伊藤 翔',
      confirmedAt: expect.any(String),
    });
    expect([await quantityOf(a), await logCount(a)]).toEqual([7, 1]);
  });

  it('a return takes stock away; more than is in stock is 209021 and nothing of the order is applied', async () => {
    const [a, b] = [await freshGood(), await freshGood()];
    await post('stock/adjust', 'merchant01', { goodsId: a, delta: 10, reason: 'r' });
    await post('stock/adjust', 'merchant01', { goodsId: b, delta: 1, reason: 'r' });
    const bad = await saveOrder('merchant01', {
      type: 'return',
      supplierId: tokyoSupplier,
      items: [
        { goodsId: a, quantity: 4, purchasePrice: 10 },
        { goodsId: b, quantity: 2, purchasePrice: 10 },
      ],
    });
    expectCode(await s.call('POST', `/api/purchaseOrder/confirm/${bad.id}`, { token: tokens.merchant01 }), 209021, 409);
    expect([await quantityOf(a), await quantityOf(b), await logCount(a), await logCount(b)]).toEqual([10, 1, 1, 1]);
    expect((await s.call('POST', `/api/purchaseOrder/get/${bad.id}`, { token: tokens.merchant01 })).body.data.status).toBe('draft');
    const good = await saveOrder('merchant01', { type: 'return', supplierId: tokyoSupplier, items: [{ goodsId: a, quantity: 4, purchasePrice: 10 }] });
    expectCode(await s.call('POST', `/api/purchaseOrder/confirm/${good.id}`, { token: tokens.merchant01 }), 200);
    expect(await quantityOf(a)).toBe(6);
    const g = await freshGood();
    await post('stock/adjust', 'merchant01', { goodsId: g, quantity: 999_999, reason: 'r' });
    const over = await saveOrder('merchant01', { type: 'purchase', supplierId: tokyoSupplier, items: [{ goodsId: g, quantity: 1, purchasePrice: 10 }] });
    expectCode(await s.call('POST', `/api/purchaseOrder/confirm/${over.id}`, { token: tokens.merchant01 }), 209022, 409);
  });

  it('of two confirms of one order at once, exactly one applies; the log has one row per line', async () => {
    for (let round = 0; round < 3; round++) {
      const g = await freshGood();
      const { id } = await saveOrder('merchant01', { type: 'purchase', supplierId: tokyoSupplier, items: [{ goodsId: g, quantity: 9, purchasePrice: 10 }] });
      const answers = await Promise.all([1, 2].map(() => s.call('POST', `/api/purchaseOrder/confirm/${id}`, { token: tokens.merchant01 })));
      expect(answers.map((a) => a.body.code).sort()).toEqual([200, 209031]);
      expect([await quantityOf(g), await logCount(g)]).toEqual([9, 1]);
    }
  });

  it('refuses a disabled supplier (209033), one outside the scope (203040), a good outside the scope (209008), a good of another organisation (209038), a good twice (209034), bad lines (100001)', async () => {
    const g = tokyoGoods[0].id;
    const line = { goodsId: g, quantity: 1, purchasePrice: 10 };
    expectCode(await post('purchaseOrder/save', 'merchant01', { type: 'purchase', supplierId: tokyoSupplierOff, items: [line] }), 209033, 409);
    expectCode(await post('purchaseOrder/save', 'merchant01', { type: 'purchase', supplierId: naniwaSupplier, items: [line] }), 203040, 404);
    expectCode(await post('purchaseOrder/save', 'merchant01', { type: 'purchase', supplierId: 99_999_999, items: [line] }), 203040, 404);
    expectCode(
      await post('purchaseOrder/save', 'merchant01', { type: 'purchase', supplierId: tokyoSupplier, items: [{ ...line, goodsId: naniwaGoods[0].id }] }),
      209008,
      404,
    );
    expectCode(
      await post('purchaseOrder/save', 'merchant01', { type: 'purchase', supplierId: tokyoSupplier, items: [line, { ...line, quantity: 2 }] }),
      209034,
      409,
    );
    // the platform's order with a merchant's good: the good exists and is enabled, it is another organisation's
    // — said as such, on its line (not "missing or disabled")
    const foreign = await post('purchaseOrder/save', 'admin', {
      type: 'purchase',
      supplierId: tokyoSupplier,
      items: [line, { ...line, goodsId: tokyoGoods[1].id }],
    });
    expectCode(foreign, 209038, 409);
    expect(foreign.body.fields.map((f: { field: string }) => f.field)).toEqual(['items.0.goodsId', 'items.1.goodsId']);
    expectCode(await post('purchaseOrder/save', 'admin', { type: 'purchase', supplierId: tokyoSupplier, orgId: orgs.tokyoVend, items: [line] }), 200, 200);
    expectCode(await post('purchaseOrder/save', 'merchant01', { type: 'purchase', supplierId: tokyoSupplier, items: [line], orgId: orgs.naniwa }), 200006, 403);
    const many = Array.from({ length: 101 }, (_, i) => ({ ...line, goodsId: i + 1 }));
    for (const bad of [
      { type: 'purchase', supplierId: tokyoSupplier, items: [] },
      { type: 'purchase', supplierId: tokyoSupplier, items: many },
      { type: 'manualAdjust', supplierId: tokyoSupplier, items: [line] },
      { type: 'purchase', supplierId: tokyoSupplier, items: [{ ...line, quantity: 0 }] },
      { type: 'purchase', supplierId: tokyoSupplier, items: [{ ...line, quantity: 1_000_000 }] },
      { type: 'purchase', supplierId: tokyoSupplier, items: [{ ...line, purchasePrice: 0 }] },
      { type: 'purchase', items: [line] },
    ])
      expectCode(await post('purchaseOrder/save', 'merchant01', bad), 100001, 400);
    expectCode(await post('purchaseOrder/update', 'merchant01', { id: 99_999_999, type: 'purchase', supplierId: tokyoSupplier, items: [line] }), 209030, 404);
    expectCode(await s.call('POST', '/api/purchaseOrder/get/99999999', { token: tokens.merchant01 }), 209030, 404);
    expectCode(await s.call('POST', '/api/purchaseOrder/confirm/99999999', { token: tokens.merchant01 }), 209030, 404);
  });

  it('lists orders newest first with totals, filtered by type, status, number, supplier and open question', async () => {
    const res = await post('purchaseOrder/list/page', 'merchant01', { pageSize: 100 });
    expectCode(res, 200);
    const list = res.body.data.list;
    expect(list.map((r: any) => r.id)).toEqual([...list.map((r: any) => r.id)].sort((a, b) => b - a));
    expect(list.every((r: any) => r.orgId === orgs.tokyoVend)).toBe(true);
    const drafts = (await post('purchaseOrder/list/page', 'merchant01', { status: 'draft', type: 'purchase', pageSize: 100 })).body.data.list;
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((r: any) => r.status === 'draft' && r.type === 'purchase')).toBe(true);
    const one = (await post('purchaseOrder/list/page', 'merchant01', { orderNo: list[0].orderNo })).body.data;
    expect(one.list.map((r: any) => r.id)).toEqual([list[0].id]);
    expect(
      (await post('purchaseOrder/list/page', 'merchant01', { supplierId: tokyoSupplier, pageSize: 100 })).body.data.list.every(
        (r: any) => r.supplierId === tokyoSupplier,
      ),
    ).toBe(true);
    const open = (await post('purchaseOrder/list/page', 'merchant01', { questionOpen: true })).body.data.list;
    expect(open.length).toBeGreaterThan(0); // the seeded question
    expect(open.every((r: any) => r.questionOpen)).toBe(true);
  });

  it('raises a question, shows it on the order, refuses a second open one (209035), resolves it once (209036 after)', async () => {
    const { id } = await saveOrder('merchant01', {
      type: 'purchase',
      supplierId: tokyoSupplier,
      items: [{ goodsId: tokyoGoods[0].id, quantity: 1, purchasePrice: 10 }],
    });
    expectCode(await post('purchaseOrder/question/resolve', 'merchant01', { id }), 209036, 409);
    const q = await post('purchaseOrder/question', 'merchant01', { id, text: '入荷数が 2 個少ない' });
    expectCode(q, 200);
    expectCode(await post('purchaseOrder/question', 'merchant01', { id, text: 'もう一つ' }), 209035, 409);
    let order = (await s.call('POST', `/api/purchaseOrder/get/${id}`, { token: tokens.merchant01 })).body.data;
    expect(order.questionOpen).toBe(true);
    expect(order.questions).toEqual([expect.objectContaining({ id: q.body.data.id, text: '入荷数が 2 個少ない', raisedByName: '伊藤 翔', resolvedAt: null })]);
    expectCode(await post('purchaseOrder/question/resolve', 'merchant01', { id, answer: '仕入先が追送済み' }), 200);
    expectCode(await post('purchaseOrder/question/resolve', 'merchant01', { id }), 209036, 409);
    order = (await s.call('POST', `/api/purchaseOrder/get/${id}`, { token: tokens.merchant01 })).body.data;
    expect(order.questionOpen).toBe(false);
    expect(order.questions[0]).toMatchObject({ answer: '仕入先が追送済み', resolvedByName: '伊藤 翔', resolvedAt: expect.any(String) });
    // times inside the lines are written as every other time of an answer is (UTC, milliseconds, Z), and in order
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    expect(order.questions[0].raisedAt).toMatch(iso);
    expect(order.questions[0].resolvedAt).toMatch(iso);
    expect(order.questions[0].raisedAt <= order.questions[0].resolvedAt && order.createdAt <= order.questions[0].raisedAt).toBe(true);
    // a new question after the first was resolved; two raised at once: one wins
    const both = await Promise.all([
      post('purchaseOrder/question', 'merchant01', { id, text: 'A' }),
      post('purchaseOrder/question', 'merchant01', { id, text: 'B' }),
    ]);
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 209035]);
    expectCode(await post('purchaseOrder/question', 'merchant01', { id, text: '   ' }), 100001, 400);
    expectCode(await post('purchaseOrder/question', 'merchant01', { id: 99_999_999, text: 'x' }), 209030, 404);
  });
});

describe('scope and permissions', () => {
  it("a merchant neither sees nor changes another merchant's stock or orders", async () => {
    const theirs = naniwaGoods[0].id;
    const before = await quantityOf(theirs);
    expectCode(await post('stock/adjust', 'merchant01', { goodsId: theirs, delta: 1, reason: 'r' }), 209008, 404);
    expect(await quantityOf(theirs)).toBe(before);
    const stock = (await post('stock/list/page', 'merchant01', { pageSize: 100 })).body.data.list;
    expect(stock.some((r: any) => r.goodsId === theirs)).toBe(false);
    expectCode(await post('stock/list/page', 'merchant01', { orgId: orgs.naniwa }), 200006, 403);
    const log = (await post('stockChangeLog/list/page', 'merchant01', { goodsId: theirs })).body.data;
    expect(log.total).toBe(0);
    expectCode(await post('stockChangeLog/list/page', 'merchant01', { orgId: orgs.naniwa }), 200006, 403);
    expect((await post('stockChangeLog/list/page', 'merchant02', { goodsId: theirs })).body.data.total).toBeGreaterThan(0);
    const order = await saveOrder('merchant02', { type: 'purchase', supplierId: naniwaSupplier, items: [{ goodsId: theirs, quantity: 1, purchasePrice: 10 }] });
    expectCode(await s.call('POST', `/api/purchaseOrder/get/${order.id}`, { token: tokens.merchant01 }), 209030, 404);
    expectCode(await s.call('POST', `/api/purchaseOrder/confirm/${order.id}`, { token: tokens.merchant01 }), 209030, 404);
    expectCode(
      await post('purchaseOrder/update', 'merchant01', {
        id: order.id,
        type: 'purchase',
        supplierId: tokyoSupplier,
        items: [{ goodsId: tokyoGoods[0].id, quantity: 1, purchasePrice: 1 }],
      }),
      209030,
      404,
    );
    expectCode(await post('purchaseOrder/question', 'merchant01', { id: order.id, text: 'x' }), 209030, 404);
    expectCode(await post('purchaseOrder/question/resolve', 'merchant01', { id: order.id }), 209030, 404);
    expect((await post('purchaseOrder/list/page', 'merchant01', { pageSize: 100 })).body.data.list.some((r: any) => r.id === order.id)).toBe(false);
    expect(await quantityOf(theirs)).toBe(before);
    // the platform sees both
    expect((await post('purchaseOrder/list/page', 'admin', { orgId: orgs.naniwa, pageSize: 100 })).body.data.list.some((r: any) => r.id === order.id)).toBe(
      true,
    );
  });

  it('a user without the codes is refused every call (101005); a viewer may read but not write', async () => {
    const id = (await post('purchaseOrder/list/page', 'merchant01', {})).body.data.list[0].id;
    const calls: [string, unknown][] = [
      ['stock/list/page', {}],
      ['stock/adjust', { goodsId: tokyoGoods[0].id, delta: 1, reason: 'r' }],
      ['stockChangeLog/list/page', {}],
      ['goods/getGoodsInfoFromStorage', {}],
      [`goods/getGoodsInfoFromAllStorageByBarCode/${tokyoGoods[0].barcode}`, undefined],
      ['purchaseOrder/list/page', {}],
      [`purchaseOrder/get/${id}`, undefined],
      [`purchaseOrder/confirm/${id}`, undefined],
      ['purchaseOrder/save', { type: 'purchase', supplierId: tokyoSupplier, items: [{ goodsId: tokyoGoods[0].id, quantity: 1, purchasePrice: 1 }] }],
      ['purchaseOrder/question', { id, text: 'x' }],
      ['purchaseOrder/question/resolve', { id }],
    ];
    for (const [path, body] of calls) expectCode(await post(path, 'store01', body), 101005, 403);
    for (const path of ['stock/list/page', 'stockChangeLog/list/page', 'purchaseOrder/list/page']) expectCode(await post(path, 'viewer01', {}), 200);
    expectCode(await post('stock/adjust', 'viewer01', { goodsId: tokyoGoods[0].id, delta: 1, reason: 'r' }), 101005, 403);
    expectCode(await s.call('POST', `/api/purchaseOrder/confirm/${id}`, { token: tokens.viewer01 }), 101005, 403);
    expectCode(await post('purchaseOrder/question', 'viewer01', { id, text: 'x' }), 101005, 403);
    expectCode(await post('stock/list/page', undefined as unknown as string, {}), 101001, 401);
  });
});
