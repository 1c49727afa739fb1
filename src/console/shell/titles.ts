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
  /** The name of the record a show or edit page is about, once known ('merchant01'). */
  record?: string;
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

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The record a path shows or edits (`/users/5/show`, `/users/5`) under its menu route, if it is one. */
export function recordPage(pathname: string, routes: RouteMeta[]): { resource: string; id: string; kind: 'show' | 'edit' } | undefined {
  if (SHELL_PAGES[pathname]) return undefined;
  const route = findRoute(routes, pathname);
  if (!route) return undefined;
  const rest = pathname.slice(route.path.length).split('/').filter(Boolean);
  const sub = subPage(rest);
  if (sub !== 'shell.tags.show' && sub !== 'shell.tags.edit') return undefined;
  // a resource's routes live under its name (`/users` → users)
  return { resource: route.path.replace(/^\/+/, ''), id: decode(rest[0]), kind: sub === 'shell.tags.show' ? 'show' : 'edit' };
}

export function titleKeys(pathname: string, routes: RouteMeta[], record?: string): TitleKeys {
  if (SHELL_PAGES[pathname]) return { title: SHELL_PAGES[pathname] };
  const route = findRoute(routes, pathname);
  if (route) {
    const rest = pathname.slice(route.path.length).split('/').filter(Boolean);
    const sub = subPage(rest);
    return { group: route.groupTitle, title: route.title, sub, ...(record && sub && sub !== 'shell.tags.create' ? { record } : {}) };
  }
  // a path the menu does not know answers the 404 page
  return { title: SHELL_PAGES['/404'] };
}

/** Whether a path is a page of the shell or of the user's menu (only those become tags). */
export function isKnownPage(pathname: string, routes: RouteMeta[]): boolean {
  return Boolean(SHELL_PAGES[pathname] || findRoute(routes, pathname));
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The sub-page's part of a title: 'Edit', or 'Edit merchant01' once the record is known. */
export function subTitle(translate: Translate, keys: TitleKeys): string | undefined {
  if (!keys.sub) return undefined;
  if (keys.record) return translate(keys.sub === 'shell.tags.show' ? 'shell.tags.showRecord' : 'shell.tags.editRecord', { label: keys.record });
  return translate(keys.sub);
}

/** The page's title in one line ('Users · Edit merchant01'). */
export function pageTitle(translate: Translate, keys: TitleKeys): string {
  const title = translate(keys.title, { _: keys.title });
  const sub = subTitle(translate, keys);
  return sub ? `${title} · ${sub}` : title;
}
