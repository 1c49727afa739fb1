import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, Loading, TestMemoryRouter } from 'react-admin';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { Layout } from '../../src/console/shell/Layout';
import { Modal } from '../../src/console/shell/Modal';
import { dayPeriod } from '../../src/console/shell/greeting';
import { otherSystems, systemUrl } from '../../src/console/shell/systems';
import { errorLog, reportError } from '../../src/console/providers/errorLog';
import { request } from '../../src/console/providers/http';
import { fakeApi, ok, refuse } from './fakeApi';
import { i18nProvider } from '../../src/console/providers/i18nProvider';
import { shouldSave } from '../../src/console/shell/errorLogApi';
import { authWith, renderInAdmin, sampleMenu } from './shell-support';

const USER = { customerId: 1, name: 'ops01', displayName: 'Hanako', userId: 7, orgId: 1, orgType: 'platform', isSuper: false, access: ['user.view'] };

function renderShell(path = '/users') {
  sessionStorage.setItem('user', JSON.stringify(USER));
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={authWith(sampleMenu(), USER.access)} i18nProvider={i18nProvider}>
        <Routes>
          <Route
            path="/*"
            element={
              <Layout>
                <Routes>
                  <Route path="/home" element={<p>home content</p>} />
                  <Route path="/users" element={<p>users content</p>} />
                  <Route path="/error-log" element={<p>error log content</p>} />
                  <Route
                    path="/roles"
                    element={
                      <>
                        <div data-testid="mui">
                          <CircularProgress />
                          <LinearProgress />
                        </div>
                        <div data-testid="ra">
                          <Loading timeout={0} />
                        </div>
                      </>
                    }
                  />
                </Routes>
              </Layout>
            }
          />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

afterEach(async () => {
  vi.useRealTimers();
  errorLog.clear();
  if (i18nProvider.getLocale() !== 'en') await act(() => i18nProvider.changeLocale('en'));
});

describe('greeting by time of day', () => {
  it.each([
    [0, 'evening'],
    [4, 'evening'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('%i h is %s', (hour, period) => {
    expect(dayPeriod(hour)).toBe(period);
  });

  it.each([
    [9, 'Good morning, Hanako'],
    [15, 'Good afternoon, Hanako'],
    [21, 'Good evening, Hanako'],
  ] as const)('the header greets the user at %i h: %s', async (hour, text) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 15, hour, 30));
    renderShell();
    expect(await screen.findByText(text)).toBeTruthy();
  });
});

describe('system switcher', () => {
  it('takes only absolute http(s) addresses from the environment', () => {
    expect(systemUrl('https://device.example.com/console')).toBe('https://device.example.com/console');
    expect(systemUrl('  ')).toBeUndefined();
    expect(systemUrl('javascript:alert(1)')).toBeUndefined();
    expect(systemUrl('/relative')).toBeUndefined();
    const systems = otherSystems({ VITE_SYSTEM_DEVICE_URL: 'https://device.example.com', VITE_SYSTEM_MERCHANT_URL: 'ftp://x' });
    expect(systems.map((s) => [s.key, s.url])).toEqual([
      ['device', 'https://device.example.com/'],
      ['production', undefined],
      ['merchant', undefined],
    ]);
  });

  it('lists the three other systems; an unconfigured one is disabled with a hint, never a link', async () => {
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Switch system' }));
    const menu = await screen.findByRole('menu', { name: 'Switch system' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Device configuration platformnot configured',
      'Production managementnot configured',
      'Merchant management platformnot configured',
    ]);
    for (const item of items) {
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(item.getAttribute('href')).toBeNull();
    }
  });
});

describe('<Layout>', () => {
  it('has the landmarks, the menu, the tags bar and the breadcrumb of the page', async () => {
    renderShell('/users');
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(crumbs.textContent).toBe('Accounts›Users'));
    expect(
      within(screen.getByRole('navigation', { name: 'Opened pages' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Users']);
    expect(screen.getByText('users content')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Users - New Operations Retail Platform'));
    // every button of the header says what it does
    for (const b of within(screen.getByRole('banner')).getAllByRole('button')) expect(b.getAttribute('aria-label') || b.textContent).toBeTruthy();
  });

  it("names every loading indicator of a page, react-admin's included, in the current language", async () => {
    renderShell('/roles');
    // react-admin's page loader (what Suspense shows while a screen loads) and MUI's own indicators
    const names = (name: string) =>
      waitFor(() => {
        const bars = [...within(screen.getByTestId('ra')).getAllByRole('progressbar'), ...within(screen.getByTestId('mui')).getAllByRole('progressbar')];
        expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([name, name, name]);
      });
    await names('Loading…');
    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    fireEvent.click(within(await screen.findByRole('menu', { name: 'Language' })).getByRole('menuitem', { name: '日本語' }));
    await screen.findByRole('navigation', { name: 'メインメニュー' });
    await names(i18nProvider.translate('app.loading'));
    expect(i18nProvider.translate('app.loading')).not.toBe('Loading…');
  });

  it('counts faults in the header badge, which leads to the error log; a refused form is not one', async () => {
    const api = fakeApi({
      'POST /goods/save': () => refuse(400, 100001, 'Invalid parameters'),
      'POST /goods/page/list': () => refuse(503, 100000, 'Service unavailable'),
      'POST /errorLog/save': () => ok(null),
    });
    renderShell('/users');
    const badge = await screen.findByRole('link', { name: 'Error log (0 errors)' });
    expect(badge.getAttribute('href')).toBe('/error-log');
    // the server's answers to a form: logged, not counted
    await act(async () => {
      await request('goods/save', { json: {} }).catch(() => undefined);
      reportError({ type: 'ajax', code: 101005, message: 'No permission', url: '/api/user/save', fault: false });
    });
    expect(api.to('POST /goods/save')).toHaveLength(1);
    expect(errorLog.getSnapshot().map((e) => e.code)).toEqual([101005, 100001]);
    expect(screen.getByRole('link', { name: 'Error log (0 errors)' })).toBeTruthy();
    // a 5xx and a script error are faults
    await act(async () => {
      await request('goods/page/list', { json: {} }).catch(() => undefined);
      reportError({ type: 'script', code: 0, message: 'boom', url: 'http://localhost/users' });
    });
    expect(await screen.findByRole('link', { name: 'Error log (2 errors)' })).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'Error log (2 errors)' })).getByText('2')).toBeTruthy();
  });

  it('records uncaught script errors as type script, code 0, with message and URL', async () => {
    renderShell('/users');
    await screen.findByRole('banner');
    act(() => {
      window.dispatchEvent(
        new ErrorEvent('error', {
          message: 'Uncaught TypeError: x is undefined',
          filename: 'http://localhost/assets/app.js',
          error: new TypeError('x is undefined'),
        }),
      );
    });
    expect(errorLog.getSnapshot()[0]).toMatchObject({
      type: 'script',
      code: 0,
      message: 'x is undefined',
      url: 'http://localhost/assets/app.js',
      userId: 7,
      userName: 'ops01',
    });
  });

  it('switches language from the header: stores it, re-renders the view and resets the title', async () => {
    renderShell('/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByRole('menu', { name: 'Language' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['日本語', '简体中文', '繁體中文', 'English']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: '日本語' }));
    expect(await screen.findByRole('navigation', { name: 'メインメニュー' })).toBeTruthy();
    expect(localStorage.getItem('locale')).toBe('ja');
    await waitFor(() => expect(document.title).toBe('ユーザー管理 - 新運営リテールプラットフォーム'));
    expect(screen.getByRole('navigation', { name: 'パンくずリスト' }).textContent).toBe('アカウント管理›ユーザー管理');
  });

  it('shows the full-screen toggle only where the Fullscreen API exists', async () => {
    const first = renderShell('/users');
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
    first.unmount();
    const requested: string[] = [];
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    document.documentElement.requestFullscreen = (() => {
      requested.push('on');
      return Promise.resolve();
    }) as typeof document.documentElement.requestFullscreen;
    try {
      renderShell('/users');
      fireEvent.click(await screen.findByRole('button', { name: 'Full screen' }));
      expect(requested).toEqual(['on']);
    } finally {
      delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
    }
  });

  it('has a user dropdown with the account and a single logout item', async () => {
    renderShell('/users');
    fireEvent.click(await screen.findByRole('button', { name: 'User menu: ops01' }));
    const menu = await screen.findByRole('menu', { name: 'User menu' });
    expect(menu.textContent).toContain('Hanako');
    expect(menu.textContent).toContain('ops01 · Platform');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Log out']);
  });
});

describe('<Modal>', () => {
  function Harness({ closable }: { closable?: boolean }) {
    const [open, setOpen] = useState(true);
    return (
      <Modal open={open} closable={closable} title="Edit" onClose={() => setOpen(false)}>
        <p>body</p>
      </Modal>
    );
  }

  it('is not closed by Escape or the backdrop and has no close button by default', async () => {
    renderInAdmin(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const backdrop = document.querySelector('.MuiBackdrop-root')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('closes by Escape and by its close button when closable', async () => {
    const first = renderInAdmin(<Harness closable />);
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Edit' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();
    renderInAdmin(<Harness closable />);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Edit' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('saving the error log', () => {
  it('does not send a repeat within 2 s nor more than 30 entries a minute', () => {
    const t0 = 1_000_000_000;
    const e = (message: string) => ({ type: 'script' as const, code: 0, message, url: '/x' });
    expect(shouldSave(e('loop'), t0)).toBe(true);
    expect(shouldSave(e('loop'), t0 + 500)).toBe(false);
    expect(shouldSave(e('loop'), t0 + 2500)).toBe(true);
    let sent = 2;
    for (let i = 0; i < 40; i++) if (shouldSave(e(`m${i}`), t0 + 3000 + i)) sent++;
    expect(sent).toBe(30);
    // a minute later there is room again
    expect(shouldSave(e('later'), t0 + 70_000)).toBe(true);
  });
});
