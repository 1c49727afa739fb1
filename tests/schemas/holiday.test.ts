import { describe, expect, it } from 'vitest';
import { describeRules, schemaCheck, type Rules } from '../support/schema-rules.js';

const check = schemaCheck('marketing/holiday');

/** Each field rule of holiday marketing (a year of the table; an own festival's name and date) as good and bad values. */
const RULES: Rules = {
  year: { good: [1921, 1954, 2026, 2100], bad: [1920, 2101, 0, -2026, 2026.5, '2026', null, true] },
  name: {
    good: ['創業記念日', 'A', 'x'.repeat(15), '周年祭 2026', '🎉'.repeat(15), 'Founders Day'],
    bad: ['', ' ', '\u3000', ' lead', 'trail ', 'two\nlines', 'tab\there', 'x'.repeat(16), '🎉'.repeat(16), 'nul\u0000', 7, null],
  },
  date: {
    good: ['1921-01-01', '2024-02-29', '2026-11-27', '2100-12-31'],
    bad: [
      '1920-12-31',
      '2101-01-01',
      '2023-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '2026/01/01',
      '20260101',
      '2026-01-01T00:00:00Z',
      '',
      20260101,
      null,
    ],
  },
  orgId: { good: [1, Number.MAX_SAFE_INTEGER], bad: [0, -1, 1.5, '1', null] },
};

describeRules('holiday field rules', RULES, check);

describe('holiday bodies', () => {
  it('list: the year is required', () => {
    expect(check('list', { year: 2026 })).toBe(true);
    expect(check('list', {})).toBe(false);
  });

  it('add: name and date are required, the organisation optional; undeclared fields are dropped', () => {
    expect(check('add', { name: '創業記念日', date: '2026-04-01' })).toBe(true);
    expect(check('add', { name: '創業記念日', date: '2026-04-01', orgId: 4 })).toBe(true);
    expect(check('add', { name: '創業記念日' })).toBe(false);
    expect(check('add', { date: '2026-04-01' })).toBe(false);
    const body: Record<string, unknown> = { name: 'n', date: '2026-04-01', code: 'newYear', lunar: true };
    expect(check('add', body)).toBe(true);
    expect(body).toEqual({ name: 'n', date: '2026-04-01' });
  });
});
