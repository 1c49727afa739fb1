import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { scopedRole } from './roles.js';
import type { ConfiguredLinks } from '../../../domain/console-config.js';

/** A row of the menus table. */
interface MenuRow {
  id: number;
  parent_id: number | null;
  code: string;
  kind: 'menu' | 'function';
  title_key: string;
  path: string | null;
  component: string | null;
  icon: string | null;
  href: string | null;
  sort: number;
  hide_in_menu: boolean;
  not_cache: boolean;
  platform_only: boolean;
  show_always: boolean;
  opened_name: string | null;
  /** The setting whose address the entry opens (`orderingApp`), instead of a fixed `href`. */
  config_href: string | null;
}

/** One entry of the current user's side menu (the console builds its menu and routes from these). */
export interface MenuNode {
  id: number;
  /** 0 for a top-level entry. */
  parentId: number;
  code: string;
  /** The i18n key of the title. */
  title: string;
  path: string | null;
  component: string | null;
  icon: string | null;
  sort: number;
  href: string | null;
  hideInMenu: boolean;
  notCache: boolean;
  /** A group that stays one with a single visible entry (route meta showAlways). */
  showAlways: boolean;
  /** The top-level group the side menu opens while this entry's page is shown (route meta openedName); null: its own. */
  openedName: string | null;
  /** Function codes the user holds directly under this entry. */
  permTypes: string[];
  children: MenuNode[];
}

/** One node of the whole permission tree, menus and functions alike (the role editor's tree). */
export interface TreeNode {
  id: number;
  parentId: number;
  code: string;
  kind: 'menu' | 'function';
  title: string;
  path: string | null;
  icon: string | null;
  sort: number;
  platformOnly: boolean;
  grantable: boolean;
  children: TreeNode[];
}

/** Every menu and function, siblings in display order. */
async function allMenus(db: Queryable): Promise<MenuRow[]> {
  return db.query<MenuRow>('select * from menus order by sort, id');
}

function childrenByParent(rows: MenuRow[]): Map<number, MenuRow[]> {
  const out = new Map<number, MenuRow[]>();
  for (const row of rows) {
    const key = row.parent_id ?? 0;
    out.set(key, [...(out.get(key) ?? []), row]);
  }
  return out;
}

/** The address an entry opens: its own `href`, or the configured one it names (undefined: not configured). */
function hrefOf(m: MenuRow, links: ConfiguredLinks): string | null | undefined {
  if (!m.config_href) return m.href;
  return (links as Record<string, string | undefined>)[m.config_href];
}

/**
 * The side menu of a user: the menus they hold (under menus they hold), each with the function codes they
 * hold directly under it as `permTypes`. The super admin holds everything. An entry opening a configured
 * address (the ordering app) is left out while the server has none.
 */
function permissionMenu(rows: MenuRow[], holds: (code: string) => boolean, links: ConfiguredLinks): MenuNode[] {
  const byParent = childrenByParent(rows);
  const build = (parentId: number): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((m) => m.kind === 'menu' && holds(m.code) && hrefOf(m, links) !== undefined)
      .map((m) => ({
        id: m.id,
        parentId,
        code: m.code,
        title: m.title_key,
        path: m.path,
        component: m.component,
        icon: m.icon,
        sort: m.sort,
        href: hrefOf(m, links) ?? null,
        hideInMenu: m.hide_in_menu,
        notCache: m.not_cache,
        showAlways: m.show_always,
        openedName: m.opened_name,
        permTypes: (byParent.get(m.id) ?? []).filter((f) => f.kind === 'function' && holds(f.code)).map((f) => f.code),
        children: build(m.id),
      }));
  return build(0);
}

/** The permission tree, keeping only the nodes `keep` accepts (and only under kept parents). */
function permissionTree(rows: MenuRow[], keep: (code: string) => boolean, grantable: (code: string) => boolean): TreeNode[] {
  const byParent = childrenByParent(rows);
  const build = (parentId: number): TreeNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((m) => keep(m.code))
      .map((m) => ({
        id: m.id,
        parentId,
        code: m.code,
        kind: m.kind,
        title: m.title_key,
        path: m.path,
        icon: m.icon,
        sort: m.sort,
        platformOnly: m.platform_only,
        grantable: grantable(m.code),
        children: build(m.id),
      }));
  return build(0);
}

const holderOf = (user: SessionUser) => (code: string) => user.isSuper || user.permissions.has(code);

export const menuOperations: Operations = {
  async menuQueryPermissionMenuFunction({ db, user, config }) {
    return permissionMenu(await allMenus(db), holderOf(user), config.links);
  },

  async menuQueryMenuFunction({ db, user }) {
    return permissionTree(await allMenus(db), () => true, holderOf(user));
  },

  async menuQueryRoleMenuFunction({ body, db, user }) {
    const role = await scopedRole(db, user, body.roleId);
    const codes = new Set(role.codes);
    return {
      roleId: role.id,
      codes: [...codes].sort(),
      tree: permissionTree(await allMenus(db), (c) => codes.has(c), holderOf(user)),
    };
  },
};
