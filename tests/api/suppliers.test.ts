/**
 * Suppliers, every call of /supplier/*, served by the generic table handler from the schema's x-table:
 * paging, filters and sorting in SQL; {id} on create; names unique per organisation (also between two
 * saves at once); not found; enable/disable; and the organisation scope and function codes, from the
 * refused side too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { LIMITS } from '../../src/domain/limits.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let orgs: Record<string, number>;

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'viewer01', 'agent01', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  orgs = {
    tokyoVend: await orgId(s.db, '東京ベンディング'),
    minato: await orgId(s.db, 'みなと飲料'),
    naniwa: await orgId(s.db, 'なにわ自販機'),
    shibuya: await orgId(s.db, '渋谷駅前店'),
    ginza: await orgId(s.db, '銀座直営店'),
  };
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

describe('save, getOne, update, status', () => {
  it("creates a supplier in the caller's organisation, answers {id}, and getOne reads it back", async () => {
    const res = await call('save', 'merchant01', { name: '江戸前飲料', contactName: '佐々木 誠', phone: '03-1234-5678' });
    expectCode(res, 200, 200);
    expect(res.body.data).toEqual({ id: expect.any(Number) });
    const one = await call('getOne', 'merchant01', { id: res.body.data.id });
    expectCode(one, 200);
    expect(one.body.data).toEqual({
      id: res.body.data.id, orgId: orgs.tokyoVend, orgName: '東京ベンディング', name: '江戸前飲料', contactName: '佐々木 誠',
      phone: '03-1234-5678', status: 1, createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect(Date.parse(one.body.data.createdAt)).not.toBeNaN();
  });

  it('leaves an optional field out as null, and takes the status given', async () => {
    const id = await save('merchant01', { status: 0 });
    expect((await call('getOne', 'merchant01', { id })).body.data).toMatchObject({ contactName: null, phone: null, status: 0 });
  });

  it('takes an organisation below the caller, refuses one outside (200006) and an unknown one (200001)', async () => {
    const id = await save('merchant01', { orgId: orgs.shibuya });
    expect((await call('getOne', 'merchant01', { id })).body.data).toMatchObject({ orgId: orgs.shibuya, orgName: '渋谷駅前店' });
    expectCode(await call('save', 'merchant01', { name: uniqueName(), orgId: orgs.naniwa }), 200006, 403);
    expectCode(await call('save', 'merchant01', { name: uniqueName(), orgId: 999999 }), 200001, 404);
  });

  it('keeps names unique within an organisation regardless of case (203041); other organisations may use the name', async () => {
    await save('merchant01', { name: 'Green Farm' });
    expectCode(await call('save', 'merchant01', { name: 'green farm' }), 203041, 409);
    await save('merchant02', { name: 'Green Farm' });
    await save('merchant01', { name: 'Green Farm', orgId: orgs.shibuya });
    const other = await save('merchant01', { name: 'Blue Sea' });
    expectCode(await call('update', 'merchant01', { id: other, name: 'GREEN FARM', status: 1 }), 203041, 409);
    // its own name, in another case, is no clash
    expectCode(await call('update', 'merchant01', { id: other, name: 'BLUE SEA', status: 1 }), 200);
  });

  it('answers the clash in the caller\'s language', async () => {
    await save('merchant01', { name: '言語テスト' });
    expect((await call('save', 'merchant01', { name: '言語テスト' }, 'en')).body.msg).toBe('A supplier with this name already exists in this organisation');
    expect((await call('save', 'merchant01', { name: '言語テスト' }, 'zh-CN')).body.msg).toBe('该组织已存在同名供应商');
    expect((await call('save', 'merchant01', { name: '言語テスト' })).body.msg).toBe('この組織には同じ名前の仕入先が既に存在します');
  });

  it('of two saves of one name at the same moment, exactly one succeeds and the other is 203041', async () => {
    for (let round = 0; round < 3; round++) {
      const name = uniqueName('同時');
      const answers = await Promise.all([call('save', 'merchant01', { name }), call('save', 'merchant01', { name: name.toLowerCase() })]);
      expect(answers.map((a) => a.body.code).sort()).toEqual([200, 203041]);
      const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from suppliers where org_id = $1 and name = $2', [orgs.tokyoVend, name]);
      expect(n).toBe(1);
    }
  });

  it('updates the whole record: a field left out is cleared; the organisation stays', async () => {
    const id = await save('merchant01', { contactName: '前の担当', phone: '090-1111-2222' });
    const before = (await call('getOne', 'merchant01', { id })).body.data;
    await new Promise((r) => setTimeout(r, 5));
    const res = await call('update', 'merchant01', { id, name: '更新後の仕入先', phone: '06-6000-1111', status: 0, orgId: orgs.shibuya });
    expectCode(res, 200);
    expect(res.body.data).toEqual({ id });
    const after = (await call('getOne', 'merchant01', { id })).body.data;
    expect(after).toMatchObject({ name: '更新後の仕入先', contactName: null, phone: '06-6000-1111', status: 0, orgId: orgs.tokyoVend });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });

  it('enables and disables: answers {id, status}; a disabled supplier stays on the page list and leaves the picker list', async () => {
    const name = uniqueName('切替');
    const id = await save('merchant01', { name });
    const off = await s.call('POST', `/api/supplier/update/status/${id}`, { token: tokens.merchant01, body: { status: 0 } });
    expectCode(off, 200);
    expect(off.body.data).toEqual({ id, status: 0 });
    expect((await call('getOne', 'merchant01', { id })).body.data.status).toBe(0);
    expect((await call('list/page', 'merchant01', { name })).body.data.list.map((r: any) => r.status)).toEqual([0]);
    expect((await call('list', 'merchant01', { name })).body.data).toEqual([]);
    expectCode(await s.call('POST', `/api/supplier/update/status/${id}`, { token: tokens.merchant01, body: { status: 1 } }), 200);
    expect((await call('list', 'merchant01', { name })).body.data.map((r: any) => r.id)).toEqual([id]);
  });

  it('answers 203040 for a supplier that does not exist, on every call naming one', async () => {
    expectCode(await call('getOne', 'merchant01', { id: 999999 }), 203040, 404);
    expectCode(await call('update', 'merchant01', { id: 999999, name: uniqueName(), status: 1 }), 203040, 404);
    expectCode(await s.call('POST', '/api/supplier/update/status/999999', { token: tokens.merchant01, body: { status: 0 } }), 203040, 404);
  });

  it('refuses bad input with 100001 naming the field, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'], [{ name: ' lead' }, 'name'], [{ name: 'trail ' }, 'name'], [{ name: 'two\nlines' }, 'name'],
      [{ name: 'x'.repeat(51) }, 'name'], [{ name: 'ok', contactName: 'c'.repeat(51) }, 'contactName'],
      [{ name: 'ok', phone: 'abc' }, 'phone'], [{ name: 'ok', status: 3 }, 'status'], [{ name: 'ok', orgId: 0 }, 'orgId'], [{}, 'name'],
    ];
    const [{ n: before }] = await s.db.query<{ n: number }>('select count(*)::int as n from suppliers');
    for (const [body, field] of cases) {
      const res = await call('save', 'merchant01', body);
      expectCode(res, 100001, 400);
      expect(res.body.fields.map((f: { field: string }) => f.field), JSON.stringify(body)).toEqual([field]);
    }
    expectCode(await call('list/page', 'merchant01', { sort: { field: 'orgPath', order: 'asc' } }), 100001, 400);
    expectCode(await call('getOne', 'merchant01', {}), 100001, 400);
    const [{ n: after }] = await s.db.query<{ n: number }>('select count(*)::int as n from suppliers');
    expect(after).toBe(before);
  });
});

describe('lists', () => {
  const prefix = uniqueName('一覧');
  let ids: number[];
  beforeAll(async () => {
    ids = [];
    for (const [i, extra] of [
      { contactName: 'Aoki Taro', phone: '03-1111-0001' },
      { contactName: '青木 花子', phone: '03-1111-0002', orgId: 0 },
      { contactName: 'Suzuki', phone: '06-2222-0003', status: 0 },
      { phone: '03-1111-0004' },
      { contactName: 'aoki jiro' },
    ].entries()) {
      const body: Record<string, unknown> = { name: `${prefix}-${String.fromCharCode(69 - i)}`, ...extra };
      if (body.orgId === 0) body.orgId = orgs.shibuya;
      ids.push(await save('merchant01', body));
    }
  });
  const page = (body: Record<string, unknown>, as = 'merchant01') => call('list/page', as, { name: prefix, ...body });

  it('pages in SQL: {list, total}, newest first by default, pages do not overlap', async () => {
    const first = await page({ pageNum: 1, pageSize: 2 });
    expectCode(first, 200);
    expect(first.body.data.total).toBe(5);
    expect(first.body.data.list.map((r: any) => r.id)).toEqual([ids[4], ids[3]]);
    const third = await page({ pageNum: 3, pageSize: 2 });
    expect(third.body.data.list.map((r: any) => r.id)).toEqual([ids[0]]);
    expect((await page({ pageNum: 4, pageSize: 2 })).body.data).toEqual({ list: [], total: 5 });
  });

  it('sorts by a field the schema allows, either way', async () => {
    const asc = await page({ sort: { field: 'name', order: 'asc' } });
    expect(asc.body.data.list.map((r: any) => r.id)).toEqual([...ids].reverse());
    const desc = await page({ sort: { field: 'name', order: 'desc' } });
    expect(desc.body.data.list.map((r: any) => r.id)).toEqual(ids);
  });

  it('filters: name and contactName contain (any case), phone starts with, status equals, orgId takes the subtree', async () => {
    const idsOf = async (body: Record<string, unknown>) => (await page(body)).body.data.list.map((r: any) => r.id).sort((a: number, b: number) => a - b);
    expect(await idsOf({ contactName: 'AOKI' })).toEqual([ids[0], ids[4]]);
    expect(await idsOf({ contactName: '青木' })).toEqual([ids[1]]);
    expect(await idsOf({ phone: '03-1111' })).toEqual([ids[0], ids[1], ids[3]]);
    expect(await idsOf({ phone: '1111' })).toEqual([]);
    expect(await idsOf({ status: 0 })).toEqual([ids[2]]);
    expect(await idsOf({ orgId: orgs.shibuya })).toEqual([ids[1]]);
    expect(await idsOf({ orgId: orgs.tokyoVend })).toEqual(ids);
    // wildcards in the text are searched for, not expanded
    expect(await idsOf({ contactName: '%' })).toEqual([]);
    expect(await idsOf({ name: `${prefix}-_` })).toEqual([]);
  });

  it('the picker list answers the enabled suppliers of the scope, by name', async () => {
    const res = await call('list', 'merchant01', { name: prefix });
    expectCode(res, 200);
    expect(res.body.data.map((r: any) => r.id)).toEqual([ids[4], ids[3], ids[1], ids[0]]);
    // the body may be left out
    const all = await s.call('POST', '/api/supplier/list', { token: tokens.merchant01 });
    expectCode(all, 200);
    expect(all.body.data.every((r: any) => r.status === 1)).toBe(true);
    expect(all.body.data.map((r: any) => r.name)).toContain('関東飲料卸株式会社');
  });
});

describe('scope and permissions', () => {
  it('the demo suppliers are there, each merchant seeing only its own subtree', async () => {
    const mine = (await call('list/page', 'merchant01', { pageSize: 100 })).body.data;
    const names = new Set(mine.list.map((r: any) => r.orgName));
    expect([...names].every((n) => ['東京ベンディング', '渋谷駅前店', '新宿西口店'].includes(n as string)), [...names].join()).toBe(true);
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

  it("refuses reading, updating and toggling another merchant's supplier as if it did not exist (203040)", async () => {
    const theirs = await save('merchant02', { name: uniqueName('他社') });
    expectCode(await call('getOne', 'merchant01', { id: theirs }), 203040, 404);
    expectCode(await call('update', 'merchant01', { id: theirs, name: uniqueName(), status: 0 }), 203040, 404);
    expectCode(await s.call('POST', `/api/supplier/update/status/${theirs}`, { token: tokens.merchant01, body: { status: 0 } }), 203040, 404);
    const row = (await call('getOne', 'merchant02', { id: theirs })).body.data;
    expect(row).toMatchObject({ status: 1, orgId: orgs.naniwa });
    // nor listed by naming its organisation
    expectCode(await call('list/page', 'merchant01', { orgId: orgs.naniwa }), 200006, 403);
    expectCode(await call('list', 'merchant01', { orgId: orgs.naniwa }), 200006, 403);
    // the owner and those above it may
    expectCode(await call('getOne', 'admin', { id: theirs }), 200);
    expectCode(await call('getOne', 'agent01', { id: theirs }), 203040);
  });

  it('a user without the supplier codes is refused every call (101005); a viewer may read but not write', async () => {
    const id = await save('merchant01');
    for (const [path, body] of [['list/page', {}], ['list', {}], ['getOne', { id }], ['save', { name: uniqueName() }], ['update', { id, name: uniqueName(), status: 1 }]] as const) {
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
    await s.db.query(
      `insert into suppliers (org_id, name) select $1, 'まとめ' || g from generate_series(1, $2::int) g`,
      [orgs.ginza, LIMITS.tableListMax + 1],
    );
    expectCode(await call('list', 'admin', { orgId: orgs.ginza }), 200010, 400);
    const narrowed = await call('list', 'admin', { orgId: orgs.ginza, name: 'まとめ100' });
    expectCode(narrowed, 200);
    expect(narrowed.body.data.map((r: any) => r.name)).toEqual(['まとめ100', 'まとめ1000', 'まとめ1001']);
  });
});
