/**
 * The role editor (screens/accounts/RoleForm.tsx) over a test double of the server: the permission tree
 * of POST /open/permission/menu/queryMenuFunction with checkboxes (a menu checks what is under it, mixed
 * when partly granted, codes the editor may not grant locked, platform-only codes only for the platform),
 * and the codes sent by roleUpdate and roleAdd; a refusal shows the server's message.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { roles } from '../../resources/accounts/roles';
import { RoleForm } from '../../src/console/screens/accounts/RoleForm';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';

let nextId = 1;
const node = (code: string, kind: 'menu' | 'function', children: unknown[] = [], extra: Record<string, unknown> = {}) => ({
  id: nextId++,
  parentId: 0,
  code,
  kind,
  title: kind === 'menu' ? code : code,
  sort: nextId,
  platformOnly: false,
  grantable: true,
  children,
  ...extra,
});

const MENU_TREE = [
  node('menu.home', 'menu'),
  node('menu.accounts', 'menu', [
    node('menu.users', 'menu', [node('user.view', 'function'), node('user.save', 'function'), node('user.delete', 'function', [], { grantable: false })]),
    node('menu.roles', 'menu', [node('role.view', 'function'), node('menu.manage', 'function', [], { platformOnly: true })]),
  ]),
];

const ROLE = {
  id: 5,
  name: 'Ops',
  remark: 'operations',
  status: 1,
  orgId: 1,
  orgName: 'Platform',
  parentId: null,
  parentName: null,
  permissions: ['menu.accounts', 'menu.users', 'user.view'],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const TREE_ROUTE = 'POST /open/permission/menu/queryMenuFunction';
const checked = (name: RegExp) => screen.getByRole('treeitem', { name }).getAttribute('aria-checked');

describe('role editor', () => {
  it('checks the functions under a menu with it and sends the codes to roleUpdate', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      [TREE_ROUTE]: () => ok(MENU_TREE),
      'GET /open/permission/role/get/5': () => ok(ROLE),
      'POST /open/permission/role/update': () => ok({ id: 5 }),
    });
    renderScreen(<RoleForm declaration={roles} />, { resource: 'roles', route: '/roles/:id', path: '/roles/5', access: ['role.view', 'role.update'] });

    const tree = await screen.findByRole('tree', { name: 'Permissions' });
    expect(tree.getAttribute('aria-multiselectable')).toBe('true');
    // every menu and function by its name, no code in sight
    expect(tree.textContent).not.toMatch(/\b(menu|user|role|org|bd)\.[a-z]+/i);
    expect(within(tree).getByRole('treeitem', { name: /^Manage menus and functions/ })).toBeTruthy();
    // the role's codes: one function of Users, so Users and Accounts are partly granted
    expect(checked(/View users/)).toBe('true');
    expect(checked(/^Users/)).toBe('mixed');
    expect(checked(/^Accounts/)).toBe('mixed');
    expect(checked(/^Roles/)).toBe('false');
    // a code the editor does not hold is locked
    const del = screen.getByRole('treeitem', { name: /Delete users/ });
    expect(del.getAttribute('aria-disabled')).toBe('true');

    // checking the Users menu checks every function under it the editor may grant
    fireEvent.click(screen.getByRole('treeitem', { name: /^Users/ }));
    expect(checked(/Add users/)).toBe('true');
    expect(checked(/View users/)).toBe('true');
    expect(checked(/Delete users/)).toBe('false');
    expect(checked(/^Users/)).toBe('mixed');
    expect(screen.getByText('2 permissions selected')).toBeTruthy();

    // Space on the Roles menu checks its functions too
    const rolesItem = screen.getByRole('treeitem', { name: /^Roles/ });
    rolesItem.focus();
    fireEvent.keyDown(rolesItem, { key: ' ' });
    expect(checked(/^Roles/)).toBe('true');
    // and again unchecks them
    fireEvent.keyDown(rolesItem, { key: ' ' });
    expect(checked(/^Roles/)).toBe('false');
    expect(checked(/View roles/)).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST /open/permission/role/update')).toHaveLength(1));
    expect(api.to('POST /open/permission/role/update')[0].body).toEqual({
      id: 5,
      name: 'Ops',
      remark: 'operations',
      status: 1,
      permissions: ['menu.accounts', 'menu.users', 'user.view', 'user.save'],
    });
  });

  it(
    'creates a role with the codes checked, shows a refusal as the server message, and keeps platform-only codes from other organisations',
    { timeout: 90_000 },
    async () => {
      let first = true;
      const api = fakeApi({
        [TREE_ROUTE]: () => ok(MENU_TREE),
        'POST /open/permission/role/add': () => {
          if (first) {
            first = false;
            return refuse(400, 202002, 'The role name already exists');
          }
          return ok({ id: 8 });
        },
      });
      renderScreen(<RoleForm declaration={roles} />, {
        resource: 'roles',
        route: '/roles/create',
        path: '/roles/create',
        access: ['role.view', 'role.save'],
        orgType: 'agent',
      });

      await screen.findByRole('tree', { name: 'Permissions' });
      // an agent's role cannot hold platform-only codes
      expect(screen.getByRole('treeitem', { name: /Manage menus and functions/ }).getAttribute('aria-disabled')).toBe('true');
      // a role granting nothing is refused (202003): said before anything is sent, gone once a code is checked
      expect(screen.getByRole('alert').textContent).toBe('The role has no permissions');
      fireEvent.change(screen.getByRole('textbox', { name: /Role name/ }), { target: { value: 'Ops2' } });
      fireEvent.click(screen.getByRole('treeitem', { name: /^Roles/ }));
      expect(screen.queryByText('The role has no permissions')).toBeNull();
      expect(checked(/View roles/)).toBe('true');
      expect(checked(/Manage menus and functions/)).toBe('false');
      fireEvent.click(screen.getByRole('treeitem', { name: /^Home/ }));

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.getAllByText('The role name already exists').length).toBeGreaterThanOrEqual(1));
      expect(api.to('POST /open/permission/role/add')[0].body).toEqual({
        name: 'Ops2',
        status: 1,
        remark: '',
        permissions: ['menu.home', 'menu.accounts', 'menu.roles', 'role.view'],
      });
      // nothing is lost: the form is still filled
      expect((screen.getByRole('textbox', { name: /Role name/ }) as HTMLInputElement).value).toBe('Ops2');
      expect(
        within(screen.getByRole('tree'))
          .getByRole('treeitem', { name: /View roles/ })
          .getAttribute('aria-checked'),
      ).toBe('true');
    },
  );
});
