import { describe, expect, it } from 'vitest';
import { addDays, templateRuleErrors } from '../../src/domain/coupons.js';
import { loadProtocol } from '../../src/server/link/protocol.js';
import { schemasCheck, itFollowsRule, type Rule } from '../support/schema-rules.js';

const COUPON = 'https://ops-console.local/schemas/marketing/coupon.schema.json';
const ORG = 'https://ops-console.local/schemas/marketing/ms-org.schema.json';
const check = schemasCheck({ copy: true });

/**
 * The coupon rules of the spec (document 1 §5: name without spaces, usage note at most 50, random upper limit
 * below face value × 200, fixed dates only for the WeChat type; §9: issue span 90 days, start lead 15 days) and
 * the member-service settings, as good and bad values: the schema's part, then the part that needs two fields
 * or today (templateRuleErrors, which the server answers as 100001 and the form shows before save).
 */
const RULES: [string, string, Rule][] = [
  [COUPON, 'name', { good: ['夏の100円引き', 'x', 'x'.repeat(20), 'A-B_C'], bad: ['', 'a b', '全角\u3000空白', ' lead', 'tab\t', 'x'.repeat(21), 3, null] }],
  [COUPON, 'type', { good: ['fixed', 'random'], bad: ['Fixed', 'discount', '', null] }],
  [COUPON, 'faceValue', { good: [1, 100, 100000], bad: [0, -1, 100001, 1.5, '100', null] }],
  [COUPON, 'randomMax', { good: [1, 19999999], bad: [0, 20000000, 2.5, '5'] }],
  [COUPON, 'quantity', { good: [1, 10000000], bad: [0, 10000001, -5, 1.1] }],
  [COUPON, 'perPersonLimit', { good: [1, 100], bad: [0, 101, '1'] }],
  [COUPON, 'day', { good: ['2026-11-27', '2027-02-28'], bad: ['2026-2-1', '2026/11/27', '2026-13-01', '2026-11-27T00:00:00Z', '', null] }],
  [COUPON, 'validType', { good: ['fixed', 'relative'], bad: ['permanent', ''] }],
  [COUPON, 'validDays', { good: [1, 365], bad: [0, 366, 1.5] }],
  [COUPON, 'usageNote', { good: ['', '1回1枚', 'x'.repeat(50)], bad: ['x'.repeat(51), 5, null] }],
  [COUPON, 'threshold', { good: [0, 10000000], bad: [-1, 10000001, 0.5] }],
  [COUPON, 'stackLimit', { good: [1, 10], bad: [0, 11] }],
  [COUPON, 'platform', { good: ['alipay', 'wechat'], bad: ['line', 'Alipay', ''] }],
  [
    COUPON,
    'storeIds',
    { good: [[], [1, 2], Array.from({ length: 100 }, (_, i) => i + 1)], bad: [[1, 1], [0], Array.from({ length: 101 }, (_, i) => i + 1), 'x'] },
  ],
  [COUPON, 'image', { good: ['0123456789abcdef0123456789abcdef'], bad: ['0123', 'G123456789abcdef0123456789abcdef', ''] }],
  [COUPON, 'code', { good: ['0000000000000000', '1234567890123456'], bad: ['123456789012345', '12345678901234567', 'abcdefghijklmnop', ''] }],
  [COUPON, 'orderNo', { good: ['ORD-1', 'x'.repeat(64)], bad: ['', 'has space', 'x'.repeat(65), 'ü'] }],
  [ORG, 'appId', { good: ['app_2026', 'A', 'x'.repeat(32), 'a-b'], bad: ['', 'has space', 'x'.repeat(33), 'アプリ'] }],
  [ORG, 'displayName', { good: ['東京ベンディング', 'a b', 'x'.repeat(20)], bad: ['', ' ', 'x'.repeat(21), ' lead'] }],
  [ORG, 'secret', { good: ['12345678', 'x'.repeat(128), 'S3cret-value!'], bad: ['1234567', 'x'.repeat(129), 'has space in it'] }],
];

describe('coupon field rules', () => {
  for (const [schema, def, rule] of RULES) itFollowsRule(def, rule, (value) => check(schema, def, value));
});

const today = '2026-11-27';
const base = {
  name: '券',
  type: 'fixed',
  faceValue: 100,
  quantity: 10,
  perPersonLimit: 1,
  issueStart: today,
  issueEnd: addDays(today, 30),
  validType: 'relative',
  validDays: 30,
  platform: 'alipay',
};

describe('coupon template bodies: the rules between fields a schema states', () => {
  it('a random coupon names its upper limit', () => {
    expect(check(COUPON, 'save', { ...base, type: 'random', randomMax: 500 })).toBe(true);
    expect(check(COUPON, 'save', { ...base, type: 'random' })).toBe(false);
  });
  it('fixed validity dates only for the WeChat type, and with both dates', () => {
    const fixed = { ...base, validType: 'fixed', validStart: today, validEnd: addDays(today, 9), validDays: undefined };
    delete (fixed as Record<string, unknown>).validDays;
    expect(check(COUPON, 'save', { ...fixed, platform: 'wechat' })).toBe(true);
    expect(check(COUPON, 'save', { ...fixed, platform: 'alipay' })).toBe(false);
    expect(check(COUPON, 'save', { ...fixed, platform: 'wechat', validEnd: undefined })).toBe(false);
  });
  it('relative validity names its days', () => {
    const { validDays: _, ...noDays } = base;
    expect(check(COUPON, 'save', noDays)).toBe(false);
  });
  it('save and modify: modify names the id; queries refuse unknown sorts', () => {
    expect(check(COUPON, 'save', base)).toBe(true);
    expect(check(COUPON, 'modify', { ...base, id: 3 })).toBe(true);
    expect(check(COUPON, 'modify', base)).toBe(false);
    expect(check(COUPON, 'templatePageQuery', { state: 'ended', sort: { field: 'issueStart', order: 'asc' } })).toBe(true);
    expect(check(COUPON, 'templatePageQuery', { state: 'expired' })).toBe(false);
    expect(check(COUPON, 'itemPageQuery', { state: 'expired', couponCode: '12' })).toBe(true);
    expect(check(COUPON, 'itemPageQuery', { couponCode: 'ab' })).toBe(false);
    expect(check(COUPON, 'claim', { templateId: 1, memberId: 2 })).toBe(true);
    expect(check(COUPON, 'claim', { templateId: 1 })).toBe(false);
    expect(check(COUPON, 'writeOff', { couponCode: '1234567890123456', orderNumber: 'A1' })).toBe(true);
    expect(check(COUPON, 'writeOff', { orderNumber: 'A1' })).toBe(false);
    expect(check(COUPON, 'billQuery', { templateId: 1 })).toBe(true);
    expect(check(COUPON, 'billQuery', { startDay: today, endDay: today })).toBe(true);
    expect(check(COUPON, 'billQuery', { startDay: today })).toBe(false);
    expect(check(COUPON, 'billQuery', {})).toBe(false);
    expect(check(ORG, 'configSave', { platform: 'wechat', appId: 'wx1', displayName: '店' })).toBe(true);
    expect(check(ORG, 'configSave', { platform: 'wechat', appId: 'wx1' })).toBe(false);
    expect(check(ORG, 'linkBody', { platform: 'line' })).toBe(false);
  });
});

/** The rules needing two fields' values or today: [body changes, the field refused or null when good]. */
const DATE_RULES: [Record<string, unknown>, string | null][] = [
  [{}, null],
  [{ issueEnd: addDays(today, 89) }, null],
  [{ issueEnd: addDays(today, 90) }, 'issueEnd'],
  [{ issueEnd: addDays(today, -1) }, 'issueEnd'],
  [{ issueStart: addDays(today, 15), issueEnd: addDays(today, 20) }, null],
  [{ issueStart: addDays(today, 16), issueEnd: addDays(today, 20) }, 'issueStart'],
  [{ issueStart: addDays(today, -1) }, 'issueStart'],
  [{ type: 'random', faceValue: 10, randomMax: 1999 }, null],
  [{ type: 'random', faceValue: 10, randomMax: 10 }, null],
  [{ type: 'random', faceValue: 10, randomMax: 2000 }, 'randomMax'],
  [{ type: 'random', faceValue: 10, randomMax: 9 }, 'randomMax'],
  [{ validType: 'fixed', validStart: today, validEnd: today }, null],
  [{ validType: 'fixed', validStart: today, validEnd: addDays(today, -1) }, 'validEnd'],
];

describe('coupon template rules against today (templateRuleErrors)', () => {
  it.each(DATE_RULES)('%j → %s', (over, field) => {
    const errors = templateRuleErrors({ ...base, ...over }, today);
    expect(errors.map((e) => e.field)).toEqual(field ? [field] : []);
  });
  it('a modify keeping its start does not check the lead', () => {
    expect(templateRuleErrors({ ...base, issueStart: addDays(today, -10) }, today, false)).toEqual([]);
  });
});

describe('the device coupon event (schemas/devices/messages.schema.json event)', () => {
  // validated as the link validates what devices send (asyncapi/devices.yaml, nothing coerced or removed)
  const event = loadProtocol().find((c) => c.channel === 'event' && c.action === 'receive')!;
  const valid = (m: unknown) => event.validate(structuredClone(m)) as boolean;
  const ts = '2026-11-27T01:02:03.000Z';
  it('takes a 16-digit code and the order number; refuses anything else', () => {
    expect(valid({ ts, type: 'coupon', couponCode: '1234567890123456', orderNo: 'VM-1' })).toBe(true);
    expect(valid({ ts, type: 'coupon', couponCode: '12345', orderNo: 'VM-1' })).toBe(false);
    expect(valid({ ts, type: 'coupon', couponCode: '1234567890123456' })).toBe(false);
    expect(valid({ ts, type: 'coupon', orderNo: 'VM-1' })).toBe(false);
    expect(valid({ ts, type: 'coupon', couponCode: '1234567890123456', orderNo: 'VM-1', amount: 5 })).toBe(false);
  });
});
