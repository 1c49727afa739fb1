import { describe, expect, it } from 'vitest';
import { PAY_METHOD_CODES } from '../../src/domain/payments.js';
import { describeRules, schemaCheck, type Rules } from '../support/schema-rules.js';

const check = schemaCheck('payments/pay-stats');

/** Each filter rule of the statistics calls (document 2 §7 Orders and statistics) as good and bad values. */
const RULES: Rules = {
  day: { good: ['2024-03-01', '2024-02-29', '1999-12-31'], bad: ['2024-3-1', '2024/03/01', '2024-13-01', '2023-02-29', '20240301', '', 20240301, null] },
  payType: { good: [...PAY_METHOD_CODES], bad: [0, 3, 100, 2.5, '205', null] },
  currency: { good: ['JPY', 'USD', 'KRW', 'THB'], bad: ['jpy', 'JP', 'JPYY', 'XXX', '', 392, null] },
  channel: { good: ['sandbox', 'PayPay', 'x'.repeat(32)], bad: ['', 'x'.repeat(33), 1, null] },
  serialNum: { good: ['VM-0001', 'x'.repeat(64)], bad: ['', 'x'.repeat(65), 1, null] },
  granularity: { good: ['day', 'month'], bad: ['week', 'Day', '', null] },
};

describeRules('payment statistics filter rules', RULES, check);

describe('payment statistics queries', () => {
  const range = { startDate: '2024-03-01', endDate: '2024-03-31' };
  it('statsQuery, chartQuery, gatewayQuery: the range is required, the filters optional', () => {
    for (const def of ['statsQuery', 'chartQuery', 'gatewayQuery', 'pageQuery', 'flybackQuery']) {
      expect(check(def, range), def).toBe(true);
      expect(check(def, { ...range, orgId: 4, payType: 205, currency: 'JPY', channel: 'sandbox', serialNum: 'VM-1' }), def).toBe(true);
      expect(check(def, { startDate: range.startDate }), def).toBe(false);
      expect(check(def, { endDate: range.endDate }), def).toBe(false);
      expect(check(def, { ...range, orgId: 0 }), def).toBe(false);
    }
  });
  it('typeQuery: every filter optional', () => {
    expect(check('typeQuery', {})).toBe(true);
    expect(check('typeQuery', { payType: 2 })).toBe(true);
    expect(check('typeQuery', { payType: 3 })).toBe(false);
  });
  it('pages: pageNum from 1, pageSize 1–100; granularity only where periods are made', () => {
    expect(check('pageQuery', { ...range, pageNum: 1, pageSize: 100, granularity: 'month' })).toBe(true);
    expect(check('pageQuery', { ...range, pageNum: 0 })).toBe(false);
    expect(check('pageQuery', { ...range, pageSize: 101 })).toBe(false);
    expect(check('flybackQuery', { ...range, pageSize: 0 })).toBe(false);
    expect(check('chartQuery', { ...range, granularity: 'year' })).toBe(false);
  });
});
