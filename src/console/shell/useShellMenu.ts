import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { buildMenu, findRoute, type MenuNode, type RouteMeta, type ShellMenu } from './menu';

/** What authProvider.getPermissions() answers: the access codes and the permission menu. */
export interface ShellPermissions {
  access?: string[];
  menu?: MenuNode[];
}

const EMPTY: ShellMenu = { items: [], routes: [] };

/** The side menu and route table of the current user (react-admin caches the permissions call). */
export function useShellMenu(): ShellMenu & { access: string[]; isPending: boolean } {
  const { permissions, isPending } = usePermissions<ShellPermissions>();
  return useMemo(() => {
    const menu = permissions?.menu ? buildMenu(permissions.menu) : EMPTY;
    return { ...menu, access: permissions?.access ?? [], isPending };
  }, [permissions, isPending]);
}

/** The route meta of a pathname, from the current user's menu. */
export function useRouteMeta(pathname: string): RouteMeta | undefined {
  const { routes } = useShellMenu();
  return useMemo(() => findRoute(routes, pathname), [routes, pathname]);
}
