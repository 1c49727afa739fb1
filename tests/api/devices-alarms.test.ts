import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { testServer, type TestServer } from '../support/server.js';
import { notifyUplink } from '../../src/server/link/uplinks.js';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages.js';

let s: TestServer;
const tokens: Record<string, string> = {};
interface Dev {
  id: number;
  serialNum: string;
  productId: number;
  orgId: number | null;
  productKey: string;
}
let tokyo: Dev; // a device of merchant01 (東京ベンディング)
let naniwa: Dev; // a device of merchant02 (なにわ自販機)

async function deviceOf(orgName: string): Promise<Dev> {
  const [d] = await s.db.query<Dev>(
    `select d.id, d.serial_num as "serialNum", d.product_id as "productId", d.org_id as "orgId", p.product_key as "productKey"
       from devices d join products p on p.id = d.product_id join organisations o on o.id = d.org_id
      where o.name = $1 order by d.id limit 1`,
    [orgName],
  );
  return d;
}

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'ops01', 'viewer01', 'agent01', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  tokyo = await deviceOf('東京ベンディング');
  naniwa = await deviceOf('なにわ自販機');
});
afterAll(async () => s?.close());

const post = (url: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api${url}`, { token: tokens[as], body, lang });

/** Stores a telemetry message as the link does and runs the uplink listeners on it. */
async function telemetry(dev: Dev, msg: Record<string, unknown>, at = new Date()) {
  const message = { ts: at.toISOString(), ...msg };
  await s.db.query('insert into device_telemetry (device_id, ts, received_at, signal, temperature, body) values ($1, $2, $2, $3, $4, $5)', [
    dev.id,
    at,
    msg.signal ?? null,
    msg.temperature ?? null,
    JSON.stringify(message),
  ]);
  await notifyUplink({ db: s.db, device: dev, channel: 'telemetry', message, receivedAt: at }, (err) => {
    throw err;
  });
}
async function event(dev: Dev, msg: Record<string, unknown>, at = new Date()) {
  const message = { ts: at.toISOString(), ...msg };
  await s.db.query('insert into device_events (device_id, ts, received_at, type, body) values ($1, $2, $2, $3, $4)', [
    dev.id,
    at,
    msg.type,
    JSON.stringify(message),
  ]);
  await notifyUplink({ db: s.db, device: dev, channel: 'event', message, receivedAt: at }, (err) => {
    throw err;
  });
}
const records = async (dev: Dev, source: string) =>
  s.db.query<{ status: string; count: number; value: string; cleared_at: Date | null }>(
    'select status, count, value::float8 as value, cleared_at from alarm_records where device_id = $1 and source_type = $2 order by id',
    [dev.id, source],
  );

describe('alarm rules', () => {
  it('saves a rule per model and source type, refuses a second (203202) and an unknown model (203201)', async () => {
    const rule = { sourceType: 'temperatureHigh', source: tokyo.productKey, threshold: 30, level: 'warning', status: 1 };
    const saved = await post('/alarm/rule/save', 'admin', rule);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ sourceType: 'temperatureHigh', source: tokyo.productKey, threshold: 30, windowMinutes: null, status: 1 });
    expect((await post('/alarm/rule/save', 'ops01', { ...rule, threshold: 40 })).body.code).toBe(203202);
    expect((await post('/alarm/rule/save', 'admin', { ...rule, source: 'no-such-model' })).body.code).toBe(203201);
    const check = await post(`/alarm/rule/check/exist/temperatureHigh/${tokyo.productKey}`, 'viewer01');
    expect(check.body.data).toBe(true);
    expect((await post(`/alarm/rule/check/exist/temperatureLow/${tokyo.productKey}`, 'viewer01')).body.data).toBe(false);
  });

  it('takes a threshold as digits text and refuses anything else, worded for people', async () => {
    const ok = await post('/alarm/rule/save', 'admin', {
      sourceType: 'faultRepeat',
      source: tokyo.productKey,
      threshold: '3',
      windowMinutes: '10',
      level: 'critical',
      status: 1,
    });
    expect(ok.body.data).toMatchObject({ threshold: 3, windowMinutes: 10 });
    for (const [sourceType, threshold, key] of [
      ['signalWeak', 101, 'validation.alarmThreshold1to100'],
      ['signalWeak', '20.5', 'validation.alarmThreshold1to100'],
      ['offline', '0', 'validation.alarmThreshold1to500'],
      ['offline', 501, 'validation.alarmThreshold1to500'],
      ['faultRepeat', 1, 'validation.alarmThreshold2to500'],
    ] as const) {
      const res = await post(
        '/alarm/rule/save',
        'admin',
        { sourceType, source: tokyo.productKey, threshold, windowMinutes: 5, level: 'info', status: 1 },
        'en',
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(100001);
      expect(JSON.stringify(res.body)).toContain(VALIDATION_MESSAGES[key].en);
    }
    const noWindow = await post('/alarm/rule/save', 'admin', { sourceType: 'faultRepeat', source: 'pk-pos-mini', threshold: 3, level: 'info', status: 1 });
    expect(noWindow.body.code).toBe(100001);
    expect((await s.db.query(`select 1 from alarm_rules r join products p on p.id = r.product_id where p.product_key = 'pk-pos-mini'`)).length).toBe(0);
  });

  it('lists, gets, updates, disables and deletes; missing is 203203', async () => {
    const page = await post('/alarm/rule/list/page', 'merchant01', { pageNum: 1, pageSize: 10, source: tokyo.productKey });
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.list.map((r: { key: string }) => r.key).sort()).toEqual([`faultRepeat/${tokyo.productKey}`, `temperatureHigh/${tokyo.productKey}`]);
    const got = await post(`/alarm/rule/get/temperatureHigh/${tokyo.productKey}`, 'merchant01');
    expect(got.body.data.threshold).toBe(30);
    const upd = await post('/alarm/rule/update', 'ops01', {
      sourceType: 'temperatureHigh',
      source: tokyo.productKey,
      threshold: '35',
      level: 'critical',
      status: 1,
      remark: '夏季',
    });
    expect(upd.body.data).toMatchObject({ threshold: 35, level: 'critical', remark: '夏季' });
    expect(
      (await post('/alarm/rule/update', 'ops01', { sourceType: 'temperatureLow', source: tokyo.productKey, threshold: 5, level: 'info', status: 1 })).body.code,
    ).toBe(203203);
    const off = await post(`/alarm/rule/update/temperatureHigh/${tokyo.productKey}`, 'ops01', { status: 0 });
    expect(off.body.data.status).toBe(0);
    expect((await post(`/alarm/rule/update/temperatureHigh/${tokyo.productKey}`, 'ops01', { status: 1 })).body.data.status).toBe(1);
    expect((await post(`/alarm/rule/get/offline/${tokyo.productKey}`, 'admin')).body.code).toBe(203203);
    expect((await post(`/alarm/rule/delete/offline/${tokyo.productKey}`, 'admin')).body.code).toBe(203203);
    expect((await post(`/alarm/rule/get/humidity/${tokyo.productKey}`, 'admin')).body.code).toBe(100001);
    await post('/alarm/rule/save', 'admin', { sourceType: 'temperatureLow', source: 'pk-pos-desk', threshold: 2, level: 'info', status: 1 });
    expect((await post('/alarm/rule/delete/temperatureLow/pk-pos-desk', 'admin')).body.code).toBe(200);
    expect((await post('/alarm/rule/get/temperatureLow/pk-pos-desk', 'admin')).body.code).toBe(203203);
  });

  it('writing rules is for platform staff: a merchant, an agent and a viewer are refused (101005)', async () => {
    const rule = { sourceType: 'signalWeak', source: tokyo.productKey, threshold: 20, level: 'info', status: 1 };
    for (const as of ['merchant01', 'agent01', 'viewer01', 'store01']) {
      expect((await post('/alarm/rule/save', as, rule)).body.code).toBe(101005);
      expect((await post(`/alarm/rule/delete/temperatureHigh/${tokyo.productKey}`, as)).body.code).toBe(101005);
      expect((await post(`/alarm/rule/update/temperatureHigh/${tokyo.productKey}`, as, { status: 0 })).body.code).toBe(101005);
    }
    expect((await post('/alarm/rule/list/page', 'store01', {})).body.code).toBe(101005);
    expect((await s.call('POST', '/api/alarm/rule/list/page', { body: {} })).body.code).toBe(101001);
  });
});

describe('raising alarms from uplinks', () => {
  it('opens on a breach, updates the active record on repeats, clears when back to normal; a change applies to the next message', async () => {
    const t0 = Date.now();
    await telemetry(tokyo, { temperature: 36, signal: 80 }, new Date(t0));
    await telemetry(tokyo, { temperature: 38.5 }, new Date(t0 + 1000));
    let rows = await records(tokyo, 'temperatureHigh');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', count: 2, value: 38.5 });
    await telemetry(tokyo, { temperature: 20 }, new Date(t0 + 2000));
    rows = await records(tokyo, 'temperatureHigh');
    expect(rows[0].status).toBe('cleared');
    // the threshold is raised to 40: 38 is no longer an alarm on the very next message
    await post('/alarm/rule/update', 'admin', { sourceType: 'temperatureHigh', source: tokyo.productKey, threshold: 40, level: 'critical', status: 1 });
    await telemetry(tokyo, { temperature: 38 }, new Date(t0 + 3000));
    expect(await records(tokyo, 'temperatureHigh')).toHaveLength(1);
    await telemetry(tokyo, { temperature: 41 }, new Date(t0 + 4000));
    rows = await records(tokyo, 'temperatureHigh');
    expect(rows.map((r) => r.status)).toEqual(['cleared', 'active']);
    // disabled: its active record ends, and nothing new is raised
    await post(`/alarm/rule/update/temperatureHigh/${tokyo.productKey}`, 'admin', { status: 0 });
    await telemetry(tokyo, { temperature: 45 }, new Date(t0 + 5000));
    expect((await records(tokyo, 'temperatureHigh')).map((r) => r.status)).toEqual(['cleared', 'cleared']);
    await post(`/alarm/rule/update/temperatureHigh/${tokyo.productKey}`, 'admin', { status: 1 });
    await telemetry(tokyo, { temperature: 45 }, new Date(t0 + 6000));
    expect((await records(tokyo, 'temperatureHigh')).map((r) => r.status)).toEqual(['cleared', 'cleared', 'active']);
  });

  it('weak signal on a model with a rule; a device of another model is untouched', async () => {
    await post('/alarm/rule/save', 'admin', { sourceType: 'signalWeak', source: naniwa.productKey, threshold: 25, level: 'warning', status: 1 });
    await telemetry(naniwa, { signal: 10 });
    expect((await records(naniwa, 'signalWeak'))[0]).toMatchObject({ status: 'active', value: 10 });
    if (naniwa.productKey !== tokyo.productKey) {
      await telemetry(tokyo, { signal: 5 });
      expect(await records(tokyo, 'signalWeak')).toHaveLength(0);
    }
  });

  it('counts repeated fault events in the window (threshold 3 in 10 minutes)', async () => {
    const t0 = Date.now();
    await event(tokyo, { type: 'alarm', code: 'E01', level: 'warning' }, new Date(t0));
    await event(tokyo, { type: 'alarm', code: 'E01', level: 'warning' }, new Date(t0 + 1000));
    expect(await records(tokyo, 'faultRepeat')).toHaveLength(0);
    await event(tokyo, { type: 'alarm', code: 'E02', level: 'critical' }, new Date(t0 + 2000));
    expect((await records(tokyo, 'faultRepeat'))[0]).toMatchObject({ status: 'active', value: 3, count: 1 });
    await event(tokyo, { type: 'alarm', code: 'E02', level: 'critical' }, new Date(t0 + 3000));
    expect((await records(tokyo, 'faultRepeat'))[0]).toMatchObject({ status: 'active', value: 4, count: 2 });
    // eleven minutes later the window holds none of them: the next message clears it
    await event(tokyo, { type: 'door', open: false }, new Date(t0 + 11 * 60_000));
    expect((await records(tokyo, 'faultRepeat'))[0].status).toBe('cleared');
  });

  it('offline minutes: raised from presence when records are read, cleared by the next message', async () => {
    await post('/alarm/rule/save', 'admin', { sourceType: 'offline', source: tokyo.productKey, threshold: 30, level: 'critical', status: 1 });
    await s.db.query(`update devices set online = false, last_offline_at = now() - interval '45 minutes' where id = $1`, [tokyo.id]);
    const page = await post('/alarm/record/list/page', 'merchant01', { serialNum: tokyo.serialNum, sourceType: 'offline' });
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.list[0]).toMatchObject({ status: 'active', threshold: 30 });
    expect(page.body.data.list[0].value).toBeGreaterThanOrEqual(45);
    await post('/alarm/record/statistics', 'merchant01', {});
    expect(await records(tokyo, 'offline')).toHaveLength(1);
    await s.db.query(`update devices set online = true, last_login_at = now() where id = $1`, [tokyo.id]);
    await telemetry(tokyo, { signal: 90 });
    expect((await records(tokyo, 'offline'))[0].status).toBe('cleared');
  });
});

describe('alarm records', () => {
  it('lists within the caller scope: merchant02 never sees merchant01 records', async () => {
    const all = await post('/alarm/record/list/page', 'admin', { pageNum: 1, pageSize: 100 });
    expect(all.body.data.list.some((r: { serialNum: string }) => r.serialNum === tokyo.serialNum)).toBe(true);
    expect(all.body.data.list.some((r: { serialNum: string }) => r.serialNum === naniwa.serialNum)).toBe(true);
    const m2 = await post('/alarm/record/list/page', 'merchant02', { pageNum: 1, pageSize: 100 });
    expect(m2.body.data.total).toBeGreaterThan(0);
    expect(m2.body.data.list.every((r: { serialNum: string }) => r.serialNum !== tokyo.serialNum)).toBe(true);
    const asked = await post('/alarm/record/list/page', 'merchant02', { serialNum: tokyo.serialNum });
    expect(asked.body.data).toEqual({ list: [], total: 0 });
    const m1 = await post('/alarm/record/list/page', 'merchant01', { status: 'cleared', sourceType: 'temperatureHigh', pageSize: 2 });
    expect(m1.body.data.total).toBe(2);
    expect(m1.body.data.list[0]).toMatchObject({ serialNum: tokyo.serialNum, orgName: '東京ベンディング', sourceType: 'temperatureHigh', status: 'cleared' });
    const future = await post('/alarm/record/list/page', 'admin', { startTime: new Date(Date.now() + 86400_000).toISOString() });
    expect(future.body.data.total).toBe(0);
    expect((await post('/alarm/record/list/page', 'admin', { status: 'open' })).body.code).toBe(100001);
    expect((await post('/alarm/record/list/page', 'merchant01', { startTime: 'yesterday' })).body.code).toBe(100001);
  });

  it('counts by source, status, level and day', async () => {
    const st = await post('/alarm/record/statistics', 'merchant01', { utcOffsetMinutes: 540 });
    const d = st.body.data;
    expect(d.total).toBe(d.active + d.cleared);
    expect(d.bySource.find((b: { sourceType: string }) => b.sourceType === 'temperatureHigh').count).toBe(3);
    expect(d.byLevel.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(d.total);
    expect(d.byDay[0].day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const m2 = await post('/alarm/record/statistics', 'merchant02', {});
    expect(m2.body.data.bySource).toEqual([{ sourceType: 'signalWeak', count: 1 }]);
    expect((await post('/alarm/record/statistics', 'merchant01', { utcOffsetMinutes: 9999 })).body.code).toBe(100001);
  });

  it("exports an .xlsx streamed in the caller language, within scope, worded as the console's list", async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/alarm/record/export',
      headers: { authorization: `Bearer ${tokens.merchant01}`, 'accept-language': 'en' },
      payload: { sourceType: 'temperatureHigh' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="alarm-records-\d{8}\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Serial number');
    // headings and values are the console's words (src/console/i18n/messages/alarms.json), as the list shows them
    expect(sheet.getRow(1).getCell(5).value).toBe('Watches');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(1).value).toBe(tokyo.serialNum);
    expect(sheet.getRow(2).getCell(5).value).toBe('High temperature');
    expect(['Active', 'Cleared']).toContain(sheet.getRow(2).getCell(10).value);
    // times as Tokyo text, the same for every export (tokyoDateTime), never a UTC instant
    expect(sheet.getRow(1).getCell(11).value).toBe('First raised');
    expect(sheet.getRow(2).getCell(11).value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const ja = await s.app.inject({ method: 'POST', url: '/api/alarm/record/export', headers: { authorization: `Bearer ${tokens.merchant02}` }, payload: {} });
    const wbJa = new ExcelJS.Workbook();
    await wbJa.xlsx.load(ja.rawPayload as unknown as ArrayBuffer);
    expect(wbJa.worksheets[0].getRow(1).getCell(1).value).toBe('シリアル番号');
    expect(wbJa.worksheets[0].rowCount).toBe(2);
    expect(wbJa.worksheets[0].getRow(2).getCell(5).value).toBe('電波微弱');
  });

  it('refuses an export over 30000 rows (209019) and callers without the code', async () => {
    expect((await post('/alarm/record/export', 'store01', {})).body.code).toBe(101005);
    await s.db.query(
      `insert into alarm_records (device_id, product_id, source_type, level, threshold, value, first_at, last_at, status)
       select $1, $2, 'signalWeak', 'info', 20, 10, now() - g * interval '1 second', now(), 'cleared' from generate_series(1, 30001) g`,
      [naniwa.id, naniwa.productId],
    );
    const res = await post('/alarm/record/export', 'merchant02', {}, 'en');
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(209019);
  });
});
