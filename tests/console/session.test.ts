/**
 * The HTTP client and the auth provider against a test double of the server: the envelope, 101009
 * (storage cleared but the language, token emptied, the server's message shown, login), network failure
 * and timeout, login (form-encoded, account trimmed, token cookie, session user), logout (code 0 and
 * other codes), the guard (no token → login) and the permission menu fetched once per session.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, http, ApiError } from '../../src/console/providers/http';
import { authProvider, fetchMenu } from '../../src/console/providers/authProvider';
import { connectBridge } from '../../src/console/providers/bridge';
import { endSession, getSessionUser, getToken, setSessionUser, setToken } from '../../src/console/providers/session';
import { errorLog } from '../../src/console/providers/errorLog';
import { i18nProvider } from '../../src/console/providers/i18nProvider';
import { messagesFor } from '../../src/console/i18n/all';
import { fakeApi, ok, refuse } from './fakeApi';

const appJa = messagesFor('ja') as { app: Record<'networkError' | 'tryLater' | 'loggedOut', string> };

const USER = {
  customerId: 1,
  name: 'admin',
  displayName: '管理者',
  userId: 1,
  orgId: 1,
  orgType: 'platform',
  isSuper: true,
  access: ['menu.users', 'user.view'],
};

let notified: { message: string; type: string }[];
let navigated: string[];
let disconnect: () => void;

beforeEach(async () => {
  endSession();
  localStorage.clear();
  errorLog.clear();
  await i18nProvider.changeLocale('ja');
  notified = [];
  navigated = [];
  disconnect = connectBridge({ notify: (message, type) => notified.push({ message, type }), navigate: (p) => navigated.push(p) });
});
afterEach(() => disconnect());

describe('101009: session invalid', () => {
  it('clears local and session storage but the language, empties the token, shows the message and goes to login', async () => {
    localStorage.setItem('locale', 'zh-TW');
    localStorage.setItem('RaStore.sidebar.open', 'true');
    sessionStorage.setItem('anything', 'x');
    setSessionUser(USER);
    setToken('expired-token');
    const api = fakeApi({ 'POST /user/page/list': () => refuse(401, 101009, '登入狀態已失效，請重新登入') });

    const err = await request('/user/page/list', { json: { pageNum: 1, pageSize: 10 } }).catch((e) => e);

    expect(api.calls[0].headers.get('authorization')).toBe('Bearer expired-token');
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 101009, status: 401, msg: '登入狀態已失效，請重新登入' });
    expect(getToken()).toBeUndefined();
    expect(document.cookie).not.toContain('expired-token');
    expect(Object.keys(localStorage)).toEqual(['locale']);
    expect(localStorage.getItem('locale')).toBe('zh-TW');
    expect(sessionStorage.length).toBe(0);
    expect(getSessionUser()).toBeUndefined();
    expect(notified).toEqual([{ message: '登入狀態已失效，請重新登入', type: 'error' }]);
    expect(navigated).toEqual(['/login']);
  });

  it('the auth provider then sends the user to login without a second message', async () => {
    const err = new ApiError(101009, 'x', 401);
    await expect(authProvider.checkError(err)).rejects.toMatchObject({ redirectTo: '/login', message: false });
    await expect(authProvider.checkError(new ApiError(201001, 'exists', 409))).resolves.toBeUndefined();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });
});

describe('envelope and transport', () => {
  it('answers data on the success code and sends the language and token', async () => {
    setToken('t1');
    await i18nProvider.changeLocale('zh-CN');
    const api = fakeApi({ 'GET /user/get': () => ok({ id: 1 }) });
    expect(await request('user/get', { method: 'GET', searchParams: { id: 1, skip: undefined } })).toEqual({ id: 1 });
    expect(api.calls[0].headers.get('accept-language')).toBe('zh-CN');
    expect(api.calls[0].query).toEqual({ id: '1' });
  });

  it('a network failure is a translated "network error", logged as an ajax error with code 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const err = await request('user/page/list', { json: {} }).catch((e) => e);
    expect(err).toMatchObject({ code: 0, msg: appJa.app.networkError });
    expect(errorLog.getSnapshot()[0]).toMatchObject({ type: 'ajax', code: 0, message: appJa.app.networkError, url: '/api/user/page/list' });
  });

  it('a call that takes longer than the 5000 ms timeout is a translated "try later"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((req: Request) => new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason)))),
    );
    const slow = http.extend({ timeout: 50 });
    const err = await slow('user/page/list', { method: 'POST' }).catch((e) => e);
    expect(err.name).toBe('TimeoutError');
    // the client's own timeout is the spec's 5000 ms
    vi.useFakeTimers();
    try {
      const pending = request('user/page/list', { json: {} }).catch((e) => e);
      await vi.advanceTimersByTimeAsync(4900);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(await pending).toMatchObject({ code: 0, msg: appJa.app.tryLater });
    } finally {
      vi.useRealTimers();
    }
  });

  it('an answer that is not an envelope (a gateway page) is "try later"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    expect(await request('user/page/list', { json: {} }).catch((e) => e)).toMatchObject({ code: 100500, status: 502, msg: appJa.app.tryLater });
  });
});

describe('login and logout', () => {
  it('logs in form-encoded with the trimmed account, keeps the token until the server expiry and the session user', async () => {
    localStorage.setItem('locale', 'en');
    const expiresAt = new Date(Date.now() + 3600_000).toISOString();
    const api = fakeApi({ 'POST /auth/login': () => ok({ token: 'tok-abc', expiresAt, user: USER }) });
    await authProvider.login({ account: '  admin  ', password: 'OpsDemo#2026' });
    expect(api.calls[0].contentType).toContain('application/x-www-form-urlencoded');
    expect(api.calls[0].body).toEqual({ clientId: 'console', account: 'admin', password: 'OpsDemo#2026' });
    expect(getToken()).toBe('tok-abc');
    expect(getSessionUser()).toEqual(USER);
    expect(localStorage.getItem('locale')).toBe('en');
    expect(await authProvider.getIdentity!()).toMatchObject({ id: 1, fullName: '管理者', account: 'admin' });
  });

  it("shows the server's refusal", async () => {
    fakeApi({ 'POST /auth/login': () => refuse(401, 101003, 'アカウントまたはパスワードが正しくありません') });
    await expect(authProvider.login({ account: 'admin', password: 'x' })).rejects.toMatchObject({
      code: 101003,
      msg: 'アカウントまたはパスワードが正しくありません',
    });
    expect(getToken()).toBeUndefined();
  });

  it("logout: code 0 shows 'logged out' and clears storage (but the language) and the token", async () => {
    localStorage.setItem('locale', 'ja');
    localStorage.setItem('x', '1');
    setToken('tok-abc');
    setSessionUser(USER);
    const api = fakeApi({ 'POST /auth/logout': () => ok(null, 0) });
    expect(await authProvider.logout({})).toBe('/login');
    expect(api.calls[0].body).toEqual({ token: 'tok-abc' });
    expect(api.calls[0].contentType).toContain('application/x-www-form-urlencoded');
    expect(notified).toEqual([{ message: appJa.app.loggedOut, type: 'info' }]);
    expect(getToken()).toBeUndefined();
    expect(Object.keys(localStorage)).toEqual(['locale']);
    expect(sessionStorage.length).toBe(0);
  });

  it('logout: another code shows its message and keeps the session', async () => {
    setToken('tok-abc');
    setSessionUser(USER);
    fakeApi({ 'POST /auth/logout': () => refuse(400, 101008, 'トークンが空です') });
    await expect(authProvider.logout({})).rejects.toMatchObject({ code: 101008 });
    expect(notified).toEqual([{ message: 'トークンが空です', type: 'error' }]);
    expect(getToken()).toBe('tok-abc');
    expect(getSessionUser()).toEqual(USER);
  });
});

describe('permissions', () => {
  const MENU = [
    {
      id: 1,
      parentId: 0,
      code: 'menu.accounts',
      title: 'menu.accounts',
      permTypes: [],
      children: [{ id: 2, parentId: 1, code: 'menu.users', title: 'menu.users', path: '/users', permTypes: ['user.view'] }],
    },
  ];

  it('answers {access, menu}, fetching the permission menu once per session', async () => {
    setToken('tok-abc');
    setSessionUser(USER);
    const api = fakeApi({ 'POST /open/permission/menu/queryPermissionMenuFunction': () => ok(MENU, 0) });
    expect(await authProvider.getPermissions!({})).toEqual({ access: USER.access, menu: MENU });
    await authProvider.getPermissions!({});
    await fetchMenu();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].headers.get('authorization')).toBe('Bearer tok-abc');
    // a new session asks again
    endSession();
    setToken('tok-def');
    setSessionUser(USER);
    await authProvider.getPermissions!({});
    expect(api.calls).toHaveLength(2);
  });

  it('a failing menu call clears the token, shows the message and sends the user to login', async () => {
    setToken('tok-abc');
    setSessionUser(USER);
    fakeApi({ 'POST /open/permission/menu/queryPermissionMenuFunction': () => refuse(500, 100500, 'システムエラーが発生しました') });
    const err = await authProvider.getPermissions!({}).catch((e) => e);
    expect(err).toMatchObject({ redirectTo: '/login' });
    await expect(authProvider.checkError(err)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(getToken()).toBeUndefined();
    expect(notified).toEqual([{ message: 'システムエラーが発生しました', type: 'error' }]);
  });

  it('without user info in session storage, the token is cleared and the user goes to login', async () => {
    setToken('tok-abc');
    const api = fakeApi({});
    await expect(authProvider.getPermissions!({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(getToken()).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });
});
