/**
 * Campaigns (activities; openapi/marketing/campaigns.yaml): every call and refusal, the merchant scope from
 * both sides, and what campaigns do at the events that trigger them — a member opening a card gets the
 * new-member gift, a device's pay event naming a member payer stamps and gives prizes (once per order, within
 * the daily cap and the per-person limit even under parallel events), terminating keeps received prizes and
 * blocks new ones, a coupon prize the coupon cannot give is recorded as not sent with its reason — counted in
 * the database, on PGlite and PostgreSQL alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { openMember } from '../../src/server/areas/members/points-ledger.js';
import { recordPay } from '../../src/server/areas/payments/pay-events.js';
import { stampOnLogin } from '../../src/server/areas/marketing/campaigns.js';
import { addDays, tokyoDay } from '../../src/domain/coupons.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let tokyo: number;
let naniwa: number;
let tokyoDevice: { id: number; serial_num: string; org_id: number; product_id: number };
const today = tokyoDay(new Date());
const RUN = `C${process.pid}${Date.now().toString(36)}`.toUpperCase();
let seq = 0;

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'agent01', 'viewer01', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  tokyo = await orgId(s.db, '東京ベンディング');
  naniwa = await orgId(s.db, 'なにわ自販機');
  [tokyoDevice] = await s.db.query(
    `select id, serial_num, org_id, product_id from devices where org_path like (select path from organisations where id = $1) || '%'
       and status = 1 and activated_at is not null and org_id is not null order by id limit 1`,
    [tokyo],
  );
});
afterAll(async () => s?.close());

const post = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/ms/${path}`, { token: tokens[as], body, lang });
const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};
const fields = (res: { body: any }) => (res.body.fields ?? []).map((f: { field: string }) => f.field);

const base = { name: '秋のテスト', notes: ['自販機で買うとスタンプ'], startDate: today, endDate: addDays(today, 10) };
const stampBody = (over: Record<string, unknown> = {}) => ({
  ...base,
  type: 'stamp',
  prizeType: 'points',
  prizePoints: 30,
  prizeLimit: 1,
  stampMode: 'consumption',
  dailyCap: 3,
  redeemCount: 2,
  stampStyle: 'star',
  ...over,
});
async function create(as: string, body: Record<string, unknown>): Promise<number> {
  const res = await post('activity/create', as, body);
  expectCode(res, 200);
  return res.body.data.id;
}
async function newMember(org: number, platform: 'alipay' | 'wechat' = 'alipay') {
  seq++;
  const walletUserId = `${RUN}W${seq}`;
  const { id } = await s.db.transaction((tx) => openMember(tx, { orgId: org, platform, walletUserId, cardNo: `${RUN}C${seq}`, name: `会員${seq}` }));
  return { id, walletUserId, platform };
}
const device = () => ({ id: tokyoDevice.id, serialNum: tokyoDevice.serial_num, productId: tokyoDevice.product_id, orgId: tokyoDevice.org_id });
const pay = (orderNo: string, m: { walletUserId: string; platform: string }) =>
  recordPay({
    db: s.db,
    device: device(),
    channel: 'event',
    receivedAt: new Date(),
    message: {
      ts: new Date().toISOString(),
      type: 'pay',
      orderNo,
      amount: 150,
      currency: 'JPY',
      payType: 205,
      payer: { platform: m.platform, userId: m.walletUserId },
    },
  });
const prizesOf = (campaign: number) =>
  s.db.query<{ member_id: number; status: string; reason_code: number | null; points: number | null; coupon_code: string | null; trigger: string }>(
    'select member_id, status, reason_code, points, coupon_code, trigger from campaign_prizes where campaign_id = $1 order by id',
    [campaign],
  );
const stampsOf = async (campaign: number) =>
  (await s.db.query<{ n: number }>('select count(*)::int as n from campaign_stamps where campaign_id = $1', [campaign]))[0].n;

describe('create and its refusals', () => {
  it('creates each kind; the info, rule and list answer it with its state and totals', async () => {
    // a field of another kind sent along is not stored
    const stamp = await create('merchant01', stampBody({ festivalCode: 'newYear', prizeTemplateId: 1 }));
    const gift = await create('merchant01', { ...base, type: 'newMember', name: '新規プレゼント', prizeType: 'points', prizePoints: 10 });
    const holiday = await create('merchant01', {
      ...base,
      type: 'holiday',
      name: '正月',
      festivalCode: 'newYear',
      prizeType: 'points',
      prizePoints: 5,
      prizeLimit: 2,
      startDate: addDays(today, 3),
    });
    const info = await post('activity/getInfo', 'merchant01', { id: stamp });
    expectCode(info, 200);
    expect(info.body.data).toMatchObject({
      id: stamp,
      type: 'stamp',
      name: '秋のテスト',
      state: 'inProgress',
      startDate: today,
      participants: 0,
      stamps: 0,
      prizesSent: 0,
      dailyCap: 3,
      redeemCount: 2,
      festivalCode: null,
      prizeTemplateId: null,
    });
    expect((await post('activity/getInfo', 'merchant01', { id: holiday })).body.data).toMatchObject({
      state: 'notStarted',
      festivalCode: 'newYear',
      prizeLimit: 2,
    });
    expect((await post('activity/getInfo', 'merchant01', { id: gift })).body.data).toMatchObject({ state: 'inProgress', prizeLimit: 1 });
    const rule = await post('activity/getRule', 'merchant01', { id: stamp });
    expect(rule.body.data).toEqual({
      id: stamp,
      type: 'stamp',
      name: '秋のテスト',
      notes: ['自販機で買うとスタンプ'],
      startDate: today,
      endDate: addDays(today, 10),
      prize: { type: 'points', points: 30, templateId: null, templateName: null, faceValue: null, limitPerPerson: 1 },
      stamp: { mode: 'consumption', dailyCap: 3, redeemCount: 2, style: 'star' },
      festivalCode: null,
    });
    expect((await post('activity/getRule', 'merchant01', { id: holiday })).body.data).toMatchObject({ stamp: null, festivalCode: 'newYear' });
    const list = await post('activity/pageList', 'merchant01', { type: 'stamp', state: 'inProgress', pageSize: 100 });
    expectCode(list, 200);
    expect(list.body.data.list.map((r: any) => r.id)).toContain(stamp);
    expect(list.body.data.list.every((r: any) => r.type === 'stamp' && r.state === 'inProgress' && r.orgId === tokyo)).toBe(true);
    const notStarted = await post('activity/pageList', 'merchant01', { state: 'notStarted', pageSize: 100 });
    expect(notStarted.body.data.list.map((r: any) => r.id)).toEqual(expect.arrayContaining([holiday]));
    for (const id of [stamp, gift, holiday]) await post('activity/over', 'merchant01', { id });
  });

  it('the demo estate has one campaign of each kind in different states, with stamps and prizes', async () => {
    const list = (await post('activity/pageList', 'merchant02', { pageSize: 100 })).body.data.list;
    const byType = Object.fromEntries(list.map((r: any) => [r.type, r]));
    expect(byType.newMember).toMatchObject({ state: 'ended' });
    expect(byType.newMember.prizesSent).toBeGreaterThan(0);
    expect(byType.stamp).toMatchObject({ state: 'inProgress', stampMode: 'login' });
    expect(byType.stamp.stamps).toBeGreaterThan(0);
    expect(byType.stamp.prizesSent).toBeGreaterThan(0);
    expect(byType.holiday).toMatchObject({ state: 'terminated', festivalCode: 'christmas', prizeType: 'coupon' });
    expect(byType.holiday.prizesSent).toBeGreaterThan(0);
    const sends = (await post('activity/prizeSendPageList', 'merchant02', { id: byType.holiday.id })).body.data.list;
    expect(sends[0]).toMatchObject({ prizeType: 'coupon', status: 'sent', couponState: 'received' });
    expect(sends[0].couponCode).toMatch(/^\d{16}$/);
  });

  it("refuses bad fields (100001, naming them), a coupon template not the merchant's (206303), non-merchants (206500)", async () => {
    const bad: [Record<string, unknown>, string][] = [
      [stampBody({ name: 'x'.repeat(16) }), 'name'],
      [stampBody({ name: '' }), 'name'],
      [stampBody({ notes: [] }), 'notes'],
      [stampBody({ notes: Array.from({ length: 11 }, () => 'n') }), 'notes'],
      [stampBody({ notes: ['ok', '   '] }), 'notes.1'],
      [stampBody({ notes: ['x'.repeat(101)] }), 'notes.0'],
      [stampBody({ startDate: '2026/11/01' }), 'startDate'],
      [stampBody({ endDate: addDays(today, -1) }), 'endDate'],
      [stampBody({ endDate: addDays(today, 400) }), 'endDate'],
      [stampBody({ dailyCap: 0 }), 'dailyCap'],
      [stampBody({ redeemCount: 101 }), 'redeemCount'],
      [stampBody({ prizeLimit: 1.5 }), 'prizeLimit'],
      [stampBody({ prizePoints: 0 }), 'prizePoints'],
      [stampBody({ stampStyle: 'skull' }), 'stampStyle'],
      [{ ...base, type: 'holiday', prizeType: 'points', prizePoints: 5 }, ''],
      [{ ...base, type: 'holiday', festivalCode: 'halloween', prizeType: 'points', prizePoints: 5 }, 'festivalCode'],
      [{ ...base, type: 'newMember', prizeType: 'points', prizePoints: 5, prizeLimit: 2 }, ''],
      [{ ...base, type: 'newMember', prizeType: 'coupon' }, ''],
    ];
    const before = (await s.db.query<{ n: number }>('select count(*)::int as n from campaigns'))[0].n;
    for (const [body, field] of bad) {
      const res = await post('activity/create', 'merchant01', body);
      expectCode(res, 100001, 400);
      if (field) expect(fields(res).join(' '), JSON.stringify(body)).toContain(field);
    }
    const en = await post('activity/create', 'merchant01', stampBody({ endDate: addDays(today, -1) }), 'en');
    expect(en.body.fields[0]).toMatchObject({ field: 'endDate', message: 'The end date may not be before the start date' });
    const [other] = await s.db.query<{ id: number }>('select id from coupon_templates where org_id = $1 limit 1', [naniwa]);
    expectCode(await post('activity/create', 'merchant01', stampBody({ prizeType: 'coupon', prizePoints: undefined, prizeTemplateId: other.id })), 206303, 400);
    for (const as of ['admin', 'agent01']) {
      expectCode(await post('activity/create', as, stampBody()), 206500, 403);
      expectCode(await post('activity/pageList', as, {}), 206500, 403);
    }
    for (const as of ['viewer01', 'store01']) expect([101005, 206500]).toContain((await post('activity/pageList', as, {})).body.code);
    expect((await s.db.query<{ n: number }>('select count(*)::int as n from campaigns'))[0].n).toBe(before);
  });
});

describe('scope', () => {
  it('a merchant sees and changes only its own campaigns and prizes, both ways', async () => {
    const mine = await create('merchant01', stampBody({ name: '東京だけ' }));
    const theirs = await create('merchant02', stampBody({ name: '大阪だけ' }));
    for (const [as, id] of [
      ['merchant02', mine],
      ['merchant01', theirs],
    ] as const) {
      for (const call of ['activity/getInfo', 'activity/getRule', 'activity/getChart', 'activity/prizeSendPageList', 'activity/over']) {
        expectCode(await post(call, as, { id }), 206301, 404);
      }
      expect((await post('activity/pageList', as, { pageSize: 100 })).body.data.list.map((r: any) => r.id)).not.toContain(id);
    }
    const [prize] = await s.db.query<{ id: number }>('select id from campaign_prizes where org_id = $1 limit 1', [naniwa]);
    expectCode(await post('prize/getInfo', 'merchant01', { id: prize.id }), 206304, 404);
    expectCode(await post('prize/getInfo', 'merchant02', { id: prize.id }), 200);
    expectCode(await post('prize/getInfo', 'merchant02', { id: 987654321 }), 206304, 404);
    expect((await s.db.query('select terminated_at from campaigns where id = any($1::bigint[]) and terminated_at is not null', [[mine, theirs]])).length).toBe(
      0,
    );
    await post('activity/over', 'merchant01', { id: mine });
    await post('activity/over', 'merchant02', { id: theirs });
  });
});

describe('what campaigns do', () => {
  it('a member opening a card gets the new-member gift of each running gift campaign, once; a coupon that does not fit is recorded not sent', async () => {
    const gift = await create('merchant01', { ...base, type: 'newMember', name: 'ようこそ', prizeType: 'points', prizePoints: 77 });
    const [tpl] = await s.db.query<{ id: number }>(
      `select id from coupon_templates where org_id = $1 and platform = 'alipay' and ${"(now() at time zone 'Asia/Tokyo')::date"} between issue_start and issue_end and claimed < quantity order by id limit 1`,
      [tokyo],
    );
    const couponGift = await create('merchant01', { ...base, type: 'newMember', name: 'クーポン', prizeType: 'coupon', prizeTemplateId: tpl.id });
    const later = await create('merchant01', { ...base, type: 'newMember', name: 'まだ', prizeType: 'points', prizePoints: 1, startDate: addDays(today, 1) });
    const a = await newMember(tokyo, 'alipay');
    const w = await newMember(tokyo, 'wechat');
    // the points went through the ledger
    const ledger = await s.db.query<{ delta: number; reason: string }>(
      'select l.delta, l.reason from campaign_prizes p join member_points_ledger l on l.id = p.ledger_id where p.campaign_id = $1 and p.member_id = $2',
      [gift, a.id],
    );
    expect(ledger).toEqual([{ delta: 77, reason: 'campaign' }]);
    expect((await prizesOf(gift)).map((p) => [p.member_id, p.status, p.points, p.trigger])).toEqual([
      [a.id, 'sent', 77, 'newMember'],
      [w.id, 'sent', 77, 'newMember'],
    ]);
    const coupons = await prizesOf(couponGift);
    expect(coupons.map((p) => [p.member_id, p.status, p.reason_code])).toEqual([
      [a.id, 'sent', null],
      [w.id, 'notSent', 206207],
    ]);
    expect((await s.db.query('select 1 from coupon_items where code = $1 and member_id = $2', [coupons[0].coupon_code, a.id])).length).toBe(1);
    expect(await prizesOf(later)).toEqual([]);
    // opening again is the same member: nothing more
    await s.db.transaction((tx) => openMember(tx, { orgId: tokyo, platform: 'alipay', walletUserId: a.walletUserId, cardNo: `${RUN}again` }));
    expect((await prizesOf(gift)).length).toBe(2);
    // the history says why in the caller's language; prize/getInfo answers one send
    const sends = (await post('activity/prizeSendPageList', 'merchant01', { id: couponGift, pageNum: 1, pageSize: 1 }, 'en')).body.data;
    expect(sends.total).toBe(2);
    expect(sends.list).toHaveLength(1);
    expect(sends.list[0]).toMatchObject({ memberId: w.id, status: 'notSent', reasonCode: 206207, reason: "The member's platform is not the coupon's" });
    const page2 = (await post('activity/prizeSendPageList', 'merchant01', { id: couponGift, pageNum: 2, pageSize: 1 })).body.data;
    expect(page2.list[0]).toMatchObject({ memberId: a.id, status: 'sent', couponState: 'received' });
    const one = await post('prize/getInfo', 'merchant01', { id: page2.list[0].id });
    expect(one.body.data).toMatchObject({
      campaignId: couponGift,
      memberId: a.id,
      prizeType: 'coupon',
      couponCode: coupons[0].coupon_code,
      couponState: 'received',
      trigger: 'newMember',
      day: today,
    });
    for (const id of [gift, couponGift, later]) await post('activity/over', 'merchant01', { id });
  });

  it('a paid vend naming a member stamps once per order; every redeemCount stamps gives the prize; daily cap and limit hold under parallel events', async () => {
    const c = await create('merchant01', stampBody({ name: 'スタンプ', dailyCap: 3, redeemCount: 2, prizeLimit: 1, prizePoints: 30 }));
    const m = await newMember(tokyo);
    const o1 = `${RUN}-S1`;
    await pay(o1, m);
    await pay(o1, m); // redelivered: the same order
    expect(await stampsOf(c)).toBe(1);
    expect(await prizesOf(c)).toEqual([]);
    // six orders at once: the daily cap of 3 leaves two more stamps; the second stamp gives the one prize
    await Promise.all(Array.from({ length: 6 }, (_, i) => pay(`${RUN}-S${i + 2}`, m)));
    expect(await stampsOf(c)).toBe(3);
    expect((await prizesOf(c)).map((p) => [p.member_id, p.status, p.points, p.trigger])).toEqual([[m.id, 'sent', 30, 'stamps']]);
    const info = (await post('activity/getInfo', 'merchant01', { id: c })).body.data;
    expect(info).toMatchObject({ participants: 1, stamps: 3, prizesSent: 1 });
    const chart = await post('activity/getChart', 'merchant01', { id: c });
    expectCode(chart, 200);
    expect(chart.body.data).toEqual([{ day: today, participants: 1, stamps: 3, prizes: 1 }]);
    expectCode(await post('activity/getChart', 'merchant01', { id: c, startDate: today, endDate: addDays(today, -1) }), 100001, 400);
    expect((await post('activity/getChart', 'merchant01', { id: c, startDate: addDays(today, 1) })).body.data).toEqual([]);
    // a second limit: another campaign with limit 2 and one stamp a prize, eight parallel orders of one member
    const c2 = await create('merchant01', stampBody({ name: '上限', dailyCap: 100, redeemCount: 1, prizeLimit: 2, prizePoints: 1 }));
    const m2 = await newMember(tokyo);
    await Promise.all(Array.from({ length: 8 }, (_, i) => pay(`${RUN}-L${i}`, m2)));
    expect(await stampsOf(c2)).toBe(8);
    expect((await prizesOf(c2)).filter((p) => p.status === 'sent')).toHaveLength(2);
    for (const id of [c, c2]) await post('activity/over', 'merchant01', { id });
  });

  it('a login stamps a login campaign once a Tokyo day', async () => {
    const c = await create('merchant01', stampBody({ name: 'ログイン', stampMode: 'login', redeemCount: 1, prizeLimit: 5, prizePoints: 2 }));
    const m = await newMember(tokyo);
    expect(await s.db.transaction((tx) => stampOnLogin(tx, m.id))).toBeGreaterThanOrEqual(1);
    expect(await s.db.transaction((tx) => stampOnLogin(tx, m.id))).toBe(0);
    expect(await stampsOf(c)).toBe(1);
    expect((await prizesOf(c)).map((p) => p.status)).toEqual(['sent']);
    // a paid vend does not stamp a login campaign
    await pay(`${RUN}-G1`, m);
    expect(await stampsOf(c)).toBe(1);
    await post('activity/over', 'merchant01', { id: c });
  });

  it('holiday marketing: a paying member gets the prize up to the limit; a coupon run out is recorded not sent with its reason', async () => {
    const save = await post('coupon/template/save', 'merchant01', {
      name: `祝日${seq}`,
      type: 'fixed',
      faceValue: 100,
      quantity: 2,
      perPersonLimit: 5,
      issueStart: today,
      issueEnd: addDays(today, 30),
      validType: 'relative',
      validDays: 30,
      platform: 'alipay',
    });
    expectCode(save, 200);
    const c = await create('merchant01', {
      ...base,
      type: 'holiday',
      name: '正月クーポン',
      festivalCode: 'newYear',
      prizeType: 'coupon',
      prizeTemplateId: save.body.data.id,
      prizeLimit: 3,
    });
    const m = await newMember(tokyo);
    await Promise.all(Array.from({ length: 4 }, (_, i) => pay(`${RUN}-H${i}`, m)));
    const prizes = await prizesOf(c);
    expect(prizes.filter((p) => p.status === 'sent')).toHaveLength(2);
    expect(prizes.filter((p) => p.status === 'notSent').map((p) => p.reason_code)).toEqual([206203, 206203]);
    expect((await s.db.query<{ claimed: number }>('select claimed from coupon_templates where id = $1', [save.body.data.id]))[0].claimed).toBe(2);
    // the prize limit per person under parallel events
    const c2 = await create('merchant01', {
      ...base,
      type: 'holiday',
      name: '正月ポイント',
      festivalCode: 'newYear',
      prizeType: 'points',
      prizePoints: 3,
      prizeLimit: 2,
    });
    const m2 = await newMember(tokyo);
    await Promise.all(Array.from({ length: 6 }, (_, i) => pay(`${RUN}-HP${i}`, m2)));
    expect((await prizesOf(c2)).map((p) => [p.member_id, p.status])).toEqual([
      [m2.id, 'sent'],
      [m2.id, 'sent'],
    ]);
    for (const id of [c, c2]) await post('activity/over', 'merchant01', { id });
  });

  it('terminating keeps received prizes and blocks new ones; over on a terminated or ended campaign is 206302', async () => {
    const c = await create('merchant01', {
      ...base,
      type: 'holiday',
      name: '中止テスト',
      festivalCode: 'christmas',
      prizeType: 'points',
      prizePoints: 4,
      prizeLimit: 10,
    });
    const m = await newMember(tokyo);
    await pay(`${RUN}-T1`, m);
    expect(await prizesOf(c)).toHaveLength(1);
    const over = await post('activity/over', 'merchant01', { id: c });
    expectCode(over, 200);
    expect(over.body.data).toMatchObject({ id: c, state: 'terminated' });
    expect((await post('activity/getInfo', 'merchant01', { id: c })).body.data).toMatchObject({ state: 'terminated', prizesSent: 1 });
    await pay(`${RUN}-T2`, m);
    expect(await prizesOf(c)).toHaveLength(1);
    expect((await post('activity/prizeSendPageList', 'merchant01', { id: c })).body.data.total).toBe(1);
    expect((await s.db.query(`select 1 from member_points_ledger where member_id = $1 and reason = 'campaign' and delta = 4`, [m.id])).length).toBe(1);
    expectCode(await post('activity/over', 'merchant01', { id: c }), 206302, 409);
    const ended = (await post('activity/pageList', 'merchant01', { state: 'ended' })).body.data.list[0];
    expectCode(await post('activity/over', 'merchant01', { id: ended.id }), 206302, 409);
    expectCode(await post('activity/over', 'merchant01', { id: 987654321 }), 206301, 404);
    expectCode(await post('activity/over', 'merchant01', {}), 100001, 400);
  });
});
