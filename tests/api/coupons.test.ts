/**
 * Coupons and the merchant's wallet-platform authorisation (openapi/marketing/coupons.yaml): every call and
 * refusal, the organisation scope from the refused side, and the races the claim and write-off are built for
 * — 64 claims of the last 10 coupons give exactly 10, one member racing himself past a limit of 1 gets 1,
 * 8 write-offs of one coupon accept exactly 1 — counted in the database, on PGlite and PostgreSQL alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { insertMembers } from '../support/members.js';
import { multipart } from '../support/multipart.js';
import { png } from '../support/png.js';
import { addDays, tokyoDay } from '../../src/domain/coupons.js';
import { applyCouponEvent } from '../../src/server/areas/marketing/coupon-events.js';
import { IMAGE_LIMITS } from '../../src/domain/image-limits.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let orgs: Record<string, number>;
const today = tokyoDay(new Date());

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'agent01', 'merchant01', 'merchant02', 'store01', 'bd01', 'viewer01']) tokens[account] = await s.login(account);
  orgs = {
    tokyoVend: await orgId(s.db, '東京ベンディング'),
    naniwa: await orgId(s.db, 'なにわ自販機'),
    shibuya: await orgId(s.db, '渋谷駅前店'),
    umeda: await orgId(s.db, '梅田店'),
  };
});
afterAll(async () => s?.close());

const post = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/ms/${path}`, { token: tokens[as], body, lang });
const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};
const fields = (res: { body: any }) => (res.body.fields ?? []).map((f: { field: string }) => f.field);

/** A valid template body of today's issue period, `over` replacing fields. */
const body = (over: Record<string, unknown> = {}) => ({
  name: `テスト券${Math.random().toString(36).slice(2, 8)}`,
  type: 'fixed',
  faceValue: 100,
  quantity: 10,
  perPersonLimit: 1,
  issueStart: today,
  issueEnd: addDays(today, 30),
  validType: 'relative',
  validDays: 30,
  usageNote: '1回1枚',
  platform: 'alipay',
  ...over,
});
async function save(as: string, over: Record<string, unknown> = {}): Promise<number> {
  const res = await post('coupon/template/save', as, body(over));
  expectCode(res, 200);
  return res.body.data.id;
}
const itemCount = async (templateId: number) =>
  (await s.db.query<{ n: number }>('select count(*)::int as n from coupon_items where template_id = $1', [templateId]))[0].n;

describe('authorisation and config (/ms/org/*)', () => {
  it('a merchant sees each platform; the demo merchants have authorised them', async () => {
    const res = await post('org/auth/status', 'merchant01');
    expectCode(res, 200);
    expect(res.body.data.map((r: any) => [r.platform, r.state, r.sandbox])).toEqual([
      ['alipay', 'authorised', true],
      ['wechat', 'authorised', true],
    ]);
  });

  it('a non-merchant (platform, service provider, store, BD) is refused with 206500 on every authorisation call, worded', async () => {
    for (const as of ['admin', 'agent01', 'store01', 'bd01', 'viewer01']) {
      expectCode(await post('org/auth/status', as), 206500, 403);
      expectCode(await post('org/auth/link', as, { platform: 'alipay' }), 206500, 403);
    }
    for (const as of ['admin', 'agent01']) {
      expectCode(await post('org/config/list', as), 206500, 403);
      expectCode(await post('org/config/saveOrUpdate', as, { platform: 'alipay', appId: 'x1', displayName: 'x' }), 206500, 403);
      expectCode(await post('coupon/template/save', as, body()), 206500, 403);
    }
    const en = await post('org/auth/status', 'store01', undefined, 'en');
    expect(en.body.msg).toMatch(/Cannot obtain authorization/);
  });

  it('link → pending → sandbox confirm → authorised, once; template save needs it (206202)', async () => {
    await s.db.query(`delete from ms_platform_auths where org_id = $1 and platform = 'wechat'`, [orgs.naniwa]);
    expect((await post('org/auth/status', 'merchant02')).body.data[1]).toMatchObject({ platform: 'wechat', state: 'none', authorised: false });
    expectCode(await post('coupon/template/save', 'merchant02', body({ platform: 'wechat' })), 206202, 409);
    const link = await post('org/auth/link', 'merchant02', { platform: 'wechat' });
    expectCode(link, 200);
    expect(link.body.data).toMatchObject({ platform: 'wechat', sandbox: true });
    expect(link.body.data.url).toContain(link.body.data.token);
    expect((await post('org/auth/status', 'merchant02')).body.data[1].state).toBe('pending');
    expectCode(await post('coupon/template/save', 'merchant02', body({ platform: 'wechat' })), 206202);
    // the public confirm (the platform's consent page): the token is the credential
    const confirm = await s.call('POST', '/api/ms/org/auth/sandbox/confirm', { body: { token: link.body.data.token } });
    expectCode(confirm, 200);
    expect(confirm.body.data).toMatchObject({ platform: 'wechat', state: 'authorised', authorised: true });
    expectCode(await s.call('POST', '/api/ms/org/auth/sandbox/confirm', { body: { token: link.body.data.token } }), 206501, 400);
    expectCode(await s.call('POST', '/api/ms/org/auth/sandbox/confirm', { body: { token: '0'.repeat(32) } }), 206501);
    await save('merchant02', { platform: 'wechat' });
  });

  it('an expired link is refused and authorises nothing', async () => {
    await s.db.query(`delete from ms_platform_auths where org_id = $1 and platform = 'alipay'`, [orgs.naniwa]);
    const link = await post('org/auth/link', 'merchant02', { platform: 'alipay' });
    await s.db.query(`update ms_platform_auths set link_expires_at = now() - interval '1 second' where link_token = $1`, [link.body.data.token]);
    expectCode(await s.call('POST', '/api/ms/org/auth/sandbox/confirm', { body: { token: link.body.data.token } }), 206501);
    expect((await post('org/auth/status', 'merchant02')).body.data[0].state).toBe('none');
    const again = await post('org/auth/link', 'merchant02', { platform: 'alipay' });
    expectCode(await s.call('POST', '/api/ms/org/auth/sandbox/confirm', { body: { token: again.body.data.token } }), 200);
  });

  it('config: saved per platform, the secret sealed and never answered; another merchant never sees it', async () => {
    const saved = await post('org/config/saveOrUpdate', 'merchant01', {
      platform: 'alipay',
      appId: 'app_2026',
      displayName: '東京ベンディング',
      sandbox: true,
      secret: 'S3cret-value-XYZ9',
    });
    expectCode(saved, 200);
    expect(saved.body.data).toMatchObject({ platform: 'alipay', appId: 'app_2026', secretSet: true });
    expect(JSON.stringify(saved.body)).not.toContain('S3cret-value');
    const [row] = await s.db.query<{ secret_sealed: string }>(`select secret_sealed from ms_org_configs where org_id = $1 and platform = 'alipay'`, [
      orgs.tokyoVend,
    ]);
    expect(row.secret_sealed).not.toContain('S3cret');
    // left out, the secret stays
    expectCode(await post('org/config/saveOrUpdate', 'merchant01', { platform: 'alipay', appId: 'app_2027', displayName: '東京' }), 200);
    const list = await post('org/config/list', 'merchant01');
    expect(list.body.data.find((c: any) => c.platform === 'alipay')).toMatchObject({ appId: 'app_2027', secretSet: true, sandbox: true });
    expect(JSON.stringify(list.body)).not.toContain('S3cret-value');
    const other = await post('org/config/list', 'merchant02');
    expect(other.body.data.every((c: any) => c.appId !== 'app_2027')).toBe(true);
    const bad = await post('org/config/saveOrUpdate', 'merchant01', { platform: 'alipay', appId: 'has space', displayName: '' });
    expectCode(bad, 100001, 400);
    expect(fields(bad).sort()).toEqual(['appId', 'displayName']);
  });
});

describe('coupon templates', () => {
  it("save answers {id}; get and pageList answer it with its derived state, in the owner's scope only", async () => {
    const id = await save('merchant01', { name: '保存テスト券' });
    const got = await post('coupon/template/get', 'merchant01', { id });
    expectCode(got, 200);
    expect(got.body.data).toMatchObject({
      id,
      name: '保存テスト券',
      state: 'inProgress',
      claimed: 0,
      used: 0,
      issueStart: today,
      validDays: 30,
      orgId: orgs.tokyoVend,
    });
    const page = await post('coupon/template/pageList', 'merchant01', { name: '保存テスト', pageSize: 100 });
    expect(page.body.data.list.map((t: any) => t.id)).toContain(id);
    // another merchant: not found, not listed
    expectCode(await post('coupon/template/get', 'merchant02', { id }), 206201, 404);
    expectCode(await post('coupon/template/modify', 'merchant02', { id, ...body() }), 206201);
    const theirs = await post('coupon/template/pageList', 'merchant02', { pageSize: 100 });
    expect(theirs.body.data.list.every((t: any) => t.orgId === orgs.naniwa)).toBe(true);
    // the platform sees every merchant's
    expect((await post('coupon/template/get', 'admin', { id })).body.data.id).toBe(id);
  });

  it('the demo templates read in every state, derived from today; the state filter works in SQL', async () => {
    for (const state of ['notStarted', 'inProgress', 'ended']) {
      const res = await post('coupon/template/pageList', 'merchant01', { state, pageSize: 100 });
      expect(res.body.data.total, state).toBeGreaterThan(0);
      for (const t of res.body.data.list) {
        expect(t.state).toBe(state);
        if (state === 'notStarted') expect(t.issueStart > today).toBe(true);
        if (state === 'ended') expect(t.issueEnd < today).toBe(true);
      }
    }
    // moving the dates moves the state: nothing is stored
    const id = await save('merchant01');
    await s.db.query('update coupon_templates set issue_start = issue_start - 60, issue_end = $2::date - 1 where id = $1', [id, today]);
    expect((await post('coupon/template/get', 'merchant01', { id })).body.data.state).toBe('ended');
  });

  it('refuses each rule with its field: name, span, lead, usage note, random limit, fixed dates for WeChat only', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'with space' }, 'name'],
      [{ name: '全角\u3000空白' }, 'name'],
      [{ issueEnd: addDays(today, 90) }, 'issueEnd'],
      [{ issueEnd: addDays(today, -1) }, 'issueEnd'],
      [{ issueStart: addDays(today, 16), issueEnd: addDays(today, 20) }, 'issueStart'],
      [{ issueStart: addDays(today, -1) }, 'issueStart'],
      [{ usageNote: 'x'.repeat(51) }, 'usageNote'],
      [{ type: 'random', faceValue: 10, randomMax: 2000 }, 'randomMax'],
      [{ type: 'random', faceValue: 10, randomMax: 5 }, 'randomMax'],
      [{ type: 'random' }, 'randomMax'],
      [{ validType: 'fixed', validStart: today, validEnd: addDays(today, 10), validDays: undefined, platform: 'alipay' }, 'platform'],
      [{ validType: 'fixed', validStart: addDays(today, 10), validEnd: today, validDays: undefined, platform: 'wechat' }, 'validEnd'],
      [{ validType: 'relative', validDays: undefined }, 'validDays'],
    ];
    const before = (await s.db.query<{ n: number }>('select count(*)::int as n from coupon_templates'))[0].n;
    for (const [over, field] of cases) {
      const res = await post('coupon/template/save', 'merchant01', body(over), 'en');
      expectCode(res, 100001, 400);
      expect(fields(res), JSON.stringify(over)).toContain(field);
    }
    expect((await s.db.query<{ n: number }>('select count(*)::int as n from coupon_templates'))[0].n).toBe(before);
    // the limits themselves pass: 90 days, 15 days ahead, just below × 200, 50 characters, fixed dates on WeChat
    await save('merchant01', { issueEnd: addDays(today, 89) });
    await save('merchant01', { issueStart: addDays(today, 15), issueEnd: addDays(today, 20) });
    await save('merchant01', { type: 'random', faceValue: 10, randomMax: 1999, usageNote: 'x'.repeat(50) });
    await save('merchant01', { validType: 'fixed', validStart: today, validEnd: addDays(today, 10), validDays: undefined, platform: 'wechat' });
    const worded = await post('coupon/template/save', 'merchant01', body({ issueEnd: addDays(today, 100) }), 'en');
    expect(worded.body.fields[0].message).toMatch(/90 days/);
  });

  it("stores must be stores of the caller's subtree (206211)", async () => {
    await save('merchant01', { storeIds: [orgs.shibuya] });
    expectCode(await post('coupon/template/save', 'merchant01', body({ storeIds: [orgs.umeda] })), 206211, 400);
    expectCode(await post('coupon/template/save', 'merchant01', body({ storeIds: [orgs.tokyoVend] })), 206211);
    // the platform editing a merchant's template: the stores are the template's merchant's, not the caller's subtree
    const id = await save('merchant01', { storeIds: [orgs.shibuya] });
    expectCode(await post('coupon/template/modify', 'admin', { id, ...body({ storeIds: [orgs.umeda] }) }), 206211);
    expectCode(await post('coupon/template/modify', 'admin', { id, ...body({ storeIds: [orgs.shibuya] }) }), 200);
  });

  it('modify replaces the template; the quantity never drops below what was claimed (206212), platform and type stay once claimed (206216); a start kept in the past is fine', async () => {
    const id = await save('merchant01', { quantity: 5 });
    const [m] = await insertMembers(s.db, orgs.tokyoVend, 'alipay', 2);
    expectCode(await post('coupon/claim', 'merchant01', { templateId: id, memberId: m }), 200);
    await s.db.query('update coupon_templates set issue_start = issue_start - 3 where id = $1', [id]);
    const [{ start }] = await s.db.query<{ start: string }>(`select to_char(issue_start, 'YYYY-MM-DD') as start from coupon_templates where id = $1`, [id]);
    const mod = await post('coupon/template/modify', 'merchant01', { id, ...body({ name: '変更後', quantity: 8, issueStart: start }) });
    expectCode(mod, 200);
    expect(mod.body.data).toEqual({ id });
    expect((await post('coupon/template/get', 'merchant01', { id })).body.data).toMatchObject({ name: '変更後', quantity: 8, claimed: 1 });
    expectCode(await post('coupon/template/modify', 'merchant01', { id, ...body({ quantity: 0 }) }), 100001);
    const [ids] = await s.db.query<{ claimed: number }>('select claimed from coupon_templates where id = $1', [id]);
    expect(ids.claimed).toBe(1);
    await s.db.query('update coupon_templates set claimed = 3 where id = $1', [id]);
    expectCode(await post('coupon/template/modify', 'merchant01', { id, ...body({ quantity: 2, issueStart: start }) }), 206212, 409);
    expectCode(
      await post('coupon/template/modify', 'merchant01', {
        id,
        ...body({ issueStart: start, platform: 'wechat', validType: 'fixed', validStart: today, validEnd: today, validDays: undefined }),
      }),
      206216,
      409,
    );
    expectCode(await post('coupon/template/modify', 'merchant01', { id, ...body({ issueStart: start, type: 'random', randomMax: 150 }) }), 206216);
    expectCode(await post('coupon/template/modify', 'merchant01', { id: 999999999, ...body() }), 206201);
  });

  it('permissions: the store staff cannot save or claim (101005)', async () => {
    expectCode(await post('coupon/template/save', 'store01', body()), 101005, 403);
    expectCode(await post('coupon/claim', 'store01', { templateId: 1, memberId: 1 }), 101005);
  });
});

describe('claims and write-offs', () => {
  it('a claim answers a 16-digit code; each refusal has its code and changes nothing', async () => {
    const id = await save('merchant01', { quantity: 1, perPersonLimit: 1 });
    const [a, b] = await insertMembers(s.db, orgs.tokyoVend, 'alipay', 2);
    const [wechat] = await insertMembers(s.db, orgs.tokyoVend, 'wechat', 1);
    const [theirs] = await insertMembers(s.db, orgs.naniwa, 'alipay', 1);
    const claim = await post('coupon/claim', 'merchant01', { templateId: id, memberId: a });
    expectCode(claim, 200);
    expect(claim.body.data.couponCode).toMatch(/^\d{16}$/);
    expect(claim.body.data).toMatchObject({ amount: 100, validFrom: today, validTo: addDays(today, 29) });
    expectCode(await post('coupon/claim', 'merchant01', { templateId: id, memberId: b }), 206203, 409);
    expectCode(await post('coupon/claim', 'merchant01', { templateId: id, memberId: wechat }), 206207);
    expectCode(await post('coupon/claim', 'merchant01', { templateId: id, memberId: theirs }), 206101, 404);
    expectCode(await post('coupon/claim', 'merchant01', { templateId: id, memberId: 999999999 }), 206101);
    expectCode(await post('coupon/claim', 'merchant02', { templateId: id, memberId: theirs }), 206201);
    const limited = await save('merchant01', { quantity: 5, perPersonLimit: 1 });
    expectCode(await post('coupon/claim', 'merchant01', { templateId: limited, memberId: a }), 200);
    expectCode(await post('coupon/claim', 'merchant01', { templateId: limited, memberId: a }), 206204, 409);
    expect(await itemCount(limited)).toBe(1);
    expect((await s.db.query<{ claimed: number }>('select claimed from coupon_templates where id = $1', [limited]))[0].claimed).toBe(1);
    const later = await save('merchant01', { issueStart: addDays(today, 3) });
    expectCode(await post('coupon/claim', 'merchant01', { templateId: later, memberId: a }), 206205, 409);
    await s.db.query(`delete from ms_platform_auths where org_id = $1 and platform = 'alipay'`, [orgs.tokyoVend]);
    expectCode(await post('coupon/claim', 'merchant01', { templateId: limited, memberId: b }), 206202);
    await s.db.query(`insert into ms_platform_auths (org_id, platform, authorised_at) values ($1, 'alipay', now())`, [orgs.tokyoVend]);
  });

  it("a random coupon's amount lies between the face value and its upper limit", async () => {
    const id = await save('merchant01', { type: 'random', faceValue: 10, randomMax: 50, quantity: 20, perPersonLimit: 20 });
    const [m] = await insertMembers(s.db, orgs.tokyoVend, 'alipay', 1);
    for (let i = 0; i < 5; i++) {
      const res = await post('coupon/claim', 'merchant01', { templateId: id, memberId: m });
      expect(res.body.data.amount).toBeGreaterThanOrEqual(10);
      expect(res.body.data.amount).toBeLessThanOrEqual(50);
    }
  });

  it('64 parallel claims of a quantity of 10 give exactly 10 coupons', async () => {
    const id = await save('merchant01', { quantity: 10, perPersonLimit: 1 });
    const members = await insertMembers(s.db, orgs.tokyoVend, 'alipay', 64);
    const res = await Promise.all(members.map((memberId) => post('coupon/claim', 'merchant01', { templateId: id, memberId })));
    expect(res.filter((r) => r.body.code === 200)).toHaveLength(10);
    expect(res.filter((r) => r.body.code === 206203)).toHaveLength(54);
    expect(await itemCount(id)).toBe(10);
    expect((await s.db.query<{ claimed: number }>('select claimed from coupon_templates where id = $1', [id]))[0].claimed).toBe(10);
  });

  it('10 parallel claims by one member with a limit of 1 give exactly 1', async () => {
    const id = await save('merchant01', { quantity: 100, perPersonLimit: 1 });
    const [m] = await insertMembers(s.db, orgs.tokyoVend, 'alipay', 1);
    const res = await Promise.all(Array.from({ length: 10 }, () => post('coupon/claim', 'merchant01', { templateId: id, memberId: m })));
    expect(res.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(res.filter((r) => r.body.code === 206204)).toHaveLength(9);
    expect(await itemCount(id)).toBe(1);
    expect((await s.db.query<{ claimed: number }>('select claimed from coupon_templates where id = $1', [id]))[0].claimed).toBe(1);
  });

  it('8 parallel write-offs of one coupon: exactly 1 accepted, the others 206209', async () => {
    const id = await save('merchant01', { quantity: 5 });
    const [m] = await insertMembers(s.db, orgs.tokyoVend, 'alipay', 1);
    const { couponCode } = (await post('coupon/claim', 'merchant01', { templateId: id, memberId: m })).body.data;
    const res = await Promise.all(Array.from({ length: 8 }, (_, i) => post('coupon/writeOff', 'merchant01', { couponCode, orderNumber: `ORD-${i}` })));
    const ok = res.filter((r) => r.body.code === 200);
    expect(ok).toHaveLength(1);
    expect(res.filter((r) => r.body.code === 206209)).toHaveLength(7);
    const [item] = await s.db.query<{ state: string; order_no: string }>('select state, order_no from coupon_items where code = $1', [couponCode]);
    // a person's write-off (a machine's use is 'used': the coupon event's test below)
    expect(item).toEqual({ state: 'writtenOff', order_no: ok[0].body.data.orderNumber });
  });

  it("write-off refusals: unknown 206208, another merchant's 206208, expired 206210; nothing changes", async () => {
    const id = await save('merchant01', { quantity: 5, perPersonLimit: 5 });
    const [m] = await insertMembers(s.db, orgs.tokyoVend, 'alipay', 1);
    const c1 = (await post('coupon/claim', 'merchant01', { templateId: id, memberId: m })).body.data.couponCode;
    const c2 = (await post('coupon/claim', 'merchant01', { templateId: id, memberId: m })).body.data.couponCode;
    expectCode(await post('coupon/writeOff', 'merchant01', { couponCode: '0000000000000000' }), 206208, 404);
    expectCode(await post('coupon/writeOff', 'merchant02', { couponCode: c1 }), 206208);
    await s.db.query('update coupon_items set valid_from = valid_from - 40, valid_to = $2::date - 1 where code = $1', [c2, today]);
    expectCode(await post('coupon/writeOff', 'merchant01', { couponCode: c2 }), 206210, 409);
    expectCode(await post('coupon/writeOff', 'merchant01', { couponCode: 'abc' }), 100001);
    const states = await s.db.query<{ state: string }>('select state from coupon_items where code = any($1) order by code', [[c1, c2]]);
    expect(states.every((r) => r.state === 'received')).toBe(true);
    // the list reads the past one as expired
    const list = await post('coupon/pageList', 'merchant01', { templateId: id });
    expect(Object.fromEntries(list.body.data.list.map((i: any) => [i.couponCode, i.state]))).toEqual({ [c1]: 'received', [c2]: 'expired' });
    const w = await post('coupon/writeOff', 'merchant01', { couponCode: c1, orderNumber: 'POS-1' });
    expectCode(w, 200);
    expect(w.body.data).toMatchObject({ couponCode: c1, orderNumber: 'POS-1' });
  });

  it("coupon/pageList: the items of the caller's subtree with member, template and state; filters", async () => {
    const mine = await post('coupon/pageList', 'merchant01', { pageSize: 100 });
    expectCode(mine, 200);
    expect(mine.body.data.total).toBeGreaterThan(0);
    expect(mine.body.data.list.every((i: any) => i.orgId === orgs.tokyoVend)).toBe(true);
    const theirs = await post('coupon/pageList', 'merchant02', { pageSize: 100 });
    expect(theirs.body.data.list.every((i: any) => i.orgId === orgs.naniwa)).toBe(true);
    for (const state of ['received', 'used', 'writtenOff', 'expired']) {
      const r = await post('coupon/pageList', 'merchant01', { state, pageSize: 100 });
      expect(r.body.data.total, state).toBeGreaterThan(0);
      expect(r.body.data.list.every((i: any) => i.state === state)).toBe(true);
    }
    const one = mine.body.data.list[0];
    expect(one).toMatchObject({ couponCode: expect.stringMatching(/^\d{16}$/), templateName: expect.any(String), cardNo: expect.any(String) });
    const byCode = await post('coupon/pageList', 'merchant01', { couponCode: one.couponCode });
    expect(byCode.body.data.list.map((i: any) => i.id)).toEqual([one.id]);
  });

  it('the Alipay bill counts the claimed, used and expired coupons of a template or a period', async () => {
    const id = await save('merchant01', { quantity: 5, perPersonLimit: 5, faceValue: 120 });
    const [m] = await insertMembers(s.db, orgs.tokyoVend, 'alipay', 1);
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) codes.push((await post('coupon/claim', 'merchant01', { templateId: id, memberId: m })).body.data.couponCode);
    await post('coupon/writeOff', 'merchant01', { couponCode: codes[0] });
    await s.db.query('update coupon_items set valid_from = valid_from - 40, valid_to = $2::date - 1 where code = $1', [codes[1], today]);
    const bill = await post('coupon/bill/get/alipay', 'merchant01', { templateId: id });
    expectCode(bill, 200);
    expect(bill.body.data).toMatchObject({
      platform: 'alipay',
      templateId: id,
      claimedCount: 3,
      claimedAmount: 360,
      usedCount: 1,
      usedAmount: 120,
      expiredCount: 1,
    });
    const period = await post('coupon/bill/get/alipay', 'merchant01', { startDay: addDays(today, -90), endDay: today });
    expect(period.body.data.templates.map((t: any) => t.templateId)).toContain(id);
    const [{ n }] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from coupon_items i join coupon_templates t on t.id = i.template_id
        where t.platform = 'alipay' and i.org_id = $1 and (i.claimed_at at time zone 'Asia/Tokyo')::date between $2::date and $3::date`,
      [orgs.tokyoVend, addDays(today, -90), today],
    );
    expect(period.body.data.claimedCount).toBe(n);
    expectCode(await post('coupon/bill/get/alipay', 'merchant02', { templateId: id }), 206201);
    const wechat = await save('merchant01', { validType: 'fixed', validStart: today, validEnd: addDays(today, 5), validDays: undefined, platform: 'wechat' });
    expectCode(await post('coupon/bill/get/alipay', 'merchant01', { templateId: wechat }), 206201);
    expectCode(await post('coupon/bill/get/alipay', 'merchant01', { startDay: today, endDay: addDays(today, -1) }), 100001);
    expectCode(await post('coupon/bill/get/alipay', 'merchant01', {}), 100001);
  });

  it("a machine writes a coupon off through its coupon event once; a bad code, or another merchant's machine, changes nothing", async () => {
    const id = await save('merchant01', { quantity: 5, perPersonLimit: 5, storeIds: [orgs.shibuya] });
    const [m] = await insertMembers(s.db, orgs.tokyoVend, 'alipay', 1);
    const code = (await post('coupon/claim', 'merchant01', { templateId: id, memberId: m })).body.data.couponCode;
    const device = async (org: number) => {
      const [d] = await s.db.query<{ id: number; serial_num: string; product_id: number }>(
        'select id, serial_num, product_id from devices where org_id = $1 order by id limit 1',
        [org],
      );
      return { id: d.id, serialNum: d.serial_num, productId: d.product_id, orgId: org };
    };
    const event = (dev: Awaited<ReturnType<typeof device>>, couponCode: string, orderNo = 'VM-1') =>
      applyCouponEvent({
        db: s.db,
        device: dev,
        channel: 'event',
        message: { ts: new Date().toISOString(), type: 'coupon', couponCode, orderNo },
        receivedAt: new Date(),
      });
    const [naniwaDevice] = await s.db.query<{ org_id: number }>('select org_id from devices where org_path like $1 order by id limit 1', [
      `%/${orgs.naniwa}/%`,
    ]);
    const theirs = await device(naniwaDevice.org_id);
    expect(await event(theirs, code)).toBe('refused');
    expect(await event(await device(orgs.shibuya), '1234567890123456')).toBe('refused');
    expect(await event(await device(orgs.shibuya), 'not-a-code')).toBe('refused');
    expect((await s.db.query<{ state: string }>('select state from coupon_items where code = $1', [code]))[0].state).toBe('received');
    const shibuya = await device(orgs.shibuya);
    const twice = await Promise.all([event(shibuya, code, 'VM-9'), event(shibuya, code, 'VM-9')]);
    expect(twice.sort()).toEqual(['refused', 'used']);
    const [item] = await s.db.query<{ state: string; order_no: string; used_device_id: number }>(
      'select state, order_no, used_device_id from coupon_items where code = $1',
      [code],
    );
    expect(item).toEqual({ state: 'used', order_no: 'VM-9', used_device_id: shibuya.id });
    expectCode(await post('coupon/writeOff', 'merchant01', { couponCode: code }), 206209);
  });
});

describe('coupon images (/ms/upload/image)', () => {
  const upload = (as: string, file?: { data: Buffer; name: string; type?: string }) => {
    const { payload, headers } = multipart({}, file ? [{ field: 'file', ...file }] : []);
    return s.call('POST', '/api/ms/upload/image', { token: tokens[as], body: payload, headers });
  };
  it('takes a PNG or JPEG, stores it and serves it by key; refuses other bytes, oversize, a missing file', async () => {
    const up = await upload('merchant01', { data: png(120, 80), name: 'a.png', type: 'image/png' });
    expectCode(up, 200);
    expect(up.body.data).toMatchObject({ width: 120, height: 80, url: `/api/ms/image/${up.body.data.image}` });
    const got = await s.app.inject({ method: 'GET', url: up.body.data.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toContain('image/png');
    expectCode(await upload('merchant01', { data: Buffer.from('not an image at all'), name: 'x.png' }), 206213, 400);
    expectCode(await upload('merchant01', { data: png(1100, 1100, { noise: true }), name: 'big.png' }), 206214, 413);
    // the coupon image's limit is 300 KB (IMAGE_LIMITS.couponImage): random pixels of 300 × 300 fit, 330 × 330 do not
    const fits = png(300, 300, { noise: true });
    const over = png(330, 330, { noise: true });
    expect([fits.length <= IMAGE_LIMITS.couponImage.maxBytes, over.length > IMAGE_LIMITS.couponImage.maxBytes]).toEqual([true, true]);
    expectCode(await upload('merchant01', { data: fits, name: 'fits.png' }), 200);
    expectCode(await upload('merchant01', { data: over, name: 'over.png' }), 206214, 413);
    expectCode(await upload('merchant01'), 100001);
    expectCode(await upload('store01', { data: png(10, 10), name: 'a.png' }), 101005);
    const missing = await s.call('GET', `/api/ms/image/${'0'.repeat(32)}`);
    expectCode(missing, 206215, 404);
    const id = await save('merchant01', { image: up.body.data.image });
    expect((await post('coupon/template/get', 'merchant01', { id })).body.data.image).toBe(up.body.data.image);
  });
});

describe('coupon/template/copy (issue 28)', () => {
  it('makes a new template with every setting of the source but its name and issue period, none claimed', async () => {
    const source = await save('merchant01', {
      type: 'random',
      faceValue: 50,
      randomMax: 300,
      quantity: 40,
      perPersonLimit: 3,
      threshold: 500,
      usageNote: '1回1枚',
    });
    await post('coupon/claim', 'merchant01', { templateId: source, memberId: (await insertMembers(s.db, orgs.tokyoVend, 'alipay', 1))[0] });
    const name = `コピー${Math.random().toString(36).slice(2, 8)}`;
    const res = await post('coupon/template/copy', 'merchant01', { id: source, name, issueStart: addDays(today, 1), issueEnd: addDays(today, 20) });
    expectCode(res, 200);
    const [a, b] = await Promise.all([source, res.body.data.id].map(async (id) => (await post('coupon/template/get', 'merchant01', { id })).body.data));
    expect(b).toMatchObject({ name, issueStart: addDays(today, 1), issueEnd: addDays(today, 20), claimed: 0, state: 'notStarted' });
    for (const k of ['type', 'faceValue', 'randomMax', 'quantity', 'perPersonLimit', 'validType', 'validDays', 'usageNote', 'threshold', 'platform', 'orgId'])
      expect(b[k], k).toEqual(a[k]);
    expect(a.claimed).toBe(1);
  });

  it('refuses what a save refuses, naming the field, and writes nothing', async () => {
    const source = await save('merchant01');
    const count = async () => (await s.db.query<{ n: number }>('select count(*)::int as n from coupon_templates'))[0].n;
    const before = await count();
    const bad = [
      [{ name: '名前 空白', issueStart: today, issueEnd: addDays(today, 5) }, 'name'],
      [{ name: 'コピーA', issueStart: addDays(today, 16), issueEnd: addDays(today, 20) }, 'issueStart'],
      [{ name: 'コピーB', issueStart: today, issueEnd: addDays(today, 91) }, 'issueEnd'],
      [{ name: 'コピーC', issueStart: addDays(today, 5), issueEnd: addDays(today, 1) }, 'issueEnd'],
      [{ name: 'コピーD', issueStart: today }, 'issueEnd'],
    ] as const;
    for (const [over, field] of bad) {
      const res = await post('coupon/template/copy', 'merchant01', { id: source, ...over });
      expectCode(res, 100001);
      expect(fields(res), JSON.stringify(over)).toContain(field);
    }
    expectCode(await post('coupon/template/copy', 'merchant02', { id: source, name: 'コピーE', issueStart: today, issueEnd: addDays(today, 5) }), 206201);
    expectCode(await post('coupon/template/copy', 'viewer01', { id: source, name: 'コピーF', issueStart: today, issueEnd: addDays(today, 5) }), 101005);
    expect(await count()).toBe(before);
  });
});

describe('write-off at a till and use at a machine (issue 28)', () => {
  it("a person's write-off reads 'writtenOff', counts as used on the template, and cannot happen twice", async () => {
    const id = await save('merchant01', { quantity: 5 });
    const [m] = await insertMembers(s.db, orgs.tokyoVend, 'alipay', 1);
    const { couponCode } = (await post('coupon/claim', 'merchant01', { templateId: id, memberId: m })).body.data;
    expectCode(await post('coupon/writeOff', 'merchant01', { couponCode }), 200);
    const list = (await post('coupon/pageList', 'merchant01', { couponCode })).body.data.list;
    expect(list[0]).toMatchObject({ state: 'writtenOff', usedAt: expect.any(String) });
    expect((await post('coupon/template/get', 'merchant01', { id })).body.data.used).toBe(1);
    const again = await post('coupon/writeOff', 'merchant01', { couponCode }, 'en');
    expectCode(again, 206209, 409);
    expect(again.body.msg).toBe('The coupon has already been used or written off');
  });
});
