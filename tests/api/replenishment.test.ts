/**
 * Shipping (replenishment) lists and out-of-stock orders, every call of /shippingList/* and /outOfStockOrder/*:
 * lists of at most 100 devices (209050, nothing written), made from devices and goods of the caller's scope,
 * applied once through the stock ledger (lanes restocked, storage taken out, one change-log row each; a second
 * or racing apply refused; an overflow applies nothing), out-of-stock snapshots grouped by device and by good,
 * and the .xlsx exports — with scope and function codes from the refused side too. Lanes are inserted with
 * SQL here (the lane calls are another area's).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { changeStorageStock } from '../../src/server/areas/retail/stock-ledger.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let tokyo: { serials: string[]; ids: number[]; goods: number[] };
let naniwa: { serials: string[]; goods: number[] };

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'viewer01', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  const tokyoOrg = await orgId(s.db, '東京ベンディング');
  const naniwaOrg = await orgId(s.db, 'なにわ自販機');
  const devicesOf = (org: number) =>
    s.db.query<{ id: number; serial_num: string }>('select id, serial_num from devices where org_id = $1 order by id limit 6', [org]);
  const goodsOf = (org: number) => s.db.query<{ id: number }>('select id from goods where org_id = $1 and status = 1 order by id limit 4', [org]);
  const td = await devicesOf(tokyoOrg);
  tokyo = { serials: td.map((d) => d.serial_num), ids: td.map((d) => d.id), goods: (await goodsOf(tokyoOrg)).map((g) => g.id) };
  naniwa = { serials: (await devicesOf(naniwaOrg)).map((d) => d.serial_num), goods: (await goodsOf(naniwaOrg)).map((g) => g.id) };
  // a few lanes on the first two Tokyo devices: A1, A2 short (at or below threshold), A3 full enough, A4 closed
  const lane = (device: number, no: string, col: number, goods: number, stock: number, max: number, threshold: number, status = 1) =>
    s.db.query(
      `insert into lanes (device_id, lane_no, row_no, col_no, goods_id, price, stock, max_stock, threshold, status) values ($1, $2, 1, $3, $4, 150, $5, $6, $7, $8)`,
      [device, no, col, goods, stock, max, threshold, status],
    );
  await lane(tokyo.ids[0], 'A1', 1, tokyo.goods[0], 1, 10, 2);
  await lane(tokyo.ids[0], 'A2', 2, tokyo.goods[1], 0, 8, 1);
  await lane(tokyo.ids[0], 'A3', 3, tokyo.goods[1], 7, 8, 1);
  await lane(tokyo.ids[0], 'A4', 4, tokyo.goods[2], 0, 8, 1, 0);
  await lane(tokyo.ids[1], 'B1', 1, tokyo.goods[0], 2, 12, 3);
  // storage: enough of the first two goods for a list or two
  await s.db.transaction(async (tx) => {
    await changeStorageStock(tx, tokyo.goods[0], { kind: 'purchase', delta: 100 });
    await changeStorageStock(tx, tokyo.goods[1], { kind: 'purchase', delta: 100 });
  });
});
afterAll(async () => s?.close());

const call = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/${path}`, { token: tokens[as], body, lang });
const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};
const count = async (table: string) => (await s.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
const laneStock = async (no: string) => (await s.db.query<{ stock: number }>('select stock from lanes where lane_no = $1', [no]))[0].stock;
const storage = async (goodsId: number) =>
  (await s.db.query<{ quantity: number }>('select quantity from storage_stock where goods_id = $1', [goodsId]))[0]?.quantity ?? 0;

async function save(as: string, body: Record<string, unknown>) {
  const res = await call('shippingList/save', as, body);
  expectCode(res, 200);
  expect(Object.keys(res.body.data).sort()).toEqual(['id', 'orderNumber']);
  return res.body.data as { id: number; orderNumber: string };
}

describe('shippingList/save', () => {
  it('makes a list of devices and goods lines with a generated order number, owned by the caller', async () => {
    const made = await save('merchant01', {
      serialNums: tokyo.serials.slice(0, 2),
      items: [
        { goodsId: tokyo.goods[0], quantity: 5, serialNum: tokyo.serials[0], laneNo: 'A1' },
        { goodsId: tokyo.goods[1], quantity: 12 },
      ],
      remark: '月曜便',
    });
    expect(made.orderNumber).toMatch(/^SL\d{14}$/);
    const one = await call('shippingList/getOne', 'merchant01', { orderNumber: made.orderNumber });
    expectCode(one, 200);
    expect(one.body.data).toMatchObject({
      id: made.id,
      orderNumber: made.orderNumber,
      status: 'created',
      orgName: '東京ベンディング',
      remark: '月曜便',
      deviceCount: 2,
      lineCount: 2,
      totalQuantity: 17,
      createdBy: '伊藤 翔',
      appliedAt: null,
      serialNums: [...tokyo.serials.slice(0, 2)].sort(),
    });
    expect((await call('shippingList/getOne', 'merchant01', { id: made.id })).body.data.orderNumber).toBe(made.orderNumber);
    const second = await save('merchant01', { serialNums: [tokyo.serials[2]], items: [{ goodsId: tokyo.goods[0], quantity: 1 }] });
    expect(second.orderNumber > made.orderNumber).toBe(true);
  });

  it('refuses 101 devices with 209050 (not 100001), and writes nothing; 100 pass the cap', async () => {
    const serials = (await s.db.query<{ serial_num: string }>('select serial_num from devices order by id limit 101')).map((d) => d.serial_num);
    const before = [await count('shipping_lists'), await count('shipping_list_devices'), await count('shipping_list_items')];
    const res = await call('shippingList/save', 'admin', { serialNums: serials, items: [{ goodsId: tokyo.goods[0], quantity: 1 }] }, 'en');
    expectCode(res, 209050, 400);
    expect(res.body.msg).toBe('A shipping list may name at most 100 devices');
    expect([await count('shipping_lists'), await count('shipping_list_devices'), await count('shipping_list_items')]).toEqual(before);
    await save('admin', { serialNums: serials.slice(0, 100), items: [{ goodsId: tokyo.goods[0], quantity: 1 }] });
  });

  it("refuses devices and goods outside the caller's scope, lanes that do not fit, and broken bodies", async () => {
    const base = { serialNums: [tokyo.serials[0]], items: [{ goodsId: tokyo.goods[0], quantity: 1 }] };
    const before = await count('shipping_lists');
    expectCode(await call('shippingList/save', 'merchant01', { ...base, serialNums: [naniwa.serials[0]] }), 203001, 404);
    expectCode(await call('shippingList/save', 'merchant01', { ...base, serialNums: ['NO-SUCH-DEVICE'] }), 203001, 404);
    expectCode(await call('shippingList/save', 'merchant01', { ...base, items: [{ goodsId: naniwa.goods[0], quantity: 1 }] }), 209008, 404);
    const line = (extra: Record<string, unknown>) => ({ ...base, items: [{ goodsId: tokyo.goods[0], quantity: 1, serialNum: tokyo.serials[0], ...extra }] });
    expectCode(await call('shippingList/save', 'merchant01', line({ laneNo: 'Z9' })), 209002, 404);
    expectCode(await call('shippingList/save', 'merchant01', line({ laneNo: 'A2' })), 209053, 409);
    expectCode(await call('shippingList/save', 'merchant01', line({ serialNum: tokyo.serials[3] })), 209054, 400);
    expectCode(
      await call('shippingList/save', 'merchant01', {
        ...base,
        items: [
          { goodsId: tokyo.goods[0], quantity: 1, serialNum: tokyo.serials[0], laneNo: 'A1' },
          { goodsId: tokyo.goods[0], quantity: 2, serialNum: tokyo.serials[0], laneNo: 'A1' },
        ],
      }),
      209006,
      409,
    );
    expectCode(await call('shippingList/save', 'merchant01', { ...base, outOfStockOrderId: 987654 }), 209055, 404);
    for (const bad of [
      { ...base, serialNums: [] },
      { ...base, items: [] },
      { ...base, serialNums: [tokyo.serials[0], tokyo.serials[0]] },
      { ...base, items: [{ goodsId: tokyo.goods[0], quantity: 0 }] },
      { ...base, items: [{ goodsId: tokyo.goods[0], quantity: 1, laneNo: 'A1' }] },
      { ...base, items: [{ goodsId: tokyo.goods[0], quantity: 1, serialNum: tokyo.serials[0], laneNo: 'A-1' }] },
    ])
      expectCode(await call('shippingList/save', 'merchant01', bad), 100001, 400);
    expect(await count('shipping_lists')).toBe(before);
  });

  it("needs shippingList.save (101005) and answers lists only within the caller's subtree (209051)", async () => {
    const base = { serialNums: [tokyo.serials[0]], items: [{ goodsId: tokyo.goods[0], quantity: 1 }] };
    expectCode(await call('shippingList/save', 'viewer01', base), 101005, 403);
    expectCode(await call('shippingList/save', 'store01', base), 101005, 403);
    expectCode(await call('shippingList/list/page', 'store01', {}), 101005, 403);
    expectCode(await call('shippingList/getOne', 'store01', { id: 1 }), 101005, 403);
    expectCode(await call('shippingList/list/page', 'merchant01', {}, undefined), 200);
    expectCode(await s.call('POST', '/api/shippingList/list/page', { body: {} }), 101001, 401);
    const made = await save('merchant01', base);
    expectCode(await call('shippingList/getOne', 'merchant02', { id: made.id }), 209051, 404);
    expectCode(await call('shippingList/goodslist/page', 'merchant02', { orderNumber: made.orderNumber }), 209051, 404);
    expectCode(await call(`shippingList/apply/${made.orderNumber}`, 'merchant02'), 209051, 404);
    expectCode(await call(`shippingList/export/${made.orderNumber}/excel`, 'merchant02'), 209051, 404);
    const theirs = await call('shippingList/list/page', 'merchant02', { pageSize: 100 });
    expect(theirs.body.data.list.map((l: { id: number }) => l.id)).not.toContain(made.id);
    // the platform above sees it; the viewer may read but not write
    expectCode(await call('shippingList/getOne', 'viewer01', { id: made.id }), 200);
  });
});

describe('shippingList/list/page and goodslist/page', () => {
  it("pages the lists with filters, and a list's goods lines in the order given", async () => {
    const made = await save('merchant01', {
      serialNums: [tokyo.serials[4]],
      items: [3, 1, 2].map((q) => ({ goodsId: tokyo.goods[q - 1], quantity: q })),
    });
    const page = await call('shippingList/list/page', 'merchant01', { pageNum: 1, pageSize: 2 });
    expectCode(page, 200);
    expect(page.body.data.list).toHaveLength(2);
    expect(page.body.data.total).toBeGreaterThanOrEqual(3);
    const bySerial = await call('shippingList/list/page', 'merchant01', { serialNum: tokyo.serials[4] });
    expect(bySerial.body.data.list.map((l: { id: number }) => l.id)).toEqual([made.id]);
    const byNumber = await call('shippingList/list/page', 'merchant01', {
      orderNumber: made.orderNumber.slice(0, 10),
      status: 'created',
      sort: { field: 'id', order: 'asc' },
    });
    expect(byNumber.body.data.list.map((l: { id: number }) => l.id)).toContain(made.id);
    const lines = await call('shippingList/goodslist/page', 'merchant01', { id: made.id, pageNum: 1, pageSize: 2 });
    expectCode(lines, 200);
    expect(lines.body.data.total).toBe(3);
    expect(lines.body.data.list.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1]);
    expect(lines.body.data.list[0]).toMatchObject({ goodsId: tokyo.goods[2], goodsName: expect.any(String), serialNum: null, laneNo: null });
    const last = await call('shippingList/goodslist/page', 'merchant01', { orderNumber: made.orderNumber, pageNum: 2, pageSize: 2 });
    expect(last.body.data.list.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
  });
});

describe('shippingList/apply/{orderNumber}', () => {
  it('restocks the lanes it names and takes the goods out of storage, one change-log row each, and a lane history row', async () => {
    const a1 = await laneStock('A1');
    const b1 = await laneStock('B1');
    const [g0, g1] = [await storage(tokyo.goods[0]), await storage(tokyo.goods[1])];
    const made = await save('merchant01', {
      serialNums: tokyo.serials.slice(0, 2),
      items: [
        { goodsId: tokyo.goods[0], quantity: 4, serialNum: tokyo.serials[0], laneNo: 'A1' },
        { goodsId: tokyo.goods[0], quantity: 3, serialNum: tokyo.serials[1], laneNo: 'B1' },
        { goodsId: tokyo.goods[1], quantity: 6 },
      ],
    });
    const res = await call(`shippingList/apply/${made.orderNumber}`, 'merchant01');
    expectCode(res, 200);
    expect(res.body.data).toMatchObject({ status: 'applied', appliedBy: '伊藤 翔', appliedAt: expect.any(String) });
    expect([await laneStock('A1'), await laneStock('B1')]).toEqual([a1 + 4, b1 + 3]);
    expect([await storage(tokyo.goods[0]), await storage(tokyo.goods[1])]).toEqual([g0 - 7, g1 - 6]);
    const log = await s.db.query<{ lane_no: string | null; delta: number; kind: string }>(
      'select lane_no, delta, kind from stock_change_logs where ref_no = $1 order by id',
      [made.orderNumber],
    );
    expect(log).toEqual([
      { lane_no: 'A1', delta: 4, kind: 'vendingReplenish' },
      { lane_no: null, delta: -4, kind: 'vendingReplenish' },
      { lane_no: 'B1', delta: 3, kind: 'vendingReplenish' },
      { lane_no: null, delta: -3, kind: 'vendingReplenish' },
      { lane_no: null, delta: -6, kind: 'vendingReplenish' },
    ]);
    const history = await s.db.query<{ lane_no: string; action: string; before: unknown; after: unknown }>(
      `select lane_no, action, before, after from lane_logs where after->>'refNo' = $1 order by id`,
      [made.orderNumber],
    );
    expect(history).toEqual([
      { lane_no: 'A1', action: 'restock', before: { stock: a1 }, after: { stock: a1 + 4, refNo: made.orderNumber } },
      { lane_no: 'B1', action: 'restock', before: { stock: b1 }, after: { stock: b1 + 3, refNo: made.orderNumber } },
    ]);
    // applying again is refused, and changes nothing
    const again = await call(`shippingList/apply/${made.orderNumber}`, 'merchant01', undefined, 'en');
    expectCode(again, 209052, 409);
    expect(again.body.msg).toBe('The shipping list has already been applied');
    expect(await laneStock('A1')).toBe(a1 + 4);
    expect(await s.db.query('select 1 from stock_change_logs where ref_no = $1', [made.orderNumber])).toHaveLength(5);
  });

  it('lets exactly one of several racing applies through', async () => {
    const before = await laneStock('A3');
    const made = await save('merchant01', {
      serialNums: [tokyo.serials[0]],
      items: [{ goodsId: tokyo.goods[1], quantity: 1, serialNum: tokyo.serials[0], laneNo: 'A3' }],
    });
    // on PostgreSQL these really run at once: the conditional status update lets exactly one through
    const codes = await Promise.all([1, 2, 3, 4].map(() => call(`shippingList/apply/${made.orderNumber}`, 'merchant01').then((r) => r.body.code)));
    expect(codes.sort()).toEqual([200, 209052, 209052, 209052]);
    expect(await laneStock('A3')).toBe(before + 1);
    expect(await s.db.query('select 1 from stock_change_logs where ref_no = $1', [made.orderNumber])).toHaveLength(2);
  });

  it('applies nothing when a lane would overflow (209016) or the storage is short (209021), and the list stays created', async () => {
    const a2 = await laneStock('A2');
    const a1 = await laneStock('A1');
    const g0 = await storage(tokyo.goods[0]);
    const overflow = await save('merchant01', {
      serialNums: [tokyo.serials[0]],
      items: [
        { goodsId: tokyo.goods[0], quantity: 1, serialNum: tokyo.serials[0], laneNo: 'A1' },
        { goodsId: tokyo.goods[1], quantity: 9, serialNum: tokyo.serials[0], laneNo: 'A2' }, // max 8
      ],
    });
    expectCode(await call(`shippingList/apply/${overflow.orderNumber}`, 'merchant01'), 209016, 409);
    expect([await laneStock('A1'), await laneStock('A2'), await storage(tokyo.goods[0])]).toEqual([a1, a2, g0]);
    expect(await s.db.query('select 1 from stock_change_logs where ref_no = $1', [overflow.orderNumber])).toHaveLength(0);
    expect((await call('shippingList/getOne', 'merchant01', { id: overflow.id })).body.data.status).toBe('created');

    // one unit more than the storage holds of the third good (the demo seed stocks some)
    const short = await save('merchant01', {
      serialNums: [tokyo.serials[0]],
      items: [
        { goodsId: tokyo.goods[0], quantity: 1, serialNum: tokyo.serials[0], laneNo: 'A1' },
        { goodsId: tokyo.goods[2], quantity: (await storage(tokyo.goods[2])) + 1 },
      ],
    });
    expectCode(await call(`shippingList/apply/${short.orderNumber}`, 'merchant01'), 209021, 409);
    expect([await laneStock('A1'), await storage(tokyo.goods[0])]).toEqual([a1, g0]);
    expectCode(await call(`shippingList/apply/${short.orderNumber}`, 'viewer01'), 101005, 403);
  });

  it('refuses a lane that now holds another good (209053) and an unknown list (209051)', async () => {
    const made = await save('merchant01', {
      serialNums: [tokyo.serials[1]],
      items: [{ goodsId: tokyo.goods[0], quantity: 1, serialNum: tokyo.serials[1], laneNo: 'B1' }],
    });
    await s.db.query(`update lanes set goods_id = $1 where lane_no = 'B1'`, [tokyo.goods[1]]);
    try {
      expectCode(await call(`shippingList/apply/${made.orderNumber}`, 'merchant01'), 209053, 409);
    } finally {
      await s.db.query(`update lanes set goods_id = $1 where lane_no = 'B1'`, [tokyo.goods[0]]);
    }
    expectCode(await call('shippingList/apply/SL20000101999999', 'merchant01'), 209051, 404);
    expectCode(await call('shippingList/apply/not-a-number', 'merchant01'), 100001, 400);
  });
});

describe('shippingList/export/{orderNumber}/excel', () => {
  it("streams the goods lines as .xlsx with headings in the caller's language", async () => {
    const made = await save('merchant01', {
      serialNums: [tokyo.serials[0]],
      items: [
        { goodsId: tokyo.goods[0], quantity: 2, serialNum: tokyo.serials[0], laneNo: 'A1' },
        { goodsId: tokyo.goods[1], quantity: 9 },
      ],
    });
    const [g] = await s.db.query<{ name: string; barcode: string }>('select name, barcode from goods where id = $1', [tokyo.goods[0]]);
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/shippingList/export/${made.orderNumber}/excel`,
      headers: { authorization: `Bearer ${tokens.merchant01}`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`shipping-list-${made.orderNumber}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Goods name', 'Barcode', 'Serial number', 'Lane', 'Quantity']);
    expect(sheet.getRow(2).values).toEqual([undefined, g.name, g.barcode, tokyo.serials[0], 'A1', 2]);
    expect(sheet.rowCount).toBe(3);
    const ja = await s.app.inject({
      method: 'POST',
      url: `/api/shippingList/export/${made.orderNumber}/excel`,
      headers: { authorization: `Bearer ${tokens.merchant01}` },
    });
    const wbJa = new ExcelJS.Workbook();
    await wbJa.xlsx.load(ja.rawPayload as unknown as ArrayBuffer);
    expect(wbJa.worksheets[0].getRow(1).getCell(1).value).toBe('商品名');
    expectCode(await call(`shippingList/export/${made.orderNumber}/excel`, 'viewer01'), 101005, 403);
  });
});

describe('out-of-stock orders', () => {
  it('allDevicePageList: the devices in scope with their lanes at or below threshold, most short first', async () => {
    const res = await call('outOfStockOrder/allDevicePageList', 'merchant01', { shortOnly: true });
    expectCode(res, 200);
    const first = res.body.data.list.find((d: { serialNum: string }) => d.serialNum === tokyo.serials[0]);
    // A1 (stock <= 2 of 10) and A2 (0 of 8) are short; A3 is not; A4 is closed
    expect(first).toMatchObject({ lanes: 3, shortLanes: expect.any(Number), quantity: expect.any(Number) });
    const all = await call('outOfStockOrder/allDevicePageList', 'merchant01', { pageSize: 5 });
    expect(all.body.data.total).toBeGreaterThan(res.body.data.total);
    const other = await call('outOfStockOrder/allDevicePageList', 'merchant02', { pageSize: 100, shortOnly: true });
    expect(other.body.data.list.map((d: { serialNum: string }) => d.serialNum)).not.toContain(tokyo.serials[0]);
    expectCode(await call('outOfStockOrder/allDevicePageList', 'merchant01', { routeId: 987654 }), 203012, 404);
  });

  it('create snapshots the short lanes; get, groupByDevice, groupByGoods and export read it back', async () => {
    // put the lanes in a known state
    await s.db.query(`update lanes set stock = 1 where lane_no = 'A1'`);
    await s.db.query(`update lanes set stock = 0 where lane_no = 'A2'`);
    await s.db.query(`update lanes set stock = 2 where lane_no = 'B1'`);
    const res = await call('outOfStockOrder/create', 'merchant01', { serialNums: tokyo.serials.slice(0, 2), remark: '朝の確認' });
    expectCode(res, 200);
    const { id, orderNumber } = res.body.data;
    expect(orderNumber).toMatch(/^OS\d{14}$/);
    const one = await call(`outOfStockOrder/get/${id}`, 'merchant01');
    expect(one.body.data).toMatchObject({
      id,
      orderNumber,
      deviceCount: 2,
      lineCount: 3,
      totalQuantity: 9 + 8 + 10,
      remark: '朝の確認',
      orgName: '東京ベンディング',
    });
    // a later sale does not change the snapshot
    await s.db.query(`update lanes set stock = 0 where lane_no = 'A1'`);
    const byDevice = await call('outOfStockOrder/getDetailPageList/groupByDevice', 'merchant01', { id });
    expectCode(byDevice, 200);
    expect(byDevice.body.data.total).toBe(2);
    const d0 = byDevice.body.data.list.find((d: { serialNum: string }) => d.serialNum === tokyo.serials[0]);
    expect(d0).toMatchObject({ lanes: 2, quantity: 17 });
    // a group answers its fields alone (the id its page breaks ties by is not one of them)
    expect(Object.keys(d0).sort()).toEqual(['deviceId', 'deviceName', 'lanes', 'lines', 'quantity', 'serialNum']);
    const bySerial = byDevice.body.data.list.map((d: { serialNum: string }) => d.serialNum);
    expect(bySerial).toEqual([...bySerial].sort());
    expect(d0.lines.map((l: { laneNo: string; stock: number; quantity: number }) => [l.laneNo, l.stock, l.quantity])).toEqual([
      ['A1', 1, 9],
      ['A2', 0, 8],
    ]);
    const byGoods = await call('outOfStockOrder/groupByGoods', 'merchant01', { id, pageSize: 1 });
    expect(byGoods.body.data.total).toBe(2);
    expect(byGoods.body.data.list).toEqual([expect.objectContaining({ goodsId: tokyo.goods[0], lanes: 2, devices: 2, quantity: 19 })]);
    expect(Object.keys(byGoods.body.data.list[0]).sort()).toEqual(['barcode', 'devices', 'goodsId', 'goodsName', 'lanes', 'quantity']);
    const list = await call('outOfStockOrder/list/page', 'merchant01', { orderNumber });
    expect(list.body.data.list.map((o: { id: number }) => o.id)).toEqual([id]);

    const file = await s.app.inject({
      method: 'POST',
      url: `/api/outOfStockOrder/export/${id}/excel`,
      headers: { authorization: `Bearer ${tokens.merchant01}`, 'accept-language': 'zh-CN' },
    });
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, '设备序列号', '设备名称', '货道号', '商品名称', '条形码', '库存', '最大库存', '阈值', '补货数量']);
    expect(sheet.rowCount).toBe(4);
    expect([2, 3, 4].map((r) => [sheet.getRow(r).getCell(1).value, sheet.getRow(r).getCell(3).value, sheet.getRow(r).getCell(9).value])).toEqual([
      [tokyo.serials[0], 'A1', 9],
      [tokyo.serials[0], 'A2', 8],
      [tokyo.serials[1], 'B1', 10],
    ]);
  });

  it("refuses 101 devices (209050), devices outside scope (203001), nothing short (209056), and others' orders (209055)", async () => {
    const before = await count('out_of_stock_orders');
    const serials = (await s.db.query<{ serial_num: string }>('select serial_num from devices order by id limit 101')).map((d) => d.serial_num);
    expectCode(await call('outOfStockOrder/create', 'admin', { serialNums: serials }), 209050, 400);
    expectCode(await call('outOfStockOrder/create', 'merchant01', { serialNums: [naniwa.serials[0]] }), 203001, 404);
    // a machine of the other merchant without a short lane (the demo lanes leave some short elsewhere)
    const [full] = await s.db.query<{ serial_num: string }>(
      `select d.serial_num from devices d where d.serial_num = any($1::text[])
          and not exists (select 1 from lanes l where l.device_id = d.id and l.status = 1 and l.goods_id is not null and l.stock <= l.threshold)
        order by d.id limit 1`,
      [naniwa.serials],
    );
    expectCode(await call('outOfStockOrder/create', 'merchant02', { serialNums: [full.serial_num] }), 209056, 409);
    expectCode(await call('outOfStockOrder/create', 'merchant01', { routeId: 987654 }), 203012, 404);
    expect(await count('out_of_stock_orders')).toBe(before);
    const mine = await call('outOfStockOrder/create', 'merchant01', {});
    expectCode(mine, 200);
    const { id } = mine.body.data;
    expectCode(await call(`outOfStockOrder/get/${id}`, 'merchant02'), 209055, 404);
    expectCode(await call('outOfStockOrder/getDetailPageList/groupByDevice', 'merchant02', { id }), 209055, 404);
    expectCode(await call('outOfStockOrder/groupByGoods', 'merchant02', { id }), 209055, 404);
    expectCode(await call(`outOfStockOrder/export/${id}/excel`, 'merchant02'), 209055, 404);
    expectCode(await call('outOfStockOrder/create', 'viewer01', {}), 101005, 403);
    expectCode(await call('outOfStockOrder/list/page', 'store01', {}), 101005, 403);
    expectCode(await call('outOfStockOrder/allDevicePageList', 'store01', {}), 101005, 403);
    expectCode(await call(`outOfStockOrder/get/${id}`, 'store01'), 101005, 403);
    expectCode(await call(`outOfStockOrder/toShippingList/${id}`, 'store01'), 101005, 403);
    expectCode(await call(`outOfStockOrder/get/${id}`, 'viewer01'), 200);
    expectCode(await call(`outOfStockOrder/export/${id}/excel`, 'viewer01'), 101005, 403);
  });

  it('toShippingList makes a created list with one lane line per short lane of the order, checked like a saved list', async () => {
    await s.db.query(`update lanes set stock = 1 where lane_no = 'A1'`);
    await s.db.query(`update lanes set stock = 0 where lane_no = 'A2'`);
    const order = await call('outOfStockOrder/create', 'merchant01', { serialNums: [tokyo.serials[0]] });
    expectCode(order, 200);
    const res = await call(`outOfStockOrder/toShippingList/${order.body.data.id}`, 'merchant01');
    expectCode(res, 200);
    const list = (await call('shippingList/getOne', 'merchant01', { id: res.body.data.id })).body.data;
    expect(list).toMatchObject({
      status: 'created',
      outOfStockOrderId: order.body.data.id,
      serialNums: [tokyo.serials[0]],
      lineCount: 2,
      totalQuantity: 9 + 8,
      remark: order.body.data.orderNumber,
    });
    const lines = (await call('shippingList/goodslist/page', 'merchant01', { id: res.body.data.id })).body.data.list;
    expect(lines.map((l: { laneNo: string; quantity: number }) => [l.laneNo, l.quantity])).toEqual([
      ['A1', 9],
      ['A2', 8],
    ]);
    // refused from the other side: another merchant's order, a caller without shippingList.save
    expectCode(await call(`outOfStockOrder/toShippingList/${order.body.data.id}`, 'merchant02'), 209055, 404);
    expectCode(await call(`outOfStockOrder/toShippingList/${order.body.data.id}`, 'viewer01'), 101005, 403);
    // a lane given another good since the snapshot is refused, nothing made
    const before = await count('shipping_lists');
    await s.db.query(`update lanes set goods_id = $1 where lane_no = 'A1'`, [tokyo.goods[2]]);
    try {
      expectCode(await call(`outOfStockOrder/toShippingList/${order.body.data.id}`, 'merchant01'), 209053, 409);
    } finally {
      await s.db.query(`update lanes set goods_id = $1 where lane_no = 'A1'`, [tokyo.goods[0]]);
    }
    expect(await count('shipping_lists')).toBe(before);
  });

  it('an order answers a shipping list made from it', async () => {
    const [{ id }] = await s.db.query<{ id: number }>('select id from out_of_stock_orders order by id limit 1');
    const made = await save('merchant01', { serialNums: [tokyo.serials[0]], items: [{ goodsId: tokyo.goods[0], quantity: 1 }], outOfStockOrderId: id });
    expect((await call('shippingList/getOne', 'merchant01', { id: made.id })).body.data.outOfStockOrderId).toBe(id);
  });
});

describe('demo data', () => {
  it('the seed lists what the demo lanes need: lane lines that fill them, and an out-of-stock order of the short ones', async () => {
    const seeded = await s.db.query<{ id: number; remark: string; status: string }>(
      `select id, remark, status from shipping_lists where remark in ('月曜の補充便', '丸の内エリア') order by id`,
    );
    expect(seeded.map(({ remark, status }) => ({ remark, status }))).toEqual([
      { remark: '月曜の補充便', status: 'created' },
      { remark: '丸の内エリア', status: 'created' },
    ]);
    // the first list names lanes of its own demo machines, each line at most what the lane holds
    // (the tests above restock some of those lanes, so what they lack now is not what they lacked then)
    const lines = await s.db.query<{ lane_no: string | null; quantity: number; max_stock: number; listed: boolean }>(
      `select i.lane_no, i.quantity, l.max_stock,
              exists(select 1 from shipping_list_devices sd where sd.shipping_list_id = i.shipping_list_id and sd.device_id = l.device_id) as listed
         from shipping_list_items i join lanes l on l.id = i.lane_id where i.shipping_list_id = $1`,
      [seeded[0].id],
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.listed).toBe(true);
      expect(line.quantity).toBeGreaterThan(0);
      expect(line.quantity).toBeLessThanOrEqual(line.max_stock);
    }
    // the out-of-stock order holds exactly the lanes that were at or below their threshold
    const [order] = await s.db.query<{ id: number; line_count: number }>(`select id, line_count from out_of_stock_orders where remark = '朝の欠品確認'`);
    expect(order.line_count).toBeGreaterThan(0);
    const wrong = await s.db.query(`select 1 from out_of_stock_lines where order_id = $1 and stock > threshold`, [order.id]);
    expect(wrong).toEqual([]);
  });
});
