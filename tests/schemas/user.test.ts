import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages.js';
import { LOCALES } from '../../src/domain/locale.js';
import { describeRules, schemaCheck, type Rules } from '../support/schema-rules.js';

const check = schemaCheck('accounts/user');

/** Each rule of spec document 1 §5 "Login and accounts" as good and bad values. */
const RULES: Rules = {
  account: {
    good: ['admin', 'a', 'User2026', 'A1234567890123456789'],
    bad: ['', 'with space', 'ユーザー', 'user_name', 'a-b', 'A12345678901234567890', 'name@x', 1234],
  },
  password: {
    good: ['OpsDemo#2026', 'abcdefgh', 'P@ssw0rd!'.padEnd(32, 'x')],
    bad: ['', 'short1!', 'x'.repeat(33), 'has space 123', 'パスワード12345', 12345678],
  },
  name: {
    good: ['佐藤 花子', 'さとう', 'サトウ・ハナコ', 'John Smith', 'J.R.R. Tolkien', '李伟', 'Ｌｉ'.slice(0, 0) + 'Li'],
    bad: ['', 'Robert1', 'a_b', '<script>', 'x'.repeat(51), 'name@', '😀'],
  },
  // Chinese and Japanese numbers, written at home or in international form (+86, +81 and the number without
  // its leading 0), with single spaces or hyphens between the groups
  phone: {
    good: [
      '13800138000',
      '+8613800138000',
      '090-1234-5678',
      '09012345678',
      '03-1234-5678',
      '+81-90-1234-5678',
      '0312345678',
      '+81 90-1234-5678',
      '+81 90 1234 5678',
      '+819012345678',
      '+81 3-1234-5678',
      '+81 3 1234 5678',
      '090 1234 5678',
      '+86 138 0013 8000',
      '+86-138-0013-8000',
      '138 0013 8000',
      '138-0013-8000',
    ],
    bad: [
      '12345',
      '23800138000',
      '1380013800',
      'phone',
      '090-1234-567a',
      '+1-555-1234',
      '',
      '+81  90-1234-5678',
      '+81 90--1234-5678',
      ' +81 90-1234-5678',
      '+81 90-1234-5678 ',
      '+81 090-1234-5678',
      '+81 90-1234-56789',
      '+44 20 7946 0958',
      '+86 238 0013 8000',
      '(090) 1234-5678',
      '+81-',
      '+',
      '81 90-1234-5678',
    ],
  },
  email: {
    good: ['a@example.com', 'first.last+tag@sub.example.co.jp'],
    bad: ['', 'plain', 'a@', '@example.com', 'a b@example.com', `${'x'.repeat(95)}@x.com`],
  },
  status: { good: [0, 1], bad: [2, -1, '1', true, null] },
};

describeRules('user field rules', RULES, check);

describe('the phone rule message', () => {
  it('shows, in every language, a domestic and an international example that the rule accepts', () => {
    for (const locale of LOCALES) {
      const text = VALIDATION_MESSAGES['validation.phone'][locale];
      for (const example of ['090-1234-5678', '+81 90-1234-5678']) {
        expect(text, locale).toContain(example);
        expect(check('phone', example)).toBe(true);
      }
    }
  });
});

describe('user create form', () => {
  const valid = { account: 'newuser', name: '山田 太郎', password: 'Secret#123', confirmPassword: 'Secret#123', orgId: 1, roleId: 1, status: 1 };

  it('accepts a complete record', () => {
    expect(check('create', { ...valid })).toBe(true);
  });
  it('requires account, name, password, confirmation, organisation, role', () => {
    for (const field of ['account', 'name', 'password', 'confirmPassword', 'orgId', 'roleId']) {
      const { [field]: _omitted, ...rest } = valid as Record<string, unknown>;
      expect(check('create', rest), field).toBe(false);
    }
  });
  it('refuses a confirmation that does not match', () => {
    expect(check('create', { ...valid, confirmPassword: 'Secret#124' })).toBe(false);
  });
  it('drops unknown fields instead of storing them', () => {
    const data: Record<string, unknown> = { ...valid, isSuper: true };
    expect(check('create', data)).toBe(true);
    expect(data.isSuper).toBeUndefined();
  });
  it('changePassword requires the new password twice, identical', () => {
    expect(check('changePassword', { oldPassword: 'x', newPassword: 'Newpass#1', confirmPassword: 'Newpass#1' })).toBe(true);
    expect(check('changePassword', { oldPassword: 'x', newPassword: 'Newpass#1', confirmPassword: 'Newpass#2' })).toBe(false);
    expect(check('changePassword', { oldPassword: '', newPassword: 'Newpass#1', confirmPassword: 'Newpass#1' })).toBe(false);
  });
  it('caps the page size', () => {
    expect(check('pageQuery', { pageNum: 1, pageSize: 100 })).toBe(true);
    expect(check('pageQuery', { pageNum: 1, pageSize: 101 })).toBe(false);
    expect(check('pageQuery', { pageNum: 0 })).toBe(false);
    expect(check('pageQuery', { sort: { field: 'password_hash', order: 'asc' } })).toBe(false);
  });
});
