import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/server/validation.js';
import { PAY_METHOD_CODES, ORDER_STATUSES, REFUND_STATUSES } from '../../src/domain/payments.js';
import { LIMITS } from '../../src/domain/limits.js';
import { SANDBOX_PAY_OUTCOMES } from '../../src/server/areas/payments/gateways/index.js';
import { itFollowsRule, type Rule } from '../support/schema-rules.js';

const ajv = createAjv({ coerce: false });
const ORDER = 'https://ops-console.local/schemas/payments/pay-order.schema.json';
const PWD = 'https://ops-console.local/schemas/payments/refund-password.schema.json';
const check = (base: string, def: string, value: unknown) => ajv.getSchema(`${base}#/$defs/${def}`)!(value) as boolean;

const refund = (extra: Record<string, unknown>) => ({ orderNumber: 'ORD-1', amount: 100, refundPassword: '1234', reason: '', ...extra });

/** Each rule of the payment order schemas: good and bad values. */
const TABLE: (Rule & { def: string; base: string })[] = [
  { base: ORDER, def: 'orderNumber', good: ['A', 'ORD-2026_1', 'x'.repeat(64)], bad: ['', 'x'.repeat(65), 'ORD 1', 'ORD/1', '注文', 12] },
  { base: ORDER, def: 'currency', good: ['JPY', 'USD', 'KRW'], bad: ['jpy', 'JP', 'JPYY', '', 392] },
  { base: ORDER, def: 'payType', good: [...PAY_METHOD_CODES], bad: [0, 3, 100, 999, '205', 205.5] },
  { base: ORDER, def: 'status', good: [...ORDER_STATUSES], bad: ['refunded', 'PAID', ''] },
  { base: ORDER, def: 'refundStatus', good: [...REFUND_STATUSES], bad: ['partialRefund', ''] },
  { base: ORDER, def: 'minorAmount', good: [1, 150, 1_000_000_000_000], bad: [0, -1, 1.5, 1_000_000_000_001, '150'] },
  { base: ORDER, def: 'refundAmount', good: [1, 0.5, 100.5, 1_000_000_000_000], bad: [0, -1, '1', null, 1_000_000_000_001] },
  {
    base: ORDER,
    def: 'idempotencyKey',
    good: ['abcdefgh', 'key:2026-11-24.1_x', 'k'.repeat(64)],
    bad: ['short', 'k'.repeat(65), 'has space', 'キーキーキーキー'],
  },
  { base: ORDER, def: 'note', good: ['ok', 'x'.repeat(200)], bad: ['', '   ', 'x'.repeat(201)] },
  { base: ORDER, def: 'reason', good: ['', 'customer asked', 'x'.repeat(200)], bad: ['x'.repeat(201), 1] },
  { base: ORDER, def: 'refundNo', good: ['RF0123456789ABCDEF'], bad: ['RF1', 'XX0123456789', ''] },
  { base: PWD, def: 'password', good: ['1', '123456', 'aB3$%z'], bad: ['', '1234567', '12 34', '１２３４', 1234] },
  {
    base: ORDER,
    def: 'refund',
    good: [refund({}), refund({ reason: 'x', idempotencyKey: 'abcdefgh' })],
    bad: [
      refund({ reason: undefined }),
      refund({ refundPassword: undefined }),
      refund({ amount: undefined }),
      refund({ orderNumber: undefined }),
      refund({ refundPassword: '1234567' }),
    ],
  },
  {
    base: ORDER,
    def: 'resolve',
    good: [
      { orderNumber: 'A1', status: 'paid', note: 'n' },
      { orderNumber: 'A1', status: 'failed', note: 'n' },
    ],
    bad: [
      { orderNumber: 'A1', status: 'unknown', note: 'n' },
      { orderNumber: 'A1', status: 'paid' },
      { orderNumber: 'A1', status: 'paid', note: '' },
    ],
  },
  {
    base: ORDER,
    def: 'refundResolve',
    good: [{ refundNo: 'RF0123456789', state: 'success', note: 'n' }],
    bad: [
      { refundNo: 'RF0123456789', state: 'unknown', note: 'n' },
      { refundNo: 'RF0123456789', state: 'failed' },
    ],
  },
  {
    base: ORDER,
    def: 'pageQuery',
    good: [
      {},
      {
        pageNum: 1,
        pageSize: 100,
        status: 'paid',
        revoked: true,
        amountMin: 0,
        amountMax: 1000,
        startTime: '2026-11-01T00:00:00Z',
        sort: { field: 'createdAt', order: 'desc' },
      },
    ],
    bad: [
      { pageSize: 101 },
      { status: 'done' },
      { amountMin: -1 },
      { amountMax: 1.5 },
      { revoked: 'yes' },
      { startTime: 'yesterday' },
      { sort: { field: 'orderNumber', order: 'asc' } },
    ],
  },
  { base: ORDER, def: 'exportQuery', good: [{}, { currency: 'USD', refundStatus: 'full' }], bad: [{ currency: 'usd' }, { revoked: 1 }] },
  {
    base: ORDER,
    def: 'statisticQuery',
    good: [{}, { startDate: '2026-11-01', endDate: '2026-11-30', payType: 205 }],
    bad: [{ startDate: '2026-11-01T00:00:00Z' }, { payType: 3 }],
  },
  {
    base: ORDER,
    def: 'payEvent',
    good: [
      { orderNo: 'A1', amount: 150, currency: 'JPY', payType: 205 },
      ...SANDBOX_PAY_OUTCOMES.map((o) => ({ orderNo: 'A1', amount: 1, currency: 'USD', payType: 2, laneNo: 'B12', sandbox: o })),
    ],
    bad: [
      { orderNo: 'A1', amount: 150, currency: 'JPY' },
      { orderNo: 'A1', amount: 1.5, currency: 'JPY', payType: 205 },
      { orderNo: 'A1', amount: 150, currency: 'JPY', payType: 205, sandbox: 'maybe' },
      { orderNo: 'A1', amount: 150, currency: 'JPY', payType: 205, laneNo: 'A-1' },
    ],
  },
];

describe('payment order schemas', () => {
  for (const { base, def, ...rule } of TABLE) itFollowsRule(def, rule, (value) => check(base, def, value));

  it("holds the catalogue's payment methods and the refund password limit", () => {
    const schema = ajv.getSchema(`${ORDER}#/$defs/payType`)!.schema as { enum: number[] };
    expect([...schema.enum].sort((a, b) => a - b)).toEqual([...PAY_METHOD_CODES].sort((a, b) => a - b));
    const pwd = ajv.getSchema(`${PWD}#/$defs/password`)!.schema as { maxLength: number };
    expect(pwd.maxLength).toBe(LIMITS.refundPasswordMax);
  });

  it('sets and modifies with the password entered twice', () => {
    expect(check(PWD, 'set', { password: '1234', confirmPassword: '1234' })).toBe(true);
    expect(check(PWD, 'set', { password: '1234' })).toBe(false);
    expect(check(PWD, 'modify', { oldPassword: '1', password: '1234', confirmPassword: '1234' })).toBe(true);
    expect(check(PWD, 'modify', { password: '1234', confirmPassword: '1234' })).toBe(false);
  });
});
