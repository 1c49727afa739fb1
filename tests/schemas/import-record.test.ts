import { describe, expect, it } from 'vitest';
import { userHeaderKey, userStatusOf } from '../../src/domain/user-import.js';
import { schemasCheck, itFollowsRules, type Rules } from '../support/schema-rules.js';

const RECORD = 'https://ops-console.local/schemas/system/import-record.schema.json';
const USER = 'https://ops-console.local/schemas/accounts/user.schema.json';
const check = schemasCheck();

/** The record list's filters, as good and bad values. */
const FILTERS: Rules = {
  kind: { good: ['device', 'activation', 'goods', 'user'], bad: ['', 'users', 'Device', 1, null] },
  result: { good: ['imported', 'refused'], bad: ['', 'failed', true, null] },
  fileName: { good: ['', 'users.xlsx', 'x'.repeat(255)], bad: ['x'.repeat(256), 1, null] },
  time: { good: ['2026-11-27T00:00:00Z', '2026-11-27T09:00:00+09:00'], bad: ['2026-11-27', '0000-01-01T00:00:00Z', 'yesterday', 0] },
};

describe('import record filters', () => {
  itFollowsRules(FILTERS, (def, value) => check(RECORD, def, value));
  it('pageQuery: page size at most 100, sort by createdAt, id or rows only', () => {
    expect(check(RECORD, 'pageQuery', { pageNum: 1, pageSize: 100, kind: 'user', sort: { field: 'rows', order: 'asc' } })).toBe(true);
    expect(check(RECORD, 'pageQuery', { pageSize: 101 })).toBe(false);
    expect(check(RECORD, 'pageQuery', { sort: { field: 'fileName', order: 'asc' } })).toBe(false);
  });
});

/** A row of the users' batch import: every rule of a new account but organisation, role and confirmation. */
describe('users import row', () => {
  const row = { account: 'imp01', name: '山田 花子', password: 'Secret#2026' };
  it.each([[row], [{ ...row, phone: '090-1234-5678', email: 'a@example.com', status: 0 }], [{ ...row, phone: '+86 138 0013 8000', status: 1 }]])(
    'accepts %j',
    (value) => expect(check(USER, 'importRow', value)).toBe(true),
  );
  it.each([
    [{ name: row.name, password: row.password }],
    [{ ...row, account: 'has space' }],
    [{ ...row, account: 'x'.repeat(21) }],
    [{ ...row, name: '' }],
    [{ ...row, name: 'R2D2' }],
    [{ ...row, password: 'short' }],
    [{ ...row, password: 'with space 123' }],
    [{ ...row, phone: '12345' }],
    [{ ...row, email: 'not-an-email' }],
    [{ ...row, status: 2 }],
    [{ ...row, status: '有効' }],
  ])('refuses %j', (value) => expect(check(USER, 'importRow', value)).toBe(false));

  it('headings are read in any of the four languages or by field name; status words too', () => {
    expect(['account', 'アカウント', '账号', '帳號', 'Account', ' ACCOUNT '].map(userHeaderKey)).toEqual(Array(6).fill('account'));
    expect(['パスワード', '密码', '密碼', 'Password'].map(userHeaderKey)).toEqual(Array(4).fill('password'));
    expect(userHeaderKey('role')).toBeUndefined();
    expect(['有効', '启用', '啟用', 'enabled', '1', 1].map(userStatusOf)).toEqual(Array(6).fill(1));
    expect(['無効', '停用', 'Disabled', '0'].map(userStatusOf)).toEqual(Array(4).fill(0));
    expect(userStatusOf('maybe')).toBe('maybe');
  });
});
