import { describe, expect, it } from 'vitest';
import { loadSchemaFiles } from '../../src/server/validation.js';
import { LIMITS } from '../../src/domain/limits.js';
import { describeRules, schemaCheck, type Rules } from '../support/schema-rules.js';

const SCHEMA = 'https://ops-console.local/schemas/retail/replenishment.schema.json';
const check = schemaCheck('retail/replenishment', { copy: true });

/**
 * Each field rule of a shipping list and an out-of-stock order (spec document 1 §3 Replenishment order:
 * devices, goods, quantities; §5 and §9: at most 100 devices) as good and bad values.
 */
const RULES: Rules = {
  laneNo: { good: ['1', 'A12', 'a', 'Z'.repeat(10)], bad: ['', 'A-1', 'A 1', 'x'.repeat(11), '１', 1, null] },
  quantity: { good: [1, 12, 999999], bad: [0, -1, 1000000, 1.5, '3', null] },
  remark: { good: ['', '月曜便', 'r'.repeat(200)], bad: ['r'.repeat(201), 5, null] },
  shippingOrderNumber: { good: ['SL20261123000001', 'SL20261123'], bad: ['', 'SL2026', 'OS20261123000001', 'sl20261123000001', 'SL20261123000001x'] },
  outOfStockOrderNumber: { good: ['OS20261123000001'], bad: ['SL20261123000001', 'OS', 'OS-20261123'] },
  status: { good: ['created', 'applied'], bad: ['done', '', 0, null] },
  serialNums: {
    good: [['DEMO-000001'], Array.from({ length: 1000 }, (_, i) => `D${i}`)],
    bad: [[], ['DEMO-000001', 'DEMO-000001'], ['bad serial'], Array.from({ length: 1001 }, (_, i) => `D${i}`), 'DEMO-000001', null],
  },
  devicesCap: { good: [[], Array.from({ length: 100 }, (_, i) => `D${i}`)], bad: [Array.from({ length: 101 }, (_, i) => `D${i}`)] },
};

describeRules('replenishment field rules', RULES, check);

describe('replenishment bodies', () => {
  const base = { serialNums: ['DEMO-000001'], items: [{ goodsId: 1, quantity: 2 }] };

  it('the cap of 100 devices is the business limit the server refuses 101 with (209050)', () => {
    const schema = loadSchemaFiles()[SCHEMA] as { $defs: { devicesCap: { maxItems: number } } };
    expect(schema.$defs.devicesCap.maxItems).toBe(LIMITS.shippingListDevicesMax);
    // the body's schema lets 101 through, so the server can answer the specific code
    expect(check('save', { ...base, serialNums: Array.from({ length: 101 }, (_, i) => `D${i}`) })).toBe(true);
  });

  it('save: devices and at least one goods line; a lane needs its device; lines are bounded', () => {
    expect(check('save', base)).toBe(true);
    expect(check('save', { ...base, remark: 'x', outOfStockOrderId: 3 })).toBe(true);
    expect(check('save', { ...base, items: [{ goodsId: 1, quantity: 2, serialNum: 'DEMO-000001', laneNo: 'A1' }] })).toBe(true);
    expect(check('save', { ...base, items: [{ goodsId: 1, quantity: 2, serialNum: 'DEMO-000001' }] })).toBe(true);
    expect(check('save', { ...base, items: [{ goodsId: 1, quantity: 2, laneNo: 'A1' }] })).toBe(false);
    expect(check('save', { ...base, items: [] })).toBe(false);
    expect(check('save', { ...base, items: Array.from({ length: 2001 }, () => ({ goodsId: 1, quantity: 1 })) })).toBe(false);
    expect(check('save', { items: base.items })).toBe(false);
    expect(check('save', { serialNums: base.serialNums })).toBe(false);
    expect(check('save', { ...base, items: [{ goodsId: 0, quantity: 1 }] })).toBe(false);
    expect(check('save', { ...base, items: [{ quantity: 1 }] })).toBe(false);
  });

  it('getOne and goodslist: by id or by order number, one of them required', () => {
    for (const def of ['getOneQuery', 'goodsPageQuery']) {
      expect(check(def, { id: 4 })).toBe(true);
      expect(check(def, { orderNumber: 'SL20261123000001' })).toBe(true);
      expect(check(def, {})).toBe(false);
      expect(check(def, { orderNumber: 'nope' })).toBe(false);
    }
    expect(check('goodsPageQuery', { id: 4, pageNum: 2, pageSize: 100 })).toBe(true);
    expect(check('goodsPageQuery', { id: 4, pageSize: 101 })).toBe(false);
  });

  it('out-of-stock bodies: create needs nothing; detail pages need the order', () => {
    expect(check('oosCreate', {})).toBe(true);
    expect(check('oosCreate', { serialNums: ['DEMO-000001'], routeId: 2, remark: '朝' })).toBe(true);
    expect(check('oosCreate', { serialNums: [] })).toBe(false);
    expect(check('oosCreate', { routeId: 0 })).toBe(false);
    expect(check('detailPageQuery', { id: 1 })).toBe(true);
    expect(check('detailPageQuery', {})).toBe(false);
    expect(check('allDevicePageQuery', { shortOnly: true, serialNum: 'DEMO' })).toBe(true);
    expect(check('allDevicePageQuery', { shortOnly: 'yes' })).toBe(false);
    expect(check('pageQuery', { status: 'applied', sort: { field: 'createdAt', order: 'desc' } })).toBe(true);
    expect(check('pageQuery', { sort: { field: 'orgName', order: 'desc' } })).toBe(false);
    expect(check('oosPageQuery', { startTime: 'yesterday' })).toBe(false);
  });
});
