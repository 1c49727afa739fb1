import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/server/validation.js';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages.js';
import { LIMITS } from '../../src/domain/limits.js';
import schema from '../../schemas/accounts/organisation.schema.json' with { type: 'json' };
import { itFollowsRules, type Rules } from '../support/schema-rules.js';

const ajv = createAjv({ coerce: false });
const ORG = 'https://ops-console.local/schemas/accounts/organisation.schema.json';
const validator = (def: string) => {
  const v = ajv.getSchema(`${ORG}#/$defs/${def}`);
  if (!v) throw new Error(`no $defs/${def}`);
  return v;
};
const check = (def: string, value: unknown) => validator(def)(value) as boolean;

/** Each field rule of an organisation (spec document 1 §3 Organisation, §9; LIMITS) as good and bad values. */
const RULES: Rules = {
  name: {
    good: [
      '東京ベンディング',
      'A',
      'x'.repeat(LIMITS.orgNameMax),
      '🍙'.repeat(LIMITS.orgNameMax),
      '株式会社 山田　商店',
      'Shop No.1 (Shibuya)',
      `x'); drop table organisations; --`,
      '<script>alert(1)</script>',
      '100% _wild_',
      'a\u3000b',
    ],
    bad: [
      '',
      ' ',
      '\u3000',
      'x'.repeat(LIMITS.orgNameMax + 1),
      '🍙'.repeat(LIMITS.orgNameMax + 1),
      ' leading',
      'trailing ',
      'trailing\u3000',
      'line\nbreak',
      'carriage\rreturn',
      'tab\there',
      'nul\u0000',
      'bell\u0007',
      'del\u007f',
      'sep\u2028x',
      123,
      null,
      true,
      ['name'],
      { name: 'x' },
    ],
  },
  remark: {
    good: ['', '関東・東北の代理店', 'r'.repeat(LIMITS.orgRemarkMax), 'two\nlines', 'tab\tseparated', 'crlf\r\nline', '<b>bold</b>'],
    bad: ['r'.repeat(LIMITS.orgRemarkMax + 1), 'nul\u0000', 'esc\u001b[0m', 'del\u007f', 42, null],
  },
  type: {
    good: ['platform', 'agent', 'merchant', 'store'],
    bad: ['', 'Agent', 'shop', 'customer', 'department', 0, null],
  },
  createType: {
    good: ['agent', 'merchant', 'store'],
    bad: ['platform', '', 'STORE', 1, null],
  },
  parentId: {
    good: [1, 42, Number.MAX_SAFE_INTEGER],
    bad: [0, -1, 1.5, '1', null, Number.MAX_SAFE_INTEGER + 2],
  },
  status: { good: [0, 1], bad: [2, -1, '1', '0', true, null] },
  searchText: {
    good: ['', '東京', '%', '_', 'x'.repeat(50), ' spaced '],
    bad: ['x'.repeat(51), 'a\u0000b', 'line\nbreak', 5],
  },
};

describe('organisation field rules', () => {
  itFollowsRules(RULES, check);

  it('names a message of all four languages for every rule a client can break', () => {
    const defs = (schema as { $defs: Record<string, { 'x-message'?: string }> }).$defs;
    for (const def of ['name', 'remark', 'type', 'createType', 'searchText']) {
      const key = defs[def]['x-message']!;
      expect(Object.keys(VALIDATION_MESSAGES[key] ?? {}).sort(), def).toEqual(['en', 'ja', 'zh-CN', 'zh-TW']);
    }
    expect(Object.keys(VALIDATION_MESSAGES['validation.orgTypeForParent']).sort()).toEqual(['en', 'ja', 'zh-CN', 'zh-TW']);
  });
});

describe('organisation create', () => {
  const valid = { name: '新しい加盟店', type: 'merchant', parentId: 2 };

  it('accepts a minimal record and fills remark and status', () => {
    const data: Record<string, unknown> = { ...valid };
    expect(check('create', data)).toBe(true);
    expect(data).toEqual({ ...valid, remark: '', status: 1 });
  });
  it('keeps a given remark and status', () => {
    const data = { ...valid, remark: 'メモ', status: 0 };
    expect(check('create', data)).toBe(true);
    expect(data).toMatchObject({ remark: 'メモ', status: 0 });
  });
  it('requires name, type and parent', () => {
    for (const field of ['name', 'type', 'parentId']) {
      const { [field]: _omitted, ...rest } = valid as Record<string, unknown>;
      const v = validator('create');
      expect(v(rest), field).toBe(false);
      expect(v.errors?.some((e) => e.keyword === 'required' && (e.params as { missingProperty: string }).missingProperty === field)).toBe(true);
    }
  });
  it('refuses creating the platform type', () => {
    expect(check('create', { ...valid, type: 'platform' })).toBe(false);
  });
  it("drops unknown fields: path, depth and id are the server's", () => {
    const data: Record<string, unknown> = { ...valid, id: 9, path: '/1/', depth: 1, children: [] };
    expect(check('create', data)).toBe(true);
    expect(data).not.toHaveProperty('path');
    expect(data).not.toHaveProperty('depth');
    expect(data).not.toHaveProperty('id');
    expect(data).not.toHaveProperty('children');
  });
  it('refuses a non-object body', () => {
    for (const body of [null, [], 'name', 3]) expect(check('create', body)).toBe(false);
  });
});

describe('organisation update', () => {
  it('takes id, name and remark; an omitted remark becomes empty', () => {
    const data: Record<string, unknown> = { id: 5, name: '改名' };
    expect(check('update', data)).toBe(true);
    expect(data).toEqual({ id: 5, name: '改名', remark: '' });
  });
  it('requires id and name', () => {
    expect(check('update', { name: 'x' })).toBe(false);
    expect(check('update', { id: 5 })).toBe(false);
    expect(check('update', { id: 0, name: 'x' })).toBe(false);
  });
  it('drops type, parent and status: they do not change on update', () => {
    const data: Record<string, unknown> = { id: 5, name: 'x', remark: '', type: 'agent', parentId: 3, status: 0 };
    expect(check('update', data)).toBe(true);
    expect(data).toEqual({ id: 5, name: 'x', remark: '' });
  });
});

describe('organisation queries', () => {
  it('pageQuery takes paging, a known sort field and the filters', () => {
    const data: Record<string, unknown> = { name: '店', type: 'store', status: 1, parentId: 3, sort: { field: 'name', order: 'asc' } };
    expect(check('pageQuery', data)).toBe(true);
    expect(check('pageQuery', { pageNum: 3, pageSize: 100 })).toBe(true);
    for (const bad of [
      { pageSize: 101 },
      { pageSize: 0 },
      { pageNum: 0 },
      { pageNum: '1' },
      { sort: { field: 'path', order: 'asc' } },
      { sort: { field: 'name', order: 'up' } },
      { sort: { field: 'name' } },
      { type: 'shop' },
      { status: 3 },
      { parentId: 0 },
      { name: 'x'.repeat(51) },
    ])
      expect(check('pageQuery', bad), JSON.stringify(bad)).toBe(false);
    for (const field of ['id', 'name', 'type', 'status', 'depth', 'createdAt', 'updatedAt']) {
      expect(check('pageQuery', { sort: { field, order: 'desc' } }), field).toBe(true);
    }
  });
  it('listQuery, treeQuery and optionQuery take only their filters', () => {
    expect(check('listQuery', {})).toBe(true);
    expect(check('listQuery', { name: 'x', type: 'agent', status: 0 })).toBe(true);
    expect(check('listQuery', { type: 'x' })).toBe(false);
    expect(check('treeQuery', { type: 'store', status: 1 })).toBe(true);
    expect(check('treeQuery', { status: '1' })).toBe(false);
    const tree: Record<string, unknown> = { type: 'store', name: '渋谷', parentId: 3 };
    expect(check('treeQuery', tree)).toBe(true);
    expect(tree).toEqual({ type: 'store', name: '渋谷' });
    expect(check('optionQuery', { type: 'merchant' })).toBe(true);
    expect(check('optionQuery', { type: 'merchants' })).toBe(false);
  });
});

describe('organisation answers', () => {
  const record = {
    id: 4,
    name: '東京ベンディング',
    type: 'merchant',
    parentId: 2,
    parentName: '東日本サービス株式会社',
    parentStatus: 1,
    remark: '',
    status: 1,
    depth: 3,
    childCount: 2,
    userCount: 1,
    bdUserId: 9,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  };
  it('record describes what the server answers, the root with a null parent', () => {
    expect(check('record', record)).toBe(true);
    expect(check('record', { ...record, id: 1, type: 'platform', parentId: null, parentName: null, parentStatus: null, depth: 1, bdUserId: null })).toBe(true);
    // what decides enabling and disabling is always said
    for (const field of ['parentStatus', 'childCount', 'userCount', 'bdUserId']) {
      const { [field]: _gone, ...without } = record as Record<string, unknown>;
      expect(check('record', without), field).toBe(false);
    }
    const { parentName: _omitted, ...withoutParent } = record;
    expect(check('record', withoutParent)).toBe(false);
    expect(check('record', { ...record, createdAt: 'yesterday' })).toBe(false);
  });
  it('treeNode nests records in children', () => {
    const leaf = { ...record, id: 8, type: 'store', parentId: 4, children: [] };
    expect(check('treeNode', { ...record, children: [leaf] })).toBe(true);
    expect(check('treeNode', { ...record, children: [{ ...leaf, children: undefined }] })).toBe(false);
    expect(check('treeNode', record)).toBe(false);
  });
  it('option is {id, name, type, parentId}', () => {
    expect(check('option', { id: 4, name: 'x', type: 'merchant', parentId: 2 })).toBe(true);
    expect(check('option', { id: 4, name: 'x', type: 'merchant' })).toBe(false);
  });
});
