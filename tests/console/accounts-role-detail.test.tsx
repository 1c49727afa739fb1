/**
 * The role detail (screens/accounts/RoleDetail.tsx) over a test double of the server: the role's fields
 * and the permissions it grants (POST /open/permission/menu/queryRoleMenuFunction) as a tree of translated
 * names, edit and delete for those holding the codes, the delete confirmation answered only by its buttons,
 * and a refusal shown as the server's message.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { roles } from '../../resources/accounts/roles';
import { RoleDetail } from '../../src/console/screens/accounts/RoleDetail';
import { ERRORS } from '../../src/domain/errors';
import { fakeApi, ok, refuse } from './fakeApi';
import { clickBackdrop, pressEscape, renderScreen } from './accounts-support';

let nextId = 1;
const node = (code: string, kind: 'menu' | 'function', children: unknown[] = []) => ({
  id: nextId++,
  parentId: 0,
  code,
  kind,
  title: code,
  sort: nextId,
  platformOnly: false,
  grantable: true,
  children,
});

const ROLE = {
  id: 5,
  name: 'Ops',
  remark: 'operations',
  status: 1,
  orgId: 1,
  orgName: 'Platform',
  parentId: null,
  parentName: null,
  permissions: ['menu.accounts', 'menu.roles', 'menu.users', 'role.view', 'user.save', 'user.view'],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
};
const ROLE_TREE = {
  roleId: 5,
  codes: ROLE.permissions,
  tree: [
    node('menu.accounts', 'menu', [
      node('menu.users', 'menu', [node('user.view', 'function'), node('user.save', 'function')]),
      node('menu.roles', 'menu', [node('role.view', 'function')]),
    ]),
  ],
};

const routes = (extra = {}) => ({
  'GET /open/permission/role/get/5': () => ok(ROLE),
  'POST /open/permission/menu/queryRoleMenuFunction': () => ok(ROLE_TREE),
  ...extra,
});

function renderDetail(access: string[]) {
  return renderScreen(<RoleDetail declaration={roles} />, { resource: 'roles', route: '/roles/:id/show', path: '/roles/5/show', access });
}

describe('role detail', () => {
  it('lists the permissions the role grants by name, under their menus', { timeout: 90_000 }, async () => {
    const api = fakeApi(routes());
    renderDetail(['role.view']);

    expect(await screen.findByRole('heading', { name: /Ops/ })).toBeTruthy();
    expect(screen.getByText('operations')).toBeTruthy();
    expect(screen.getByText('Platform')).toBeTruthy();
    const tree = await screen.findByRole('tree', { name: 'Permissions' });
    expect(
      within(tree)
        .getByRole('treeitem', { name: /^Accounts/ })
        .getAttribute('aria-level'),
    ).toBe('1');
    expect(within(tree).getByRole('treeitem', { name: 'View users' }).getAttribute('aria-level')).toBe('3');
    expect(within(tree).getByRole('treeitem', { name: 'Add users' })).toBeTruthy();
    expect(within(tree).getByRole('treeitem', { name: 'View roles' })).toBeTruthy();
    expect(tree.textContent).not.toMatch(/\b(menu|user|role)\.[a-z]+/);
    expect(screen.getByText('3 functions granted')).toBeTruthy();
    expect(api.to('POST /open/permission/menu/queryRoleMenuFunction')[0].body).toEqual({ roleId: 5 });
    // nothing to change without the codes
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('deletes after a confirmation that only its buttons answer, and shows a refusal as the server message', { timeout: 90_000 }, async () => {
    let refused = false;
    const api = fakeApi(
      routes({
        'POST /open/permission/role/del': () => {
          if (!refused) {
            refused = true;
            return refuse(409, 202010, ERRORS[202010].msg.en);
          }
          return ok({ id: 5 });
        },
      }),
    );
    renderDetail(['role.view', 'role.update', 'role.delete']);
    await screen.findByRole('tree', { name: 'Permissions' });
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/roles/5');

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(/Ops/).length).toBeGreaterThan(0);
    // Escape and a click on the backdrop leave the question open
    pressEscape(dialog);
    clickBackdrop(dialog);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ERRORS[202010].msg.en)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /open/permission/role/del')[0].body).toEqual({ id: 5 });

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });
});
