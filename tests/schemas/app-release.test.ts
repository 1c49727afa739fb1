import { describe, expect, it } from 'vitest';
import { describeRules, schemaCheck, type Rules } from '../support/schema-rules.js';

const check = schemaCheck('apps/release', { copy: true });

/**
 * A release's field rules (spec document 1 §3 App version: publish scope all, or specified service providers or
 * devices; install mode forced or reminder; startup mode auto, manual or kiosk), as good and bad values, and the
 * rule tying the scope to its targets.
 */
const RULES: Rules = [
  ['scope', { good: ['all', 'providers', 'devices'], bad: ['All', 'device', '', null, 1] }],
  ['status', { good: ['published', 'canceled'], bad: ['cancelled', 'paused', '', null] }],
  ['threshold', { good: [1, 50, 100], bad: [0, 101, 50.5, '50', null] }],
  ['percent', { good: [1, 10, 100], bad: [0, 101, -5, 1.5, '10'] }],
  ['deviceState', { good: ['notSent', 'pending', 'installed', 'timedOut', 'canceled'], bad: ['replaced', 'done', ''] }],
  [
    'orgIds',
    { good: [[1], [1, 2], Array.from({ length: 100 }, (_, i) => i + 1)], bad: [[], [0], [1, 1], Array.from({ length: 101 }, (_, i) => i + 1), ['1'], 1] },
  ],
];

describeRules('release field rules', RULES, check);

describe('release bodies', () => {
  const base = { appId: 1, version: '1.0.1', installMode: 'forced', startupMode: 'kiosk' };
  it.each([
    ['all, no targets', { ...base, scope: 'all' }, true],
    ['all with organisations', { ...base, scope: 'all', orgIds: [1] }, false],
    ['all with devices', { ...base, scope: 'all', serialNums: ['SN0001'] }, false],
    ['providers with organisations', { ...base, scope: 'providers', orgIds: [1, 2] }, true],
    ['providers without organisations', { ...base, scope: 'providers' }, false],
    ['providers with devices too', { ...base, scope: 'providers', orgIds: [1], serialNums: ['SN0001'] }, false],
    ['devices with devices', { ...base, scope: 'devices', serialNums: ['SN0001'] }, true],
    ['devices without devices', { ...base, scope: 'devices' }, false],
    ['devices with organisations too', { ...base, scope: 'devices', serialNums: ['SN0001'], orgIds: [1] }, false],
    ['no install mode', { appId: 1, version: '1.0', scope: 'all', startupMode: 'auto' }, false],
    ['no startup mode', { appId: 1, version: '1.0', scope: 'all', installMode: 'forced' }, false],
    ['a bad install mode', { ...base, scope: 'all', installMode: 'silent' }, false],
    ['a bad startup mode', { ...base, scope: 'all', startupMode: 'boot' }, false],
    ['a bad version', { ...base, scope: 'all', version: '1.2.3.4.5' }, false],
  ] as const)('save: %s', (_label, body, ok) => expect(check('save', body)).toBe(ok));

  it('strategy: id and both modes', () => {
    expect(check('strategy', { id: 1, installMode: 'reminder', startupMode: 'manual' })).toBe(true);
    expect(check('strategy', { id: 1, installMode: 'reminder' })).toBe(false);
    expect(check('strategy', { id: 0, installMode: 'reminder', startupMode: 'manual' })).toBe(false);
  });
  it('queries: filters and sorts of their own only', () => {
    expect(check('pageQuery', {})).toBe(true);
    expect(
      check('pageQuery', {
        pageNum: 1,
        pageSize: 10,
        appId: 3,
        scope: 'providers',
        status: 'canceled',
        appName: 'x',
        sort: { field: 'createdAt', order: 'asc' },
      }),
    ).toBe(true);
    expect(check('pageQuery', { sort: { field: 'name', order: 'asc' } })).toBe(false);
    expect(check('pageQuery', { appName: 'x'.repeat(51) })).toBe(false);
    expect(check('marketQuery', { name: '会員', platform: 'android', sort: { field: 'releaseId', order: 'desc' } })).toBe(true);
    expect(check('marketQuery', { platform: 'ios' })).toBe(false);
    expect(check('marketList', { name: 'x'.repeat(51) })).toBe(false);
    expect(check('marketVersionQuery', { appId: 1, pageNum: 2 })).toBe(true);
    expect(check('marketVersionQuery', { pageNum: 2 })).toBe(false);
    expect(check('kioskQuery', {})).toBe(true);
  });

  it('gray: a gray release is forced; gray devices are named or a percentage (one of the two: checked by the server, tests/api/app-gray)', () => {
    expect(check('save', { ...base, scope: 'all', gray: true })).toBe(true);
    expect(check('save', { ...base, scope: 'all', installMode: 'reminder', gray: true })).toBe(false);
    expect(check('save', { ...base, scope: 'all', installMode: 'reminder', gray: false })).toBe(true);
    expect(check('grayAdd', { appId: 1, version: '1.0', serialNums: ['SN0001'] })).toBe(true);
    expect(check('grayAdd', { appId: 1, version: '1.0', percent: 20 })).toBe(true);
    expect(check('grayAdd', { appId: 1, version: '1.0', percent: 0 })).toBe(false);
    expect(check('grayAdd', { appId: 1, version: '1.0', serialNums: [] })).toBe(false);
    expect(check('grayStart', { appId: 1, version: '1.0', successThreshold: 80, errorThreshold: 20 })).toBe(true);
    expect(check('grayStart', { appId: 1, version: '1.0', successThreshold: 0, errorThreshold: 20 })).toBe(false);
    expect(check('grayStart', { appId: 1, version: '1.0', successThreshold: 80 })).toBe(false);
    expect(check('grayQuery', { appId: 1, version: '1.0', pageNum: 1 })).toBe(true);
    expect(check('grayQuery', { appId: 1 })).toBe(false);
  });
  it('per-device bodies and the kiosk / auto-start toggle', () => {
    expect(check('devices', { releaseId: 1, serialNums: ['SN0001'] })).toBe(true);
    expect(check('devices', { releaseId: 1, serialNums: [] })).toBe(false);
    expect(check('devicePageQuery', { releaseId: 1, state: 'failed' })).toBe(true);
    expect(check('devicePageQuery', { state: 'failed' })).toBe(false);
    expect(check('reinstall', { serialNum: 'SN0001', historyId: 3 })).toBe(true);
    expect(check('reinstall', { serialNum: 'SN0001' })).toBe(false);
    expect(check('cancelDevice', { serialNum: 'SN0001', appId: 3 })).toBe(true);
    expect(check('cancelDevice', { appId: 3 })).toBe(false);
    expect(check('historyQuery', { serialNum: 'SN0001', appId: 2, pageSize: 20 })).toBe(true);
    expect(check('appMode', { appId: 1, serialNums: ['SN0001'], status: 1 })).toBe(true);
    expect(check('appMode', { appId: 1, serialNums: ['SN0001'], status: 2 })).toBe(false);
    expect(check('appMode', { appId: 1, status: 0 })).toBe(false);
  });
});
