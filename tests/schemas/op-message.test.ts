import { describe, expect, it } from 'vitest';
import { describeRules, schemaCheck, type Rules } from '../support/schema-rules.js';

const check = schemaCheck('devices/op-message');

/** Operator message fields (document 2 §7 "Push messages"; the lengths are this product's, see limits.ts). */
const RULES: Rules = {
  title: {
    good: ['お知らせ', 'Maintenance 3/14', 'x'.repeat(50), '告'.repeat(50), ' 点検 '],
    bad: ['', '   ', 'x'.repeat(51), '告'.repeat(51), 5, null],
  },
  content: {
    good: ['', '本日は点検のため休止します。\n明日再開します。', 'x'.repeat(1000)],
    bad: ['x'.repeat(1001), 1, null],
  },
  type: { good: [1, 2, 3], bad: [0, 4, '1', 1.5, null] },
  fileName: {
    good: ['manual.pdf', '案内 2026.png', 'a', 'x'.repeat(200)],
    bad: ['', 'dir/file.txt', 'C:\\file.txt', 'x'.repeat(201), 3],
  },
  serialNum: {
    good: ['DEMO-000001', 'abc_123', 'A'.repeat(64)],
    bad: ['', 'DEMO 1', 'DEMO/1', 'デバイス', 'A'.repeat(65), 1],
  },
  serialNums: {
    good: [['DEMO-000001'], Array.from({ length: 1000 }, (_, i) => `D${i}`)],
    bad: [[], 'DEMO-000001', [''], Array.from({ length: 1001 }, (_, i) => `D${i}`)],
  },
  date: {
    good: ['2026-01-01', '2026-12-31', '2024-02-29'],
    bad: ['2026-1-1', '2026-13-01', '2026-00-10', '2026-01-32', '20260101', '2026-01-01T00:00:00Z', ''],
  },
};

describeRules('operator message field rules', RULES, check);

describe('operator message forms', () => {
  it('add: title and type required, nothing else accepted', () => {
    expect(check('add', { title: 'お知らせ', type: 1 })).toBe(true);
    expect(check('add', { title: 'お知らせ', content: '本文', type: 2 })).toBe(true);
    expect(check('add', { type: 1 })).toBe(false);
    expect(check('add', { title: 'お知らせ' })).toBe(false);
    // fields the form does not have are dropped, never stored (the owner is the caller's organisation)
    const body: Record<string, unknown> = { title: 'お知らせ', type: 1, orgId: 3 };
    expect(check('add', body)).toBe(true);
    expect(body).toEqual({ title: 'お知らせ', type: 1, content: '' });
  });

  it('update names the message', () => {
    expect(check('update', { id: 1, title: 'お知らせ', type: 1 })).toBe(true);
    expect(check('update', { title: 'お知らせ', type: 1 })).toBe(false);
    expect(check('update', { id: 0, title: 'お知らせ', type: 1 })).toBe(false);
  });

  it('targets: a message and 1–1000 serial numbers', () => {
    expect(check('devices', { messageId: 1, serialNums: ['DEMO-000001'] })).toBe(true);
    expect(check('devices', { messageId: 1, serialNums: [] })).toBe(false);
    expect(check('devices', { serialNums: ['DEMO-000001'] })).toBe(false);
  });

  it('push: an optional TTL of 1 s to 7 days', () => {
    expect(check('push', { messageId: 1 })).toBe(true);
    expect(check('push', { messageId: 1, ttlSeconds: 604800 })).toBe(true);
    expect(check('push', { messageId: 1, ttlSeconds: 0 })).toBe(false);
    expect(check('push', { messageId: 1, ttlSeconds: 604801 })).toBe(false);
  });

  it('statistics: a date range, optionally one device', () => {
    expect(check('statisticsQuery', { startDate: '2026-03-01', endDate: '2026-03-31' })).toBe(true);
    expect(check('statisticsQuery', { serialNum: 'DEMO-000001', startDate: '2026-03-01', endDate: '2026-03-01' })).toBe(true);
    expect(check('statisticsQuery', { startDate: '2026-03-01' })).toBe(false);
    expect(check('statisticsQuery', { startDate: '2026-03-01', endDate: '2026-3-2' })).toBe(false);
  });
});
