/**
 * A hand adjustment of a member's points (issue 28, /ms/points/adjust) and the points changes across members
 * (/ms/points/changePageList): one ledger row with the reason and who made it, the level following both ways,
 * refusals that write nothing, scope and permission from the refused side, and the balance = ledger sum under
 * adjustments, spends and vends racing on one member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { insertMembers } from '../support/members.js';
import { earnPoints, spendPoints } from '../../src/server/areas/members/points-ledger.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let tokyo: number;

beforeAll(async () => {
  s = await testServer();
  for (const account of ['merchant01', 'merchant02', 'store01', 'viewer01', 'admin']) tokens[account] = await s.login(account);
  tokyo = await orgId(s.db, '東京ベンディング');
});
afterAll(async () => s?.close());

const post = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/ms/${path}`, { token: tokens[as], body, lang });
const adjust = (as: string, body: unknown, lang?: string) => post('points/adjust', as, body, lang);

const memberRow = async (id: number) =>
  (
    await s.db.query<{ points: number; points_earned: number; level: number }>('select points::int, points_earned::int, level from members where id = $1', [id])
  )[0];
const ledgerCount = async (id: number) =>
  (await s.db.query<{ n: number }>('select count(*)::int as n from member_points_ledger where member_id = $1', [id]))[0].n;

/** balance = sum of the rows = what the lots hold = the last row's balance; points earned = lots less what refunds and hand deductions took. */
async function expectLedgerHolds(id: number) {
  const [x] = await s.db.query<{ points: number; total: number; remaining: number; last: number | null; earned: number; want: number }>(
    `select m.points::int, m.points_earned::int as want,
            (select coalesce(sum(delta), 0)::int from member_points_ledger where member_id = m.id) as total,
            (select coalesce(sum(remaining), 0)::int from member_points_ledger where member_id = m.id) as remaining,
            (select balance_after::int from member_points_ledger where member_id = m.id order by id desc limit 1) as last,
            (select (coalesce(sum(greatest(delta, 0)), 0) + coalesce(sum(delta) filter (where reason = 'refund' or (reason = 'adjust' and delta < 0)), 0))::int
               from member_points_ledger where member_id = m.id) as earned
       from members m where m.id = $1`,
    [id],
  );
  expect(x.total).toBe(x.points);
  expect(x.remaining).toBe(x.points);
  expect(x.last ?? 0).toBe(x.points);
  expect(x.earned).toBe(x.want);
}

describe('points/adjust', () => {
  it('gives points with a reason: one ledger row, the level rises, the history and the change list show who and why', async () => {
    const [id] = await insertMembers(s.db, tokyo, 'alipay');
    const res = await adjust('merchant01', { memberId: id, delta: 160, note: 'お詫びのポイント' });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ memberId: id, delta: 160, balanceAfter: 160, points: 160, pointsEarned: 160, level: 2, levelName: 'シルバー' });
    expect(await ledgerCount(id)).toBe(1);

    const log = (await post('points/pointsChangeLog', 'merchant01', { memberId: id })).body.data;
    expect(log.list).toEqual([
      expect.objectContaining({
        delta: 160,
        balanceAfter: 160,
        reason: 'adjust',
        note: 'お詫びのポイント',
        adjustedByName: expect.any(String),
        remaining: 160,
      }),
    ]);
    const changes = (await post('points/changePageList', 'merchant01', { memberId: id })).body.data;
    expect(changes.total).toBe(1);
    expect(changes.list[0]).toMatchObject({ memberId: id, reason: 'adjust', delta: 160, note: 'お詫びのポイント', orgId: tokyo });
    await expectLedgerHolds(id);
  });

  it('takes points back from the lots, and the level follows them down', async () => {
    const [id] = await insertMembers(s.db, tokyo, 'wechat');
    await adjust('merchant01', { memberId: id, delta: 200, note: '付与' });
    const res = await adjust('merchant01', { memberId: id, delta: -120, note: '誤付与の訂正' });
    expect(res.body.data).toMatchObject({ delta: -120, balanceAfter: 80, points: 80, pointsEarned: 80, level: 1 });
    const [lot] = await s.db.query<{ remaining: number }>(`select remaining::int from member_points_ledger where member_id = $1 and delta > 0`, [id]);
    expect(lot.remaining).toBe(80);
    await expectLedgerHolds(id);
  });

  it('refuses taking more than the balance, writing nothing (206105)', async () => {
    const [id] = await insertMembers(s.db, tokyo, 'alipay');
    await adjust('merchant01', { memberId: id, delta: 30, note: '付与' });
    const res = await adjust('merchant01', { memberId: id, delta: -31, note: '差し引き' }, 'en');
    expect(res.body.code).toBe(206105);
    expect(res.body.msg).toBe('An adjustment cannot take more points than the member holds');
    expect(await ledgerCount(id)).toBe(1);
    expect((await memberRow(id)).points).toBe(30);
  });

  it.each([
    ['a zero change', { delta: 0, note: '理由' }, 'delta', 'Enter a whole number from -100000 to 100000, not 0'],
    ['too many points', { delta: 100001, note: '理由' }, 'delta', 'Enter a whole number from -100000 to 100000, not 0'],
    ['a fraction', { delta: 1.5, note: '理由' }, 'delta', 'Enter a whole number from -100000 to 100000, not 0'],
    ['no reason', { delta: 10 }, 'note', 'Cannot be empty'],
    ['an empty reason', { delta: 10, note: '' }, 'note', '1 to 100 characters, without spaces at either end, line breaks or control characters'],
    [
      'a reason with a space at its end',
      { delta: 10, note: '理由 ' },
      'note',
      '1 to 100 characters, without spaces at either end, line breaks or control characters',
    ],
    [
      'a reason of 101 characters',
      { delta: 10, note: 'あ'.repeat(101) },
      'note',
      '1 to 100 characters, without spaces at either end, line breaks or control characters',
    ],
  ])('refuses %s with 100001 naming the field, writing nothing', async (_, body, field, message) => {
    const [id] = await insertMembers(s.db, tokyo, 'alipay');
    const res = await adjust('merchant01', { memberId: id, ...body }, 'en');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(100001);
    expect(res.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field, message: expect.stringContaining(message.slice(0, 20)) })]));
    expect(await ledgerCount(id)).toBe(0);
  });

  it('accepts the good edges: 100000, -balance, a reason of 100 characters', async () => {
    const [id] = await insertMembers(s.db, tokyo, 'alipay');
    expect((await adjust('merchant01', { memberId: id, delta: 100000, note: 'あ'.repeat(100) })).body.code).toBe(200);
    expect((await adjust('merchant01', { memberId: id, delta: -100000, note: '全額' })).body.data.points).toBe(0);
    await expectLedgerHolds(id);
  });

  it("answers another merchant's member as missing, and refuses users without the code", async () => {
    const [id] = await insertMembers(s.db, tokyo, 'alipay');
    expect((await adjust('merchant02', { memberId: id, delta: 10, note: '理由' })).body.code).toBe(206101);
    expect((await adjust('merchant01', { memberId: 999999999, delta: 10, note: '理由' })).body.code).toBe(206101);
    for (const who of ['store01', 'viewer01']) expect((await adjust(who, { memberId: id, delta: 10, note: '理由' })).body.code, who).toBe(101005);
    expect(await ledgerCount(id)).toBe(0);
    // the platform's administrator may
    expect((await adjust('admin', { memberId: id, delta: 10, note: '理由' })).body.code).toBe(200);
  });

  it('keeps balance = ledger sum with adjustments, spends and vends racing on one member', async () => {
    const [id] = await insertMembers(s.db, tokyo, 'alipay');
    await adjust('merchant01', { memberId: id, delta: 500, note: '初期' });
    const deltas: number[] = Array.from({ length: 24 }, (_, i) => (i % 3 === 0 ? -40 : i % 3 === 1 ? 25 : -15));
    const calls = deltas.map((delta, i) => adjust('merchant01', { memberId: id, delta, note: `同時${i}` }));
    const spends = Array.from({ length: 6 }, () => s.db.transaction((tx) => spendPoints(tx, id, 20)));
    const vends = Array.from({ length: 6 }, (_, i) =>
      s.db.transaction((tx) => earnPoints(tx, id, { reason: 'consumption', points: 7, orderNo: `ADJ-RACE-${id}-${i}` })),
    );
    const [answers, spent] = await Promise.all([Promise.all(calls), Promise.all(spends), Promise.all(vends)]);
    const accepted = answers.map((r, i) => (r.body.code === 200 ? deltas[i] : 0)).reduce((a, b) => a + b, 0);
    for (const r of answers) expect([200, 206105]).toContain(r.body.code);
    const spentPoints = spent.filter(Boolean).length * 20;
    expect((await memberRow(id)).points).toBe(500 + accepted - spentPoints + 6 * 7);
    await expectLedgerHolds(id);
  });
});

describe('points/changePageList', () => {
  it("lists the changes of the caller's members only, filtered by reason, card and time", async () => {
    const [id] = await insertMembers(s.db, tokyo, 'alipay');
    await adjust('merchant01', { memberId: id, delta: 12, note: '一覧の確認' });
    const [{ card_no }] = await s.db.query<{ card_no: string }>('select card_no from members where id = $1', [id]);
    const mine = (await post('points/changePageList', 'merchant01', { reason: 'adjust', cardNo: card_no })).body.data;
    expect(mine.list.map((r: { memberId: number }) => r.memberId)).toEqual([id]);
    const all = (await post('points/changePageList', 'merchant01', { pageSize: 50 })).body.data;
    expect(all.total).toBeGreaterThan(50);
    expect(all.list.every((r: { orgId: number }) => r.orgId === tokyo)).toBe(true);
    // another merchant does not see them
    expect((await post('points/changePageList', 'merchant02', { cardNo: card_no })).body.data.total).toBe(0);
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await post('points/changePageList', 'merchant01', { cardNo: card_no, startTime: future })).body.data.total).toBe(0);
    expect((await post('points/changePageList', 'merchant01', { reason: 'bonus' })).body.code).toBe(100001);
  });
});
