/** Renders shell parts inside react-admin's context with a memory router, the real messages and a given menu. */
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, type AuthProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { Location } from 'react-router-dom';
import { messagesFor } from '../../src/console/i18n/all';
import type { MenuNode } from '../../src/console/shell/menu';

// each test starts from an empty document and storage
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

export const i18nEn = () => polyglotI18nProvider(() => messagesFor('en') as never, 'en');

export function authWith(menu: MenuNode[], access: string[] = []): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 7, fullName: 'Test User' }),
    getPermissions: async () => ({ access, menu }),
  };
}

export function renderInAdmin(ui: ReactNode, opts: { menu?: MenuNode[]; access?: string[]; path?: string; onLocation?: (l: Location) => void } = {}) {
  return render(
    <TestMemoryRouter initialEntries={[opts.path ?? '/home']} locationCallback={opts.onLocation}>
      <AdminContext authProvider={authWith(opts.menu ?? [], opts.access)} i18nProvider={i18nEn()}>
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
}

let nextId = 1000;
/** A menu entry with defaults. */
export function node(p: Partial<MenuNode> & { code: string }): MenuNode {
  return {
    id: p.id ?? nextId++,
    parentId: p.parentId ?? 0,
    title: p.title ?? p.code,
    path: null,
    component: null,
    icon: null,
    sort: 0,
    href: null,
    hideInMenu: false,
    notCache: false,
    permTypes: [],
    children: [],
    ...p,
  };
}

/** A menu like the server's: home, the accounts group with four entries, and shapes the rules care about. */
export function sampleMenu(): MenuNode[] {
  return [
    node({ id: 1, code: 'menu.home', path: '/home', icon: 'Home', sort: 0, notCache: true }),
    node({
      id: 2,
      code: 'menu.accounts',
      icon: 'ManageAccounts',
      sort: 10,
      children: [
        node({ id: 21, parentId: 2, code: 'menu.users', path: '/users', icon: 'People', sort: 10, permTypes: ['user.view', 'user.save'] }),
        node({
          id: 22,
          parentId: 2,
          code: 'menu.roles',
          path: '/roles',
          icon: 'Badge',
          sort: 20,
          permTypes: ['role.view'],
          children: [
            node({ id: 221, parentId: 22, code: 'menu.roleGrant', title: 'menu.roleGrant', path: '/roles-grant', sort: 1, permTypes: ['role.update'] }),
          ],
        }),
        node({ id: 23, parentId: 2, code: 'menu.organisations', path: '/organisations', icon: 'AccountTree', sort: 30 }),
      ],
    }),
    node({
      id: 3,
      code: 'menu.devices',
      icon: 'Devices',
      sort: 20,
      children: [node({ id: 31, parentId: 3, code: 'menu.deviceList', title: 'menu.deviceList', path: '/devices', icon: 'Router', sort: 1 })],
    }),
    node({ id: 4, code: 'menu.help', title: 'menu.help', href: 'https://example.com/help', icon: 'Article', sort: 30 }),
    node({ id: 5, code: 'menu.internal', path: '/internal', sort: 40 }),
  ];
}
