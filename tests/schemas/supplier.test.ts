import { describe, expect, it } from 'vitest';
import { describeRules, schemaCheck, type Rules } from '../support/schema-rules.js';

const check = schemaCheck('retail/supplier');

/** Each field rule of a supplier (spec document 1 §3 Supplier: name, contact name, phone, status) as good and bad values. */
const RULES: Rules = {
  name: {
    good: ['関東飲料卸株式会社', 'A', 'Green Farm (east)', 'x'.repeat(50), '🍙'.repeat(50), '東京　食品'],
    bad: ['', ' ', '\u3000', ' leading', 'trailing ', 'two\nlines', 'x'.repeat(51), 'tab\there', 'nul\u0000', 42, null],
  },
  contactName: {
    good: ['木村 誠', 'K', 'c'.repeat(50)],
    bad: ['', ' ', ' 木村', '木村 ', 'a\nb', 'c'.repeat(51), 7, null],
  },
  phone: {
    good: ['03-1234-5678', '090-1234-5678', '+81 90-1234-5678', '13800138000', '+86 138 0013 8000', '0612345678'],
    bad: ['', 'abc', '123', '03--1234-5678', '090-1234-56789', '+1 555 0100', 9012345678, null],
  },
  status: { good: [0, 1], bad: [2, -1, '1', true, null] },
  orgId: { good: [1, Number.MAX_SAFE_INTEGER], bad: [0, -1, 1.5, '1', null] },
};

describeRules('supplier field rules', RULES, check);

describe('supplier bodies', () => {
  /** Validates a copy and answers it (the validator fills defaults and drops undeclared properties). */
  const kept = (def: string, value: Record<string, unknown>) => {
    const copy = structuredClone(value);
    expect(check(def, copy)).toBe(true);
    return copy;
  };

  it('create: a name is enough (enabled by default); a missing name is refused; undeclared fields are dropped', () => {
    expect(kept('create', { name: '浪速製菓' })).toEqual({ name: '浪速製菓', status: 1 });
    expect(check('create', { name: '浪速製菓', contactName: '井上', phone: '06-6632-8841', status: 0, orgId: 4 })).toBe(true);
    expect(check('create', { contactName: '井上' })).toBe(false);
    expect(kept('create', { name: 'n', id: 5, orgPath: '/1/' })).toEqual({ name: 'n', status: 1 });
  });

  it('update: id, name and status are required; the organisation is not part of an edit', () => {
    expect(check('update', { id: 1, name: 'n', status: 1 })).toBe(true);
    for (const missing of ['id', 'name', 'status']) {
      const body: Record<string, unknown> = { id: 1, name: 'n', status: 1 };
      delete body[missing];
      expect(check('update', body), missing).toBe(false);
    }
    expect(kept('update', { id: 1, name: 'n', status: 1, orgId: 9 })).toEqual({ id: 1, name: 'n', status: 1 });
  });

  it('pageQuery: paging within its limits, sorting by the listed fields only, filters bounded', () => {
    expect(check('pageQuery', {})).toBe(true);
    expect(check('pageQuery', { pageNum: 2, pageSize: 100, sort: { field: 'name', order: 'asc' }, name: '飲料', phone: '03', status: 0, orgId: 3 })).toBe(true);
    expect(check('pageQuery', { pageSize: 101 })).toBe(false);
    expect(check('pageQuery', { pageNum: 0 })).toBe(false);
    expect(check('pageQuery', { sort: { field: 'org_id', order: 'asc' } })).toBe(false);
    expect(check('pageQuery', { sort: { field: 'name', order: 'up' } })).toBe(false);
    expect(check('pageQuery', { name: 'x'.repeat(51) })).toBe(false);
    expect(check('pageQuery', { phone: '0'.repeat(21) })).toBe(false);
  });

  it('listQuery, idBody and statusBody', () => {
    expect(check('listQuery', {})).toBe(true);
    expect(check('listQuery', { orgId: 0 })).toBe(false);
    expect(check('idBody', { id: 3 })).toBe(true);
    expect(check('idBody', {})).toBe(false);
    expect(check('statusBody', { status: 0 })).toBe(true);
    expect(check('statusBody', { status: 5 })).toBe(false);
  });
});
