import { describe, expect, it } from 'vitest';
import { createAjv, fieldErrors } from '../../src/server/validation.js';
import { itFollowsRules, type Rules } from '../support/schema-rules.js';

const ajv = createAjv({ coerce: false });
const BD = 'https://ops-console.local/schemas/accounts/bd-user.schema.json';
const validator = (def: string) => ajv.getSchema(`${BD}#/$defs/${def}`)!;
const check = (def: string, value: unknown) => validator(def)(value) as boolean;
/** The fields a 100001 answer would name for `value`, in English. */
const failedFields = (def: string, value: unknown) => {
  const v = validator(def);
  return v(value)
    ? []
    : fieldErrors(v.errors!, 'en')
        .map((f) => f.field)
        .sort();
};

/** The BD rules of spec document 1 §3/§6 (job rank, job number) and the account's phone, as good and bad values. */
const RULES: Rules = {
  jobNumber: {
    good: ['BD-0001', 'A', '0001', 'bd01', 'EAST-BD-12', 'A1234567890123456789'],
    bad: ['', '-BD1', 'BD1-', 'BD--1', 'BD 01', 'BD_01', '工号1', 'A12345678901234567890', 1, null],
  },
  rank: { good: [1, 2, 3, 4], bad: [0, 5, -1, 1.5, '1', null, true] },
  phone: {
    good: ['13800138000', '+8613800138000', '090-4567-8901', '09045678901', '03-1234-5678', '+81-90-1234-5678'],
    bad: ['', '12345', '23800138000', '090-1234-567a', '+1-555-1234', 'phone', 13800138000],
  },
  orgIds: {
    good: [[1], [1, 2, 3], Array.from({ length: 100 }, (_, i) => i + 1)],
    bad: [[], [1, 1], [0], ['1'], [1.5], Array.from({ length: 101 }, (_, i) => i + 1), 1, null],
  },
};

describe('BD field rules', () => {
  itFollowsRules(RULES, check);

  it('names the BD messages of validation-messages for job number, rank and organisations', () => {
    const v = validator('promote');
    expect(v({ userId: 1, rank: 9, jobNumber: 'bad number' })).toBe(false);
    const fields = fieldErrors(v.errors!, 'en');
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'rank', message: 'Choose the rank' },
        { field: 'jobNumber', message: 'Letters, digits and -, at most 20 characters' },
      ]),
    );
    const bind = validator('orgBind');
    expect(bind({ bdUserId: 1, orgIds: [] })).toBe(false);
    expect(fieldErrors(bind.errors!, 'ja')).toEqual([{ field: 'orgIds', message: '組織を1〜100件、重複なく選択してください' }]);
  });
});

describe('BD save body: a new account or a promotion', () => {
  const account = {
    account: 'bdnew',
    name: '新人 太郎',
    password: 'Route#Man2026',
    confirmPassword: 'Route#Man2026',
    orgId: 2,
    roleId: 6,
    status: 1,
    rank: 4,
    jobNumber: 'BD-0100',
  };
  const promotion = { userId: 7, rank: 2, jobNumber: 'BD-0200' };

  it('accepts a complete new account and a complete promotion', () => {
    expect(check('save', { ...account })).toBe(true);
    expect(check('save', { ...promotion })).toBe(true);
  });

  it('requires every account field plus rank and job number for a new account', () => {
    for (const field of ['account', 'name', 'password', 'confirmPassword', 'orgId', 'roleId', 'rank', 'jobNumber']) {
      const { [field]: _omitted, ...rest } = account as Record<string, unknown>;
      expect(failedFields('save', rest), field).toEqual([field]);
    }
  });

  it('requires rank and job number for a promotion, and judges it only by the promotion rules', () => {
    expect(failedFields('save', { userId: 7 })).toEqual(['jobNumber', 'rank']);
    expect(failedFields('save', { userId: 0, rank: 4, jobNumber: 'BD-1' })).toEqual(['userId']);
  });

  it('applies the account rules to a new account', () => {
    expect(failedFields('save', { ...account, confirmPassword: 'Other#2026' })).toEqual(['confirmPassword']);
    expect(failedFields('save', { ...account, account: 'bd new', phone: '12345', jobNumber: 'BD 1', rank: 0 })).toEqual([
      'account',
      'jobNumber',
      'phone',
      'rank',
    ]);
  });

  it('drops unknown fields instead of storing them', () => {
    const data: Record<string, unknown> = { ...promotion, providerOrgId: 99, isSuper: true };
    expect(check('save', data)).toBe(true);
    expect(data).toEqual(promotion);
    const created: Record<string, unknown> = { ...account, userIdx: 1, providerOrgId: 99 };
    expect(check('save', created)).toBe(true);
    expect(created).toEqual(account);
  });
});

describe('BD list query', () => {
  it('accepts the documented filters and sort fields', () => {
    expect(
      check('pageQuery', {
        pageNum: 1,
        pageSize: 100,
        account: 'bd',
        name: '小林',
        jobNumber: 'BD-',
        rank: 4,
        providerOrgId: 2,
        status: 1,
        sort: { field: 'orgCount', order: 'asc' },
      }),
    ).toBe(true);
  });
  it('refuses a page over 100, an unknown rank and an unknown sort field', () => {
    expect(failedFields('pageQuery', { pageSize: 101, rank: 5, sort: { field: 'password', order: 'asc' } })).toEqual(['pageSize', 'rank', 'sort.field']);
  });
});
