import { describe, expect, it } from 'vitest';
import { schemasCheck, itFollowsRule, type Rule } from '../support/schema-rules.js';

const STOCK = 'https://ops-console.local/schemas/retail/stock.schema.json';
const ORDER = 'https://ops-console.local/schemas/retail/purchase-order.schema.json';
const check = schemasCheck({ copy: true });

/**
 * The rules of stock and purchase/return orders (spec §5: stock 0-999999, "purchase order selection limit
 * 100 rows"; §3 order types; purchase price 1-99999; remark up to 200) as good and bad values.
 */
const RULES: [string, string, Rule][] = [
  [STOCK, 'quantity', { good: [0, 1, 999_999], bad: [-1, 1_000_000, 1.5, '1', null] }],
  [STOCK, 'delta', { good: [1, -1, 999_999, -999_999], bad: [0, 1_000_000, -1_000_000, 0.5, '3', null] }],
  [STOCK, 'reason', { good: ['棚卸', 'x'.repeat(200), ' 破損 '], bad: ['', '   ', 'x'.repeat(201), 3, null] }],
  [
    STOCK,
    'kind',
    { good: ['purchase', 'return', 'manualAdjust', 'vendingReplenish', 'vendingReturn', 'oneKeyReplenish', 'vend'], bad: ['steal', '', 'Purchase', null] },
  ],
  [ORDER, 'type', { good: ['purchase', 'return'], bad: ['manualAdjust', 'PURCHASE', '', null] }],
  [ORDER, 'quantity', { good: [1, 24, 999_999], bad: [0, -1, 1_000_000, 2.5, '1', null] }],
  [ORDER, 'purchasePrice', { good: [1, 55.5, 99_999], bad: [0, 0.5, 100_000, '10', null] }],
  [ORDER, 'remark', { good: ['来週分', 'x'.repeat(200), 'two\nlines'], bad: ['', 'x'.repeat(201), 'nul\u0000', 5] }],
  [ORDER, 'text', { good: ['入荷数が 2 個少ない', 'x'.repeat(200)], bad: ['', '  ', 'x'.repeat(201), null] }],
];

describe('stock and order field rules', () => {
  for (const [schema, def, rule] of RULES) itFollowsRule(def, rule, (value) => check(schema, def, value));
});

describe('stock bodies', () => {
  it('adjust: a good, a reason and exactly one of quantity or delta', () => {
    expect(check(STOCK, 'adjust', { goodsId: 1, quantity: 0, reason: 'r' })).toBe(true);
    expect(check(STOCK, 'adjust', { goodsId: 1, delta: -3, reason: 'r' })).toBe(true);
    expect(check(STOCK, 'adjust', { goodsId: 1, reason: 'r' })).toBe(false);
    expect(check(STOCK, 'adjust', { goodsId: 1, quantity: 2, delta: 1, reason: 'r' })).toBe(false);
    expect(check(STOCK, 'adjust', { goodsId: 1, delta: 1 })).toBe(false);
    expect(check(STOCK, 'adjust', { delta: 1, reason: 'r' })).toBe(false);
  });

  it('the log and stock queries take their filters and refuse unknown sorts', () => {
    expect(
      check(STOCK, 'logQuery', {
        pageNum: 1,
        pageSize: 100,
        goodsId: 3,
        kind: 'vend',
        serialNum: 'VM-1',
        refNo: 'PO1',
        startTime: '2026-01-01T00:00:00Z',
        endTime: '2026-02-01T00:00:00+09:00',
      }),
    ).toBe(true);
    expect(check(STOCK, 'logQuery', { pageSize: 101 })).toBe(false);
    expect(check(STOCK, 'logQuery', { startTime: 'yesterday' })).toBe(false);
    expect(check(STOCK, 'pageQuery', { lowStock: 5, categoryId: 1, sort: { field: 'quantity', order: 'asc' } })).toBe(true);
    expect(check(STOCK, 'pageQuery', { sort: { field: 'price', order: 'asc' } })).toBe(false);
    expect(check(STOCK, 'pageQuery', { lowStock: -1 })).toBe(false);
    expect(check(STOCK, 'barcodePath', { barcode: '4900001000011' })).toBe(true);
    expect(check(STOCK, 'barcodePath', { barcode: '49-01' })).toBe(false);
  });
});

describe('order bodies', () => {
  const line = { goodsId: 1, quantity: 1, purchasePrice: 10 };
  it('create: type, supplier and 1 to 100 lines; each line a good, a quantity and a price', () => {
    expect(check(ORDER, 'create', { type: 'purchase', supplierId: 1, items: [line] })).toBe(true);
    expect(
      check(ORDER, 'create', {
        type: 'return',
        supplierId: 1,
        items: Array.from({ length: 100 }, (_, i) => ({ ...line, goodsId: i + 1 })),
        remark: 'r',
        orgId: 2,
      }),
    ).toBe(true);
    expect(check(ORDER, 'create', { type: 'purchase', supplierId: 1, items: Array.from({ length: 101 }, (_, i) => ({ ...line, goodsId: i + 1 })) })).toBe(
      false,
    );
    expect(check(ORDER, 'create', { type: 'purchase', supplierId: 1, items: [] })).toBe(false);
    for (const missing of ['type', 'supplierId', 'items']) {
      const body: Record<string, unknown> = { type: 'purchase', supplierId: 1, items: [line] };
      delete body[missing];
      expect(check(ORDER, 'create', body), missing).toBe(false);
    }
    for (const missing of ['goodsId', 'quantity', 'purchasePrice']) {
      const l: Record<string, unknown> = { ...line };
      delete l[missing];
      expect(check(ORDER, 'create', { type: 'purchase', supplierId: 1, items: [l] }), missing).toBe(false);
    }
  });

  it('update needs the id; question a text; resolve an optional answer', () => {
    expect(check(ORDER, 'update', { id: 1, type: 'purchase', supplierId: 1, items: [line] })).toBe(true);
    expect(check(ORDER, 'update', { type: 'purchase', supplierId: 1, items: [line] })).toBe(false);
    expect(check(ORDER, 'question', { id: 1, text: 'q' })).toBe(true);
    expect(check(ORDER, 'question', { id: 1 })).toBe(false);
    expect(check(ORDER, 'resolve', { id: 1 })).toBe(true);
    expect(check(ORDER, 'resolve', { id: 1, answer: '' })).toBe(false);
    expect(check(ORDER, 'pageQuery', { status: 'confirmed', type: 'return', questionOpen: true, orderNo: 'PO2026' })).toBe(true);
    expect(check(ORDER, 'pageQuery', { status: 'cancelled' })).toBe(false);
  });
});
