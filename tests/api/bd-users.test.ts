import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, roleId, type TestServer } from '../support/server.js';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages.js';

let s: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const orgs: Record<string, number> = {};
let bdStaffRole: number;
let storeStaffRole: number;

const ORG_NAMES = {
  platform: '新運営リテールプラットフォーム',
  east: '東日本サービス株式会社',
  west: '西日本サービス株式会社',
  tokyoVend: '東京ベンディング',
  minatoDrinks: 'みなと飲料',
  naniwa: 'なにわ自販機',
  direct: '直営マート',
  shibuya: '渋谷駅前店',
  shinjuku: '新宿西口店',
  shinagawa: '品川港南店',
  umeda: '梅田店',
  ginza: '銀座直営店',
};
const PASSWORD = 'Route#Man2026';

beforeAll(async () => {
  s = await testServer();
  for (const [key, name] of Object.entries(ORG_NAMES)) orgs[key] = await orgId(s.db, name);
  for (const row of await s.db.query<{ id: number; account: string }>('select id, account from users')) ids[row.account] = row.id;
  bdStaffRole = await roleId(s.db, 'BD担当');
  storeStaffRole = await roleId(s.db, '店舗担当者');
  for (const account of ['admin', 'agent01', 'agent02', 'bd01', 'bd02', 'store01', 'merchant01']) tokens[account] = await s.login(account);
});
afterAll(async () => s?.close());

const get = (url: string, token: string, lang?: string) => s.call('GET', url, { token, lang });
const post = (url: string, token: string, body: unknown, lang?: string) => s.call('POST', url, { token, body, lang });
const fieldsOf = (res: { body: { fields?: { field: string }[] } }) => (res.body.fields ?? []).map((f) => f.field).sort();
const codeOf = (res: { body: { code: number } }) => res.body.code;

/** Adds an organisation below `parent` straight into the database (organisation calls are another area). */
let orgSeq = 0;
async function newOrg(parent: number, type: 'agent' | 'merchant' | 'store', name = `BDテスト組織${++orgSeq}`) {
  const [p] = await s.db.query<{ path: string; depth: number }>('select path, depth from organisations where id = $1', [parent]);
  const [{ id }] = await s.db.query<{ id: number }>(`insert into organisations (parent_id, path, depth, type, name) values ($1, '', $2, $3, $4) returning id`, [
    parent,
    p.depth + 1,
    type,
    name,
  ]);
  await s.db.query('update organisations set path = $2 where id = $1', [id, `${p.path}${id}/`]);
  return id;
}

let jobSeq = 500;
const nextJob = () => `T-${++jobSeq}`;
let accountSeq = 0;
/** The body of a new-account BD save. */
const newBd = (over: Record<string, unknown> = {}) => ({
  account: `bdt${++accountSeq}`,
  name: '新人 ルートマン',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  orgId: orgs.east,
  roleId: bdStaffRole,
  status: 1,
  rank: 4,
  jobNumber: nextJob(),
  ...over,
});
async function createBd(token: string, over: Record<string, unknown> = {}) {
  const res = await post('/api/aiot/bduser/save', token, newBd(over));
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}
const bindingsOf = async (org: number) =>
  (await s.db.query<{ bd_user_id: number }>('select bd_user_id from bd_org_bindings where org_id = $1', [org]))[0]?.bd_user_id ?? null;

describe('POST /api/aiot/bduser/page/list', () => {
  it("lists the BDs of the caller's subtree, newest first, with provider and organisation count", async () => {
    const res = await post('/api/aiot/bduser/page/list', tokens.agent01, { pageNum: 1, pageSize: 10, rank: 1 });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({
      total: 1,
      list: [
        {
          userId: ids.bd01,
          account: 'bd01',
          name: '小林 大輔',
          phone: '090-4567-8901',
          jobNumber: 'BD-0001',
          rank: 1,
          providerOrgId: orgs.east,
          providerName: ORG_NAMES.east,
          orgCount: 2,
          status: 1,
        },
      ],
    });
    const all = await post('/api/aiot/bduser/page/list', tokens.agent01, { jobNumber: 'bd-000', account: 'bd0' });
    expect(all.body.data.list.map((r: { account: string }) => r.account).filter((a: string) => ['bd01', 'bd02', 'bd03'].includes(a))).toEqual(['bd02', 'bd01']);
  });

  it('filters by name, job number (any case), rank, provider and status, and sorts', async () => {
    const admin = tokens.admin;
    const names = async (body: unknown) => (await post('/api/aiot/bduser/page/list', admin, body)).body.data.list.map((r: { account: string }) => r.account);
    expect(await names({ name: '加藤' })).toEqual(['bd02']);
    expect(await names({ jobNumber: 'bd-0003' })).toEqual(['bd03']);
    expect(await names({ rank: 1, sort: { field: 'account', order: 'asc' } })).toEqual(['bd01', 'bd03']);
    expect(await names({ providerOrgId: orgs.west })).toEqual(['bd03']);
    // ties keep the newest first
    expect(await names({ account: 'bd0', sort: { field: 'orgCount', order: 'desc' } })).toEqual(['bd01', 'bd03', 'bd02']);
    expect(await names({ account: 'bd0', sort: { field: 'orgCount', order: 'asc' } })).toEqual(['bd03', 'bd02', 'bd01']);
    expect(await names({ account: 'bd0', sort: { field: 'jobNumber', order: 'asc' } })).toEqual(['bd01', 'bd02', 'bd03']);
    expect(await names({ account: 'bd0', status: 0 })).toEqual([]);
  });

  it("keeps another provider's BDs out of agent02's list and refuses east as a provider filter", async () => {
    const res = await post('/api/aiot/bduser/page/list', tokens.agent02, {});
    expect(res.body.data.list.map((r: { account: string }) => r.account)).toEqual(['bd03']);
    const east = await post('/api/aiot/bduser/page/list', tokens.agent02, { providerOrgId: orgs.east });
    expect(east.status).toBe(404);
    expect(east.body.code).toBe(200001);
  });

  it('refuses bad paging, rank and sort with 100001 naming the fields', async () => {
    const res = await post('/api/aiot/bduser/page/list', tokens.admin, { pageSize: 101, rank: 5, sort: { field: 'password', order: 'asc' } }, 'en');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(100001);
    expect(fieldsOf(res)).toEqual(['pageSize', 'rank', 'sort.field']);
    expect(res.body.fields).toContainEqual({ field: 'rank', message: 'Choose the rank' });
  });
});

describe('POST /api/aiot/bduser/save', () => {
  it('creates a new account and its BD in one call; the BD can log in', async () => {
    const body = newBd({ account: 'routeman1', phone: '090-7777-0001', email: 'rm1@example.com', rank: 3, jobNumber: 'EAST-300' });
    const res = await post('/api/aiot/bduser/save', tokens.agent01, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const got = await get(`/api/aiot/bduser/get?userId=${res.body.data.id}`, tokens.agent01);
    expect(got.body.data).toMatchObject({
      userId: res.body.data.id,
      account: 'routeman1',
      name: '新人 ルートマン',
      phone: '090-7777-0001',
      email: 'rm1@example.com',
      jobNumber: 'EAST-300',
      rank: 3,
      providerOrgId: orgs.east,
      providerName: ORG_NAMES.east,
      orgId: orgs.east,
      roleId: bdStaffRole,
      roleName: 'BD担当',
      orgCount: 0,
      status: 1,
    });
    expect(await s.login('routeman1', PASSWORD)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('promotes an existing user of a provider; a second promotion answers 201013', async () => {
    const created = await post('/api/user/save', tokens.agent01, {
      account: 'eastclerk',
      name: '東 事務員',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      orgId: orgs.east,
      roleId: storeStaffRole,
      status: 1,
    });
    expect(created.body.code).toBe(200);
    const userId = created.body.data.id;
    const before = await get(`/api/user/unbindBD?keyword=eastclerk`, tokens.agent01);
    expect(before.body.data.map((u: { id: number }) => u.id)).toEqual([userId]);

    const res = await post('/api/aiot/bduser/save', tokens.agent01, { userId, rank: 2, jobNumber: 'EAST-200' });
    expect(res.body).toMatchObject({ code: 200, data: { id: userId } });
    const got = await get(`/api/aiot/bduser/get?userId=${userId}`, tokens.agent01);
    expect(got.body.data).toMatchObject({ account: 'eastclerk', rank: 2, jobNumber: 'EAST-200', providerOrgId: orgs.east, roleName: '店舗担当者' });
    expect((await get(`/api/user/unbindBD?keyword=eastclerk`, tokens.agent01)).body.data).toEqual([]);

    const again = await post('/api/aiot/bduser/save', tokens.agent01, { userId, rank: 3, jobNumber: 'EAST-201' }, 'en');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 201013, msg: 'The BD already exists' });
    // a demo BD too
    expect(codeOf(await post('/api/aiot/bduser/save', tokens.admin, { userId: ids.bd02, rank: 4, jobNumber: 'X-1' }))).toBe(201013);
  });

  it('refuses a provider that is not an agent with 201019, creating no account', async () => {
    const res = await post('/api/aiot/bduser/save', tokens.agent01, newBd({ account: 'notagent', orgId: orgs.tokyoVend }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(201019);
    expect(await s.db.query(`select 1 from users where account = 'notagent'`)).toEqual([]);
    // promoting a merchant's or the platform's user too
    expect(codeOf(await post('/api/aiot/bduser/save', tokens.agent01, { userId: ids.merchant01, rank: 4, jobNumber: nextJob() }))).toBe(201019);
    expect(codeOf(await post('/api/aiot/bduser/save', tokens.admin, { userId: ids.ops01, rank: 4, jobNumber: nextJob() }))).toBe(201019);
  });

  it('allows one director per provider (201016), in either form', async () => {
    const res = await post('/api/aiot/bduser/save', tokens.agent01, newBd({ account: 'seconddir', rank: 1 }), 'en');
    expect(res.body).toEqual({ code: 201016, msg: 'This service provider already has a director-level BD' });
    expect(await s.db.query(`select 1 from users where account = 'seconddir'`)).toEqual([]);
    expect(codeOf(await post('/api/aiot/bduser/save', tokens.agent01, { userId: ids.agent01, rank: 1, jobNumber: nextJob() }))).toBe(201016);
    // another provider's director is no obstacle
    const south = await newOrg(orgs.platform, 'agent');
    const id = await createBd(tokens.admin, { orgId: south, rank: 1 });
    expect((await get(`/api/aiot/bduser/get?userId=${id}`, tokens.admin)).body.data).toMatchObject({ rank: 1, providerOrgId: south });
  });

  it('lets only one of two simultaneous directors of a provider through', async () => {
    const north = await newOrg(orgs.platform, 'agent');
    const [a, b] = await Promise.all([
      post('/api/aiot/bduser/save', tokens.admin, newBd({ orgId: north, rank: 1 })),
      post('/api/aiot/bduser/save', tokens.admin, newBd({ orgId: north, rank: 1 })),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 201016]);
    const [{ n }] = await s.db.query<{ n: number }>('select count(*)::int as n from bd_users where provider_org_id = $1', [north]);
    expect(n).toBe(1);
  });

  it('refuses a job number already used, ignoring case (201003), and taken accounts and phones (201001, 201004)', async () => {
    expect(codeOf(await post('/api/aiot/bduser/save', tokens.agent01, newBd({ jobNumber: 'bd-0001' })))).toBe(201003);
    expect(codeOf(await post('/api/aiot/bduser/save', tokens.agent01, { userId: ids.agent01, rank: 4, jobNumber: 'BD-0003' }))).toBe(201003);
    expect(codeOf(await post('/api/aiot/bduser/save', tokens.agent01, newBd({ account: 'AGENT02' })))).toBe(201001);
    expect(codeOf(await post('/api/aiot/bduser/save', tokens.agent01, newBd({ phone: '090-4567-8901' })))).toBe(201004);
    expect(
      codeOf(await post('/api/aiot/bduser/save', tokens.agent01, newBd({ password: 'bdtzz#2026x', confirmPassword: 'bdtzz#2026x', account: 'bdtzz' }))),
    ).toBe(201021);
    expect(await s.db.query(`select 1 from users where account = 'bdtzz'`)).toEqual([]);
  });

  it("refuses another provider's organisation and users (200006, 201002) and unknown ones (201010, 201002)", async () => {
    const east = await post('/api/aiot/bduser/save', tokens.agent02, newBd({ orgId: orgs.east }));
    expect(east.status).toBe(403);
    expect(east.body.code).toBe(200006);
    expect(codeOf(await post('/api/aiot/bduser/save', tokens.agent02, newBd({ orgId: 999999 })))).toBe(201010);
    const promote = await post('/api/aiot/bduser/save', tokens.agent02, { userId: ids.agent01, rank: 4, jobNumber: nextJob() });
    expect(promote.status).toBe(404);
    expect(promote.body.code).toBe(201002);
    expect(codeOf(await post('/api/aiot/bduser/save', tokens.agent01, { userId: 999999, rank: 4, jobNumber: nextJob() }))).toBe(201002);
  });

  it('refuses bad input with 100001 naming the fields', async () => {
    const res = await post('/api/aiot/bduser/save', tokens.agent01, { ...newBd(), confirmPassword: 'Other#2026', rank: 7, jobNumber: 'BD 01' }, 'en');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(100001);
    expect(fieldsOf(res)).toEqual(['confirmPassword', 'jobNumber', 'rank']);
    const promotion = await post('/api/aiot/bduser/save', tokens.agent01, { userId: ids.agent01 });
    expect(fieldsOf(promotion)).toEqual(['jobNumber', 'rank']);
    const empty = await post('/api/aiot/bduser/save', tokens.agent01, {});
    expect(fieldsOf(empty)).toEqual(['account', 'confirmPassword', 'jobNumber', 'name', 'orgId', 'password', 'rank', 'roleId']);
  });

  it('needs bd.save: a BD role without it answers 101005; with it a route-man still cannot create (201017) but a director can', async () => {
    const denied = await post('/api/aiot/bduser/save', tokens.bd01, newBd());
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(101005);
    await s.db.query(`insert into role_permissions (role_id, code) values ($1, 'bd.save'), ($1, 'user.save')`, [bdStaffRole]);
    try {
      const routeMan = await post('/api/aiot/bduser/save', tokens.bd02, newBd({ account: 'byrouteman' }), 'en');
      expect(routeMan.status).toBe(403);
      expect(routeMan.body).toEqual({ code: 201017, msg: 'BDs of this rank cannot create accounts' });
      expect(await s.db.query(`select 1 from users where account = 'byrouteman'`)).toEqual([]);
      expect(codeOf(await post('/api/aiot/bduser/save', tokens.bd02, { userId: ids.agent01, rank: 4, jobNumber: nextJob() }))).toBe(201017);
      const byDirector = await post('/api/aiot/bduser/save', tokens.bd01, newBd({ account: 'bydirector' }));
      expect(byDirector.body.code).toBe(200);
    } finally {
      await s.db.query(`delete from role_permissions where role_id = $1 and code in ('bd.save', 'user.save')`, [bdStaffRole]);
    }
  });
});

describe('GET /api/aiot/bduser/get and queryBindByPhoneNum', () => {
  it('answers one BD of the caller subtree', async () => {
    const res = await get(`/api/aiot/bduser/get?userId=${ids.bd01}`, tokens.agent01);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userId: ids.bd01,
      account: 'bd01',
      rank: 1,
      jobNumber: 'BD-0001',
      providerOrgId: orgs.east,
      orgId: orgs.east,
      orgName: ORG_NAMES.east,
      roleName: 'BD担当',
      email: null,
      status: 1,
      createdAt: expect.any(String),
    });
    expect(res.body.data).not.toHaveProperty('providerPath');
  });

  it('answers 201012 for a user who is not a BD and 201002 for none or one of another provider', async () => {
    const notBd = await get(`/api/aiot/bduser/get?userId=${ids.agent01}`, tokens.agent01, 'en');
    expect(notBd.status).toBe(409);
    expect(notBd.body).toEqual({ code: 201012, msg: 'Not a BD' });
    expect(codeOf(await get(`/api/aiot/bduser/get?userId=999999`, tokens.agent01))).toBe(201002);
    const west = await get(`/api/aiot/bduser/get?userId=${ids.bd01}`, tokens.agent02);
    expect(west.status).toBe(404);
    expect(west.body.code).toBe(201002);
    const bad = await get(`/api/aiot/bduser/get?userId=abc`, tokens.agent01);
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['userId']);
    expect(fieldsOf(await get(`/api/aiot/bduser/get`, tokens.agent01))).toEqual(['userId']);
  });

  it('finds the BD with a phone number', async () => {
    const res = await get(`/api/aiot/bduser/queryBindByPhoneNum?phone=090-4567-8902`, tokens.agent01);
    expect(res.body.data).toMatchObject({ userId: ids.bd02, account: 'bd02', rank: 4, jobNumber: 'BD-0002' });
    const cn = await get(`/api/aiot/bduser/queryBindByPhoneNum?phone=13912345678`, tokens.admin);
    expect(cn.body.data).toMatchObject({ userId: ids.bd03, account: 'bd03' });
  });

  it('answers 201012 for the phone of a non-BD, 201002 for an unknown phone or one of another provider, 100001 for a malformed one', async () => {
    expect(codeOf(await get(`/api/aiot/bduser/queryBindByPhoneNum?phone=090-1234-5603`, tokens.agent01))).toBe(201012);
    expect(codeOf(await get(`/api/aiot/bduser/queryBindByPhoneNum?phone=090-9999-0000`, tokens.agent01))).toBe(201002);
    expect(codeOf(await get(`/api/aiot/bduser/queryBindByPhoneNum?phone=090-4567-8901`, tokens.agent02))).toBe(201002);
    const bad = await get(`/api/aiot/bduser/queryBindByPhoneNum?phone=abc`, tokens.agent01, 'en');
    expect(bad.body.code).toBe(100001);
    expect(bad.body.fields).toEqual([{ field: 'phone', message: VALIDATION_MESSAGES['validation.phone'].en }]);
  });
});

describe('POST /api/aiot/bduser/orgBind and GET bindBD', () => {
  it('binds organisations of the provider subtree to a BD, keeping ones it already has', async () => {
    const m = await newOrg(orgs.east, 'merchant');
    const st = await newOrg(m, 'store');
    const res = await post('/api/aiot/bduser/orgBind', tokens.agent01, { bdUserId: ids.bd02, orgIds: [st, m, orgs.shibuya] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ bdUserId: ids.bd02, orgIds: [m, st, orgs.shibuya].sort((a, b) => a - b) });
    expect(await bindingsOf(m)).toBe(ids.bd02);
    expect(await bindingsOf(st)).toBe(ids.bd02);
    const list = await get(`/api/aiot/bduser/getOrgListByBdUser?bdUserId=${ids.bd02}`, tokens.agent01);
    expect(list.body.data.map((o: { orgId: number }) => o.orgId).sort()).toEqual([orgs.shibuya, m, st].sort());
  });

  it('never takes an organisation from another BD, binding none of the list (201014)', async () => {
    const free = await newOrg(orgs.east, 'merchant');
    const res = await post('/api/aiot/bduser/orgBind', tokens.agent01, { bdUserId: ids.bd01, orgIds: [free, orgs.shibuya] }, 'en');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 201014, msg: 'Binding the BD failed' });
    expect(await bindingsOf(free)).toBeNull();
    expect(await bindingsOf(orgs.shibuya)).toBe(ids.bd02);
  });

  it("refuses organisations outside the BD's provider subtree (201014) and outside the caller's (200001)", async () => {
    const bind = (token: string, org: number, bd = ids.bd01) => post('/api/aiot/bduser/orgBind', token, { bdUserId: bd, orgIds: [org] });
    expect(codeOf(await bind(tokens.admin, orgs.umeda))).toBe(201014);
    expect(codeOf(await bind(tokens.admin, orgs.ginza))).toBe(201014);
    expect(codeOf(await bind(tokens.admin, orgs.east))).toBe(201014);
    const outside = await bind(tokens.agent01, orgs.umeda);
    expect(outside.status).toBe(404);
    expect(outside.body.code).toBe(200001);
    expect(codeOf(await bind(tokens.agent01, 999999))).toBe(200001);
    expect(await bindingsOf(orgs.umeda)).toBeNull();
  });

  it('refuses a disabled BD (201014), a user who is not a BD (201012) and a BD of another provider (201002)', async () => {
    const bd = await createBd(tokens.agent01, { status: 0 });
    const free = await newOrg(orgs.east, 'merchant');
    expect(codeOf(await post('/api/aiot/bduser/orgBind', tokens.agent01, { bdUserId: bd, orgIds: [free] }))).toBe(201014);
    expect(codeOf(await get(`/api/aiot/bduser/bindBD?orgId=${free}&bdUserId=${bd}`, tokens.agent01))).toBe(201014);
    expect(codeOf(await post('/api/aiot/bduser/orgBind', tokens.agent01, { bdUserId: ids.agent01, orgIds: [free] }))).toBe(201012);
    const west = await post('/api/aiot/bduser/orgBind', tokens.agent02, { bdUserId: ids.bd01, orgIds: [orgs.naniwa] });
    expect(west.status).toBe(404);
    expect(west.body.code).toBe(201002);
    expect(codeOf(await post('/api/aiot/bduser/orgBind', tokens.agent02, { bdUserId: ids.bd03, orgIds: [free] }))).toBe(200001);
    expect(await bindingsOf(free)).toBeNull();
  });

  it('refuses a bad body with 100001 naming the fields', async () => {
    const res = await post('/api/aiot/bduser/orgBind', tokens.agent01, { orgIds: [] }, 'en');
    expect(res.body.code).toBe(100001);
    expect(fieldsOf(res)).toEqual(['bdUserId', 'orgIds']);
    expect(res.body.fields).toContainEqual({ field: 'orgIds', message: 'Choose 1 to 100 different organisations' });
    expect(fieldsOf(await post('/api/aiot/bduser/orgBind', tokens.agent01, { bdUserId: ids.bd01, orgIds: [orgs.shinjuku, orgs.shinjuku] }))).toEqual([
      'orgIds',
    ]);
    expect(fieldsOf(await post('/api/aiot/bduser/orgBind', tokens.agent01, { bdUserId: 'x', orgIds: ['a'] }))).toEqual(['bdUserId', 'orgIds.0']);
  });

  it('bindBD binds one organisation; binding it again to the same BD changes nothing; another BD is refused', async () => {
    const free = await newOrg(orgs.minatoDrinks, 'store');
    const res = await get(`/api/aiot/bduser/bindBD?orgId=${free}&bdUserId=${ids.bd01}`, tokens.agent01);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ orgId: free, bdUserId: ids.bd01 });
    expect(await bindingsOf(free)).toBe(ids.bd01);
    expect((await get(`/api/aiot/bduser/bindBD?orgId=${free}&bdUserId=${ids.bd01}`, tokens.agent01)).body.code).toBe(200);
    expect(codeOf(await get(`/api/aiot/bduser/bindBD?orgId=${free}&bdUserId=${ids.bd02}`, tokens.agent01))).toBe(201014);
    expect(await bindingsOf(free)).toBe(ids.bd01);
  });

  it("bindBD refuses another provider's organisations and BDs by id, and bad ids", async () => {
    const free = await newOrg(orgs.east, 'merchant');
    expect(codeOf(await get(`/api/aiot/bduser/bindBD?orgId=${free}&bdUserId=${ids.bd03}`, tokens.agent02))).toBe(200001);
    expect(codeOf(await get(`/api/aiot/bduser/bindBD?orgId=${orgs.naniwa}&bdUserId=${ids.bd01}`, tokens.agent02))).toBe(201002);
    expect(codeOf(await get(`/api/aiot/bduser/bindBD?orgId=${free}&bdUserId=${ids.bd03}`, tokens.admin))).toBe(201014);
    expect(await bindingsOf(free)).toBeNull();
    expect(fieldsOf(await get(`/api/aiot/bduser/bindBD?orgId=0`, tokens.agent01))).toEqual(['bdUserId', 'orgId']);
  });
});

describe('GET /api/aiot/bduser/replace', () => {
  it("replaces an organisation's BD with another of the same rank", async () => {
    const store = await newOrg(orgs.tokyoVend, 'store');
    await get(`/api/aiot/bduser/bindBD?orgId=${store}&bdUserId=${ids.bd02}`, tokens.agent01);
    const other = await createBd(tokens.agent01, { rank: 4 });
    const res = await get(`/api/aiot/bduser/replace?orgId=${store}&bdUserId=${other}`, tokens.agent01);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ orgId: store, bdUserId: other, previousBdUserId: ids.bd02 });
    expect(await bindingsOf(store)).toBe(other);
    // with the BD it already has: no change
    const same = await get(`/api/aiot/bduser/replace?orgId=${store}&bdUserId=${other}`, tokens.agent01);
    expect(same.body.data).toEqual({ orgId: store, bdUserId: other, previousBdUserId: other });
  });

  it('refuses a BD of another rank (201018) and an organisation without a BD (101017)', async () => {
    const mismatch = await get(`/api/aiot/bduser/replace?orgId=${orgs.shibuya}&bdUserId=${ids.bd01}`, tokens.agent01, 'en');
    expect(mismatch.status).toBe(409);
    expect(mismatch.body).toEqual({ code: 201018, msg: 'The route-man levels do not match' });
    expect(await bindingsOf(orgs.shibuya)).toBe(ids.bd02);
    const free = await newOrg(orgs.east, 'merchant');
    const none = await get(`/api/aiot/bduser/replace?orgId=${free}&bdUserId=${ids.bd02}`, tokens.agent01, 'en');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ code: 101017, msg: 'No BD is bound' });
  });

  it("refuses a BD of another provider: outside the organisation's provider (201014) or the caller's scope (201002, 200001)", async () => {
    expect(codeOf(await get(`/api/aiot/bduser/replace?orgId=${orgs.tokyoVend}&bdUserId=${ids.bd03}`, tokens.admin))).toBe(201014);
    expect(codeOf(await get(`/api/aiot/bduser/replace?orgId=${orgs.tokyoVend}&bdUserId=${ids.bd03}`, tokens.agent02))).toBe(200001);
    expect(codeOf(await get(`/api/aiot/bduser/replace?orgId=${orgs.naniwa}&bdUserId=${ids.bd01}`, tokens.agent02))).toBe(201002);
    expect(codeOf(await get(`/api/aiot/bduser/replace?orgId=${orgs.tokyoVend}&bdUserId=${ids.agent01}`, tokens.agent01))).toBe(201012);
    expect(await bindingsOf(orgs.tokyoVend)).toBe(ids.bd01);
    expect(await bindingsOf(orgs.naniwa)).toBe(ids.bd03);
  });

  it('refuses a sub-agent replacing the BD of the provider above it (201014), which that provider may do', async () => {
    const sub = await newOrg(orgs.east, 'agent');
    const store = await newOrg(sub, 'store');
    await get(`/api/aiot/bduser/bindBD?orgId=${store}&bdUserId=${ids.bd01}`, tokens.agent01);
    const subDirector = await createBd(tokens.agent01, { orgId: sub, rank: 1 });
    const created = await post('/api/user/save', tokens.agent01, {
      account: 'subagent',
      name: '下位 代理店',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      orgId: sub,
      roleId: await roleId(s.db, '代理店管理者'),
      status: 1,
    });
    expect(created.body).toMatchObject({ code: 200 });
    const subToken = await s.login('subagent', PASSWORD);
    expect(codeOf(await get(`/api/aiot/bduser/replace?orgId=${store}&bdUserId=${subDirector}`, subToken))).toBe(201014);
    expect(await bindingsOf(store)).toBe(ids.bd01);
    const res = await get(`/api/aiot/bduser/replace?orgId=${store}&bdUserId=${subDirector}`, tokens.agent01);
    expect(res.body.data).toEqual({ orgId: store, bdUserId: subDirector, previousBdUserId: ids.bd01 });
  });
});

describe('GET /api/aiot/bduser/getOrgListByBdUser and orgBindList', () => {
  it('lists the organisations a BD manages, parents first', async () => {
    const res = await get(`/api/aiot/bduser/getOrgListByBdUser?bdUserId=${ids.bd03}`, tokens.agent02);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { orgId: orgs.naniwa, name: ORG_NAMES.naniwa, type: 'merchant', parentId: orgs.west, status: 1, boundAt: expect.any(String) },
    ]);
  });

  it("refuses another provider's BD (201002) and a non-BD (201012)", async () => {
    expect(codeOf(await get(`/api/aiot/bduser/getOrgListByBdUser?bdUserId=${ids.bd01}`, tokens.agent02))).toBe(201002);
    expect(codeOf(await get(`/api/aiot/bduser/getOrgListByBdUser?bdUserId=${ids.agent02}`, tokens.agent02))).toBe(201012);
  });

  it('answers the BD of an organisation and of its ancestors, nearest first', async () => {
    const res = await get(`/api/aiot/bduser/orgBindList?orgId=${orgs.shibuya}`, tokens.agent01);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        orgId: orgs.shibuya,
        orgName: ORG_NAMES.shibuya,
        orgType: 'store',
        depth: 4,
        bdUserId: ids.bd02,
        account: 'bd02',
        name: '加藤 直樹',
        phone: '090-4567-8902',
        jobNumber: 'BD-0002',
        rank: 4,
        boundAt: expect.any(String),
      },
      expect.objectContaining({ orgId: orgs.tokyoVend, orgType: 'merchant', depth: 3, bdUserId: ids.bd01, rank: 1 }),
    ]);
    expect((await get(`/api/aiot/bduser/orgBindList?orgId=${orgs.east}`, tokens.agent01)).body.data).toEqual([]);
  });

  it("refuses another provider's organisation and unknown ones (200001)", async () => {
    const res = await get(`/api/aiot/bduser/orgBindList?orgId=${orgs.shibuya}`, tokens.agent02);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(200001);
    expect(codeOf(await get(`/api/aiot/bduser/orgBindList?orgId=999999`, tokens.admin))).toBe(200001);
  });
});

describe('GET /api/user/unbindBD', () => {
  it("lists users of the caller's subtree who are not BDs, never the super admin or visitors", async () => {
    const res = await get('/api/user/unbindBD', tokens.admin);
    expect(res.status).toBe(200);
    const accounts = res.body.data.map((u: { account: string }) => u.account);
    expect(accounts).toEqual(expect.arrayContaining(['ops01', 'agent01', 'agent02', 'merchant01', 'store01']));
    for (const a of ['admin', 'guest01', 'bd01', 'bd02', 'bd03']) expect(accounts).not.toContain(a);
    expect(accounts).toEqual([...accounts].sort());
    expect(res.body.data.length).toBeLessThanOrEqual(100);

    const east = await get('/api/user/unbindBD', tokens.agent01);
    const eastAccounts = east.body.data.map((u: { account: string }) => u.account);
    expect(eastAccounts).toContain('merchant01');
    expect(eastAccounts).not.toContain('agent02');
    expect(eastAccounts).not.toContain('merchant02');
  });

  it('filters by organisation and keyword (account, name or phone)', async () => {
    const res = await get(`/api/user/unbindBD?orgId=${orgs.east}`, tokens.agent01);
    expect(res.body.data.every((u: { orgId: number }) => u.orgId === orgs.east)).toBe(true);
    expect(res.body.data.map((u: { account: string }) => u.account)).toContain('agent01');
    expect((await get(`/api/user/unbindBD?keyword=AGENT`, tokens.agent01)).body.data).toEqual([
      {
        id: ids.agent01,
        account: 'agent01',
        name: '鈴木 一郎',
        phone: '090-1234-5603',
        orgId: orgs.east,
        orgName: ORG_NAMES.east,
        orgType: 'agent',
        status: 1,
      },
    ]);
    expect(
      (await get(`/api/user/unbindBD?keyword=${encodeURIComponent('伊藤')}`, tokens.agent01)).body.data.map((u: { account: string }) => u.account),
    ).toEqual(['merchant01']);
    expect((await get(`/api/user/unbindBD?keyword=070-3456`, tokens.agent01)).body.data.map((u: { account: string }) => u.account)).toEqual(['store01']);
    expect((await get(`/api/user/unbindBD?keyword=%25`, tokens.agent01)).body.data).toEqual([]);
  });

  it("refuses another provider's organisation (200001)", async () => {
    expect(codeOf(await get(`/api/user/unbindBD?orgId=${orgs.west}`, tokens.agent01))).toBe(200001);
    expect(fieldsOf(await get(`/api/user/unbindBD?keyword=${'x'.repeat(51)}`, tokens.agent01))).toEqual(['keyword']);
  });
});

describe('permissions', () => {
  const calls: [string, string, unknown?][] = [
    ['POST', '/api/aiot/bduser/page/list', {}],
    ['POST', '/api/aiot/bduser/save', {}],
    ['POST', '/api/aiot/bduser/orgBind', {}],
    ['GET', '/api/aiot/bduser/get?userId=1'],
    ['GET', '/api/aiot/bduser/queryBindByPhoneNum?phone=09045678901'],
    ['GET', '/api/aiot/bduser/bindBD?orgId=1&bdUserId=1'],
    ['GET', '/api/aiot/bduser/getOrgListByBdUser?bdUserId=1'],
    ['GET', '/api/aiot/bduser/replace?orgId=1&bdUserId=1'],
    ['GET', '/api/aiot/bduser/orgBindList?orgId=1'],
    ['GET', '/api/user/unbindBD'],
  ];

  it.each(calls)('store01 (no bd.* codes) is refused %s %s with 101005', async (method, url, body) => {
    const res = await s.call(method, url, { token: tokens.store01, body });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(101005);
  });

  it.each(calls)('%s %s needs a token (101001)', async (method, url, body) => {
    expect((await s.call(method, url, { body })).body.code).toBe(101001);
  });

  it('a BD role with bd.view and bd.bind may read and bind but not save', async () => {
    expect((await post('/api/aiot/bduser/page/list', tokens.bd02, {})).body.code).toBe(200);
    const free = await newOrg(orgs.tokyoVend, 'store');
    expect((await get(`/api/aiot/bduser/bindBD?orgId=${free}&bdUserId=${ids.bd02}`, tokens.bd02)).body.code).toBe(200);
    expect(codeOf(await post('/api/aiot/bduser/save', tokens.bd02, newBd()))).toBe(101005);
  });
});
