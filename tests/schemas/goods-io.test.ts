import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/server/validation.js';
import { itFollowsRules, type Rules } from '../support/schema-rules.js';

const ajv = createAjv({ coerce: false });
const IO = 'https://ops-console.local/schemas/retail/goods-io.schema.json';
const check = (def: string, value: unknown) => ajv.getSchema(`${IO}#/$defs/${def}`)!(structuredClone(value)) as boolean;
const textAjv = createAjv({ coerce: true });
const checkText = (def: string, value: unknown) => textAjv.getSchema(`${IO}#/$defs/${def}`)!(structuredClone(value)) as boolean;

/**
 * The bodies of the goods workbook calls and the change history: the export takes the list's filters with
 * the list's rules (no paging), the import's form field and the count take an organisation id, the history a
 * page. Undeclared fields are dropped (removeAdditional), so they are checked as kept or not.
 */
const RULES: Rules = {
  exportQuery: {
    good: [{}, { name: '緑茶', brand: 'x'.repeat(50), barcode: '4901', itemCode: 'AB', categoryId: 4, status: 0, orgId: 1 }],
    bad: [{ name: 'x'.repeat(51) }, { barcode: '1'.repeat(21) }, { categoryId: 5 }, { status: 2 }, { orgId: 0 }, { orgId: 'a' }, [], 'x'],
  },
  importCountQuery: { good: [{}, { orgId: 7 }], bad: [{ orgId: 0 }, { orgId: -1 }, { orgId: 1.5 }, { orgId: null }] },
  historyQuery: { good: [{}, { pageNum: 1, pageSize: 100 }], bad: [{ pageNum: 0 }, { pageSize: 101 }, { pageSize: 0 }, { pageNum: 'x' }] },
};

describe('goods io bodies', () => {
  itFollowsRules(RULES, check);

  it('the import form field orgId arrives as text and is read as an id', () => {
    expect(checkText('importFields', { orgId: '12' })).toBe(true);
    for (const bad of ['0', 'x', '-3', '1.5']) expect(checkText('importFields', { orgId: bad })).toBe(false);
  });

  it('the export drops paging and undeclared fields rather than failing on them', () => {
    const body = { brand: 'A', pageNum: 2, extra: true };
    ajv.getSchema(`${IO}#/$defs/exportQuery`)!(body);
    expect(body).toEqual({ brand: 'A' });
  });
});
