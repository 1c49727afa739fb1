import { describe, expect, it } from 'vitest';
import { schemasCheck, describeRules, itFollowsRules, type Rules } from '../support/schema-rules.js';

const ROLE = 'https://ops-console.local/schemas/accounts/role.schema.json';
const MENU = 'https://ops-console.local/schemas/accounts/menu.schema.json';
const check = schemasCheck();

/**
 * Spec document 1 §5: "Role name: Chinese, English, digits, max 20. Role remark max 100." This
 * Japanese-first product also takes kana and the long-vowel mark ー, so a role can be 店舗スタッフ.
 */
const ROLE_RULES: Rules = {
  name: {
    good: [
      '管理者',
      'Admin',
      'role1',
      '2026',
      '運営2026',
      '店長A',
      '佐々木担当',
      '门店管理员',
      '門市管理員',
      'A'.repeat(20),
      '管'.repeat(20),
      '店舗スタッフ',
      'プラットフォーム管理者',
      'ロール',
      'かんり',
      'スーパーバイザー',
      'ルートマン2',
      'ス'.repeat(20),
      'ー'.repeat(20),
    ],
    bad: [
      '',
      'Role 1',
      '管理者　',
      'role-1',
      'role_1',
      'role.1',
      'スタッフ・A',
      'スタッフ〜',
      'スタッフ！',
      'A'.repeat(21),
      '管'.repeat(21),
      'ス'.repeat(21),
      'スーパー'.repeat(5) + 'ー',
      'Ａｄｍｉｎ',
      '１２３',
      '😀',
      '<b>',
      'ロール\u0000',
      42,
      null,
    ],
  },
  remark: {
    good: ['', '備考', 'すべての機能 (all)', 'x'.repeat(100), '管'.repeat(100)],
    bad: ['x'.repeat(101), '管'.repeat(101), 5, null],
  },
  status: { good: [0, 1], bad: [2, -1, '1', true, null] },
  parentId: { good: [1, 42, null], bad: [0, -1, 1.5, '1'] },
  permissions: {
    good: [[], ['user.view'], ['menu.users', 'user.view', 'user.view']],
    bad: ['user.view', [''], [1], ['x'.repeat(65)], null],
  },
};

describeRules('role field rules', ROLE_RULES, (def, value) => check(ROLE, def, value));

describe('role forms', () => {
  const valid = { name: '加盟店担当', remark: '', status: 1, orgId: 4, parentId: null, permissions: ['user.view'] };

  it('create: accepts a complete record and fills remark and status by default', () => {
    expect(check(ROLE, 'create', { ...valid })).toBe(true);
    const data: Record<string, unknown> = { name: 'Ops', permissions: ['user.view'] };
    expect(check(ROLE, 'create', data)).toBe(true);
    expect(data).toMatchObject({ remark: '', status: 1 });
  });

  it('create: requires name and permissions', () => {
    for (const field of ['name', 'permissions']) {
      const { [field]: _omitted, ...rest } = valid as Record<string, unknown>;
      expect(check(ROLE, 'create', rest), field).toBe(false);
    }
  });

  it('update: requires the id besides the editable fields and drops the organisation', () => {
    const { orgId: _org, ...editable } = valid;
    expect(check(ROLE, 'update', { id: 3, ...editable })).toBe(true);
    expect(check(ROLE, 'update', editable)).toBe(false);
    for (const field of ['name', 'status', 'permissions']) {
      const { [field]: _omitted, ...rest } = { id: 3, ...editable } as Record<string, unknown>;
      expect(check(ROLE, 'update', rest), field).toBe(false);
    }
    const data: Record<string, unknown> = { id: 3, ...valid, isDefault: true };
    expect(check(ROLE, 'update', data)).toBe(true);
    expect(data).not.toHaveProperty('orgId');
    expect(data).not.toHaveProperty('isDefault');
  });

  it('pageQuery: page size at most 100, known sort fields only', () => {
    expect(check(ROLE, 'pageQuery', { pageNum: 1, pageSize: 100, sort: { field: 'createdAt', order: 'desc' }, name: '管理', status: 1, orgId: 2 })).toBe(true);
    expect(check(ROLE, 'pageQuery', { pageSize: 101 })).toBe(false);
    expect(check(ROLE, 'pageQuery', { pageNum: 0 })).toBe(false);
    expect(check(ROLE, 'pageQuery', { sort: { field: 'permissions', order: 'asc' } })).toBe(false);
    expect(check(ROLE, 'pageQuery', { sort: { field: 'name' } })).toBe(false);
  });
});

describe('menu field rules', () => {
  const MENU_RULES: Rules = {
    code: {
      good: ['menu.home', 'menu.bdUsers', 'user.view', 'report-daily.view', 'a1', 'x'.repeat(64)],
      bad: ['', 'a', 'Menu.home', '1menu', 'menu..home', 'menu.', '.menu', 'menu home', 'menu_home', 'x'.repeat(65), 'メニュー', 3],
    },
    kind: { good: ['menu', 'function'], bad: ['page', 'Menu', '', null] },
    path: {
      good: ['/', '/home', '/device/detail/:serialNum', '/app-center/v1.2'],
      bad: ['home', '', 'http://x', '/a b', '/<script>', `/${'x'.repeat(200)}`],
    },
  };
  itFollowsRules(MENU_RULES, (def, value) => check(MENU, def, value));

  it('add: needs code and kind; sort 0-99999; href http(s) only', () => {
    expect(check(MENU, 'add', { code: 'menu.reports', kind: 'menu', path: '/reports', icon: 'Assessment', sort: 5 })).toBe(true);
    expect(check(MENU, 'add', { code: 'report.view', kind: 'function', parentCode: 'menu.reports' })).toBe(true);
    expect(check(MENU, 'add', { kind: 'menu' })).toBe(false);
    expect(check(MENU, 'add', { code: 'menu.reports' })).toBe(false);
    expect(check(MENU, 'add', { code: 'menu.reports', kind: 'menu', sort: 100000 })).toBe(false);
    expect(check(MENU, 'add', { code: 'menu.reports', kind: 'menu', href: 'https://example.com/x' })).toBe(true);
    expect(check(MENU, 'add', { code: 'menu.reports', kind: 'menu', href: 'javascript:alert(1)' })).toBe(false);
    expect(check(MENU, 'add', { code: 'menu.reports', kind: 'menu', parentCode: 'Bad' })).toBe(false);
  });
});
