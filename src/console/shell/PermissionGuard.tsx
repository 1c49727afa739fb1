/**
 * Hides page elements unless the current route's permission types include the required value (spec
 * document 1 §2 Main shell: "a directive hides page elements…"). The permission types are the `permTypes`
 * of the menu entry the current page belongs to. The server enforces the same codes on every call; this
 * only keeps users from seeing buttons they cannot use.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useRouteMeta } from './useShellMenu';

export interface PermissionGuardProps {
  /** A function code ('user.save'); with a list, any one of them is enough. */
  perm: string | string[];
  children: ReactNode;
  /** Shown instead when the permission is missing (nothing by default). */
  fallback?: ReactNode;
}

/** Whether the current route's permission types include `perm` (any of them, for a list). */
export function usePermType(perm: string | string[]): boolean {
  const { pathname } = useLocation();
  const route = useRouteMeta(pathname);
  const wanted = Array.isArray(perm) ? perm : [perm];
  return Boolean(route && wanted.some((p) => route.permTypes.includes(p)));
}

export function PermissionGuard({ perm, children, fallback = null }: PermissionGuardProps) {
  return <>{usePermType(perm) ? children : fallback}</>;
}
