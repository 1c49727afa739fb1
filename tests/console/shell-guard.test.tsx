import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PermissionGuard } from '../../src/console/shell/PermissionGuard';
import { renderInAdmin, sampleMenu } from './shell-support';

function Buttons() {
  return (
    <div>
      <span>page</span>
      <PermissionGuard perm="user.save">
        <button>Create user</button>
      </PermissionGuard>
      <PermissionGuard perm="user.delete" fallback={<span>no delete</span>}>
        <button>Delete user</button>
      </PermissionGuard>
      <PermissionGuard perm={['user.delete', 'user.view']}>
        <button>Either</button>
      </PermissionGuard>
    </div>
  );
}

describe('<PermissionGuard>', () => {
  it("shows children only when the current route's permTypes include the value", async () => {
    renderInAdmin(<Buttons />, { menu: sampleMenu(), path: '/users' });
    expect(await screen.findByRole('button', { name: 'Create user' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
    expect(screen.getByText('no delete')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Either' })).toBeTruthy();
  });

  it("uses the route the page lies under (a sub-page of /users) and a hidden route's own types", async () => {
    renderInAdmin(<Buttons />, { menu: sampleMenu(), path: '/users/5/show' });
    expect(await screen.findByRole('button', { name: 'Create user' })).toBeTruthy();
  });

  it('hides everything on a route whose types lack it, and on a page outside the menu', async () => {
    const first = renderInAdmin(<Buttons />, { menu: sampleMenu(), path: '/roles' });
    await screen.findByText('no delete');
    expect(screen.queryByRole('button', { name: 'Create user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Either' })).toBeNull();
    first.unmount();
    renderInAdmin(<Buttons />, { menu: sampleMenu(), path: '/elsewhere' });
    await waitFor(() => expect(screen.getByText('no delete')).toBeTruthy());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('follows the permission menu: the same route without the code in permTypes hides it', async () => {
    const menu = sampleMenu();
    menu[1].children![0].permTypes = ['user.view'];
    renderInAdmin(<Buttons />, { menu, path: '/users' });
    expect(await screen.findByRole('button', { name: 'Either' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create user' })).toBeNull();
  });
});
