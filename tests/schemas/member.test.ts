import { describe, expect, it } from 'vitest';
import { loadProtocol } from '../../src/server/link/protocol.js';
import { schemasCheck, describeRules, type Rules } from '../support/schema-rules.js';

const MEMBER = 'https://ops-console.local/schemas/members/member.schema.json';
const ORDER = 'https://ops-console.local/schemas/payments/pay-order.schema.json';
const deviceEvent = loadProtocol().find((p) => p.action === 'receive' && p.channel === 'event')!;
const check = schemasCheck({ copy: true });

/**
 * The rules of members, points and levels (spec document 1 §3 "Points rule: level thresholds, daily login
 * points, consumption rules"; this product's ranges) and of the payer a device's pay event names, as good and
 * bad values.
 */
const RULES: Rules = [
  ['platform', { good: ['alipay', 'wechat'], bad: ['line', 'Alipay', '', null] }],
  [
    'walletUserId',
    {
      good: ['2088000000000001', 'oDEMO00000000000000000000002', 'a', 'A_b-9', 'x'.repeat(64)],
      bad: ['', 'x'.repeat(65), 'has space', 'ユーザー', 'a/b', 5, null],
    },
  ],
  ['points', { good: [0, 1, 100_000], bad: [-1, 100_001, 1.5, '10', null] }],
  ['consumeAmount', { good: [1, 100, 10_000_000], bad: [0, -1, 10_000_001, 99.5, '100', null] }],
  ['validityDays', { good: [0, 365, 3650], bad: [-1, 3651, 1.5, '30', null] }],
  ['levelName', { good: ['ゴールド', 'A', 'x'.repeat(20), 'Gold member'], bad: ['', ' Gold', 'Gold ', 'x'.repeat(21), 'a\nb', 3, null] }],
  ['threshold', { good: [0, 150, 100_000_000], bad: [-1, 100_000_001, 0.5, '150', null] }],
  ['reason', { good: ['newMember', 'consumption', 'dailyLogin', 'expiry', 'spend', 'campaign', 'refund'], bad: ['refunded', 'Spend', '', null] }],
];

describeRules('member field rules', RULES, (def, value) => check(MEMBER, def, value));

describe('member bodies', () => {
  // unknown properties are dropped, not refused (createAjv's removeAdditional), as for every body
  it('pageQuery: the filters, a sortable field, a page of at most 100', () => {
    expect(
      check(MEMBER, 'pageQuery', {
        pageNum: 1,
        pageSize: 100,
        name: '佐藤',
        mobile: '090',
        cardNo: 'M0001',
        platform: 'wechat',
        level: 2,
        orgId: 4,
        sort: { field: 'points', order: 'desc' },
      }),
    ).toBe(true);
    expect(check(MEMBER, 'pageQuery', {})).toBe(true);
    expect(check(MEMBER, 'pageQuery', { pageSize: 101 })).toBe(false);
    expect(check(MEMBER, 'pageQuery', { sort: { field: 'name', order: 'asc' } })).toBe(false);
    expect(check(MEMBER, 'pageQuery', { mobile: '090-abc' })).toBe(false);
    expect(check(MEMBER, 'pageQuery', { level: 11 })).toBe(false);
    expect(check(MEMBER, 'pageQuery', { platform: 'line' })).toBe(false);
  });

  it('logQuery: a member, and a page', () => {
    expect(check(MEMBER, 'logQuery', { memberId: 1, pageNum: 2, pageSize: 10 })).toBe(true);
    expect(check(MEMBER, 'logQuery', { pageNum: 1 })).toBe(false);
    expect(check(MEMBER, 'logQuery', { memberId: 0 })).toBe(false);
    expect(check(MEMBER, 'logQuery', { memberId: 1, pageSize: 0 })).toBe(false);
  });

  it('newMemberReward: only its settings, each in range; nothing reads', () => {
    expect(check(MEMBER, 'newMemberReward', {})).toBe(true);
    expect(check(MEMBER, 'newMemberReward', { orgId: 4, newMemberPoints: 100, dailyLoginPoints: 5, validityDays: 365 })).toBe(true);
    expect(check(MEMBER, 'newMemberReward', { newMemberPoints: -1 })).toBe(false);
  });

  it('consumeReward: the amount and the points together, or neither', () => {
    expect(check(MEMBER, 'consumeReward', {})).toBe(true);
    expect(check(MEMBER, 'consumeReward', { consumeAmount: 100, consumePoints: 1 })).toBe(true);
    expect(check(MEMBER, 'consumeReward', { validityDays: 30 })).toBe(true);
    expect(check(MEMBER, 'consumeReward', { consumeAmount: 100 })).toBe(false);
    expect(check(MEMBER, 'consumeReward', { consumePoints: 1 })).toBe(false);
    expect(check(MEMBER, 'consumeReward', { consumeAmount: 0, consumePoints: 1 })).toBe(false);
  });

  it('levelSetup: 0 to 10 levels, each a name and a threshold', () => {
    const level = (i: number) => ({ name: `L${i}`, threshold: i * 10 });
    expect(check(MEMBER, 'levelSetup', { levels: [] })).toBe(true);
    expect(check(MEMBER, 'levelSetup', { orgId: 4, levels: Array.from({ length: 10 }, (_, i) => level(i)) })).toBe(true);
    expect(check(MEMBER, 'levelSetup', { levels: Array.from({ length: 11 }, (_, i) => level(i)) })).toBe(false);
    expect(check(MEMBER, 'levelSetup', {})).toBe(false);
    expect(check(MEMBER, 'levelSetup', { levels: [{ name: 'A' }] })).toBe(false);
  });
});

describe("the payer of a device's pay event", () => {
  const pay = { orderNo: 'VM-1-abc', amount: 150, currency: 'JPY', payType: 205 };
  const goodPayers = [
    { platform: 'alipay', userId: '2088000000000001' },
    { platform: 'wechat', userId: 'oDEMO00000000000000000000002' },
  ];
  const badPayers = [
    { platform: 'line', userId: 'U1' },
    { platform: 'alipay', userId: '' },
    { platform: 'alipay', userId: 'has space' },
    { platform: 'alipay' },
    { userId: 'x' },
    'me',
    null,
  ];
  it.each(goodPayers.map((p) => [p]))('accepts %j', (payer) => {
    expect(check(MEMBER, 'payer', payer)).toBe(true);
    expect(check(ORDER, 'payEvent', { ...pay, payer })).toBe(true);
    expect(deviceEvent.validate({ ts: '2026-11-01T00:00:00Z', type: 'pay', ...pay, payer })).toBe(true);
  });
  it.each(badPayers.map((p) => [p]))('refuses %j', (payer) => {
    expect(check(MEMBER, 'payer', payer)).toBe(false);
    expect(check(ORDER, 'payEvent', { ...pay, payer })).toBe(false);
    expect(deviceEvent.validate({ ts: '2026-11-01T00:00:00Z', type: 'pay', ...pay, payer })).toBe(false);
  });
  it('a pay event without a payer is as before', () => {
    expect(check(ORDER, 'payEvent', pay)).toBe(true);
  });
});

describe("the simulator's payers", () => {
  it('names a demo member as the payer of some pay events, always a valid payer of the demo members', async () => {
    const { payEvent, seededRng } = await import('../../src/simulator/messages.js');
    const { DEMO_MEMBERS_PER_MERCHANT, demoPayer } = await import('../../src/domain/demo-members.js');
    const rng = seededRng('members');
    const events = Array.from({ length: 300 }, (_, i) => payEvent(rng, Date.now(), `VM-1-${i}`, 150));
    const payers = events.filter((e) => e.payer).map((e) => e.payer as { platform: string; userId: string });
    expect(payers.length).toBeGreaterThan(30);
    expect(payers.length).toBeLessThan(270);
    const members = new Set(Array.from({ length: DEMO_MEMBERS_PER_MERCHANT }, (_, i) => JSON.stringify(demoPayer(i + 1))));
    for (const p of payers) {
      expect(check(MEMBER, 'payer', p)).toBe(true);
      expect(members.has(JSON.stringify(p))).toBe(true);
    }
  });
});
