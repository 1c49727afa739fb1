/**
 * Members, the points ledger, earn settings and levels (issue 16, openapi/members/members.yaml): every call
 * and refusal, the scope from the refused side (another merchant's member answers not found, a user without
 * the code is refused), the ledger's invariant (balance = sum of the rows, level from points EARNED) after
 * every kind of movement, expiry of the oldest lots first, and points earned at the vending machine: a
 * device's pay event naming a member as payer earns once per order, a bad payer changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { earnPoints, expireDue, openMember, spendPoints } from '../../src/server/areas/members/points-ledger.js';
import { PayNotRecorded, recordPay } from '../../src/server/areas/payments/pay-events.js';
import { requerySweep } from '../../src/server/areas/payments/requery.js';
import { revokeOrder } from '../../src/server/areas/payments/order-ledger.js';
import { demoPayer, DEMO_MEMBERS_PER_MERCHANT } from '../../src/domain/demo-members.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let tokyo: number;
let naniwa: number;
let shibuya: number;
let tokyoDevice: { id: number; serial_num: string; org_id: number; product_id: number };
const RUN = `M${process.pid}${Date.now().toString(36)}`.toUpperCase();
let seq = 0;

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'viewer01', 'merchant01', 'merchant02', 'store01', 'agent02']) tokens[account] = await s.login(account);
  tokyo = await orgId(s.db, '東京ベンディング');
  naniwa = await orgId(s.db, 'なにわ自販機');
  shibuya = await orgId(s.db, '渋谷駅前店');
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

/** The ledger's invariant for every member of a merchant: balance = sum of rows = what the lots hold; level from points earned. */
async function expectInvariant(org: number) {
  const bad = await s.db.query(
    `select m.id, m.points, m.points_earned, m.level, x.total, x.earned, x.remaining, x.last_balance,
            (select coalesce(max(l.level), 0) from member_levels l where l.org_id = m.org_id and l.threshold <= m.points_earned) as want_level
       from members m
       left join lateral (select coalesce(sum(delta), 0) as total,
                                 -- earned: every lot, less what refunds took back (points never really earned)
                                 coalesce(sum(greatest(delta, 0)), 0) + coalesce(sum(delta) filter (where reason = 'refund'), 0) as earned,
                                 coalesce(sum(remaining), 0) as remaining,
                                 (select balance_after from member_points_ledger z where z.member_id = m.id order by id desc limit 1) as last_balance
                            from member_points_ledger p where p.member_id = m.id) x on true
      where m.org_id = $1
        and (m.points <> x.total or m.points_earned <> x.earned or m.points <> x.remaining
             or coalesce(x.last_balance, 0) <> m.points
             or m.level <> (select coalesce(max(l.level), 0) from member_levels l where l.org_id = m.org_id and l.threshold <= m.points_earned))`,
    [org],
  );
  expect(bad).toEqual([]);
}

async function newMember(org: number, opts: { platform?: 'alipay' | 'wechat'; name?: string } = {}) {
  seq++;
  const walletUserId = `${RUN}W${seq}`;
  const { id } = await s.db.transaction((tx) =>
    openMember(tx, {
      orgId: org,
      platform: opts.platform ?? 'alipay',
      walletUserId,
      cardNo: `${RUN}C${seq}`,
      name: opts.name ?? `テスト会員${seq}`,
      mobile: `0701234${String(seq).padStart(4, '0')}`,
    }),
  );
  return { id, walletUserId };
}
const memberRow = async (id: number) =>
  (await s.db.query<{ points: number; points_earned: number; level: number }>('select points, points_earned, level from members where id = $1', [id]))[0];
const ledgerOf = async (id: number) =>
  s.db.query<{ delta: number; reason: string; remaining: number | null; order_no: string | null; balance_after: number }>(
    'select delta, reason, remaining, order_no, balance_after from member_points_ledger where member_id = $1 order by id',
    [id],
  );

describe('the demo estate', () => {
  it('seeds members on both platforms with histories, levels and settings, and the ledger holds', async () => {
    const [row] = await s.db.query<{ n: number; alipay: number; wechat: number; expired: number }>(
      `select count(*)::int as n, count(*) filter (where platform = 'alipay')::int as alipay, count(*) filter (where platform = 'wechat')::int as wechat,
              (select count(*)::int from member_points_ledger where org_id = $1 and reason = 'expiry') as expired
         from members where org_id = $1`,
      [tokyo],
    );
    expect(row.n).toBeGreaterThanOrEqual(DEMO_MEMBERS_PER_MERCHANT);
    expect(row.alipay).toBeGreaterThan(0);
    expect(row.wechat).toBeGreaterThan(0);
    expect(row.expired).toBeGreaterThan(0);
    // the recent purchases name the paid order they were given for, whose payer is the member
    const [buys] = await s.db.query<{ numbered: number; paid: number }>(
      `select count(*) filter (where l.order_no is not null)::int as numbered,
              count(*) filter (where o.status = 'paid' and p.member_id = l.member_id)::int as paid
         from member_points_ledger l left join pay_orders o on o.order_number = l.order_no left join member_order_payers p on p.order_number = l.order_no
        where l.org_id = $1 and l.reason = 'consumption'`,
      [tokyo],
    );
    expect(buys.numbered).toBeGreaterThan(0);
    expect(buys.paid).toBe(buys.numbered);
    await expectInvariant(tokyo);
    await expectInvariant(naniwa);
  });
});

describe('member/pageList', () => {
  it("lists the caller's members, newest first, paged and filtered in SQL", async () => {
    const res = await post('member/pageList', 'merchant01', { pageNum: 1, pageSize: 20 });
    expectCode(res, 200);
    const { list, total, totalCapped } = res.body.data;
    expect(total).toBeGreaterThanOrEqual(DEMO_MEMBERS_PER_MERCHANT);
    expect(totalCapped).toBe(false);
    expect(list).toHaveLength(20);
    expect(list.every((m: any) => m.orgId === tokyo && m.orgName === '東京ベンディング')).toBe(true);
    expect(list.map((m: any) => m.id)).toEqual([...list.map((m: any) => m.id)].sort((a: number, b: number) => b - a));
    expect(list[0]).toMatchObject({
      platform: expect.stringMatching(/^(alipay|wechat)$/),
      cardNo: expect.any(String),
      points: expect.any(Number),
      pointsEarned: expect.any(Number),
      level: expect.any(Number),
    });

    const page2 = (await post('member/pageList', 'merchant01', { pageNum: 2, pageSize: 20 })).body.data.list;
    expect(page2[0].id).toBeLessThan(list[19].id);

    const wechat = (await post('member/pageList', 'merchant01', { platform: 'wechat', pageSize: 100 })).body.data;
    expect(wechat.list.every((m: any) => m.platform === 'wechat')).toBe(true);
    const level2 = (await post('member/pageList', 'merchant01', { level: 2, pageSize: 100 })).body.data;
    expect(level2.total).toBeGreaterThan(0);
    expect(level2.list.every((m: any) => m.level === 2 && m.levelName === 'シルバー')).toBe(true);
    const one = list[3];
    expect((await post('member/pageList', 'merchant01', { cardNo: one.cardNo })).body.data.list.map((m: any) => m.id)).toEqual([one.id]);
    const byName = (await post('member/pageList', 'merchant01', { name: one.name.split(' ')[0], pageSize: 100 })).body.data.list;
    expect(byName.some((m: any) => m.id === one.id)).toBe(true);
    expect(byName.every((m: any) => m.name.includes(one.name.split(' ')[0]))).toBe(true);
    if (one.mobile) {
      const byMobile = (await post('member/pageList', 'merchant01', { mobile: one.mobile.slice(0, 7), pageSize: 100 })).body.data.list;
      expect(byMobile.every((m: any) => m.mobile.startsWith(one.mobile.slice(0, 7)))).toBe(true);
    }
    const sorted = (await post('member/pageList', 'merchant01', { sort: { field: 'points', order: 'desc' }, pageSize: 5 })).body.data.list;
    expect(sorted[0].points).toBeGreaterThanOrEqual(sorted[4].points);
  });

  it("scopes: a merchant never sees another's members; orgId outside the subtree 200006, unknown 200001", async () => {
    const naniwaList = (await post('member/pageList', 'merchant02', { pageSize: 100 })).body.data.list;
    expect(naniwaList.every((m: any) => m.orgId === naniwa)).toBe(true);
    expectCode(await post('member/pageList', 'merchant01', { orgId: naniwa }), 200006, 403);
    expectCode(await post('member/pageList', 'merchant01', { orgId: 987654321 }), 200001);
    const all = (await post('member/pageList', 'admin', { orgId: naniwa, pageSize: 5 })).body.data;
    expect(all.list.every((m: any) => m.orgId === naniwa)).toBe(true);
  });

  it("scopes a name search too (it finds names by pairs keyed by the subtree): another merchant's namesakes never show", async () => {
    const family = (await post('member/pageList', 'merchant02', { pageSize: 1 })).body.data.list[0].name.split(' ')[0] as string;
    const everywhere = (await post('member/pageList', 'admin', { name: family, pageSize: 100 })).body.data.list;
    // the demo gives both merchants (and others) members of this family name
    expect([...new Set(everywhere.map((m: any) => m.orgId))]).toEqual(expect.arrayContaining([tokyo, naniwa]));
    for (const [account, org] of [
      ['merchant01', tokyo],
      ['merchant02', naniwa],
    ] as const) {
      const found = (await post('member/pageList', account, { name: family, pageSize: 100 })).body.data;
      expect(found.total).toBeGreaterThan(0);
      expect(found.list.every((m: any) => m.orgId === org && m.name.includes(family))).toBe(true);
      expect(found.total).toBe(everywhere.filter((m: any) => m.orgId === org).length);
    }
    const chosen = (await post('member/pageList', 'admin', { orgId: naniwa, name: family, pageSize: 100 })).body.data.list;
    expect(chosen.map((m: any) => m.id)).toEqual(everywhere.filter((m: any) => m.orgId === naniwa).map((m: any) => m.id));
    expectCode(await post('member/pageList', 'merchant01', { orgId: naniwa, name: family }), 200006, 403);
  });

  it('refuses a user without member.view (101005) and bad filters (100001)', async () => {
    expectCode(await post('member/pageList', 'store01', {}), 101005, 403);
    expectCode(await s.call('POST', '/api/ms/member/pageList', { body: {} }), 101001, 401);
    expectCode(await post('member/pageList', 'merchant01', { platform: 'line' }), 100001, 400);
    expectCode(await post('member/pageList', 'merchant01', { mobile: 'abc' }), 100001, 400);
    expectCode(await post('member/pageList', 'merchant01', { pageSize: 101 }), 100001, 400);
  });
});

describe('member/detail/alipay and points/pointsChangeLog', () => {
  it('answers one member of either platform: card, profile, balance, earned, level, next level', async () => {
    for (const platform of ['alipay', 'wechat'] as const) {
      const [m] = await s.db.query<{ id: number; points: number }>(
        `select id, points from members where org_id = $1 and platform = $2 and level = 1 order by id limit 1`,
        [tokyo, platform],
      );
      const res = await post('member/detail/alipay', 'merchant01', { id: m.id });
      expectCode(res, 200);
      expect(res.body.data).toMatchObject({
        id: m.id,
        platform,
        orgId: tokyo,
        level: 1,
        levelName: 'レギュラー',
        nextLevel: { level: 2, name: 'シルバー', threshold: 150 },
      });
      expect(res.body.data.walletUserId).toBeTruthy();
      expect(res.body.data.points).toBe((await memberRow(m.id)).points);
    }
  });

  it("answers 206101 for another merchant's member and for a missing one", async () => {
    const [m] = await s.db.query<{ id: number }>('select id from members where org_id = $1 limit 1', [naniwa]);
    expectCode(await post('member/detail/alipay', 'merchant01', { id: m.id }), 206101, 404);
    expectCode(await post('points/pointsChangeLog', 'merchant01', { memberId: m.id }), 206101, 404);
    expectCode(await post('member/detail/alipay', 'merchant01', { id: 987654321 }), 206101, 404);
    expectCode(await post('member/detail/alipay', 'store01', { id: m.id }), 101005, 403);
    expectCode(await post('points/pointsChangeLog', 'store01', { memberId: m.id }), 101005, 403);
    expectCode(await post('points/pointsChangeLog', 'merchant01', {}), 100001, 400);
    expect((await post('member/detail/alipay', 'merchant02', { id: m.id })).body.code).toBe(200);
  });

  it('pages the history newest first; its rows add up to the balance', async () => {
    const [m] = await s.db.query<{ id: number }>(
      `select member_id as id from member_points_ledger where org_id = $1 group by member_id having count(*) > 6 order by member_id limit 1`,
      [tokyo],
    );
    const detail = (await post('member/detail/alipay', 'merchant01', { id: m.id })).body.data;
    const p1 = await post('points/pointsChangeLog', 'merchant01', { memberId: m.id, pageNum: 1, pageSize: 5 });
    expectCode(p1, 200);
    const { total } = p1.body.data;
    expect(total).toBeGreaterThan(6);
    const all = (await post('points/pointsChangeLog', 'merchant01', { memberId: m.id, pageSize: 100 })).body.data.list;
    expect(all).toHaveLength(total);
    expect(p1.body.data.list).toEqual(all.slice(0, 5));
    expect((await post('points/pointsChangeLog', 'merchant01', { memberId: m.id, pageNum: 2, pageSize: 5 })).body.data.list).toEqual(all.slice(5, 10));
    expect(all[0].balanceAfter).toBe(detail.points);
    expect(all.reduce((sum: number, r: any) => sum + r.delta, 0)).toBe(detail.points);
    expect(all[0]).toMatchObject({ id: expect.any(Number), delta: expect.any(Number), reason: expect.any(String), at: expect.any(String) });
    // oldest last: the card's opening reward
    expect(all[all.length - 1]).toMatchObject({ reason: 'newMember', delta: 100 });
  });
});

describe('points ledger', () => {
  it('gives the new-member reward when a card opens, once per wallet user', async () => {
    const { id, walletUserId } = await newMember(tokyo);
    expect(await ledgerOf(id)).toMatchObject([{ delta: 100, reason: 'newMember', remaining: 100, balance_after: 100 }]);
    const again = await s.db.transaction((tx) => openMember(tx, { orgId: tokyo, platform: 'alipay', walletUserId, cardNo: `${RUN}X` }));
    expect(again).toEqual({ id, created: false });
    expect(await ledgerOf(id)).toHaveLength(1);
    expect(await memberRow(id)).toMatchObject({ points: 100, points_earned: 100, level: 1 });
    await expectInvariant(tokyo);
  });

  it('lapses lots past their date oldest first, spends from the soonest to lapse, before a balance is answered', async () => {
    const { id } = await newMember(tokyo); // +100, lapsing in 365 days
    const day = 86400_000;
    // validity 365 days: lots earned 400 and 380 days ago are past their date, one earned 20 days ago is not
    await s.db.transaction((tx) => earnPoints(tx, id, { reason: 'consumption', points: 30, at: new Date(Date.now() - 400 * day) }));
    await s.db.transaction((tx) => earnPoints(tx, id, { reason: 'consumption', points: 20, at: new Date(Date.now() - 380 * day) }));
    // earning at 380 days ago lapsed nothing yet (the first lot lapses 35 days ago)
    expect((await ledgerOf(id)).map((r) => r.reason)).toEqual(['newMember', 'consumption', 'consumption']);
    // a spend 100 days ago takes from the lot lapsing soonest (the 30), then the next (the 20)
    await s.db.transaction((tx) => spendPoints(tx, id, 40, new Date(Date.now() - 100 * day)));
    expect((await ledgerOf(id)).map((r) => [r.reason, r.delta, r.remaining])).toEqual([
      ['newMember', 100, 100],
      ['consumption', 30, 0],
      ['consumption', 20, 10],
      ['spend', -40, null],
    ]);
    await s.db.transaction((tx) => earnPoints(tx, id, { reason: 'dailyLogin', points: 5, at: new Date(Date.now() - 20 * day) }));
    // reading the balance lapses the 20-lot's remaining 10 (past its date): the detail and the history agree
    const detail = (await post('member/detail/alipay', 'merchant01', { id })).body.data;
    expect(detail.points).toBe(100 + 30 + 20 - 40 + 5 - 10);
    expect(detail.pointsEarned).toBe(155);
    const log = (await post('points/pointsChangeLog', 'merchant01', { memberId: id, pageSize: 100 })).body.data.list;
    expect(log[0]).toMatchObject({ reason: 'expiry', delta: -10, balanceAfter: detail.points });
    expect(await s.db.transaction((tx) => expireDue(tx, id))).toBe(0);
    // a spend larger than the balance changes nothing
    expect(await s.db.transaction((tx) => spendPoints(tx, id, 1000))).toBe(false);
    await expectInvariant(tokyo);
  });

  it('lapses on the list too, and the level follows the points earned, not the balance', async () => {
    const { id } = await newMember(tokyo);
    const day = 86400_000;
    await s.db.transaction((tx) => earnPoints(tx, id, { reason: 'consumption', points: 1200, at: new Date(Date.now() - 500 * day) }));
    const list = (await post('member/pageList', 'merchant01', { pageSize: 5 })).body.data.list;
    const mine = list.find((m: any) => m.id === id);
    expect(mine).toMatchObject({ points: 100, pointsEarned: 1300, level: 4, levelName: 'プラチナ' });
    await expectInvariant(tokyo);
  });
});

describe('points/newMemberReward and points/consumeReward', () => {
  it("reads and saves the merchant's earn settings", async () => {
    const read = await post('points/newMemberReward', 'merchant01');
    expectCode(read, 200);
    expect(read.body.data).toMatchObject({ orgId: tokyo, newMemberPoints: 100, consumeAmount: 100, consumePoints: 1, dailyLoginPoints: 5, validityDays: 365 });
    const saved = await post('points/newMemberReward', 'merchant01', { newMemberPoints: 50, dailyLoginPoints: 2 });
    expectCode(saved, 200);
    expect(saved.body.data).toMatchObject({ newMemberPoints: 50, dailyLoginPoints: 2, consumePoints: 1, validityDays: 365 });
    const c = await post('points/consumeReward', 'merchant01', { consumeAmount: 200, consumePoints: 3 });
    expect(c.body.data).toMatchObject({ consumeAmount: 200, consumePoints: 3, newMemberPoints: 50 });
    const { id } = await newMember(tokyo);
    expect(await ledgerOf(id)).toMatchObject([{ delta: 50, reason: 'newMember' }]);
    // put back what the other tests expect
    await post('points/newMemberReward', 'merchant01', { newMemberPoints: 100, dailyLoginPoints: 5 });
    await post('points/consumeReward', 'merchant01', { consumeAmount: 100, consumePoints: 1 });
    const admin = await post('points/consumeReward', 'admin', { orgId: naniwa });
    expect(admin.body.data.orgId).toBe(naniwa);
  });

  it('refuses: not a merchant 206102, outside 200006, unknown 200001, no update code 101005, no view code 101005, bad values 100001', async () => {
    expectCode(await post('points/newMemberReward', 'merchant01', { orgId: shibuya }), 206102, 400);
    expectCode(await post('points/newMemberReward', 'admin'), 206102, 400);
    expectCode(await post('points/newMemberReward', 'merchant01', { orgId: naniwa }), 200006, 403);
    expectCode(await post('points/consumeReward', 'merchant01', { orgId: 987654321 }), 200001);
    expectCode(await post('points/newMemberReward', 'store01'), 101005, 403);
    // viewer01 holds every *.view code: it reads, it may not save
    expectCode(await post('points/consumeReward', 'viewer01', { orgId: tokyo }), 200);
    expectCode(await post('points/consumeReward', 'viewer01', { orgId: tokyo, consumeAmount: 100, consumePoints: 9 }), 101005, 403);
    expectCode(await post('points/newMemberReward', 'viewer01', { orgId: tokyo, newMemberPoints: 9 }), 101005, 403);
    expectCode(await post('points/consumeReward', 'merchant01', { consumeAmount: 100 }), 100001, 400);
    expectCode(await post('points/consumeReward', 'merchant01', { consumeAmount: 0, consumePoints: 1 }), 100001, 400);
    expectCode(await post('points/newMemberReward', 'merchant01', { newMemberPoints: -1 }), 100001, 400);
    expectCode(await post('points/newMemberReward', 'merchant01', { validityDays: 3651 }), 100001, 400);
    expect((await post('points/newMemberReward', 'merchant01')).body.data).toMatchObject({ newMemberPoints: 100, consumeAmount: 100, consumePoints: 1 });
  });
});

describe('level/memberLevel', () => {
  it("reads the merchant's levels with how many members hold each", async () => {
    const res = await post('level/memberLevel/getMemberLevelByOrgId', 'merchant01');
    expectCode(res, 200);
    expect(res.body.data.levels.map((l: any) => [l.level, l.name, l.threshold])).toEqual([
      [1, 'レギュラー', 0],
      [2, 'シルバー', 150],
      [3, 'ゴールド', 250],
      [4, 'プラチナ', 300],
    ]);
    const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from members where org_id = $1 and level = 2', [tokyo]);
    expect(res.body.data.levels[1].members).toBe(n);
  });

  it('setup replaces the levels and recomputes every member on points earned, in one transaction', async () => {
    const [before] = await s.db.query<{ n: number }>('select count(*)::int as n from member_points_ledger where org_id = $1', [tokyo]);
    const res = await post('level/memberLevel/setup', 'merchant01', {
      levels: [
        { name: '一般', threshold: 0 },
        { name: '上級', threshold: 150 },
      ],
    });
    expectCode(res, 200);
    expect(res.body.data.recomputed).toBeGreaterThan(0);
    expect(res.body.data.levels.map((l: any) => l.level)).toEqual([1, 2]);
    const [{ max }] = await s.db.query<{ max: number }>('select max(level)::int as max from members where org_id = $1', [tokyo]);
    expect(max).toBe(2);
    await expectInvariant(tokyo);
    // no levels: everyone at 0
    expectCode(await post('level/memberLevel/setup', 'merchant01', { levels: [] }), 200);
    const [{ top }] = await s.db.query<{ top: number }>('select max(level)::int as top from members where org_id = $1', [tokyo]);
    expect(top).toBe(0);
    // back to the demo's levels
    expectCode(
      await post('level/memberLevel/setup', 'merchant01', {
        levels: [
          { name: 'レギュラー', threshold: 0 },
          { name: 'シルバー', threshold: 150 },
          { name: 'ゴールド', threshold: 250 },
          { name: 'プラチナ', threshold: 300 },
        ],
      }),
      200,
    );
    await expectInvariant(tokyo);
    // the ledger did not move; naniwa untouched
    const [after] = await s.db.query<{ n: number }>('select count(*)::int as n from member_points_ledger where org_id = $1', [tokyo]);
    expect(after.n).toBe(before.n);
    await expectInvariant(naniwa);
  });

  it('refuses thresholds not rising 206103, a repeated name 206104, and the other refusals', async () => {
    const levels = await s.db.query('select level, name, threshold from member_levels where org_id = $1 order by level', [tokyo]);
    expectCode(
      await post('level/memberLevel/setup', 'merchant01', {
        levels: [
          { name: 'A', threshold: 10 },
          { name: 'B', threshold: 10 },
        ],
      }),
      206103,
      400,
    );
    expectCode(
      await post('level/memberLevel/setup', 'merchant01', {
        levels: [
          { name: 'A', threshold: 10 },
          { name: 'A', threshold: 20 },
        ],
      }),
      206104,
      409,
    );
    expectCode(
      await post('level/memberLevel/setup', 'merchant01', { levels: Array.from({ length: 11 }, (_, i) => ({ name: `L${i}`, threshold: i })) }),
      100001,
      400,
    );
    expectCode(await post('level/memberLevel/setup', 'merchant01', { levels: [{ name: ' A', threshold: 1 }] }), 100001, 400);
    expectCode(await post('level/memberLevel/setup', 'merchant01', {}), 100001, 400);
    expectCode(await post('level/memberLevel/setup', 'viewer01', { orgId: tokyo, levels: [] }), 101005, 403);
    expectCode(await post('level/memberLevel/setup', 'merchant01', { orgId: naniwa, levels: [] }), 200006, 403);
    expectCode(await post('level/memberLevel/setup', 'merchant01', { orgId: shibuya, levels: [] }), 206102, 400);
    expectCode(await post('level/memberLevel/getMemberLevelByOrgId', 'merchant01', { orgId: naniwa }), 200006, 403);
    expectCode(await post('level/memberLevel/getMemberLevelByOrgId', 'merchant01', { orgId: 987654321 }), 200001);
    expectCode(await post('level/memberLevel/getMemberLevelByOrgId', 'store01'), 101005, 403);
    expectCode(await post('level/memberLevel/getMemberLevelByOrgId', 'admin'), 206102, 400);
    // nothing changed
    expect(await s.db.query('select level, name, threshold from member_levels where org_id = $1 order by level', [tokyo])).toEqual(levels);
  });
});

describe('points earned at the vending machine', () => {
  const device = () => ({ id: tokyoDevice.id, serialNum: tokyoDevice.serial_num, productId: tokyoDevice.product_id, orgId: tokyoDevice.org_id });
  const pay = (orderNo: string, extra: Record<string, unknown>) =>
    recordPay({
      db: s.db,
      device: device(),
      channel: 'event',
      receivedAt: new Date(),
      message: { ts: new Date().toISOString(), type: 'pay', orderNo, amount: 450, currency: 'JPY', payType: 205, ...extra },
    });

  it("a paid order whose payer is a member of the device's merchant earns once, even redelivered", async () => {
    const { id, walletUserId } = await newMember(tokyo);
    const orderNo = `${RUN}-P1`;
    const payer = { platform: 'alipay', userId: walletUserId };
    expect((await pay(orderNo, { payer }))?.status).toBe('paid');
    await pay(orderNo, { payer });
    const rows = (await ledgerOf(id)).filter((r) => r.reason === 'consumption');
    // 1 point per 100 JPY: 450 JPY earns 4
    expect(rows).toMatchObject([{ delta: 4, order_no: orderNo, remaining: 4 }]);
    const log = (await post('points/pointsChangeLog', 'merchant01', { memberId: id })).body.data.list;
    expect(log[0]).toMatchObject({ reason: 'consumption', delta: 4, orderNo, balanceAfter: 104 });
    await expectInvariant(tokyo);
  });

  it('a refund takes back the share of points its amount earned, a revoke all of them; never below zero', async () => {
    const { id, walletUserId } = await newMember(tokyo);
    const payer = { platform: 'alipay', userId: walletUserId };
    const orderNo = `${RUN}-R1`;
    expect((await pay(orderNo, { payer, amount: 1000 }))?.status).toBe('paid');
    expect(await memberRow(id)).toMatchObject({ points: 110, points_earned: 110 });
    expectCode(await s.call('POST', '/api/pay/refundPwd/set', { token: tokens.merchant01, body: { password: '12ab', confirmPassword: '12ab' } }), 200);
    const refund = (amount: number) =>
      s.call('POST', '/api/das/payOrder/refund', { token: tokens.merchant01, body: { orderNumber: orderNo, amount, refundPassword: '12ab', reason: 'test' } });
    const takenBack = async () => (await ledgerOf(id)).filter((r) => r.reason === 'refund').map((r) => [Number(r.delta), r.order_no]);

    // 300 of 1000 refunded: the order keeps 7 of its 10 points
    expectCode(await refund(300), 200);
    expect(await takenBack()).toEqual([[-3, orderNo]]);
    expect(await memberRow(id)).toMatchObject({ points: 107, points_earned: 107 });
    // 550 refunded in all: it keeps floor(10 × 450 / 1000) = 4
    expectCode(await refund(250), 200);
    expect(await takenBack()).toEqual([
      [-3, orderNo],
      [-3, orderNo],
    ]);
    // the member spends nearly everything; the rest of the order is refunded: only what is left is taken back
    expect(await s.db.transaction((tx) => spendPoints(tx, id, 102))).toBe(true);
    expectCode(await refund(450), 200);
    expect(await takenBack()).toEqual([
      [-3, orderNo],
      [-3, orderNo],
      [-2, orderNo],
    ]);
    expect(await memberRow(id)).toMatchObject({ points: 0 });
    const log = (await post('points/pointsChangeLog', 'merchant01', { memberId: id })).body.data.list;
    expect(log[0]).toMatchObject({ reason: 'refund', delta: -2, balanceAfter: 0, orderNo });

    // a revoked order gives back all it earned
    const other = await newMember(tokyo);
    const revoked = `${RUN}-R2`;
    await pay(revoked, { payer: { platform: 'alipay', userId: other.walletUserId }, amount: 500 });
    const [o] = await s.db.query<{ id: number }>('select id from pay_orders where order_number = $1', [revoked]);
    await s.db.transaction((tx) => revokeOrder(tx, o.id));
    expect((await ledgerOf(other.id)).map((r) => [r.reason, Number(r.delta)])).toEqual([
      ['newMember', 100],
      ['consumption', 5],
      ['refund', -5],
    ]);
    expect(await memberRow(other.id)).toMatchObject({ points: 100, points_earned: 100 });
    await expectInvariant(tokyo);
  });

  it('an order settled paid later by the re-query earns then; a failed one earns nothing', async () => {
    const { id, walletUserId } = await newMember(tokyo, { platform: 'wechat' });
    const payer = { platform: 'wechat', userId: walletUserId };
    expect((await pay(`${RUN}-P2`, { payer, sandbox: 'unknown' }))?.status).toBe('unknown');
    await pay(`${RUN}-P3`, { payer, sandbox: 'failed' });
    expect((await ledgerOf(id)).filter((r) => r.reason === 'consumption')).toEqual([]);
    await requerySweep(s.db, { minAgeSeconds: 0 });
    expect((await ledgerOf(id)).filter((r) => r.reason === 'consumption')).toMatchObject([{ delta: 4, order_no: `${RUN}-P2` }]);
    await expectInvariant(tokyo);
  });

  it('a payer who is no member here earns nothing; the order is still recorded', async () => {
    const other = await newMember(naniwa);
    const before = await ledgerOf(other.id);
    const o = await pay(`${RUN}-P4`, { payer: { platform: 'alipay', userId: other.walletUserId } });
    expect(o?.status).toBe('paid');
    expect(await ledgerOf(other.id)).toEqual(before);
    await pay(`${RUN}-P5`, { payer: { platform: 'alipay', userId: `${RUN}nobody` } });
    const [{ n }] = await s.db.query<{ n: number }>(`select count(*)::int as n from member_points_ledger where order_no in ($1, $2)`, [
      `${RUN}-P4`,
      `${RUN}-P5`,
    ]);
    expect(n).toBe(0);
  });

  it('a bad payer from a device is refused and changes nothing', async () => {
    for (const [i, payer] of [
      { platform: 'line', userId: 'U1' },
      { platform: 'alipay', userId: 'has space' },
      { platform: 'alipay' },
      { platform: 'alipay', userId: 'x'.repeat(65) },
      'me',
    ].entries()) {
      const orderNo = `${RUN}-BAD${i}`;
      await expect(pay(orderNo, { payer })).rejects.toBeInstanceOf(PayNotRecorded);
      expect(await s.db.query('select 1 from pay_orders where order_number = $1', [orderNo])).toEqual([]);
      expect(await s.db.query('select 1 from member_points_ledger where order_no = $1', [orderNo])).toEqual([]);
    }
  });

  it('the demo payers the simulator names are members of every demo merchant', async () => {
    const p = demoPayer(7);
    const [m] = await s.db.query('select id from members where org_id = $1 and platform = $2 and wallet_user_id = $3', [tokyo, p.platform, p.userId]);
    expect(m).toBeTruthy();
  });
});
