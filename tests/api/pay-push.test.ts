/**
 * The pay config push plan over a real MQTT link (the embedded broker on an ephemeral port and mqtt.js
 * clients standing in for devices): a pushable device gets its config (type 21, secrets opened for it and
 * masked in the record), acknowledges and becomes "pushed" with its four link stages; an offline one is
 * not pushable; re-push; history and its deletion; pushedDelete; test push messages; scope and codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice, eventually, type TestDevice } from '../support/mqtt-device.js';
import { PUSH_TYPES } from '../../src/domain/devices.js';

let s: TestServer;
let url: string;
let device: TestDevice;
const tokens: Record<string, string> = {};
let configId: number;
const SECRET = 'sk_test_4242424242abcd';

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  url = s.app.link!.deviceUrl;
  for (const account of ['admin', 'agent01', 'agent02', 'merchant01', 'store01']) tokens[account] = await s.login(account);
  // the demo's sandbox default of the merchant makes way for this test's, with a sealed interface secret and a link
  await s.db.query(`update pay_configs set is_default = false where org_id = (select id from organisations where name = '東京ベンディング')`);
  const [row] = await s.db.query<{ id: number }>(
    `insert into pay_configs (org_id, org_path, name, channel, is_default, secret_sealed, trade_url, timeout_seconds)
     select id, path, 'TV sandbox', 'sandbox', true, $1, 'https://sandbox.example.jp/trade', 30 from organisations where name = '東京ベンディング' returning id`,
    [s.app.secrets.seal(SECRET)],
  );
  configId = Number(row.id);
  await s.db.query(`update devices set status = 0 where serial_num = 'DEMO-000092'`);
  device = await connectDevice(url, 'DEMO-000090');
  await eventually(async () => (await s.db.query<{ online: boolean }>(`select online from devices where serial_num = 'DEMO-000090'`))[0].online);
});
afterAll(async () => {
  await device?.end();
  await s?.close();
});

const post = (path: string, token: string, body: unknown) => s.call('POST', `/api/aiot/${path}`, { token, body });
const page = { pageNum: 1, pageSize: 100 };
type Row = Record<string, any>;
const notPushed = async (token = tokens.agent01, filter: Row = {}) =>
  (await post('payChannelDevice/notPushedPageList', token, { serialNum: 'DEMO-00009', ...page, ...filter })).body.data as { list: Row[]; total: number };
const pushed = async (token = tokens.agent01) =>
  (await post('payChannelDevice/pushedPageList', token, { serialNum: 'DEMO-00009', ...page })).body.data as { list: Row[]; total: number };
const history = async (token = tokens.agent01, filter: Row = {}) =>
  (await post('payChannelPushHistory/pageList', token, { ...page, ...filter })).body.data as { list: Row[]; total: number };

describe('push plan', () => {
  it('lists devices still to push, pushable or not with the reason', async () => {
    const plan = await notPushed();
    const by = (serial: string) => plan.list.find((r) => r.serialNum === serial)!;
    expect(by('DEMO-000090')).toMatchObject({ status: 'pushable', reason: null, configId, configName: 'TV sandbox', requestId: null });
    // every row answers these fields, in this order, and no more
    expect(Object.keys(by('DEMO-000090'))).toEqual([
      'serialNum',
      'deviceName',
      'orgId',
      'orgName',
      'online',
      'deviceStatus',
      'configId',
      'configName',
      'channel',
      'status',
      'reason',
      'requestId',
      'pushResult',
      'pushedAt',
    ]);
    expect(by('DEMO-000091')).toMatchObject({ status: 'notPushable', reason: 'offline' });
    expect(by('DEMO-000092')).toMatchObject({ status: 'notPushable', reason: 'disabled' });
    const pushable = await notPushed(tokens.agent01, { status: 'pushable' });
    expect(pushable.list.map((r) => r.serialNum)).toEqual(['DEMO-000090']);
    // a stock device without organisation has no config (the platform's staff see it)
    const stock = (await post('payChannelDevice/notPushedPageList', tokens.admin, { serialNum: 'DEMO-000289', ...page })).body.data;
    expect(stock.list[0]).toMatchObject({ status: 'notPushable', reason: 'noConfig' });
  });

  it('a push reaches the device, which acknowledges: the device is pushed with four stages, its history succeeded', async () => {
    const res = await post('payChannelPush/push', tokens.agent01, { serialNums: ['DEMO-000090', 'DEMO-000091'] });
    expect(res.body.code).toBe(200);
    expect(res.body.data.skipped).toEqual([{ serialNum: 'DEMO-000091', reason: 'offline' }]);
    expect(res.body.data.pushed).toHaveLength(1);
    const { requestId } = res.body.data.pushed[0];

    const cmd = (await device.nextCommand()) as { requestId: string; type: number; payload: Row };
    expect(cmd.requestId).toBe(requestId);
    expect(cmd.type).toBe(PUSH_TYPES.payConfig);
    expect(cmd.payload).toMatchObject({
      configId,
      name: 'TV sandbox',
      channel: 'sandbox',
      channelType: 'normal',
      currency: 'JPY',
      timeoutSeconds: 30,
      links: { transaction: 'https://sandbox.example.jp/trade', nonTransaction: null },
      settings: { secret: SECRET, tradeUrl: 'https://sandbox.example.jp/trade', timeoutSeconds: 30 },
    });
    // what the server keeps of the push has the secret masked (the link flow shows that record)
    const [recorded] = await s.db.query<{ payload: Row; source: string }>('select payload, source from push_messages where request_id = $1', [requestId]);
    expect(recorded.source).toBe('payConfig');
    expect(JSON.stringify(recorded.payload)).not.toContain(SECRET);
    expect(recorded.payload.settings.secret).toBe('••••abcd');

    // until the device answers it is still planned, its push pending
    expect((await notPushed()).list.find((r) => r.serialNum === 'DEMO-000090')).toMatchObject({ requestId, pushResult: 'pending' });
    await device.ack(cmd.requestId);
    const done = await eventually(async () => {
      const p = await pushed();
      // the page and its total are read side by side: wait until both have seen the ack (once on PostgreSQL the
      // total did and the page did not)
      return p.total === 1 && p.list.length === 1 && p;
    });
    expect(done.list[0]).toMatchObject({ serialNum: 'DEMO-000090', configId, requestId, pushedBy: '鈴木 一郎' });
    expect(Object.keys(done.list[0])).toEqual([
      'serialNum',
      'deviceName',
      'orgId',
      'orgName',
      'online',
      'configId',
      'configName',
      'channel',
      'requestId',
      'pushedAt',
      'pushedBy',
      'stages',
    ]);
    expect(done.list[0].stages.map((x: Row) => x.stage)).toEqual(['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived']);
    expect((await notPushed()).list.some((r) => r.serialNum === 'DEMO-000090')).toBe(false);

    const h = await history(tokens.agent01, { serialNum: 'DEMO-000090' });
    expect(h.total).toBe(1);
    expect(h.list[0]).toMatchObject({
      serialNum: 'DEMO-000090',
      configId,
      configName: 'TV sandbox',
      requestId,
      result: 'succeeded',
      pushStatus: 'SUBOK',
      pushedBy: '鈴木 一郎',
    });
    expect(h.list[0].stages).toHaveLength(4);
  });

  it('re-push is allowed: a new push, a second history row; pushedDelete plans the device again', async () => {
    const res = await post('payChannelConfig/push', tokens.agent01, { id: configId });
    expect(res.body.code).toBe(200);
    expect(res.body.data.pushed.map((p: Row) => p.serialNum)).toEqual(['DEMO-000090']);
    expect(res.body.data.skipped.find((x: Row) => x.serialNum === 'DEMO-000092')).toEqual({ serialNum: 'DEMO-000092', reason: 'disabled' });
    const cmd = await device.nextCommand(2);
    expect(cmd.requestId).toBe(res.body.data.pushed[0].requestId);
    // the new push is not acknowledged yet: back on the plan, pending
    expect((await pushed()).total).toBe(0);
    await device.ack(cmd.requestId);
    await eventually(async () => (await pushed()).total === 1);
    expect((await history(tokens.agent01, { serialNum: 'DEMO-000090' })).total).toBe(2);
    expect((await history(tokens.agent01, { serialNum: 'DEMO-000090', result: 'succeeded' })).total).toBe(2);
    expect((await history(tokens.agent01, { serialNum: 'DEMO-000090', result: 'failed' })).total).toBe(0);

    expect((await post('payChannelDevice/pushedDelete', tokens.agent01, { serialNums: ['DEMO-000090'] })).body.data).toEqual({ removed: 1 });
    expect((await pushed()).total).toBe(0);
    expect((await notPushed()).list.find((r) => r.serialNum === 'DEMO-000090')).toMatchObject({ status: 'pushable', requestId: null });
    // the history stays
    expect((await history(tokens.agent01, { serialNum: 'DEMO-000090' })).total).toBe(2);
  });

  it('binding another config makes a pushed device planned again', async () => {
    const res = await post('payChannelPush/push', tokens.agent01, { serialNums: ['DEMO-000090'] });
    await device.ack((await device.nextCommand(3)).requestId);
    await eventually(async () => (await pushed()).total === 1);
    const [{ id: other }] = await s.db.query<{ id: number }>(
      `insert into pay_configs (org_id, org_path, name, channel) select id, path, 'TV other', 'sandbox' from organisations where name = '東京ベンディング' returning id`,
    );
    await post('devicePayChannel/bind', tokens.agent01, { configId: Number(other), serialNums: ['DEMO-000090'] });
    expect((await pushed()).total).toBe(0);
    expect((await notPushed()).list.find((r) => r.serialNum === 'DEMO-000090')).toMatchObject({
      configName: 'TV other',
      requestId: res.body.data.pushed[0].requestId,
    });
    await post('devicePayChannel/unbind', tokens.agent01, { configId: Number(other), serialNums: ['DEMO-000090'] });
    await eventually(async () => (await pushed()).total === 1);
  });

  it('nothing pushable is 216040; a config nobody uses is 216041; nothing recorded', async () => {
    const before = (await history(tokens.admin)).total;
    expect((await post('payChannelPush/push', tokens.agent01, { serialNums: ['DEMO-000091', 'DEMO-000092'] })).body.code).toBe(216040);
    const [{ id: lonely }] = await s.db.query<{ id: number }>(
      `insert into pay_configs (org_id, org_path, name, channel) select id, path, 'Unused', 'sandbox' from organisations where name = '東日本サービス株式会社' returning id`,
    );
    expect((await post('payChannelConfig/push', tokens.agent01, { id: Number(lonely) })).body.code).toBe(216041);
    expect((await history(tokens.admin)).total).toBe(before);
  });

  it('scope and codes', async () => {
    expect((await post('payChannelPush/push', tokens.agent02, { serialNums: ['DEMO-000090'] })).body.code).toBe(203001);
    expect((await post('payChannelConfig/push', tokens.agent02, { id: configId })).body.code).toBe(207006);
    expect((await post('payChannelDevice/pushedDelete', tokens.agent02, { serialNums: ['DEMO-000090'] })).body.code).toBe(203001);
    expect((await notPushed(tokens.agent02)).total).toBe(0);
    expect((await pushed(tokens.agent02)).total).toBe(0);
    expect((await history(tokens.agent02)).total).toBe(0);
    // an organisation filter narrows the caller's rows: its own organisation lists them; another estate's or a
    // missing one lists nothing, refusing nothing
    const [dev] = await s.db.query<{ org_id: number }>(`select org_id::int as org_id from devices where serial_num = 'DEMO-000090'`);
    const [other] = await s.db.query<{ id: number }>(
      `select o.id::int as id from organisations o, users u join organisations uo on uo.id = u.org_id
        where u.account = 'agent02' and o.path like uo.path || '%' order by o.id limit 1`,
    );
    const mine = await history(tokens.agent01, { serialNum: 'DEMO-000090' });
    expect(mine.total).toBeGreaterThan(0);
    expect((await history(tokens.agent01, { serialNum: 'DEMO-000090', orgId: dev.org_id })).total).toBe(mine.total);
    for (const orgId of [other.id, 2_000_000_000]) {
      const res = await post('payChannelPushHistory/pageList', tokens.agent01, { ...page, orgId });
      expect([res.body.code, res.body.data?.total]).toEqual([200, 0]);
    }
    for (const path of ['payChannelDevice/notPushedPageList', 'payChannelDevice/pushedPageList', 'payChannelPushHistory/pageList']) {
      expect((await post(path, tokens.store01, {})).body.code).toBe(101005);
    }
    expect((await post('payChannelPush/push', tokens.store01, { serialNums: ['DEMO-000090'] })).body.code).toBe(101005);
    expect((await post('payChannelPushHistory/deleteByParams', tokens.store01, { serialNum: 'DEMO-000090' })).body.code).toBe(101005);
    expect((await post('payChannelPush/push', tokens.agent01, { serialNums: [] })).body.code).toBe(100001);
    expect((await post('payChannelPushHistory/deleteByParams', tokens.agent01, {})).body.code).toBe(100001);
    // an unknown parameter is dropped, not taken as "delete everything"
    expect((await post('payChannelPushHistory/deleteByParams', tokens.agent01, { everything: true })).body.code).toBe(100001);
    expect((await post('payChannelPushHistory/pageList', tokens.agent01, { result: 'maybe' })).body.code).toBe(100001);
  });

  it("history rows are deleted by parameters, only inside the caller's scope", async () => {
    const total = (await history(tokens.agent01, { serialNum: 'DEMO-000090' })).total;
    expect(total).toBeGreaterThanOrEqual(3);
    // another estate's caller removes nothing
    expect((await post('payChannelPushHistory/deleteByParams', tokens.agent02, { serialNum: 'DEMO-000090' })).body.data).toEqual({ removed: 0 });
    const [first] = (await history(tokens.agent01, { serialNum: 'DEMO-000090' })).list;
    expect((await post('payChannelPushHistory/deleteByParams', tokens.agent01, { ids: [first.id] })).body.data).toEqual({ removed: 1 });
    expect(
      (
        await post('payChannelPushHistory/deleteByParams', tokens.agent01, {
          serialNum: 'DEMO-000090',
          startTime: new Date(Date.now() + 3600_000).toISOString(),
        })
      ).body.data,
    ).toEqual({ removed: 0 });
    expect((await post('payChannelPushHistory/deleteByParams', tokens.agent01, { serialNum: 'DEMO-000090' })).body.data).toEqual({ removed: total - 1 });
    expect((await history(tokens.agent01, { serialNum: 'DEMO-000090' })).total).toBe(0);
    // the pushes themselves stay in the link flow
    const [{ n }] = await s.db.query<{ n: number }>(`select count(*)::int as n from push_messages where source = 'payConfig'`);
    expect(n).toBe(total);
  });
});

describe('test push messages', () => {
  it('notify and notifyAndPrint push type 3 to the device, answering the requestId of a push with its link flow', async () => {
    const count = device.commands.length;
    const a = await post('testPushMsg/notify', tokens.agent01, { serialNum: 'DEMO-000090', message: 'テスト送信' });
    expect(a.body.code).toBe(200);
    const cmdA = await device.nextCommand(count + 1);
    expect(cmdA).toMatchObject({ requestId: a.body.data.requestId, type: PUSH_TYPES.test, payload: { message: 'テスト送信', print: false } });
    const b = await post('testPushMsg/notifyAndPrint', tokens.agent01, { serialNum: 'DEMO-000090', message: 'レシート印刷テスト' });
    const cmdB = await device.nextCommand(count + 2);
    expect(cmdB).toMatchObject({ requestId: b.body.data.requestId, type: PUSH_TYPES.test, payload: { message: 'レシート印刷テスト', print: true } });
    await device.ack(cmdB.requestId);
    const stages = await eventually(async () => {
      const rows = await s.db.query<{ stage: string }>('select stage from push_stages where request_id = $1', [cmdB.requestId]);
      return rows.length === 4 && rows;
    });
    expect(stages.map((r) => r.stage).sort()).toEqual(['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived']);
    const [{ status }] = await s.db.query<{ status: string }>('select status from push_messages where request_id = $1', [cmdB.requestId]);
    expect(status).toBe('SUBOK');
  });

  it("refuses other estates' devices, callers without the code and bad input", async () => {
    expect((await post('testPushMsg/notify', tokens.agent02, { serialNum: 'DEMO-000090', message: 'x' })).body.code).toBe(203001);
    expect((await post('testPushMsg/notifyAndPrint', tokens.store01, { serialNum: 'DEMO-000090', message: 'x' })).body.code).toBe(101005);
    expect((await post('testPushMsg/notify', tokens.agent01, { serialNum: 'DEMO-000090', message: '' })).body.code).toBe(100001);
    expect((await post('testPushMsg/notify', tokens.agent01, { serialNum: 'DEMO-000090', message: 'x'.repeat(201) })).body.code).toBe(100001);
  });
});
