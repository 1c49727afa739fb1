import type { Queryable } from '../../db/database.js';
import type { SessionUser } from '../../operation.js';
import { fail } from '../../errors.js';

/** A device as the handlers reason about it (the columns every device call needs). */
export interface DeviceRow {
  id: number;
  serial_num: string;
  product_id: number;
  org_id: number | null;
  org_path: string | null;
  provider_org_id: number | null;
  status: number;
  activated_at: Date | null;
  online: boolean;
}

const DEVICE_ROW = `select id, serial_num, product_id, org_id, org_path, provider_org_id, status, activated_at, online from devices`;

/**
 * Whether the caller may see a device: one bound inside the caller's subtree; a device bound to nobody
 * (stock not yet allotted) only to the platform's staff.
 */
export function deviceInScope(user: SessionUser, orgPath: string | null): boolean {
  if (orgPath === null) return user.orgType === 'platform';
  return orgPath.startsWith(user.orgPath);
}

/**
 * Reads a device the caller may act on, by serial number. Missing or outside the caller's scope is the
 * same 203001, so serial numbers of other estates reveal nothing. `forUpdate` locks the row.
 */
export async function scopedDevice(db: Queryable, user: SessionUser, serialNum: string, opts: { forUpdate?: boolean } = {}): Promise<DeviceRow> {
  const [row] = await db.query<DeviceRow>(`${DEVICE_ROW} where serial_num = $1${opts.forUpdate ? ' for update' : ''}`, [serialNum]);
  if (!row || !deviceInScope(user, row.org_path)) fail(203001);
  return row;
}

/**
 * SQL condition keeping devices (alias `alias`) the caller may see, for lists and counts; undefined for
 * the platform's staff, who see the whole fleet. Used as `w.add(cond.sql, cond.value)`.
 */
export function deviceScopeCondition(user: SessionUser, alias = 'd'): { sql: string; value: string } | undefined {
  if (user.orgType === 'platform' && user.orgPath.split('/').filter(Boolean).length === 1) return undefined;
  return { sql: `${alias}.org_path like ? || '%'`, value: user.orgPath };
}
