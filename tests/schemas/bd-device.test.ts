import { describe, expect, it } from 'vitest';
import { describeRules, schemaCheck, type Rules } from '../support/schema-rules.js';

const check = schemaCheck('accounts/bd-device');

/** The BD devices list's filters, as good and bad values. */
const RULES: Rules = {
  bdUserId: { good: [1, 2_000_000_000], bad: [0, -1, 1.5, '1', null] },
  bdAccount: { good: ['', 'bd', 'BD02', 'x'.repeat(20)], bad: ['x'.repeat(21), 1, null] },
  serialNum: { good: ['', 'DEMO-0001', 'x'.repeat(64)], bad: ['x'.repeat(65), 1, null] },
};

describeRules('BD devices filters', RULES, check);

describe('BD devices page query', () => {
  it('takes a BD, an organisation, online and activated, and sorts by the listed fields only', () => {
    expect(
      check('pageQuery', { pageNum: 1, pageSize: 100, bdUserId: 3, orgId: 4, online: true, activated: false, sort: { field: 'bdAccount', order: 'asc' } }),
    ).toBe(true);
    expect(check('pageQuery', { online: 'yes' })).toBe(false);
    expect(check('pageQuery', { sort: { field: 'bdName', order: 'asc' } })).toBe(false);
    expect(check('pageQuery', { pageSize: 101 })).toBe(false);
  });
});
