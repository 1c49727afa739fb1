import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, type Location } from 'react-router-dom';
import { HOME_TAG, closeAll, closeOthers, closeTag, loadTags, openTag, saveTags } from '../../src/console/shell/tags';
import { TagsProvider } from '../../src/console/shell/TagsContext';
import { TagsBar, TAG_SCROLL_STEP } from '../../src/console/shell/TagsBar';
import { KeptPages } from '../../src/console/shell/KeptPages';
import { renderInAdmin, sampleMenu } from './shell-support';

const tag = (path: string, search = '') => ({ path, search });

describe('tags (pure)', () => {
  it('opens one tag per page, home first, and refreshes the query string of an open one', () => {
    let tags = [HOME_TAG];
    tags = openTag(tags, { pathname: '/users', search: '' });
    tags = openTag(tags, { pathname: '/roles', search: '' });
    tags = openTag(tags, { pathname: '/users', search: '?page=2' });
    expect(tags).toEqual([HOME_TAG, tag('/users', '?page=2'), tag('/roles')]);
    // error pages do not become tags
    expect(openTag(tags, { pathname: '/404', search: '' })).toBe(tags);
  });

  it('never closes home; closing the active tag answers its left neighbour', () => {
    const tags = [HOME_TAG, tag('/users'), tag('/roles'), tag('/organisations')];
    expect(closeTag(tags, '/home', '/home').tags).toBe(tags);
    expect(closeTag(tags, '/roles', '/roles')).toEqual({ tags: [HOME_TAG, tag('/users'), tag('/organisations')], next: tag('/users') });
    expect(closeTag(tags, '/roles', '/users')).toEqual({ tags: [HOME_TAG, tag('/users'), tag('/organisations')] });
    expect(closeTag([HOME_TAG, tag('/users')], '/users', '/users').next).toEqual(HOME_TAG);
  });

  it('close others keeps home and the chosen tag; close all keeps home', () => {
    const tags = [HOME_TAG, tag('/users'), tag('/roles'), tag('/organisations')];
    expect(closeOthers(tags, '/roles')).toEqual([HOME_TAG, tag('/roles')]);
    expect(closeOthers(tags, '/home')).toEqual([HOME_TAG]);
    expect(closeAll(tags)).toEqual([HOME_TAG]);
  });

  it('persists per user in localStorage and repairs what it reads', () => {
    saveTags(7, [HOME_TAG, tag('/users', '?x=1')]);
    saveTags(8, [HOME_TAG, tag('/roles')]);
    expect(loadTags(7)).toEqual([HOME_TAG, tag('/users', '?x=1')]);
    expect(loadTags(8)).toEqual([HOME_TAG, tag('/roles')]);
    localStorage.setItem('shell.tags.9', JSON.stringify([tag('/roles'), tag('/roles'), { path: 'javascript:x' }, tag('/404')]));
    expect(loadTags(9)).toEqual([HOME_TAG, tag('/roles')]);
    localStorage.setItem('shell.tags.10', '{not json');
    expect(loadTags(10)).toEqual([HOME_TAG]);
  });
});

/** A page with an input whose value is only in the DOM: it survives only if the page stays mounted. */
function Page({ name }: { name: string }) {
  return (
    <div>
      <h1>{name} page</h1>
      <input aria-label={`${name} input`} />
    </div>
  );
}

function Shell() {
  return (
    <Routes>
      <Route
        path="/*"
        element={
          <TagsProvider userId={7}>
            <TagsBar />
            <KeptPages>
              <Routes>
                <Route path="/home" element={<Page name="home" />} />
                <Route path="/users" element={<Page name="users" />} />
                <Route path="/roles" element={<Page name="roles" />} />
                <Route path="/organisations" element={<Page name="organisations" />} />
                <Route path="*" element={<Page name="missing" />} />
              </Routes>
            </KeptPages>
          </TagsProvider>
        }
      />
    </Routes>
  );
}

const strip = () => screen.getByTestId('tags-strip');
const tagLink = (name: RegExp | string) => within(strip()).getByRole('link', { name });
const tagNames = () =>
  within(strip())
    .getAllByRole('link')
    .map((a) => a.textContent);

async function visit(path: string, location: { current?: Location }) {
  // a tag's link, or the location bar: the same navigation
  const link = within(strip())
    .queryAllByRole('link')
    .find((a) => a.getAttribute('href')?.split('?')[0] === path);
  if (link) fireEvent.click(link);
  await waitFor(() => expect(location.current?.pathname).toBe(path));
}

describe('<TagsBar> and kept pages', () => {
  it('shows opened pages as tags; home first and without a close button', async () => {
    localStorage.setItem('shell.tags.7', JSON.stringify([tag('/users'), tag('/roles')]));
    renderInAdmin(<Shell />, { menu: sampleMenu(), path: '/roles' });
    await waitFor(() => expect(tagNames()).toEqual(['Home', 'Users', 'Roles']));
    expect(screen.queryByRole('button', { name: 'Close Home' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close Users' })).toBeTruthy();
    expect(tagLink('Roles').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('navigation', { name: 'Opened pages' })).toBeTruthy();
  });

  it('closing the active tag goes to its neighbour; close others and close all from the actions menu', async () => {
    localStorage.setItem('shell.tags.7', JSON.stringify([tag('/users'), tag('/roles'), tag('/organisations')]));
    const location: { current?: Location } = {};
    renderInAdmin(<Shell />, { menu: sampleMenu(), path: '/roles', onLocation: (l) => (location.current = l) });
    await waitFor(() => expect(tagNames()).toEqual(['Home', 'Users', 'Roles', 'Organisations']));
    fireEvent.click(screen.getByRole('button', { name: 'Close Roles' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/users'));
    expect(tagNames()).toEqual(['Home', 'Users', 'Organisations']);

    fireEvent.click(screen.getByRole('button', { name: 'Tab actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Close others' }));
    await waitFor(() => expect(tagNames()).toEqual(['Home', 'Users']));
    expect(location.current?.pathname).toBe('/users');

    fireEvent.click(screen.getByRole('button', { name: 'Tab actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Close all' }));
    await waitFor(() => expect(tagNames()).toEqual(['Home']));
    expect(location.current?.pathname).toBe('/home');
    expect(JSON.parse(localStorage.getItem('shell.tags.7')!)).toEqual([HOME_TAG]);
  });

  it('offers close, close others and close all on right-click', async () => {
    localStorage.setItem('shell.tags.7', JSON.stringify([tag('/users'), tag('/roles'), tag('/organisations')]));
    const location: { current?: Location } = {};
    renderInAdmin(<Shell />, { menu: sampleMenu(), path: '/users', onLocation: (l) => (location.current = l) });
    await waitFor(() => expect(tagNames()).toEqual(['Home', 'Users', 'Roles', 'Organisations']));
    fireEvent.contextMenu(tagLink('Roles'));
    const menu = await screen.findByRole('menu', { name: 'Roles' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Close', 'Close others', 'Close all']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Close others' }));
    await waitFor(() => expect(tagNames()).toEqual(['Home', 'Roles']));
    // the page shown was closed: the kept tag is shown
    await waitFor(() => expect(location.current?.pathname).toBe('/roles'));

    fireEvent.contextMenu(tagLink('Home'));
    const homeMenu = await screen.findByRole('menu', { name: 'Home' });
    expect(within(homeMenu).getByRole('menuitem', { name: 'Close' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('asks "Are you sure to close this page" when the setting is on (off by default)', async () => {
    localStorage.setItem('shell.tags.7', JSON.stringify([tag('/users'), tag('/roles')]));
    renderInAdmin(<Shell />, { menu: sampleMenu(), path: '/home' });
    await waitFor(() => expect(tagNames()).toEqual(['Home', 'Users', 'Roles']));
    // off: closes at once
    fireEvent.click(screen.getByRole('button', { name: 'Close Roles' }));
    await waitFor(() => expect(tagNames()).toEqual(['Home', 'Users']));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Tab actions' }));
    const setting = await screen.findByRole('menuitemcheckbox', { name: 'Ask before closing a page' });
    expect(setting.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(setting);
    expect(localStorage.getItem('shell.confirmCloseTag')).toBe('1');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Close Users' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure to close this page?');
    // Escape does not answer it: only the buttons do
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tagNames()).toEqual(['Home', 'Users']);

    fireEvent.click(screen.getByRole('button', { name: 'Close Users' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(tagNames()).toEqual(['Home']));
  });

  it('does not make a tag of a path outside the menu (the 404 page), and drops restored ones', async () => {
    localStorage.setItem('shell.tags.7', JSON.stringify([tag('/users'), tag('/gone')]));
    renderInAdmin(<Shell />, { menu: sampleMenu(), path: '/nothing-here' });
    expect(await screen.findByRole('heading', { name: 'missing page' })).toBeTruthy();
    await waitFor(() => expect(tagNames()).toEqual(['Home', 'Users']));
    // saved once the drop is committed (an effect after the render that shows it)
    await waitFor(() => expect(JSON.parse(localStorage.getItem('shell.tags.7')!)).toEqual([HOME_TAG, tag('/users')]));
  });

  it('scroll buttons move the strip by 240 px', async () => {
    renderInAdmin(<Shell />, { menu: sampleMenu(), path: '/home' });
    await screen.findByTestId('tags-strip');
    const el = strip();
    const moves: number[] = [];
    el.scrollBy = ((opts: ScrollToOptions) => moves.push(opts.left ?? 0)) as typeof el.scrollBy;
    fireEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll left' }));
    expect(moves).toEqual([TAG_SCROLL_STEP, -TAG_SCROLL_STEP]);
    expect(TAG_SCROLL_STEP).toBe(240);
  });

  it('keeps a cached page mounted with its input while another tag is shown; home (notCache) is not kept', async () => {
    localStorage.setItem('shell.tags.7', JSON.stringify([tag('/users'), tag('/roles')]));
    const location: { current?: Location } = {};
    renderInAdmin(<Shell />, { menu: sampleMenu(), path: '/users', onLocation: (l) => (location.current = l) });
    // the shell renders once the permission menu is there (react-admin waits for it before the layout)
    await waitFor(() => expect(tagNames()).toEqual(['Home', 'Users', 'Roles']));
    const users = await screen.findByRole('textbox', { name: 'users input' });
    fireEvent.change(users, { target: { value: 'kept filter' } });

    await visit('/roles', location);
    expect(await screen.findByRole('heading', { name: 'roles page' })).toBeTruthy();
    // hidden, not gone
    expect(screen.queryByRole('textbox', { name: 'users input' })).toBeNull();
    expect((screen.getByLabelText('users input', { selector: 'input' }) as HTMLInputElement).value).toBe('kept filter');

    await visit('/home', location);
    fireEvent.change(await screen.findByRole('textbox', { name: 'home input' }), { target: { value: 'lost' } });
    await visit('/users', location);
    expect(((await screen.findByRole('textbox', { name: 'users input' })) as HTMLInputElement).value).toBe('kept filter');
    // home is not cached: it is unmounted when left and starts afresh
    expect(screen.queryByLabelText('home input', { selector: 'input' })).toBeNull();
    await visit('/home', location);
    expect(((await screen.findByRole('textbox', { name: 'home input' })) as HTMLInputElement).value).toBe('');
  });

  it("drops a closed tag's page and restores open tags after a reload", async () => {
    localStorage.setItem('shell.tags.7', JSON.stringify([tag('/users'), tag('/roles')]));
    const location: { current?: Location } = {};
    const first = renderInAdmin(<Shell />, { menu: sampleMenu(), path: '/users', onLocation: (l) => (location.current = l) });
    await waitFor(() => expect(tagNames()).toEqual(['Home', 'Users', 'Roles']));
    fireEvent.change(await screen.findByRole('textbox', { name: 'users input' }), { target: { value: 'typed' } });
    await visit('/roles', location);
    fireEvent.click(screen.getByRole('button', { name: 'Close Users' }));
    await waitFor(() => expect(screen.queryByLabelText('users input', { selector: 'input' })).toBeNull());
    expect(JSON.parse(localStorage.getItem('shell.tags.7')!)).toEqual([HOME_TAG, tag('/roles')]);

    // a reload: the same user gets the same tags back
    act(() => first.unmount());
    renderInAdmin(<Shell />, { menu: sampleMenu(), path: '/organisations' });
    await waitFor(() => expect(tagNames()).toEqual(['Home', 'Roles', 'Organisations']));
  });
});
