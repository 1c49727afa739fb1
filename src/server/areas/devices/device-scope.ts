import type { Queryable } from '../../db/database.js';
import type { SessionUser } from '../../operation.js';
import { deviceInScope, scopeCondition, scopedRow, scopedRows } from '../../table/scope.js';

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
 * Reads a device the caller may act on, by serial number. Missing or outside the caller's scope is the
 * same 203001, so serial numbers of other estates reveal nothing. `forUpdate` locks the row.
 */
export const scopedDevice = (db: Queryable, user: SessionUser, serialNum: string, opts: { forUpdate?: boolean } = {}) =>
  scopedRow<DeviceRow>(db, user, {
    sql: `${DEVICE_ROW} where serial_num = $1${opts.forUpdate ? ' for update' : ''}`,
    params: [serialNum],
    notFound: 203001,
    inScope: deviceInScope,
  });

export interface ScopedDevice {
  id: number;
  serial_num: string;
  org_path: string | null;
}

/** The named devices, every one in the caller's scope (else 203001 for the whole call), each once in the order asked. */
export async function scopedDevices(db: Queryable, user: SessionUser, serialNums: string[]): Promise<ScopedDevice[]> {
  const rows = await scopedRows<ScopedDevice, string>(db, user, {
    sql: 'select id, serial_num, org_path from devices where serial_num = any($1::text[])',
    keys: serialNums,
    key: 'serial_num',
    notFound: 203001,
    inScope: deviceInScope,
  });
  // a bigint id arrives as text from a PostgreSQL server
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * SQL condition keeping devices (alias `alias`) the caller may see, for lists and counts; undefined for
 * the platform's staff, who see the whole fleet. Used as `w.add(cond.sql, cond.value)`.
 */
export const deviceScopeCondition = (user: SessionUser, alias = 'd') => scopeCondition(user, `${alias}.org_path`);
