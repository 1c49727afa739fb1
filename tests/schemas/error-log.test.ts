import { describe, expect, it } from 'vitest';
import { describeRules, schemaCheck, type Rules } from '../support/schema-rules.js';

const check = schemaCheck('system/error-log');

/** The error log's session filter: the 12 hex digits of a token's SHA-256 that each entry keeps (never the token). */
const RULES: Rules = {
  tokenFingerprint: {
    good: ['0123456789ab', 'ffffffffffff', '000000000000'],
    bad: ['', '0123456789a', '0123456789abc', '0123456789AB', 'g123456789ab', ' 123456789ab', 123456789012, null],
  },
};

describeRules('error log session fingerprint', RULES, check);

describe('error log page query', () => {
  it('takes one session by its fingerprint beside the type', () => {
    expect(check('pageQuery', { pageNum: 1, pageSize: 20, type: 'ajax', tokenFingerprint: '0123456789ab' })).toBe(true);
    expect(check('pageQuery', { tokenFingerprint: 'not-a-session' })).toBe(false);
  });
});
