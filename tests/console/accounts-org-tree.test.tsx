/**
 * The organisation structure screen (screens/accounts/OrgTree.tsx) over a test double of the server: the
 * nested tree of POST /open/customer/condListTree with its ARIA tree semantics and keyboard, the detail of
 * the selected organisation, the child types offered under each type, the calls sent, and the server's
 * refusals shown as its message.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { organisations } from '../../resources/accounts/organisations';
import { OrgTree } from '../../src/console/screens/accounts/OrgTree';
import { ERRORS } from '../../src/domain/errors';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';

const at = '2026-01-01T00:00:00.000Z';
const org = (
  id: number,
  name: string,
  type: string,
  parentId: number | null,
  parentName: string | null,
  depth: number,
  children: unknown[] = [],
  status = 1,
) => ({
  id,
  name,
  type,
  parentId,
  parentName,
  remark: '',
  status,
  depth,
  createdAt: at,
  updatedAt: at,
  children,
});

const TREE = [
  org(1, 'Platform', 'platform', null, null, 1, [
    org(2, 'East Service', 'agent', 1, 'Platform', 2, [
      org(4, 'Tokyo Vending', 'merchant', 2, 'East Service', 3, [org(6, 'Shibuya Store', 'store', 4, 'Tokyo Vending', 4)]),
      org(5, 'Minato Drinks', 'merchant', 2, 'East Service', 3, [org(7, 'Shinagawa Store', 'store', 5, 'Minato Drinks', 4, [], 0)], 0),
    ]),
    org(3, 'Direct Mart', 'merchant', 1, 'Platform', 2),
  ]),
];
/** Users per organisation, enabled or not, as the server counts them. */
const USERS: Record<number, number> = { 1: 2, 2: 1, 4: 1, 6: 1 };
// what the server answers with each node: its parent's status, its sub-organisations and users (enabled or not)
(function facts(nodes: any[], parentStatus: number | null) {
  for (const n of nodes) {
    Object.assign(n, { parentStatus, childCount: n.children.length, userCount: USERS[n.id] ?? 0, bdUserId: null });
    facts(n.children, n.status);
  }
})(TREE, null);

const TREE_ROUTE = 'POST /open/customer/condListTree';
const ALL = ['org.view', 'org.save', 'org.update', 'org.status'];

function renderTree(access = ALL, locale: 'en' | 'ja' = 'en') {
  return renderScreen(<OrgTree declaration={organisations} />, { resource: 'organisations', route: '/organisations', path: '/organisations', access, locale });
}

const item = (name: string | RegExp) => screen.getByRole('treeitem', { name });

describe('organisation tree', () => {
  it('renders the nested organisations as an ARIA tree that expands by click and keyboard', { timeout: 90_000 }, async () => {
    const api = fakeApi({ [TREE_ROUTE]: () => ok(TREE) });
    renderTree();

    const tree = await screen.findByRole('tree', { name: 'Organisation tree' });
    // the root is open: its children are shown, their children are not yet
    const east = await within(tree).findByRole('treeitem', { name: /East Service/ });
    expect(item(/^Platform/).getAttribute('aria-expanded')).toBe('true');
    expect(item(/^Platform/).getAttribute('aria-level')).toBe('1');
    expect(east.getAttribute('aria-level')).toBe('2');
    expect(east.getAttribute('aria-expanded')).toBe('false');
    expect(within(tree).getByRole('treeitem', { name: /Direct Mart/ })).toBeTruthy();
    expect(within(tree).queryByRole('treeitem', { name: /Tokyo Vending/ })).toBeNull();
    // type chips are translated
    expect(within(east).getByText('Service provider')).toBeTruthy();

    // → opens East, ↓ goes to its first child, → opens it, ↓ reaches the store
    east.focus();
    fireEvent.keyDown(east, { key: 'ArrowRight' });
    expect(east.getAttribute('aria-expanded')).toBe('true');
    const tokyo = item(/Tokyo Vending/);
    expect(tokyo.getAttribute('aria-level')).toBe('3');
    fireEvent.keyDown(east, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tokyo);
    fireEvent.keyDown(tokyo, { key: 'ArrowRight' });
    fireEvent.keyDown(tokyo, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item(/Shibuya Store/));
    // ← goes back to the parent, Enter selects it and the detail follows
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(item(/Tokyo Vending/));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(item(/Tokyo Vending/).getAttribute('aria-selected')).toBe('true');
    const detail = screen.getByRole('region', { name: 'Organisation details' });
    expect(within(detail).getByRole('heading', { name: 'Tokyo Vending' })).toBeTruthy();
    expect(within(detail).getByRole('button', { name: 'East Service' })).toBeTruthy();

    // a click on the arrow closes East again
    fireEvent.click(screen.getByTestId('toggle-2'));
    expect(item(/East Service/).getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: /Tokyo Vending/ })).toBeNull());

    expect(api.to(TREE_ROUTE)[0].body).toEqual({});
  });

  it('filters by name here and by status on the server', async () => {
    // the server's answer to a name search is held until the test lets it go
    let answerSearch = () => {};
    const searchHeld = new Promise<void>((resolve) => (answerSearch = resolve));
    const api = fakeApi({
      [TREE_ROUTE]: async (c) => {
        const body = c.body as { status?: number; name?: string };
        if (body.name) await searchHeld;
        return ok(
          body.status === 0
            ? [
                org(1, 'Platform', 'platform', null, null, 1, [
                  org(2, 'East Service', 'agent', 1, 'Platform', 2, [org(5, 'Minato Drinks', 'merchant', 2, 'East Service', 3, [], 0)]),
                ]),
              ]
            : TREE,
        );
      },
    });
    renderTree();
    await screen.findByRole('treeitem', { name: /East Service/ });

    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'shibuya' } });
    // the match is shown with the way to it opened; the rest is hidden
    expect(await screen.findByRole('treeitem', { name: /Shibuya Store/ })).toBeTruthy();
    expect(screen.queryByRole('treeitem', { name: /Direct Mart/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/1 organisation matches/);
    // while the server searches too, the tree stays on screen; its answer changes nothing here
    await waitFor(() => expect(api.to(TREE_ROUTE).some((c) => (c.body as { name?: string }).name === 'shibuya')).toBe(true));
    expect(screen.getByRole('treeitem', { name: /Shibuya Store/ })).toBeTruthy();
    answerSearch();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/1 organisation matches/));
    expect(screen.getByRole('treeitem', { name: /Shibuya Store/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: '' } });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Disabled' }));
    await waitFor(() => expect(api.to(TREE_ROUTE).some((c) => (c.body as { status?: number }).status === 0)).toBe(true));
    expect(await screen.findByRole('treeitem', { name: /Minato Drinks/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: /Direct Mart/ })).toBeNull());
  });

  it('offers only the child types allowed under the selected organisation', { timeout: 90_000 }, async () => {
    fakeApi({ [TREE_ROUTE]: () => ok(TREE) });
    renderTree();
    fireEvent.click(await screen.findByRole('treeitem', { name: /East Service/ }));

    // under an agent: agents and merchants
    const detail = screen.getByRole('region', { name: 'Organisation details' });
    expect(within(detail).getByRole('note').textContent).toBe('Types that can be added: Service provider, Merchant');
    fireEvent.click(within(detail).getByRole('button', { name: 'Add sub-organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an organisation under "East Service"' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Type/ }));
    const listbox = await screen.findByRole('listbox');
    // the placeholder, then the two types
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Service provider', 'Merchant']);
    fireEvent.keyDown(listbox, { key: 'Escape' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // under a merchant: stores only, chosen already
    fireEvent.click(screen.getByTestId('toggle-2'));
    fireEvent.click(await screen.findByRole('treeitem', { name: /Tokyo Vending/ }));
    fireEvent.click(within(detail).getByRole('button', { name: 'Add sub-organisation' }));
    const merchantDialog = await screen.findByRole('dialog');
    expect(within(merchantDialog).getByRole('combobox', { name: /Type/ }).textContent).toBe('Store');
    fireEvent.click(within(merchantDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // under a store: nothing, and the catalogue's reason is shown
    fireEvent.click(screen.getByTestId('toggle-4'));
    fireEvent.click(await screen.findByRole('treeitem', { name: /Shibuya Store/ }));
    expect((within(detail).getByRole('button', { name: 'Add sub-organisation' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(detail).getByRole('note').textContent).toBe(ERRORS[200008].msg.en);
  });

  it('adds a sub-organisation through the create call and shows the server refusal as its message', async () => {
    let refused = false;
    const api = fakeApi({
      [TREE_ROUTE]: () => ok(TREE),
      'POST /open/customer/add': () => {
        if (!refused) {
          refused = true;
          return refuse(400, 200002, 'An organisation with this name already exists');
        }
        return ok({ id: 9 });
      },
    });
    renderTree();
    fireEvent.click(await screen.findByRole('treeitem', { name: /Direct Mart/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add sub-organisation' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Ginza Store' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    // the refusal: the server's message on the form and in a notification; the dialog stays open
    await waitFor(() => expect(screen.getAllByText('An organisation with this name already exists').length).toBeGreaterThanOrEqual(2));
    expect(within(dialog).getByRole('alert').textContent).toBe('An organisation with this name already exists');
    expect(api.to('POST /open/customer/add')[0].body).toEqual({ name: 'Ginza Store', type: 'store', parentId: 3, status: 1, remark: '' });

    // sent again, accepted: the dialog closes and the tree is read again
    const before = api.to(TREE_ROUTE).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.to(TREE_ROUTE).length).toBeGreaterThan(before));
  });

  it('disables after a confirmation and shows a refusal (201011) as the server message', async () => {
    // a user was added to Direct Mart since the tree was read: the server refuses
    const api = fakeApi({
      [TREE_ROUTE]: () => ok(TREE),
      'POST /open/customer/forbidden': () => refuse(400, 201011, ERRORS[201011].msg.en),
    });
    renderTree();
    fireEvent.click(await screen.findByRole('treeitem', { name: /Direct Mart/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable "Direct Mart"?' });
    expect(api.to('POST /open/customer/forbidden')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText(ERRORS[201011].msg.en)).toBeTruthy();
    expect(api.to('POST /open/customer/forbidden')[0].body).toEqual({ id: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the tree is still there
    expect(screen.getByRole('treeitem', { name: /Direct Mart/ })).toBeTruthy();
  });

  it('offers enable and disable only when the server would accept them, and says why not', { timeout: 90_000 }, async () => {
    fakeApi({ [TREE_ROUTE]: () => ok(TREE) });
    renderTree();
    const detail = screen.getByRole('region', { name: 'Organisation details' });
    const button = (name: string) => within(detail).getByRole('button', { name }) as HTMLButtonElement;
    const reason = () =>
      document.getElementById(button(within(detail).queryByRole('button', { name: 'Disable' }) ? 'Disable' : 'Enable').getAttribute('aria-describedby') ?? '')
        ?.textContent;

    // an agent with two merchants under it (one of them disabled: it counts too, spec §4) and a user of its own
    fireEvent.click(await screen.findByRole('treeitem', { name: /East Service/ }));
    expect(button('Disable').disabled).toBe(true);
    expect(reason()).toBe('Sub-organisations: 2, users: 1 (disabled ones included). An organisation with sub-organisations or users cannot be disabled.');
    // a store with a user
    fireEvent.click(screen.getByTestId('toggle-2'));
    fireEvent.click(screen.getByTestId('toggle-4'));
    fireEvent.click(await screen.findByRole('treeitem', { name: /Shibuya Store/ }));
    expect(button('Disable').disabled).toBe(true);
    expect(reason()).toBe('Sub-organisations: 0, users: 1 (disabled ones included). An organisation with sub-organisations or users cannot be disabled.');
    // a disabled merchant under an enabled agent can be enabled
    fireEvent.click(screen.getByRole('treeitem', { name: /Minato Drinks/ }));
    expect(button('Enable').disabled).toBe(false);
    expect(button('Enable').getAttribute('aria-describedby')).toBeNull();
    // a disabled store under the disabled merchant cannot, until the merchant is
    fireEvent.click(screen.getByTestId('toggle-5'));
    fireEvent.click(await screen.findByRole('treeitem', { name: /Shinagawa Store/ }));
    expect(button('Enable').disabled).toBe(true);
    expect(reason()).toBe('Its parent "Minato Drinks" is disabled: enable the parent first.');
    // nothing below and nobody in it: disabling is offered
    fireEvent.click(screen.getByRole('treeitem', { name: /Direct Mart/ }));
    expect(button('Disable').disabled).toBe(false);
    expect(button('Disable').getAttribute('aria-describedby')).toBeNull();
  });

  it('shows no actions without the function codes, and speaks Japanese', async () => {
    fakeApi({ [TREE_ROUTE]: () => ok(TREE) });
    renderTree(['org.view'], 'ja');
    const east = await screen.findByRole('treeitem', { name: /East Service/ });
    expect(within(east).getByText('サービスプロバイダー')).toBeTruthy();
    fireEvent.click(east);
    const detail = screen.getByRole('region', { name: '組織の詳細' });
    expect(within(detail).queryByRole('button', { name: /下位組織を追加|編集|無効にする/ })).toBeNull();
    expect(within(detail).getByText('有効')).toBeTruthy();
  });
});
