import { describe, expect, it } from 'vitest';
import { screen, within, fireEvent } from '@testing-library/react';
import { buildMenu, findRoute } from '../../src/console/shell/menu';
import { ShellMenu } from '../../src/console/shell/ShellMenu';
import { node, renderInAdmin, sampleMenu } from './shell-support';
import { MenuIcon, menuIcon } from '../../src/console/shell/icons';
import { render } from '@testing-library/react';
import { MENU_GROUPS, RESOURCES } from '../../resources/index';

describe('buildMenu (permission menu → side menu and routes)', () => {
  it('lists top-level entries by sort, without home and internal codes', () => {
    const { items } = buildMenu(sampleMenu());
    expect(items.map((i) => i.code)).toEqual(['menu.accounts', 'menu.deviceList', 'menu.help']);
  });

  it('shows a parent with a single child as that child directly', () => {
    const devices = buildMenu(sampleMenu()).items[1];
    expect(devices).toMatchObject({ kind: 'link', code: 'menu.deviceList', path: '/devices' });
  });

  it('keeps a group of several children, sorted, and does not list sub-sub-menus', () => {
    const accounts = buildMenu(sampleMenu()).items[0];
    expect(accounts.kind).toBe('group');
    if (accounts.kind !== 'group') return;
    expect(accounts.children.map((c) => c.code)).toEqual(['menu.users', 'menu.roles', 'menu.organisations']);
    expect(JSON.stringify(accounts)).not.toContain('menu.roleGrant');
  });

  it('turns sub-sub-menus into hidden routes tied to their parent', () => {
    const { routes } = buildMenu(sampleMenu());
    const grant = routes.find((r) => r.code === 'menu.roleGrant');
    expect(grant).toMatchObject({ path: '/roles-grant', hideInMenu: true, activePath: '/roles', groupTitle: 'menu.accounts', permTypes: ['role.update'] });
    expect(findRoute(routes, '/roles-grant/3')?.activePath).toBe('/roles');
  });

  it('keeps home as a route (not cached) and answers sub-paths by the longest route prefix', () => {
    const { routes } = buildMenu(sampleMenu());
    expect(findRoute(routes, '/home')).toMatchObject({ notCache: true });
    expect(findRoute(routes, '/users/12/show')?.path).toBe('/users');
    expect(findRoute(routes, '/usersx')).toBeUndefined();
  });

  it('accepts a flat list linked by parentId as well as a tree, and ignores hidden entries', () => {
    const flat = [
      node({ id: 10, code: 'menu.g', sort: 2 }),
      node({ id: 11, parentId: 10, code: 'menu.a', path: '/a', sort: 2 }),
      node({ id: 12, parentId: 10, code: 'menu.b', path: '/b', sort: 1 }),
      node({ id: 13, parentId: 10, code: 'menu.c', path: '/c', hideInMenu: true }),
      node({ id: 20, code: 'menu.x', path: '/x', sort: 1 }),
    ];
    const { items, routes } = buildMenu(flat);
    expect(items.map((i) => i.code)).toEqual(['menu.x', 'menu.g']);
    const g = items[1];
    expect(g.kind === 'group' && g.children.map((c) => c.code)).toEqual(['menu.b', 'menu.a']);
    expect(routes.find((r) => r.path === '/c')?.hideInMenu).toBe(true);
    // a parent whose only visible child is left shows that child directly
    const one = buildMenu([
      node({ id: 1, code: 'menu.p' }),
      node({ id: 2, parentId: 1, code: 'menu.q', path: '/q' }),
      node({ id: 3, parentId: 1, code: 'menu.r', path: '/r', hideInMenu: true }),
    ]);
    expect(one.items).toEqual([expect.objectContaining({ kind: 'link', code: 'menu.q' })]);
  });

  it('keeps a parent marked showAlways a group around its single child (route meta showAlways)', () => {
    const ecosystem = (showAlways: boolean) =>
      node({
        id: 9,
        code: 'menu.ecosystem',
        icon: 'Hub',
        showAlways,
        children: [node({ id: 91, parentId: 9, code: 'menu.orderingApp', href: 'https://order.example.com/', icon: 'ShoppingCart' })],
      });
    expect(buildMenu([ecosystem(true)]).items).toEqual([
      {
        kind: 'group',
        id: 9,
        code: 'menu.ecosystem',
        title: 'menu.ecosystem',
        icon: 'Hub',
        children: [
          {
            kind: 'link',
            id: 91,
            code: 'menu.orderingApp',
            title: 'menu.orderingApp',
            icon: 'ShoppingCart',
            href: 'https://order.example.com/',
            path: undefined,
          },
        ],
      },
    ]);
    // without it, the single child shows in its place
    expect(buildMenu([ecosystem(false)]).items).toMatchObject([{ kind: 'link', code: 'menu.orderingApp' }]);
    // and a group left with no entry (the ordering app not configured) is not listed
    expect(buildMenu([{ ...ecosystem(true), children: [] }]).items).toEqual([]);
  });

  it('names the group each route opens (route meta openedName): its own by default, the one it names otherwise', () => {
    const menu = [
      ...sampleMenu(),
      node({
        id: 6,
        code: 'menu.deal',
        sort: 25,
        children: [
          node({ id: 61, parentId: 6, code: 'menu.payOrders', path: '/payOrders', sort: 1 }),
          node({ id: 62, parentId: 6, code: 'menu.refunds', path: '/refunds', sort: 2 }),
          node({ id: 63, parentId: 6, code: 'menu.qrcodeSet', path: '/qrcodeSet', hideInMenu: true, openedName: 'menu.accounts' }),
        ],
      }),
    ];
    const { routes } = buildMenu(menu);
    expect(findRoute(routes, '/users')?.openedName).toBe('menu.accounts');
    expect(findRoute(routes, '/roles-grant')?.openedName).toBe('menu.accounts');
    expect(findRoute(routes, '/refunds')?.openedName).toBe('menu.deal');
    expect(findRoute(routes, '/qrcodeSet')?.openedName).toBe('menu.accounts');
    // a top-level page opens no group
    expect(findRoute(routes, '/home')?.openedName).toBeUndefined();
  });

  it('answers an empty menu for no entries', () => {
    expect(buildMenu(undefined)).toEqual({ items: [], routes: [] });
  });
});

describe('<ShellMenu>', () => {
  it('renders home first, groups, a single child directly and an external link in a new window', async () => {
    renderInAdmin(<ShellMenu />, { menu: sampleMenu(), path: '/users' });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const links = await within(nav).findAllByRole('link');
    expect(links[0].textContent).toContain('Home');
    expect(links[0].getAttribute('href')).toBe('/home');
    // the accounts group is open because /users is in it
    expect(within(nav).getByRole('button', { name: 'Accounts' }).getAttribute('aria-expanded')).toBe('true');
    const users = within(nav).getByRole('link', { name: 'Users' });
    expect(users.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Roles' }).getAttribute('href')).toBe('/roles');
    // the single child is shown directly, its parent is not
    expect(within(nav).getByRole('link', { name: 'Device list' }).getAttribute('href')).toBe('/devices');
    expect(within(nav).queryByText('Devices')).toBeNull();
    // sub-sub-menus and internal codes are not listed
    expect(within(nav).queryByText('menu.roleGrant')).toBeNull();
    expect(within(nav).queryByText('menu.internal')).toBeNull();
    const help = within(nav).getByRole('link', { name: /menu\.help/ });
    expect(help.getAttribute('href')).toBe('https://example.com/help');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('collapses and expands a group', async () => {
    renderInAdmin(<ShellMenu />, { menu: sampleMenu(), path: '/home' });
    const group = await screen.findByRole('button', { name: 'Accounts' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('link', { name: 'Users' })).toBeTruthy();
  });

  it('opens the group a hidden page names in openedName (and its own group by default), not the others', async () => {
    const menu = [
      ...sampleMenu(),
      node({
        id: 6,
        code: 'menu.deal',
        title: 'Deal',
        sort: 25,
        children: [
          node({ id: 61, parentId: 6, code: 'menu.payOrders', title: 'Orders', path: '/payOrders', sort: 1 }),
          node({ id: 62, parentId: 6, code: 'menu.refunds', title: 'Refunds', path: '/refunds', sort: 2 }),
          node({ id: 63, parentId: 6, code: 'menu.qrcodeSet', path: '/qrcodeSet', hideInMenu: true }),
          node({ id: 64, parentId: 6, code: 'menu.dealHelp', path: '/deal-help', hideInMenu: true, openedName: 'menu.accounts' }),
        ],
      }),
    ];
    const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');
    const first = renderInAdmin(<ShellMenu />, { menu, path: '/qrcodeSet' });
    await screen.findByRole('button', { name: 'Deal' });
    // a hidden page of the Deal group: Deal is open though none of its listed entries is the page
    expect(expanded('Deal')).toBe('true');
    expect(expanded('Accounts')).toBe('false');
    first.unmount();
    renderInAdmin(<ShellMenu />, { menu, path: '/deal-help' });
    await screen.findByRole('button', { name: 'Deal' });
    expect(expanded('Accounts')).toBe('true');
    expect(expanded('Deal')).toBe('false');
  });

  it('highlights the parent entry while a hidden sub-sub-menu route is open', async () => {
    renderInAdmin(<ShellMenu />, { menu: sampleMenu(), path: '/roles-grant' });
    expect((await screen.findByRole('link', { name: 'Roles' })).getAttribute('aria-current')).toBe('page');
  });
});

describe('menu icons', () => {
  it("draws a custom icon (a name the console does not bundle) at the spec's default 12 px; a bundled one at its own size", () => {
    const { container } = render(
      <>
        <MenuIcon name="my-custom-icon" />
        <MenuIcon name="People" />
      </>,
    );
    const [custom, bundled] = [...container.querySelectorAll('svg')];
    expect(custom.getAttribute('data-custom-icon')).toBe('my-custom-icon');
    expect(getComputedStyle(custom).fontSize).toBe('12px');
    expect(bundled.getAttribute('data-testid')).toBe('PeopleIcon');
    expect(getComputedStyle(bundled).fontSize).not.toBe('12px');
  });

  it('every menu group and resource names an icon the console has (an unknown name shows as a custom icon)', () => {
    // the type check refuses an unknown name in a declaration; this catches one slipped past it (a cast)
    const named: string[] = [...MENU_GROUPS.map((g) => g.icon), ...RESOURCES.map((r) => r.menu.icon)];
    expect(
      named.filter((icon) => !menuIcon(icon)),
      'register each in MENU_ICONS, src/console/shell/icons.tsx',
    ).toEqual([]);
  });
});
