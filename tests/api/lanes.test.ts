import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { eventually } from '../support/mqtt-device.js';
import { applyVend } from '../../src/server/areas/retail/lane-vends.js';
import { SimulatedDevice } from '../../src/simulator/device.js';

/**
 * The lane calls (openapi/retail/lanes.yaml) over the demo estate: merchant01 runs 東京ベンディング (its
 * machines in 渋谷/新宿 included), merchant02 runs なにわ自販機; viewer01 only views; store01 has no lane codes.
 */
let s: TestServer;
const tokens: Record<string, string> = {};
let seeded: string; // a demo machine of 東京ベンディング with the demo lanes
let fresh: string; // a machine of 東京ベンディング without a grid
let fresh2: string;
let other: string; // a machine of なにわ自販機
let ownGood: number;
let ownGood2: number;
let otherGood: number;

const call = (path: string, account: string, body: unknown) => s.call('POST', `/api/${path}`, { token: tokens[account], body });
const ok = async (path: string, account: string, body: unknown) => {
  const res = await call(path, account, body);
  expect(res.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ code: 200 });
  return res.body.data;
};
const refused = async (path: string, account: string, body: unknown, code: number) => {
  const res = await call(path, account, body);
  expect(res.body.code, `${path} ${JSON.stringify(body)} → ${JSON.stringify(res.body)}`).toBe(code);
  expect(res.status).toBeLessThan(500);
  expect(typeof res.body.msg).toBe('string');
  return res;
};

async function machines(orgName: string, withGrid: boolean): Promise<string[]> {
  const path = (await s.db.query<{ path: string }>('select path from organisations where id = $1', [await orgId(s.db, orgName)]))[0].path;
  const rows = await s.db.query<{ serial_num: string }>(
    `select d.serial_num from devices d join products p on p.id = d.product_id and p.type = 'vending'
     where d.org_path like $1 || '%' and ${withGrid ? '' : 'not '}exists (select 1 from lane_grids g where g.device_id = d.id) order by d.id`,
    [path],
  );
  return rows.map((r) => r.serial_num);
}

async function goodOf(orgName: string, offset = 0): Promise<number> {
  const [g] = await s.db.query<{ id: number }>('select id from goods where org_id = $1 and status = 1 order by id offset $2 limit 1', [
    await orgId(s.db, orgName),
    offset,
  ]);
  return g.id;
}

const laneOf = async (serialNum: string, laneNo: string) =>
  (
    await s.db.query<{ id: number; stock: number; max_stock: number }>(
      'select l.id, l.stock, l.max_stock from lanes l join devices d on d.id = l.device_id where d.serial_num = $1 and l.lane_no = $2',
      [serialNum, laneNo],
    )
  )[0];

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'viewer01', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  seeded = (await machines('東京ベンディング', true))[0];
  [fresh, fresh2] = await machines('東京ベンディング', false);
  other = (await machines('なにわ自販機', true))[0];
  ownGood = await goodOf('東京ベンディング');
  ownGood2 = await goodOf('東京ベンディング', 1);
  otherGood = await goodOf('なにわ自販機');
});
afterAll(async () => s?.close());

describe('demo lanes and reading', () => {
  it('a demo machine has a 5 × 6 grid with lanes 1-30, their goods, prices and stock', async () => {
    const grid = await ok('vendingChannel/get', 'merchant01', { serialNum: seeded });
    expect(grid).toMatchObject({ serialNum: seeded, rows: 5, cols: 6 });
    expect(grid.lanes).toHaveLength(30);
    expect(grid.lanes[0]).toMatchObject({ laneNo: '1', rowNo: 1, colNo: 1, priceSource: 'manualUpdate' });
    expect(grid.lanes[0].goodsName).toBeTruthy();
    expect(grid.lanes[29].goodsId).toBeNull();
    for (const l of grid.lanes) expect(l.stock).toBeLessThanOrEqual(l.maxStock);
    expect(Object.keys(grid).sort()).toEqual(['cols', 'lanes', 'rows', 'serialNum']);
    // each lane of the grid exactly as the lane calls answer it (its time too)
    expect(grid.lanes[1]).toEqual(await ok('channelGoods/get', 'merchant01', { id: grid.lanes[1].id }));
    expect(grid.lanes[29]).toEqual(await ok('channelGoods/get', 'merchant01', { id: grid.lanes[29].id }));
  });

  it('a machine without a grid answers null rows and no lanes', async () => {
    expect(await ok('vendingChannel/get', 'merchant01', { serialNum: fresh })).toMatchObject({ rows: null, cols: null, lanes: [] });
  });

  it('pages the lanes in grid order and filters them', async () => {
    const page = await ok('channel/pageList', 'merchant01', { serialNum: seeded, pageNum: 2, pageSize: 10 });
    expect(page.total).toBe(30);
    expect(page.list.map((l: { laneNo: string }) => l.laneNo)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    const closed = await ok('channel/pageList', 'merchant01', { serialNum: seeded, status: 0 });
    expect(closed.list.map((l: { laneNo: string }) => l.laneNo).sort()).toEqual(['11', '22']);
    const sorted = await ok('channel/pageList', 'merchant01', { serialNum: seeded, pageSize: 100, sort: { field: 'maxStock', order: 'desc' } });
    expect(sorted.list[0].maxStock).toBe(20);
  });

  it('finds a lane by number, and by id', async () => {
    const byNo = await ok('channelGoods/getGoodsByChannelNo', 'merchant01', { serialNum: seeded, laneNo: '2' });
    expect(byNo).toMatchObject({ laneNo: '2', serialNum: seeded });
    expect(await ok('channelGoods/get', 'merchant01', { id: byNo.id })).toEqual(byNo);
    await refused('channelGoods/getGoodsByChannelNo', 'merchant01', { serialNum: seeded, laneNo: 'ZZ9' }, 209002);
    await refused('channelGoods/get', 'merchant01', { id: 987654321 }, 209002);
  });

  it('the demo lane stock is starting state: no lane stock change or lane history rows', async () => {
    const page = await ok('vendingChannelLog/list/page', 'merchant01', { serialNum: seeded });
    expect(page).toEqual({ list: [], total: 0 });
    // (the demo storage is stocked through purchase orders, which do write the log: storage rows, no device)
    const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from stock_change_logs where device_id is not null');
    expect(n).toBe(0);
  });
});

describe('the grid', () => {
  it('is created once, resized, and never shrinks past a lane', async () => {
    await refused('vendingChannel/update', 'merchant01', { serialNum: fresh, rows: 3, cols: 3 }, 209042);
    expect(await ok('vendingChannel/save', 'merchant01', { serialNum: fresh, rows: 3, cols: 4 })).toEqual({ serialNum: fresh, rows: 3, cols: 4 });
    await refused('vendingChannel/save', 'merchant01', { serialNum: fresh, rows: 2, cols: 2 }, 209040);
    await refused('vendingChannel/update', 'merchant01', { serialNum: fresh, rows: 3, cols: 4 }, 209044);
    await ok('vendingChannel/update', 'merchant01', { serialNum: fresh, rows: 4, cols: 4 });
    await refused('vendingChannel/update', 'merchant01', { serialNum: seeded, rows: 2, cols: 6 }, 209041);
  });

  it('refuses sizes outside 1-20 as a validation error', async () => {
    for (const bad of [
      { rows: 0, cols: 1 },
      { rows: 21, cols: 1 },
      { rows: 1, cols: 1.5 },
    ]) {
      const res = await refused('vendingChannel/update', 'merchant01', { serialNum: fresh, ...bad }, 100001);
      expect(res.status).toBe(400);
    }
  });
});

describe('lanes', () => {
  let laneId: number;

  it('adds a lane with a good at a free place of the grid', async () => {
    const { id } = await ok('channel/save', 'merchant01', { serialNum: fresh, laneNo: 'A1', rowNo: 1, colNo: 1, maxStock: 10, goodsId: ownGood, price: 150 });
    laneId = id;
    expect(await ok('channelGoods/get', 'merchant01', { id })).toMatchObject({ laneNo: 'A1', goodsId: ownGood, price: 150, stock: 0, maxStock: 10, status: 1 });
  });

  it('refuses a taken number (209006), a taken place (209043), a place outside the grid (209041), a foreign good (209008)', async () => {
    await refused('channel/save', 'merchant01', { serialNum: fresh, laneNo: 'A1', rowNo: 2, colNo: 2, maxStock: 10 }, 209006);
    await refused('channel/save', 'merchant01', { serialNum: fresh, laneNo: 'A2', rowNo: 1, colNo: 1, maxStock: 10 }, 209043);
    await refused('channel/save', 'merchant01', { serialNum: fresh, laneNo: 'A2', rowNo: 5, colNo: 1, maxStock: 10 }, 209041);
    await refused('channel/save', 'merchant01', { serialNum: fresh, laneNo: 'A2', rowNo: 2, colNo: 1, maxStock: 10, goodsId: otherGood, price: 100 }, 209008);
    await refused('channel/save', 'merchant01', { serialNum: fresh2, laneNo: 'A2', rowNo: 1, colNo: 1, maxStock: 10 }, 209042);
  });

  it('refuses bad values as validation errors (lane number, max stock, price, good without price)', async () => {
    const base = { serialNum: fresh, laneNo: 'A2', rowNo: 2, colNo: 1, maxStock: 10 };
    for (const bad of [
      { laneNo: 'ABCDEF' },
      { laneNo: 'A-1' },
      { laneNo: '' },
      { maxStock: 0 },
      { maxStock: 101 },
      { goodsId: ownGood, price: 0 },
      { goodsId: ownGood, price: 100000 },
      { goodsId: ownGood },
      { price: 100 },
    ]) {
      await refused('channel/save', 'merchant01', { ...base, ...bad }, 100001);
    }
  });

  it('restocks and reduces through the ledger, refusing past the max (209016), below zero (209021) and the same value (209044)', async () => {
    expect(await ok('channelGoods/update', 'merchant01', { id: laneId, addStock: 4 })).toMatchObject({ stock: 4 });
    // the very same request again at once: too frequent
    await refused('channelGoods/update', 'merchant01', { id: laneId, addStock: 4 }, 209020);
    await refused('channelGoods/update', 'merchant01', { id: laneId, stock: 4 }, 209044);
    await refused('channelGoods/update', 'merchant01', { id: laneId, stock: 11 }, 209016);
    await refused('channelGoods/update', 'merchant01', { id: laneId, addStock: 7 }, 209016);
    await refused('channelGoods/update', 'merchant01', { id: laneId, addStock: -5 }, 209021);
    await refused('channelGoods/update', 'merchant01', { id: laneId, stock: 5, addStock: 1 }, 100001);
    await refused('channelGoods/update', 'merchant01', { id: laneId, addStock: 0 }, 100001);
    expect(await ok('channelGoods/update', 'merchant01', { id: laneId, stock: 6 })).toMatchObject({ stock: 6 });
    expect(await ok('channelGoods/update', 'merchant01', { id: laneId, addStock: -1, reason: 'expired' })).toMatchObject({ stock: 5 });
    const log = await s.db.query<{ kind: string; delta: number; before: number; after: number; operator_id: number }>(
      'select kind, delta, before, after, operator_id from stock_change_logs where lane_id = $1 order by id',
      [laneId],
    );
    expect(log.map((r) => [r.kind, r.delta, r.before, r.after])).toEqual([
      ['vendingReplenish', 4, 0, 4],
      ['vendingReplenish', 2, 4, 6],
      ['vendingReturn', -1, 6, 5],
    ]);
    expect(log.every((r) => r.operator_id > 0)).toBe(true);
  });

  it('changes the price (not to the same), and refuses a new good while units are in the lane (209046)', async () => {
    await refused('channelGoods/update', 'merchant01', { id: laneId, price: 150 }, 209044);
    expect(await ok('channelGoods/update', 'merchant01', { id: laneId, price: 180 })).toMatchObject({ price: 180, priceSource: 'manualUpdate' });
    await refused('channelGoods/update', 'merchant01', { id: laneId, goodsId: ownGood2 }, 209046);
    await refused('channelGoods/save', 'merchant01', { id: laneId, goodsId: ownGood2, price: 120 }, 209046);
    await refused('channelGoods/save', 'merchant01', { id: laneId, goodsId: ownGood, price: 180 }, 209044);
    await refused('channelGoods/save', 'merchant01', { id: laneId, goodsId: otherGood, price: 180 }, 209008);
  });

  it('changes number, place, capacity and status; max stock never below the stock (209045)', async () => {
    await refused('channel/update', 'merchant01', { id: laneId, maxStock: 4 }, 209045);
    await refused('channel/update', 'merchant01', { id: laneId, laneNo: 'A1' }, 209044);
    await refused('channel/update', 'merchant01', { id: laneId, rowNo: 9, colNo: 1 }, 209041);
    await refused('channel/update', 'merchant01', { id: laneId, rowNo: 2 }, 100001);
    await ok('channel/update', 'merchant01', { id: laneId, laneNo: 'B1', maxStock: 12, status: 0, rowNo: 2, colNo: 2 });
    expect(await ok('channelGoods/get', 'merchant01', { id: laneId })).toMatchObject({ laneNo: 'B1', maxStock: 12, status: 0, rowNo: 2, colNo: 2 });
    await refused('channel/update', 'merchant01', { id: laneId, status: 0 }, 209044);
  });

  it('writes every change to the lane history with who, before and after', async () => {
    const page = await ok('channel/channelLog/pageList', 'merchant01', { serialNum: fresh, laneNo: 'B1', pageSize: 50 });
    const actions = page.list.map((l: { action: string }) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['changeLane', 'capacityChange', 'openClose']));
    const all = await ok('vendingChannelLog/list/page', 'merchant01', { serialNum: fresh, pageSize: 100 });
    expect(all.list.map((l: { action: string }) => l.action).sort()).toEqual(
      ['add', 'capacityChange', 'changeLane', 'changeLane', 'openClose', 'priceChange', 'reduceStock', 'restock', 'restock'].sort(),
    );
    const restock = all.list.findLast((l: { action: string }) => l.action === 'restock');
    expect(restock).toMatchObject({ userName: '伊藤 翔', before: { stock: 0 }, after: { stock: 4 } });
    const filtered = await ok('vendingChannelLog/list/page', 'merchant01', { serialNum: fresh, action: 'priceChange' });
    expect(filtered.list[0]).toMatchObject({ before: { price: 150 }, after: { price: 180 } });
  });

  it('removes only an empty lane (209046), keeping its history', async () => {
    await refused('channel/delete', 'merchant01', { id: laneId }, 209046);
    await ok('channelGoods/update', 'merchant01', { id: laneId, stock: 0 });
    await ok('channel/delete', 'merchant01', { id: laneId });
    await refused('channel/delete', 'merchant01', { id: laneId }, 209002);
    const page = await ok('channel/channelLog/pageList', 'merchant01', { serialNum: fresh, laneNo: 'B1', action: 'remove' });
    expect(page.total).toBe(1);
  });

  it('a lane without a good takes no price or stock (209049)', async () => {
    const { id } = await ok('channel/save', 'merchant01', { serialNum: fresh, laneNo: '7', rowNo: 3, colNo: 3, maxStock: 5 });
    await refused('channelGoods/update', 'merchant01', { id, addStock: 1 }, 209049);
    await refused('channelGoods/update', 'merchant01', { id, goodsId: ownGood }, 100001);
    expect(await ok('channelGoods/save', 'merchant01', { id, goodsId: ownGood, price: 130, stock: 5 })).toMatchObject({ stock: 5, price: 130 });
    await refused('channelGoods/save', 'merchant01', { id, goodsId: ownGood2, price: 130, stock: 6 }, 209046);
  });
});

describe('copy and one-key restock', () => {
  it('refuses copying onto itself (209047), from a device without grid (209042), onto a device with stock (209046) or out of scope (203001)', async () => {
    await refused('vendingChannel/copy', 'merchant01', { serialNum: seeded, targets: [seeded] }, 209047);
    await refused('vendingChannel/copy', 'merchant01', { serialNum: fresh2, targets: [seeded] }, 209042);
    await refused('vendingChannel/copy', 'merchant01', { serialNum: seeded, targets: [fresh] }, 209046);
    await refused('vendingChannel/copy', 'merchant01', { serialNum: seeded, targets: [fresh2, other] }, 203001);
    await refused('vendingChannel/copy', 'merchant01', { serialNum: seeded, targets: [] }, 100001);
    await refused('vendingChannel/copy', 'merchant01', { serialNum: seeded, targets: Array.from({ length: 101 }, (_, i) => `X${i}`) }, 100001);
    // nothing of a refused copy stays
    expect(await ok('vendingChannel/get', 'merchant01', { serialNum: fresh2 })).toMatchObject({ rows: null, lanes: [] });
  });

  it('copies the grid and lanes without stock, then one-key restock fills every open lane', async () => {
    expect(await ok('vendingChannel/copy', 'merchant01', { serialNum: seeded, targets: [fresh2] })).toEqual({ devices: 1 });
    const copy = await ok('vendingChannel/get', 'merchant01', { serialNum: fresh2 });
    const source = await ok('vendingChannel/get', 'merchant01', { serialNum: seeded });
    expect(copy).toMatchObject({ rows: 5, cols: 6 });
    const shape = (l: any) => [l.laneNo, l.rowNo, l.colNo, l.goodsId, l.price, l.maxStock, l.status];
    expect(copy.lanes.map(shape)).toEqual(source.lanes.map(shape));
    expect(copy.lanes.every((l: { stock: number }) => l.stock === 0)).toBe(true);

    const filled = await ok('channelGoods/oneKeyRestock', 'merchant01', { serialNum: fresh2 });
    const open = copy.lanes.filter((l: any) => l.status === 1 && l.goodsId !== null);
    expect(filled).toEqual({ lanes: open.length, units: open.reduce((n: number, l: any) => n + l.maxStock, 0) });
    const after = await ok('vendingChannel/get', 'merchant01', { serialNum: fresh2 });
    for (const l of after.lanes) expect(l.stock).toBe(l.status === 1 && l.goodsId !== null ? l.maxStock : 0);
    const [{ n }] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from stock_change_logs s join devices d on d.id = s.device_id where d.serial_num = $1 and s.kind = 'oneKeyReplenish'`,
      [fresh2],
    );
    expect(n).toBe(open.length);
    await refused('channelGoods/oneKeyRestock', 'merchant01', { serialNum: fresh2 }, 209020);
    const history = await ok('vendingChannelLog/list/page', 'merchant01', { serialNum: fresh2, action: 'oneKeyRestock' });
    expect(history.total).toBe(open.length);
  });
});

describe('scope and permissions', () => {
  it("another merchant's device and lanes are refused as missing", async () => {
    const lane = await laneOf(seeded, '1');
    await refused('vendingChannel/get', 'merchant02', { serialNum: seeded }, 203001);
    await refused('vendingChannel/save', 'merchant02', { serialNum: fresh2, rows: 2, cols: 2 }, 203001);
    await refused('vendingChannelLog/list/page', 'merchant02', { serialNum: seeded }, 203001);
    await refused('channel/pageList', 'merchant02', { serialNum: seeded }, 203001);
    await refused('channel/save', 'merchant02', { serialNum: seeded, laneNo: 'Z1', rowNo: 5, colNo: 6, maxStock: 5 }, 203001);
    await refused('channel/update', 'merchant02', { id: lane.id, maxStock: 20 }, 209002);
    await refused('channel/delete', 'merchant02', { id: lane.id }, 209002);
    await refused('channel/channelLog/pageList', 'merchant02', { serialNum: seeded, laneNo: '1' }, 203001);
    await refused('channelGoods/get', 'merchant02', { id: lane.id }, 209002);
    await refused('channelGoods/save', 'merchant02', { id: lane.id, goodsId: otherGood, price: 100 }, 209002);
    await refused('channelGoods/update', 'merchant02', { id: lane.id, addStock: 1 }, 209002);
    await refused('channelGoods/getGoodsByChannelNo', 'merchant02', { serialNum: seeded, laneNo: '1' }, 203001);
    await refused('channelGoods/getGoodsByPayOrderNo', 'merchant02', { serialNum: seeded, orderNo: 'X' }, 203001);
    await refused('channelGoods/oneKeyRestock', 'merchant02', { serialNum: seeded }, 203001);
    await refused('vendingChannel/copy', 'merchant02', { serialNum: seeded, targets: [other] }, 203001);
    // and the platform's staff see every machine
    await ok('vendingChannel/get', 'admin', { serialNum: other });
  });

  it('a user without lane codes is refused every call (101005); a viewer reads but does not change', async () => {
    const lane = await laneOf(seeded, '1');
    const calls: [string, unknown][] = [
      ['vendingChannel/get', { serialNum: seeded }],
      ['vendingChannel/save', { serialNum: seeded, rows: 1, cols: 1 }],
      ['vendingChannel/update', { serialNum: seeded, rows: 6, cols: 6 }],
      ['vendingChannel/copy', { serialNum: seeded, targets: [fresh] }],
      ['vendingChannelLog/list/page', { serialNum: seeded }],
      ['channel/pageList', { serialNum: seeded }],
      ['channel/save', { serialNum: seeded, laneNo: 'Z', rowNo: 1, colNo: 1, maxStock: 1 }],
      ['channel/update', { id: lane.id, status: 1 }],
      ['channel/delete', { id: lane.id }],
      ['channel/channelLog/pageList', { serialNum: seeded, laneNo: '1' }],
      ['channelGoods/get', { id: lane.id }],
      ['channelGoods/save', { id: lane.id, goodsId: ownGood, price: 1 }],
      ['channelGoods/update', { id: lane.id, price: 1 }],
      ['channelGoods/getGoodsByChannelNo', { serialNum: seeded, laneNo: '1' }],
      ['channelGoods/getGoodsByPayOrderNo', { serialNum: seeded, orderNo: 'X' }],
      ['channelGoods/oneKeyRestock', { serialNum: seeded }],
    ];
    for (const [path, body] of calls) {
      await refused(path, 'store01', body, 101005);
      const viewer = await call(path, 'viewer01', body);
      if (/get|page|pageList/i.test(path.split('/').pop()!)) expect(viewer.body.code, path).not.toBe(101005);
      else expect(viewer.body.code, path).toBe(101005);
    }
    expect((await laneOf(seeded, '1')).id).toBe(lane.id);
  });
});

describe('concurrency', () => {
  it('parallel restocks past the max: one is refused, the stock never passes the max', async () => {
    const { id } = await ok('channel/save', 'merchant01', { serialNum: fresh, laneNo: 'C1', rowNo: 4, colNo: 4, maxStock: 10, goodsId: ownGood, price: 100 });
    await ok('channelGoods/update', 'merchant01', { id, stock: 4 });
    const results = await Promise.all([
      call('channelGoods/update', 'merchant01', { id, addStock: 4 }),
      call('channelGoods/update', 'merchant01', { id, addStock: 5 }),
    ]);
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([200, 209016]);
    const lane = (await s.db.query<{ stock: number }>('select stock from lanes where id = $1', [id]))[0];
    expect(lane.stock).toBeLessThanOrEqual(10);
    const [{ sum }] = await s.db.query<{ sum: number }>('select coalesce(sum(delta), 0)::int as sum from stock_change_logs where lane_id = $1', [id]);
    expect(sum).toBe(lane.stock);
  });

  it('the same change sent twice at once is applied once (209020), the mark kept in the database', async () => {
    const lane = await laneOf(seeded, '5');
    const price = 100 + (lane.id % 50);
    const results = await Promise.all([1, 2].map(() => call('channelGoods/update', 'merchant01', { id: lane.id, price })));
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 209020]);
    const [{ n }] = await s.db.query<{ n: number }>(`select count(*)::int as n from lane_logs where lane_id = $1 and action = 'priceChange'`, [lane.id]);
    expect(n).toBe(1);
  });

  it('parallel vends on a lane with one unit: one sells, the rest leave the stock at zero', async () => {
    const lane = await laneOf(seeded, '3');
    await s.db.query('update lanes set stock = 0 where id = $1', [lane.id]);
    await ok('channelGoods/update', 'merchant01', { id: lane.id, stock: 1 });
    const [device] = await s.db.query<{ id: number; product_id: number; org_id: number }>('select id, product_id, org_id from devices where serial_num = $1', [
      seeded,
    ]);
    const vend = (i: number) =>
      applyVend({
        db: s.db,
        device: { id: device.id, serialNum: seeded, productId: device.product_id, orgId: device.org_id },
        channel: 'event',
        message: { ts: new Date().toISOString(), type: 'vend', laneNo: '3', amount: 100, result: 'ok', orderNo: `PAR-${i}` },
        receivedAt: new Date(),
      });
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map(vend));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'empty')).toHaveLength(4);
    expect((await laneOf(seeded, '3')).stock).toBe(0);
    // the order number finds the good and lane it sold from
    const sold = outcomes.indexOf('applied') + 1;
    expect(await ok('channelGoods/getGoodsByPayOrderNo', 'merchant01', { serialNum: seeded, orderNo: `PAR-${sold}` })).toMatchObject({
      laneNo: '3',
      orderNo: `PAR-${sold}`,
    });
    await refused('channelGoods/getGoodsByPayOrderNo', 'merchant01', { serialNum: seeded, orderNo: 'PAR-none' }, 209048);
    // the same order again is not counted twice; an unknown lane and a failed vend change nothing
    await ok('channelGoods/update', 'merchant01', { id: lane.id, stock: 2 });
    expect(await vend(sold)).toBe('duplicate');
    const base = {
      db: s.db,
      device: { id: device.id, serialNum: seeded, productId: device.product_id, orgId: device.org_id },
      channel: 'event' as const,
      receivedAt: new Date(),
    };
    expect(await applyVend({ ...base, message: { type: 'vend', laneNo: 'NOPE', amount: 1, result: 'ok' } })).toBe('unknownLane');
    expect(await applyVend({ ...base, message: { type: 'vend', lane: 3, amount: 1, result: 'failed' } })).toBe('skipped');
    expect((await laneOf(seeded, '3')).stock).toBe(2);
    expect(await applyVend({ ...base, message: { type: 'vend', lane: 3, amount: 1, result: 'ok' } })).toBe('applied');
    expect((await laneOf(seeded, '3')).stock).toBe(1);
  });
});

describe('the device link', () => {
  let m: TestServer;
  let token: string;
  beforeAll(async () => {
    m = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
    token = await m.login('merchant01');
  });
  afterAll(async () => m?.close());

  it('a lane change is pushed to the machine and acknowledged; a vend from the machine lowers the stock and writes a dispatch', async () => {
    const device = new SimulatedDevice({ url: m.app.link!.deviceUrl, serialNum: seeded, chatty: false });
    await device.start();
    try {
      const [lane] = await m.db.query<{ id: number; price: number; stock: number }>(
        `select l.id, l.price, l.stock from lanes l join devices d on d.id = l.device_id where d.serial_num = $1 and l.lane_no = '2'`,
        [seeded],
      );
      const res = await m.call('POST', '/api/channelGoods/update', { token, body: { id: lane.id, price: lane.price + 10 } });
      expect(res.body.code).toBe(200);
      const pushed = await eventually(async () => {
        const [row] = await m.db.query<{ status: string; payload: { lanes: { laneNo: string; price: number }[] }; source: string }>(
          `select status, payload, source from push_messages where serial_num = $1 and type = 20 order by created_at desc limit 1`,
          [seeded],
        );
        return row?.status === 'SUBOK' && row;
      });
      expect(pushed.source).toBe('lanes');
      expect(pushed.payload.lanes.find((l) => l.laneNo === '2')?.price).toBe(lane.price + 10);
      // it shows in the device's push history
      const history = await m.call('POST', '/api/device/pushMsg/pageList', { token, body: { serialNum: seeded, type: 20 } });
      expect(history.body.data.total).toBeGreaterThan(0);

      if (lane.stock === 0) await m.call('POST', '/api/channelGoods/update', { token, body: { id: lane.id, addStock: 1 } });
      const before = (await m.db.query<{ stock: number }>('select stock from lanes where id = $1', [lane.id]))[0].stock;
      device.vend({ laneNo: '2', amount: lane.price + 10, orderNo: 'SIM-0001' });
      await eventually(async () => (await m.db.query<{ stock: number }>('select stock from lanes where id = $1', [lane.id]))[0].stock === before - 1);
      const log = await m.call('POST', '/api/channel/channelLog/pageList', { token, body: { serialNum: seeded, laneNo: '2', action: 'dispatch' } });
      expect(log.body.data.list[0]).toMatchObject({
        action: 'dispatch',
        userName: null,
        before: { stock: before },
        after: { stock: before - 1, orderNo: 'SIM-0001' },
      });
    } finally {
      await device.stop();
    }
  });

  it('a lane deleted (the generic delete) is pushed once the delete committed: the machine is sent its lanes without it', async () => {
    const device = new SimulatedDevice({ url: m.app.link!.deviceUrl, serialNum: seeded, chatty: false });
    await device.start();
    try {
      // an emptied lane of the machine (its units set aside here: this is about the push, not the ledger)
      const [lane] = await m.db.query<{ id: number }>(
        `update lanes l set stock = 0 from devices d where d.id = l.device_id and d.serial_num = $1 and l.lane_no = '30' returning l.id`,
        [seeded],
      );
      const lastPush = async () =>
        (
          await m.db.query<{ status: string; payload: { lanes: { laneNo: string }[] } }>(
            `select status, payload from push_messages where serial_num = $1 and type = 20 order by created_at desc limit 1`,
            [seeded],
          )
        )[0];
      const res = await m.call('POST', '/api/channel/delete', { token, body: { id: Number(lane.id) } });
      expect(res.body).toMatchObject({ code: 200, data: { id: Number(lane.id) } });
      const pushed = await eventually(async () => {
        const row = await lastPush();
        return row && !row.payload.lanes.some((l) => l.laneNo === '30') && row;
      });
      expect(pushed.payload.lanes.length).toBeGreaterThan(0);
    } finally {
      await device.stop();
    }
  });

  it('a lane added (the generic create) is written to the lane history and pushed once the save committed; the same save at once is 209020', async () => {
    const device = new SimulatedDevice({ url: m.app.link!.deviceUrl, serialNum: seeded, chatty: false });
    await device.start();
    try {
      // the place the lane deleted above left free
      const body = { serialNum: seeded, laneNo: '30', rowNo: 5, colNo: 6, maxStock: 8 };
      const res = await m.call('POST', '/api/channel/save', { token, body });
      expect(res.body).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
      expect(Object.keys(res.body.data)).toEqual(['id']);
      // a repeat is refused as such before the lane number it now meets
      expect((await m.call('POST', '/api/channel/save', { token, body })).body.code).toBe(209020);
      const [log] = await m.db.query<{ action: string }>('select action from lane_logs where lane_id = $1 order by id', [res.body.data.id]);
      expect(log?.action).toBe('add');
      const pushed = await eventually(async () => {
        const [row] = await m.db.query<{ payload: { lanes: { laneNo: string; maxStock: number }[] } }>(
          `select payload from push_messages where serial_num = $1 and type = 20 order by created_at desc limit 1`,
          [seeded],
        );
        return row && row.payload.lanes.some((l) => l.laneNo === '30' && l.maxStock === 8) && row;
      });
      expect(pushed.payload.lanes.length).toBe(30);
    } finally {
      await device.stop();
    }
  });
});
