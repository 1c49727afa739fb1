/**
 * What is particular to suppliers: the wording of their refusals, their field rules, the demo estate's
 * suppliers by scope, who holds the supplier codes, and the picker list's cap (suppliers are the table
 * resource with a picker list). Paging, filters, sorts, scope, uniqueness, status and not-found are the
 * generic table handler's, checked for every x-table resource by tests/api/table-conformance.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { LIMITS } from '../../src/domain/limits.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let ginza: number;

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'viewer01', 'agent01', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  ginza = await orgId(s.db, '銀座直営店');
});
afterAll(async () => s?.close());

const call = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/supplier/${path}`, { token: tokens[as], body, lang });

let seq = 0;
const uniqueName = (prefix = '仕入先') => `${prefix}${++seq}`;

/** Creates a supplier as `as` and answers its id (the call must succeed). */
async function save(as: string, body: Record<string, unknown> = {}): Promise<number> {
  const res = await call('save', as, { name: uniqueName(), ...body });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
  return res.body.data.id;
}

const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};

describe('what is particular to suppliers', () => {
  it("answers the clash in the caller's language", async () => {
    await save('merchant01', { name: '言語テスト' });
    expect((await call('save', 'merchant01', { name: '言語テスト' }, 'en')).body.msg).toBe('A supplier with this name already exists in this organisation');
    expect((await call('save', 'merchant01', { name: '言語テスト' }, 'zh-CN')).body.msg).toBe('该组织已存在同名供应商');
    expect((await call('save', 'merchant01', { name: '言語テスト' })).body.msg).toBe('この組織には同じ名前の仕入先が既に存在します');
  });

  it('refuses bad input with 100001 naming the field, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: ' lead' }, 'name'],
      [{ name: 'trail ' }, 'name'],
      [{ name: 'two\nlines' }, 'name'],
      [{ name: 'x'.repeat(51) }, 'name'],
      [{ name: 'ok', contactName: 'c'.repeat(51) }, 'contactName'],
      [{ name: 'ok', phone: 'abc' }, 'phone'],
      [{ name: 'ok', status: 3 }, 'status'],
      [{ name: 'ok', orgId: 0 }, 'orgId'],
      [{}, 'name'],
    ];
    const [{ n: before }] = await s.db.query<{ n: number }>('select count(*)::int as n from suppliers');
    for (const [body, field] of cases) {
      const res = await call('save', 'merchant01', body);
      expectCode(res, 100001, 400);
      expect(
        res.body.fields.map((f: { field: string }) => f.field),
        JSON.stringify(body),
      ).toEqual([field]);
    }
    expectCode(await call('list/page', 'merchant01', { sort: { field: 'orgPath', order: 'asc' } }), 100001, 400);
    expectCode(await call('getOne', 'merchant01', {}), 100001, 400);
    const [{ n: after }] = await s.db.query<{ n: number }>('select count(*)::int as n from suppliers');
    expect(after).toBe(before);
  });
});

describe('scope and permissions', () => {
  it('the demo suppliers are there, each merchant seeing only its own subtree', async () => {
    const mine = (await call('list/page', 'merchant01', { pageSize: 100 })).body.data;
    const names = new Set(mine.list.map((r: any) => r.orgName));
    expect(
      [...names].every((n) => ['東京ベンディング', '渋谷駅前店', '新宿西口店'].includes(n as string)),
      [...names].join(),
    ).toBe(true);
    expect(mine.list.map((r: any) => r.name)).toEqual(expect.arrayContaining(['関東飲料卸株式会社', '城南ボトリング']));
    expect(mine.list.map((r: any) => r.name)).not.toContain('大阪飲料販売株式会社');
    const theirs = (await call('list', 'merchant02')).body.data.map((r: any) => r.name);
    expect(theirs).toContain('大阪飲料販売株式会社');
    expect(theirs).not.toContain('関東飲料卸株式会社');
    // a service provider sees its merchants' suppliers, not the other provider's
    const agent = new Set((await call('list', 'agent01')).body.data.map((r: any) => r.orgName));
    expect(agent).toContain('東京ベンディング');
    expect(agent).toContain('みなと飲料');
    const east = ['東京ベンディング', 'みなと飲料', '渋谷駅前店', '新宿西口店', '品川港南店'];
    expect([...agent].filter((n) => !east.includes(n as string))).toEqual([]);
    // the platform sees them all
    const all = (await call('list/page', 'admin', { pageSize: 100 })).body.data.list.map((r: any) => r.name);
    expect(all).toEqual(expect.arrayContaining(['関東飲料卸株式会社', '大阪飲料販売株式会社', '丸の内食品']));
  });

  it('a user without the supplier codes is refused every call (101005); a viewer may read but not write', async () => {
    const id = await save('merchant01');
    for (const [path, body] of [
      ['list/page', {}],
      ['list', {}],
      ['getOne', { id }],
      ['save', { name: uniqueName() }],
      ['update', { id, name: uniqueName(), status: 1 }],
    ] as const) {
      expectCode(await call(path, 'store01', body), 101005, 403);
    }
    expectCode(await s.call('POST', `/api/supplier/update/status/${id}`, { token: tokens.store01, body: { status: 0 } }), 101005, 403);
    expectCode(await call('list/page', 'viewer01', {}), 200);
    expectCode(await call('save', 'viewer01', { name: uniqueName() }), 101005, 403);
    expectCode(await call('update', 'viewer01', { id, name: uniqueName(), status: 1 }), 101005, 403);
    expectCode(await s.call('POST', `/api/supplier/update/status/${id}`, { token: tokens.viewer01, body: { status: 0 } }), 101005, 403);
    // and without a login, nothing
    expectCode(await s.call('POST', '/api/supplier/list/page', { body: {} }), 101001, 401);
  });
});

describe('the picker list cap', () => {
  it(`answers at most ${LIMITS.tableListMax} suppliers, refusing a longer list (200010) rather than cutting it short`, async () => {
    await s.db.query(`insert into suppliers (org_id, name) select $1, 'まとめ' || g from generate_series(1, $2::int) g`, [ginza, LIMITS.tableListMax + 1]);
    expectCode(await call('list', 'admin', { orgId: ginza }), 200010, 400);
    const narrowed = await call('list', 'admin', { orgId: ginza, name: 'まとめ100' });
    expectCode(narrowed, 200);
    expect(narrowed.body.data.map((r: any) => r.name)).toEqual(['まとめ100', 'まとめ1000', 'まとめ1001']);
  });
});
