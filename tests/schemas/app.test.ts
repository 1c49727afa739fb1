import { describe, expect, it } from 'vitest';
import { versionKey } from '../../src/domain/apps.js';
import { schemasCheck, describeRules, type Rules } from '../support/schema-rules.js';

const APP = 'https://ops-console.local/schemas/apps/app.schema.json';
const PACKAGE = 'https://ops-console.local/schemas/apps/package.schema.json';
const check = schemasCheck({ copy: true });
const KEY = 'a'.repeat(32);

/**
 * The app centre's field rules (spec document 1 §5 App centre: version number digits and dots up to
 * 999.999.999.999, update note ≤ 500, at most 5 screenshots; this product's name, package name and class
 * rules), as good and bad values.
 */
const APP_RULES: Rules = [
  ['name', { good: ['自販機コントローラー', 'A', 'x'.repeat(50), 'My App 2'], bad: ['', ' App', 'App ', 'x'.repeat(51), 'a\nb', 5, null] }],
  ['platform', { good: ['android', 'windows', 'linux'], bad: ['ios', 'Android', '', null] }],
  ['type', { good: ['system', 'app'], bad: ['game', 'App', '', null] }],
  [
    'packageName',
    {
      good: ['com.example.app', 'jp.ops.vending_2', 'OpsPayDriver', 'a', `a.${'b'.repeat(148)}`],
      bad: ['', '1com.x', 'com..x', 'com.', '.com', 'com.1x', 'com-x.y', 'com x', `a.${'b'.repeat(149)}`, null],
    },
  ],
  ['androidPackageName', { good: ['com.example', 'jp.a.b.c'], bad: ['nodot', 'com.'] }],
  ['classify', { good: ['vending', 'tools', 'x'], bad: ['', 'Tools', 'a-b', 'x'.repeat(21), 5] }],
  ['intro', { good: ['', '説明', 'x'.repeat(2000)], bad: ['x'.repeat(2001), 5, null] }],
  ['imageKey', { good: [KEY, '0123456789abcdef0123456789abcdef'], bad: ['', 'A'.repeat(32), 'a'.repeat(31), 'a'.repeat(33), 'g'.repeat(32)] }],
  [
    'screenshots',
    {
      good: [[], [KEY], ['1', '2', '3', '4', '5'].map((d) => d.repeat(32))],
      bad: [['1', '2', '3', '4', '5', '6'].map((d) => d.repeat(32)), [KEY, KEY], ['x'], KEY],
    },
  ],
  ['shelf', { good: [0, 1], bad: [2, -1, '1', true, null] }],
  [
    'ids',
    { good: [[1], [1, 2, 3], Array.from({ length: 100 }, (_, i) => i + 1)], bad: [[], [0], [1, 1], Array.from({ length: 101 }, (_, i) => i + 1), ['1'], 1] },
  ],
];

const PACKAGE_RULES: Rules = [
  [
    'version',
    {
      good: ['1', '1.0', '1.2.3', '1.2.3.4', '0.0.0.0', '999.999.999.999', '01.2'],
      bad: ['', '1000', '1.2.3.4.5', '1.2.3.1000', 'v1.0', '1..2', '1.', '.1', '1.0-beta', ' 1.0', 1, null],
    },
  ],
  ['note', { good: ['', '不具合の修正', 'x'.repeat(500)], bad: ['x'.repeat(501), 5, null] }],
  ['packageType', { good: ['full', 'differential'], bad: ['delta', 'Full', '', null] }],
  [
    'md5',
    {
      good: ['d41d8cd98f00b204e9800998ecf8427e', 'D41D8CD98F00B204E9800998ECF8427E'],
      bad: ['', 'd41d8cd98f00b204e9800998ecf8427', 'd41d8cd98f00b204e9800998ecf8427ee', 'z41d8cd98f00b204e9800998ecf8427e', null],
    },
  ],
  ['fileKey', { good: [KEY], bad: ['', 'A'.repeat(32), 'a'.repeat(31)] }],
  ['products', { good: [[], [1], Array.from({ length: 50 }, (_, i) => i + 1)], bad: [[0], [1, 1], Array.from({ length: 51 }, (_, i) => i + 1), ['1'], 1] }],
  ['valid', { good: [0, 1], bad: [2, '0', false, null] }],
];

describeRules('app field rules', APP_RULES, (def, value) => check(APP, def, value));

describeRules('package field rules', PACKAGE_RULES, (def, value) => check(PACKAGE, def, value));

describe('app and package bodies', () => {
  const app = { name: 'アプリ', platform: 'android', type: 'app', packageName: 'com.example.app', classify: 'tools' };
  it("create: the required fields; an Android package name has a dot, another platform's need not", () => {
    expect(check(APP, 'create', app)).toBe(true);
    expect(check(APP, 'create', { ...app, icon: KEY, screenshots: [KEY], intro: 'x', orgId: 4 })).toBe(true);
    for (const f of ['name', 'platform', 'type', 'packageName', 'classify']) {
      const { [f as keyof typeof app]: _left, ...rest } = app;
      expect(check(APP, 'create', rest), f).toBe(false);
    }
    expect(check(APP, 'create', { ...app, packageName: 'nodot' })).toBe(false);
    expect(check(APP, 'create', { ...app, platform: 'windows', packageName: 'nodot' })).toBe(true);
    expect(check(APP, 'create', { ...app, platform: 'linux', packageName: 'nodot' })).toBe(true);
  });

  it('update: the id and the editable fields', () => {
    expect(check(APP, 'update', { id: 1, name: 'a', type: 'system', classify: 'tools' })).toBe(true);
    expect(check(APP, 'update', { name: 'a', type: 'system', classify: 'tools' })).toBe(false);
    expect(check(APP, 'update', { id: 0, name: 'a', type: 'system', classify: 'tools' })).toBe(false);
  });

  it('pageQuery, shelfBody, whitelist bodies', () => {
    expect(check(APP, 'pageQuery', {})).toBe(true);
    expect(check(APP, 'pageQuery', { pageNum: 1, pageSize: 100, name: 'a', platform: 'linux', shelf: 1, sort: { field: 'name', order: 'asc' } })).toBe(true);
    expect(check(APP, 'pageQuery', { pageSize: 101 })).toBe(false);
    expect(check(APP, 'pageQuery', { sort: { field: 'packageName', order: 'asc' } })).toBe(false);
    expect(check(APP, 'shelfBody', { id: 1, shelf: 0 })).toBe(true);
    expect(check(APP, 'shelfBody', { id: 1 })).toBe(false);
    expect(check(APP, 'whitelistAdd', { appIds: [1, 2] })).toBe(true);
    expect(check(APP, 'whitelistAdd', { appIds: [] })).toBe(false);
  });

  const pkg = { appId: 1, version: '1.0', packageType: 'full', fileKey: KEY, md5: 'd41d8cd98f00b204e9800998ecf8427e' };
  it('save and updateSave: a differential package names its base version', () => {
    expect(check(PACKAGE, 'save', pkg)).toBe(true);
    expect(check(PACKAGE, 'save', { ...pkg, packageType: 'differential' })).toBe(false);
    expect(check(PACKAGE, 'save', { ...pkg, packageType: 'differential', baseVersion: '0.9' })).toBe(true);
    expect(check(PACKAGE, 'save', { ...pkg, packageType: 'differential', baseVersion: '0.9.9.9.9' })).toBe(false);
    expect(check(PACKAGE, 'save', { ...pkg, note: 'x'.repeat(501) })).toBe(false);
    expect(check(PACKAGE, 'save', { ...pkg, signed: 'yes' })).toBe(false);
    const { appId: _a, version: _v, ...edit } = pkg;
    expect(check(PACKAGE, 'updateSave', { id: 1, ...edit })).toBe(true);
    expect(check(PACKAGE, 'updateSave', { id: 1, ...edit, packageType: 'differential' })).toBe(false);
  });

  it('update, versionUpdate, listQuery, groupQuery', () => {
    expect(check(PACKAGE, 'update', { id: 1, valid: 0 })).toBe(true);
    expect(check(PACKAGE, 'update', { id: 1 })).toBe(false);
    expect(check(PACKAGE, 'versionUpdate', { appId: 1, version: '2.0', valid: 1 })).toBe(true);
    expect(check(PACKAGE, 'versionUpdate', { appId: 1, version: '2.0.x', valid: 1 })).toBe(false);
    expect(check(PACKAGE, 'listQuery', { appId: 1, version: '1', valid: 1 })).toBe(true);
    expect(check(PACKAGE, 'listQuery', {})).toBe(false);
    expect(check(PACKAGE, 'groupQuery', { appId: 1, pageNum: 2, pageSize: 10 })).toBe(true);
    expect(check(PACKAGE, 'groupQuery', { pageNum: 2 })).toBe(false);
  });
});

describe('the version order (src/domain/apps.ts)', () => {
  it.each([
    ['1', 1_000_000_000],
    ['1.2', 1_002_000_000],
    ['1.2.0.0', 1_002_000_000],
    ['1.2.3.4', 1_002_003_004],
    ['999.999.999.999', 999_999_999_999],
    ['0', 0],
  ])('%s has the key %d', (v, key) => expect(versionKey(v)).toBe(key));
  it('orders by parts, not by text', () => {
    expect(versionKey('1.2.3.10')!).toBeGreaterThan(versionKey('1.2.3.4')!);
    expect(versionKey('1.10')!).toBeGreaterThan(versionKey('1.9.999')!);
    expect(versionKey('2')!).toBeGreaterThan(versionKey('1.999.999.999')!);
  });
  it.each(['', '1000', '1.2.3.4.5', 'a'])('%j is no version', (v) => expect(versionKey(v)).toBeNull());
});
