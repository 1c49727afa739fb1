import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, roleId, type TestServer } from '../support/server.js';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages.js';
import type { MenuNode } from '../../src/server/areas/accounts/menus.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let roles: Record<string, number>;

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'ops01', 'viewer01', 'agent01', 'merchant01', 'store01']) tokens[account] = await s.login(account);
  roles = {
    platformViewer: await roleId(s.db, '運営閲覧者'),
    agentAdmin: await roleId(s.db, '代理店管理者'),
    merchantAdmin: await roleId(s.db, '加盟店管理者'),
    storeStaff: await roleId(s.db, '店舗担当者'),
  };
});
afterAll(async () => s?.close());

const menu = (op: string, as: string | undefined, body?: unknown, lang?: string) =>
  s.call('POST', `/api/open/permission/menu/${op}`, { token: as ? tokens[as] : undefined, body, lang });

interface TreeNode {
  id: number;
  parentId: number;
  code: string;
  kind: 'menu' | 'function';
  title: string;
  sort: number;
  platformOnly: boolean;
  grantable: boolean;
  children: TreeNode[];
}

const MENU_NODE_KEYS = [
  'children',
  'code',
  'component',
  'hideInMenu',
  'href',
  'icon',
  'id',
  'notCache',
  'openedName',
  'parentId',
  'path',
  'permTypes',
  'showAlways',
  'sort',
  'title',
];

function flatten<T extends { children: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}
const find = <T extends { code: string; children: T[] }>(nodes: T[], code: string) => flatten(nodes).find((n) => n.code === code);

async function permissionMenu(as: string): Promise<MenuNode[]> {
  const res = await menu('queryPermissionMenuFunction', as, { clientId: 'console' });
  expect(res.status).toBe(200);
  expect(res.body.code).toBe(0);
  return res.body.data;
}

describe('POST /api/open/permission/menu/queryPermissionMenuFunction', () => {
  it('answers code 0 and the whole menu to the super admin, in the documented shape, sorted by sort', async () => {
    const data = await permissionMenu('admin');
    expect(data.map((n) => n.code).slice(0, 2)).toEqual(['menu.home', 'menu.accounts']);
    for (const node of flatten(data)) expect(Object.keys(node).sort()).toEqual(MENU_NODE_KEYS);
    const home = find(data, 'menu.home')!;
    expect(home).toMatchObject({
      parentId: 0,
      title: 'menu.home',
      path: '/home',
      notCache: true,
      hideInMenu: false,
      href: null,
      icon: 'Home',
      children: [],
      permTypes: [],
    });
    const accounts = find(data, 'menu.accounts')!;
    expect(accounts.parentId).toBe(0);
    expect(accounts.children.map((c) => c.code)).toEqual(expect.arrayContaining(['menu.users', 'menu.roles', 'menu.organisations', 'menu.bdUsers']));
    const sorts = accounts.children.map((c) => c.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    for (const child of accounts.children) expect(child.parentId).toBe(accounts.id);
    const roleMenu = find(data, 'menu.roles')!;
    expect(roleMenu).toMatchObject({ path: '/roles', component: 'roles', icon: 'Badge', title: 'menu.roles' });
    expect(roleMenu.permTypes).toEqual(['role.view', 'role.save', 'role.update', 'role.delete', 'menu.manage']);
    expect(find(data, 'menu.users')!.permTypes).toEqual(['user.view', 'user.save', 'user.update', 'user.status', 'user.delete']);
    // functions are permTypes, never entries
    expect(flatten(data).some((n) => n.code === 'user.view')).toBe(false);
  });

  it('holds the Ecosystem group (showAlways) and leaves its ordering app out while ORDERING_APP_URL is unset', async () => {
    for (const account of ['admin', 'merchant01', 'store01']) {
      const data = await permissionMenu(account);
      expect(find(data, 'menu.ecosystem'), account).toMatchObject({ parentId: 0, showAlways: true, openedName: null, path: null, href: null, children: [] });
      expect(find(data, 'menu.orderingApp'), account).toBeUndefined();
    }
    // other entries keep the defaults: no group stays one by itself, each page opens its own group
    expect(find(await permissionMenu('admin'), 'menu.accounts')).toMatchObject({ showAlways: false, openedName: null });
  });

  it('answers the ordering app with the configured address, to each role holding it, and not to one that does not', async () => {
    const configured = await testServer({ links: { orderingApp: 'https://order.example.com/app' } });
    try {
      const entryOf = async (account: string) => {
        const res = await configured.call('POST', '/api/open/permission/menu/queryPermissionMenuFunction', {
          token: await configured.login(account),
          body: {},
        });
        expect(res.body.code).toBe(0);
        return find(res.body.data as MenuNode[], 'menu.orderingApp');
      };
      for (const account of ['admin', 'ops01', 'agent01', 'merchant01', 'store01', 'bd02']) {
        expect(await entryOf(account), account).toMatchObject({
          href: 'https://order.example.com/app',
          path: null,
          icon: 'ShoppingCart',
          title: 'menu.orderingApp',
        });
      }
      // a role granted neither the entry nor its group does not see it (deny by default)
      await configured.db.query(
        `delete from role_permissions where code in ('menu.orderingApp', 'menu.ecosystem') and role_id = (select role_id from users where account = 'store01')`,
      );
      expect(await entryOf('store01')).toBeUndefined();
    } finally {
      await configured.close();
    }
  });

  it('lists only the menus and function codes the user holds', async () => {
    const viewer = await permissionMenu('viewer01');
    expect(find(viewer, 'menu.users')!.permTypes).toEqual(['user.view']);
    expect(find(viewer, 'menu.roles')!.permTypes).toEqual(['role.view']);

    const merchant = await permissionMenu('merchant01');
    const accounts = find(merchant, 'menu.accounts')!;
    expect(accounts.children.map((c) => c.code).sort()).toEqual(['menu.bdDevices', 'menu.importRecords', 'menu.organisations', 'menu.roles', 'menu.users']);
    expect(find(merchant, 'menu.roles')!.permTypes).toEqual(['role.view']);

    const store = await permissionMenu('store01');
    expect(
      find(store, 'menu.accounts')!
        .children.map((c) => c.code)
        .sort(),
    ).toEqual(['menu.organisations', 'menu.users']);
    expect(find(store, 'menu.users')!.permTypes).toEqual(['user.view']);
  });

  it('needs no body, drops unknown fields, refuses a bad clientId (100001) and callers without a token (101001)', async () => {
    const bare = await s.call('POST', '/api/open/permission/menu/queryPermissionMenuFunction', { token: tokens.viewer01 });
    expect(bare.body.code).toBe(0);
    expect((await menu('queryPermissionMenuFunction', 'viewer01', { other: 1 })).body.code).toBe(0);
    const bad = await menu('queryPermissionMenuFunction', 'viewer01', { clientId: 'x'.repeat(51) });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field)).toEqual(['clientId']);
    const anonymous = await menu('queryPermissionMenuFunction', undefined, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(101001);
  });
});

describe('POST /api/open/permission/menu/queryMenuFunction', () => {
  it('answers every menu and function as one tree, marking what the caller may grant', async () => {
    const res = await menu('queryMenuFunction', 'viewer01', {});
    expect(res.body.code).toBe(200);
    const tree: TreeNode[] = res.body.data;
    const roleMenu = find(tree, 'menu.roles')!;
    expect(roleMenu.kind).toBe('menu');
    expect(roleMenu.children.map((c) => c.code)).toEqual(['role.view', 'role.save', 'role.update', 'role.delete', 'menu.manage']);
    expect(roleMenu.children.every((c) => c.kind === 'function' && c.parentId === roleMenu.id)).toBe(true);
    expect(find(tree, 'menu.manage')).toMatchObject({ platformOnly: true, grantable: false });
    expect(find(tree, 'role.view')).toMatchObject({ platformOnly: false, grantable: true });
    expect(find(tree, 'user.save')!.grantable).toBe(false);
    const everything = await s.db.query<{ n: number }>('select count(*)::int as n from menus');
    expect(flatten(tree)).toHaveLength(everything[0].n);
    const admin = (await menu('queryMenuFunction', 'admin')).body.data as TreeNode[];
    expect(flatten(admin).every((n) => n.grantable)).toBe(true);
  });

  it('needs role.view (101005)', async () => {
    const res = await menu('queryMenuFunction', 'store01', {});
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(101005);
  });
});

describe('POST /api/open/permission/menu/queryRoleMenuFunction', () => {
  it("answers one role's codes and the tree cut down to them", async () => {
    const res = await menu('queryRoleMenuFunction', 'admin', { roleId: roles.storeStaff });
    expect(res.body.code).toBe(200);
    expect(res.body.data.roleId).toBe(roles.storeStaff);
    // store staff see their organisation, users, devices, alarm records, payments and payment alarms (the demo seed's
    // storeStaff role), and the ordering app every role may open where it is configured
    expect(res.body.data.codes).toEqual([
      'alarmRecord.view',
      'cashPay.view',
      'device.view',
      'menu.accounts',
      'menu.alarmRecords',
      'menu.cashPayments',
      'menu.deal',
      'menu.deviceList',
      'menu.deviceOnline',
      'menu.devices',
      'menu.ecosystem',
      'menu.home',
      'menu.orderingApp',
      'menu.organisations',
      'menu.payAlarmRecords',
      'menu.payOrders',
      'menu.users',
      'org.view',
      'payAlarmRecord.view',
      'payOrder.view',
      'user.view',
    ]);
    const tree: TreeNode[] = res.body.data.tree;
    expect(
      flatten(tree)
        .map((n) => n.code)
        .sort(),
    ).toEqual(res.body.data.codes);
    expect(find(tree, 'menu.users')!.children.map((c) => c.code)).toEqual(['user.view']);
    expect(find(tree, 'menu.deviceList')!.children.map((c) => c.code)).toEqual(['device.view']);
  });

  it("refuses roles outside the caller's subtree and missing ones (202001), bad ids (100001)", async () => {
    const mine = await s.call('POST', '/api/open/permission/role/add', {
      token: tokens.agent01,
      body: { name: 'East閲覧', status: 1, permissions: ['user.view'] },
    });
    expect(mine.body.code).toBe(200);
    expect((await menu('queryRoleMenuFunction', 'agent01', { roleId: mine.body.data.id })).body.data.codes).toEqual([
      'menu.accounts',
      'menu.users',
      'user.view',
    ]);
    expect((await menu('queryRoleMenuFunction', 'merchant01', { roleId: roles.merchantAdmin })).body.code).toBe(202001);
    expect((await menu('queryRoleMenuFunction', 'merchant01', { roleId: mine.body.data.id })).body.code).toBe(202001);
    expect((await menu('queryRoleMenuFunction', 'admin', { roleId: 999999 })).body.code).toBe(202001);
    const bad = await menu('queryRoleMenuFunction', 'admin', { roleId: 'x' });
    expect(bad.body.code).toBe(100001);
    expect(bad.body.fields.map((f: { field: string }) => f.field)).toEqual(['roleId']);
    expect((await menu('queryRoleMenuFunction', 'admin', {})).body.fields.map((f: { field: string }) => f.field)).toEqual(['roleId']);
    expect((await menu('queryRoleMenuFunction', 'store01', { roleId: roles.storeStaff })).body.code).toBe(101005);
  });
});

describe('POST /api/open/permission/menu/addMenuFunction', () => {
  it('adds a menu and a function; the super admin sees them at once, others once a role grants them', async () => {
    const top = await menu('addMenuFunction', 'ops01', {
      code: 'menu.reports',
      kind: 'menu',
      path: '/reports',
      component: 'reports',
      icon: 'Assessment',
      sort: 50,
    });
    expect(top.body).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const fn = await menu('addMenuFunction', 'ops01', { parentCode: 'menu.reports', code: 'report.view', kind: 'function', titleKey: 'function.report.view' });
    expect(fn.body.code).toBe(200);

    const admin = await permissionMenu('admin');
    expect(find(admin, 'menu.reports')).toMatchObject({
      id: top.body.data.id,
      parentId: 0,
      title: 'menu.reports',
      path: '/reports',
      component: 'reports',
      icon: 'Assessment',
      sort: 50,
      permTypes: ['report.view'],
      hideInMenu: false,
      notCache: false,
    });
    expect(find(await permissionMenu('viewer01'), 'menu.reports')).toBeUndefined();

    // ops01 made it but does not hold it, so cannot grant it
    const viewerRole = await s.call('GET', `/api/open/permission/role/get/${roles.platformViewer}`, { token: tokens.admin });
    const { name, remark, status, parentId, permissions } = viewerRole.body.data;
    const record = { id: roles.platformViewer, name: '閲覧者', remark, status, parentId, permissions: [...permissions, 'report.view'] };
    expect(name).toBe('運営閲覧者');
    expect((await s.call('POST', '/api/open/permission/role/update', { token: tokens.ops01, body: record })).body.code).toBe(101005);
    expect((await s.call('POST', '/api/open/permission/role/update', { token: tokens.admin, body: record })).body.code).toBe(200);
    expect(find(await permissionMenu('viewer01'), 'menu.reports')).toMatchObject({ permTypes: ['report.view'], children: [] });
  });

  it('adds a sub-menu under a menu, hidden from the side menu when asked', async () => {
    const res = await menu('addMenuFunction', 'admin', {
      parentCode: 'menu.accounts',
      code: 'menu.accountImport',
      kind: 'menu',
      path: '/accountImport',
      sort: 90,
      hideInMenu: true,
      notCache: true,
      href: 'https://example.com/help',
    });
    expect(res.body.code).toBe(200);
    const node = find(find(await permissionMenu('admin'), 'menu.accounts')!.children, 'menu.accountImport')!;
    expect(node).toMatchObject({ hideInMenu: true, notCache: true, href: 'https://example.com/help', sort: 90, component: null, permTypes: [] });
  });

  it('refuses a code in use (202009), an unknown parent (202008), a function under a function or at the top (100001 parentCode)', async () => {
    const dup = await menu('addMenuFunction', 'admin', { code: 'user.view', kind: 'function', parentCode: 'menu.users' }, 'en');
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ code: 202009, msg: 'The menu code already exists' });
    const orphan = await menu('addMenuFunction', 'admin', { code: 'x.view', kind: 'function', parentCode: 'menu.nothing' }, 'en');
    expect(orphan.status).toBe(404);
    expect(orphan.body).toEqual({ code: 202008, msg: 'The menu does not exist' });
    const nested = await menu('addMenuFunction', 'admin', { code: 'user.view.more', kind: 'function', parentCode: 'user.view' }, 'en');
    expect(nested.body.code).toBe(100001);
    expect(nested.body.fields).toEqual([{ field: 'parentCode', message: VALIDATION_MESSAGES['validation.menuParent'].en }]);
    const menuUnderFunction = await menu('addMenuFunction', 'admin', { code: 'menu.deeper', kind: 'menu', parentCode: 'user.view' });
    expect(menuUnderFunction.body.fields.map((f: { field: string }) => f.field)).toEqual(['parentCode']);
    const top = await menu('addMenuFunction', 'admin', { code: 'loose.view', kind: 'function' });
    expect(top.body.fields.map((f: { field: string }) => f.field)).toEqual(['parentCode']);
    expect(await s.db.query(`select 1 from menus where code in ('x.view', 'user.view.more', 'menu.deeper', 'loose.view')`)).toEqual([]);
  });

  it('refuses bad input with 100001 naming the fields', async () => {
    const res = await menu(
      'addMenuFunction',
      'admin',
      { code: 'Bad Code', kind: 'page', path: 'reports', sort: -1, icon: 'a b', href: 'javascript:alert(1)', hideInMenu: 'yes' },
      'en',
    );
    expect(res.status).toBe(400);
    const fields = res.body.fields.map((f: { field: string }) => f.field).sort();
    expect(fields).toEqual(['code', 'hideInMenu', 'href', 'icon', 'kind', 'path', 'sort']);
    const byField = Object.fromEntries(res.body.fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(byField.code).toBe(VALIDATION_MESSAGES['validation.menuCode'].en);
    expect(byField.path).toBe(VALIDATION_MESSAGES['validation.menuPath'].en);
    expect((await menu('addMenuFunction', 'admin', {})).body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['code', 'kind']);
  });

  it('is for platform staff holding menu.manage only (101005)', async () => {
    for (const who of ['viewer01', 'agent01', 'merchant01']) {
      const res = await menu('addMenuFunction', who, { code: `menu.by${who}`, kind: 'menu' });
      expect(res.status, who).toBe(403);
      expect(res.body.code, who).toBe(101005);
    }
    // even holding the code (it can only get there by hand), an agent is not platform staff
    await s.db.query(`insert into role_permissions (role_id, code) values ($1, 'menu.manage')`, [roles.agentAdmin]);
    try {
      expect((await menu('addMenuFunction', 'agent01', { code: 'menu.byAgent', kind: 'menu' })).body.code).toBe(101005);
    } finally {
      await s.db.query(`delete from role_permissions where role_id = $1 and code = 'menu.manage'`, [roles.agentAdmin]);
    }
    expect(await s.db.query(`select 1 from menus where code like 'menu.by%'`)).toEqual([]);
  });
});
