/**
 * Collection (pay) configs, their certificate/key uploads and the ISV lookups: every rule of document 1 §5
 * with its code, scope and permission refusals, and secrets that never reach the database or an answer in
 * plain text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { multipart } from '../support/multipart.js';
import { EXPIRED_CERT, GOOD_CERT, PRIVATE_KEY, PUBLIC_KEY } from './pay-config-fixtures.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let tokyo: number;
let naniwa: number;
let east: number;
let seq = 0;

beforeAll(async () => {
  s = await testServer();
  for (const a of ['admin', 'agent01', 'agent02', 'merchant01', 'store01']) tokens[a] = await s.login(a);
  tokyo = await orgId(s.db, '東京ベンディング');
  naniwa = await orgId(s.db, 'なにわ自販機');
  east = await orgId(s.db, '東日本サービス株式会社');
});
afterAll(async () => s?.close());

const post = (path: string, token: string, body?: unknown) => s.call('POST', `/api${path}`, { token, body });
const cfg = (path: string, token: string, body?: unknown) => post(`/aiot/payChannelConfig/${path}`, token, body);
const name = () => `設定-${++seq}`;
const starPay = (extra: Record<string, unknown> = {}) => ({ name: name(), channel: 'StarPay', merchantNo: `M${Date.now()}${++seq}`, orgId: tokyo, ...extra });

async function upload(token: string, data: string | Buffer, kind?: string) {
  const { payload, headers } = multipart(kind ? { kind } : {}, [{ field: 'file', name: 'cert.pem', type: 'application/x-pem-file', data }]);
  const res = await s.app.inject({ method: 'POST', url: '/api/pay/file/upload', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

describe('collection configs', () => {
  it("creates a config, answers it with its secrets masked, and lists it in the owner's scope", async () => {
    const secret = 'sk_live_SUPERSECRETVALUE_123456';
    const res = await cfg(
      'add',
      tokens.merchant01,
      starPay({ secret, tradeUrl: 'https://pay.example/trade', queryUrl: 'https://pay.example/query', timeoutSeconds: 45, configText: '{"store":"A"}' }),
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id;
    const got = await cfg('get', tokens.merchant01, { id });
    expect(got.body.data).toMatchObject({
      id,
      orgId: tokyo,
      channel: 'StarPay',
      timeoutSeconds: 45,
      secretMask: '••••3456',
      certificateSet: false,
      boundDevices: 0,
      isDefault: false,
    });
    expect(JSON.stringify(got.body)).not.toContain(secret);
    const page = await cfg('pageList', tokens.merchant01, { pageNum: 1, pageSize: 100, channel: 'StarPay' });
    expect(page.body.data.list.map((r: { id: number }) => r.id)).toContain(id);
    expect(JSON.stringify(page.body)).not.toContain(secret);
  });

  it('stores no secret in plain text and keeps a secret left out on modify', async () => {
    const secret = 'interface-secret-PLAINTEXT-987';
    const add = await cfg('add', tokens.admin, {
      name: name(),
      channel: 'WeChat',
      merchantNo: 'WX1001',
      orgId: tokyo,
      secret,
      privateKey: PRIVATE_KEY,
      certificate: GOOD_CERT,
    });
    expect(add.body.code, JSON.stringify(add.body)).toBe(200);
    const id = add.body.data.id;
    const [row] = await s.db.query<Record<string, unknown>>('select * from pay_configs where id = $1', [id]);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(PRIVATE_KEY.split('\n')[1]);
    expect(stored).not.toContain(GOOD_CERT.split('\n')[1]);
    expect(String(row.secret_sealed)).toMatch(/^v1:/);
    // the server's key opens what was sealed
    expect(s.app.secrets.open(String(row.secret_sealed))).toBe(secret);

    const got = (await cfg('get', tokens.admin, { id })).body.data;
    expect(got).toMatchObject({ certificateSet: true, certificateSubject: expect.stringContaining('CN=pay-test.example'), privateKeyMask: '••••' });
    const mod = await cfg('modify', tokens.admin, { id, name: got.name, channel: 'WeChat', merchantNo: 'WX1001', remark: '変更' });
    expect(mod.body.code, JSON.stringify(mod.body)).toBe(200);
    const [after] = await s.db.query<{ secret_sealed: string; cert_sealed: string; remark: string }>(
      'select secret_sealed, cert_sealed, remark from pay_configs where id = $1',
      [id],
    );
    expect(after.remark).toBe('変更');
    expect(s.app.secrets.open(after.secret_sealed)).toBe(secret);
    expect(after.cert_sealed).toBe(row.cert_sealed);
  });

  it.each([
    ['unknown channel', { name: 'x', channel: 'PayPal', merchantNo: 'M1' }, 207001],
    ['merchant number missing', { name: 'x', channel: 'StarPay' }, 207004],
    ['certificate missing', { name: 'x', channel: 'Alipay', merchantNo: 'A1' }, 207005],
    [
      'certificate not parseable',
      { name: 'x', channel: 'Alipay', merchantNo: 'A1', certificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' },
      207002,
    ],
    ['certificate not PEM', { name: 'x', channel: 'Alipay', merchantNo: 'A1', certificate: 'hello' }, 207002],
    ['certificate expired', { name: 'x', channel: 'UnionPay', merchantNo: 'U1', certificate: EXPIRED_CERT }, 207003],
    ['name too long', { name: 'あ'.repeat(51), channel: 'sandbox' }, 216013],
    ['remark too long', { name: 'x', channel: 'sandbox', remark: 'r'.repeat(201) }, 216014],
    ['config text too long', { name: 'x', channel: 'sandbox', configText: 'c'.repeat(513) }, 216012],
    ['private key unreadable', { name: 'x', channel: 'sandbox', privateKey: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----' }, 216052],
    ['upload key never uploaded', { name: 'x', channel: 'sandbox', certificateFile: '0'.repeat(32) }, 216050],
  ])('refuses a config with %s', async (_, body, code) => {
    const before = await s.db.query('select count(*)::int as n from pay_configs');
    const res = await cfg('add', tokens.admin, { ...body, orgId: naniwa });
    expect(res.body.code, JSON.stringify(res.body)).toBe(code);
    expect(await s.db.query('select count(*)::int as n from pay_configs')).toEqual(before);
  });

  it('accepts exactly the limits: 50-character name, 200-character remark, 512-character config text; the sandbox needs neither merchant number nor certificate', async () => {
    const res = await cfg('add', tokens.admin, {
      name: 'な'.repeat(50),
      channel: 'sandbox',
      remark: 'r'.repeat(200),
      configText: 'c'.repeat(512),
      orgId: naniwa,
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  });

  it('refuses a name or channel account that exists in the organisation (216001), not in another one', async () => {
    const first = starPay();
    expect((await cfg('add', tokens.admin, first)).body.code).toBe(200);
    expect((await cfg('add', tokens.admin, { ...starPay(), name: first.name.toUpperCase() })).body.code).toBe(216001);
    expect((await cfg('add', tokens.admin, { ...starPay(), merchantNo: first.merchantNo })).body.code).toBe(216001);
    expect((await cfg('add', tokens.admin, { ...first, orgId: naniwa })).body.code).toBe(200);
  });

  it('keeps one default per organisation (216004), also when two saves race', async () => {
    // the demo seed gives each merchant a default sandbox config
    expect((await cfg('add', tokens.admin, { ...starPay(), isDefault: true })).body.code).toBe(216004);
    const minato = await orgId(s.db, 'みなと飲料');
    await s.db.query('update pay_configs set is_default = false where org_id = $1', [minato]);
    const codes = await Promise.all(
      [1, 2, 3].map(() => cfg('add', tokens.admin, { name: name(), channel: 'sandbox', isDefault: true, orgId: minato }).then((r) => r.body.code)),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 216004)).toHaveLength(2);
  });

  it('refuses to delete a config with bound devices (216003) or one the matrix uses (216027); deletes the others', async () => {
    const a = (await cfg('add', tokens.admin, starPay())).body.data.id;
    const [device] = await s.db.query<{ id: number }>(
      "select id from devices where org_path like (select path from organisations where id = $1) || '%' order by id limit 1",
      [tokyo],
    );
    await s.db.query(
      'insert into device_pay_configs (device_id, pay_config_id) values ($1, $2) on conflict (device_id) do update set pay_config_id = excluded.pay_config_id',
      [device.id, a],
    );
    expect((await cfg('get', tokens.admin, { id: a })).body.data.boundDevices).toBe(1);
    expect((await cfg('deletes', tokens.admin, { ids: [a] })).body.code).toBe(216003);
    const [seeded] = await s.db.query<{ id: number }>('select id from pay_configs where org_id = $1 and is_default', [tokyo]);
    expect((await cfg('deletes', tokens.admin, { ids: [seeded.id] })).body.code).toBe(216027);
    // each rule over every config before the next: bound devices first, whichever config comes first
    expect((await cfg('deletes', tokens.admin, { ids: [seeded.id, a] })).body.code).toBe(216003);
    await s.db.query('delete from device_pay_configs where device_id = $1', [device.id]);
    // all or none: one missing refuses the whole call (207006) and deletes nothing
    expect((await cfg('deletes', tokens.admin, { ids: [a, 2_000_000_000] })).body.code).toBe(207006);
    expect((await cfg('get', tokens.admin, { id: a })).body.code).toBe(200);
    const b = (await cfg('add', tokens.admin, starPay())).body.data.id;
    expect((await cfg('deletes', tokens.admin, { ids: [a, b] })).body).toMatchObject({ code: 200, data: { deleted: 2 } });
    expect((await cfg('get', tokens.admin, { id: a })).body.code).toBe(207006);
    // one id, as the console's generic delete sends it
    const c = (await cfg('add', tokens.admin, starPay())).body.data.id;
    expect((await cfg('deletes', tokens.admin, { id: c })).body).toMatchObject({ code: 200, data: { deleted: 1 } });
  });

  it('refuses to move a config the payment matrix names to another channel (216022)', async () => {
    const [seeded] = await s.db.query<{ id: number; name: string }>('select id, name from pay_configs where org_id = $1 and is_default', [tokyo]);
    expect((await cfg('modify', tokens.admin, { id: seeded.id, name: seeded.name, channel: 'StarPay', merchantNo: 'MOVE-1', isDefault: true })).body.code).toBe(
      216022,
    );
    expect(
      (await cfg('modify', tokens.admin, { id: seeded.id, name: seeded.name, channel: 'sandbox', isDefault: true, remark: 'same channel' })).body.code,
    ).toBe(200);
  });

  it("answers 207006 for a missing config and for one outside the caller's subtree", async () => {
    const id = (await cfg('add', tokens.admin, starPay())).body.data.id;
    expect((await cfg('get', tokens.agent02, { id })).body.code).toBe(207006);
    expect((await cfg('modify', tokens.agent02, { id, name: 'x', channel: 'sandbox' })).body.code).toBe(207006);
    expect((await cfg('deletes', tokens.agent02, { ids: [id] })).body.code).toBe(207006);
    expect((await cfg('get', tokens.admin, { id: 999999 })).body.code).toBe(207006);
    const page = await cfg('pageList', tokens.agent02, { pageNum: 1, pageSize: 100 });
    expect(page.body.data.list.every((r: { orgId: number }) => r.orgId !== tokyo)).toBe(true);
    expect((await cfg('add', tokens.agent02, starPay())).body.code).toBe(200006);
    expect((await cfg('pageList', tokens.agent02, { orgId: tokyo })).body.code).toBe(200006);
  });

  it('refuses a role without the code (101005)', async () => {
    expect((await cfg('pageList', tokens.store01, { pageNum: 1 })).status).toBe(403);
    expect((await cfg('add', tokens.store01, starPay())).body.code).toBe(101005);
    expect((await cfg('deletes', tokens.merchant01, { ids: [1] })).body.code).toBe(101005);
    expect((await upload(tokens.store01, GOOD_CERT)).body.code).toBe(101005);
  });
});

describe('certificate and key uploads', () => {
  it("answers a certificate's facts and a key a config then submits; the file is used once", async () => {
    const cert = await upload(tokens.merchant01, GOOD_CERT);
    expect(cert.body.code, JSON.stringify(cert.body)).toBe(200);
    expect(cert.body.data).toMatchObject({
      kind: 'certificate',
      subject: expect.stringContaining('pay-test.example'),
      file: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(new Date(cert.body.data.validTo).getFullYear()).toBeGreaterThan(2100);
    const key = await upload(tokens.merchant01, PRIVATE_KEY, 'privateKey');
    expect(key.body.data.kind).toBe('privateKey');
    expect(JSON.stringify(key.body)).not.toContain(PRIVATE_KEY.split('\n')[1]);
    const pub = await upload(tokens.merchant01, PUBLIC_KEY, 'publicKey');
    expect(pub.body.data.publicKey).toContain('BEGIN PUBLIC KEY');

    const body = {
      name: name(),
      channel: 'Alipay',
      merchantNo: 'ALI-1',
      orgId: tokyo,
      certificateFile: cert.body.data.file,
      privateKeyFile: key.body.data.file,
    };
    const add = await cfg('add', tokens.merchant01, body);
    expect(add.body.code, JSON.stringify(add.body)).toBe(200);
    expect((await cfg('get', tokens.merchant01, { id: add.body.data.id })).body.data).toMatchObject({ certificateSet: true, privateKeyMask: '••••' });
    // a file is consumed by the save that used it
    expect((await cfg('add', tokens.merchant01, { ...body, name: name(), merchantNo: 'ALI-2' })).body.code).toBe(216050);
  });

  it("lets an administrator save a file for an organisation below; refuses another user's file and a file of the wrong kind (216050)", async () => {
    const own = await upload(tokens.admin, GOOD_CERT);
    expect(
      (await cfg('add', tokens.admin, { name: name(), channel: 'Alipay', merchantNo: 'ALI-7', orgId: tokyo, certificateFile: own.body.data.file })).body.code,
    ).toBe(200);
    const cert = await upload(tokens.agent02, GOOD_CERT);
    expect(
      (await cfg('add', tokens.admin, { name: name(), channel: 'Alipay', merchantNo: 'ALI-9', orgId: tokyo, certificateFile: cert.body.data.file })).body.code,
    ).toBe(216050);
    const key = await upload(tokens.merchant01, PRIVATE_KEY, 'privateKey');
    expect((await cfg('add', tokens.merchant01, { name: name(), channel: 'Alipay', merchantNo: 'ALI-8', certificateFile: key.body.data.file })).body.code).toBe(
      216050,
    );
  });

  it.each([
    ['not PEM', 'hello world', undefined, 216051],
    ['an expired certificate', EXPIRED_CERT, undefined, 207003],
    ['a key that is not one', '-----BEGIN PRIVATE KEY-----\nQUJD\n-----END PRIVATE KEY-----', 'privateKey', 216052],
    ['a certificate sent as a public key', GOOD_CERT, 'publicKey', 216052],
    ['over 16 KB', `${GOOD_CERT}${'#'.repeat(17 * 1024)}`, undefined, 216053],
    ['an empty file', '', undefined, 216050],
    ['an unknown kind', GOOD_CERT, 'password', 100001],
  ])('refuses %s', async (_, data, kind, code) => {
    const before = await s.db.query('select count(*)::int as n from pay_files');
    expect((await upload(tokens.merchant01, data, kind)).body.code).toBe(code);
    expect(await s.db.query('select count(*)::int as n from pay_files')).toEqual(before);
  });
});

describe('ISV parent configuration', () => {
  it("answers the nearest ancestor's Alipay / WeChat config, the organisation's own sub config, and null when none", async () => {
    expect((await post('/pay/payConfig/ali/getIsvAppId', tokens.merchant01, {})).body.data).toBeNull();
    const isv = await cfg('add', tokens.agent01, {
      name: name(),
      channel: 'Alipay',
      merchantNo: 'ISV-ALI',
      appId: '2021000000000001',
      certificate: GOOD_CERT,
      orgId: east,
    });
    expect(isv.body.code, JSON.stringify(isv.body)).toBe(200);
    const wx = await cfg('add', tokens.agent01, {
      name: name(),
      channel: 'WeChat',
      merchantNo: '1900000001',
      appId: 'wx0123456789',
      certificate: GOOD_CERT,
      orgId: east,
      secret: 'wechat-apiv3-key-000000000000',
    });
    expect(wx.body.code).toBe(200);
    expect((await post('/pay/payConfig/ali/getIsvAppId', tokens.merchant01, {})).body.data).toMatchObject({
      configId: isv.body.data.id,
      orgId: east,
      appId: '2021000000000001',
    });
    const wxAnswer = await post('/pay/payConfig/wechat/getParentConfig', tokens.merchant01);
    expect(wxAnswer.body.data).toMatchObject({ configId: wx.body.data.id, merchantNo: '1900000001', appId: 'wx0123456789' });
    expect(JSON.stringify(wxAnswer.body)).not.toContain('wechat-apiv3-key');
    const own = await cfg('add', tokens.merchant01, {
      name: name(),
      channel: 'Alipay',
      merchantNo: 'SUB-ALI',
      subMerchantId: '2088000000000002',
      certificate: GOOD_CERT,
    });
    const sub = await post('/pay/payConfig/ali/getIsvSubConfig', tokens.merchant01, {});
    expect(sub.body.data).toMatchObject({ parent: { configId: isv.body.data.id }, own: { configId: own.body.data.id, subMerchantId: '2088000000000002' } });
    // the agent itself has no ancestor holding one
    expect((await post('/pay/payConfig/ali/getIsvAppId', tokens.agent01, {})).body.data).toBeNull();
    expect((await post('/pay/payConfig/ali/getIsvAppId', tokens.agent02, { orgId: tokyo })).body.code).toBe(200006);
    expect((await post('/pay/payConfig/wechat/getParentConfig', tokens.store01)).body.code).toBe(101005);
  });
});
