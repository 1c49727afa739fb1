/**
 * The home and error-log pages against the real API server: the product's server runs as its own process
 * over a fresh embedded database with the demo estate, and the page's calls go to it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within, fireEvent } from '@testing-library/react';
import Home from '../../src/console/screens/system/Home';
import ErrorLog from '../../src/console/screens/system/ErrorLog';
import Error404 from '../../src/console/screens/system/Error404';
import Error401 from '../../src/console/screens/system/Error401';
import Error500 from '../../src/console/screens/system/Error500';
import { errorLog, reportError, setSink } from '../../src/console/providers/errorLog';
import { saveErrorLogEntry } from '../../src/console/shell/errorLogApi';
import { renderInAdmin } from './shell-support';
import { startProduct, type RunningProduct } from '../support/product';

const DEMO_PASSWORD = 'OpsDemo#2026';
const realFetch = globalThis.fetch;
let product: RunningProduct | undefined;
let base = '';

beforeAll(async () => {
  product = await startProduct({ env: { SERVE_CONSOLE: '0' } });
  base = product.url;
  // the page calls /api on its own origin: that origin is this server
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await req.arrayBuffer();
    return realFetch(base + url.pathname + url.search, { method: req.method, headers: req.headers, body });
  }) as typeof fetch;
}, 120_000);

afterAll(async () => {
  globalThis.fetch = realFetch;
  await product?.stop();
}, 120_000);

afterEach(() => {
  setSink(undefined);
  errorLog.clear();
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

async function api(path: string, body: unknown, token?: string) {
  const res = await realFetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function login(account: string) {
  const res = await realFetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ clientId: 'console', account, password: DEMO_PASSWORD }),
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(JSON.stringify(body));
  return body.data as { token: string; user: { userId: number; name: string; access: string[] } };
}

/** Counts every row a list call answers, paging through it (not its `total`). */
async function countAll(path: string, filters: Record<string, unknown>, token: string) {
  let n = 0;
  for (let page = 1; ; page++) {
    const res = await api(path, { ...filters, pageNum: page, pageSize: 100 }, token);
    n += res.data.list.length;
    if (res.data.list.length < 100) return n;
  }
}

/** Logs in through the API and keeps the token and session user where the console keeps them. */
async function loginAs(account: string) {
  const data = await login(account);
  document.cookie = `token=${data.token}; path=/`;
  sessionStorage.setItem('user', JSON.stringify(data.user));
  return data;
}

const figure = async (key: string) => (await screen.findByText((_t, el) => el?.getAttribute('data-figure') === key)).textContent;

describe('Home', () => {
  it('shows the super admin live totals of users, organisations by type, roles and BDs', async () => {
    const { token } = await loginAs('admin');
    renderInAdmin(<Home />, { path: '/home' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(await figure('users')).toBe(String(await countAll('user/page/list', {}, token)));
    for (const [type, seeded] of [
      ['agent', 2],
      ['merchant', 4],
      ['store', 6],
    ] as const) {
      const n = await countAll('open/customer/pageList', { type }, token);
      expect(n).toBeGreaterThanOrEqual(seeded);
      expect(await figure(`orgs.${type}`)).toBe(String(n));
    }
    expect(await figure('roles')).toBe(String(await countAll('open/permission/role/queryRolePageList', {}, token)));
    expect(await figure('bdUsers')).toBe(String(await countAll('aiot/bduser/page/list', {}, token)));
    expect(screen.getByRole('link', { name: 'Open Users' }).getAttribute('href')).toBe('/users');
    await waitFor(() => expect(screen.getByTestId('home-org').textContent).toMatch(/ · Platform$/));
  });

  it('shows a merchant only the figures it holds, counted within its own subtree', async () => {
    const { token } = await loginAs('merchant01');
    renderInAdmin(<Home />, { path: '/home' });
    const users = await countAll('user/page/list', {}, token);
    expect(users).toBeGreaterThan(0);
    expect(await figure('users')).toBe(String(users));
    // 東京ベンディング has two stores: 渋谷駅前店 and 新宿西口店
    expect(await figure('orgs.store')).toBe('2');
    expect(await figure('roles')).toBe(String(await countAll('open/permission/role/queryRolePageList', {}, token)));
    // no bd.view: no BD figure; a merchant has no agents or merchants below it
    expect(screen.queryByText('BDs')).toBeNull();
    expect(screen.queryByText('Service providers')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('home-org').textContent).toBe('東京ベンディング · Merchant'));
  });

  it('says so when the user holds no figure', async () => {
    await loginAs('store01');
    sessionStorage.setItem('user', JSON.stringify({ ...JSON.parse(sessionStorage.getItem('user')!), access: [] }));
    renderInAdmin(<Home />, { path: '/home' });
    expect(await screen.findByText('No figures to show')).toBeTruthy();
  });
});

describe('ErrorLog', () => {
  it("saves entries through the sink with the session user and lists the caller's own, newest first", async () => {
    const { token } = await loginAs('agent02');
    setSink(saveErrorLogEntry);
    act(() => {
      reportError({ type: 'ajax', code: 101005, message: 'No permission for this resource', url: '/api/user/save', time: '2026-01-02T00:00:00.000Z' });
      reportError({ type: 'script', code: 0, message: 'TypeError: boom', url: 'http://localhost:3000/users', time: '2026-01-03T00:00:00.000Z' });
    });
    await waitFor(async () => expect((await api('errorLog/pageList', {}, token)).data.total).toBe(2));
    // another user's entry is not listed
    const other = await login('agent01');
    expect((await api('errorLog/save', { type: 'script', code: 0, message: 'not mine' }, other.token)).code).toBe(200);

    renderInAdmin(<ErrorLog />, { path: '/error-log' });
    const table = await screen.findByRole('table', { name: 'Error log' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.map((r) => r.slice(1, 6))).toEqual([
      ['Script error', '0', 'TypeError: boom', 'http://localhost:3000/users', 'agent02'],
      ['Request error', '101005', 'No permission for this resource', '/api/user/save', 'agent02'],
    ]);
    // both of one session: the same fingerprint of its token (12 hex), never the token
    const sessions = rows.map((r) => r[6]);
    expect(sessions[0]).toMatch(/^[0-9a-f]{12}$/);
    expect(sessions[1]).toBe(sessions[0]);
    expect(sessions[0]).not.toBe(token.slice(0, 12));
    expect(screen.queryByText('not mine')).toBeNull();
  });

  it('filters by type', async () => {
    await loginAs('agent02');
    renderInAdmin(<ErrorLog />, { path: '/error-log' });
    const table = await screen.findByRole('table', { name: 'Error log' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Request error' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('101005')).toBeTruthy();
  });

  it('shows an empty state for a user without entries, and the time relative to now', async () => {
    const { token } = await loginAs('bd03');
    const first = renderInAdmin(<ErrorLog />, { path: '/error-log' });
    expect(await screen.findByText('No errors recorded')).toBeTruthy();
    first.unmount();
    expect((await api('errorLog/save', { type: 'script', code: 0, message: 'just now' }, token)).code).toBe(200);
    renderInAdmin(<ErrorLog />, { path: '/error-log' });
    const row = (await screen.findByText('just now')).closest('tr')!;
    expect(within(row).getAllByRole('cell')[0].textContent).toMatch(/^\d+ seconds? ago$/);
  });
});

describe('error pages', () => {
  it.each([
    [Error401, 'Unauthorised'],
    [Error404, 'Page not found'],
    [Error500, 'Server error'],
  ] as const)('%o is translated and leads home', async (Page, title) => {
    renderInAdmin(<Page />, { path: '/x' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
  });
});
