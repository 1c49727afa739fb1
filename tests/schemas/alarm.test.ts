import { describe, expect, it } from 'vitest';
import { ALARM_SOURCES, ALARM_SOURCE_TYPES } from '../../src/domain/alarms.js';
import { schemaCheck } from '../support/schema-rules.js';

const check = schemaCheck('devices/alarm');

/**
 * Spec document 1 §7: "Alert thresholds: 1-500, 2-500 or 1-100 depending on rule; pure digits". A
 * threshold is a whole number, or a text of digits only (no sign, decimals, exponent, spaces or leading zero).
 */
const THRESHOLDS: Record<string, { good: unknown[]; bad: unknown[] }> = {
  temperatureHigh: {
    good: [1, 25, 99, 100, '1', '25', '100'],
    bad: [0, 101, -5, 2.5, '0', '101', '025', '+25', '25.0', '2e1', ' 25', '25 ', '２５', '', 'abc', null, true],
  },
  temperatureLow: { good: [1, 5, 100, '5'], bad: [0, 101, '-5', '0', 1.5] },
  signalWeak: { good: [1, 20, 100, '20', '100'], bad: [0, 101, '0', '1000', 20.5, '20%'] },
  faultRepeat: {
    good: [2, 3, 250, 499, 500, '2', '10', '500'],
    bad: [1, 0, 501, '1', '501', '01', '5e2', 2.5, -2, null],
  },
  offline: {
    good: [1, 10, 100, 499, 500, '1', '60', '500'],
    bad: [0, 501, '0', '501', '600', '1.0', '0x10', 7.5, false],
  },
};

const rule = (sourceType: string, threshold: unknown, extra: Record<string, unknown> = {}) => ({
  sourceType,
  source: 'pk-vm-cold',
  threshold,
  level: 'warning',
  status: 1,
  ...(sourceType === 'faultRepeat' ? { windowMinutes: 60 } : {}),
  ...extra,
});

describe('alarm rule thresholds by source', () => {
  it('covers every source with the range of src/domain/alarms.ts', () => {
    expect(Object.keys(THRESHOLDS).sort()).toEqual([...ALARM_SOURCE_TYPES].sort());
    for (const s of ALARM_SOURCE_TYPES) {
      const { min, max } = ALARM_SOURCES[s];
      expect(check('save', rule(s, min))).toBe(true);
      expect(check('save', rule(s, max))).toBe(true);
      expect(check('save', rule(s, min - 1))).toBe(false);
      expect(check('save', rule(s, max + 1))).toBe(false);
    }
  });
  for (const [source, { good, bad }] of Object.entries(THRESHOLDS)) {
    it.each(good.map((v) => [v]))(`${source} accepts %j`, (value) => {
      expect(check('save', rule(source, value))).toBe(true);
      expect(check('update', rule(source, value))).toBe(true);
    });
    it.each(bad.map((v) => [v]))(`${source} refuses %j`, (value) => {
      expect(check('save', rule(source, value))).toBe(false);
      expect(check('update', rule(source, value))).toBe(false);
    });
  }
});

describe('alarm rule other fields', () => {
  it('faultRepeat needs a window of 1-500 minutes', () => {
    expect(check('save', { ...rule('faultRepeat', 3), windowMinutes: undefined })).toBe(false);
    for (const w of [1, 60, 500, '1', '500']) expect(check('save', rule('faultRepeat', 3, { windowMinutes: w }))).toBe(true);
    for (const w of [0, 501, '0', '060', 1.5, null]) expect(check('save', rule('faultRepeat', 3, { windowMinutes: w }))).toBe(false);
  });
  it('source is a model key', () => {
    for (const s of ['pk-vm-cold', 'PK_1', 'a.b', 'x'.repeat(64)]) expect(check('save', rule('offline', 5, { source: s }))).toBe(true);
    for (const s of ['', 'pk vm', 'pk/vm', 'x'.repeat(65), 5, null]) expect(check('save', rule('offline', 5, { source: s }))).toBe(false);
  });
  it('sourceType, level, status and remark', () => {
    expect(check('save', rule('humidity', 5))).toBe(false);
    for (const level of ['info', 'warning', 'critical']) expect(check('save', rule('offline', 5, { level }))).toBe(true);
    for (const level of ['fatal', '', 1]) expect(check('save', rule('offline', 5, { level }))).toBe(false);
    for (const status of [2, '1', null]) expect(check('save', rule('offline', 5, { status }))).toBe(false);
    expect(check('save', rule('offline', 5, { remark: 'x'.repeat(100) }))).toBe(true);
    expect(check('save', rule('offline', 5, { remark: 'x'.repeat(101) }))).toBe(false);
    expect(check('statusBody', { status: 0 })).toBe(true);
    expect(check('statusBody', { status: 3 })).toBe(false);
  });
  it('record filters', () => {
    expect(check('recordPageQuery', { status: 'active', sourceType: 'offline', startTime: '2026-01-01T00:00:00Z' })).toBe(true);
    expect(check('recordPageQuery', { status: 'open' })).toBe(false);
    expect(check('recordPageQuery', { startTime: 'yesterday' })).toBe(false);
    expect(check('statisticsQuery', { utcOffsetMinutes: 540 })).toBe(true);
    expect(check('statisticsQuery', { utcOffsetMinutes: 900 })).toBe(false);
  });
});
