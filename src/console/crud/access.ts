import { useCallback } from 'react';
import { usePermissions } from 'ra-core';
import type { Permissions } from '../providers/authProvider';
import { getSessionUser } from '../providers/session';

/**
 * Whether the user holds a function code (the session's access list; the super admin holds all). The
 * console hides what the user cannot do; the server refuses it anyway (101005).
 */
export function useAccess() {
  const { permissions, isPending } = usePermissions<Permissions>();
  const can = useCallback(
    (code: string | undefined) => {
      if (!code) return true;
      if (getSessionUser()?.isSuper) return true;
      return Boolean(permissions?.access?.includes(code));
    },
    [permissions],
  );
  return { can, isPending, permissions };
}
