/**
 * The side menu and the route table of the shell, built from the permission menu the server answers
 * (POST /api/open/permission/menu/queryPermissionMenuFunction, spec document 1 §2 Main shell):
 *
 * - top-level entries are those with parent id 0, except the home entry (the shell shows home itself,
 *   first) and the internal codes;
 * - a parent with a single child shows the child directly, unless it is marked `showAlways` (route meta);
 * - an entry with `href` opens an external link in a new window;
 * - entries below a child (sub-sub-menus) are not listed: they become hidden routes tied to that child,
 *   which stays highlighted while one of them is open;
 * - while a page is shown, the group its route names in `openedName` (route meta; its own group by default)
 *   is open in the side menu.
 */

/** One entry of the permission menu as the server answers it. */
export interface MenuNode {
  id: number;
  parentId: number | null;
  code: string;
  /** An i18n key (the code, e.g. 'menu.users'). */
  title: string;
  path?: string | null;
  component?: string | null;
  /** An MUI icon name ('People'). */
  icon?: string | null;
  sort?: number | null;
  href?: string | null;
  hideInMenu?: boolean | null;
  notCache?: boolean | null;
  /** A group that stays one with a single visible child. */
  showAlways?: boolean | null;
  /** The top-level group's code the side menu opens while this entry's page is shown (its own group when absent). */
  openedName?: string | null;
  /** The function codes of this entry the caller holds (e.g. 'user.save'). */
  permTypes?: string[] | null;
  children?: MenuNode[] | null;
}

/** The menu code of the platform home: the shell always shows home itself, first. */
export const HOME_CODE = 'menu.home';
export const HOME_PATH = '/home';
/** Menu codes that exist for the system itself and never appear in the side menu. */
export const INTERNAL_CODES: ReadonlySet<string> = new Set([HOME_CODE, 'menu.internal']);

export interface MenuLink {
  kind: 'link';
  id: number;
  code: string;
  title: string;
  icon?: string;
  /** A route of the console. */
  path?: string;
  /** An external address, opened in a new window. */
  href?: string;
}

export interface MenuGroupItem {
  kind: 'group';
  id: number;
  code: string;
  title: string;
  icon?: string;
  children: MenuLink[];
}

export type MenuItem = MenuLink | MenuGroupItem;

/** What the shell knows about one route: its titles for tags and breadcrumb, caching and permission types. */
export interface RouteMeta {
  path: string;
  code: string;
  title: string;
  icon?: string;
  /** The group's title when the entry sits under a top-level group (breadcrumb 'group › page'). */
  groupTitle?: string;
  /** The path of the visible entry a hidden route is tied to (highlighted while the hidden one is open). */
  activePath: string;
  /** The top-level group's code the side menu opens while this route is shown. */
  openedName?: string;
  hideInMenu: boolean;
  notCache: boolean;
  permTypes: string[];
}

export interface ShellMenu {
  items: MenuItem[];
  routes: RouteMeta[];
}

const bySort = (a: MenuNode, b: MenuNode) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id;
const isTop = (n: MenuNode) => n.parentId === 0 || n.parentId === null || n.parentId === undefined;

/**
 * Accepts the menu as a tree (children nested) or as a flat list (linked by parentId), and answers the
 * top-level entries with their children, sorted.
 */
export function normaliseTree(nodes: MenuNode[]): (MenuNode & { children: MenuNode[] })[] {
  const all = new Map<number, MenuNode & { children: MenuNode[] }>();
  const visit = (n: MenuNode) => {
    if (!all.has(n.id)) all.set(n.id, { ...n, children: [] });
    for (const c of n.children ?? []) visit({ ...c, parentId: c.parentId ?? n.id });
  };
  nodes.forEach(visit);
  const tops: (MenuNode & { children: MenuNode[] })[] = [];
  for (const n of all.values()) {
    const parent = isTop(n) ? undefined : all.get(n.parentId as number);
    if (parent) parent.children.push(n);
    else if (isTop(n)) tops.push(n);
  }
  const sortDeep = (list: (MenuNode & { children: MenuNode[] })[]) => {
    list.sort(bySort);
    for (const n of list) sortDeep(n.children as (MenuNode & { children: MenuNode[] })[]);
  };
  sortDeep(tops);
  return tops;
}

const text = (v: string | null | undefined) => (v ? v : undefined);

function link(n: MenuNode): MenuLink {
  return { kind: 'link', id: n.id, code: n.code, title: n.title || n.code, icon: text(n.icon), path: text(n.path), href: text(n.href) };
}

function meta(n: MenuNode, group: MenuNode | undefined, activePath: string | undefined, hidden: boolean): RouteMeta | undefined {
  if (!n.path || n.href) return undefined;
  const groupTitle = group ? group.title || group.code : undefined;
  return {
    path: n.path,
    code: n.code,
    title: n.title || n.code,
    icon: text(n.icon),
    groupTitle,
    activePath: activePath ?? n.path,
    openedName: text(n.openedName) ?? group?.code,
    hideInMenu: hidden,
    notCache: Boolean(n.notCache),
    permTypes: n.permTypes ?? [],
  };
}

/** Builds the side menu and the route table from the permission menu. */
export function buildMenu(nodes: MenuNode[] | null | undefined): ShellMenu {
  const items: MenuItem[] = [];
  const routes: RouteMeta[] = [];
  const push = (m: RouteMeta | undefined) => m && routes.push(m);

  for (const top of normaliseTree(nodes ?? [])) {
    if (top.code === HOME_CODE) {
      // home is shown by the shell itself, but its route facts (notCache, permTypes) come from here
      push(meta(top, undefined, undefined, true));
      continue;
    }
    if (INTERNAL_CODES.has(top.code)) continue;
    const visible = top.children.filter((c) => !c.hideInMenu);
    // every child and everything below it is a route, listed or not
    push(meta(top, undefined, undefined, Boolean(top.hideInMenu)));
    for (const child of top.children) {
      const childMeta = meta(child, top, undefined, Boolean(child.hideInMenu || top.hideInMenu));
      push(childMeta);
      const tieTo = childMeta?.activePath ?? top.path ?? undefined;
      const hiddenBelow = (n: MenuNode) => {
        for (const g of n.children ?? []) {
          push(meta(g, top, tieTo ?? g.path ?? undefined, true));
          hiddenBelow(g);
        }
      };
      hiddenBelow(child);
    }
    if (top.hideInMenu) continue;
    if (visible.length === 0) {
      if (top.path || top.href) items.push(link(top));
    } else if (visible.length === 1 && !top.showAlways) {
      items.push(link(visible[0]));
    } else {
      items.push({ kind: 'group', id: top.id, code: top.code, title: top.title || top.code, icon: text(top.icon), children: visible.map(link) });
    }
  }
  return { items, routes };
}

/** The route a pathname belongs to: an exact match, else the longest route path it lies under. */
export function findRoute(routes: RouteMeta[], pathname: string): RouteMeta | undefined {
  let best: RouteMeta | undefined;
  for (const r of routes) {
    if (r.path === pathname) return r;
    const prefix = r.path.endsWith('/') ? r.path : r.path + '/';
    if (pathname.startsWith(prefix) && (!best || r.path.length > best.path.length)) best = r;
  }
  return best;
}
