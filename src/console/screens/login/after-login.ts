import { LOGIN_PATH } from '../../providers/login-call';

const HOME = '/home';

/**
 * Where to go once logged in: the page the redirect to login came from (router state, so only the
 * console itself can set it; a path of this site, never login itself), else home.
 */
export function afterLoginPath(state: unknown): string {
  const from = state as { nextPathname?: unknown; nextSearch?: unknown } | null | undefined;
  const pathname = from?.nextPathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//') || pathname === LOGIN_PATH) return HOME;
  const search = typeof from?.nextSearch === 'string' && from.nextSearch.startsWith('?') ? from.nextSearch : '';
  return pathname + search;
}
