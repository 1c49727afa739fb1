import { describe, expect, it } from 'vitest';
import { schemaCheck } from '../support/schema-rules.js';

const check = schemaCheck('system/dictionary');

/** /dictionary/query names one catalogue of those the screens pick from. */
describe('dictionary query', () => {
  it.each(['payMethod', 'currency', 'payChannel', 'festival', 'carrier', 'deviceModel'])('accepts type %s', (type) => {
    expect(check('query', { type })).toBe(true);
  });
  it.each([[{}], [{ type: '' }], [{ type: 'planet' }], [{ type: 'PayMethod' }], [{ type: 1 }], [{ type: null }], [null], ['festival']])(
    'refuses %j',
    (value) => {
      expect(check('query', value)).toBe(false);
    },
  );
});
