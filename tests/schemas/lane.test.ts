import { describe, expect, it } from 'vitest';
import { loadProtocol } from '../../src/server/link/protocol.js';
import { describeRules, schemaCheck, type Rules } from '../support/schema-rules.js';

const check = schemaCheck('retail/lane', { copy: true });

/**
 * Each field rule of a lane (spec document 1 §3 Vending lane; §5 Devices and lanes: rows and columns 1-20,
 * max stock 1-100, lane number digits and letters with at most 5 on the add form, price valid; §9 lane grid
 * max 20x20, lane stock 1-100, price 1-99999) as good and bad values.
 */
const RULES: Rules = {
  laneNo: { good: ['1', 'A12', 'abc', '1234567890'], bad: ['', '12345678901', 'A-1', 'A 1', '１', ' 1', 1, null] },
  newLaneNo: { good: ['1', 'A12', '99999', 'ZZZZZ'], bad: ['', '123456', 'A_1', 'あ', '1.5', 12, null] },
  gridSize: { good: [1, 10, 20], bad: [0, 21, -1, 1.5, '5', null] },
  place: { good: [1, 20], bad: [0, 21, 2.5, '1', null] },
  maxStock: { good: [1, 50, 100], bad: [0, 101, -5, 1.5, '10', null] },
  stock: { good: [0, 1, 100], bad: [-1, 101, 0.5, '3', null] },
  addStock: { good: [1, -1, 100, -100], bad: [0, 101, -101, 1.5, '2', null] },
  price: { good: [1, 150, 99999], bad: [0, -1, 100000, 1.5, '100', null] },
  threshold: { good: [0, 1, 100], bad: [-1, 101, 1.5, null] },
  status: { good: [0, 1], bad: [2, -1, '1', true, null] },
  priceSource: { good: ['smartAdjust', 'mobilePayReport', 'printLogParse', 'manualUpdate'], bad: ['manual', '', 0, null] },
  action: {
    good: ['restock', 'dispatch', 'reduceStock', 'priceChange', 'openClose', 'changeLane', 'oneKeyRestock', 'capacityChange'],
    bad: ['refill', '', null],
  },
};

describeRules('lane field rules', RULES, check);

describe('lane bodies', () => {
  const lane = { serialNum: 'DEMO-000001', laneNo: 'A1', rowNo: 1, colNo: 2, maxStock: 10 };

  it('grid: serial number, rows and columns all required', () => {
    expect(check('grid', { serialNum: 'DEMO-000001', rows: 20, cols: 20 })).toBe(true);
    expect(check('grid', { serialNum: 'DEMO-000001', rows: 21, cols: 20 })).toBe(false);
    expect(check('grid', { serialNum: 'DEMO-000001', rows: 5 })).toBe(false);
    expect(check('grid', { rows: 5, cols: 5 })).toBe(false);
  });

  it('copy: 1 to 100 different targets', () => {
    const targets = (n: number) => Array.from({ length: n }, (_, i) => `DEMO-${String(i).padStart(6, '0')}`);
    expect(check('copy', { serialNum: 'DEMO-000001', targets: targets(1) })).toBe(true);
    expect(check('copy', { serialNum: 'DEMO-000001', targets: targets(100) })).toBe(true);
    expect(check('copy', { serialNum: 'DEMO-000001', targets: [] })).toBe(false);
    expect(check('copy', { serialNum: 'DEMO-000001', targets: targets(101) })).toBe(false);
    expect(check('copy', { serialNum: 'DEMO-000001', targets: ['DEMO-000002', 'DEMO-000002'] })).toBe(false);
  });

  it('create: number, place and max stock required; a good and its price go together', () => {
    expect(check('create', lane)).toBe(true);
    expect(check('create', { ...lane, goodsId: 3, price: 150, status: 0, priceSource: 'smartAdjust', threshold: 2 })).toBe(true);
    for (const missing of ['serialNum', 'laneNo', 'rowNo', 'colNo', 'maxStock']) {
      const body: Record<string, unknown> = { ...lane };
      delete body[missing];
      expect(check('create', body), missing).toBe(false);
    }
    expect(check('create', { ...lane, goodsId: 3 })).toBe(false);
    expect(check('create', { ...lane, price: 150 })).toBe(false);
    expect(check('create', { ...lane, laneNo: '123456' })).toBe(false);
  });

  it('update: an id and at least one change; a place as row and column together', () => {
    expect(check('update', { id: 1, maxStock: 20 })).toBe(true);
    expect(check('update', { id: 1, rowNo: 2, colNo: 3 })).toBe(true);
    expect(check('update', { id: 1 })).toBe(false);
    expect(check('update', { id: 1, rowNo: 2 })).toBe(false);
    expect(check('update', { maxStock: 20 })).toBe(false);
  });

  it('goods: a good with a price; stock set or added, not both', () => {
    expect(check('goodsSave', { id: 1, goodsId: 2, price: 100 })).toBe(true);
    expect(check('goodsSave', { id: 1, goodsId: 2, price: 100, stock: 101 })).toBe(false);
    expect(check('goodsSave', { id: 1, goodsId: 2 })).toBe(false);
    expect(check('goodsUpdate', { id: 1, stock: 5 })).toBe(true);
    expect(check('goodsUpdate', { id: 1, addStock: -3, reason: 'expired' })).toBe(true);
    expect(check('goodsUpdate', { id: 1, price: 200 })).toBe(true);
    expect(check('goodsUpdate', { id: 1, stock: 5, addStock: 1 })).toBe(false);
    expect(check('goodsUpdate', { id: 1 })).toBe(false);
    expect(check('goodsUpdate', { id: 1, reason: 'x'.repeat(201), addStock: 1 })).toBe(false);
  });

  it('lookups: a lane number or an order number with the serial number', () => {
    expect(check('byLaneNo', { serialNum: 'DEMO-000001', laneNo: '12' })).toBe(true);
    expect(check('byLaneNo', { serialNum: 'DEMO-000001', laneNo: '1-2' })).toBe(false);
    expect(check('byOrderNo', { serialNum: 'DEMO-000001', orderNo: 'ORD-1' })).toBe(true);
    expect(check('byOrderNo', { serialNum: 'DEMO-000001', orderNo: '' })).toBe(false);
    expect(check('byOrderNo', { serialNum: 'DEMO-000001', orderNo: 'x'.repeat(65) })).toBe(false);
    expect(check('laneLogPageQuery', { serialNum: 'DEMO-000001' })).toBe(false);
    expect(check('logPageQuery', { serialNum: 'DEMO-000001', action: 'dispatch', pageSize: 100 })).toBe(true);
    expect(check('logPageQuery', { serialNum: 'DEMO-000001', pageSize: 101 })).toBe(false);
  });
});

describe('vend event', () => {
  // the validator the server checks what devices send with (asyncapi/devices.yaml)
  const validate = loadProtocol().find((p) => p.action === 'receive' && p.channel === 'event')!.validate;
  const event = (extra: Record<string, unknown>) => validate({ ts: new Date().toISOString(), type: 'vend', amount: 150, result: 'ok', ...extra }) as boolean;

  it('names its lane by laneNo (digits and letters, 1-10) or by the older integer lane; one of them is required', () => {
    expect(event({ laneNo: 'A12', orderNo: 'ORD-1' })).toBe(true);
    expect(event({ lane: 12 })).toBe(true);
    expect(event({ lane: 12, laneNo: '12' })).toBe(true);
    expect(event({})).toBe(false);
    expect(event({ laneNo: '' })).toBe(false);
    expect(event({ laneNo: 'A-1' })).toBe(false);
    expect(event({ laneNo: '12345678901' })).toBe(false);
    expect(event({ lane: 0 })).toBe(false);
  });
});
