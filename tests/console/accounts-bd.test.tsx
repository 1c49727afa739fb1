/**
 * BD screens (screens/accounts/BdDetail.tsx, BdCreate.tsx) and the change of one's own password
 * (ChangePassword.tsx) over a test double of the server: the BD's details with its rank translated, the
 * organisations it manages, binding organisations picked from its provider's subtree (the orgBind call
 * sent), replacing it on an organisation by a BD of the same rank (the replace call sent), a refusal shown
 * as the server's message, promoting an existing user, and the password change with its refusals.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bdUsers } from '../../resources/accounts/bd-users';
import { BdDetail } from '../../src/console/screens/accounts/BdDetail';
import { BdCreate } from '../../src/console/screens/accounts/BdCreate';
import { ChangePasswordDialog } from '../../src/console/screens/accounts/ChangePassword';
import { ERRORS } from '../../src/domain/errors';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';

const at = '2026-01-01T00:00:00.000Z';
const org = (id: number, name: string, type: string, parentId: number | null, children: unknown[] = [], status = 1) => ({
  id,
  name,
  type,
  parentId,
  parentName: null,
  remark: '',
  status,
  depth: 1,
  createdAt: at,
  updatedAt: at,
  children,
});

const TREE = [
  org(1, 'Platform', 'platform', null, [
    org(2, 'East Service', 'agent', 1, [org(4, 'Tokyo Vending', 'merchant', 2, [org(6, 'Shibuya Store', 'store', 4)]), org(5, 'Minato Drinks', 'merchant', 2)]),
    org(3, 'West Service', 'agent', 1, [org(7, 'Naniwa', 'merchant', 3)]),
  ]),
];

const BD = {
  userId: 21,
  account: 'bd01',
  name: 'Kobayashi',
  phone: '090-4567-8901',
  email: null,
  jobNumber: 'BD-0001',
  rank: 1,
  providerOrgId: 2,
  providerName: 'East Service',
  orgId: 2,
  orgName: 'East Service',
  roleId: 3,
  roleName: 'BD staff',
  orgCount: 1,
  status: 1,
  createdAt: at,
};
const BOUND = [{ orgId: 4, name: 'Tokyo Vending', type: 'merchant', parentId: 2, status: 1, boundAt: at }];

function renderDetail(access = ['bd.view', 'bd.bind', 'org.view'], locale: 'en' | 'ja' = 'en') {
  return renderScreen(<BdDetail declaration={bdUsers} />, { resource: 'bdUsers', route: '/bdUsers/:id/show', path: '/bdUsers/21/show', access, locale });
}

const detailRoutes = {
  'GET /aiot/bduser/get': () => ok(BD),
  'GET /aiot/bduser/getOrgListByBdUser': () => ok(BOUND),
  'POST /open/customer/condListTree': () => ok(TREE),
};

describe('BD detail', () => {
  it('shows the BD with its rank translated and the organisations it manages', async () => {
    const api = fakeApi(detailRoutes);
    renderDetail(['bd.view'], 'ja');
    expect(await screen.findByRole('heading', { name: 'BD：Kobayashi（bd01）' })).toBeTruthy();
    expect(screen.getByText('ディレクター')).toBeTruthy();
    expect(screen.getByText('BD-0001')).toBeTruthy();
    const table = await screen.findByRole('table', { name: '担当組織' });
    expect(within(table).getByText('Tokyo Vending')).toBeTruthy();
    expect(within(table).getByText('加盟店')).toBeTruthy();
    // without bd.bind: no bind or replace
    expect(screen.queryByRole('button', { name: '組織を割り当て' })).toBeNull();
    expect(screen.queryByRole('button', { name: /交代/ })).toBeNull();
    expect(api.to('GET /aiot/bduser/get')[0].query).toEqual({ userId: '21' });
    expect(api.to('GET /aiot/bduser/getOrgListByBdUser')[0].query).toEqual({ bdUserId: '21' });
  });

  it('lists the devices the BD serves with their state, through the declared BD devices list narrowed to it', { timeout: 90_000 }, async () => {
    const device = (id: number, serialNum: string, online: boolean) => ({
      id,
      orgId: 6,
      orgName: 'Shibuya Store',
      bdUserId: 21,
      bdAccount: 'bd01',
      bdName: 'Kobayashi',
      bdRank: 1,
      boundOrgId: 4,
      boundOrgName: 'Tokyo Vending',
      serialNum,
      name: `Machine ${id}`,
      alias: '',
      model: 'VM-100',
      online,
      activated: true,
      status: 1,
      lastSeenAt: at,
    });
    const api = fakeApi({
      ...detailRoutes,
      'POST /aiot/bduser/device/page/list': () => ok({ list: [device(1, 'DEMO-0001', true), device(2, 'DEMO-0002', false)], total: 2 }),
    });
    renderDetail(['bd.view', 'bdDevice.view']);
    const section = await screen.findByRole('region', { name: 'Devices served' });
    await waitFor(() => expect(within(section).getByText('DEMO-0002')).toBeTruthy());
    expect(within(section).getByText('Online')).toBeTruthy();
    expect(within(section).getByText('Offline')).toBeTruthy();
    expect(within(section).getAllByText('Through organisation').length).toBeGreaterThan(0);
    // the list is asked for this BD's devices only
    expect(api.to('POST /aiot/bduser/device/page/list')[0].body).toMatchObject({ bdUserId: 21, pageNum: 1 });
  });

  it('shows no devices section to a user without bdDevice.view', async () => {
    const api = fakeApi(detailRoutes);
    renderDetail(['bd.view']);
    await screen.findByRole('heading', { name: 'BD: Kobayashi (bd01)' });
    expect(screen.queryByRole('region', { name: 'Devices served' })).toBeNull();
    expect(api.to('POST /aiot/bduser/device/page/list')).toHaveLength(0);
  });

  it('binds organisations picked from the provider subtree with one orgBind call', { timeout: 90_000 }, async () => {
    let refusals = 1;
    const api = fakeApi({
      ...detailRoutes,
      'POST /aiot/bduser/orgBind': () => (refusals-- > 0 ? refuse(400, 201014, ERRORS[201014].msg.en) : ok({ bdUserId: 21, orgIds: [5, 6] })),
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Bind organisations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bind organisations to Kobayashi' });
    const tree = await within(dialog).findByRole('tree', { name: 'Organisations to bind' });

    // only the provider's subtree, the provider itself and other providers left out
    expect(within(tree).queryByRole('treeitem', { name: /East Service/ })).toBeNull();
    expect(within(tree).queryByRole('treeitem', { name: /Naniwa/ })).toBeNull();
    // the organisation it manages already is checked and locked
    const tokyo = within(tree).getByRole('treeitem', { name: /Tokyo Vending.*Managed/ });
    expect(tokyo.getAttribute('aria-checked')).toBe('true');
    // (its sub-organisations stay pickable, so the item itself is not aria-disabled)
    expect(tokyo.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(tokyo);
    expect(tokyo.getAttribute('aria-checked')).toBe('true');

    const submit = within(dialog).getByRole('button', { name: /^Bind/ });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(tree).getByRole('treeitem', { name: /Minato Drinks/ }));
    fireEvent.click(within(tree).getByRole('treeitem', { name: /Shibuya Store/ }));
    expect(within(dialog).getByRole('button', { name: 'Bind 2' })).toBeTruthy();

    // a refusal: the server's message, the dialog stays with the choice
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind 2' }));
    expect(await screen.findByText(ERRORS[201014].msg.en)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind 2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = api.to('POST /aiot/bduser/orgBind');
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toEqual({ bdUserId: 21, orgIds: [5, 6] });
    // what the BD manages is read again
    await waitFor(() => expect(api.to('GET /aiot/bduser/getOrgListByBdUser').length).toBeGreaterThan(1));
  });

  it('does not offer organisations another BD manages, and no binding to a disabled BD', { timeout: 90_000 }, async () => {
    // the server names the BD bound to each organisation: Tokyo Vending is this BD's, Shibuya Store another's
    const tree = structuredClone(TREE) as any[];
    const east = tree[0].children[0];
    east.children[0].bdUserId = 21;
    east.children[0].children[0].bdUserId = 22;
    const api = fakeApi({ ...detailRoutes, 'POST /open/customer/condListTree': () => ok(tree) });
    const view = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Bind organisations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bind organisations to Kobayashi' });
    const picker = await within(dialog).findByRole('tree', { name: 'Organisations to bind' });
    const shibuya = within(picker).getByRole('treeitem', { name: /Shibuya Store.*Managed by another BD/ });
    expect(shibuya.getAttribute('aria-disabled')).toBe('true');
    expect(shibuya.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(shibuya);
    expect(shibuya.getAttribute('aria-checked')).toBe('false');
    expect((within(dialog).getByRole('button', { name: /^Bind/ }) as HTMLButtonElement).disabled).toBe(true);
    // the others stay pickable
    fireEvent.click(within(picker).getByRole('treeitem', { name: /Minato Drinks/ }));
    expect(within(dialog).getByRole('button', { name: 'Bind 1' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    view.unmount();

    // a disabled BD: binding is not offered, and the reason is given
    fakeApi({ ...detailRoutes, 'GET /aiot/bduser/get': () => ok({ ...BD, status: 0 }) });
    renderDetail();
    const bind = (await screen.findByRole('button', { name: 'Bind organisations' })) as HTMLButtonElement;
    expect(bind.disabled).toBe(true);
    expect(document.getElementById(bind.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "This BD's account is disabled: organisations cannot be bound to it.",
    );
    expect(api.to('POST /aiot/bduser/orgBind')).toHaveLength(0);
  });

  it('replaces the BD on an organisation by an enabled BD of the same rank', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...detailRoutes,
      'POST /aiot/bduser/page/list': () =>
        ok({
          list: [
            { ...BD },
            { ...BD, userId: 24, account: 'bd04', name: 'Nakamura', jobNumber: 'BD-0004', providerOrgId: 3, providerName: 'West Service' },
            { ...BD, userId: 23, account: 'bd03', name: 'Li Wei', jobNumber: 'BD-0003', providerOrgId: 2, providerName: 'East Service' },
          ],
          total: 2,
        }),
      'GET /aiot/bduser/replace': () => ok({ orgId: 4, bdUserId: 23, previousBdUserId: 21 }),
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Replace the BD of "Tokyo Vending"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the BD of "Tokyo Vending"' });
    await waitFor(() => expect(api.to('POST /aiot/bduser/page/list')).toHaveLength(1));
    expect(api.to('POST /aiot/bduser/page/list')[0].body).toMatchObject({ rank: 1, status: 1 });

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'New BD' }));
    await screen.findAllByRole('option');
    // the BD itself is not offered; a BD of another provider is offered last and cannot be chosen
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-disabled'))).toEqual(['false', 'true']));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Li Wei (bd03)BD-0003 · East Service',
      'Nakamura (bd04)BD-0004 · West Service · this organisation is outside its service provider',
    ]);
    fireEvent.click(screen.getAllByRole('option')[0]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('GET /aiot/bduser/replace')[0].query).toEqual({ orgId: '4', bdUserId: '23' });
    expect(await screen.findByText('"Tokyo Vending" is now managed by Li Wei')).toBeTruthy();
  });
});

describe('BD creation', () => {
  it('promotes an existing user of a service provider through bdSave', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'GET /user/unbindBD': () =>
        ok([
          { id: 31, account: 'agent01', name: 'Suzuki', orgId: 2, orgName: 'East Service', orgType: 'agent', status: 1 },
          { id: 32, account: 'merchant01', name: 'Ito', orgId: 4, orgName: 'Tokyo Vending', orgType: 'merchant', status: 1 },
        ]),
      'POST /aiot/bduser/save': () => ok({ id: 31 }),
    });
    renderScreen(<BdCreate declaration={bdUsers} />, {
      resource: 'bdUsers',
      route: '/bdUsers/create',
      path: '/bdUsers/create',
      access: ['bd.view', 'bd.save'],
    });

    // the new-account form is first; the other mode is one tab away
    expect(await screen.findByRole('tab', { name: 'New account', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Make an existing user a BD' }));
    const panel = await screen.findByRole('tabpanel');
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: /User/ }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    // a merchant's user cannot become a BD
    expect(options[1].getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(options[0]);
    fireEvent.change(within(panel).getByRole('textbox', { name: /Job number/ }), { target: { value: 'BD-0100' } });
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: /Rank/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.to('POST /aiot/bduser/save')).toHaveLength(1));
    expect(api.to('POST /aiot/bduser/save')[0].body).toEqual({ userId: 31, rank: 2, jobNumber: 'BD-0100' });
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeTruthy());
  });
});

describe('change own password', () => {
  it('checks the confirmation in the form, sends the change and shows a refusal as the server message', { timeout: 90_000 }, async () => {
    let first = true;
    const api = fakeApi({
      'POST /user/update/pwd': () => {
        if (first) {
          first = false;
          return refuse(400, 201020, ERRORS[201020].msg.en);
        }
        return ok(null);
      },
    });
    let closed = 0;
    renderScreen(<ChangePasswordDialog open onClose={() => closed++} />, { resource: 'users', route: '/home', path: '/home', access: [] });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const fill = (label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(/^Current password/, 'OpsDemo#2026');
    fill(/^New password/, 'NewPass#2027');
    fill(/^Confirm new password/, 'NewPass#2028');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    // the confirmation does not match: nothing is sent
    await waitFor(() => expect(within(dialog).getAllByText(/match/i).length).toBeGreaterThan(0));
    expect(api.to('POST /user/update/pwd')).toHaveLength(0);

    fill(/^Confirm new password/, 'NewPass#2027');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(ERRORS[201020].msg.en));
    expect(api.to('POST /user/update/pwd')[0].body).toEqual({ oldPassword: 'OpsDemo#2026', newPassword: 'NewPass#2027', confirmPassword: 'NewPass#2027' });
    expect(closed).toBe(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(closed).toBe(1));
    expect(await screen.findByText('Password changed. Your other sessions have been signed out')).toBeTruthy();
  });
});
