/**
 * Payment alarms (issue 29 item 3; openapi/payments/pay-alarms.yaml): channel rules on the device alarms'
 * rules, and records raised from real data — a device's failed payments (its `pay` events through the sandbox
 * gateway), a config's timed-out answers, failed refunds (the refund call) and a pay config push the device
 * never acknowledged (the push call over a real MQTT link) — one active record per subject, cleared when the
 * condition ends; the list in the caller's subtree only; refusals of callers without the codes and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { connectDevice, eventually, type TestDevice } from '../support/mqtt-device.js';
import { recordPay } from '../../src/server/areas/payments/pay-events.js';
import { requerySweep } from '../../src/server/areas/payments/requery.js';
import { sweepPayAlarms } from '../../src/server/areas/payments/pay-alarms.js';

let s: TestServer;
let link: TestDevice;
const tokens: Record<string, string> = {};
const RUN = `PA${process.pid}${Date.now().toString(36)}`;
let seq = 0;
interface Dev {
  id: number;
  serialNum: string;
  productId: number;
  orgId: number;
}
let dev: Dev; // a device of merchant01 (東京ベンディング), taking money through this test's config
let configId: number;

type Res = { status: number; body: any };
const call = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/${path}`, { token: tokens[as], body, lang });
const expectCode = (res: Res, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};
const page = { pageNum: 1, pageSize: 50 };
const records = async (as: string, filter: Record<string, unknown> = {}) => {
  const res = await call('pay/alarm/record/list/page', as, { ...page, ...filter });
  expectCode(res, 200);
  return res.body.data as { total: number; list: Record<string, any>[] };
};
const stored = (source: string) =>
  s.db.query<{ id: number; status: string; count: number; value: number; device_id: number | null; pay_config_id: number | null }>(
    `select id::int as id, status, count, value::float8 as value, device_id::int as device_id, pay_config_id::int as pay_config_id
       from alarm_records where source_type = $1 and (device_id = $2 or pay_config_id = $3) order by id`,
    [source, dev.id, configId],
  );
/** A device's payment as the link hands it over: recorded, asked of the sandbox, settled as it asks. */
const pay = (sandbox: string) =>
  recordPay({
    db: s.db,
    device: dev,
    channel: 'event',
    receivedAt: new Date(),
    message: { ts: new Date().toISOString(), type: 'pay', orderNo: `${RUN}-${++seq}`, amount: 120, currency: 'JPY', payType: 205, sandbox },
  });
const rule = (sourceType: string, threshold: number, windowMinutes?: number) => ({
  sourceType,
  source: 'sandbox',
  threshold,
  ...(windowMinutes ? { windowMinutes } : {}),
  level: 'warning',
  status: 1,
});

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  for (const account of ['admin', 'agent01', 'merchant01', 'merchant02', 'store01', 'bd01']) tokens[account] = await s.login(account);
  const tokyo = await orgId(s.db, '東京ベンディング');
  [dev] = await s.db.query<Dev>(
    `select id::int as id, serial_num as "serialNum", product_id::int as "productId", org_id::int as "orgId" from devices
      where org_id = $1 and status = 1 and activated_at is not null order by id limit 1`,
    [tokyo],
  );
  const [config] = await s.db.query<{ id: number }>(
    `insert into pay_configs (org_id, org_path, name, channel, timeout_seconds) select id, path, $2, 'sandbox', 30 from organisations where id = $1 returning id::int as id`,
    [tokyo, `alarms ${RUN}`],
  );
  configId = config.id;
  await s.db.query(
    'insert into device_pay_configs (device_id, pay_config_id) values ($1, $2) on conflict (device_id) do update set pay_config_id = excluded.pay_config_id',
    [dev.id, configId],
  );
  link = await connectDevice(s.app.link!.deviceUrl, dev.serialNum);
  await eventually(async () => (await s.db.query<{ online: boolean }>('select online from devices where id = $1', [dev.id]))[0].online);
});
afterAll(async () => {
  await link?.end();
  await s?.close();
});

describe('payment alarm rules', () => {
  it('are saved per channel and source type by the platform; a second is 216060; bad input changes nothing', async () => {
    const before = (await s.db.query<{ n: number }>('select count(*)::int as n from alarm_rules'))[0].n;
    expectCode(await call('pay/alarm/rule/save', 'admin', rule('payFailRepeat', 1, 30)), 100001, 400); // 2-500
    expectCode(await call('pay/alarm/rule/save', 'admin', rule('refundFail', 1)), 100001, 400); // needs a window
    expectCode(await call('pay/alarm/rule/save', 'admin', { ...rule('payPushMissing', 10), source: 'NoSuchPay' }), 100001, 400);
    expectCode(await call('pay/alarm/rule/save', 'admin', { ...rule('offline', 10) }), 100001, 400); // a device source
    expectCode(await call('pay/alarm/rule/save', 'merchant01', rule('payPushMissing', 10)), 101005, 403);
    expect((await s.db.query<{ n: number }>('select count(*)::int as n from alarm_rules'))[0].n).toBe(before);

    for (const r of [rule('payFailRepeat', 2, 30), rule('channelTimeout', 2, 10), rule('refundFail', 1, 60), rule('payPushMissing', 10)]) {
      const saved = await call('pay/alarm/rule/save', 'admin', r);
      expectCode(saved, 200);
      expect(saved.body.data).toMatchObject({ sourceType: r.sourceType, source: 'sandbox', key: `${r.sourceType}/sandbox`, threshold: r.threshold });
    }
    const again = await call('pay/alarm/rule/save', 'admin', rule('payPushMissing', 20), 'en');
    expectCode(again, 216060, 409);
    expect(again.body.msg).toBe('An alarm rule for this channel and source already exists');
    expect((await call('pay/alarm/rule/check/exist/payPushMissing/sandbox', 'merchant01')).body.data).toBe(true);
    const list = await call('pay/alarm/rule/list/page', 'merchant01', { ...page, source: 'sandbox' });
    expect(list.body.data.list.map((r: { sourceType: string }) => r.sourceType).sort()).toEqual([
      'channelTimeout',
      'payFailRepeat',
      'payPushMissing',
      'refundFail',
    ]);
    // the device rules' list and calls keep to models
    const deviceRules = await call('alarm/rule/list/page', 'admin', page);
    expect(deviceRules.body.data.list.some((r: { source: string }) => r.source === 'sandbox')).toBe(false);
    expectCode(await call('alarm/rule/get/payFailRepeat/sandbox', 'admin'), 100001, 400);
    expectCode(await call('pay/alarm/rule/list/page', 'bd01', page), 101005, 403);
  });
});

describe('payment alarm records from real data', () => {
  it("a device's failing payments: one active record, updated, cleared when the window empties", async () => {
    expect((await pay('failed'))?.status).toBe('failed');
    expect(await stored('payFailRepeat')).toEqual([]);
    expect((await pay('directFailed'))?.status).toBe('directFailed');
    let rows = await stored('payFailRepeat');
    expect(rows).toMatchObject([{ status: 'active', count: 1, value: 2, device_id: dev.id, pay_config_id: configId }]);
    await pay('failed');
    rows = await stored('payFailRepeat');
    expect(rows).toMatchObject([{ status: 'active', count: 2, value: 3 }]);
    // a payment that goes through does not end it while the failures are in the window
    expect((await pay('paid'))?.status).toBe('paid');
    expect((await stored('payFailRepeat'))[0].status).toBe('active');
    // the failures leave the 30-minute window: the sweep clears the record
    await s.db.query(`update pay_orders set created_at = created_at - interval '31 minutes' where order_number like $1 and status <> 'paid'`, [`${RUN}-%`]);
    await sweepPayAlarms(s.db);
    expect(await stored('payFailRepeat')).toMatchObject([{ status: 'cleared' }]);
  });

  it("a channel's answers timing out: the config's record, kept when a re-query settles them", async () => {
    expect((await pay('unknown'))?.status).toBe('unknown');
    expect(await stored('channelTimeout')).toEqual([]);
    await pay('unknown');
    expect(await stored('channelTimeout')).toMatchObject([{ status: 'active', value: 2, device_id: null, pay_config_id: configId }]);
    await s.db.query(`update pay_orders set updated_at = now() - interval '2 minutes' where order_number like $1 and status = 'unknown'`, [`${RUN}-%`]);
    expect((await requerySweep(s.db, { minAgeSeconds: 0 })).orders).toBeGreaterThanOrEqual(2);
    // settled paid, yet both answered late: still two timeouts in the window
    expect(await stored('channelTimeout')).toMatchObject([{ status: 'active', value: 2 }]);
  });

  it('refunds failing: a failed refund raises, a successful one after the window clears', async () => {
    expectCode(await call('pay/refundPwd/set', 'merchant01', { password: '12ab', confirmPassword: '12ab' }), 200);
    const paid = await pay('paid');
    const refund = (reason: string, amount = 10) =>
      call('das/payOrder/refund', 'merchant01', { orderNumber: paid!.order_number, amount, refundPassword: '12ab', reason });
    await refund('[sandbox:failed]');
    expect(await stored('refundFail')).toMatchObject([{ status: 'active', value: 1, count: 1, device_id: dev.id }]);
    await refund('[sandbox:failed]');
    expect(await stored('refundFail')).toMatchObject([{ status: 'active', value: 2, count: 2 }]);
    await s.db.query(`update pay_refunds set settled_at = settled_at - interval '2 hours' where state = 'failed' and order_id = $1`, [paid!.id]);
    expectCode(await refund('customer asked'), 200);
    expect(await stored('refundFail')).toMatchObject([{ status: 'cleared' }]);
  });

  it('a pay config push the device never acknowledged, cleared once it does', async () => {
    const res = await call('aiot/payChannelPush/push', 'admin', { serialNums: [dev.serialNum] });
    expectCode(res, 200);
    const { requestId } = res.body.data.pushed[0] as { requestId: string };
    // the device has the push (after the pay results pushed to it above) and does not answer yet
    await eventually(async () => link.commands.some((c) => (c as { requestId?: string }).requestId === requestId));
    await sweepPayAlarms(s.db);
    expect(await stored('payPushMissing')).toEqual([]); // not yet 10 minutes
    await s.db.query(`update pay_push_plan set pushed_at = now() - interval '25 minutes' where device_id = $1`, [dev.id]);
    await sweepPayAlarms(s.db);
    await sweepPayAlarms(s.db);
    const rows = await stored('payPushMissing');
    expect(rows).toMatchObject([{ status: 'active', device_id: dev.id, pay_config_id: configId }]);
    expect(rows[0].value).toBeGreaterThanOrEqual(25);
    await link.ack(requestId);
    await eventually(
      async () => (await s.db.query<{ status: string }>('select status from push_messages where request_id = $1', [requestId]))[0].status === 'SUBOK',
    );
    await sweepPayAlarms(s.db);
    expect(await stored('payPushMissing')).toMatchObject([{ status: 'cleared' }]);
  });
});

describe('payment alarm records list', () => {
  it("shows the caller's subtree only, with each filter", async () => {
    const mine = await records('merchant01', { serialNum: dev.serialNum });
    expect(mine.list.map((r) => r.sourceType).sort()).toEqual(['payFailRepeat', 'payPushMissing', 'refundFail']);
    expect(mine.list[0]).toMatchObject({ serialNum: dev.serialNum, configName: `alarms ${RUN}`, channel: 'sandbox', orgName: '東京ベンディング' });
    const timeouts = await records('merchant01', { sourceType: 'channelTimeout' });
    expect(timeouts.list.find((r) => r.payConfigId === configId)).toMatchObject({ serialNum: null, status: 'active', value: 2 });
    expect((await records('merchant01', { serialNum: dev.serialNum, status: 'active' })).total).toBe(0);
    expect((await records('agent01', { serialNum: dev.serialNum })).total).toBe(3);
    expect((await records('merchant01', { serialNum: dev.serialNum, startTime: new Date(Date.now() + 3600_000).toISOString() })).total).toBe(0);
    // another merchant sees none of them
    const other = await records('merchant02');
    expect(other.list.some((r) => r.serialNum === dev.serialNum || r.payConfigId === configId)).toBe(false);
    expect((await records('merchant02', { serialNum: dev.serialNum })).total).toBe(0);
    expectCode(await call('pay/alarm/record/list/page', 'merchant02', { ...page, orgId: dev.orgId }), 200006);
  });

  it('refuses a caller without the code and bad filters', async () => {
    expectCode(await call('pay/alarm/record/list/page', 'bd01', page), 101005, 403);
    expectCode(await call('pay/alarm/record/list/page', 'merchant01', { ...page, sourceType: 'offline' }), 100001, 400);
    expectCode(await call('pay/alarm/record/list/page', 'merchant01', { ...page, status: 'open' }), 100001, 400);
  });
});

describe('resolving a payment alarm', () => {
  it('clears an active record once, with who and why; not for other estates or without the code', async () => {
    const [active] = (await stored('channelTimeout')).filter((r) => r.status === 'active');
    expectCode(await call('pay/alarm/record/resolve', 'merchant02', { id: active.id, note: '確認済み' }), 200011, 404);
    expectCode(await call('pay/alarm/record/resolve', 'store01', { id: active.id, note: '確認済み' }), 101005, 403);
    expectCode(await call('pay/alarm/record/resolve', 'merchant01', { id: active.id, note: ' ' }), 100001, 400);
    expect((await stored('channelTimeout')).find((r) => r.id === active.id)?.status).toBe('active');
    const done = await call('pay/alarm/record/resolve', 'merchant01', { id: active.id, note: 'ゲートウェイ復旧を確認' });
    expectCode(done, 200);
    expect(done.body.data).toMatchObject({ id: active.id, status: 'cleared', resolveNote: 'ゲートウェイ復旧を確認', resolvedByName: expect.any(String) });
    expectCode(await call('pay/alarm/record/resolve', 'merchant01', { id: active.id, note: 'again' }, 'en'), 216061, 409);
  });
});
