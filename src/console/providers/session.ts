/**
 * What the console keeps between calls: the token (a cookie named `token`, spec §3: 1 day unless the
 * server says when it expires) and the session user (sessionStorage, spec §2 route guard step 3).
 */
import { LIMITS } from '../../domain/limits';

export const TOKEN_COOKIE = 'token';
const USER_KEY = 'user';
/** The one localStorage key that survives logout and session loss: the chosen language. */
export const LOCALE_KEY = 'locale';

/** The session user answered by /auth/login (schemas/accounts/auth.schema.json#/$defs/sessionUser). */
export interface SessionUser {
  customerId: number;
  /** The account. */
  name: string;
  displayName?: string;
  userId: number;
  orgId: number;
  orgType?: string;
  orgName?: string;
  isSuper?: boolean;
  /** Menu and function codes the user holds. */
  access: string[];
}

const hasDocument = () => typeof document !== 'undefined';

export function getToken(): string | undefined {
  if (!hasDocument()) return undefined;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value || undefined;
    }
  }
  return undefined;
}

/** Saves the token until `expiresAt` (the server's expiry) or one day from now. */
export function setToken(token: string, expiresAt?: string | Date): void {
  if (!hasDocument()) return;
  let expires = expiresAt ? new Date(expiresAt) : new Date(Date.now() + LIMITS.tokenTtlSeconds * 1000);
  if (Number.isNaN(expires.getTime())) expires = new Date(Date.now() + LIMITS.tokenTtlSeconds * 1000);
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax${secure}`;
}

export function clearToken(): void {
  if (!hasDocument()) return;
  document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

export function getSessionUser(): SessionUser | undefined {
  try {
    const raw = sessionStorage.getItem(USER_KEY);
    if (!raw) return undefined;
    const user = JSON.parse(raw) as SessionUser;
    return user && typeof user.userId === 'number' && Array.isArray(user.access) ? user : undefined;
  } catch {
    return undefined;
  }
}

export function setSessionUser(user: SessionUser): void {
  sessionStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** Clears local and session storage, keeping only the chosen language (spec §4: logout, 101009). */
export function clearStorage(): void {
  let locale: string | null = null;
  try {
    locale = localStorage.getItem(LOCALE_KEY);
    localStorage.clear();
    if (locale) localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    /* storage unavailable (private mode): nothing to clear */
  }
  try {
    sessionStorage.clear();
  } catch {
    /* idem */
  }
}

type Listener = () => void;
const sessionEndListeners = new Set<Listener>();

/** Called when the session ends (logout, 101009, guard failure): caches of the session drop their state. */
export function onSessionEnd(listener: Listener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** Ends the session in this browser: storage (but the language), token, and every per-session cache. */
export function endSession(): void {
  clearStorage();
  clearToken();
  for (const l of sessionEndListeners) l();
}
