/**
 * Logging in (spec document 1 §2; document 2 §2): POST /auth/login form-encoded {clientId, account (trimmed),
 * password}; the token goes to the `token` cookie until the server's expiry, the session user to
 * sessionStorage, after whatever was left of an earlier session is cleared. Used by the login page before the
 * console is loaded and by the auth provider inside it, so it names its call without the contract's table:
 * tsc checks the path and success code against the contract's authLogin.
 */
import type { OPERATIONS } from '../../generated/operations';
import { request } from './request';
import { endSession, setSessionUser, setToken, type SessionUser } from './session';

/** The client id the console logs in with and asks the permission menu for. */
export const CLIENT_ID = 'console';
export const LOGIN_PATH = '/login';

const LOGIN_CALL = { path: '/auth/login', successCode: 200 } as const satisfies Pick<(typeof OPERATIONS)['authLogin'], 'path' | 'successCode'>;

interface LoginAnswer {
  token: string;
  expiresAt?: string;
  user: SessionUser;
}

/** Logs in, or throws the server's refusal (an ApiError). */
export async function logIn(account: string, password: string): Promise<void> {
  const answer = await request<LoginAnswer>(LOGIN_CALL.path, {
    form: { clientId: CLIENT_ID, account: account.trim(), password },
    successCode: LOGIN_CALL.successCode,
  });
  endSession();
  setToken(answer.token, answer.expiresAt);
  setSessionUser(answer.user);
}
