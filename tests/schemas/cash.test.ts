/**
 * Every field rule of the cash and vending-order calls (schemas/payments/cash.schema.json,
 * vending-order.schema.json) as a table of good and bad values, and the bodies' required fields.
 */
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/server/validation.js';
import { itFollowsRule, type Rule } from '../support/schema-rules.js';

const ajv = createAjv({ coerce: false });
const CASH = 'https://ops-console.local/schemas/payments/cash.schema.json';
const VEND = 'https://ops-console.local/schemas/payments/vending-order.schema.json';
const check = (base: string, def: string, value: unknown) => ajv.getSchema(`${base}#/$defs/${def}`)!(structuredClone(value)) as boolean;

const RULES: Record<string, Rule & { base: string }> = {
  day: { base: CASH, good: ['2026-03-01', '2024-02-29'], bad: ['2026-3-1', '2026-02-30', '2026-03-01T00:00:00Z', '', 20260301, null] },
  orderNo: { base: CASH, good: ['A', 'DEMO-C1-2-3', 'x'.repeat(64)], bad: ['', 'x'.repeat(65), 1, null] },
  cashStatus: { base: CASH, good: ['normal', 'revoked'], bad: ['cancelled', 'Normal', '', 0, null] },
  reason: { base: CASH, good: ['', '釣り銭不足', 'x'.repeat(200)], bad: ['x'.repeat(201), 1, null] },
  currency: { base: CASH, good: ['JPY', 'USD', 'KRW'], bad: ['jpy', 'XXX', '', null] },
  serialNum: { base: CASH, good: ['DEMO-000001', 'a'], bad: ['', 'a b', 'x'.repeat(65)] },
  orderNumber: { base: VEND, good: ['A', 'x'.repeat(64)], bad: ['', 'x'.repeat(65), 5] },
  orderNumberPath: { base: VEND, good: ['DEMO-V1-2', 'SN_1:x.y', 'x'.repeat(64)], bad: ['', '..', '../etc', 'a/b', '.x', 'x'.repeat(65), 'a b'] },
  laneNo: { base: VEND, good: ['1', 'A12', 'x'.repeat(10)], bad: ['', 'A-1', 'x'.repeat(11), 1] },
  payKind: { base: VEND, good: ['online', 'cash', 'none'], bad: ['card', 'Cash', '', null] },
};

describe('cash and vending-order field rules', () => {
  for (const [field, { base, ...rule }] of Object.entries(RULES)) itFollowsRule(field, rule, (value) => check(base, field, value));
});

describe('cash bodies', () => {
  it('pageQuery: every filter optional, unknown fields dropped, bad sorts refused, page size at most 100', () => {
    expect(check(CASH, 'pageQuery', {})).toBe(true);
    expect(check(CASH, 'pageQuery', { status: 'revoked', startDay: '2026-01-01', endDay: '2026-01-31', sort: { field: 'paidAt', order: 'desc' } })).toBe(true);
    expect(check(CASH, 'pageQuery', { sort: { field: 'orgName', order: 'desc' } })).toBe(false);
    expect(check(CASH, 'pageQuery', { pageSize: 101 })).toBe(false);
    // an unknown field is dropped, not passed on
    const body: Record<string, unknown> = { amount: 1 };
    expect(ajv.getSchema(`${CASH}#/$defs/pageQuery`)!(body)).toBe(true);
    expect(body).not.toHaveProperty('amount');
  });
  it('revokeBody: an id needed', () => {
    expect(check(CASH, 'revokeBody', { id: 1 })).toBe(true);
    expect(check(CASH, 'revokeBody', { id: 1, reason: 'x' })).toBe(true);
    expect(check(CASH, 'revokeBody', { reason: 'x' })).toBe(false);
    expect(check(CASH, 'revokeBody', { id: 0 })).toBe(false);
    expect(check(CASH, 'revokeBody', { id: 1.5 })).toBe(false);
  });
  it('statistics: the range is required; groupBy one of three, day by default', () => {
    expect(check(CASH, 'statsQuery', { startDay: '2026-01-01', endDay: '2026-01-31' })).toBe(true);
    expect(check(CASH, 'statsQuery', { startDay: '2026-01-01' })).toBe(false);
    expect(check(CASH, 'statsQuery', { endDay: '2026-01-01' })).toBe(false);
    const body = { startDay: '2026-01-01', endDay: '2026-01-31' };
    expect(ajv.getSchema(`${CASH}#/$defs/statsListQuery`)!(body)).toBe(true);
    expect(body).toMatchObject({ groupBy: 'day' });
    expect(check(CASH, 'statsListQuery', { ...body, groupBy: 'month' })).toBe(false);
  });
});

describe('vending-order bodies', () => {
  const range = { startDay: '2026-01-01', endDay: '2026-01-31' };
  it('every call needs the range', () => {
    for (const def of ['pageQuery', 'exportQuery', 'rangeQuery', 'statsQuery', 'topQuery', 'statPageQuery']) {
      expect(check(VEND, def, range), def).toBe(true);
      expect(check(VEND, def, { startDay: range.startDay }), def).toBe(false);
      expect(check(VEND, def, { endDay: range.endDay }), def).toBe(false);
      const body: Record<string, unknown> = { ...range, unknown: 1 };
      expect(ajv.getSchema(`${VEND}#/$defs/${def}`)!(body), def).toBe(true);
      expect(body, def).not.toHaveProperty('unknown');
    }
  });
  it('top: goods or device, 1 to 50 rows, goods and 10 by default', () => {
    const body: Record<string, unknown> = { ...range };
    expect(ajv.getSchema(`${VEND}#/$defs/topQuery`)!(body)).toBe(true);
    expect(body).toMatchObject({ dimension: 'goods', limit: 10 });
    expect(check(VEND, 'topQuery', { ...range, dimension: 'lane' })).toBe(false);
    for (const limit of [0, 51, 2.5]) expect(check(VEND, 'topQuery', { ...range, limit })).toBe(false);
    expect(check(VEND, 'topQuery', { ...range, limit: 50, dimension: 'device' })).toBe(true);
  });
  it('list filters', () => {
    expect(check(VEND, 'pageQuery', { ...range, revoked: true, payKind: 'cash', goodsId: 3, laneNo: 'A1' })).toBe(true);
    expect(check(VEND, 'pageQuery', { ...range, revoked: 'yes' })).toBe(false);
    expect(check(VEND, 'pageQuery', { ...range, goodsId: 0 })).toBe(false);
    expect(check(VEND, 'pageQuery', { ...range, sort: { field: 'goodsName', order: 'asc' } })).toBe(false);
  });
});
