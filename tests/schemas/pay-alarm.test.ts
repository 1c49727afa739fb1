import { describe, expect, it } from 'vitest';
import { PAY_ALARM_SOURCES, PAY_ALARM_SOURCE_TYPES } from '../../src/domain/alarms.js';
import { PAY_CHANNELS } from '../../src/domain/payments.js';
import { describeRules, schemaCheck, type Rules } from '../support/schema-rules.js';

const check = schemaCheck('payments/pay-alarm', { copy: true });

/** A payment rule of `sourceType`: a channel for source, a window where the source counts in one. */
const rule = (sourceType: string, threshold: unknown, extra: Record<string, unknown> = {}) => ({
  sourceType,
  source: 'sandbox',
  threshold,
  level: 'warning',
  status: 1,
  ...((PAY_ALARM_SOURCES as Record<string, { window: boolean }>)[sourceType]?.window ? { windowMinutes: 30 } : {}),
  ...extra,
});

describe('payment alarm rule thresholds by source (document 1 §7: 1-500, 2-500; digits only)', () => {
  it('covers every source with the range of src/domain/alarms.ts, in save and update', () => {
    for (const s of PAY_ALARM_SOURCE_TYPES) {
      const { min, max } = PAY_ALARM_SOURCES[s];
      for (const form of ['save', 'update']) {
        for (const good of [min, max, String(min), String(max)]) expect(check(form, rule(s, good)), `${s} ${good}`).toBe(true);
        for (const bad of [min - 1, max + 1, String(max + 1), `0${min}`, `${min}.0`, `+${min}`, 2.5, '', null])
          expect(check(form, rule(s, bad)), `${s} ${bad}`).toBe(false);
      }
    }
  });
  it('a window of 1-500 minutes is needed where the source counts in one', () => {
    for (const s of ['payFailRepeat', 'channelTimeout', 'refundFail']) {
      expect(check('save', { ...rule(s, 3), windowMinutes: undefined })).toBe(false);
      for (const w of [1, 60, 500, '1', '500']) expect(check('save', rule(s, 3, { windowMinutes: w }))).toBe(true);
      for (const w of [0, 501, '0', '060', 1.5, null]) expect(check('save', rule(s, 3, { windowMinutes: w }))).toBe(false);
    }
    expect(check('save', rule('payPushMissing', 10))).toBe(true);
  });
});

const RULE_FIELDS: Rules = {
  sourceType: { good: [...PAY_ALARM_SOURCE_TYPES], bad: ['offline', 'temperatureHigh', '', 1, null] },
  source: { good: [...PAY_CHANNELS], bad: ['PayPal', 'sandbox ', '', 5, null] },
  level: { good: ['info', 'warning', 'critical'], bad: ['fatal', '', 1] },
  status: { good: [0, 1], bad: [2, '1', null] },
  remark: { good: ['', 'x'.repeat(100)], bad: ['x'.repeat(101), 1] },
};
describeRules('payment alarm rule fields', RULE_FIELDS, (field, value) => check('save', rule('payPushMissing', 10, { windowMinutes: 30, [field]: value })));

const RESOLVE: Rules = {
  id: { good: [1, 42], bad: [0, -1, '1', 1.5, null] },
  note: { good: ['確認済み', 'a'.repeat(200)], bad: ['', ' 確認', '確認 ', 'a\nb', 'a'.repeat(201), null] },
};
describeRules('payment alarm resolve', RESOLVE, (field, value) => check('resolve', { id: 1, note: 'ok', [field]: value }));

describe('payment alarm record filters', () => {
  it('take the payment sources, the record states and times', () => {
    expect(check('recordPageQuery', { sourceType: 'refundFail', status: 'active', channel: 'sandbox', startTime: '2026-12-01T00:00:00Z' })).toBe(true);
    for (const bad of [{ sourceType: 'offline' }, { status: 'open' }, { channel: 'x' }, { startTime: 'yesterday' }, { serialNum: '' }])
      expect(check('recordPageQuery', bad), JSON.stringify(bad)).toBe(false);
  });
});
