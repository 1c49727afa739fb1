/**
 * The auth provider (spec document 1 §2 navigation guard, §4 session; document 2 §2, §4):
 * - login: providers/login-call.ts;
 * - logout: POST /auth/logout form {token}; on code 0 'logged out' is shown and local and session storage
 *   (but the language), the token, the access list and the routes are cleared; other codes show their
 *   message and keep the session;
 * - checkAuth: no token → login; checkError: a lost session (101009 and its kin) → login;
 * - getPermissions: `{access, menu}`: the session user's access codes and the permission menu
 *   (POST /open/permission/menu/queryPermissionMenuFunction, code 0), fetched once per session. If the
 *   user info or the menu cannot be had, the token is cleared and the user goes to login.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import type { MenuNode } from '../shell/menu';
import { callDeclared, callOperation, isApiError, OPERATIONS, request, undescribed } from './http';
import { clearToken, endSession, getSessionUser, getToken, onSessionEnd } from './session';
import { CLIENT_ID, LOGIN_PATH, logIn } from './login-call';
import { translate } from './i18nProvider';
import { notify } from './bridge';

export type { MenuNode };

export { CLIENT_ID, LOGIN_PATH };
export const MENU_PATH = '/open/permission/menu/queryPermissionMenuFunction';

/** What getPermissions answers. */
export interface Permissions {
  /** The menu and function codes the user holds. */
  access: string[];
  /** The user's permission menu (a tree). */
  menu: MenuNode[];
}

/** Codes meaning the session is gone: the user must log in again. */
const SESSION_LOST = new Set([101001, 101004, 101008, 101009]);

export interface LoginParams {
  account?: string;
  /** react-admin's own login form calls it username. */
  username?: string;
  password: string;
}

let menuRequest: { token: string; promise: Promise<MenuNode[]> } | undefined;
onSessionEnd(() => {
  menuRequest = undefined;
});

/** The permission menu of this session (one call per session; a failed call is not kept). */
export function fetchMenu(): Promise<MenuNode[]> {
  const token = getToken() ?? '';
  if (menuRequest && menuRequest.token === token) return menuRequest.promise;
  // the contract names the call; until it is there, its documented path and success code 0
  const opId = Object.keys(OPERATIONS).find((id) => OPERATIONS[id].path === MENU_PATH);
  const promise = (
    opId
      ? undescribed<MenuNode[] | { list?: MenuNode[] }>(callDeclared(opId, { clientId: CLIENT_ID }))
      : request<MenuNode[]>(MENU_PATH, { json: { clientId: CLIENT_ID }, successCode: 0 })
  ).then((data) => (Array.isArray(data) ? data : Array.isArray((data as { list?: MenuNode[] })?.list) ? (data as { list: MenuNode[] }).list : []));
  menuRequest = { token, promise };
  promise.catch(() => {
    if (menuRequest?.promise === promise) menuRequest = undefined;
  });
  return promise;
}

/** Every code of a menu tree. */
export function menuCodes(menu: MenuNode[] | undefined): Set<string> {
  const out = new Set<string>();
  const visit = (nodes: MenuNode[] | null | undefined) => {
    for (const n of nodes ?? []) {
      out.add(n.code);
      visit(n.children);
    }
  };
  visit(menu);
  return out;
}

/** An error that sends the user to login without a second message. */
const toLogin = (message?: string) => Object.assign(new Error(message ?? 'session'), { sessionLost: true, redirectTo: LOGIN_PATH });

export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    await logIn(String(params.account ?? params.username ?? ''), params.password);
  },

  async logout() {
    const token = getToken();
    if (!token) {
      // already gone (101009, a failed guard): only make sure nothing is left
      endSession();
      return LOGIN_PATH;
    }
    try {
      await callOperation('authLogout', { token });
    } catch (e) {
      // "other codes show the message for that code": the session stays
      notify(isApiError(e) ? e.msg : translate('app.networkError'), 'error');
      throw e;
    }
    endSession();
    notify(translate('app.loggedOut'), 'info');
    return LOGIN_PATH;
  },

  async checkAuth() {
    if (!getToken()) throw Object.assign(new Error('no token'), { redirectTo: LOGIN_PATH, message: false });
  },

  async checkError(error: unknown) {
    if (isApiError(error) && SESSION_LOST.has(error.code)) {
      // the HTTP client has already cleared the session and shown the server's message for 101009
      if (error.code !== 101009) {
        endSession();
        notify(error.msg, 'error');
      }
      throw Object.assign(new Error(error.msg), { redirectTo: LOGIN_PATH, message: false });
    }
    if ((error as { sessionLost?: boolean })?.sessionLost) throw Object.assign(new Error('session'), { redirectTo: LOGIN_PATH, message: false });
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = getSessionUser();
    if (!user) throw toLogin();
    return {
      id: user.userId,
      fullName: user.displayName || user.name,
      account: user.name,
      orgId: user.orgId,
      customerId: user.customerId,
      orgType: user.orgType,
      isSuper: Boolean(user.isSuper),
    };
  },

  async getPermissions(): Promise<Permissions> {
    if (!getToken()) throw toLogin();
    const user = getSessionUser();
    if (!user) {
      clearToken();
      endSession();
      throw toLogin();
    }
    try {
      const menu = await fetchMenu();
      return { access: user.access, menu };
    } catch (e) {
      // "If fetching user info or routes fails, the token is cleared and the user goes to login";
      // the permission menu's failure shows its message (document 2 §8)
      if (!(isApiError(e) && e.code === 101009)) {
        endSession();
        notify(isApiError(e) ? e.msg : translate('app.networkError'), 'error');
      }
      throw toLogin(isApiError(e) ? e.msg : undefined);
    }
  },
};
