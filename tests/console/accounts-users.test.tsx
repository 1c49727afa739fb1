/**
 * The user forms (the generic create and edit screens of resources/accounts/users.ts) over a test double of
 * the server, as each demo role meets them: the organisation picker shows the tree (each organisation under
 * its parent, with its path) and marks disabled organisations, which cannot be chosen (201006); the role
 * picker says whose role each one is, offers only enabled ones, names the current role without asking for
 * a role the caller cannot read (202001), and lets go of a role the newly chosen organisation does not
 * offer; the status of the caller's own account (and the super admin's) is not offered for change (101012).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { users } from '../../resources/accounts/users';
import { GenericCreate } from '../../src/console/crud/GenericCreate';
import { GenericEdit } from '../../src/console/crud/GenericEdit';
import { GenericList } from '../../src/console/crud/GenericList';
import { fakeApi, ok, type RecordedCall } from './fakeApi';
import { renderScreen } from './accounts-support';

const at = '2026-01-01T00:00:00.000Z';
const org = (id: number, name: string, type: string, parentId: number | null, depth: number, status = 1) => ({
  id,
  name,
  type,
  parentId,
  parentName: null,
  parentStatus: null,
  remark: '',
  status,
  depth,
  childCount: 0,
  userCount: 0,
  bdUserId: null,
  createdAt: at,
  updatedAt: at,
});
/** POST /open/customer/list: the caller's subtree, flat, in tree order. */
const ORGS = [
  org(2, 'East Service', 'agent', 1, 2),
  org(4, 'Tokyo Vending', 'merchant', 2, 3),
  org(6, 'Shibuya Store', 'store', 4, 4),
  org(5, 'Minato Drinks', 'merchant', 2, 3, 0),
];
const role = (id: number, name: string, orgId: number, orgName: string, status = 1) => ({ id, name, remark: '', orgId, orgName, status });
/** POST /open/permission/role/list by the organisation the form has chosen. */
const ROLES: Record<string, unknown[]> = {
  '': [role(6, 'BD staff', 1, 'Platform'), role(5, 'Store staff', 1, 'Platform'), role(9, 'East clerk', 2, 'East Service')],
  '4': [role(5, 'Store staff', 1, 'Platform'), role(9, 'East clerk', 2, 'East Service'), role(11, 'Retired', 4, 'Tokyo Vending', 0)],
  '6': [role(5, 'Store staff', 1, 'Platform'), role(12, 'Shibuya only', 6, 'Shibuya Store')],
};
const rolesFor = (c: RecordedCall) => ok(ROLES[String((c.body as { orgId?: number } | undefined)?.orgId ?? '')] ?? []);

const USER = {
  id: 10,
  account: 'bd02',
  name: 'Kato',
  phone: '090-4567-8902',
  email: null,
  orgId: 2,
  orgName: 'East Service',
  roleId: 6,
  roleName: 'BD staff',
  status: 1,
  isSuper: false,
  bd: true,
  locked: false,
  createdAt: at,
  updatedAt: at,
};

const options = () => screen.getAllByRole('option');
const optionNamed = (name: RegExp) => options().find((o) => name.test(o.textContent ?? ''))!;

async function openPicker(label: RegExp) {
  const box = await screen.findByRole('combobox', { name: label });
  fireEvent.mouseDown(box);
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  await screen.findAllByRole('option');
}

describe('user form pickers', () => {
  it('shows the organisations as a tree with their paths, disabled ones marked and not choosable', { timeout: 90_000 }, async () => {
    const api = fakeApi({ 'POST /open/customer/list': () => ok(ORGS), 'POST /open/permission/role/list': rolesFor });
    renderScreen(<GenericCreate declaration={users} />, {
      resource: 'users',
      route: '/users/create',
      path: '/users/create',
      access: ['user.view', 'user.save', 'org.view', 'role.view'],
      orgType: 'agent',
    });

    await openPicker(/Organisation/);
    expect(options().map((o) => o.querySelector('[data-option-label]')?.textContent)).toEqual([
      'East Service',
      'Tokyo Vending',
      'Shibuya Store',
      'Minato Drinks',
    ]);
    // each under its parent: the path above it, the depth as its indentation
    expect(optionNamed(/Shibuya Store/).textContent).toContain('East Service › Tokyo Vending');
    expect(optionNamed(/Shibuya Store/).getAttribute('data-level')).toBe('3');
    expect(optionNamed(/East Service/).getAttribute('data-level')).toBe('1');
    // a disabled organisation is marked with why it cannot be chosen
    const minato = optionNamed(/Minato Drinks/);
    expect(minato.getAttribute('aria-disabled')).toBe('true');
    expect(minato.textContent).toContain('Disabled: cannot be chosen');
    expect(optionNamed(/Tokyo Vending/).getAttribute('aria-disabled')).toBe('false');
    expect(api.to('POST /open/customer/list')[0].body ?? {}).toEqual({});

    // typing finds organisations at any depth, each with its path
    fireEvent.change(screen.getByRole('combobox', { name: /Organisation/ }), { target: { value: 'shibuya' } });
    await waitFor(() => expect(options().map((o) => o.querySelector('[data-option-label]')?.textContent)).toEqual(['Shibuya Store']));
    fireEvent.click(optionNamed(/Shibuya Store/));
    expect((screen.getByRole('combobox', { name: /Organisation/ }) as HTMLInputElement).value).toBe('Shibuya Store');
  });

  it('says whose each role is, offers only enabled ones, and lets go of a role the chosen organisation does not offer', { timeout: 90_000 }, async () => {
    fakeApi({ 'POST /open/customer/list': () => ok(ORGS), 'POST /open/permission/role/list': rolesFor });
    renderScreen(<GenericCreate declaration={users} />, {
      resource: 'users',
      route: '/users/create',
      path: '/users/create',
      access: ['user.view', 'user.save', 'org.view', 'role.view'],
      orgType: 'agent',
    });

    await openPicker(/Organisation/);
    fireEvent.click(optionNamed(/Tokyo Vending/));
    await openPicker(/^Role/);
    await waitFor(() => expect(options().map((o) => o.querySelector('[data-option-label]')?.textContent)).toEqual(['Store staff', 'East clerk', 'Retired']));
    expect(optionNamed(/Store staff/).textContent).toContain('Role of Platform');
    expect(optionNamed(/East clerk/).textContent).toContain('Role of East Service');
    expect(optionNamed(/Retired/).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(optionNamed(/East clerk/));
    expect((screen.getByRole('combobox', { name: /^Role/ }) as HTMLInputElement).value).toBe('East clerk');

    // Shibuya Store is not offered East clerk: the choice goes, Store staff would have stayed
    await openPicker(/Organisation/);
    fireEvent.click(optionNamed(/Shibuya Store/));
    await waitFor(() => expect((screen.getByRole('combobox', { name: /^Role/ }) as HTMLInputElement).value).toBe(''));
    await openPicker(/^Role/);
    await waitFor(() => expect(options().map((o) => o.querySelector('[data-option-label]')?.textContent)).toEqual(['Store staff', 'Shibuya only']));
    fireEvent.click(optionNamed(/Store staff/));
    await openPicker(/Organisation/);
    fireEvent.click(optionNamed(/Tokyo Vending/));
    await new Promise((r) => setTimeout(r, 500));
    expect((screen.getByRole('combobox', { name: /^Role/ }) as HTMLInputElement).value).toBe('Store staff');
  });

  it('names the current organisation and role from the record, without reading a role the caller cannot see', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'GET /user/get': () => ok(USER),
      'POST /open/customer/list': () => ok(ORGS),
      'POST /open/permission/role/list': () => ok([role(5, 'Store staff', 1, 'Platform')]),
    });
    renderScreen(<GenericEdit declaration={users} />, {
      resource: 'users',
      route: '/users/:id',
      path: '/users/10',
      access: ['user.view', 'user.update', 'org.view', 'role.view'],
      orgType: 'agent',
    });
    await waitFor(() => expect((screen.getByRole('combobox', { name: /^Role/ }) as HTMLInputElement).value).toBe('BD staff'));
    expect((screen.getByRole('combobox', { name: /Organisation/ }) as HTMLInputElement).value).toBe('East Service');
    await new Promise((r) => setTimeout(r, 300));
    // the platform's role is not the agent's to read (the get call would answer 202001): the record names it
    expect(api.calls.filter((c) => c.path.startsWith('/open/permission/role/get'))).toEqual([]);
    expect(api.calls.filter((c) => c.path === '/open/customer/query')).toEqual([]);
  });
});

describe('user edit form', () => {
  it("does not offer changing the status of an account the server keeps as it is (the caller's own, the super admin)", { timeout: 90_000 }, async () => {
    fakeApi({
      'GET /user/get': () => ok({ ...USER, locked: true }),
      'POST /open/customer/list': () => ok(ORGS),
      'POST /open/permission/role/list': () => ok([role(6, 'BD staff', 1, 'Platform')]),
    });
    renderScreen(<GenericEdit declaration={users} />, {
      resource: 'users',
      route: '/users/:id',
      path: '/users/10',
      access: ['user.view', 'user.update', 'org.view', 'role.view'],
    });
    const status = await screen.findByRole('radiogroup');
    for (const radio of within(status).getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('The status of this account cannot be changed here.')).toBeTruthy();
    // the other fields stay editable
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('lets the status of another account be changed', { timeout: 90_000 }, async () => {
    fakeApi({
      'GET /user/get': () => ok(USER),
      'POST /open/customer/list': () => ok(ORGS),
      'POST /open/permission/role/list': () => ok([role(6, 'BD staff', 1, 'Platform')]),
    });
    renderScreen(<GenericEdit declaration={users} />, {
      resource: 'users',
      route: '/users/:id',
      path: '/users/10',
      access: ['user.view', 'user.update', 'org.view', 'role.view'],
    });
    const status = await screen.findByRole('radiogroup');
    for (const radio of within(status).getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByText('The status of this account cannot be changed here.')).toBeNull();
  });
});

describe('user list row actions', () => {
  it("offers no status change or deletion on a row the server marks locked (the caller's own, the super admin)", { timeout: 90_000 }, async () => {
    fakeApi({
      'POST /user/page/list': () => ok({ total: 2, list: [{ ...USER, id: 1, account: 'admin', name: 'Admin', locked: true }, USER] }),
    });
    renderScreen(<GenericList declaration={users} />, {
      resource: 'users',
      route: '/users',
      path: '/users',
      access: ['user.view', 'user.update', 'user.status', 'user.delete'],
    });
    const rows = (await screen.findAllByRole('row')).filter((r) => within(r).queryByText(/^(admin|bd02)$/));
    const [locked, open] = ['admin', 'bd02'].map((a) => rows.find((r) => within(r).queryByText(a))!);
    expect(within(open).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Disable' })).toBeTruthy();
    expect(within(locked).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(locked).queryByRole('button', { name: 'Disable' })).toBeNull();
  });
});
