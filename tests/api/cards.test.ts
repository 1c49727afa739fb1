/**
 * Wallet card templates through the API (openapi/members/cards.yaml): a merchant's design per platform, its
 * sandbox review (pending, then approved, or rejected with the reason when the title says "reject"), the
 * collection form, the collection link once approved; every refusal code; merchants only (206500), and
 * the permission codes from the refused side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { multipart } from '../support/multipart.js';

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'ops01', 'agent01', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  // the demo estate's designs (one per merchant and platform, in each review state) are checked first; the
  // tests below then design from nothing
  const seeded = await s.db.query<{ platform: string; review_status: string; n: number }>(
    'select platform, review_status, count(*)::int as n from card_templates group by 1, 2 order by 1, 2',
  );
  expect(seeded.map((r) => [r.platform, r.review_status])).toEqual([
    ['alipay', 'approved'],
    ['wechat', 'pending'],
    ['wechat', 'rejected'],
  ]);
  await s.db.query('delete from card_forms');
  await s.db.query('delete from card_templates');
});
afterAll(async () => s?.close());

const call = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/ms/card/${path}`, { token: tokens[as], body, lang });
const expectCode = (res: { status: number; body: any }, code: number, status: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  expect(res.status).toBe(status);
};
const fieldsOf = (res: { body: any }) => (res.body.fields ?? []).map((f: { field: string }) => f.field);

const DESIGN = {
  platform: 'alipay',
  brand: '東京ベンディング',
  title: '会員カード',
  color: '#E60012',
  customFields: [{ label: 'ポイント', url: 'https://example.com/points' }],
  actions: [{ label: '店舗を探す', url: 'https://example.com/stores' }],
  rights: [{ title: 'ポイント2倍デー', detail: '毎月1日はポイント2倍', startDate: '2026-01-01', endDate: '2026-12-31' }],
};

describe('card templates', () => {
  it('saves a design per platform, pending until the sandbox review is read, then approved; the link follows', async () => {
    expect((await call('template/info', 'merchant01', { platform: 'alipay' })).body.data).toBeNull();
    expect((await call('template/status', 'merchant01', { platform: 'alipay' })).body.data).toMatchObject({ status: 'none', sandbox: true });
    expectCode(await call('link', 'merchant01', { platform: 'alipay' }), 206001, 404);
    const saved = await call('template/addOrUpdate', 'merchant01', DESIGN);
    expectCode(saved, 200, 200);
    expect(saved.body.data).toMatchObject({ ...DESIGN, status: 'pending', reason: null, reviewedAt: null });
    expect((await call('template/info', 'merchant01', { platform: 'alipay' })).body.data).toMatchObject({ ...DESIGN, status: 'pending' });
    expectCode(await call('link', 'merchant01', { platform: 'alipay' }), 206002, 409);
    const status = (await call('template/status', 'merchant01', { platform: 'alipay' })).body.data;
    expect(status).toMatchObject({ platform: 'alipay', status: 'approved', reason: null, sandbox: true });
    expect(typeof status.reviewedAt).toBe('string');
    const link = await call('link', 'merchant01', { platform: 'alipay' });
    expectCode(link, 200, 200);
    // the sandbox's landing is this product's public page, at the address the caller reached the server by
    expect(link.body.data.url).toMatch(/^http:\/\/localhost(:\d+)?\/card\/open\/[0-9a-f]{32}$/);
    // the other platform is a design of its own
    expect((await call('template/info', 'merchant01', { platform: 'wechat' })).body.data).toBeNull();
    // another merchant sees none of it
    expect((await call('template/info', 'merchant02', { platform: 'alipay' })).body.data).toBeNull();
    expect((await call('template/status', 'merchant02', { platform: 'alipay' })).body.data.status).toBe('none');
  });

  it('the sandbox rejects a title containing "reject", with the reason; saving again submits again', async () => {
    const bad = { ...DESIGN, platform: 'wechat', title: 'REJECT会員' };
    expectCode(await call('template/addOrUpdate', 'merchant02', bad), 200, 200);
    const status = (await call('template/status', 'merchant02', { platform: 'wechat' })).body.data;
    expect(status).toMatchObject({ status: 'rejected', reason: "sandbox: the title contains 'reject'" });
    // read again: still the same decision
    expect((await call('template/status', 'merchant02', { platform: 'wechat' })).body.data).toMatchObject({ status: 'rejected' });
    expectCode(await call('link', 'merchant02', { platform: 'wechat' }), 206002, 409);
    expectCode(await call('template/addOrUpdate', 'merchant02', { ...bad, title: 'なにわ会員' }), 200, 200);
    expect((await call('template/info', 'merchant02', { platform: 'wechat' })).body.data).toMatchObject({
      title: 'なにわ会員',
      status: 'pending',
      reason: null,
    });
    expect((await call('template/status', 'merchant02', { platform: 'wechat' })).body.data).toMatchObject({ status: 'approved', reason: null });
  });

  it('concurrent status reads decide a pending design once', async () => {
    expectCode(await call('template/addOrUpdate', 'merchant02', { ...DESIGN, title: 'rejectで' }), 200, 200);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('template/status', 'merchant02', { platform: 'alipay' })));
    expect(new Set(answers.map((a) => a.body.data.status))).toEqual(new Set(['rejected']));
    expect(new Set(answers.map((a) => a.body.data.reviewedAt)).size).toBe(1);
  });

  it('refuses a right ending before it starts with 206003, writing nothing', async () => {
    const before = (await call('template/info', 'merchant01', { platform: 'alipay' })).body.data;
    const res = await call(
      'template/addOrUpdate',
      'merchant01',
      { ...DESIGN, title: '新カード', rights: [{ title: '特典', startDate: '2026-05-02', endDate: '2026-05-01' }] },
      'en',
    );
    expectCode(res, 206003, 400);
    expect(res.body.msg).toBe("A right's end date may not be before its start date");
    expect((await call('template/info', 'merchant01', { platform: 'alipay' })).body.data).toEqual(before);
  });

  it("refuses designs breaking the platforms' rules with 100001 naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ brand: 'x'.repeat(13) }, 'brand'],
      [{ brand: '' }, 'brand'],
      [{ title: 'x'.repeat(10) }, 'title'],
      [{ title: '会員🎉' }, 'title'],
      [{ title: ' 会員' }, 'title'],
      [{ color: 'red' }, 'color'],
      [{ platform: 'line' }, 'platform'],
      [{ customFields: [] }, 'customFields'],
      [{ actions: [] }, 'actions'],
      [{ actions: [{ label: '店舗', url: 'javascript:alert(1)' }] }, 'actions.0.url'],
      [{ customFields: [{ label: 'x'.repeat(11), url: 'https://example.com' }] }, 'customFields.0.label'],
      [{ rights: Array.from({ length: 11 }, () => ({ title: 't', startDate: '2026-01-01', endDate: '2026-01-02' })) }, 'rights'],
      [{ rights: [{ title: 'x'.repeat(51), startDate: '2026-01-01', endDate: '2026-01-02' }] }, 'rights.0.title'],
      [{ rights: [{ title: 't', detail: ' 前に空白', startDate: '2026-01-01', endDate: '2026-01-02' }] }, 'rights.0.detail'],
      [{ rights: [{ text: 't', startDate: '2026-01-01', endDate: '2026-01-02' }] }, 'rights.0.title'],
      [{ codeStyle: 'nfc' }, 'codeStyle'],
      [{ rights: [{ title: 't', startDate: '2026-02-30', endDate: '2026-03-02' }] }, 'rights.0.startDate'],
    ];
    for (const [change, field] of cases) {
      const res = await call('template/addOrUpdate', 'merchant02', { ...DESIGN, ...change });
      expectCode(res, 100001, 400);
      expect(fieldsOf(res), JSON.stringify(change)).toEqual([field]);
    }
    const res = await call('template/addOrUpdate', 'merchant02', { ...DESIGN, title: '会員🎉' }, 'en');
    expect(res.body.fields[0].message).toBe('The title is 1 to 9 characters, without emoji, leading or trailing spaces or line breaks');
  });
});

describe('collection form', () => {
  it('saves the fields, each required or optional, and reads them back; a field twice is 206004', async () => {
    expect((await call('form/info', 'merchant01', { platform: 'wechat' })).body.data).toBeNull();
    const fields = [
      { field: 'mobile', required: true },
      { field: 'name', required: false },
      { field: 'birthday', required: false },
    ];
    expectCode(await call('form/addOrUpdate', 'merchant01', { platform: 'wechat', fields }), 200, 200);
    expect((await call('form/info', 'merchant01', { platform: 'wechat' })).body.data).toEqual({ platform: 'wechat', fields });
    expect((await call('form/info', 'merchant02', { platform: 'wechat' })).body.data).toBeNull();
    expectCode(
      await call('form/addOrUpdate', 'merchant01', {
        platform: 'wechat',
        fields: [
          { field: 'mobile', required: true },
          { field: 'mobile', required: false },
        ],
      }),
      206004,
      400,
    );
    expect((await call('form/info', 'merchant01', { platform: 'wechat' })).body.data).toEqual({ platform: 'wechat', fields });
    for (const body of [
      { platform: 'wechat', fields: [] },
      { platform: 'wechat', fields: [{ field: 'address', required: true }] },
      { platform: 'wechat', fields: [{ field: 'mobile' }] },
    ]) {
      expectCode(await call('form/addOrUpdate', 'merchant01', body), 100001, 400);
    }
  });
});

describe('who may', () => {
  it('a caller whose organisation is not a merchant is refused with 206500, even the super admin', async () => {
    for (const as of ['admin', 'ops01', 'agent01']) {
      for (const path of ['template/info', 'template/status', 'form/info', 'link']) expectCode(await call(path, as, { platform: 'alipay' }), 206500, 403);
      expectCode(await call('template/addOrUpdate', as, DESIGN), 206500, 403);
      expectCode(await call('form/addOrUpdate', as, { platform: 'alipay', fields: [{ field: 'mobile', required: true }] }), 206500, 403);
    }
  });

  it("the platform's and an agent's staff read a merchant of their subtree by orgId (issue 28), never another's, and never save", async () => {
    const merchant = (await s.db.query<{ id: number }>("select id from organisations where name = '東京ベンディング'"))[0].id;
    const own = (await call('template/info', 'merchant01', { platform: 'alipay' })).body.data;
    const read = await call('template/info', 'admin', { platform: 'alipay', orgId: merchant });
    expectCode(read, 200, 200);
    expect(read.body.data).toEqual(own);
    expect((await call('form/info', 'admin', { platform: 'alipay', orgId: merchant })).body.data).toEqual(
      (await call('form/info', 'merchant01', { platform: 'alipay' })).body.data,
    );
    expectCode(await call('link', 'admin', { platform: 'alipay', orgId: merchant }), 200, 200);
    // an organisation that is no merchant, one outside the caller's subtree, one that does not exist
    const platformOrg = (await s.db.query<{ org_id: number }>("select org_id from users where account = 'admin'"))[0].org_id;
    expectCode(await call('template/info', 'admin', { platform: 'alipay', orgId: platformOrg }), 206500, 403);
    const naniwa = (await s.db.query<{ id: number }>("select id from organisations where name = 'なにわ自販機'"))[0].id;
    expectCode(await call('template/info', 'merchant01', { platform: 'alipay', orgId: naniwa }), 200006, 403);
    expectCode(await call('template/info', 'admin', { platform: 'alipay', orgId: 999999999 }), 200001, 404);
    expectCode(await call('template/addOrUpdate', 'admin', DESIGN), 206500, 403);
  });

  it('a store user without the codes is refused with 101005; no session is 101001', async () => {
    expectCode(await call('template/info', 'store01', { platform: 'alipay' }), 101005, 403);
    expectCode(await call('template/addOrUpdate', 'store01', DESIGN), 101005, 403);
    expectCode(await s.call('POST', '/api/ms/card/link', { body: { platform: 'alipay' } }), 101001, 401);
  });
});

/** The bytes of a PNG whose header states `width` × `height`, padded to `bytes` (image-size reads the header). */
function png(width: number, height: number, bytes = 1024): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header[24] = 8;
  header[25] = 6;
  return Buffer.concat([header, Buffer.alloc(Math.max(0, bytes - header.length))]);
}
async function upload(as: string, fields: Record<string, string>, data?: Buffer, lang?: string) {
  const { payload, headers } = multipart(fields, data ? [{ field: 'file', name: 'image.png', type: 'image/png', data }] : []);
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/ms/card/image/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${tokens[as]}`, ...(lang ? { 'accept-language': lang } : {}) },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

describe('card images', () => {
  it('takes a logo of at least 500 x 500 and a cover of at least 1020 x 643, by their bytes; the design keeps them', async () => {
    const logo = await upload('merchant01', { kind: 'logo' }, png(500, 500));
    expectCode(logo, 200, 200);
    expect(logo.body.data).toMatchObject({ kind: 'logo', type: 'png', width: 500, height: 500, image: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const cover = await upload('merchant01', { kind: 'cover' }, png(1020, 643, 2 * 1024 * 1024));
    expectCode(cover, 200, 200);
    const bytes = await s.app.inject({ method: 'GET', url: logo.body.data.url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.rawPayload.subarray(16, 24)).toEqual(png(500, 500).subarray(16, 24));
    expect((await call('image/link', 'merchant01', { image: logo.body.data.image })).body.data).toEqual({
      image: logo.body.data.image,
      kind: 'logo',
      url: logo.body.data.url,
    });
    const saved = await call('template/addOrUpdate', 'merchant01', { ...DESIGN, platform: 'wechat', logo: logo.body.data.image, cover: cover.body.data.image });
    expectCode(saved, 200, 200);
    expect(saved.body.data).toMatchObject({ logo: logo.body.data.image, cover: cover.body.data.image, logoUrl: logo.body.data.url });
    // a logo given as the cover, or another merchant's image, is 206010
    expectCode(await call('template/addOrUpdate', 'merchant01', { ...DESIGN, cover: logo.body.data.image }), 206010, 404);
    expectCode(await call('template/addOrUpdate', 'merchant02', { ...DESIGN, logo: logo.body.data.image }), 206010, 404);
    expectCode(await call('image/link', 'merchant02', { image: logo.body.data.image }), 206010, 404);
    expect((await s.app.inject({ method: 'GET', url: `/api/ms/card/image/link/${'0'.repeat(32)}` })).statusCode).toBe(404);
  });

  it("refuses by the image's size and type, with each rule's code, storing nothing", async () => {
    const count = async () => (await s.db.query<{ n: number }>('select count(*)::int as n from card_images'))[0].n;
    const before = await count();
    expectCode(await upload('merchant01', { kind: 'logo' }, png(499, 500)), 206006, 400);
    expectCode(await upload('merchant01', { kind: 'logo' }, png(500, 500, 1024 * 1024 + 1)), 206007, 413);
    expectCode(await upload('merchant01', { kind: 'cover' }, png(1019, 643)), 206008, 400);
    expectCode(await upload('merchant01', { kind: 'cover' }, png(1020, 642)), 206008, 400);
    expectCode(await upload('merchant01', { kind: 'cover' }, png(1020, 643, 2 * 1024 * 1024 + 1)), 206009, 413);
    expectCode(await upload('merchant01', { kind: 'logo' }, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00')), 206005, 400);
    expectCode(await upload('merchant01', { kind: 'logo' }, Buffer.from('not an image at all')), 206005, 400);
    const en = await upload('merchant01', { kind: 'logo' }, png(500, 500, 1024 * 1024 + 1), 'en');
    expect(en.body.msg).toBe('The logo may be at most 1 MB');
    const noKind = await upload('merchant01', {}, png(500, 500));
    expectCode(noKind, 100001, 400);
    expect(fieldsOf(noKind)).toEqual(['kind']);
    expectCode(await upload('merchant01', { kind: 'banner' }, png(500, 500)), 100001, 400);
    const noFile = await upload('merchant01', { kind: 'logo' });
    expectCode(noFile, 100001, 400);
    expect(fieldsOf(noFile)).toEqual(['file']);
    expectCode(await upload('agent01', { kind: 'logo' }, png(500, 500)), 206500, 403);
    expectCode(await upload('store01', { kind: 'logo' }, png(500, 500)), 101005, 403);
    expect(await count()).toBe(before);
  });
});

describe('opening a card from its collection link (sandbox)', () => {
  const open = (body: unknown) => s.call('POST', '/api/ms/card/sandbox/open', { body });
  const member = (id: number) => s.call('POST', '/api/ms/member/detail/alipay', { token: tokens.merchant02, body: { id } });
  const log = (id: number) => s.call('POST', '/api/ms/points/pointsChangeLog', { token: tokens.merchant02, body: { memberId: id, pageNum: 1, pageSize: 10 } });

  it("opens the member once, with the form's required fields, the new-member points and no session needed", async () => {
    expectCode(await call('template/addOrUpdate', 'merchant02', { ...DESIGN, platform: 'wechat', title: '会員' }), 200, 200);
    // pending until the review is read: the link is refused, and so is opening with a token nobody issued
    expectCode(await call('link', 'merchant02', { platform: 'wechat' }), 206002, 409);
    expect((await call('template/status', 'merchant02', { platform: 'wechat' })).body.data.status).toBe('approved');
    const url: string = (await call('link', 'merchant02', { platform: 'wechat' })).body.data.url;
    const linkToken = url.split('/').pop()!;
    expectCode(await open({ token: 'f'.repeat(32), walletUserId: 'wx-open-1' }), 206011, 404);

    expectCode(
      await call('form/addOrUpdate', 'merchant02', {
        platform: 'wechat',
        fields: [
          { field: 'mobile', required: true },
          { field: 'name', required: false },
        ],
      }),
      200,
      200,
    );
    expectCode(await s.call('POST', '/api/ms/points/newMemberReward', { token: tokens.merchant02, body: { newMemberPoints: 120, validityDays: 0 } }), 200, 200);

    // the link's public page reads the card as a member sees it and the form, with no session; nothing else
    const form = await s.call('POST', '/api/ms/card/sandbox/form', { body: { token: linkToken } });
    expectCode(form, 200, 200);
    expect(form.body.data).toEqual({
      platform: 'wechat',
      brand: DESIGN.brand,
      title: '会員',
      color: DESIGN.color,
      codeStyle: 'qrcode',
      logo: null,
      cover: null,
      customFields: DESIGN.customFields,
      actions: DESIGN.actions,
      rights: DESIGN.rights,
      fields: [
        { field: 'mobile', required: true },
        { field: 'name', required: false },
      ],
      sandbox: true,
    });
    expectCode(await s.call('POST', '/api/ms/card/sandbox/form', { body: { token: 'f'.repeat(32) } }), 206011, 404);
    expectCode(await s.call('POST', '/api/ms/card/sandbox/form', { body: { token: 'not-a-token' } }), 100001, 400);

    const withoutMobile = await open({ token: linkToken, walletUserId: 'wx-open-1', name: '佐藤' });
    expectCode(withoutMobile, 100001, 400);
    expect(fieldsOf(withoutMobile)).toEqual(['mobile']);
    expectCode(await open({ token: linkToken, walletUserId: 'wx open!', mobile: '090-1234-5678' }), 100001, 400);

    const opened = await open({ token: linkToken, walletUserId: 'wx-open-1', mobile: '090-1234-5678', name: '佐藤', gender: 'female' });
    expectCode(opened, 200, 200);
    expect(opened.body.data).toMatchObject({ created: true, points: 120, sandbox: true });
    const id = opened.body.data.memberId;
    const detail = (await member(id)).body.data;
    expect(detail).toMatchObject({
      platform: 'wechat',
      walletUserId: 'wx-open-1',
      mobile: '090-1234-5678',
      name: '佐藤',
      gender: 'female',
      points: 120,
      cardNo: opened.body.data.cardNo,
    });
    expect((await log(id)).body.data.list).toMatchObject([{ delta: 120, balanceAfter: 120, reason: 'newMember' }]);

    // the same wallet user again is the same member: no second reward
    const again = await open({ token: linkToken, walletUserId: 'wx-open-1', mobile: '090-1234-5678' });
    expect(again.body.data).toMatchObject({ memberId: id, created: false, points: 120 });
    expect((await log(id)).body.data.total).toBe(1);
    // another merchant does not see the member
    expect((await s.call('POST', '/api/ms/member/detail/alipay', { token: tokens.merchant01, body: { id } })).body.code).toBe(206101);
  });

  it("a visit to the card is the day's login: daily points and a login stamp once a Tokyo day, even told twice at once", async () => {
    const visit = (body: unknown) => s.call('POST', '/api/ms/card/sandbox/visit', { body });
    expectCode(await call('template/addOrUpdate', 'merchant02', { ...DESIGN, platform: 'alipay', title: '来店' }), 200, 200);
    expect((await call('template/status', 'merchant02', { platform: 'alipay' })).body.data.status).toBe('approved');
    const linkToken = ((await call('link', 'merchant02', { platform: 'alipay' })).body.data.url as string).split('/').pop()!;
    expectCode(
      await s.call('POST', '/api/ms/points/newMemberReward', { token: tokens.merchant02, body: { newMemberPoints: 0, dailyLoginPoints: 7 } }),
      200,
      200,
    );
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    const campaign = await s.call('POST', '/api/ms/activity/create', {
      token: tokens.merchant02,
      body: {
        name: 'ログイン',
        notes: ['カードを開くとスタンプ'],
        startDate: today,
        endDate: today,
        type: 'stamp',
        prizeType: 'points',
        prizePoints: 3,
        prizeLimit: 1,
        stampMode: 'login',
        dailyCap: 1,
        redeemCount: 5,
        stampStyle: 'star',
      },
    });
    expectCode(campaign, 200, 200);

    expectCode(await visit({ token: linkToken, walletUserId: 'ali-visit-never-opened' }), 206101, 404);
    expectCode(await visit({ token: 'e'.repeat(32), walletUserId: 'ali-visit-1' }), 206011, 404);
    expectCode(await visit({ token: linkToken }), 100001, 400);
    const opened = (await open({ token: linkToken, walletUserId: 'ali-visit-1', mobile: '090-2222-3333' })).body.data;
    expect(opened.points).toBe(0);

    // the platform tells of two visits at once: one login
    const [a, b] = await Promise.all([visit({ token: linkToken, walletUserId: 'ali-visit-1' }), visit({ token: linkToken, walletUserId: 'ali-visit-1' })]);
    for (const r of [a, b]) expectCode(r, 200, 200);
    expect([a.body.data.dailyLoginPoints, b.body.data.dailyLoginPoints].sort()).toEqual([0, 7]);
    // one stamp of each running login campaign (the demo runs one too), given by one of the two
    expect(Math.min(a.body.data.stamps, b.body.data.stamps)).toBe(0);
    expect(Math.max(a.body.data.stamps, b.body.data.stamps)).toBeGreaterThanOrEqual(1);
    const later = await visit({ token: linkToken, walletUserId: 'ali-visit-1' });
    expect(later.body.data).toMatchObject({ memberId: opened.memberId, dailyLoginPoints: 0, stamps: 0, points: 7, sandbox: true });
    expect((await log(opened.memberId)).body.data.list).toMatchObject([{ delta: 7, balanceAfter: 7, reason: 'dailyLogin' }]);
    const info = await s.call('POST', '/api/ms/activity/getInfo', { token: tokens.merchant02, body: { id: campaign.body.data.id } });
    expect(info.body.data).toMatchObject({ participants: 1, stamps: 1 });
    await s.call('POST', '/api/ms/activity/over', { token: tokens.merchant02, body: { id: campaign.body.data.id } });
  });
});
