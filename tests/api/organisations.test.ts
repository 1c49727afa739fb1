import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, roleId, type TestServer } from '../support/server.js';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let ids: Record<string, number>;

const ACCOUNTS = ['admin', 'ops01', 'viewer01', 'agent01', 'agent02', 'merchant01', 'store01'] as const;
type Account = (typeof ACCOUNTS)[number];

beforeAll(async () => {
  s = await testServer();
  for (const a of ACCOUNTS) tokens[a] = await s.login(a);
  const names = {
    platform: '新運営リテールプラットフォーム',
    east: '東日本サービス株式会社',
    west: '西日本サービス株式会社',
    tokyoVend: '東京ベンディング',
    minato: 'みなと飲料',
    naniwa: 'なにわ自販機',
    direct: '直営マート',
    shibuya: '渋谷駅前店',
    shinjuku: '新宿西口店',
    shinagawa: '品川港南店',
    umeda: '梅田店',
    namba: '難波店',
    ginza: '銀座直営店',
  };
  ids = {};
  for (const [k, name] of Object.entries(names)) ids[k] = await orgId(s.db, name);
});
afterAll(async () => s?.close());

/** One call of the organisations area as `who`. */
const call = (op: string, who: Account, body?: unknown, lang?: string) => s.call('POST', `/api/open/customer/${op}`, { token: tokens[who], body, lang });

/** Creates an organisation as `who` and answers its id (the call must succeed). */
async function add(who: Account, body: Record<string, unknown>): Promise<number> {
  const res = await call('add', who, body);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
  return res.body.data.id;
}

const uniq = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
const namesOf = (rows: { name: string }[]) => rows.map((r) => r.name);
const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

/** A store staff account in organisation `orgId`; answers its user id. */
async function addStaff(orgId: number, prefix: string): Promise<number> {
  const res = await s.call('POST', '/api/user/save', {
    token: tokens.ops01,
    body: {
      account: `${prefix}${Date.now().toString(36)}`,
      name: '店員',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
      orgId,
      roleId: await roleId(s.db, '店舗担当者'),
      status: 1,
    },
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}

/** Refused with `code` and the HTTP status the catalogue gives it. */
function refused(res: { status: number; body: any }, code: number, status?: number) {
  expect(res.body.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
  expect(res.body.data).toBeUndefined();
}

/** Flattens a tree answer, checking each child names its parent. */
function flatten(nodes: any[], parentId: number | null = null, out: any[] = []): any[] {
  for (const n of nodes) {
    if (parentId !== null) expect(n.parentId).toBe(parentId);
    out.push(n);
    flatten(n.children, n.id, out);
  }
  return out;
}

describe('POST /api/open/customer/list', () => {
  it('answers the whole estate to platform staff in tree order, as records', async () => {
    const res = await call('list', 'ops01', {});
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const rows = res.body.data;
    expect(rows.length).toBeGreaterThanOrEqual(13);
    expect(rows[0]).toEqual({
      id: ids.platform,
      name: '新運営リテールプラットフォーム',
      type: 'platform',
      parentId: null,
      parentName: null,
      parentStatus: null,
      remark: '',
      status: 1,
      depth: 1,
      childCount: 3,
      userCount: expect.any(Number),
      bdUserId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // every organisation comes after its parent
    const seen = new Set<number>();
    for (const r of rows) {
      if (r.parentId !== null) expect(seen.has(r.parentId)).toBe(true);
      seen.add(r.id);
    }
    const east = rows.find((r: any) => r.id === ids.east);
    expect(east).toMatchObject({ type: 'agent', parentId: ids.platform, parentName: '新運営リテールプラットフォーム', remark: '関東・東北の代理店', depth: 2 });
    expect(Object.keys(east).sort()).toEqual([
      'bdUserId',
      'childCount',
      'createdAt',
      'depth',
      'id',
      'name',
      'parentId',
      'parentName',
      'parentStatus',
      'remark',
      'status',
      'type',
      'updatedAt',
      'userCount',
    ]);
  });

  it('answers the list without a body, and filters by name (contains), type and status', async () => {
    const noBody = await s.call('POST', '/api/open/customer/list', { token: tokens.ops01 });
    expect(noBody.body.code).toBe(200);
    expect(noBody.body.data.length).toBeGreaterThanOrEqual(13);
    const stores = (await call('list', 'ops01', { type: 'store' })).body.data;
    expect(stores.length).toBeGreaterThanOrEqual(6);
    expect(stores.every((r: any) => r.type === 'store')).toBe(true);
    expect(namesOf((await call('list', 'ops01', { name: '日本サービス' })).body.data).sort()).toEqual(
      ['東日本サービス株式会社', '西日本サービス株式会社'].sort(),
    );
    expect((await call('list', 'ops01', { name: 'zz-nothing' })).body.data).toEqual([]);
  });

  it('limits agents, merchants and stores to their own subtree', async () => {
    expect(idsOf((await call('list', 'agent01', {})).body.data).sort()).toEqual(
      [ids.east, ids.tokyoVend, ids.minato, ids.shibuya, ids.shinjuku, ids.shinagawa].sort(),
    );
    expect(idsOf((await call('list', 'agent02', {})).body.data).sort()).toEqual([ids.west, ids.naniwa, ids.umeda, ids.namba].sort());
    expect(idsOf((await call('list', 'merchant01', {})).body.data).sort()).toEqual([ids.tokyoVend, ids.shibuya, ids.shinjuku].sort());
    expect(idsOf((await call('list', 'store01', {})).body.data)).toEqual([ids.shibuya]);
  });
});

describe('POST /api/open/customer/pageList', () => {
  it('pages without overlap and counts the total', async () => {
    const p1 = await call('pageList', 'ops01', { pageNum: 1, pageSize: 5, sort: { field: 'id', order: 'asc' } });
    const p2 = await call('pageList', 'ops01', { pageNum: 2, pageSize: 5, sort: { field: 'id', order: 'asc' } });
    const all = (await call('list', 'ops01', {})).body.data;
    expect(p1.body.code).toBe(200);
    expect(p1.body.data.total).toBe(all.length);
    expect(p1.body.data.list).toHaveLength(5);
    const both = [...idsOf(p1.body.data.list), ...idsOf(p2.body.data.list)];
    expect(new Set(both).size).toBe(10);
    expect(both).toEqual([...both].sort((a, b) => a - b));
    expect(p1.body.data.list[0]).toMatchObject({ id: ids.platform, parentName: null });
    const beyond = await call('pageList', 'ops01', { pageNum: 1000, pageSize: 100 });
    expect(beyond.body.data).toEqual({ list: [], total: all.length });
  });

  it('filters by name, type, status and parent (direct children)', async () => {
    const children = await call('pageList', 'ops01', { parentId: ids.east, sort: { field: 'name', order: 'asc' } });
    expect(children.body.data.total).toBe(2);
    expect(idsOf(children.body.data.list).sort()).toEqual([ids.tokyoVend, ids.minato].sort());
    const stores = await call('pageList', 'ops01', { type: 'store', name: '店', pageSize: 100 });
    expect(stores.body.data.list.every((r: any) => r.type === 'store' && r.name.includes('店'))).toBe(true);
    expect(stores.body.data.total).toBeGreaterThanOrEqual(6);
    const enabledAgents = await call('pageList', 'agent02', { type: 'agent', status: 1 });
    expect(enabledAgents.body.data).toEqual({ list: [expect.objectContaining({ id: ids.west })], total: 1 });
  });

  it('counts only the caller subtree and refuses a parent outside it (200001)', async () => {
    expect((await call('pageList', 'agent02', {})).body.data.total).toBe(4);
    refused(await call('pageList', 'agent02', { parentId: ids.east }), 200001, 404);
    refused(await call('pageList', 'merchant01', { parentId: ids.naniwa }), 200001, 404);
    refused(await call('pageList', 'ops01', { parentId: 99_999_999 }), 200001, 404);
  });
});

describe('POST /api/open/customer/subList and getSubList', () => {
  it('subList answers the direct children of an organisation', async () => {
    const res = await call('subList', 'merchant01', { id: ids.tokyoVend });
    expect(res.body.code).toBe(200);
    expect(idsOf(res.body.data)).toEqual([ids.shibuya, ids.shinjuku].sort((a, b) => a - b));
    expect(res.body.data[0]).toMatchObject({ parentId: ids.tokyoVend, parentName: '東京ベンディング', type: 'store' });
    expect((await call('subList', 'merchant01', { id: ids.shibuya })).body.data).toEqual([]);
  });

  it('getSubList answers everything under an organisation, flat, without the organisation itself', async () => {
    const res = await call('getSubList', 'agent01', { id: ids.east });
    expect(res.body.code).toBe(200);
    expect(idsOf(res.body.data).sort()).toEqual([ids.tokyoVend, ids.minato, ids.shibuya, ids.shinjuku, ids.shinagawa].sort());
    const seen = new Set<number>([ids.east]);
    for (const r of res.body.data) {
      expect(seen.has(r.parentId)).toBe(true);
      seen.add(r.id);
    }
  });

  it('refuses organisations of another branch and unknown ids with 200001', async () => {
    for (const op of ['subList', 'getSubList']) {
      refused(await call(op, 'agent02', { id: ids.east }), 200001, 404);
      refused(await call(op, 'agent02', { id: ids.tokyoVend }), 200001, 404);
      refused(await call(op, 'merchant01', { id: ids.naniwa }), 200001, 404);
      // the caller's ancestors are outside their subtree too
      refused(await call(op, 'merchant01', { id: ids.east }), 200001, 404);
      refused(await call(op, 'ops01', { id: 99_999_999 }), 200001, 404);
    }
  });
});

describe('POST /api/open/customer/query', () => {
  it('answers one organisation with its parent name', async () => {
    const res = await call('query', 'merchant01', { id: ids.shibuya });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: ids.shibuya,
      name: '渋谷駅前店',
      type: 'store',
      parentId: ids.tokyoVend,
      parentName: '東京ベンディング',
      parentStatus: 1,
      remark: '',
      status: 1,
      depth: 4,
      childCount: 0,
      userCount: 1,
      bdUserId: expect.any(Number),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(res.body.data.createdAt).toISOString()).toBe(res.body.data.createdAt);
    expect((await call('query', 'merchant01', { id: ids.tokyoVend })).body.data.name).toBe('東京ベンディング');
  });

  it('refuses records of another branch by id, and ancestors of the caller (200001)', async () => {
    refused(await call('query', 'merchant01', { id: ids.shinagawa }), 200001, 404);
    refused(await call('query', 'merchant01', { id: ids.umeda }), 200001, 404);
    refused(await call('query', 'merchant01', { id: ids.east }), 200001, 404);
    refused(await call('query', 'agent02', { id: ids.shibuya }), 200001, 404);
    refused(await call('query', 'agent02', { id: ids.platform }), 200001, 404);
    refused(await call('query', 'store01', { id: ids.shinjuku }), 200001, 404);
    const en = await call('query', 'agent02', { id: ids.east }, 'en');
    expect(en.body).toEqual({ code: 200001, msg: 'The organisation does not exist' });
  });
});

describe('POST /api/open/customer/add', () => {
  it('creates agents, sub-agents, merchants and stores with their materialised path', async () => {
    const agent = await add('ops01', { name: uniq('代理店'), type: 'agent', parentId: ids.platform, remark: '新しい代理店' });
    const sub = await add('ops01', { name: uniq('二次代理店'), type: 'agent', parentId: agent });
    const merchant = await add('ops01', { name: uniq('加盟店'), type: 'merchant', parentId: sub });
    const store = await add('ops01', { name: uniq('店舗'), type: 'store', parentId: merchant, status: 0 });
    const direct = await add('ops01', { name: uniq('直営加盟店'), type: 'merchant', parentId: ids.platform });

    const q = (await call('query', 'ops01', { id: store })).body.data;
    expect(q).toMatchObject({ id: store, type: 'store', parentId: merchant, depth: 5, status: 0, remark: '' });
    expect((await call('query', 'ops01', { id: agent })).body.data).toMatchObject({
      remark: '新しい代理店',
      status: 1,
      depth: 2,
      parentName: '新運営リテールプラットフォーム',
    });
    expect((await call('query', 'ops01', { id: direct })).body.data).toMatchObject({ type: 'merchant', depth: 2 });

    const [platform] = await s.db.query<{ path: string }>('select path from organisations where id = $1', [ids.platform]);
    const [row] = await s.db.query<{ path: string }>('select path from organisations where id = $1', [store]);
    expect(row.path).toBe(`${platform.path}${agent}/${sub}/${merchant}/${store}/`);
    expect(idsOf((await call('getSubList', 'ops01', { id: agent })).body.data)).toEqual([sub, merchant, store]);
  });

  it('lets an agent and a merchant create inside their own subtree', async () => {
    const m = await add('agent01', { name: uniq('東の加盟店'), type: 'merchant', parentId: ids.east });
    const st = await add('agent01', { name: uniq('東の店舗'), type: 'store', parentId: m });
    expect(idsOf((await call('subList', 'agent01', { id: m })).body.data)).toEqual([st]);
    const own = await add('merchant01', { name: uniq('渋谷二号店'), type: 'store', parentId: ids.tokyoVend });
    expect((await call('query', 'merchant01', { id: own })).body.data).toMatchObject({ parentId: ids.tokyoVend, depth: 4 });
    // the other branch does not see it
    refused(await call('query', 'agent02', { id: own }), 200001);
  });

  it('refuses a child under a store (200008) and anything but a store under a merchant (200009)', async () => {
    refused(await call('add', 'ops01', { name: uniq('子店舗'), type: 'store', parentId: ids.shibuya }), 200008, 409);
    refused(await call('add', 'ops01', { name: uniq('子代理店'), type: 'agent', parentId: ids.shibuya }), 200008, 409);
    refused(await call('add', 'ops01', { name: uniq('子加盟店'), type: 'merchant', parentId: ids.tokyoVend }), 200009, 409);
    refused(await call('add', 'ops01', { name: uniq('子代理店'), type: 'agent', parentId: ids.tokyoVend }), 200009, 409);
    const en = await call('add', 'ops01', { name: uniq('x'), type: 'agent', parentId: ids.tokyoVend }, 'en');
    expect(en.body).toEqual({ code: 200009, msg: 'A merchant may only create stores' });
  });

  it('refuses a store directly under an agent or the platform, naming the type (100001)', async () => {
    for (const parentId of [ids.east, ids.platform]) {
      const res = await call('add', 'ops01', { name: uniq('店舗'), type: 'store', parentId }, 'en');
      refused(res, 100001, 400);
      expect(res.body.fields).toEqual([{ field: 'type', message: VALIDATION_MESSAGES['validation.orgTypeForParent'].en }]);
    }
  });

  it('refuses creating a platform (100001 on type): the root exists once', async () => {
    const res = await call('add', 'admin', { name: uniq('第二プラットフォーム'), type: 'platform', parentId: ids.platform });
    refused(res, 100001, 400);
    expect(res.body.fields.map((f: any) => f.field)).toEqual(['type']);
  });

  it('refuses going deeper than the depth limit (200003)', async () => {
    // platform(1) > east(2) > a3 > a4 > a5 > a6 (depth 6 = the limit) > nothing
    let parent = ids.east;
    for (let depth = 3; depth <= 6; depth++) parent = await add('ops01', { name: uniq(`階層${depth}`), type: 'agent', parentId: parent });
    expect((await call('query', 'ops01', { id: parent })).body.data.depth).toBe(6);
    refused(await call('add', 'ops01', { name: uniq('階層7'), type: 'agent', parentId: parent }), 200003, 409);
    const merchant6 = await add('ops01', {
      name: uniq('階層6加盟店'),
      type: 'merchant',
      parentId: (await call('query', 'ops01', { id: parent })).body.data.parentId,
    });
    refused(await call('add', 'ops01', { name: uniq('階層7店舗'), type: 'store', parentId: merchant6 }), 200003, 409);
  });

  it('refuses a missing parent (200004) and one outside the caller subtree (200006)', async () => {
    refused(await call('add', 'ops01', { name: uniq('迷子'), type: 'agent', parentId: 99_999_999 }), 200004, 404);
    refused(await call('add', 'agent02', { name: uniq('越境'), type: 'merchant', parentId: ids.east }), 200006, 403);
    refused(await call('add', 'agent02', { name: uniq('越境'), type: 'merchant', parentId: ids.platform }), 200006, 403);
    refused(await call('add', 'merchant01', { name: uniq('越境'), type: 'store', parentId: ids.minato }), 200006, 403);
    refused(await call('add', 'merchant01', { name: uniq('越境'), type: 'store', parentId: ids.naniwa }), 200006, 403);
    expect((await call('list', 'ops01', { name: '越境' })).body.data).toEqual([]);
  });

  it('refuses a name already used by a sibling, whatever the case (200002); cousins may share it', async () => {
    const name = uniq('Vending');
    await add('ops01', { name, type: 'merchant', parentId: ids.east });
    refused(await call('add', 'ops01', { name: name.toUpperCase(), type: 'merchant', parentId: ids.east }), 200002, 409);
    refused(await call('add', 'ops01', { name: '東京ベンディング', type: 'merchant', parentId: ids.east }), 200002, 409);
    await add('ops01', { name, type: 'merchant', parentId: ids.west });
  });

  it('answers exactly one success to concurrent adds of the same name', async () => {
    const name = uniq('同時');
    const results = await Promise.all(Array.from({ length: 5 }, () => call('add', 'ops01', { name, type: 'merchant', parentId: ids.west })));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 200002)).toHaveLength(4);
    expect((await call('list', 'ops01', { name })).body.data).toHaveLength(1);
  });

  it('refuses adding under a disabled parent (201006)', async () => {
    const m = await add('ops01', { name: uniq('休止加盟店'), type: 'merchant', parentId: ids.west, status: 0 });
    const res = await call('add', 'ops01', { name: uniq('店舗'), type: 'store', parentId: m }, 'en');
    refused(res, 201006, 409);
    expect(res.body.msg).toBe('The organisation is disabled');
  });
});

describe('POST /api/open/customer/update', () => {
  it('replaces name and remark; type, parent and status stay as they are', async () => {
    const id = await add('ops01', { name: uniq('旧名'), type: 'merchant', parentId: ids.east, remark: '旧備考' });
    const before = (await call('query', 'ops01', { id })).body.data;
    await new Promise((r) => setTimeout(r, 10));
    const name = uniq('新名');
    const res = await call('update', 'ops01', { id, name, remark: '新備考', type: 'agent', parentId: ids.west, status: 0 });
    expect(res.body).toMatchObject({ code: 200, data: { id } });
    const after = (await call('query', 'ops01', { id })).body.data;
    expect(after).toMatchObject({ name, remark: '新備考', type: 'merchant', parentId: ids.east, status: 1, depth: before.depth, createdAt: before.createdAt });
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
    const [row] = await s.db.query<{ path: string }>('select path from organisations where id = $1', [id]);
    expect(row.path).toMatch(new RegExp(`/${ids.east}/${id}/$`));

    // the whole editable record: an omitted remark is cleared
    await call('update', 'ops01', { id, name });
    expect((await call('query', 'ops01', { id })).body.data.remark).toBe('');
  });

  it('keeps sibling names unique (200002) but lets an organisation change the case of its own name', async () => {
    const a = uniq('alpha');
    const id = await add('ops01', { name: a, type: 'merchant', parentId: ids.west });
    refused(await call('update', 'ops01', { id, name: 'なにわ自販機' }), 200002, 409);
    refused(await call('update', 'ops01', { id: ids.umeda, name: '難波店'.toUpperCase() }), 200002, 409);
    expect((await call('update', 'ops01', { id, name: a.toUpperCase() })).body.code).toBe(200);
    expect((await call('query', 'ops01', { id })).body.data.name).toBe(a.toUpperCase());
  });

  it('lets a caller rename their own organisation but not an ancestor or another branch (200001)', async () => {
    const res = await call('update', 'merchant01', { id: ids.tokyoVend, name: '東京ベンディング', remark: '自社' });
    expect(res.body.code).toBe(200);
    refused(await call('update', 'merchant01', { id: ids.east, name: '乗っ取り' }), 200001, 404);
    refused(await call('update', 'merchant01', { id: ids.umeda, name: '乗っ取り' }), 200001, 404);
    refused(await call('update', 'agent02', { id: ids.tokyoVend, name: '乗っ取り' }), 200001, 404);
    refused(await call('update', 'agent02', { id: ids.platform, name: '乗っ取り' }), 200001, 404);
    refused(await call('update', 'ops01', { id: 99_999_999, name: 'x' }), 200001, 404);
    expect((await call('list', 'ops01', { name: '乗っ取り' })).body.data).toEqual([]);
  });
});

describe('POST /api/open/customer/enable and forbidden', () => {
  it('disables and enables a leaf organisation; repeating either changes nothing', async () => {
    const id = await add('ops01', { name: uniq('切替'), type: 'merchant', parentId: ids.west });
    const off = await call('forbidden', 'ops01', { id });
    expect(off.body).toMatchObject({ code: 200, data: { id, status: 0 } });
    expect((await call('query', 'ops01', { id })).body.data.status).toBe(0);
    expect((await call('forbidden', 'ops01', { id })).body).toMatchObject({ code: 200, data: { id, status: 0 } });
    const on = await call('enable', 'ops01', { id });
    expect(on.body).toMatchObject({ code: 200, data: { id, status: 1 } });
    expect((await call('query', 'ops01', { id })).body.data.status).toBe(1);
    expect((await call('enable', 'ops01', { id })).body.code).toBe(200);
  });

  it("refuses disabling while sub-organisations or users remain, enabled or not (201011, spec §4), in the caller's language", async () => {
    refused(await call('forbidden', 'ops01', { id: ids.tokyoVend }), 201011, 409);
    // 渋谷駅前店 has no children but a user (store01)
    refused(await call('forbidden', 'ops01', { id: ids.shibuya }), 201011, 409);
    expect((await call('query', 'ops01', { id: ids.shibuya })).body.data.status).toBe(1);

    const store = await add('ops01', { name: uniq('人あり店'), type: 'store', parentId: ids.naniwa });
    const staff = await addStaff(store, 'st');
    refused(await call('forbidden', 'ops01', { id: store }), 201011, 409);
    // a disabled user still belongs to the store: still refused, and the message says so
    expect((await s.call('POST', `/api/user/update/status/${staff}`, { token: tokens.ops01, body: { status: 0 } })).body.code).toBe(200);
    const still = await call('forbidden', 'ops01', { id: store }, 'en');
    refused(still, 201011, 409);
    expect(still.body.msg).toBe('Cannot disable an organisation that has sub-organisations or users, disabled ones included');
    expect((await call('forbidden', 'ops01', { id: store }, 'ja')).body.msg).toBe('下位組織またはユーザーがあるため無効化できません（無効のものも含む）');
    expect((await call('query', 'ops01', { id: store })).body.data.status).toBe(1);
    // once it has no user left, it can be disabled
    expect((await s.call('POST', `/api/user/del/${staff}`, { token: tokens.ops01 })).body.code).toBe(200);
    expect((await call('forbidden', 'ops01', { id: store })).body.code).toBe(200);
  });

  it('answers with each organisation what decides its enable and disable: the parent status, sub-organisations and users', async () => {
    const m = await add('ops01', { name: uniq('状態'), type: 'merchant', parentId: ids.west });
    const st = await add('ops01', { name: uniq('状態店'), type: 'store', parentId: m });
    const staff = await addStaff(st, 'sf');
    const facts = async (id: number) => {
      const { parentStatus, childCount, userCount, status } = (await call('query', 'ops01', { id })).body.data;
      return { parentStatus, childCount, userCount, status };
    };
    expect(await facts(m)).toEqual({ parentStatus: 1, childCount: 1, userCount: 0, status: 1 });
    expect(await facts(st)).toEqual({ parentStatus: 1, childCount: 0, userCount: 1, status: 1 });
    refused(await call('forbidden', 'ops01', { id: m }), 201011);
    refused(await call('forbidden', 'ops01', { id: st }), 201011);

    // a disabled user is still counted; a deleted one is not
    expect((await s.call('POST', `/api/user/update/status/${staff}`, { token: tokens.ops01, body: { status: 0 } })).body.code).toBe(200);
    expect(await facts(st)).toEqual({ parentStatus: 1, childCount: 0, userCount: 1, status: 1 });
    expect((await s.call('POST', `/api/user/del/${staff}`, { token: tokens.ops01 })).body.code).toBe(200);
    expect(await facts(st)).toEqual({ parentStatus: 1, childCount: 0, userCount: 0, status: 1 });
    expect((await call('forbidden', 'ops01', { id: st })).body.code).toBe(200);
    // a disabled sub-organisation is still one: the merchant stays enabled
    expect(await facts(m)).toEqual({ parentStatus: 1, childCount: 1, userCount: 0, status: 1 });
    refused(await call('forbidden', 'ops01', { id: m }), 201011);
    // a disabled parent above a child cannot come from these calls any more; an estate that holds one (disabled
    // before this rule) still refuses enabling the child until the parent is enabled
    await s.db.query('update organisations set status = 0 where id = $1', [m]);
    expect(await facts(st)).toEqual({ parentStatus: 0, childCount: 0, userCount: 0, status: 0 });
    refused(await call('enable', 'ops01', { id: st }), 201007);
    // the tree's nodes carry the same facts
    const node = flatten((await call('condListTree', 'ops01', {})).body.data).find((n) => n.id === st);
    expect(node).toMatchObject({ parentStatus: 0, childCount: 0, userCount: 0 });
  });

  it('names the BD bound to each organisation (null when none)', async () => {
    const [{ id: bd01 }] = await s.db.query<{ id: number }>("select id from users where account = 'bd01'");
    const rows = (await call('list', 'agent01', {})).body.data;
    const bound = Object.fromEntries(rows.map((r: any) => [r.id, r.bdUserId]));
    expect(bound[ids.tokyoVend]).toBe(bd01);
    expect(bound[ids.minato]).toBe(bd01);
    expect(bound[ids.shinjuku]).toBeNull();
    expect(flatten((await call('condListTree', 'agent01', {})).body.data).find((n) => n.id === ids.tokyoVend).bdUserId).toBe(bd01);
  });

  it('enables top-down only: a child cannot be enabled under a disabled parent (201007)', async () => {
    const m = await add('ops01', { name: uniq('親'), type: 'merchant', parentId: ids.west });
    const st = await add('ops01', { name: uniq('子'), type: 'store', parentId: m });
    expect((await call('forbidden', 'ops01', { id: st })).body.code).toBe(200);
    // the merchant keeps its (disabled) store, so the calls cannot disable it any more (201011): an estate that
    // has such a pair from before the rule is made here directly
    refused(await call('forbidden', 'ops01', { id: m }), 201011);
    await s.db.query('update organisations set status = 0 where id = $1', [m]);
    const res = await call('enable', 'ops01', { id: st }, 'en');
    refused(res, 201007, 409);
    expect(res.body.msg).toBe('Cannot enable while the parent organisation is disabled');
    expect((await call('query', 'ops01', { id: st })).body.data.status).toBe(0);
    expect((await call('enable', 'ops01', { id: m })).body.code).toBe(200);
    expect((await call('enable', 'ops01', { id: st })).body.code).toBe(200);
  });

  it('refuses disabling the platform root or the caller own organisation (101012)', async () => {
    refused(await call('forbidden', 'admin', { id: ids.platform }), 101012);
    refused(await call('forbidden', 'ops01', { id: ids.platform }), 101012);
    refused(await call('forbidden', 'merchant01', { id: ids.tokyoVend }), 101012);
    refused(await call('forbidden', 'agent02', { id: ids.west }), 101012);
    expect((await call('query', 'ops01', { id: ids.west })).body.data.status).toBe(1);
  });

  it('refuses organisations of another branch by id (200001)', async () => {
    for (const op of ['enable', 'forbidden']) {
      refused(await call(op, 'agent02', { id: ids.shinjuku }), 200001, 404);
      refused(await call(op, 'merchant01', { id: ids.umeda }), 200001, 404);
      refused(await call(op, 'merchant01', { id: ids.east }), 200001, 404);
      refused(await call(op, 'ops01', { id: 99_999_999 }), 200001, 404);
    }
    expect((await call('query', 'ops01', { id: ids.umeda })).body.data.status).toBe(1);
  });
});

describe('POST /api/open/customer/condListTree', () => {
  it('answers the caller subtree as one nested tree rooted at their organisation', async () => {
    const res = await call('condListTree', 'agent01', {});
    expect(res.body.code).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const [root] = res.body.data;
    expect(root).toMatchObject({ id: ids.east, parentId: ids.platform, type: 'agent' });
    const nodes = flatten(root.children, root.id);
    const list = (await call('list', 'agent01', {})).body.data;
    expect(nodes.length + 1).toBe(list.length);
    const tokyo = root.children.find((c: any) => c.id === ids.tokyoVend);
    expect(idsOf(tokyo.children)).toEqual(expect.arrayContaining([ids.shibuya, ids.shinjuku]));
    expect(tokyo.children.every((c: any) => Array.isArray(c.children))).toBe(true);

    const all = (await call('condListTree', 'ops01')).body.data;
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: ids.platform, parentId: null });
  });

  it('keeps matches and their ancestors only', async () => {
    const bare = await add('ops01', { name: uniq('店なし加盟店'), type: 'merchant', parentId: ids.east });
    const stores = await call('condListTree', 'ops01', { type: 'store' });
    const nodes = flatten(stores.body.data);
    expect(nodes[0].id).toBe(ids.platform);
    expect(nodes.map((n) => n.id)).toEqual(expect.arrayContaining([ids.east, ids.tokyoVend, ids.shibuya, ids.ginza, ids.direct]));
    expect(nodes.map((n) => n.id)).not.toContain(bare);
    // every leaf is a store: anything else is there only as an ancestor of one
    expect(nodes.filter((n) => n.children.length === 0).every((n) => n.type === 'store')).toBe(true);

    const off = await add('ops01', { name: uniq('停止中'), type: 'store', parentId: ids.minato, status: 0 });
    const disabled = flatten((await call('condListTree', 'agent01', { status: 0 })).body.data);
    expect(disabled.map((n) => n.id)).toEqual([ids.east, ids.minato, off]);
    const both = flatten((await call('condListTree', 'agent01', { type: 'agent', status: 0 })).body.data);
    expect(both).toEqual([]);
  });

  it('searches names in SQL, keeping the ancestors of each match', async () => {
    const store = await add('ops01', { name: uniq('検索対象店'), type: 'store', parentId: ids.tokyoVend });
    const named = flatten((await call('condListTree', 'ops01', { name: '検索対象' })).body.data);
    expect(named.map((n) => n.id)).toEqual([ids.platform, ids.east, ids.tokyoVend, store]);
    // LIKE wildcards are text, and another branch's names stay hidden
    expect((await call('condListTree', 'ops01', { name: '%' })).body.data).toEqual([]);
    expect((await call('condListTree', 'agent02', { name: '検索対象' })).body.data).toEqual([]);
    expect((await call('condListTree', 'ops01', { name: 'x'.repeat(51) })).body.code).toBe(100001);
  });

  it('shows the other branches to nobody', async () => {
    const tree = flatten((await call('condListTree', 'agent02', {})).body.data);
    expect(tree.map((n) => n.id).sort()).toEqual(idsOf((await call('list', 'agent02', {})).body.data).sort());
    expect(tree.map((n) => n.id)).not.toContain(ids.east);
    const storeTree = (await call('condListTree', 'store01', { type: 'store' })).body.data;
    expect(storeTree).toEqual([expect.objectContaining({ id: ids.shibuya, children: [] })]);
  });
});

describe('POST /api/open/customer/orgList', () => {
  it('answers {id, name, type, parentId} of enabled organisations, optionally of one type', async () => {
    const off = await add('agent02', { name: uniq('無効'), type: 'merchant', parentId: ids.west, status: 0 });
    const res = await call('orgList', 'agent02', {});
    expect(res.body.code).toBe(200);
    expect(res.body.data[0]).toEqual({ id: ids.west, name: '西日本サービス株式会社', type: 'agent', parentId: ids.platform });
    expect(idsOf(res.body.data)).not.toContain(off);
    expect(idsOf(res.body.data)).toEqual(expect.arrayContaining([ids.west, ids.naniwa, ids.umeda, ids.namba]));
    expect(idsOf(res.body.data)).not.toContain(ids.east);
    const merchants = (await call('orgList', 'ops01', { type: 'merchant' })).body.data;
    expect(merchants.every((o: any) => o.type === 'merchant')).toBe(true);
    expect(idsOf(merchants)).toEqual(expect.arrayContaining([ids.tokyoVend, ids.minato, ids.naniwa, ids.direct]));
    // without a body: the caller's enabled organisations, in the order of the flat list
    const mine = await s.call('POST', '/api/open/customer/orgList', { token: tokens.merchant01 });
    expect(idsOf(mine.body.data)).toEqual(idsOf((await call('list', 'merchant01', { status: 1 })).body.data));
    expect(idsOf(mine.body.data)).toEqual(expect.arrayContaining([ids.tokyoVend, ids.shibuya, ids.shinjuku]));
    expect(idsOf(mine.body.data)).not.toContain(ids.minato);
  });
});

describe('permissions', () => {
  it('refuses callers without org.save, org.update or org.status (101005), and callers without a token (101001)', async () => {
    for (const who of ['viewer01', 'store01'] as const) {
      refused(await call('add', who, { name: uniq('無権限'), type: 'store', parentId: ids.tokyoVend }), 101005, 403);
      refused(await call('update', who, { id: ids.shibuya, name: '無権限' }), 101005, 403);
      refused(await call('enable', who, { id: ids.shibuya }), 101005, 403);
      refused(await call('forbidden', who, { id: ids.shinjuku }), 101005, 403);
      // viewing is theirs
      expect((await call('query', who, { id: ids.shibuya })).body.code).toBe(200);
    }
    expect((await call('list', 'ops01', { name: '無権限' })).body.data).toEqual([]);
    expect((await call('query', 'ops01', { id: ids.shinjuku })).body.data.status).toBe(1);
    for (const op of ['list', 'pageList', 'subList', 'getSubList', 'add', 'update', 'query', 'enable', 'forbidden', 'condListTree', 'orgList']) {
      const res = await s.call('POST', `/api/open/customer/${op}`, { body: { id: ids.shibuya } });
      refused(res, 101001, 401);
    }
  });
});

describe('bad input', () => {
  it('refuses wrong types without coercing them, naming each field (100001)', async () => {
    const res = await call('add', 'ops01', { name: 123, type: 'store', parentId: String(ids.tokyoVend), status: '1' }, 'en');
    refused(res, 100001, 400);
    expect(res.body.fields.map((f: any) => f.field).sort()).toEqual(['name', 'parentId', 'status']);
    refused(await call('query', 'ops01', { id: String(ids.shibuya) }), 100001, 400);
    refused(await call('query', 'ops01', { id: 0 }), 100001, 400);
    refused(await call('query', 'ops01', { id: 1.5 }), 100001, 400);
    refused(await call('enable', 'ops01', { id: null }), 100001, 400);
    refused(await call('list', 'ops01', { status: 2 }), 100001, 400);
    refused(await call('list', 'ops01', { type: 'shop' }), 100001, 400);
    refused(await call('pageList', 'ops01', { pageSize: 101 }), 100001, 400);
    refused(await call('pageList', 'ops01', { sort: { field: 'path', order: 'asc' } }), 100001, 400);
    refused(await call('condListTree', 'ops01', { type: ['store'] }), 100001, 400);
    const notJson = await s.call('POST', '/api/open/customer/add', { token: tokens.ops01, body: '{"name":', headers: { 'content-type': 'application/json' } });
    refused(notJson, 100001, 400);
  });

  it('refuses missing fields, naming them with the required message', async () => {
    const res = await call('add', 'ops01', {}, 'en');
    refused(res, 100001, 400);
    expect(res.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Cannot be empty' },
        { field: 'type', message: 'Cannot be empty' },
        { field: 'parentId', message: 'Cannot be empty' },
      ]),
    );
    const noName = await call('update', 'ops01', { id: ids.shibuya });
    refused(noName, 100001, 400);
    expect(noName.body.fields).toEqual([{ field: 'name', message: VALIDATION_MESSAGES['validation.required'].ja }]);
    for (const op of ['subList', 'getSubList', 'query', 'enable', 'forbidden']) {
      const r = await s.call('POST', `/api/open/customer/${op}`, { token: tokens.ops01 });
      refused(r, 100001, 400);
    }
  });

  it('strips unknown fields: a client cannot set the path, depth or id', async () => {
    const name = uniq('余計');
    const res = await call('add', 'ops01', {
      name,
      type: 'merchant',
      parentId: ids.west,
      id: 1,
      path: '/1/',
      depth: 1,
      createdAt: '2000-01-01T00:00:00Z',
      isRoot: true,
    });
    expect(res.body.code).toBe(200);
    const id = res.body.data.id;
    expect(id).not.toBe(1);
    const q = (await call('query', 'ops01', { id })).body.data;
    expect(q).toMatchObject({ name, depth: 3, parentId: ids.west });
    expect(q.createdAt.startsWith('2000')).toBe(false);
    const [row] = await s.db.query<{ path: string }>('select path from organisations where id = $1', [id]);
    expect(row.path.endsWith(`/${ids.west}/${id}/`)).toBe(true);
    expect((await call('list', 'ops01', { name: 'x', foo: 'bar' })).body.code).toBe(200);
  });

  it('stores injection-looking strings literally', async () => {
    const names = [`x'); drop table organisations; --`, '<script>alert(1)</script>', '%_\\ 100%', 'Robert"); --'];
    for (const name of names) {
      const id = await add('ops01', { name, type: 'merchant', parentId: ids.east, remark: `${name} <b>remark</b>` });
      expect((await call('query', 'ops01', { id })).body.data).toMatchObject({ name, remark: `${name} <b>remark</b>` });
    }
    // LIKE wildcards in a filter are plain characters
    expect(namesOf((await call('list', 'ops01', { name: '%_\\' })).body.data)).toEqual(['%_\\ 100%']);
    expect(namesOf((await call('pageList', 'ops01', { name: '100%' })).body.data.list)).toEqual(['%_\\ 100%']);
    expect((await call('list', 'ops01', { name: '_' })).body.data.map((r: any) => r.name).every((n: string) => n.includes('_'))).toBe(true);
    const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from organisations');
    expect(n).toBeGreaterThan(13);
  });

  it('refuses names that are too long, blank or carry control characters, naming the field', async () => {
    const parent = { type: 'merchant', parentId: ids.east };
    for (const name of ['x'.repeat(51), 'あ'.repeat(10_000), '', '   ', ' 先頭空白', '末尾空白 ', '改行\nあり', 'タブ\tあり', 'nul\u0000']) {
      const res = await call('add', 'ops01', { name, ...parent }, 'en');
      refused(res, 100001, 400);
      expect(res.body.fields).toEqual([{ field: 'name', message: VALIDATION_MESSAGES['validation.orgName'].en }]);
    }
    const upd = await call('update', 'ops01', { id: ids.shibuya, name: 'y'.repeat(51) });
    refused(upd, 100001, 400);
    expect(upd.body.fields.map((f: any) => f.field)).toEqual(['name']);
    // exactly at the limit is fine, emoji count as one character each
    await add('ops01', { name: 'z'.repeat(50), ...parent });
    await add('ops01', { name: '🍙'.repeat(50), ...parent });
    const remark = await call('add', 'ops01', { name: uniq('備考'), ...parent, remark: 'r'.repeat(201) }, 'zh-CN');
    refused(remark, 100001, 400);
    expect(remark.body.fields).toEqual([{ field: 'remark', message: VALIDATION_MESSAGES['validation.orgRemark']['zh-CN'] }]);
    const filter = await call('pageList', 'ops01', { name: 'f'.repeat(51) });
    refused(filter, 100001, 400);
    expect(filter.body.fields.map((f: any) => f.field)).toEqual(['name']);
    refused(await call('list', 'ops01', { name: 'a\u0000b' }), 100001, 400);
  });
});
