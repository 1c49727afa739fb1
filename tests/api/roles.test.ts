import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, roleId, type TestServer } from '../support/server.js';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let orgs: Record<string, number>;
let roles: Record<string, number>;

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'ops01', 'viewer01', 'agent01', 'merchant01', 'merchant02', 'store01']) {
    tokens[account] = await s.login(account);
  }
  orgs = {
    platform: await orgId(s.db, '新運営リテールプラットフォーム'),
    east: await orgId(s.db, '東日本サービス株式会社'),
    west: await orgId(s.db, '西日本サービス株式会社'),
    tokyoVend: await orgId(s.db, '東京ベンディング'),
    minato: await orgId(s.db, 'みなと飲料'),
    naniwa: await orgId(s.db, 'なにわ自販機'),
    shibuya: await orgId(s.db, '渋谷駅前店'),
    shinjuku: await orgId(s.db, '新宿西口店'),
  };
  roles = {
    platformAdmin: await roleId(s.db, '運営管理者'),
    platformViewer: await roleId(s.db, '運営閲覧者'),
    agentAdmin: await roleId(s.db, '代理店管理者'),
    merchantAdmin: await roleId(s.db, '加盟店管理者'),
    storeStaff: await roleId(s.db, '店舗担当者'),
  };
});
afterAll(async () => s?.close());

const role = (op: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/open/permission/role/${op}`, { token: tokens[as], body, lang });
const getRole = (as: string, id: number | string, lang?: string) => s.call('GET', `/api/open/permission/role/get/${id}`, { token: tokens[as], lang });

/** Adds a role as `as` and answers its id (the call must succeed). */
async function addRole(as: string, body: Record<string, unknown>): Promise<number> {
  const res = await role('add', as, { status: 1, ...body });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
  return res.body.data.id;
}

/** The whole editable record of a role, as the edit form would send it back. */
async function editable(id: number) {
  const { body } = await getRole('admin', id);
  const { name, remark, status, parentId, permissions } = body.data;
  return { id, name, remark, status, parentId, permissions: permissions as string[] };
}

const fieldsOf = (body: { fields?: { field: string }[] }) => (body.fields ?? []).map((f) => f.field).sort();
let seq = 0;
const uniqueName = (prefix = 'Role') => `${prefix}${++seq}`;

describe('POST /api/open/permission/role/add, GET /role/get/{id}', () => {
  it('creates a role, adding the menus that lead to each granted function, and reads it back', async () => {
    const id = await addRole('admin', {
      name: '東京運用担当',
      remark: '東京の運用',
      orgId: orgs.tokyoVend,
      permissions: ['user.view', 'org.view', 'org.view'],
    });
    const res = await getRole('admin', id);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      name: '東京運用担当',
      remark: '東京の運用',
      status: 1,
      orgId: orgs.tokyoVend,
      orgName: '東京ベンディング',
      parentId: null,
    });
    expect(res.body.data.permissions).toEqual(['menu.accounts', 'menu.organisations', 'menu.users', 'org.view', 'user.view']);
    expect(Date.parse(res.body.data.createdAt)).not.toBeNaN();
    expect(Date.parse(res.body.data.updatedAt)).not.toBeNaN();
  });

  it("puts the role in the caller's own organisation when orgId is absent", async () => {
    const id = await addRole('agent01', { name: uniqueName('East'), permissions: ['user.view'] });
    const res = await getRole('agent01', id);
    expect(res.body.data).toMatchObject({ orgId: orgs.east, orgName: '東日本サービス株式会社', remark: '' });
  });

  it('takes a name in kana with the long-vowel mark (店舗スタッフ, スーパーバイザー)', async () => {
    for (const name of ['店舗スタッフ', 'スーパーバイザー', 'かんりしゃ2']) {
      const id = await addRole('admin', { name, orgId: orgs.tokyoVend, permissions: ['user.view'] });
      expect((await getRole('admin', id)).body.data.name).toBe(name);
    }
  });

  it('refuses a duplicate name within the organisation (any case) with 202002, allows it in another', async () => {
    await addRole('admin', { name: 'TokyoOps', orgId: orgs.tokyoVend, permissions: ['user.view'] });
    const dup = await role('add', 'admin', { name: 'tokyoops', status: 1, orgId: orgs.tokyoVend, permissions: ['user.view'] }, 'en');
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ code: 202002, msg: 'The role name is already used' });
    await addRole('admin', { name: 'TokyoOps', orgId: orgs.minato, permissions: ['user.view'] });
  });

  it('refuses an empty permission list with 202003 (the role has no permission) and an unknown code with 100001 naming permissions', async () => {
    const empty = await role('add', 'admin', { name: uniqueName(), status: 1, permissions: [] }, 'en');
    expect(empty.status).toBe(409);
    expect(empty.body).toEqual({ code: 202003, msg: 'The role has no permissions' });
    const ja = await role('add', 'admin', { name: uniqueName(), status: 1, permissions: [] }, 'ja');
    expect(ja.body).toEqual({ code: 202003, msg: 'ロールに権限がありません' });
    const unknown = await role('add', 'admin', { name: uniqueName(), status: 1, permissions: ['user.view', 'no.such.code'] }, 'en');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(100001);
    expect(unknown.body.fields).toEqual([{ field: 'permissions', message: VALIDATION_MESSAGES['validation.permissionCode'].en }]);
  });

  it("refuses an organisation outside the caller's subtree (200006) and a missing one (200001)", async () => {
    const outside = await role('add', 'agent01', { name: uniqueName(), status: 1, orgId: orgs.west, permissions: ['user.view'] });
    expect(outside.status).toBe(403);
    expect(outside.body.code).toBe(200006);
    const missing = await role('add', 'admin', { name: uniqueName(), status: 1, orgId: 999999, permissions: ['user.view'] });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(200001);
  });

  it('keeps platform-only codes to roles of the platform organisation (101005)', async () => {
    const merchantRole = await role('add', 'admin', { name: uniqueName(), status: 1, orgId: orgs.tokyoVend, permissions: ['menu.manage'] });
    expect(merchantRole.status).toBe(403);
    expect(merchantRole.body.code).toBe(101005);
    const id = await addRole('admin', { name: uniqueName('Menus'), orgId: orgs.platform, permissions: ['menu.manage'] });
    expect((await getRole('admin', id)).body.data.permissions).toEqual(['menu.accounts', 'menu.manage', 'menu.roles']);
  });

  it('refuses to let a caller grant a code they do not hold (101005)', async () => {
    // agent01's role holds everything but menu.manage
    const name = uniqueName();
    const res = await role('add', 'agent01', { name, status: 1, permissions: ['user.view', 'menu.manage'] });
    expect(res.body.code).toBe(101005);
    expect(await s.db.query('select 1 from roles where name = $1', [name])).toEqual([]);
  });

  it('answers 202001 for a role that does not exist', async () => {
    const res = await getRole('admin', 999999, 'en');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 202001, msg: 'The role does not exist' });
  });
});

describe('POST /api/open/permission/role/update', () => {
  it('updates the whole editable record; codes taken away are gone, new ones added with their menus', async () => {
    const id = await addRole('admin', { name: uniqueName(), orgId: orgs.tokyoVend, permissions: ['user.view', 'org.view'] });
    const upd = await role('update', 'admin', {
      id,
      name: '更新後担当者',
      remark: '変更',
      status: 0,
      parentId: null,
      permissions: ['user.view', 'bd.view'],
      orgId: orgs.minato,
    });
    expect(upd.body).toMatchObject({ code: 200, data: { id } });
    const after = (await getRole('admin', id)).body.data;
    expect(after).toMatchObject({ name: '更新後担当者', remark: '変更', status: 0, orgId: orgs.tokyoVend });
    expect(after.permissions).toEqual(['bd.view', 'menu.accounts', 'menu.bdUsers', 'menu.users', 'user.view']);
  });

  it('refuses a duplicate name in the organisation, an empty list, an unknown code and a missing role', async () => {
    await addRole('admin', { name: 'TakenName', orgId: orgs.shibuya, permissions: ['user.view'] });
    const id = await addRole('admin', { name: uniqueName(), orgId: orgs.shibuya, permissions: ['user.view'] });
    const base = await editable(id);
    expect((await role('update', 'admin', { ...base, name: 'TAKENNAME' })).body.code).toBe(202002);
    expect((await role('update', 'admin', { ...base, permissions: [] })).body.code).toBe(202003);
    const unknown = await role('update', 'admin', { ...base, permissions: ['x.y'] });
    expect(unknown.body.code).toBe(100001);
    expect(fieldsOf(unknown.body)).toEqual(['permissions']);
    expect((await role('update', 'admin', { ...base, id: 999999 })).body.code).toBe(202001);
    // keeping its own name is not a duplicate
    expect((await role('update', 'admin', base)).body.code).toBe(200);
  });

  it('lets an editor keep codes they lack but not add new ones (101005)', async () => {
    // a role in the east with bd.bind, edited by someone who lacks it
    const id = await addRole('admin', { name: uniqueName(), orgId: orgs.east, permissions: ['user.view', 'bd.bind'] });
    await s.db.query(`delete from role_permissions where role_id = $1 and code = 'bd.bind'`, [roles.agentAdmin]);
    try {
      const base = await editable(id);
      expect((await role('update', 'agent01', { ...base, remark: 'agent01 が編集' })).body.code).toBe(200);
      const other = await addRole('admin', { name: uniqueName(), orgId: orgs.east, permissions: ['user.view'] });
      const grant = await role('update', 'agent01', { ...(await editable(other)), permissions: ['user.view', 'bd.bind'] });
      expect(grant.body.code).toBe(101005);
      expect((await editable(other)).permissions).not.toContain('bd.bind');
    } finally {
      await s.db.query(`insert into role_permissions (role_id, code) values ($1, 'bd.bind')`, [roles.agentAdmin]);
    }
  });
});

describe('sub-roles', () => {
  it('creates a sub-role within its parent, refuses codes beyond it, and removes taken codes from sub-roles', async () => {
    const parent = await addRole('admin', { name: uniqueName('Parent'), orgId: orgs.tokyoVend, permissions: ['user.view', 'user.save', 'org.view'] });
    const child = await addRole('admin', { name: uniqueName('Child'), orgId: orgs.shibuya, parentId: parent, permissions: ['user.view', 'user.save'] });
    const grandchild = await addRole('admin', { name: uniqueName('Grand'), orgId: orgs.shibuya, parentId: child, permissions: ['user.save'] });
    expect((await getRole('admin', child)).body.data).toMatchObject({ parentId: parent, parentName: expect.stringMatching(/^Parent/) });

    const beyond = await role('add', 'admin', { name: uniqueName(), status: 1, orgId: orgs.shibuya, parentId: parent, permissions: ['bd.view'] });
    expect(beyond.body.code).toBe(101005);

    // the parent loses user.save: so do the child and the grandchild
    expect((await role('update', 'admin', { ...(await editable(parent)), permissions: ['user.view', 'org.view'] })).body.code).toBe(200);
    expect((await editable(child)).permissions).toEqual(['menu.accounts', 'menu.users', 'user.view']);
    expect((await editable(grandchild)).permissions).toEqual(['menu.accounts', 'menu.users']);

    // a role with sub-roles cannot be deleted
    const del = await role('del', 'admin', { id: parent }, 'en');
    expect(del.status).toBe(409);
    expect(del.body).toEqual({ code: 202004, msg: 'The role has sub-roles and cannot be deleted' });
    expect((await role('del', 'admin', { id: grandchild })).body.code).toBe(200);
    expect((await role('del', 'admin', { id: child })).body.code).toBe(200);
    expect((await role('del', 'admin', { id: parent })).body.code).toBe(200);
  });

  it('refuses a parent that is unknown (202001), in another branch, the role itself or one of its sub-roles (100001 parentId)', async () => {
    const unknown = await role('add', 'admin', { name: uniqueName(), status: 1, orgId: orgs.tokyoVend, parentId: 999999, permissions: ['user.view'] });
    expect(unknown.body.code).toBe(202001);
    const minatoRole = await addRole('admin', { name: uniqueName(), orgId: orgs.minato, permissions: ['user.view'] });
    const sideways = await role(
      'add',
      'admin',
      { name: uniqueName(), status: 1, orgId: orgs.tokyoVend, parentId: minatoRole, permissions: ['user.view'] },
      'en',
    );
    expect(sideways.body.code).toBe(100001);
    expect(sideways.body.fields).toEqual([{ field: 'parentId', message: VALIDATION_MESSAGES['validation.roleParent'].en }]);

    const top = await addRole('admin', { name: uniqueName(), orgId: orgs.tokyoVend, permissions: ['user.view'] });
    const below = await addRole('admin', { name: uniqueName(), orgId: orgs.tokyoVend, parentId: top, permissions: ['user.view'] });
    const self = await role('update', 'admin', { ...(await editable(top)), parentId: top });
    expect(self.body.code).toBe(100001);
    expect(fieldsOf(self.body)).toEqual(['parentId']);
    const cycle = await role('update', 'admin', { ...(await editable(top)), parentId: below });
    expect(cycle.body.code).toBe(100001);
    expect(fieldsOf(cycle.body)).toEqual(['parentId']);
    expect((await editable(top)).parentId).toBeNull();
  });

  it('lets a merchant derive a sub-role from the role it was given (a role above it)', async () => {
    const id = await addRole('admin', { name: uniqueName(), orgId: orgs.tokyoVend, parentId: roles.merchantAdmin, permissions: ['user.view'] });
    expect((await getRole('admin', id)).body.data.parentId).toBe(roles.merchantAdmin);
    // the platform role now has a sub-role
    expect((await role('del', 'admin', { id: roles.merchantAdmin })).body.code).toBe(202004);
    expect((await role('del', 'admin', { id })).body.code).toBe(200);
  });
});

describe('POST /api/open/permission/role/del', () => {
  it('deletes an unused role, then it is gone (202001)', async () => {
    const id = await addRole('admin', { name: uniqueName(), orgId: orgs.minato, permissions: ['user.view'] });
    const res = await role('del', 'admin', { id });
    expect(res.body).toMatchObject({ code: 200, data: { id } });
    expect((await getRole('admin', id)).body.code).toBe(202001);
    expect((await role('del', 'admin', { id })).body.code).toBe(202001);
    expect(await s.db.query('select 1 from role_permissions where role_id = $1', [id])).toEqual([]);
  });

  it('refuses a role still given to users with 202010', async () => {
    const res = await role('del', 'admin', { id: roles.storeStaff }, 'en');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 202010, msg: 'The role is given to users and cannot be deleted' });
    expect((await getRole('admin', roles.storeStaff)).body.code).toBe(200);
  });
});

describe('POST /api/open/permission/role/queryRolePageList', () => {
  it('pages, filters and sorts in SQL', async () => {
    const all = await role('queryRolePageList', 'admin', { pageNum: 1, pageSize: 3, sort: { field: 'id', order: 'asc' } });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThanOrEqual(6);
    expect(all.body.data.list).toHaveLength(3);
    expect(all.body.data.list[0]).toMatchObject({
      id: roles.platformAdmin,
      name: '運営管理者',
      orgName: '新運営リテールプラットフォーム',
      status: 1,
      parentId: null,
    });
    expect(all.body.data.list[0].permissions).toContain('menu.manage');

    const byName = await role('queryRolePageList', 'admin', { name: '管理者', sort: { field: 'name', order: 'asc' } });
    const names = byName.body.data.list.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['運営管理者', '代理店管理者', '加盟店管理者']));
    expect(names).toEqual([...names].sort());

    const wildcard = await role('queryRolePageList', 'admin', { name: '%' });
    expect(wildcard.body.data.total).toBe(0);

    const id = await addRole('admin', { name: uniqueName('Off'), orgId: orgs.shinjuku, status: 0, permissions: ['user.view'] });
    const disabled = await role('queryRolePageList', 'admin', { status: 0, orgId: orgs.tokyoVend });
    expect(disabled.body.data.list.map((r: { id: number }) => r.id)).toContain(id);
    expect(disabled.body.data.list.every((r: { status: number }) => r.status === 0)).toBe(true);
  });

  it("lists only roles of the caller's subtree", async () => {
    const eastRole = await addRole('admin', { name: uniqueName(), orgId: orgs.minato, permissions: ['user.view'] });
    const westRole = await addRole('admin', { name: uniqueName(), orgId: orgs.naniwa, permissions: ['user.view'] });
    const res = await role('queryRolePageList', 'agent01', { pageSize: 100 });
    const ids = res.body.data.list.map((r: { id: number }) => r.id);
    expect(ids).toContain(eastRole);
    expect(ids).not.toContain(westRole);
    expect(ids).not.toContain(roles.agentAdmin);
    const eastOrgs = new Set(['東日本サービス株式会社', '東京ベンディング', 'みなと飲料', '渋谷駅前店', '新宿西口店', '品川港南店']);
    expect(res.body.data.list.every((r: { orgName: string }) => eastOrgs.has(r.orgName))).toBe(true);
  });

  it('refuses an orgId filter outside the subtree (200006) or missing (200001)', async () => {
    expect((await role('queryRolePageList', 'agent01', { orgId: orgs.west })).body.code).toBe(200006);
    expect((await role('queryRolePageList', 'admin', { orgId: 999999 })).body.code).toBe(200001);
  });
});

describe('POST /api/open/permission/role/list', () => {
  const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((r) => r.name);

  it('offers a merchant the roles of its organisation and above that it could give', async () => {
    const own = await addRole('admin', { name: uniqueName('Tokyo'), orgId: orgs.tokyoVend, permissions: ['user.view'] });
    const res = await role('list', 'merchant01', {});
    expect(res.status).toBe(200);
    const offered = names(res);
    expect(offered).toEqual(expect.arrayContaining(['加盟店管理者', '店舗担当者']));
    // more than merchant01 holds (bd.*), or platform-only codes: not offered
    expect(offered).not.toContain('BD担当');
    expect(offered).not.toContain('運営管理者');
    expect(res.body.data.map((r: { id: number }) => r.id)).toContain(own);
    expect(res.body.data[0]).toMatchObject({ orgName: '新運営リテールプラットフォーム' });
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['id', 'name', 'orgId', 'orgName', 'remark', 'status']);
  });

  it('offers roles of the organisation and its ancestors only, with an optional status filter', async () => {
    const tokyo = await addRole('admin', { name: uniqueName(), orgId: orgs.tokyoVend, permissions: ['user.view'] });
    const minato = await addRole('admin', { name: uniqueName(), orgId: orgs.minato, permissions: ['user.view'] });
    const off = await addRole('admin', { name: uniqueName(), orgId: orgs.shibuya, status: 0, permissions: ['user.view'] });
    const res = await role('list', 'admin', { orgId: orgs.shibuya });
    const ids = res.body.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([tokyo, off, roles.agentAdmin, roles.merchantAdmin]));
    expect(ids).not.toContain(minato);
    // platform-only codes stay with the platform's users
    expect(ids).not.toContain(roles.platformAdmin);
    expect((await role('list', 'admin', { orgId: orgs.platform })).body.data.map((r: { id: number }) => r.id)).toContain(roles.platformAdmin);
    const enabled = await role('list', 'admin', { orgId: orgs.shibuya, status: 1 });
    expect(enabled.body.data.map((r: { id: number }) => r.id)).not.toContain(off);
  });

  it('offers exactly the roles the user calls accept in that organisation, as agent01 and merchant01 meet them', async () => {
    const all = (await s.db.query<{ id: number }>('select id from roles')).map((r) => r.id);
    for (const [who, orgId] of [
      ['agent01', orgs.east],
      ['agent01', orgs.shibuya],
      ['merchant01', orgs.shibuya],
    ] as const) {
      const offered = new Set<number>((await role('list', who, { orgId })).body.data.map((r: { id: number }) => r.id));
      for (const id of all) {
        const res = await s.call('POST', '/api/user/save', {
          token: tokens[who],
          body: { account: `p${++seq}x${id}`, name: '山田 太郎', password: 'Secret#2026', confirmPassword: 'Secret#2026', orgId, roleId: id, status: 1 },
        });
        expect(res.body.code === 200, `${who} org ${orgId} role ${id}: ${res.body.code}`).toBe(offered.has(id));
      }
    }
  });

  it('refuses an organisation outside the subtree (200006) or missing (200001)', async () => {
    expect((await role('list', 'merchant01', { orgId: orgs.minato })).body.code).toBe(200006);
    expect((await role('list', 'admin', { orgId: 999999 })).body.code).toBe(200001);
  });
});

describe('organisation scope and permissions', () => {
  let merchant02Role: number;

  beforeAll(async () => {
    merchant02Role = await addRole('admin', { name: '難波担当', orgId: orgs.naniwa, permissions: ['user.view'] });
    // merchant01's role (a platform role) is given the role write codes
    const base = await editable(roles.merchantAdmin);
    const res = await role('update', 'admin', { ...base, permissions: [...base.permissions, 'role.save', 'role.update', 'role.delete'] });
    expect(res.body.code).toBe(200);
  });

  it("refuses a merchant the platform's roles for reading, editing and deleting (202001)", async () => {
    expect((await getRole('merchant01', roles.merchantAdmin)).body.code).toBe(202001);
    const base = await editable(roles.merchantAdmin);
    expect((await role('update', 'merchant01', { ...base, remark: 'hijack' })).body.code).toBe(202001);
    expect((await role('del', 'merchant01', { id: roles.platformViewer })).body.code).toBe(202001);
    expect((await editable(roles.merchantAdmin)).remark).toBe('加盟店と店舗の管理');
  });

  it("refuses a merchant another merchant's roles by id (202001)", async () => {
    const get = await getRole('merchant01', merchant02Role);
    expect(get.status).toBe(404);
    expect(get.body.code).toBe(202001);
    expect((await role('update', 'merchant01', { ...(await editable(merchant02Role)), name: 'Hijacked' })).body.code).toBe(202001);
    expect((await role('del', 'merchant01', { id: merchant02Role })).body.code).toBe(202001);
    expect((await getRole('merchant02', merchant02Role)).body.code).toBe(200);
  });

  it('lets a merchant manage roles of its own organisation and its stores', async () => {
    const own = await addRole('merchant01', { name: '東京受付', permissions: ['user.view'] });
    expect((await getRole('merchant01', own)).body.data.orgId).toBe(orgs.tokyoVend);
    const store = await addRole('merchant01', { name: '渋谷受付', orgId: orgs.shibuya, permissions: ['user.view', 'org.view'] });
    expect((await role('update', 'merchant01', { ...(await editable(store)), status: 0 })).body.code).toBe(200);
    expect((await role('del', 'merchant01', { id: store })).body.code).toBe(200);
    expect((await role('add', 'merchant01', { name: uniqueName(), status: 1, orgId: orgs.minato, permissions: ['user.view'] })).body.code).toBe(200006);
  });

  it('refuses escalation: a merchant granting menu.manage or a code it lacks (101005)', async () => {
    for (const permissions of [['menu.manage'], ['user.view', 'bd.view'], ['menu.bdUsers']]) {
      const res = await role('add', 'merchant01', { name: uniqueName(), status: 1, permissions }, 'en');
      expect(res.status, JSON.stringify(permissions)).toBe(403);
      expect(res.body).toEqual({ code: 101005, msg: 'No permission for this resource' });
    }
    const own = await addRole('merchant01', { name: uniqueName(), permissions: ['user.view'] });
    const res = await role('update', 'merchant01', { ...(await editable(own)), permissions: ['user.view', 'bd.view'] });
    expect(res.body.code).toBe(101005);
    expect((await editable(own)).permissions).not.toContain('bd.view');
  });

  it('refuses viewer01 every write (101005) but lets it read', async () => {
    const id = await addRole('admin', { name: uniqueName(), orgId: orgs.platform, permissions: ['user.view'] });
    expect((await role('add', 'viewer01', { name: uniqueName(), status: 1, permissions: ['user.view'] })).body.code).toBe(101005);
    expect((await role('update', 'viewer01', await editable(id))).body.code).toBe(101005);
    const del = await role('del', 'viewer01', { id });
    expect(del.status).toBe(403);
    expect(del.body.code).toBe(101005);
    expect((await getRole('viewer01', id)).body.code).toBe(200);
    expect((await role('queryRolePageList', 'viewer01', {})).body.code).toBe(200);
    expect((await role('list', 'viewer01', {})).body.code).toBe(200);
  });

  it('refuses callers without role.view (101005) and callers without a token (101001)', async () => {
    expect((await role('queryRolePageList', 'store01', {})).body.code).toBe(101005);
    expect((await getRole('store01', roles.storeStaff)).body.code).toBe(101005);
    const anonymous = await s.call('POST', '/api/open/permission/role/queryRolePageList', { body: {} });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(101001);
  });
});

describe('changes take effect on the very next call', () => {
  it('revoking a code or disabling the role refuses its users at once (101005)', async () => {
    const id = await addRole('admin', { name: uniqueName('Live'), orgId: orgs.tokyoVend, permissions: ['role.view', 'user.view'] });
    const created = await s.call('POST', '/api/user/save', {
      token: tokens.admin,
      body: {
        account: 'roletest01',
        name: '試験 太郎',
        password: 'Secret#2026x',
        confirmPassword: 'Secret#2026x',
        orgId: orgs.tokyoVend,
        roleId: id,
        status: 1,
      },
    });
    expect(created.body.code).toBe(200);
    const token = await s.login('roletest01', 'Secret#2026x');
    const pageList = () => s.call('POST', '/api/open/permission/role/queryRolePageList', { token, body: {} });
    const users = () => s.call('POST', '/api/user/page/list', { token, body: {} });
    expect((await pageList()).body.code).toBe(200);

    expect((await role('update', 'admin', { ...(await editable(id)), permissions: ['user.view'] })).body.code).toBe(200);
    expect((await pageList()).body.code).toBe(101005);
    expect((await users()).body.code).toBe(200);

    expect((await role('update', 'admin', { ...(await editable(id)), status: 0 })).body.code).toBe(200);
    const refused = await users();
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(101005);
    const menu = await s.call('POST', '/api/open/permission/menu/queryPermissionMenuFunction', { token, body: {} });
    expect(menu.body).toMatchObject({ code: 0, data: [] });

    expect((await role('update', 'admin', { ...(await editable(id)), status: 1, permissions: ['user.view', 'role.view'] })).body.code).toBe(200);
    expect((await users()).body.code).toBe(200);
    expect((await pageList()).body.code).toBe(200);

    // still given to roletest01
    expect((await role('del', 'admin', { id })).body.code).toBe(202010);
  });
});

describe('bad input answers 100001 naming the fields', () => {
  it('add: every field rule, with the schema messages in the caller language', async () => {
    const res = await role('add', 'admin', { name: 'bad name!', remark: 'x'.repeat(101), status: 2, orgId: 0, parentId: 0, permissions: 'user.view' }, 'en');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(100001);
    expect(fieldsOf(res.body)).toEqual(['name', 'orgId', 'parentId', 'permissions', 'remark', 'status']);
    const byField = Object.fromEntries(res.body.fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(byField.name).toBe(VALIDATION_MESSAGES['validation.roleName'].en);
    expect(byField.remark).toBe(VALIDATION_MESSAGES['validation.roleRemark'].en);
    expect(byField.status).toBe(VALIDATION_MESSAGES['validation.status'].en);
  });

  it('add: required fields, symbols and over-long names, empty and non-text codes', async () => {
    const missing = await role('add', 'admin', {});
    expect(fieldsOf(missing.body)).toEqual(['name', 'permissions']);
    for (const name of ['ロール・A', '管理者'.repeat(7), '', 'Role 1', 42]) {
      const res = await role('add', 'admin', { name, status: 1, permissions: ['user.view'] }, 'ja');
      expect(res.body.code, String(name)).toBe(100001);
      expect(res.body.fields, String(name)).toEqual([{ field: 'name', message: VALIDATION_MESSAGES['validation.roleName'].ja }]);
    }
    const codes = await role('add', 'admin', { name: uniqueName(), status: 1, permissions: ['user.view', '', 7] });
    expect(fieldsOf(codes.body)).toEqual(['permissions.1', 'permissions.2']);
    const body = await s.call('POST', '/api/open/permission/role/add', { token: tokens.admin, body: '[1]', headers: { 'content-type': 'application/json' } });
    expect(body.body.code).toBe(100001);
  });

  it('update, del and get: ids', async () => {
    const upd = await role('update', 'admin', { name: uniqueName(), status: 1, permissions: ['user.view'] });
    expect(fieldsOf(upd.body)).toEqual(['id']);
    expect(fieldsOf((await role('update', 'admin', { id: 'x', name: uniqueName(), status: 1, permissions: ['user.view'] })).body)).toEqual(['id']);
    expect(fieldsOf((await role('del', 'admin', {})).body)).toEqual(['id']);
    expect(fieldsOf((await role('del', 'admin', { id: -1 })).body)).toEqual(['id']);
    const get = await getRole('admin', 'abc');
    expect(get.status).toBe(400);
    expect(fieldsOf(get.body)).toEqual(['id']);
  });

  it('page list and list: paging, sorting and filters', async () => {
    const page = await role('queryRolePageList', 'admin', {
      pageNum: 0,
      pageSize: 101,
      sort: { field: 'remark', order: 'up' },
      status: '1',
      name: 'x'.repeat(21),
    });
    expect(fieldsOf(page.body)).toEqual(['name', 'pageNum', 'pageSize', 'sort.field', 'sort.order', 'status']);
    expect(fieldsOf((await role('list', 'admin', { orgId: '1' })).body)).toEqual(['orgId']);
  });
});
