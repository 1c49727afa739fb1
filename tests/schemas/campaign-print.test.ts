import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/server/validation.js';
import { itFollowsRules, type Rules } from '../support/schema-rules.js';

const ajv = createAjv({ coerce: false });
const PRINT = 'https://ops-console.local/schemas/marketing/campaign-print.schema.json';
const check = (def: string, value: unknown) => ajv.getSchema(`${PRINT}#/$defs/${def}`)!(structuredClone(value)) as boolean;

/**
 * The collective print's rules: one to three kinds each once, the three layouts, 1 to 24 copies, 1 to 100
 * stores each once, as good and bad values; then the body (a stamp card for a stamp campaign only is the
 * server's rule between the body and the campaign: tests/api/campaign-print.test.ts).
 */
const RULES: Rules = [
  ['kind', { good: ['claimCard', 'poster', 'stampCard'], bad: ['flyer', '', null] }],
  ['kinds', { good: [['poster'], ['claimCard', 'poster', 'stampCard']], bad: [[], ['poster', 'poster'], ['flyer'], 'poster', null] }],
  ['layout', { good: ['a4', 'a4x10', 'a4x24'], bad: ['a3', 'A4', '', null] }],
  ['copies', { good: [1, 12, 24], bad: [0, 25, -1, 1.5, '2', null] }],
  [
    'storeIds',
    { good: [[1], [3, 9], Array.from({ length: 100 }, (_, i) => i + 1)], bad: [[], [3, 3], [0], ['3'], Array.from({ length: 101 }, (_, i) => i + 1), 3] },
  ],
];

describe('collective print rules', () => {
  itFollowsRules(RULES, check);
  it('the body names the campaign, the kinds and the layout', () => {
    expect(check('query', { id: 7, kinds: ['poster'], layout: 'a4' })).toBe(true);
    expect(check('query', { id: 7, kinds: ['claimCard'], layout: 'a4x24', copies: 24, storeIds: [5, 6], platform: 'wechat' })).toBe(true);
    expect(check('query', { kinds: ['poster'], layout: 'a4' })).toBe(false);
    expect(check('query', { id: 7, layout: 'a4' })).toBe(false);
    expect(check('query', { id: 7, kinds: ['poster'] })).toBe(false);
    expect(check('query', { id: 7, kinds: ['poster'], layout: 'a4', platform: 'line' })).toBe(false);
  });
});
