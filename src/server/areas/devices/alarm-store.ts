import type { Queryable } from '../../db/database.js';

/**
 * Opening, updating and clearing alarm records (migration 008, 069): the one writer the device alarms
 * (alarm-engine.ts) and the payment alarms (payments/pay-alarms.ts) share. A record is about a device (one
 * active record per device and source) or, with no device, a pay config (one active per config and source);
 * the partial unique indexes settle two judges racing, so there is never a second active record.
 */
export interface AlarmSubject {
  deviceId: number | null;
  productId?: number | null;
  payConfigId?: number | null;
  channel?: string | null;
}

/** The enabled rule a record is raised under: its own copies of level, threshold and window are kept. */
export interface AlarmRule {
  id: number;
  source_type: string;
  threshold: number;
  window_minutes: number | null;
  level: string;
}

const ACTIVE_DEVICE = `(device_id, source_type) where status = 'active'`;
const ACTIVE_CONFIG = `(pay_config_id, source_type) where status = 'active' and device_id is null`;

/** Opens a record, or updates the subject's active one for that source: a later time, one more occurrence. */
export async function raiseAlarm(db: Queryable, s: AlarmSubject, r: AlarmRule, value: number, at: Date): Promise<void> {
  await db.query(
    `insert into alarm_records (device_id, rule_id, product_id, pay_config_id, channel, source_type, level, threshold, window_minutes, value, first_at, last_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
     on conflict ${s.deviceId === null ? ACTIVE_CONFIG : ACTIVE_DEVICE} do update
       set last_at = greatest(alarm_records.last_at, excluded.last_at), count = alarm_records.count + 1,
           value = excluded.value, level = excluded.level, threshold = excluded.threshold, rule_id = excluded.rule_id,
           window_minutes = excluded.window_minutes, pay_config_id = coalesce(excluded.pay_config_id, alarm_records.pay_config_id)`,
    [s.deviceId, r.id, s.productId ?? null, s.payConfigId ?? null, s.channel ?? null, r.source_type, r.level, r.threshold, r.window_minutes, value, at],
  );
}

/** Clears the subject's active record of that source, if it has one. */
export async function clearAlarm(db: Queryable, s: AlarmSubject, source: string, at: Date): Promise<void> {
  if (s.deviceId === null) {
    await db.query(
      `update alarm_records set status = 'cleared', cleared_at = $3 where pay_config_id = $1 and device_id is null and source_type = $2 and status = 'active'`,
      [s.payConfigId ?? null, source, at],
    );
    return;
  }
  await db.query(`update alarm_records set status = 'cleared', cleared_at = $3 where device_id = $1 and source_type = $2 and status = 'active'`, [
    s.deviceId,
    source,
    at,
  ]);
}
