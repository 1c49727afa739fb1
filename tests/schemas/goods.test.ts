import { describe, expect, it } from 'vitest';
import { describeRules, schemaCheck, type Rules } from '../support/schema-rules.js';

const check = schemaCheck('retail/goods');

/**
 * Each field rule of a good (spec document 1 §5 Goods and stock: name and brand max 50, no spaces; barcode
 * digits max 20; item code letters and digits max 50; purchase and reference price 1-99999, default price an
 * integer 1-99999; spec numeric, not 0; unit required; remark max 200) as good and bad values.
 */
const RULES: Rules = {
  brand: {
    good: ['サントリー', 'A', 'Coca-Cola', 'x'.repeat(50), '伊藤園'],
    bad: ['', ' ', 'Coca Cola', '伊藤\u3000園', ' lead', 'tab\there', 'two\nlines', 'x'.repeat(51), 42, null],
  },
  name: {
    good: ['お～いお茶緑茶', 'N', 'BOSS無糖ブラック', 'y'.repeat(50)],
    bad: ['', '緑 茶', '緑\u3000茶', 'trail ', 'nul\u0000', '1/2ダース', 'a\\b', 'y'.repeat(51), 5, null],
  },
  categoryId: { good: [1, 2, 3, 4], bad: [0, 5, '1', 1.5, null] },
  spec: { good: [500, 0.5, 1, 99999, 0.01], bad: [0, -1, 100000, '500', null] },
  specUnit: { good: ['ml', 'g', '個', 'x'.repeat(10)], bad: ['', ' ', 'm l', 'x'.repeat(11), 1, null] },
  image: {
    good: ['0123456789abcdef0123456789abcdef'],
    bad: ['', '0123456789ABCDEF0123456789ABCDEF', 'abc', '../etc/passwd', 'https://example.com/x.png', null],
  },
  barcode: {
    good: ['4901777018888', '0', '1'.repeat(20), '012345678905'],
    bad: ['', '1'.repeat(21), '4901-777', ' 4901777', 'abc', '４９０１', 4901777018888, null],
  },
  itemCode: { good: ['GT500A', 'a', 'Z'.repeat(50), '123'], bad: ['', 'AB-1', 'AB 1', 'AB_1', 'ＡＢ', 'Z'.repeat(51), 12, null] },
  purchasePrice: { good: [1, 60.5, 99999, 1.01], bad: [0, 0.99, -5, 100000, '60', null] },
  defaultPrice: { good: [1, 130, 99999], bad: [0, 99.5, 100000, -1, '130', null] },
  referencePrice: { good: [1, 150, 99999, 149.8], bad: [0.5, 100000, '150', null] },
  remark: { good: ['冷やして販売', 'r'.repeat(200), 'line1\nline2'], bad: ['', 'r'.repeat(201), 'nul\u0000', 7, null] },
  status: { good: [0, 1], bad: [2, -1, '1', null] },
};

describeRules('goods field rules', RULES, check);

describe('goods bodies', () => {
  const valid = {
    brand: '伊藤園',
    name: 'お～いお茶',
    categoryId: 1,
    spec: 525,
    specUnit: 'ml',
    barcode: '4901085089347',
    purchasePrice: 62,
    defaultPrice: 140,
    referencePrice: 151.2,
  };
  const kept = (def: string, value: Record<string, unknown>) => {
    const copy = structuredClone(value);
    expect(check(def, copy)).toBe(true);
    return copy;
  };

  it('create: every field but image, item code and remark is required; enabled by default; undeclared fields dropped', () => {
    expect(kept('create', valid)).toEqual({ ...valid, status: 1 });
    for (const field of Object.keys(valid)) {
      const body: Record<string, unknown> = { ...valid };
      delete body[field];
      expect(check('create', body), field).toBe(false);
    }
    expect(kept('create', { ...valid, id: 3, orgPath: '/1/' })).toEqual({ ...valid, status: 1 });
  });

  it('update: id and status too; the organisation is not part of an edit', () => {
    expect(check('update', { ...valid, id: 1, status: 0 })).toBe(true);
    expect(check('update', { ...valid, id: 1 })).toBe(false);
    expect(check('update', { ...valid, status: 1 })).toBe(false);
    expect(kept('update', { ...valid, id: 1, status: 1, orgId: 4 })).not.toHaveProperty('orgId');
  });

  it('check path: type barcode or name, id 0 for a new good', () => {
    expect(check('checkPath', { type: 'barcode', code: '4901', id: 0 })).toBe(true);
    expect(check('checkPath', { type: 'name', code: 'お茶', id: 12 })).toBe(true);
    expect(check('checkPath', { type: 'price', code: '1', id: 0 })).toBe(false);
    expect(check('checkPath', { type: 'name', code: '', id: 0 })).toBe(false);
    expect(check('checkPath', { type: 'name', code: 'x', id: -1 })).toBe(false);
  });

  it('lookups: 1 to 100 names; a barcode by its rule; a keyword of 1 to 50 characters', () => {
    expect(check('byNamesQuery', { names: ['お茶'] })).toBe(true);
    expect(check('byNamesQuery', { names: [] })).toBe(false);
    expect(check('byNamesQuery', { names: Array(101).fill('x') })).toBe(false);
    expect(check('byBarcodeQuery', { barcode: '4901085089347' })).toBe(true);
    expect(check('byBarcodeQuery', { barcode: 'x' })).toBe(false);
    expect(check('byKeywordQuery', { keyword: '49' })).toBe(true);
    expect(check('byKeywordQuery', { keyword: '' })).toBe(false);
  });
});
