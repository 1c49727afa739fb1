import type { Queryable } from '../../db/database.js';
import type { SessionUser } from '../../operation.js';
import { Where, likeText, nameContains } from '../../db/sql.js';
import { scopedOrg } from '../../table/scope.js';
import { deviceScopeCondition } from './device-scope.js';

/** The filters of the device list, shared by the list, the counts and the by-params bind/unbind. */
export interface DeviceFilters {
  serialNum?: string;
  name?: string;
  productId?: number;
  orgId?: number;
  online?: boolean;
  activated?: boolean;
  bound?: boolean;
}

/**
 * The caller's scope and the filters as conditions over `devices d` alone (no joins), so the list can page
 * on the devices table and join just the page. An `orgId` outside the caller's subtree answers 200006.
 */
export async function deviceWhere(db: Queryable, user: SessionUser, f: DeviceFilters): Promise<Where> {
  const w = new Where();
  const scope = deviceScopeCondition(user, 'd');
  if (scope) w.add(scope.sql, scope.value);
  if (f.serialNum?.trim()) w.add(`lower(d.serial_num) like lower(?) || '%'`, likeText(f.serialNum.trim()));
  if (f.name?.trim()) nameContains(w, `(d.name || ' ' || d.alias)`, f.name.trim());
  w.add('d.product_id = ?', f.productId);
  if (f.orgId !== undefined) {
    const org = await scopedOrg(db, user, f.orgId, { missing: 200001, outside: 200006 });
    w.add(`d.org_path like ? || '%'`, org.path);
  }
  w.add('d.online = ?', f.online);
  if (f.activated !== undefined) w.add(f.activated ? 'd.activated_at is not null' : 'd.activated_at is null');
  if (f.bound !== undefined) w.add(f.bound ? 'd.org_id is not null' : 'd.org_id is null');
  return w;
}

/** A row of the device list (and the detail's header). */
export const RECORD_COLUMNS = `d.id, d.serial_num as "serialNum", d.name, d.alias, d.product_id as "productId",
  p.name as "productName", p.model, d.org_id as "orgId", o.name as "orgName", d.online,
  d.activated_at is not null as activated, d.status, d.signal, d.temperature::float8 as temperature,
  d.last_login_at as "lastLoginAt", d.last_offline_at as "lastOfflineAt", d.activated_at as "activatedAt",
  d.floor, d.control_number as "controlNumber"`;
export const RECORD_FROM = `devices d join products p on p.id = d.product_id left join organisations o on o.id = d.org_id`;

/** Whether the caller may read device secrets (the MQTT passwords). */
export const maySeeSecret = (user: SessionUser) => user.isSuper || user.permissions.has('device.secret');
