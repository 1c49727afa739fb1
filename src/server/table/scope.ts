import type { OrgType } from '../../domain/organisations.js';
import type { Queryable } from '../db/database.js';
import type { SessionUser } from '../operation.js';
import { fail } from '../errors.js';
import type { ErrorCode } from '../../domain/errors.js';

/**
 * The organisation scope every call over organisation-owned rows obeys, the generic table handler's and
 * the hand-written areas' alike: a caller sees and acts on rows of its own organisation and everything
 * under it (a materialised path prefix), lists carry the subtree condition, and a row outside the subtree
 * is answered exactly as a missing one, so ids of other estates reveal nothing. Paging is db/sql.ts's.
 */

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

/**
 * Rows every estate shares (a model's alarm rules, brands, products) are the platform's: besides the
 * platform-only codes (which only roles of the platform may hold), the caller must belong to the platform
 * organisation itself — a platform-owned role given to an agent's user does not make that user platform staff.
 */
export function assertPlatformStaff(user: SessionUser) {
  if (!user.isSuper && user.orgType !== 'platform') fail(101005);
}

/** How a lookup tells whether a row is the caller's: by its org path (`org_path` of the row read). */
type InScope = (user: SessionUser, path: string | null) => boolean;
const inSubtree: InScope = (user, path) => path !== null && pathInScope(user, path);

/**
 * Whether the caller may see a device (or a row of one): one bound inside the caller's subtree; a device
 * bound to nobody (stock not yet allotted) only to the platform's staff.
 */
export function deviceInScope(user: SessionUser, orgPath: string | null): boolean {
  if (orgPath === null) return user.orgType === 'platform';
  return orgPath.startsWith(user.orgPath);
}

/**
 * The one row `sql` reads (its parameters `params`, selecting an `org_path`), if the caller may act on it;
 * missing or outside the caller's scope is `notFound` alike. `inScope` replaces the subtree rule where an
 * area has its own (devices bound to nobody are the platform's).
 */
export async function scopedRow<T extends { org_path: string | null }>(
  db: Queryable,
  user: SessionUser,
  q: { sql: string; params: unknown[]; notFound: ErrorCode; inScope?: InScope },
): Promise<T> {
  const [row] = await db.query<T>(q.sql, q.params);
  if (!row || !(q.inScope ?? inSubtree)(user, row.org_path)) fail(q.notFound);
  return row;
}

/**
 * The rows named by `keys` (each once, in the order asked), all of them the caller's, or `notFound` for
 * the whole call: `sql` reads the rows whose `key` column is any of `$1`.
 */
export async function scopedRows<T extends { org_path: string | null }, K>(
  db: Queryable,
  user: SessionUser,
  q: { sql: string; keys: K[]; key: keyof T; notFound: ErrorCode; inScope?: InScope },
): Promise<T[]> {
  const unique = [...new Set(q.keys)];
  const rows = await db.query<T>(q.sql, [unique]);
  const byKey = new Map(rows.map((r) => [r[q.key] as unknown as K, r]));
  for (const key of unique) {
    const row = byKey.get(key);
    if (!row || !(q.inScope ?? inSubtree)(user, row.org_path)) fail(q.notFound);
  }
  return unique.map((k) => byKey.get(k)!);
}
