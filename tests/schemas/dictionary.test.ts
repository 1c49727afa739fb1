import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/server/validation.js';

const ajv = createAjv({ coerce: false });
const DICTIONARY = 'https://ops-console.local/schemas/system/dictionary.schema.json';
const check = (def: string, value: unknown) => ajv.getSchema(`${DICTIONARY}#/$defs/${def}`)!(value) as boolean;

/** /dictionary/query names one catalogue of those the screens pick from. */
describe('dictionary query', () => {
  it.each(['payMethod', 'currency', 'payChannel', 'festival', 'carrier', 'deviceModel'])('accepts type %s', (type) => {
    expect(check('query', { type })).toBe(true);
  });
  it.each([[{}], [{ type: '' }], [{ type: 'planet' }], [{ type: 'PayMethod' }], [{ type: 1 }], [{ type: null }], [null], ['festival']])('refuses %j', (value) => {
    expect(check('query', value)).toBe(false);
  });
});
