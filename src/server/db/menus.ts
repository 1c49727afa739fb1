import type { Queryable } from './database.js';
import { FUNCTION_CODES, MENU_GROUPS, MENU_LINKS, RESOURCES } from '../../../resources/index.js';

interface MenuRow {
  id: number;
  code: string;
  kind: string;
  parent_id: number | null;
  path: string | null;
  component: string | null;
  icon: string | null;
  sort: number;
  not_cache: boolean;
  platform_only: boolean;
  hide_in_menu: boolean;
  show_always: boolean;
  opened_name: string | null;
  config_href: string | null;
}
const COLUMNS = 'id, code, kind, parent_id, path, component, icon, sort, not_cache, platform_only, hide_in_menu, show_always, opened_name, config_href';

/**
 * Writes the permission menu declared by resources/ into the database (insert or update by code), so
 * every area that exists has its menus and function codes. Menus added through the API stay. The menus are
 * read first and only a menu that differs from its declaration is written: at the usual start none does,
 * and one read replaces a few hundred upserts (0.2 s a start on PGlite).
 */
export async function syncMenus(db: Queryable) {
  const rows = new Map((await db.query<MenuRow>(`select ${COLUMNS} from menus`)).map((r) => [r.code, r]));
  const upsert = async (m: {
    code: string;
    kind: 'menu' | 'function';
    parent?: string;
    path?: string;
    component?: string;
    icon?: string;
    sort: number;
    notCache?: boolean;
    platformOnly?: boolean;
    hidden?: boolean;
    showAlways?: boolean;
    openedName?: string;
    configHref?: string;
  }) => {
    // what the upsert below would leave; a row that holds it already is not written
    const parentId = m.parent === undefined ? null : (rows.get(m.parent)?.id ?? null);
    const row = rows.get(m.code);
    if (
      row &&
      row.kind === m.kind &&
      row.parent_id === parentId &&
      row.path === (m.path ?? null) &&
      row.component === (m.component ?? null) &&
      row.icon === (m.icon ?? null) &&
      row.sort === m.sort &&
      row.not_cache === (m.notCache ?? false) &&
      row.platform_only === (m.platformOnly ?? false) &&
      row.hide_in_menu === (row.hide_in_menu || (m.hidden ?? false)) &&
      row.show_always === (m.showAlways ?? false) &&
      row.opened_name === (m.openedName ?? null) &&
      row.config_href === (m.configHref ?? null)
    )
      return;
    const [written] = await db.query<MenuRow>(
      `insert into menus (code, kind, parent_id, title_key, path, component, icon, sort, not_cache, platform_only, hide_in_menu,
                          show_always, opened_name, config_href)
       values ($1, $2, (select id from menus where code = $3), $1, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       on conflict (code) do update set kind = excluded.kind, parent_id = excluded.parent_id, path = excluded.path,
         component = excluded.component, icon = excluded.icon, sort = excluded.sort, not_cache = excluded.not_cache,
         platform_only = excluded.platform_only, hide_in_menu = menus.hide_in_menu or excluded.hide_in_menu,
         show_always = excluded.show_always, opened_name = excluded.opened_name, config_href = excluded.config_href
       returning ${COLUMNS}`,
      [
        m.code,
        m.kind,
        m.parent ?? null,
        m.path ?? null,
        m.component ?? null,
        m.icon ?? null,
        m.sort,
        m.notCache ?? false,
        m.platformOnly ?? false,
        m.hidden ?? false,
        m.showAlways ?? false,
        m.openedName ?? null,
        m.configHref ?? null,
      ],
    );
    rows.set(m.code, written);
  };
  for (const g of MENU_GROUPS)
    await upsert({
      code: g.code,
      kind: 'menu',
      path: g.path,
      component: g.path ? g.code : undefined,
      icon: g.icon,
      sort: g.sort,
      notCache: g.notCache,
      showAlways: g.showAlways,
    });
  for (const l of MENU_LINKS) await upsert({ code: l.code, kind: 'menu', parent: l.parent, icon: l.icon, sort: l.sort, configHref: l.href });
  for (const r of RESOURCES) {
    await upsert({
      code: r.menu.code,
      kind: 'menu',
      parent: r.menu.parent,
      path: `/${r.name}`,
      component: r.name,
      icon: r.menu.icon,
      sort: r.menu.sort,
      hidden: r.menu.hidden,
      openedName: r.menu.openedName,
    });
  }
  let sort = 0;
  for (const f of FUNCTION_CODES) await upsert({ code: f.code, kind: 'function', parent: f.menu, sort: sort++, platformOnly: f.platformOnly });
}
