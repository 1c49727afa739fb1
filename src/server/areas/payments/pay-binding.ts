import type { Operations, SessionUser } from '../../operation.js';
import { fail } from '../../errors.js';
import { Where, likeText } from '../../db/sql.js';
import { deviceScopeCondition, scopedDevices } from '../devices/device-scope.js';
import { scopedConfig } from './pay-configs.js';

/**
 * The pay config a device takes money through: its own binding (device_pay_configs), else the default
 * config of its organisation or of the nearest ancestor that has one. `d` is the device, `b` its binding
 * and `c` the config (all columns of pay_configs), both left joined.
 */
export const DEVICE_CONFIG_FROM = `devices d
  left join device_pay_configs b on b.device_id = d.id
  left join pay_configs c on c.id = coalesce(b.pay_config_id, (
    select dc.id from pay_configs dc where dc.is_default and d.org_path like dc.org_path || '%' order by length(dc.org_path) desc limit 1))
  left join organisations o on o.id = d.org_id
  left join users bu on bu.id = b.bound_by`;

/** The devices of the caller's scope, by serial number prefix and organisation subtree (a config push's candidates; the lists: migration 111's views). */
export function deviceFilters(user: SessionUser, body: { serialNum?: string; orgId?: number }): Where {
  const w = new Where();
  const scope = deviceScopeCondition(user);
  if (scope) w.add(scope.sql, scope.value);
  if (body.serialNum) w.add(`d.serial_num like ? || '%'`, likeText(body.serialNum));
  if (body.orgId) w.add(`d.org_path like (select path from organisations where id = ?) || '%'`, body.orgId);
  return w;
}

export const payBindingOperations: Operations = {
  /** All or none: every device in scope and under the config's organisation, then one upsert. */
  async payBindBind({ body, db, user }) {
    return db.transaction(async (tx) => {
      const config = await scopedConfig(tx, user, body.configId);
      const devices = await scopedDevices(tx, user, body.serialNums);
      if (devices.some((d) => d.org_path === null || !d.org_path.startsWith(config.org_path))) fail(216010);
      await tx.query(
        `insert into device_pay_configs (device_id, pay_config_id, bound_by, bound_at) select unnest($1::bigint[]), $2, $3, now()
         on conflict (device_id) do update set pay_config_id = excluded.pay_config_id, bound_by = excluded.bound_by, bound_at = excluded.bound_at`,
        [devices.map((d) => d.id), config.id, user.userId],
      );
      return { bound: devices.length };
    });
  },

  async payBindUnbind({ body, db, user }) {
    return db.transaction(async (tx) => {
      const config = await scopedConfig(tx, user, body.configId);
      // a device on the default config falls back to it when unbound: unbinding the default has no meaning
      if (config.is_default) fail(216006);
      const devices = await scopedDevices(tx, user, body.serialNums);
      const removed = await tx.query('delete from device_pay_configs where pay_config_id = $1 and device_id = any($2::bigint[]) returning device_id', [
        config.id,
        devices.map((d) => d.id),
      ]);
      return { unbound: removed.length };
    });
  },
};
