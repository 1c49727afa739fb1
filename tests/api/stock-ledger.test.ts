/**
 * The stock ledger every retail call changes stock through: storage and lane quantities never leave their
 * bounds, even when requests race for the last units (on PostgreSQL the transactions really run at once),
 * and every change leaves exactly one row in the append-only change log, written with it or not at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { changeLaneStock, changeStorageStock, logLane } from '../../src/server/areas/retail/stock-ledger.js';
import { AppError } from '../../src/server/errors.js';

let s: TestServer;
let goodsId: number;
let laneId: number;

beforeAll(async () => {
  s = await testServer();
  const org = await orgId(s.db, '東京ベンディング');
  // a good of its own, never stocked: the demo seed stocks the demo goods
  [{ id: goodsId }] = await s.db.query<{ id: number }>(
    `insert into goods (org_id, brand, name, category_id, spec, spec_unit, barcode, purchase_price, default_price, reference_price)
     values ($1, '台帳', '台帳テスト', 1, 1, '個', '4999999999991', 1, 1, 1) returning id`,
    [org],
  );
  const [device] = await s.db.query<{ id: number }>('select id from devices where org_id = $1 order by id limit 1', [org]);
  [{ id: laneId }] = await s.db.query<{ id: number }>(
    `insert into lanes (device_id, lane_no, row_no, col_no, goods_id, price, stock, max_stock) values ($1, 'T1', 20, 20, $2, 150, 0, 10) returning id`,
    [device.id, goodsId],
  );
});
afterAll(async () => s?.close());

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e) => (e instanceof AppError ? e.code : String(e)),
  );
const logRows = (where: string, id: number) =>
  s.db.query<{ kind: string; delta: number; before: number; after: number }>(
    `select kind, delta, before, after from stock_change_logs where ${where} = $1 order by id`,
    [id],
  );

describe('storage stock', () => {
  it('takes in and gives out, one log row per change with before and after', async () => {
    expect(await s.db.transaction((tx) => changeStorageStock(tx, goodsId, { kind: 'purchase', delta: 5, refNo: 'PO-T1' }))).toEqual({ before: 0, after: 5 });
    expect(await s.db.transaction((tx) => changeStorageStock(tx, goodsId, { kind: 'return', delta: -2 }))).toEqual({ before: 5, after: 3 });
    expect(await logRows('goods_id', goodsId)).toEqual([
      { kind: 'purchase', delta: 5, before: 0, after: 5 },
      { kind: 'return', delta: -2, before: 5, after: 3 },
    ]);
  });

  it('refuses to go below zero (209021) or above 999999 (209022), changing nothing', async () => {
    expect(await codeOf(s.db.transaction((tx) => changeStorageStock(tx, goodsId, { kind: 'return', delta: -4 })))).toBe(209021);
    expect(await codeOf(s.db.transaction((tx) => changeStorageStock(tx, goodsId, { kind: 'purchase', delta: 999_997 })))).toBe(209022);
    expect(await codeOf(s.db.transaction((tx) => changeStorageStock(tx, 987_654_321, { kind: 'purchase', delta: 1 })))).toBe(209008);
    expect(await s.db.query('select quantity from storage_stock where goods_id = $1', [goodsId])).toEqual([{ quantity: 3 }]);
    expect(await logRows('goods_id', goodsId)).toHaveLength(2);
  });

  it('lets only one of two racing takes of the last units through', async () => {
    const take = () => codeOf(s.db.transaction((tx) => changeStorageStock(tx, goodsId, { kind: 'manualAdjust', delta: -3 })));
    expect((await Promise.all([take(), take()])).sort()).toEqual([200, 209021]);
    expect(await s.db.query('select quantity from storage_stock where goods_id = $1', [goodsId])).toEqual([{ quantity: 0 }]);
    expect(await logRows('goods_id', goodsId)).toHaveLength(3);
  });
});

describe('lane stock', () => {
  it('stays within 0 and the lane maximum under parallel changes', async () => {
    await s.db.transaction((tx) => changeLaneStock(tx, laneId, { kind: 'vendingReplenish', delta: 8 }));
    const add = () => codeOf(s.db.transaction((tx) => changeLaneStock(tx, laneId, { kind: 'vendingReplenish', delta: 2 })));
    expect((await Promise.all([add(), add()])).sort()).toEqual([200, 209016]);
    const vend = () => codeOf(s.db.transaction((tx) => changeLaneStock(tx, laneId, { kind: 'vend', delta: -1 })));
    const vends = await Promise.all(Array.from({ length: 12 }, vend));
    expect(vends.filter((c) => c === 200)).toHaveLength(10);
    expect(vends.filter((c) => c === 209021)).toHaveLength(2);
    expect(await s.db.query('select stock from lanes where id = $1', [laneId])).toEqual([{ stock: 0 }]);
    const rows = await logRows('lane_id', laneId);
    expect(rows).toHaveLength(12);
    expect(rows.at(-1)).toEqual({ kind: 'vend', delta: -1, before: 1, after: 0 });
  });

  it('refuses a lane that does not exist (209002)', async () => {
    expect(await codeOf(s.db.transaction((tx) => changeLaneStock(tx, 987_654_321, { kind: 'vend', delta: -1 })))).toBe(209002);
  });

  it('rolls the log back with the change when the transaction fails later', async () => {
    const before = (await logRows('lane_id', laneId)).length;
    await expect(
      s.db.transaction(async (tx) => {
        await changeLaneStock(tx, laneId, { kind: 'vendingReplenish', delta: 1 });
        await logLane(tx, { deviceId: -1, laneId, laneNo: 'T1', action: 'restock' }); // no such device: the insert fails
      }),
    ).rejects.toThrow();
    expect(await s.db.query('select stock from lanes where id = $1', [laneId])).toEqual([{ stock: 0 }]);
    expect(await logRows('lane_id', laneId)).toHaveLength(before);
  });
});

describe('the change log', () => {
  it('cannot be edited or deleted', async () => {
    await expect(s.db.query('update stock_change_logs set delta = 100 where goods_id = $1', [goodsId])).rejects.toThrow(/append-only/);
    await expect(s.db.query('delete from stock_change_logs where goods_id = $1', [goodsId])).rejects.toThrow(/append-only/);
  });
});
