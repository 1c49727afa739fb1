import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/server/validation.js';
import { CURRENCIES } from '../../src/domain/currencies.js';
import { GOODS_CATEGORIES } from '../../src/domain/goods.js';
import { GOODS_ATTRIBUTES, VENDING_LIMITS } from '../../src/domain/vending.js';
import { LOCALES } from '../../src/domain/locale.js';
import { describeRules, type Rules } from '../support/schema-rules.js';

const ajv = createAjv({ coerce: false });
const VENDING = 'https://ops-console.local/schemas/retail/vending.schema.json';
const check = (def: string, value: unknown) => ajv.getSchema(`${VENDING}#/$defs/${def}`)!(structuredClone(value)) as boolean;

/** Each field rule of the vending calls (schemas/retail/vending.schema.json) as good and bad values. */
const RULES: Rules = {
  serialNum: { good: ['DEMO-000001', 'a', 'A_b.c-1'], bad: ['', 'a b', 'x'.repeat(65), 'ä', 1, null] },
  time: { good: ['2026-03-01T00:00:00Z', '2026-03-01T09:00:00+09:00'], bad: ['2026-03-01', 'yesterday', '', 0, null] },
  printContent: { good: ['x', 'レシート テスト', ' text ', 'x'.repeat(500), 'two\nlines'], bad: ['', ' ', '\n\t', 'x'.repeat(501), 5, null] },
  copies: { good: [1, 10], bad: [0, 11, 1.5, '1', null] },
  timeoutSeconds: { good: [1, 60, 3600], bad: [0, 3601, -1, 2.5, '60'] },
  printStatus: { good: ['processing', 'done', 'failed'], bad: ['timeout', 'DONE', '', null] },
  replenishTime: { good: ['00:00', '09:30', '23:59'], bad: ['24:00', '9:30', '09:60', '09:30:00', '0930', '', null] },
  intervalDays: { good: [1, 30], bad: [0, 31, 1.5, '1', null] },
  currency: { good: ['JPY', 'USD', 'KRW', 'INR'], bad: ['jpy', 'XXX', 'JP', '', null] },
  goodsType: { good: ['drinks', 'food', 'toys', 'other'], bad: ['Drinks', 'cars', 1, null] },
};

describeRules('vending field rules', RULES, check);

describe('vending bodies', () => {
  const kept = (def: string, value: Record<string, unknown>) => {
    const copy = structuredClone(value);
    expect(ajv.getSchema(`${VENDING}#/$defs/${def}`)!(copy)).toBe(true);
    return copy;
  };

  it('sendPrint: serial and content needed; one copy and 60 s by default', () => {
    expect(kept('sendPrint', { serialNum: 'S1', content: 'x' })).toEqual({ serialNum: 'S1', content: 'x', copies: 1, timeoutSeconds: 60 });
    expect(check('sendPrint', { content: 'x' })).toBe(false);
    expect(check('sendPrint', { serialNum: 'S1' })).toBe(false);
  });

  it('range and export: both ends needed', () => {
    expect(check('rangeBody', { startTime: '2026-03-01T00:00:00Z', endTime: '2026-03-02T00:00:00Z' })).toBe(true);
    expect(check('rangeBody', { startTime: '2026-03-01T00:00:00Z' })).toBe(false);
    expect(check('exportQuery', { startTime: '2026-03-01T00:00:00Z', endTime: '2026-03-02T00:00:00Z' })).toBe(false);
  });

  it('setReplenishTime: every field needed', () => {
    expect(check('setReplenishTime', { serialNum: 'S1', replenishTime: '09:00', intervalDays: 1 })).toBe(true);
    for (const k of ['serialNum', 'replenishTime', 'intervalDays']) {
      const body: Record<string, unknown> = { serialNum: 'S1', replenishTime: '09:00', intervalDays: 1 };
      delete body[k];
      expect(check('setReplenishTime', body), k).toBe(false);
    }
  });

  it('print list and currency list: paging within 1..100; the currency list names its device', () => {
    expect(check('printPageQuery', {})).toBe(true);
    expect(check('printPageQuery', { pageSize: 101 })).toBe(false);
    expect(check('currencyPageQuery', {})).toBe(false);
    expect(check('currencyPageQuery', { serialNum: 'S1', pageNum: 0 })).toBe(false);
  });

  it('a vend event names its lane as laneNo or lane, with amount and result', () => {
    expect(check('vendEvent', { laneNo: 'A12', amount: 150, result: 'ok' })).toBe(true);
    expect(check('vendEvent', { lane: 3, amount: 0, result: 'failed', orderNo: 'O1' })).toBe(true);
    expect(check('vendEvent', { amount: 150, result: 'ok' })).toBe(false);
    expect(check('vendEvent', { laneNo: 'A-1', amount: 150, result: 'ok' })).toBe(false);
    expect(check('vendEvent', { lane: 401, amount: 150, result: 'ok' })).toBe(false);
    expect(check('vendEvent', { lane: 1, amount: -1, result: 'ok' })).toBe(false);
  });
});

describe('catalogues behind the schema', () => {
  it('the currency enum is the catalogue', () => {
    const schema = ajv.getSchema(`${VENDING}#/$defs/currency`)!.schema as { enum: string[] };
    expect(schema.enum).toEqual(CURRENCIES.map((c) => c.code));
    expect(CURRENCIES.filter((c) => !c.decimals).map((c) => c.code)).toEqual(['JPY', 'KRW']);
  });

  it('every goods category has attributes, each named in four languages', () => {
    for (const c of GOODS_CATEGORIES) {
      expect(GOODS_ATTRIBUTES[c.code].length).toBeGreaterThan(0);
      for (const a of GOODS_ATTRIBUTES[c.code])
        for (const n of [a.name, ...a.values.map((x) => x.name)]) for (const l of LOCALES) expect(n[l], `${c.code}.${a.key}`).toBeTruthy();
    }
  });

  it('the limits the schema states', () => {
    expect(VENDING_LIMITS.printContentMax).toBe(500);
    expect(VENDING_LIMITS.printCopiesMax).toBe(10);
    expect(VENDING_LIMITS.printTimeoutMaxSeconds).toBe(3600);
    expect(VENDING_LIMITS.replenishIntervalMaxDays).toBe(30);
  });
});
