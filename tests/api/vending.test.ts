/**
 * Vending management, printing, replenish time, device currency and goods attributes (issue 8,
 * openapi/retail/vending.yaml): vend events from a device over a real MQTT connection make the lane reports
 * and the export; print commands acked ok, answered with an error and never answered past their timeout;
 * the replenish plan; the currency a device reports in its shadow; every call refused outside the caller's
 * device scope and without its function code.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice, eventually, type TestDevice } from '../support/mqtt-device.js';
import { nextReplenishAt } from '../../src/server/areas/retail/vending.js';
import { recordVend } from '../../src/server/areas/retail/vend-records.js';
import { SimulatedDevice } from '../../src/simulator/device.js';

let s: TestServer;
const tokens: Record<string, string> = {};
/** Vending machines of 東京ベンディング (merchant01's scope), one of なにわ自販機, and a POS terminal. */
let tokyo: { id: number; serial: string }[];
let naniwa: { id: number; serial: string };
let pos: { id: number; serial: string };

const devicesOf = async (orgName: string, type: 'vending' | 'pos', n: number) =>
  await s.db.query<{ id: number; serial: string }>(
    `select d.id::int as id, d.serial_num as serial from devices d join products p on p.id = d.product_id
      where p.type = $2 and d.status = 1 and d.activated_at is not null
        and d.org_path like (select path from organisations where name = $1) || '%'
      order by d.id desc limit $3`,
    [orgName, type, n],
  );

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  for (const account of ['admin', 'viewer01', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  tokyo = await devicesOf('東京ベンディング', 'vending', 4);
  [naniwa] = await devicesOf('なにわ自販機', 'vending', 1);
  [pos] = await devicesOf('東京ベンディング', 'pos', 1);
  expect(tokyo.length).toBe(4);
  expect(naniwa && pos).toBeTruthy();
  await s.db.query('delete from vend_records where device_id = any($1)', [tokyo.map((d) => d.id)]);
});
afterAll(async () => s?.close());

const call = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/${path}`, { token: tokens[as], body, lang });
const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};
const hourAgo = () => new Date(Date.now() - 3600_000).toISOString();
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
const vend = (lane: number, amount: number, result: 'ok' | 'failed', orderNo?: string) => ({
  ts: new Date().toISOString(),
  type: 'vend',
  lane,
  amount,
  result,
  ...(orderNo ? { orderNo } : {}),
});

describe('lane reports from vend events', () => {
  let d: TestDevice;
  let goodsId: number;
  let goodsName: string;

  beforeAll(async () => {
    // lane 1 sells a good of the merchant; lane 2 has none
    [{ id: goodsId, name: goodsName }] = await s.db.query<{ id: number; name: string }>(
      `select g.id::int as id, g.name from goods g join organisations o on o.id = g.org_id where o.name = '東京ベンディング' order by g.id limit 1`,
    );
    await s.db.query(
      `insert into lanes (device_id, lane_no, row_no, col_no, goods_id, price, stock, max_stock) values ($1, '1', 20, 20, $2, 150, 5, 10)
       on conflict (device_id, lane_no) do update set goods_id = excluded.goods_id`,
      [tokyo[0].id, goodsId],
    );
    d = await connectDevice(s.app.link!.deviceUrl, tokyo[0].serial);
    await d.publish('event', vend(1, 150, 'ok', 'ORD-1'));
    await d.publish('event', vend(1, 150, 'ok', 'ORD-2'));
    await d.publish('event', vend(2, 130, 'failed', 'ORD-3'));
    await d.publish('event', vend(2, 130, 'ok'));
    // the same order again (QoS 1 may deliver twice): still one sale
    await d.publish('event', vend(1, 150, 'ok', 'ORD-1'));
    await eventually(async () => {
      const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from vend_records where device_id = $1', [tokyo[0].id]);
      // all five events handled (the repeated order too), not only the first four stored
      const [stats] = await s.db.query<{ seen: number }>(`select count::int as seen from device_topic_stats where device_id = $1 and channel = 'event'`, [
        tokyo[0].id,
      ]);
      return n === 4 && (stats?.seen ?? 0) >= 5;
    });
  });
  afterAll(async () => d?.end());

  it('amount: per lane sums of successful vends, failed ones counted apart, with the good of the lane', async () => {
    const res = await call(`channelReport/getChannelReportAmount/${tokyo[0].serial}`, 'merchant01', { startTime: hourAgo(), endTime: inAnHour() });
    expectCode(res, 200);
    expect(res.body.data.total).toEqual({ amount: 430, count: 3, failedCount: 1 });
    expect(res.body.data.list).toEqual([
      { laneNo: '1', goodsId, goodsName, amount: 300, count: 2, failedCount: 0 },
      { laneNo: '2', goodsId: null, goodsName: null, amount: 130, count: 1, failedCount: 1 },
    ]);
    // a range before the sales holds none
    const before = await call(`channelReport/getChannelReportAmount/${tokyo[0].serial}`, 'merchant01', {
      startTime: new Date(Date.now() - 7200_000).toISOString(),
      endTime: hourAgo(),
    });
    expect(before.body.data).toEqual({ total: { amount: 0, count: 0, failedCount: 0 }, list: [] });
  });

  it('stats: per good and per day (Asia/Tokyo)', async () => {
    const res = await call(`channelReport/getChannelReportStats/${tokyo[0].serial}`, 'merchant01', { startTime: hourAgo(), endTime: inAnHour() });
    expectCode(res, 200);
    expect(res.body.data.byGoods).toEqual([
      { goodsId, goodsName, amount: 300, count: 2, laneCount: 1 },
      { goodsId: null, goodsName: null, amount: 130, count: 1, laneCount: 1 },
    ]);
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect(res.body.data.byDay).toEqual([{ day: today, amount: 430, count: 3 }]);
  });

  it('time: all 24 hours of the day in Asia/Tokyo, the sales in the current hour', async () => {
    const res = await call(`channelReport/getChannelReportTime/${tokyo[0].serial}`, 'merchant01', { startTime: hourAgo(), endTime: inAnHour() });
    expectCode(res, 200);
    expect(res.body.data).toHaveLength(24);
    const hour = new Date(Date.now() + 9 * 3600_000).getUTCHours();
    expect(res.body.data[hour]).toEqual({ hour, amount: 430, count: 3 });
    expect(res.body.data.reduce((n: number, h: { count: number }) => n + h.count, 0)).toBe(3);
  });

  it('refuses a range over 30 days or backwards (100001 naming endTime), a bad serial, and callers outside scope or without the code', async () => {
    const start = new Date(Date.now() - 31 * 86400_000).toISOString();
    const long = await call(
      `channelReport/getChannelReportAmount/${tokyo[0].serial}`,
      'merchant01',
      { startTime: start, endTime: new Date().toISOString() },
      'en',
    );
    expectCode(long, 100001, 400);
    expect(JSON.stringify(long.body)).toContain('endTime');
    expectCode(await call(`channelReport/getChannelReportTime/${tokyo[0].serial}`, 'merchant01', { startTime: inAnHour(), endTime: hourAgo() }), 100001, 400);
    expectCode(
      await call(`channelReport/getChannelReportStats/${tokyo[0].serial}`, 'merchant01', { startTime: 'yesterday', endTime: inAnHour() }),
      100001,
      400,
    );
    expectCode(await call(`channelReport/getChannelReportAmount/${tokyo[0].serial}`, 'merchant02', { startTime: hourAgo(), endTime: inAnHour() }), 203001);
    expectCode(await call(`channelReport/getChannelReportAmount/${tokyo[0].serial}`, 'store01', { startTime: hourAgo(), endTime: inAnHour() }), 101005, 403);
    expectCode(await call('channelReport/getChannelReportAmount/NOPE-1', 'admin', { startTime: hourAgo(), endTime: inAnHour() }), 203001);
    // the platform's viewer sees every device's report
    expectCode(await call(`channelReport/getChannelReportAmount/${tokyo[0].serial}`, 'viewer01', { startTime: hourAgo(), endTime: inAnHour() }), 200);
  });

  it('exports both sheets as a streamed .xlsx in the caller language', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/channelReport/export',
      headers: { authorization: `Bearer ${tokens.merchant01}`, 'accept-language': 'en' },
      payload: { serialNum: tokyo[0].serial, startTime: hourAgo(), endTime: inAnHour() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="lane-report-${tokyo[0].serial}-\\d{8}\\.xlsx"`));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [lanes, sales] = wb.worksheets;
    expect(lanes.name).toBe('By lane');
    expect((lanes.getRow(1).values as unknown[]).slice(1)).toEqual(['Lane', 'Goods', 'Sold', 'Amount', 'Failed']);
    expect((lanes.getRow(2).values as unknown[]).slice(1)).toEqual(['1', goodsName, 2, 300, 0]);
    expect(sales.name).toBe('Sales');
    expect(sales.rowCount).toBe(5);
    expect((sales.getRow(1).values as unknown[]).slice(1)).toEqual(['Sold at', 'Lane', 'Goods', 'Amount', 'Result', 'Order number']);
    expect(sales.getRow(2).getCell(1).value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(sales.getRow(2).getCell(6).value).toBe('ORD-1');
    expect([2, 3, 4, 5].map((r) => sales.getRow(r).getCell(5).value).sort()).toEqual(['Failed', 'Succeeded', 'Succeeded', 'Succeeded']);
    const ja = await s.app.inject({
      method: 'POST',
      url: '/api/channelReport/export',
      headers: { authorization: `Bearer ${tokens.merchant01}` },
      payload: { serialNum: tokyo[0].serial, startTime: hourAgo(), endTime: inAnHour() },
    });
    const wbJa = new ExcelJS.Workbook();
    await wbJa.xlsx.load(ja.rawPayload as unknown as ArrayBuffer);
    expect(wbJa.worksheets[1].getRow(1).getCell(1).value).toBe('販売日時');
  });

  it('refuses an export over 30000 vends (209019), outside scope (203001) and without vending.export (101005)', async () => {
    const body = { serialNum: tokyo[1].serial, startTime: hourAgo(), endTime: inAnHour() };
    expectCode(await call('channelReport/export', 'viewer01', body), 101005, 403);
    expectCode(await call('channelReport/export', 'merchant02', body), 203001);
    await s.db.query(
      `insert into vend_records (device_id, lane_no, amount, result, sold_at) select $1, '1', 100, 'ok', now() - g * interval '1 millisecond' from generate_series(1, 30001) g`,
      [tokyo[1].id],
    );
    expectCode(await call('channelReport/export', 'merchant01', body), 209019, 413);
  });

  it('stores a vend naming its lane as laneNo, and ignores odd input without failing', async () => {
    const uplink = (message: Record<string, unknown>) =>
      recordVend({
        db: s.db,
        device: { id: tokyo[2].id, serialNum: tokyo[2].serial, productId: 1, orgId: null },
        channel: 'event',
        message,
        receivedAt: new Date(),
      });
    await uplink({ ts: new Date().toISOString(), type: 'vend', laneNo: 'A12', lane: 3, amount: 200, result: 'ok' });
    await uplink({ ts: 'not a time', type: 'vend', lane: 4, amount: 100, result: 'ok' });
    for (const odd of [{ lane: 0 }, { lane: 1.5 }, { laneNo: 'A 1' }, { lane: 1, amount: -1 }, { lane: 1, result: 'maybe' }, { lane: 1, amount: '100' }]) {
      await uplink({ type: 'vend', lane: 1, amount: 100, result: 'ok', ...odd, ...('laneNo' in odd ? { lane: undefined } : {}) });
    }
    await uplink({ type: 'door', open: true });
    const rows = await s.db.query<{ lane_no: string; device_ts: Date | null }>('select lane_no, device_ts from vend_records where device_id = $1 order by id', [
      tokyo[2].id,
    ]);
    expect(rows.map((r) => r.lane_no)).toEqual(['A12', '4']);
    expect(rows[1].device_ts).toBeNull();
  });
});

describe('printing', () => {
  let d: TestDevice;
  beforeAll(async () => {
    d = await connectDevice(s.app.link!.deviceUrl, tokyo[3].serial);
  });
  afterAll(async () => d?.end());
  const send = (body: Record<string, unknown>, as = 'merchant01') => call('vendingPrint/sendCommand', as, { serialNum: tokyo[3].serial, ...body });
  const get = (id: number, as = 'merchant01') => call(`vendingPrint/get/${id}`, as);

  it('a print acked ok by the device is done; its push rides the link as type 4 (print)', async () => {
    const res = await send({ content: 'レシート テスト', copies: 2 });
    expectCode(res, 200);
    const { id, requestId } = res.body.data;
    const processing = await get(id);
    expect(processing.body.data).toMatchObject({
      id,
      requestId,
      serialNum: tokyo[3].serial,
      content: 'レシート テスト',
      copies: 2,
      timeoutSeconds: 60,
      status: 'processing',
      failReason: null,
    });
    const cmd = await d.nextCommand(1);
    expect(cmd).toMatchObject({ requestId, type: 4, payload: { content: 'レシート テスト', copies: 2 } });
    await d.ack(requestId);
    const done = await eventually(async () => {
      const r = (await get(id)).body.data;
      return r.status === 'done' && r;
    });
    expect(done).toMatchObject({ failReason: null, pushStatus: 'SUBOK', createdBy: '伊藤 翔' });
    expect(Date.parse(done.doneAt)).toBeGreaterThanOrEqual(Date.parse(done.createdAt));
    // the push is in the device's push history like any other
    const push = await s.call('GET', `/api/device/pushMsg/detail/${tokyo[3].serial}/${requestId}`, { token: tokens.merchant01 });
    expect(push.body.data).toMatchObject({ type: 4, status: 'SUBOK', source: 'print' });
  });

  it('a print the device answers with an error is failed (deviceError), with its message', async () => {
    const { id, requestId } = (await send({ content: 'paper test' })).body.data;
    await d.nextCommand(2);
    await d.publish('ack', { requestId, receivedAt: new Date().toISOString(), result: 'error', message: 'paper out' });
    const failed = await eventually(async () => {
      const r = (await get(id)).body.data;
      return r.status === 'failed' && r;
    });
    expect(failed).toMatchObject({ failReason: 'deviceError', ackMessage: 'paper out', pushStatus: 'FAILED' });
  });

  it('a print never answered is failed (timeout) once its timeout is over, and stays so when a late ack comes', async () => {
    const { id, requestId } = (await send({ content: 'late', timeoutSeconds: 1 })).body.data;
    await d.nextCommand(3);
    // (processing until then: the first print above shows it; a second may pass here on a loaded machine)
    await new Promise((r) => setTimeout(r, 1100));
    expect((await get(id)).body.data).toMatchObject({ status: 'failed', failReason: 'timeout' });
    await d.ack(requestId);
    await eventually(async () => (await get(id)).body.data.pushStatus === 'SUBOK');
    expect((await get(id)).body.data).toMatchObject({ status: 'failed', failReason: 'timeout' });
  });

  it('the bundled device simulator acks a print command: done', async () => {
    const [other] = await devicesOf('東京ベンディング', 'vending', 5).then((l) => l.slice(4));
    const device = new SimulatedDevice({ url: s.app.link!.deviceUrl, serialNum: other.serial, chatty: false });
    await device.start();
    try {
      const { id } = (await call('vendingPrint/sendCommand', 'merchant01', { serialNum: other.serial, content: 'simulated' })).body.data;
      const done = await eventually(async () => {
        const r = (await get(id)).body.data;
        return r.status === 'done' && r;
      });
      expect(done).toMatchObject({ serialNum: other.serial, failReason: null });
    } finally {
      await device.stop();
    }
  });

  it('pageList: newest first, filtered by device, status and time, within the caller scope', async () => {
    const all = await call('vendingPrint/pageList', 'merchant01', { serialNum: tokyo[3].serial, pageNum: 1, pageSize: 10 });
    expectCode(all, 200);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list.map((r: { content: string }) => r.content)).toEqual(['late', 'paper test', 'レシート テスト']);
    const failed = await call('vendingPrint/pageList', 'merchant01', { serialNum: tokyo[3].serial, status: 'failed' });
    expect(failed.body.data.list.map((r: { content: string }) => r.content)).toEqual(['late', 'paper test']);
    const done = await call('vendingPrint/pageList', 'merchant01', { serialNum: tokyo[3].serial, status: 'done' });
    expect(done.body.data.total).toBe(1);
    expect((await call('vendingPrint/pageList', 'merchant01', { startTime: inAnHour() })).body.data.total).toBe(0);
    // another merchant sees none of them, and cannot name the device
    expect((await call('vendingPrint/pageList', 'merchant02', {})).body.data.total).toBe(0);
    expectCode(await call('vendingPrint/pageList', 'merchant02', { serialNum: tokyo[3].serial }), 203001);
    expectCode(await call('vendingPrint/pageList', 'merchant01', { status: 'lost' }), 100001, 400);
  });

  it('refuses: another estate (209060 / 203001), no vending.print (101005), bad content (100001), a disabled device (203206)', async () => {
    const [{ id }] = (await call('vendingPrint/pageList', 'merchant01', {})).body.data.list;
    expectCode(await get(id, 'merchant02'), 209060, 404);
    expectCode(await get(999999, 'admin'), 209060, 404);
    expectCode(await call('vendingPrint/get/0', 'admin'), 100001, 400);
    expectCode(await send({ content: 'x' }, 'merchant02'), 203001);
    expectCode(await send({ content: 'x' }, 'viewer01'), 101005, 403);
    expectCode(await call('vendingPrint/pageList', 'store01', {}), 101005, 403);
    for (const bad of [
      { content: '' },
      { content: '   ' },
      { content: 'x'.repeat(501) },
      { content: 'x', copies: 0 },
      { content: 'x', copies: 11 },
      { content: 'x', timeoutSeconds: 0 },
      { content: 'x', timeoutSeconds: 3601 },
    ]) {
      expectCode(await send(bad), 100001, 400);
    }
    await s.db.query('update devices set status = 0 where id = $1', [naniwa.id]);
    expectCode(await call('vendingPrint/sendCommand', 'admin', { serialNum: naniwa.serial, content: 'x' }), 203206);
    await s.db.query('update devices set status = 1 where id = $1', [naniwa.id]);
  });
});

describe('replenish time', () => {
  it('answers the last replenishment from the stock change log and the plan once set', async () => {
    const serial = tokyo[1].serial;
    const empty = await call(`channelGoods/getReplenishTime/${serial}`, 'merchant01');
    expectCode(empty, 200);
    expect(empty.body.data).toEqual({
      lastReplenishAt: null,
      replenishTime: null,
      intervalDays: null,
      nextReplenishAt: null,
      updatedAt: null,
      updatedBy: null,
    });
    const [{ orgId, goodsId }] = await s.db.query<{ orgId: number; goodsId: number }>(
      `select g.org_id::int as "orgId", g.id::int as "goodsId" from goods g join organisations o on o.id = g.org_id where o.name = '東京ベンディング' limit 1`,
    );
    const at = new Date(Date.now() - 3 * 86400_000);
    await s.db.query(
      `insert into stock_change_logs (org_id, goods_id, device_id, lane_no, kind, delta, before, after, created_at)
       values ($1, $2, $3, '1', 'vendingReplenish', 5, 0, 5, $4), ($1, $2, $3, '1', 'vend', -1, 5, 4, now())`,
      [orgId, goodsId, tokyo[1].id, at],
    );
    const set = await call('channelGoods/setReplenishTime', 'merchant01', { serialNum: serial, replenishTime: '09:30', intervalDays: 2 });
    expectCode(set, 200);
    expect(set.body.data).toMatchObject({ replenishTime: '09:30', intervalDays: 2, updatedBy: '伊藤 翔' });
    expect(Date.parse(set.body.data.lastReplenishAt)).toBe(at.getTime());
    const next = new Date(set.body.data.nextReplenishAt);
    expect(next.getTime()).toBeGreaterThanOrEqual(Date.now() - 1000);
    expect(new Date(next.getTime() + 9 * 3600_000).toISOString().slice(11, 16)).toBe('09:30');
    expect(Object.keys(set.body.data).sort()).toEqual(['intervalDays', 'lastReplenishAt', 'nextReplenishAt', 'replenishTime', 'updatedAt', 'updatedBy']);
    const again = await call(`channelGoods/getReplenishTime/${serial}`, 'viewer01');
    expect(again.body.data).toEqual(set.body.data);
    expect(again.body.data).toMatchObject({ replenishTime: '09:30', intervalDays: 2 });
    // replaced, not added
    await call('channelGoods/setReplenishTime', 'merchant01', { serialNum: serial, replenishTime: '23:05', intervalDays: 1 });
    expect((await call(`channelGoods/getReplenishTime/${serial}`, 'merchant01')).body.data).toMatchObject({ replenishTime: '23:05', intervalDays: 1 });
  });

  it('the next planned time: the plan day after the last, never before now', () => {
    const now = new Date('2026-03-10T03:00:00Z'); // 12:00 in Tokyo
    // last on 3/8 (Tokyo) every 3 days: 3/11 09:30 Tokyo
    expect(nextReplenishAt('09:30', 3, new Date('2026-03-08T01:00:00Z'), now).toISOString()).toBe('2026-03-11T00:30:00.000Z');
    // a plan day already past: the next time of day from now (today's 09:30 is past: tomorrow's)
    expect(nextReplenishAt('09:30', 1, new Date('2026-03-01T01:00:00Z'), now).toISOString()).toBe('2026-03-11T00:30:00.000Z');
    // no replenishment yet: today's 18:00 is still ahead
    expect(nextReplenishAt('18:00', 2, null, now).toISOString()).toBe('2026-03-10T09:00:00.000Z');
    // a Tokyo day starting before UTC's: 00:10 Tokyo on 3/11 is 15:10 UTC on 3/10
    expect(nextReplenishAt('00:10', 1, null, now).toISOString()).toBe('2026-03-10T15:10:00.000Z');
  });

  it('refuses a POS terminal (209061), bad times and intervals (100001), other estates (203001) and callers without the code (101005)', async () => {
    expectCode(await call('channelGoods/setReplenishTime', 'merchant01', { serialNum: pos.serial, replenishTime: '09:00', intervalDays: 1 }), 209061, 409);
    for (const bad of [
      { replenishTime: '24:00' },
      { replenishTime: '9:00' },
      { replenishTime: '09:60' },
      { intervalDays: 0 },
      { intervalDays: 31 },
      { intervalDays: 1.5 },
    ]) {
      expectCode(
        await call('channelGoods/setReplenishTime', 'merchant01', { serialNum: tokyo[1].serial, replenishTime: '09:00', intervalDays: 1, ...bad }),
        100001,
        400,
      );
    }
    expectCode(await call('channelGoods/setReplenishTime', 'merchant02', { serialNum: tokyo[1].serial, replenishTime: '09:00', intervalDays: 1 }), 203001);
    expectCode(await call(`channelGoods/getReplenishTime/${tokyo[1].serial}`, 'merchant02'), 203001);
    expectCode(await call('channelGoods/setReplenishTime', 'viewer01', { serialNum: tokyo[1].serial, replenishTime: '09:00', intervalDays: 1 }), 101005, 403);
    expectCode(await call(`channelGoods/getReplenishTime/${tokyo[1].serial}`, 'store01'), 101005, 403);
  });
});

describe('device currency', () => {
  it('is JPY by default; then what the device reports in its shadow, one row per change', async () => {
    const serial = tokyo[2].serial;
    const first = await call(`deviceCurrency/getLast/${serial}`, 'merchant01');
    expectCode(first, 200);
    expect(first.body.data).toEqual({ currency: 'JPY', symbol: '¥', decimals: false, source: 'default', since: null });
    const d = await connectDevice(s.app.link!.deviceUrl, serial);
    const report = (state: Record<string, unknown>) => d.publish('shadow/reported', { state, ts: new Date().toISOString() });
    await report({ currency: 'USD', volume: 3 });
    await report({ currency: 'USD' });
    await report({ currency: 'XXX' });
    await report({ volume: 4 });
    await report({ currency: 'EUR' });
    const last = await eventually(async () => {
      const r = (await call(`deviceCurrency/getLast/${serial}`, 'merchant01')).body.data;
      return r.currency === 'EUR' && r;
    });
    expect(last).toMatchObject({ symbol: '€', decimals: true, source: 'device' });
    const list = await call('deviceCurrency/page/list', 'merchant01', { serialNum: serial, pageNum: 1, pageSize: 10 });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((r: { currency: string; previous: string | null }) => [r.currency, r.previous])).toEqual([
      ['EUR', 'USD'],
      ['USD', null],
    ]);
    await d.end();
  });

  it('an operator changes it through the desired shadow: the bundled simulator applies it and reports it back', async () => {
    const [other] = await devicesOf('東京ベンディング', 'vending', 6).then((l) => l.slice(5));
    const device = new SimulatedDevice({ url: s.app.link!.deviceUrl, serialNum: other.serial, chatty: false });
    await device.start();
    try {
      expectCode(
        await s.call('POST', '/api/device/shadow/desired', { token: tokens.merchant01, body: { serialNum: other.serial, state: { currency: 'USD' } } }),
        200,
      );
      const last = await eventually(async () => {
        const r = (await call(`deviceCurrency/getLast/${other.serial}`, 'merchant01')).body.data;
        return r.currency === 'USD' && r;
      });
      expect(last).toMatchObject({ symbol: '$', source: 'device' });
    } finally {
      await device.stop();
    }
  });

  it('refuses other estates (203001), callers without vending.view (101005) and bad queries (100001)', async () => {
    expectCode(await call(`deviceCurrency/getLast/${tokyo[2].serial}`, 'merchant02'), 203001);
    expectCode(await call('deviceCurrency/page/list', 'merchant02', { serialNum: tokyo[2].serial }), 203001);
    expectCode(await call(`deviceCurrency/getLast/${tokyo[2].serial}`, 'store01'), 101005, 403);
    expectCode(await call('deviceCurrency/page/list', 'merchant01', {}), 100001, 400);
    expectCode(await call('deviceCurrency/page/list', 'merchant01', { serialNum: tokyo[2].serial, pageSize: 101 }), 100001, 400);
  });
});

describe('goods attributes', () => {
  it('answers the attributes of a category in the caller language', async () => {
    const en = await call('aiGoods/getAttrListByType', 'merchant01', { type: 'drinks' }, 'en');
    expectCode(en, 200);
    expect(en.body.data.map((a: { key: string }) => a.key)).toEqual(['flavour', 'packaging', 'temperature']);
    expect(en.body.data[1]).toMatchObject({ name: 'Packaging' });
    expect(en.body.data[1].values).toContainEqual({ key: 'pet', name: 'PET bottle' });
    const ja = await call('aiGoods/getAttrListByType', 'merchant01', { type: 'drinks' });
    expect(ja.body.data[1].values).toContainEqual({ key: 'pet', name: 'ペットボトル' });
    const tw = await call('aiGoods/getAttrListByType', 'merchant01', { type: 'toys' }, 'zh-TW');
    expect(tw.body.data[0]).toMatchObject({ key: 'age', name: '適用年齡' });
  });

  it('refuses an unknown type (100001) and callers without goods.view (101005)', async () => {
    expectCode(await call('aiGoods/getAttrListByType', 'merchant01', { type: 'cars' }), 100001, 400);
    expectCode(await call('aiGoods/getAttrListByType', 'merchant01', {}), 100001, 400);
    expectCode(await call('aiGoods/getAttrListByType', 'store01', { type: 'food' }), 101005, 403);
  });
});
