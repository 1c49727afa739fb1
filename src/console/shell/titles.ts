/**
 * Titles of pages for tags, breadcrumb and the document title, as i18n keys: from the permission menu's
 * route table or the shell's own pages; any other path is the 404 page.
 */
import { findRoute, HOME_PATH, type RouteMeta } from './menu';

export interface TitleKeys {
  /** The top-level group ('menu.accounts'), when the page sits in one. */
  group?: string;
  /** The page ('menu.users'). */
  title: string;
  /** The sub-page below it: create, edit or show. */
  sub?: 'shell.tags.create' | 'shell.tags.edit' | 'shell.tags.show';
}

const SHELL_PAGES: Record<string, string> = {
  [HOME_PATH]: 'shell.pages.home',
  '/error-log': 'shell.pages.errorLog',
  '/password': 'screens.password.title',
  '/401': 'shell.pages.401',
  '/404': 'shell.pages.404',
  '/500': 'shell.pages.500',
};

function subPage(rest: string[]): TitleKeys['sub'] {
  if (rest.length === 0) return undefined;
  if (rest[0] === 'create') return 'shell.tags.create';
  if (rest[1] === 'show') return 'shell.tags.show';
  return 'shell.tags.edit';
}

export function titleKeys(pathname: string, routes: RouteMeta[]): TitleKeys {
  if (SHELL_PAGES[pathname]) return { title: SHELL_PAGES[pathname] };
  const route = findRoute(routes, pathname);
  if (route) {
    const rest = pathname.slice(route.path.length).split('/').filter(Boolean);
    return { group: route.groupTitle, title: route.title, sub: subPage(rest) };
  }
  // a path the menu does not know answers the 404 page
  return { title: SHELL_PAGES['/404'] };
}

/** Whether a path is a page of the shell or of the user's menu (only those become tags). */
export function isKnownPage(pathname: string, routes: RouteMeta[]): boolean {
  return Boolean(SHELL_PAGES[pathname] || findRoute(routes, pathname));
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The page's title in one line ('Users · Edit'). */
export function pageTitle(translate: Translate, keys: TitleKeys): string {
  const title = translate(keys.title, { _: keys.title });
  return keys.sub ? `${title} · ${translate(keys.sub)}` : title;
}
