import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/server/validation.js';
import { campaignRuleErrors, campaignState, FESTIVAL_CODES } from '../../src/domain/campaigns.js';
import { itFollowsRules, type Rules } from '../support/schema-rules.js';

const ajv = createAjv({ coerce: false });
const CAMPAIGN = 'https://ops-console.local/schemas/marketing/campaign.schema.json';
const check = (def: string, value: unknown) => ajv.getSchema(`${CAMPAIGN}#/$defs/${def}`)!(structuredClone(value)) as boolean;

/**
 * The campaign rules (spec: activity name at most 15, 1 to 10 activity notes; each note 1 to 100 characters and
 * not blank; Tokyo days YYYY-MM-DD; stamp numbers whole numbers 1 to 100; prize points 1 to 100000; the
 * festival by its code), as good and bad values: the schema's part, then the fields each kind needs, then the
 * part between fields (campaignRuleErrors: the server's 100001, the form's warning before save).
 */
const RULES: Rules = [
  ['name', { good: ['秋のスタンプラリー', 'x', 'x'.repeat(15), 'a b'], bad: ['', 'x'.repeat(16), ' lead', 'trail ', '\t', 5, null] }],
  ['note', { good: ['x', '会員カードを作ると 50 ポイント', 'x'.repeat(100), ' a '], bad: ['', '   ', 'x'.repeat(101), 3, null] }],
  ['notes', { good: [['a'], Array.from({ length: 10 }, () => 'n')], bad: [[], Array.from({ length: 11 }, () => 'n'), ['ok', ''], 'a', [1]] }],
  ['day', { good: ['2026-11-27', '2027-02-28'], bad: ['2026-2-1', '2026/11/27', '2026-13-01', '2026-11-27T00:00:00Z', '', null] }],
  ['type', { good: ['newMember', 'stamp', 'holiday'], bad: ['gift', '', null] }],
  ['state', { good: ['notStarted', 'inProgress', 'ended', 'terminated'], bad: ['over', ''] }],
  ['prizeType', { good: ['points', 'coupon'], bad: ['cash', ''] }],
  ['prizePoints', { good: [1, 100000], bad: [0, -1, 100001, 1.5, '10'] }],
  ['prizeLimit', { good: [1, 100], bad: [0, 101, 2.5, '1'] }],
  ['dailyCap', { good: [1, 100], bad: [0, 101, 1.5] }],
  ['redeemCount', { good: [1, 100], bad: [0, 101, -3] }],
  ['stampMode', { good: ['login', 'consumption'], bad: ['scan', ''] }],
  ['stampStyle', { good: ['star', 'heart', 'coffee', 'flower'], bad: ['skull', ''] }],
  ['festivalCode', { good: [...FESTIVAL_CODES], bad: ['halloween', 'NewYear', ''] }],
];

describe('campaign field rules', () => {
  itFollowsRules(RULES, check);
  it('the festival codes are the 23 of the festival list', () => expect(FESTIVAL_CODES).toHaveLength(23));
});

const base = { name: '活動', notes: ['説明'], startDate: '2026-11-27', endDate: '2026-12-07' };
const points = { prizeType: 'points', prizePoints: 10 };
const stamp = { stampMode: 'consumption', dailyCap: 2, redeemCount: 3, stampStyle: 'star' };

describe('create bodies: the fields each kind needs', () => {
  it('a new-member gift: a prize, given once', () => {
    expect(check('create', { ...base, type: 'newMember', ...points })).toBe(true);
    expect(check('create', { ...base, type: 'newMember', ...points, prizeLimit: 1 })).toBe(true);
    expect(check('create', { ...base, type: 'newMember', ...points, prizeLimit: 2 })).toBe(false);
    // another kind's fields are accepted and not stored (the server keeps the kind's own)
    expect(check('create', { ...base, type: 'newMember', ...points, ...stamp, festivalCode: 'christmas' })).toBe(true);
  });
  it('stamp collecting: every stamp rule', () => {
    expect(check('create', { ...base, type: 'stamp', ...points, ...stamp, prizeLimit: 3 })).toBe(true);
    for (const key of Object.keys(stamp)) {
      const body: Record<string, unknown> = { ...base, type: 'stamp', ...points, ...stamp };
      delete body[key];
      expect(check('create', body), key).toBe(false);
    }
  });
  it('holiday marketing: a festival code', () => {
    expect(check('create', { ...base, type: 'holiday', ...points, festivalCode: 'midAutumn', prizeLimit: 2 })).toBe(true);
    expect(check('create', { ...base, type: 'holiday', ...points })).toBe(false);
    expect(check('create', { ...base, type: 'holiday', ...points, festivalCode: 'midAutumn', dailyCap: 0 })).toBe(false);
  });
  it('the prize: points, or a coupon template', () => {
    expect(check('create', { ...base, type: 'newMember', prizeType: 'coupon', prizeTemplateId: 4 })).toBe(true);
    expect(check('create', { ...base, type: 'newMember', prizeType: 'coupon' })).toBe(false);
    expect(check('create', { ...base, type: 'newMember', prizeType: 'points' })).toBe(false);
    expect(check('create', { ...base, type: 'newMember', prizeType: 'coupon', prizeTemplateId: 0 })).toBe(false);
  });
  it('required fields; unknown ones dropped', () => {
    for (const key of ['type', 'name', 'notes', 'startDate', 'endDate', 'prizeType']) {
      const body: Record<string, unknown> = { ...base, type: 'newMember', ...points };
      delete body[key];
      expect(check('create', body), key).toBe(false);
    }
    // an unknown field is dropped (the server's validator removes additional properties), never stored
    const body: Record<string, unknown> = { ...base, type: 'newMember', ...points, orgId: 3 };
    expect(ajv.getSchema(`${CAMPAIGN}#/$defs/create`)!(body)).toBe(true);
    expect(body).not.toHaveProperty('orgId');
  });
  it('queries', () => {
    expect(check('pageQuery', { state: 'terminated', type: 'stamp', sort: { field: 'startDate', order: 'asc' } })).toBe(true);
    expect(check('pageQuery', { state: 'over' })).toBe(false);
    expect(check('chartQuery', { id: 1, startDate: '2026-11-01' })).toBe(true);
    expect(check('chartQuery', { startDate: '2026-11-01' })).toBe(false);
    expect(check('prizePageQuery', { id: 1, pageNum: 2, pageSize: 100 })).toBe(true);
    expect(check('prizePageQuery', { id: 1, pageSize: 101 })).toBe(false);
  });
});

describe('the rules between fields and the state', () => {
  it.each([
    [{ startDate: '2026-11-27', endDate: '2026-11-27' }, []],
    [{ startDate: '2026-11-27', endDate: '2027-11-27' }, []],
    [{ startDate: '2026-11-27', endDate: '2026-11-26' }, ['validation.campaignEndBeforeStart']],
    [{ startDate: '2026-11-27', endDate: '2027-11-28' }, ['validation.campaignSpan']],
    [{ startDate: 'bad', endDate: '2026-11-26' }, []],
  ])('%j → %j', (input, messages) => expect(campaignRuleErrors(input).map((e) => e.message)).toEqual(messages));
  it('state from the Tokyo day; terminated is stored', () => {
    const c = { startDate: '2026-11-10', endDate: '2026-11-20' };
    expect(campaignState(c, '2026-11-09')).toBe('notStarted');
    expect(campaignState(c, '2026-11-10')).toBe('inProgress');
    expect(campaignState(c, '2026-11-20')).toBe('inProgress');
    expect(campaignState(c, '2026-11-21')).toBe('ended');
    expect(campaignState({ ...c, terminatedAt: '2026-11-12T00:00:00Z' }, '2026-11-15')).toBe('terminated');
  });
});
