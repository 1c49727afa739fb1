/**
 * Where goods sell: /goods/onSale/list/page (goods in an open lane of a machine the caller sees) and
 * /goods/sellingDevices/page (the machines with a good in their lanes), from the side of a merchant who must
 * not see another merchant's machines or goods.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let teaId: number;
let otherGoodId: number;
let tokyoSerials: string[];

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'merchant01', 'merchant02', 'viewer01']) tokens[account] = await s.login(account);
  const tokyo = await orgId(s.db, '東京ベンディング');
  const naniwa = await orgId(s.db, 'なにわ自販機');
  const good = async (org: number, name: string) =>
    (
      await s.db.query<{ id: number }>(
        `insert into goods (org_id, brand, name, category_id, spec, spec_unit, barcode, purchase_price, default_price, reference_price)
       values ($1, '販売テスト', $2, 1, 500, 'ml', $3, 50, 120, 130) returning id`,
        [org, name, `4988${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`],
      )
    )[0].id;
  teaId = await good(tokyo, '販売テスト緑茶');
  otherGoodId = await good(naniwa, '販売テスト麦茶');
  const devices = await s.db.query<{ id: number; serial_num: string }>('select id, serial_num from devices where org_id = $1 order by serial_num limit 2', [
    tokyo,
  ]);
  tokyoSerials = devices.map((d) => d.serial_num);
  const [naniwaDevice] = await s.db.query<{ id: number }>('select id from devices where org_id = $1 order by id limit 1', [naniwa]);
  const lane = (deviceId: number, no: string, col: number, goodsId: number, stock: number, price: number, status = 1) =>
    s.db.query(
      `insert into lanes (device_id, lane_no, row_no, col_no, goods_id, price, stock, max_stock, status) values ($1, $2, 19, $3, $4, $5, $6, 10, $7)`,
      [deviceId, no, col, goodsId, price, stock, status],
    );
  await lane(devices[0].id, 'S1', 1, teaId, 4, 120);
  await lane(devices[0].id, 'S2', 2, teaId, 3, 130);
  await lane(devices[1].id, 'S1', 1, teaId, 5, 120, 0); // closed: not on sale there, still a machine holding it
  await lane(naniwaDevice.id, 'S1', 1, otherGoodId, 7, 110);
});
afterAll(async () => s?.close());

const call = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/${path}`, { token: tokens[as], body, lang });

describe('goods on sale', () => {
  it('answers a good in open lanes with its machines, lanes, units and prices', async () => {
    const r = await call('goods/onSale/list/page', 'merchant01', { pageNum: 1, pageSize: 10, name: '販売テスト' });
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(1);
    expect(r.body.data.list[0]).toMatchObject({ id: teaId, name: '販売テスト緑茶', devices: 1, lanes: 2, stock: 7, minPrice: 120, maxPrice: 130 });
  });

  it('filters by machine and keeps other merchants out', async () => {
    const bySerial = await call('goods/onSale/list/page', 'merchant01', { pageNum: 1, pageSize: 10, name: '販売テスト', serialNum: tokyoSerials[1] });
    expect(bySerial.body.data).toEqual({ list: [], total: 0 }); // only a closed lane there
    const naniwa = await call('goods/onSale/list/page', 'merchant02', { pageNum: 1, pageSize: 10, name: '販売テスト' });
    expect(naniwa.body.data.list.map((g: { name: string }) => g.name)).toEqual(['販売テスト麦茶']);
    const platform = await call('goods/onSale/list/page', 'admin', { pageNum: 1, pageSize: 10, name: '販売テスト', sort: { field: 'stock', order: 'asc' } });
    expect(platform.body.data.list.map((g: { stock: number }) => g.stock)).toEqual([7, 7]);
  });

  it('refuses a bad filter with the fields named', async () => {
    const r = await call('goods/onSale/list/page', 'merchant01', { pageNum: 1, pageSize: 10, categoryId: 9 }, 'en');
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(100001);
  });
});

describe('machines selling a good', () => {
  it('lists every machine with the good in a lane, open or closed', async () => {
    const r = await call('goods/sellingDevices/page', 'merchant01', { goodsId: teaId, pageNum: 1, pageSize: 10 });
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(2);
    expect(r.body.data.list).toEqual([
      expect.objectContaining({ serialNum: tokyoSerials[0], laneNos: ['S1', 'S2'], openLanes: 2, stock: 7, maxStock: 20, minPrice: 120, maxPrice: 130 }),
      expect.objectContaining({ serialNum: tokyoSerials[1], laneNos: ['S1'], openLanes: 0, stock: 5 }),
    ]);
    // each machine as the device list names it, and nothing more (the lanes counted for the sort are not answered)
    expect(Object.keys(r.body.data.list[0]).sort()).toEqual(
      ['id', 'laneNos', 'maxPrice', 'maxStock', 'minPrice', 'name', 'online', 'openLanes', 'orgName', 'serialNum', 'stock'].sort(),
    );
    const byLanes = async (order: 'asc' | 'desc') =>
      (await call('goods/sellingDevices/page', 'merchant01', { goodsId: teaId, pageNum: 1, pageSize: 10, sort: { field: 'lanes', order } })).body.data.list.map(
        (d: { serialNum: string }) => d.serialNum,
      );
    expect(await byLanes('desc')).toEqual(tokyoSerials.slice(0, 2));
    expect(await byLanes('asc')).toEqual(tokyoSerials.slice(0, 2).reverse());
  });

  it('answers 209008 for a good of another merchant, and 101005 without goods.view', async () => {
    const r = await call('goods/sellingDevices/page', 'merchant02', { goodsId: teaId, pageNum: 1, pageSize: 10 }, 'en');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 209008, msg: 'The good does not exist or is disabled' });
    await s.db.query(
      `insert into users (account, name, org_id, password_hash, status) select 'nogoods01', '権限なし', org_id, password_hash, 1 from users where account = 'merchant01'`,
    );
    const token = await s.login('nogoods01');
    const denied = await s.call('POST', '/api/goods/sellingDevices/page', { token, body: { goodsId: teaId, pageNum: 1, pageSize: 10 } });
    expect(denied.body.code).toBe(101005);
  });
});
