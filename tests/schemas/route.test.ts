import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/server/validation.js';
import { LIMITS } from '../../src/domain/limits.js';
import { itFollowsRules, type Rules } from '../support/schema-rules.js';

const ajv = createAjv({ coerce: false });
const ROUTE = 'https://ops-console.local/schemas/devices/route.schema.json';
const check = (def: string, value: unknown) => ajv.getSchema(`${ROUTE}#/$defs/${def}`)!(value) as boolean;

const serials = (n: number) => Array.from({ length: n }, (_, i) => `DEMO-${String(i + 1).padStart(6, '0')}`);

/** Each field rule of a route (spec document 1 §3 Route, §9; LIMITS) as good and bad values. */
const RULES: Rules = {
  name: {
    good: ['渋谷ルート', 'A', 'Route 1 (east)', 'x'.repeat(LIMITS.routeNameMax), '🍙'.repeat(LIMITS.routeNameMax), '新宿　西口'],
    bad: ['', ' ', '\u3000', ' leading', 'trailing ', 'two\nlines', 'x'.repeat(LIMITS.routeNameMax + 1), 'tab\there\u0000', 42, null],
  },
  remark: {
    good: ['', '朝の巡回', 'r'.repeat(LIMITS.routeRemarkMax), 'two\nlines'],
    bad: ['r'.repeat(LIMITS.routeRemarkMax + 1), 5, null],
  },
  status: { good: [0, 1], bad: [2, -1, '1', true, null] },
  groupId: { good: [1, 42, Number.MAX_SAFE_INTEGER], bad: [0, -1, 1.5, '1', null] },
  serialNum: {
    good: ['DEMO-000001', 'A', 'sn_1-2', 'x'.repeat(64)],
    bad: ['', '-DEMO', 'DEMO 1', 'デモ', 'x'.repeat(65), 'a/b', 'a.b', 'a:b', 1, null],
  },
  serialNums: {
    good: [['DEMO-000001'], serials(LIMITS.devicesPerRoute)],
    bad: [[], serials(LIMITS.devicesPerRoute + 1), ['DEMO-000001', 'DEMO-000001'], ['bad one'], 'DEMO-000001', null],
  },
};

describe('route field rules', () => {
  it('the schema holds the limits of LIMITS', () => {
    const schema = ajv.getSchema(ROUTE)!.schema as { $defs: Record<string, { maxLength?: number; maxItems?: number }> };
    expect(schema.$defs.name.maxLength).toBe(LIMITS.routeNameMax);
    expect(schema.$defs.remark.maxLength).toBe(LIMITS.routeRemarkMax);
    expect(schema.$defs.serialNums.maxItems).toBe(LIMITS.devicesPerRoute);
  });
  itFollowsRules(RULES, check);
});

describe('route bodies', () => {
  /** Validates a copy and answers it (the validator drops properties a body does not declare). */
  const kept = (def: string, value: Record<string, unknown>) => {
    const copy = structuredClone(value);
    expect(check(def, copy)).toBe(true);
    return copy;
  };
  it('create: a name is enough; a missing name is refused; undeclared fields are dropped', () => {
    expect(check('create', { name: 'R1' })).toBe(true);
    expect(check('create', { name: 'R1', remark: '', status: 0, orgId: 4 })).toBe(true);
    expect(check('create', { remark: 'x' })).toBe(false);
    expect(kept('create', { name: 'R1', deviceCount: 3 })).toEqual({ name: 'R1', remark: '', status: 1 });
    expect(check('create', { name: 'R1', orgId: 0 })).toBe(false);
  });
  it('update: id, name and status are required; the organisation cannot be changed', () => {
    expect(check('update', { id: 1, name: 'R1', status: 1, remark: '' })).toBe(true);
    expect(check('update', { name: 'R1', status: 1 })).toBe(false);
    expect(check('update', { id: 1, name: 'R1' })).toBe(false);
    expect(kept('update', { id: 1, name: 'R1', status: 1, orgId: 4 })).not.toHaveProperty('orgId');
  });
  it('bind/unbind: {groupId, serialNums} with 1..256 distinct serials', () => {
    expect(check('bind', { groupId: 1, serialNums: ['DEMO-000001', 'DEMO-000002'] })).toBe(true);
    expect(check('bind', { groupId: 1, serialNums: [] })).toBe(false);
    expect(check('bind', { groupId: 1 })).toBe(false);
    expect(check('bind', { serialNums: ['DEMO-000001'] })).toBe(false);
    expect(check('bind', { groupId: 1, serialNums: serials(257) })).toBe(false);
    expect(kept('bind', { groupId: 1, serialNums: ['DEMO-000001'], extra: 1 })).toEqual({ groupId: 1, serialNums: ['DEMO-000001'] });
  });
  it('groupDevicePageList: {groupId, pageNum, pageSize}', () => {
    expect(check('groupDevicePageQuery', { groupId: 1, pageNum: 1, pageSize: 10 })).toBe(true);
    expect(check('groupDevicePageQuery', { groupId: 1, pageNum: 2, pageSize: 100, serialNum: 'DEMO', name: '渋谷' })).toBe(true);
    expect(check('groupDevicePageQuery', { pageNum: 1, pageSize: 10 })).toBe(false);
    expect(check('groupDevicePageQuery', { groupId: 1, pageNum: 0, pageSize: 10 })).toBe(false);
    expect(check('groupDevicePageQuery', { groupId: 1, pageNum: 1, pageSize: 101 })).toBe(false);
  });
  it('pageQuery: filters and sort fields', () => {
    expect(check('pageQuery', { pageNum: 1, pageSize: 10, name: 'R', status: 1, orgId: 3, sort: { field: 'deviceCount', order: 'desc' } })).toBe(true);
    expect(check('pageQuery', { sort: { field: 'remark', order: 'desc' } })).toBe(false);
    expect(check('pageQuery', { name: 'x'.repeat(51) })).toBe(false);
  });
});
