import type { OrgType } from '../../../domain/organisations.js';
import type { Queryable } from '../../db/database.js';
import type { SessionUser } from '../../operation.js';
import { fail } from '../../errors.js';
import type { ErrorCode } from '../../../domain/errors.js';

/** An organisation as the accounts area reads it. */
export interface OrgRow {
  id: number;
  parent_id: number | null;
  path: string;
  depth: number;
  type: OrgType;
  name: string;
  remark: string;
  status: number;
}

/** Whether a materialised org path lies in the caller's subtree (the caller's own org included). */
export function pathInScope(user: SessionUser, path: string): boolean {
  return path.startsWith(user.orgPath);
}

/**
 * Reads an organisation the caller may act on. Outside the caller's subtree it answers `outside`
 * (by default the same code as a missing one, so ids of other estates reveal nothing).
 */
export async function scopedOrg(
  db: Queryable,
  user: SessionUser,
  orgId: number,
  codes: { missing: ErrorCode; outside?: ErrorCode } = { missing: 200001 },
): Promise<OrgRow> {
  const [org] = await db.query<OrgRow>('select * from organisations where id = $1', [orgId]);
  if (!org) fail(codes.missing);
  if (!pathInScope(user, org.path)) fail(codes.outside ?? codes.missing);
  return org;
}

/** SQL condition keeping rows whose org path (column `col`) is in the caller's subtree. */
export function scopeCondition(user: SessionUser, col: string): { sql: string; value: string } | undefined {
  // the root's subtree is everything: no condition to evaluate
  if (user.orgPath.split('/').filter(Boolean).length === 1 && user.orgType === 'platform') return undefined;
  return { sql: `${col} like ? || '%'`, value: user.orgPath };
}
