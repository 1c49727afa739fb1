import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/server/validation.js';
import { CURRENCIES } from '../../src/domain/currencies.js';
import { PUSH_PLAN_STATUSES } from '../../src/domain/payments.js';
import pushSchema from '../../schemas/payments/pay-push.schema.json' with { type: 'json' };
import codeSchema from '../../schemas/payments/payment-code.schema.json' with { type: 'json' };
import { describeRules, type Rules } from '../support/schema-rules.js';

const ajv = createAjv({ coerce: false });
const PUSH = 'https://ops-console.local/schemas/payments/pay-push.schema.json';
const CODE = 'https://ops-console.local/schemas/payments/payment-code.schema.json';
const check = (base: string, def: string, value: unknown) => ajv.getSchema(`${base}#/$defs/${def}`)!(structuredClone(value)) as boolean;

/** Each field rule of the binding, push plan, history and test push calls, as good and bad values. */
const PUSH_RULES: Rules = {
  serialNum: { good: ['DEMO-000001', 'a', 'A_b-1'], bad: ['', 'a b', 'x'.repeat(65), 'ä', 1, null] },
  serialNums: {
    good: [['A'], ['A', 'B'], Array.from({ length: 1000 }, (_, i) => `D${i}`)],
    bad: [[], ['A', 'A'], [''], Array.from({ length: 1001 }, (_, i) => `D${i}`), 'A', null],
  },
  bindType: { good: ['bound', 'default'], bad: ['Bound', '', null] },
  planStatus: { good: [...PUSH_PLAN_STATUSES], bad: ['done', '', null] },
  notPushableReason: { good: ['noConfig', 'disabled', 'notActivated', 'offline'], bad: ['online', '', null] },
  pushResult: { good: ['pending', 'succeeded', 'failed', 'expired'], bad: ['SUBOK', '', null] },
  testMessage: { good: ['x', 'テスト送信', 'x'.repeat(200)], bad: ['', ' ', 'x'.repeat(201), 1, null] },
  bind: { good: [{ configId: 1, serialNums: ['A'] }], bad: [{ configId: 1 }, { serialNums: ['A'] }, { configId: 0, serialNums: ['A'] }] },
  boundQuery: {
    good: [{ configId: 1 }, { configId: 1, bindType: 'bound', pageNum: 2, pageSize: 100, sort: { field: 'serialNum', order: 'asc' } }],
    bad: [{}, { configId: 1, pageSize: 101 }, { configId: 1, sort: { field: 'secret', order: 'asc' } }],
  },
  unboundQuery: { good: [{ configId: 1 }, { configId: 1, serialNum: 'D', orgId: 3 }], bad: [{}, { configId: 'x' }] },
  planQuery: {
    good: [{}, { status: 'pushable' }, { status: 'notPushable', configId: 2 }],
    bad: [{ status: 'pushed' }, { pageNum: 0 }, { serialNum: 'x'.repeat(65) }],
  },
  devicesBody: { good: [{ serialNums: ['A'] }], bad: [{}, { serialNums: [] }] },
  configPush: { good: [{ id: 1 }], bad: [{}, { id: 0 }, { id: '1' }] },
  historyQuery: {
    good: [{}, { result: 'failed', startTime: '2026-01-01T00:00:00Z', endTime: '2026-02-01T00:00:00+09:00' }],
    bad: [{ result: 'ok' }, { startTime: '2026-01-01' }],
  },
  historyDelete: {
    good: [{ ids: [1] }, { serialNum: 'A' }, { configId: 1, startTime: '2026-01-01T00:00:00Z' }],
    bad: [{}, { ids: [] }, { ids: [0] }, { serialNum: '' }, { everything: true }],
  },
  testPush: { good: [{ serialNum: 'A', message: 'hello' }], bad: [{ serialNum: 'A' }, { message: 'x' }] },
};

/** The payee QR code settings' rules. */
const CODE_RULES: Rules = {
  qrContent: {
    good: ['https://pay.example.jp/c/1', 'http://x.jp', `https://x.jp/${'a'.repeat(499)}`],
    bad: ['', 'pay.example.jp', 'javascript:alert(1)', 'https://x y', `https://x.jp/${'a'.repeat(500)}`, null],
  },
  title: { good: ['1号機', 'x'.repeat(50)], bad: ['', '   ', 'x'.repeat(51), null] },
  amountMode: { good: ['fixed', 'open'], bad: ['Fixed', '', null] },
  amount: { good: [1, 150, 99999999], bad: [0, -1, 1.5, 100000000, '150', null] },
  currency: { good: ['JPY', 'USD', 'KRW', 'INR'], bad: ['jpy', 'XXX', '', null] },
  save: {
    good: [
      { serialNum: 'A', qrContent: 'https://x.jp', title: 't', amountMode: 'fixed', amount: 100, currency: 'JPY' },
      { serialNum: 'A', qrContent: 'https://x.jp', title: 't', amountMode: 'open', currency: 'USD' },
      // the amount's presence follows the mode: the server checks it (fixed needs one, open ignores it)
      { serialNum: 'A', qrContent: 'https://x.jp', title: 't', amountMode: 'fixed', currency: 'JPY' },
    ],
    bad: [
      { serialNum: 'A', qrContent: 'https://x.jp', title: 't', amountMode: 'open' },
      { serialNum: 'A', qrContent: 'https://x.jp', title: 't', amountMode: 'fixed', amount: 1.5, currency: 'JPY' },
    ],
  },
};

describeRules('pay push field rules', PUSH_RULES, (field, value) => check(PUSH, field, value));
describeRules('payment code field rules', CODE_RULES, (field, value) => check(CODE, field, value));

describe('unknown fields', () => {
  it('are dropped, as the server drops them (never stored)', () => {
    const body = { serialNum: 'A', message: 'x', print: true };
    expect(check(PUSH, 'testPush', body)).toBe(true);
    const copy = structuredClone(body);
    ajv.getSchema(`${PUSH}#/$defs/testPush`)!(copy);
    expect(copy).toEqual({ serialNum: 'A', message: 'x' });
  });
});

describe('catalogues', () => {
  it('the currency lists are the domain catalogue', () => {
    const codes = CURRENCIES.map((c) => c.code);
    expect(codeSchema.$defs.currency.enum).toEqual(codes);
    expect(pushSchema.$defs.payConfigCommand.properties.currency.enum).toEqual(codes);
  });
  it("the plan statuses are the domain's", () => {
    expect(pushSchema.$defs.planStatus.enum).toEqual([...PUSH_PLAN_STATUSES]);
  });
});
