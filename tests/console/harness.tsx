/**
 * The whole console as the browser gets it, for screen tests of declared resources: react-admin's <Admin> with
 * the real auth provider, data provider, query client, login page and notifications, routed by the address,
 * the resources' generated screens shown to a signed-in user holding the given function codes. The server is
 * the test's double (tests/console/fakeApi.ts).
 *
 * Importing this file also gives each test an empty storage before it and an ended session after it.
 */
import { afterEach, beforeEach } from 'vitest';
import { render } from '@testing-library/react';
import { Admin, memoryStore, type AdminProps } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { MENU_GROUPS } from '../../resources/menu';
import type { ResourceDeclaration } from '../../resources/types';
import type { MenuNode } from '../../src/console/shell/menu';
import type { Locale } from '../../src/domain/locale';
import { authProvider, type Permissions } from '../../src/console/providers/authProvider';
import { createDataProvider } from '../../src/console/providers/dataProvider';
import { createQueryClient } from '../../src/console/providers/queryClient';
import { endSession, setSessionUser, setToken } from '../../src/console/providers/session';
import { AppNotification } from '../../src/console/providers/SessionBridge';
import { resourceElements } from '../../src/console/crud/resources';
import { LoginPage } from '../../src/console/screens/login/LoginPage';
import { ok } from './fakeApi';
import { testI18nProvider } from './gadgets';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => endSession());

interface AdminSetup {
  /** The resources whose screens are routed. */
  resources: ResourceDeclaration[];
  /** The resources the data provider knows (a picker may read one without a screen); the routed ones by default. */
  data?: ResourceDeclaration[];
  /** The function codes the user holds when a call gives none. */
  access?: string[];
  locale?: Locale;
  /** The signed-in user's organisation (and customer): 4, a merchant, by default. */
  orgId?: number;
  /** The shell around the screens (react-admin's own by default). */
  layout?: AdminProps['layout'];
}

/** Opens `path` in the console for a user holding `access`. */
function renderAdmin(path: string, access: string[], setup: AdminSetup) {
  const orgId = setup.orgId ?? 4;
  window.history.pushState({}, '', path);
  setToken('test-token');
  setSessionUser({ customerId: orgId, name: 'tester', userId: 7, orgId, access, isSuper: false });
  return render(
    <BrowserRouter>
      <Admin
        disableTelemetry
        requireAuth
        dataProvider={createDataProvider(setup.data ?? setup.resources)}
        authProvider={authProvider}
        i18nProvider={testI18nProvider(setup.locale ?? 'ja')}
        queryClient={createQueryClient()}
        store={memoryStore()}
        loginPage={LoginPage}
        layout={setup.layout}
        notification={AppNotification}
      >
        {(permissions: Permissions) => resourceElements(setup.resources, (code) => !code || Boolean(permissions?.access?.includes(code)))}
      </Admin>
    </BrowserRouter>,
  );
}

/**
 * A file's own renderAdmin: the setup given once, each call naming the address, and where it differs the
 * codes held and the rest of the setup.
 */
export function adminFor(setup: AdminSetup) {
  return (path: string, access: string[] = setup.access ?? [], more: Partial<AdminSetup> = {}) => renderAdmin(path, access, { ...setup, ...more });
}

/**
 * The permission menu the server answers a user of these resources: each one's entry (its menu code, the
 * route `/<name>`) under its group, as the fakeApi route of the menu call (`{ ...menuAnswer([goods]), ... }`).
 */
export function menuAnswer(resources: ResourceDeclaration[]) {
  const groups: MenuNode[] = [];
  for (const r of resources) {
    let group = groups.find((g) => g.code === r.menu.parent);
    if (!group) {
      const sort = MENU_GROUPS.find((g) => g.code === r.menu.parent)?.sort ?? 1;
      groups.push((group = { id: groups.length + 1, parentId: 0, code: r.menu.parent, title: r.menu.parent, path: null, sort, permTypes: [], children: [] }));
    }
    group.children!.push({
      id: (groups.length + 1) * 100 + group.children!.length,
      parentId: group.id,
      code: r.menu.code,
      title: r.menu.code,
      path: `/${r.name}`,
      component: r.name,
      sort: r.menu.sort,
      permTypes: [],
      children: [],
    });
  }
  return { 'POST /open/permission/menu/queryPermissionMenuFunction': () => ok(groups, 0) };
}
