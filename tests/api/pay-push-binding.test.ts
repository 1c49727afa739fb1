/**
 * Device binding to pay configs (/aiot/devicePayChannel/*, GET /aiot/deviceUnBindPayChannel/pageList) and
 * the payee QR code settings (/aiot/paymentCode/config/*): a device without a binding uses its
 * organisation's (or nearest ancestor's) default config; the default cannot be unbound (216006); a config
 * must be the device's organisation's or an ancestor's (216010); everything inside the caller's scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';

let s: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

async function config(org: string, name: string, isDefault = false): Promise<number> {
  // the demo's sandbox default of a merchant makes way for the test's own
  if (isDefault) await s.db.query('update pay_configs set is_default = false where org_id = (select id from organisations where name = $1)', [org]);
  const [row] = await s.db.query<{ id: number }>(
    `insert into pay_configs (org_id, org_path, name, channel, is_default) select id, path, $2, 'sandbox', $3 from organisations where name = $1 returning id`,
    [org, name, isDefault],
  );
  return Number(row.id);
}

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'agent01', 'agent02', 'merchant01', 'store01']) tokens[account] = await s.login(account);
  ids.tokyoDefault = await config('東京ベンディング', 'TV default', true);
  ids.east = await config('東日本サービス株式会社', 'East sandbox');
  ids.west = await config('西日本サービス株式会社', 'West sandbox');
  ids.shibuya = await config('渋谷駅前店', 'Shibuya only');
});
afterAll(async () => s?.close());

const post = (path: string, token: string, body: unknown) => s.call('POST', `/api/aiot/${path}`, { token, body });
const code = async (path: string, token: string, body: unknown) => (await post(path, token, body)).body.code;

describe('binding', () => {
  it("binds devices of the config's subtree; they are listed as bound; unbinding falls back to the default", async () => {
    // DEMO-000001 is a Shibuya device (Shibuya < Tokyo Vending < East)
    const before = await post('devicePayChannel/allDevicePageList', tokens.agent01, { serialNum: 'DEMO-000001', pageNum: 1, pageSize: 10 });
    expect(before.body.data.list[0]).toMatchObject({ serialNum: 'DEMO-000001', configId: ids.tokyoDefault, bindType: 'default' });
    // the binding lists' rows answer these fields, in this order, and no more
    const fields = ['serialNum', 'deviceName', 'orgId', 'orgName', 'online', 'status', 'configId', 'configName', 'channel', 'bindType', 'boundAt', 'boundBy'];
    expect(Object.keys(before.body.data.list[0])).toEqual(fields);

    const bound = await post('devicePayChannel/bind', tokens.agent01, { configId: ids.east, serialNums: ['DEMO-000001', 'DEMO-000002'] });
    expect(bound.body).toMatchObject({ code: 200, data: { bound: 2 } });
    const list = await post('devicePayChannel/boundPageList', tokens.agent01, { configId: ids.east, pageNum: 1, pageSize: 10 });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((r: { serialNum: string }) => r.serialNum)).toEqual(['DEMO-000001', 'DEMO-000002']);
    expect(list.body.data.list[0]).toMatchObject({ bindType: 'bound', configName: 'East sandbox', boundBy: '鈴木 一郎' });
    expect(Object.keys(list.body.data.list[0])).toEqual(fields);

    // re-binding moves the device (one binding per device)
    await post('devicePayChannel/bind', tokens.agent01, { configId: ids.shibuya, serialNums: ['DEMO-000002'] });
    expect((await post('devicePayChannel/boundPageList', tokens.agent01, { configId: ids.east, pageNum: 1, pageSize: 10 })).body.data.total).toBe(1);

    const unbound = await post('devicePayChannel/unbind', tokens.agent01, { configId: ids.east, serialNums: ['DEMO-000001', 'DEMO-000003'] });
    expect(unbound.body.data).toEqual({ unbound: 1 });
    const after = await post('devicePayChannel/allDevicePageList', tokens.agent01, { serialNum: 'DEMO-000001', pageNum: 1, pageSize: 10 });
    expect(after.body.data.list[0]).toMatchObject({ configId: ids.tokyoDefault, bindType: 'default' });
    const [{ n }] = await s.db.query<{ n: number }>(
      'select count(*)::int as n from device_pay_configs where device_id = (select id from devices where serial_num = $1)',
      ['DEMO-000001'],
    );
    expect(n).toBe(0);
  });

  it('the default config lists the devices using it by default; it cannot be unbound (216006)', async () => {
    const res = await post('devicePayChannel/boundPageList', tokens.agent01, { configId: ids.tokyoDefault, bindType: 'default', pageNum: 1, pageSize: 5 });
    // Tokyo Vending's subtree: 30 of its own, 48 in Shibuya and 40 in Shinjuku, less DEMO-000002 (bound to Shibuya's)
    expect(res.body.data.total).toBe(30 + 48 + 40 - 1);
    expect(res.body.data.list.every((r: { bindType: string }) => r.bindType === 'default')).toBe(true);
    expect(await code('devicePayChannel/unbind', tokens.agent01, { configId: ids.tokyoDefault, serialNums: ['DEMO-000001'] })).toBe(216006);
    // devices with no default anywhere up their tree have no config (the demo's default of their merchant made plain)
    await s.db.query(`update pay_configs set is_default = false where org_id = (select id from organisations where name = 'なにわ自販機')`);
    const west = await post('devicePayChannel/allDevicePageList', tokens.agent02, { serialNum: 'DEMO-000175', pageNum: 1, pageSize: 1 });
    expect(west.body.data.list[0]).toMatchObject({ configId: null, bindType: 'default' });
  });

  it('filters by organisation subtree, config and bind type', async () => {
    const shibuya = await orgId(s.db, '渋谷駅前店');
    const res = await post('devicePayChannel/allDevicePageList', tokens.agent01, { orgId: shibuya, pageNum: 1, pageSize: 100 });
    expect(res.body.data.total).toBe(48);
    const bound = await post('devicePayChannel/allDevicePageList', tokens.agent01, { bindType: 'bound', pageNum: 1, pageSize: 100 });
    expect(bound.body.data.list.map((r: { serialNum: string }) => r.serialNum)).toEqual(['DEMO-000002']);
    const byConfig = await post('devicePayChannel/allDevicePageList', tokens.agent01, { configId: ids.shibuya, pageNum: 1, pageSize: 100 });
    expect(byConfig.body.data.total).toBe(1);
  });

  it("the unbound list (GET) offers devices of the config's subtree not using it", async () => {
    const res = await s.call('GET', `/api/aiot/deviceUnBindPayChannel/pageList?configId=${ids.shibuya}&pageNum=1&pageSize=100`, { token: tokens.agent01 });
    expect(res.body.code).toBe(200);
    expect(res.body.data.total).toBe(47);
    expect(res.body.data.list.some((r: { serialNum: string }) => r.serialNum === 'DEMO-000002')).toBe(false);
    expect(Object.keys(res.body.data.list[0])).toEqual([
      'serialNum',
      'deviceName',
      'orgId',
      'orgName',
      'online',
      'status',
      'configId',
      'configName',
      'channel',
      'bindType',
      'boundAt',
      'boundBy',
    ]);
    const east = await s.call('GET', `/api/aiot/deviceUnBindPayChannel/pageList?configId=${ids.east}&serialNum=DEMO-00017&pageNum=1&pageSize=100`, {
      token: tokens.agent01,
    });
    // DEMO-000170..174 are Minato Drinks' (East); DEMO-000175.. are West's and never offered
    expect(east.body.data.list.map((r: { serialNum: string }) => r.serialNum)).toEqual([
      'DEMO-000170',
      'DEMO-000171',
      'DEMO-000172',
      'DEMO-000173',
      'DEMO-000174',
    ]);
    expect((await s.call('GET', `/api/aiot/deviceUnBindPayChannel/pageList?configId=${ids.west}`, { token: tokens.agent01 })).body.code).toBe(207006);
    expect((await s.call('GET', '/api/aiot/deviceUnBindPayChannel/pageList?configId=x', { token: tokens.agent01 })).body.code).toBe(100001);
  });

  it("refuses configs and devices outside the scope or the config's subtree, all or none", async () => {
    // a config of another estate is not found; a device of another estate is 203001
    expect(await code('devicePayChannel/bind', tokens.agent01, { configId: ids.west, serialNums: ['DEMO-000001'] })).toBe(207006);
    expect(await code('devicePayChannel/bind', tokens.agent02, { configId: ids.west, serialNums: ['DEMO-000175', 'DEMO-000001'] })).toBe(203001);
    // a config of another branch, or of a child organisation, is not the device's organisation's nor an ancestor's
    expect(await code('devicePayChannel/bind', tokens.admin, { configId: ids.east, serialNums: ['DEMO-000175'] })).toBe(216010);
    expect(await code('devicePayChannel/bind', tokens.admin, { configId: ids.shibuya, serialNums: ['DEMO-000001', 'DEMO-000090'] })).toBe(216010);
    // nothing was written by the refused calls
    const [{ n }] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from device_pay_configs b join devices d on d.id = b.device_id where d.serial_num in ('DEMO-000175', 'DEMO-000090')`,
    );
    expect(n).toBe(0);
    expect(await code('devicePayChannel/boundPageList', tokens.agent02, { configId: ids.east })).toBe(207006);
    expect(await code('devicePayChannel/unbind', tokens.agent02, { configId: ids.east, serialNums: ['DEMO-000001'] })).toBe(207006);
    // a store's staff see only their devices
    const west = await post('devicePayChannel/allDevicePageList', tokens.agent02, { serialNum: 'DEMO-00000', pageNum: 1, pageSize: 10 });
    expect(west.body.data.total).toBe(0);
  });

  it('needs the codes and valid input', async () => {
    expect(await code('devicePayChannel/allDevicePageList', tokens.store01, {})).toBe(101005);
    expect(await code('devicePayChannel/bind', tokens.store01, { configId: ids.tokyoDefault, serialNums: ['DEMO-000001'] })).toBe(101005);
    expect(await code('devicePayChannel/bind', tokens.agent01, { configId: ids.east, serialNums: [] })).toBe(100001);
    expect(await code('devicePayChannel/bind', tokens.agent01, { configId: ids.east, serialNums: ['DEMO 1'] })).toBe(100001);
    expect(await code('devicePayChannel/bind', tokens.agent01, { configId: 0, serialNums: ['DEMO-000001'] })).toBe(100001);
    expect(await code('devicePayChannel/bind', tokens.agent01, { configId: 999999, serialNums: ['DEMO-000001'] })).toBe(207006);
    expect(await code('devicePayChannel/bind', tokens.agent01, { configId: ids.east, serialNums: ['NOPE-1'] })).toBe(203001);
    expect(await code('devicePayChannel/boundPageList', tokens.agent01, {})).toBe(100001);
    expect((await s.call('POST', '/api/aiot/devicePayChannel/allDevicePageList', { body: {} })).body.code).toBe(101001);
  });
});

describe('without a device link', () => {
  it('a push and a test push are 203210, nothing recorded', async () => {
    await s.db.query(`update devices set online = true where serial_num = 'DEMO-000095'`);
    expect(await code('payChannelPush/push', tokens.agent01, { serialNums: ['DEMO-000095'] })).toBe(203210);
    expect(await code('testPushMsg/notify', tokens.agent01, { serialNum: 'DEMO-000095', message: 'x' })).toBe(203210);
    const [{ n }] = await s.db.query<{ n: number }>(
      'select (select count(*) from pay_push_history) + (select count(*) from pay_push_plan) + (select count(*) from push_messages) as n',
    );
    expect(Number(n)).toBe(0);
  });
});

describe('menus', () => {
  it('/qrcodeSet has its route and function codes but is hidden from the side menu; the push plan and binding are under Deal', async () => {
    const rows = await s.db.query<{ code: string; path: string; hide_in_menu: boolean; parent: string }>(
      `select m.code, m.path, m.hide_in_menu, p.code as parent from menus m join menus p on p.id = m.parent_id where m.code in ('menu.qrcodeSet', 'menu.payPush', 'menu.payBinding') order by m.code`,
    );
    expect(rows).toEqual([
      { code: 'menu.payBinding', path: '/payBinding', hide_in_menu: false, parent: 'menu.deal' },
      { code: 'menu.payPush', path: '/payPush', hide_in_menu: false, parent: 'menu.deal' },
      { code: 'menu.qrcodeSet', path: '/qrcodeSet', hide_in_menu: true, parent: 'menu.deal' },
    ]);
  });
});

describe('payee QR code settings', () => {
  const good = { serialNum: 'DEMO-000090', qrContent: 'https://pay.example.jp/c/90', title: '丸の内 1号機', amountMode: 'fixed', amount: 150, currency: 'JPY' };

  it('get, add (create and replace), del', async () => {
    expect((await post('paymentCode/config/get', tokens.store01, { serialNum: 'DEMO-000090' })).body).toMatchObject({ code: 101005 });
    expect((await post('paymentCode/config/get', tokens.agent01, { serialNum: 'DEMO-000090' })).body).toMatchObject({ code: 200, data: null });
    const saved = await post('paymentCode/config/add', tokens.agent01, good);
    expect(saved.body.data).toMatchObject({
      serialNum: 'DEMO-000090',
      qrContent: good.qrContent,
      title: good.title,
      amountMode: 'fixed',
      amount: 150,
      currency: 'JPY',
      updatedBy: '鈴木 一郎',
    });
    // an open amount ignores any amount sent
    const open = await post('paymentCode/config/add', tokens.agent01, { ...good, amountMode: 'open', currency: 'USD' });
    expect(open.body.data).toMatchObject({ amountMode: 'open', amount: null, currency: 'USD' });
    expect((await post('paymentCode/config/get', tokens.agent01, { serialNum: 'DEMO-000090' })).body.data).toMatchObject({
      amountMode: 'open',
      currency: 'USD',
    });
    expect((await post('paymentCode/config/del', tokens.agent01, { serialNum: 'DEMO-000090' })).body).toMatchObject({ code: 200, data: null });
    expect(await code('paymentCode/config/del', tokens.agent01, { serialNum: 'DEMO-000090' })).toBe(216042);
    expect((await post('paymentCode/config/get', tokens.agent01, { serialNum: 'DEMO-000090' })).body.data).toBeNull();
  });

  it("refuses bad settings and other estates' devices, writing nothing", async () => {
    expect(await code('paymentCode/config/add', tokens.agent01, { ...good, amount: undefined })).toBe(100001);
    const missing = await post('paymentCode/config/add', tokens.agent01, { ...good, amount: undefined });
    expect(missing.body.fields).toEqual([{ field: 'amount', message: expect.any(String) }]);
    expect(await code('paymentCode/config/add', tokens.agent01, { ...good, amount: 1.5 })).toBe(100001);
    expect(await code('paymentCode/config/add', tokens.agent01, { ...good, amount: 0 })).toBe(100001);
    expect(await code('paymentCode/config/add', tokens.agent01, { ...good, qrContent: 'javascript:alert(1)' })).toBe(100001);
    expect(await code('paymentCode/config/add', tokens.agent01, { ...good, qrContent: `https://x.jp/${'a'.repeat(600)}` })).toBe(100001);
    expect(await code('paymentCode/config/add', tokens.agent01, { ...good, title: '' })).toBe(100001);
    expect(await code('paymentCode/config/add', tokens.agent01, { ...good, currency: 'XXX' })).toBe(100001);
    expect(await code('paymentCode/config/add', tokens.agent02, good)).toBe(203001);
    expect(await code('paymentCode/config/get', tokens.agent02, { serialNum: 'DEMO-000090' })).toBe(203001);
    expect(await code('paymentCode/config/del', tokens.agent02, { serialNum: 'DEMO-000090' })).toBe(203001);
    expect(await code('paymentCode/config/add', tokens.store01, good)).toBe(101005);
    const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from payment_code_configs');
    expect(n).toBe(0);
  });
});
