/**
 * The dialogs of the accounts screens are answered only by their buttons (spec document 1 §5 UI, document
 * 2 §2 Shell: modal dialogs are not closable by mask or close button by default): Escape and a click on the
 * backdrop leave the organisation add/edit/status dialogs and the BD bind/replace dialogs open; Cancel
 * closes them. The first test shows the way these tests dismiss a dialog does close one that allows it.
 */
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { organisations } from '../../resources/accounts/organisations';
import { bdUsers } from '../../resources/accounts/bd-users';
import { OrgTree } from '../../src/console/screens/accounts/OrgTree';
import { BdDetail } from '../../src/console/screens/accounts/BdDetail';
import { Modal } from '../../src/console/shell/Modal';
import { fakeApi, ok } from './fakeApi';
import { clickBackdrop, pressEscape, renderScreen } from './accounts-support';

const at = '2026-01-01T00:00:00.000Z';
const org = (id: number, name: string, type: string, parentId: number | null, depth: number, children: unknown[] = [], status = 1) => ({
  id,
  name,
  type,
  parentId,
  parentName: null,
  parentStatus: parentId === null ? null : 1,
  remark: '',
  status,
  depth,
  childCount: children.length,
  userCount: 0,
  bdUserId: null,
  createdAt: at,
  updatedAt: at,
  children,
});
const TREE = [
  org(1, 'Platform', 'platform', null, 1, [
    org(2, 'East Service', 'agent', 1, 2, [org(4, 'Tokyo Vending', 'merchant', 2, 3), org(5, 'Minato Drinks', 'merchant', 2, 3)]),
  ]),
];
const BD = {
  userId: 21,
  account: 'bd01',
  name: 'Kobayashi',
  phone: null,
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

/** Escape, then a backdrop click, then a moment for any closing to happen: the dialog must still be there. */
async function stillOpenAfterDismissing(dialog: HTMLElement) {
  pressEscape(dialog);
  clickBackdrop(dialog);
  await new Promise((r) => setTimeout(r, 300));
  expect(dialog.isConnected).toBe(true);
  expect(screen.getByRole('dialog')).toBe(dialog);
}

async function cancel(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

function Closable() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} closable onClose={() => setOpen(false)} title="closable">
      <p>body</p>
    </Modal>
  );
}

describe('accounts dialogs', () => {
  it('(the check itself) a dialog that allows it is closed by Escape, and by a backdrop click', async () => {
    fakeApi({});
    for (const dismiss of [pressEscape, clickBackdrop]) {
      const view = renderScreen(<Closable />, { resource: 'x', route: '/x', path: '/x', access: [] });
      const dialog = await screen.findByRole('dialog');
      dismiss(dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      view.unmount();
    }
  });

  it('organisation add, edit and status dialogs stay open on Escape and on a backdrop click', { timeout: 90_000 }, async () => {
    fakeApi({ 'POST /open/customer/condListTree': () => ok(TREE) });
    renderScreen(<OrgTree declaration={organisations} />, {
      resource: 'organisations',
      route: '/organisations',
      path: '/organisations',
      access: ['org.view', 'org.save', 'org.update', 'org.status'],
    });
    const tree = await screen.findByRole('tree', { name: 'Organisation tree' });
    await within(tree).findByRole('treeitem', { name: /East Service/ });
    fireEvent.click(screen.getByTestId('toggle-2'));
    fireEvent.click(await screen.findByRole('treeitem', { name: /Minato Drinks/ }));
    const detail = screen.getByRole('region', { name: 'Organisation details' });
    await within(detail).findByRole('heading', { name: 'Minato Drinks' });

    for (const action of ['Add sub-organisation', 'Edit', 'Disable']) {
      fireEvent.click(within(detail).getByRole('button', { name: action }));
      const dialog = await screen.findByRole('dialog');
      await stillOpenAfterDismissing(dialog);
      await cancel(dialog);
    }
  });

  it('BD bind and replace dialogs stay open on Escape and on a backdrop click', { timeout: 90_000 }, async () => {
    fakeApi({
      'GET /aiot/bduser/get': () => ok(BD),
      'GET /aiot/bduser/getOrgListByBdUser': () => ok(BOUND),
      'POST /open/customer/condListTree': () => ok(TREE),
      'POST /aiot/bduser/page/list': () => ok({ list: [BD], total: 1 }),
    });
    renderScreen(<BdDetail declaration={bdUsers} />, {
      resource: 'bdUsers',
      route: '/bdUsers/:id/show',
      path: '/bdUsers/21/show',
      access: ['bd.view', 'bd.bind', 'org.view'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bind organisations' }));
    await stillOpenAfterDismissing(await screen.findByRole('dialog'));
    await cancel(screen.getByRole('dialog'));

    fireEvent.click(await screen.findByRole('button', { name: 'Replace the BD of "Tokyo Vending"' }));
    await stillOpenAfterDismissing(await screen.findByRole('dialog'));
    await cancel(screen.getByRole('dialog'));
  });
});
