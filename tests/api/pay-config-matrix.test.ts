/**
 * The payment matrix (/pay/config/*), the channel choice per locale (/pay/channel/choose/*) and the wallets
 * derived from them: each refusal code, all-or-nothing writes, scope and permission refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { PAY_CHANNELS, PAY_METHODS } from '../../src/domain/payments.js';
import { CHANNEL_RULES } from '../../src/domain/pay-config-rules.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let tokyo: number;
let naniwa: number;
let tokyoSandbox: number;
let naniwaSandbox: number;

beforeAll(async () => {
  s = await testServer();
  for (const a of ['admin', 'agent01', 'agent02', 'merchant01', 'merchant02', 'store01']) tokens[a] = await s.login(a);
  tokyo = await orgId(s.db, '東京ベンディング');
  naniwa = await orgId(s.db, 'なにわ自販機');
  [{ id: tokyoSandbox }] = await s.db.query<{ id: number }>('select id from pay_configs where org_id = $1 and is_default', [tokyo]);
  [{ id: naniwaSandbox }] = await s.db.query<{ id: number }>('select id from pay_configs where org_id = $1 and is_default', [naniwa]);
});
afterAll(async () => s?.close());

const post = (path: string, token: string, body?: unknown) => s.call('POST', `/api${path}`, { token, body });
const matrixRows = (orgIdValue: number) =>
  s.db.query<{ pay_type: number; channel: string; enabled: boolean }>('select pay_type, channel, enabled from pay_matrix where org_id = $1 order by pay_type', [
    orgIdValue,
  ]);

describe('payment matrix', () => {
  it("answers the seeded matrix of the caller's organisation with names and colours", async () => {
    const res = await post('/pay/config/query', tokens.merchant01);
    expect(res.body.code).toBe(200);
    expect(res.body.data.map((r: { payType: number }) => r.payType)).toEqual([205, 1, 2, 211, 212]);
    expect(res.body.data[0]).toMatchObject({ payType: 205, payName: 'PayPay', channel: 'sandbox', payConfigId: tokyoSandbox, enabled: true, color: '#FF0033' });
    const filtered = await post('/pay/config/query', tokens.merchant01, { payType: 2 });
    expect(filtered.body.data).toHaveLength(1);
  });

  it('adds rows for new methods, refuses a method already there (216020) and writes nothing then', async () => {
    const add = await post('/pay/config/add', tokens.merchant01, { rows: [{ payType: 206, channel: 'sandbox', payConfigId: tokyoSandbox, sort: 9 }] });
    expect(add.body.code, JSON.stringify(add.body)).toBe(200);
    expect(add.body.data.at(-1)).toMatchObject({ payType: 206, sort: 9 });
    const before = await matrixRows(tokyo);
    const again = await post('/pay/config/add', tokens.merchant01, {
      rows: [
        { payType: 207, channel: 'sandbox' },
        { payType: 206, channel: 'sandbox' },
      ],
    });
    expect(again.body.code).toBe(216020);
    const twice = await post('/pay/config/add', tokens.merchant01, {
      rows: [
        { payType: 207, channel: 'sandbox' },
        { payType: 207, channel: 'sandbox' },
      ],
    });
    expect(twice.body.code).toBe(216020);
    expect(await matrixRows(tokyo)).toEqual(before);
  });

  it.each([
    ['an unknown channel', { payType: 110, channel: 'PayPal' }, 207001],
    ['a channel that does not take the method', { payType: 1, channel: 'IntaSect' }, 216021],
    ['a config of another organisation', { payType: 110, channel: 'sandbox', payConfigIdOf: 'naniwa' }, 207006],
    ['a config on another channel', { payType: 205, channel: 'StarPay', payConfigIdOf: 'tokyo' }, 216022],
    ['a method outside the catalogue', { payType: 3, channel: 'sandbox' }, 100001],
  ])('refuses %s and writes nothing', async (_, row, code) => {
    const before = await matrixRows(tokyo);
    const { payConfigIdOf, ...rest } = row as Record<string, unknown>;
    const payConfigId = payConfigIdOf === 'naniwa' ? naniwaSandbox : payConfigIdOf === 'tokyo' ? tokyoSandbox : undefined;
    const res = await post('/pay/config/modify', tokens.merchant01, {
      rows: [
        { payType: 2, channel: 'sandbox', enabled: false },
        { ...rest, ...(payConfigId ? { payConfigId } : {}) },
      ],
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(code);
    expect(await matrixRows(tokyo)).toEqual(before);
  });

  it('modifies rows (adding a missing method) and keeps the ones left out', async () => {
    const res = await post('/pay/config/modify', tokens.merchant01, {
      rows: [
        { payType: 2, channel: 'sandbox', payConfigId: tokyoSandbox, enabled: false },
        { payType: 110, channel: 'sandbox', enabled: true, sort: 20 },
      ],
    });
    expect(res.body.code).toBe(200);
    const rows = await matrixRows(tokyo);
    expect(rows.find((r) => r.pay_type === 2)?.enabled).toBe(false);
    expect(rows.find((r) => r.pay_type === 110)).toBeTruthy();
    expect(rows.find((r) => r.pay_type === 205)?.enabled).toBe(true);
  });

  it('deletes rows, all or none (216023 for a method without a row)', async () => {
    const before = await matrixRows(tokyo);
    expect((await post('/pay/config/delete', tokens.merchant01, { payTypes: [110, 216] })).body.code).toBe(216023);
    expect(await matrixRows(tokyo)).toEqual(before);
    const res = await post('/pay/config/delete', tokens.merchant01, { payTypes: [110] });
    expect(res.body.code).toBe(200);
    expect(res.body.data.some((r: { payType: number }) => r.payType === 110)).toBe(false);
  });

  it('refuses another organisation (200006) and a role without the code (101005)', async () => {
    expect((await post('/pay/config/query', tokens.merchant02, { orgId: tokyo })).body.code).toBe(200006);
    expect((await post('/pay/config/modify', tokens.agent02, { orgId: tokyo, rows: [{ payType: 2, channel: 'sandbox' }] })).body.code).toBe(200006);
    expect((await post('/pay/config/query', tokens.store01)).body.code).toBe(101005);
    expect((await post('/pay/config/delete', tokens.store01, { payTypes: [2] })).body.code).toBe(101005);
    // an agent manages the matrix of a merchant below it
    expect((await post('/pay/config/query', tokens.agent01, { orgId: tokyo })).body.code).toBe(200);
    expect((await post('/pay/config/query', tokens.agent01, { orgId: 99999999 })).body.code).toBe(200001);
    // with no orgId, the caller's own organisation's rows alone, not those of the merchants below it
    const [agentOrg] = await s.db.query<{ org_id: number }>("select org_id from users where account = 'agent01'");
    const own = await post('/pay/config/query', tokens.agent01);
    expect(own.body.data.map((r: { payType: number }) => r.payType).sort()).toEqual((await matrixRows(Number(agentOrg.org_id))).map((r) => r.pay_type).sort());
  });
});

describe('wallets', () => {
  it("lists each channel's wallets from the catalogue, one channel, and refuses an unknown one", async () => {
    const all = await s.call('GET', '/api/pay/channelWallet/getChannelWallet/list', { token: tokens.merchant01 });
    expect(all.body.data.map((c: { channel: string }) => c.channel)).toEqual([...PAY_CHANNELS]);
    expect(all.body.data[0].wallets).toHaveLength(PAY_METHODS.length);
    const one = await s.call('GET', '/api/pay/channelWallet/getChannelWallet/list?channel=WeChat', { token: tokens.merchant01 });
    expect(one.body.data).toEqual([{ channel: 'WeChat', wallets: [{ payType: 1, name: 'WeChatPay', color: '#09BB07' }] }]);
    expect(CHANNEL_RULES.WeChat.wallets).toEqual([1]);
    expect((await s.call('GET', '/api/pay/channelWallet/getChannelWallet/list?channel=PayPal', { token: tokens.merchant01 })).body.code).toBe(207001);
    expect((await s.call('GET', '/api/pay/channelWallet/getChannelWallet/list', { token: tokens.store01 })).body.code).toBe(101005);
  });

  it("lists the organisation's enabled wallets from its matrix", async () => {
    const wallets = (query = '') => s.call('GET', `/api/pay/wallet/getWalletList${query}`, { token: tokens.merchant02 });
    const res = await wallets();
    expect(res.body.data.map((w: { payType: number }) => w.payType)).toEqual([205, 1, 2, 211, 212]);
    expect(res.body.data[0]).toEqual({ payType: 205, name: 'PayPay', color: '#FF0033', channel: 'sandbox', payConfigId: naniwaSandbox });
    await post('/pay/config/modify', tokens.merchant02, { rows: [{ payType: 1, channel: 'sandbox', enabled: false }] });
    const after = await wallets();
    expect(after.body.data.map((w: { payType: number }) => w.payType)).toEqual([205, 2, 211, 212]);
    expect((await wallets('?channel=StarPay')).body.data).toEqual([]);
    expect((await wallets(`?orgId=${tokyo}`)).body.code).toBe(200006);
    expect((await s.call('GET', '/api/pay/wallet/getWalletList', { token: tokens.store01 })).body.code).toBe(101005);
  });
});

describe('channel choice per locale', () => {
  it("falls back to the platform's choice, then to every channel; an organisation's own choice wins", async () => {
    const ja = await s.call('GET', '/api/pay/channel/choose/queryList/ja', { token: tokens.agent01 });
    expect(ja.body.data.map((c: { channel: string }) => c.channel)).toEqual(['sandbox', 'StarPay', 'QFPAY', 'IntaSect']);
    const en = await s.call('GET', '/api/pay/channel/choose/queryList/en', { token: tokens.agent01 });
    expect(en.body.data.map((c: { channel: string }) => c.channel)).toEqual([...PAY_CHANNELS]);
    const add = await post('/pay/channel/choose/add', tokens.agent01, {
      locale: 'ja',
      channels: [
        { channel: 'QFPAY', sort: 0 },
        { channel: 'sandbox', sort: 1 },
        { channel: 'TMN', sort: 2, enabled: false },
      ],
    });
    expect(add.body.code, JSON.stringify(add.body)).toBe(200);
    const mine = await s.call('GET', '/api/pay/channel/choose/queryList/ja', { token: tokens.merchant01 });
    expect(mine.body.data.map((c: { channel: string }) => c.channel)).toEqual(['QFPAY', 'sandbox']);
    expect((await s.call('GET', '/api/pay/channel/choose/queryList/fr', { token: tokens.agent01 })).body.code).toBe(100001);
  });

  it('adds once per locale (216024), modifies an existing one only (216026), refuses unknown (207001) or repeated (216025) channels', async () => {
    expect((await post('/pay/channel/choose/add', tokens.agent02, { locale: 'zh-CN', channels: [{ channel: 'Alipay' }] })).body.code).toBe(200);
    expect((await post('/pay/channel/choose/add', tokens.agent02, { locale: 'zh-CN', channels: [{ channel: 'WeChat' }] })).body.code).toBe(216024);
    expect((await post('/pay/channel/choose/modify', tokens.agent02, { locale: 'zh-TW', channels: [{ channel: 'WeChat' }] })).body.code).toBe(216026);
    expect((await post('/pay/channel/choose/modify', tokens.agent02, { locale: 'zh-CN', channels: [{ channel: 'PayPal' }] })).body.code).toBe(207001);
    expect(
      (await post('/pay/channel/choose/modify', tokens.agent02, { locale: 'zh-CN', channels: [{ channel: 'WeChat' }, { channel: 'WeChat' }] })).body.code,
    ).toBe(216025);
    const mod = await post('/pay/channel/choose/modify', tokens.agent02, {
      locale: 'zh-CN',
      channels: [
        { channel: 'WeChat', sort: 0 },
        { channel: 'Alipay', sort: 1 },
      ],
    });
    expect(mod.body.data.map((c: { channel: string }) => c.channel)).toEqual(['WeChat', 'Alipay']);
    const q = await post('/pay/channel/choose/query', tokens.agent02, { locale: 'zh-CN' });
    expect(q.body.data).toHaveLength(2);
    expect(Object.keys(q.body.data[0]).sort()).toEqual(['channel', 'enabled', 'locale', 'sort', 'updatedAt']);
    expect(q.body.data.map((c: { channel: string; sort: number }) => [c.channel, c.sort])).toEqual([
      ['WeChat', 0],
      ['Alipay', 1],
    ]);
  });

  it('refuses another organisation (200006) and a role without the code (101005)', async () => {
    expect((await post('/pay/channel/choose/query', tokens.agent02, { orgId: tokyo })).body.code).toBe(200006);
    expect((await post('/pay/channel/choose/modify', tokens.merchant01, { locale: 'ja', channels: [{ channel: 'sandbox' }] })).body.code).toBe(101005);
    expect((await s.call('GET', '/api/pay/channel/choose/queryList/ja', { token: tokens.store01 })).body.code).toBe(101005);
  });
});
