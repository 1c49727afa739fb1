import type { Queryable } from '../../db/database.js';
import { onUplink, type StoredUplink } from '../../link/uplinks.js';
import { ALARM_SOURCE_TYPES, type AlarmSourceType } from '../../../domain/alarms.js';
import { clearAlarm, raiseAlarm } from './alarm-store.js';

/**
 * Raises and clears alarm records from what devices send. Called by the link after each accepted
 * telemetry or event message is stored; reads the enabled rules of the device's model from the database
 * every time (no cache), so a rule change applies to the very next message.
 *
 *  - temperatureHigh / temperatureLow / signalWeak: judged on each telemetry carrying the figure
 *    (above / below / below the threshold raises or updates; otherwise the active record is cleared);
 *  - faultRepeat: fault events (event type "alarm") received in the last windowMinutes, counted in SQL;
 *    a fault event that brings the count to the threshold raises or updates, any message with the count
 *    under the threshold clears;
 *  - offline: any message clears it (the device is talking); raising is `sweepOfflineAlarms`, below.
 * Active records whose rule was deleted or disabled are cleared by the device's next message.
 */
interface RuleRow {
  id: number;
  source_type: AlarmSourceType;
  threshold: number;
  window_minutes: number | null;
  level: string;
}

export async function evaluateUplink(uplink: StoredUplink): Promise<void> {
  const { db, device, channel, message, receivedAt } = uplink;
  if (channel !== 'telemetry' && channel !== 'event') return;
  const rules = await db.query<RuleRow>('select id, source_type, threshold, window_minutes, level from alarm_rules where product_id = $1 and status = 1', [
    device.productId,
  ]);
  const rule = new Map(rules.map((r) => [r.source_type, r]));

  // the device is talking: it is not offline; and records of rules now gone or disabled end here (the
  // device's payment alarms are the payment judge's: pay-alarms.ts)
  await db.query(
    `update alarm_records ar set status = 'cleared', cleared_at = $2
      where ar.device_id = $1 and ar.status = 'active' and ar.source_type = any($3::text[])
        and (ar.source_type = 'offline'
             or not exists (select 1 from alarm_rules r where r.product_id = ar.product_id and r.source_type = ar.source_type and r.status = 1))`,
    [device.id, receivedAt, ALARM_SOURCE_TYPES],
  );

  const judge = async (source: AlarmSourceType, value: unknown, breached: (v: number, threshold: number) => boolean) => {
    const r = rule.get(source);
    if (!r || typeof value !== 'number') return;
    if (breached(value, r.threshold)) await raise(db, device, r, value, receivedAt);
    else await clear(db, device.id, source, receivedAt);
  };
  if (channel === 'telemetry') {
    await judge('temperatureHigh', message.temperature, (v, t) => v > t);
    await judge('temperatureLow', message.temperature, (v, t) => v < t);
    await judge('signalWeak', message.signal, (v, t) => v < t);
  }

  const fault = rule.get('faultRepeat');
  if (fault) {
    const [{ n }] = await db.query<{ n: number }>(
      `select count(*)::int as n from device_events
        where device_id = $1 and type = 'alarm' and received_at > $2::timestamptz - make_interval(mins => $3) and received_at <= $2`,
      [device.id, receivedAt, fault.window_minutes ?? 60],
    );
    if (n < fault.threshold) await clear(db, device.id, 'faultRepeat', receivedAt);
    else if (channel === 'event' && message.type === 'alarm') await raise(db, device, fault, n, receivedAt);
  }
}

const raise = (db: Queryable, device: StoredUplink['device'], r: RuleRow, value: number, at: Date) =>
  raiseAlarm(db, { deviceId: device.id, productId: device.productId }, r, value, at);
const clear = (db: Queryable, deviceId: number, source: AlarmSourceType, at: Date) => clearAlarm(db, { deviceId }, source, at);

/**
 * Offline minutes, judged from the devices' presence rows (`online`, `last_offline_at`, kept by the link
 * from the broker's connect/disconnect): a device of a model with an enabled offline rule, offline for at
 * least the threshold, gets an active record (first raised when the threshold was crossed; its value the
 * minutes offline so far, refreshed on each sweep). A device back online is cleared at its login time.
 * Run before alarm records are read (statistics, list, export), so what is read is true at that moment.
 */
export async function sweepOfflineAlarms(db: Queryable, now = new Date()): Promise<void> {
  await db.query(
    `update alarm_records ar set status = 'cleared', cleared_at = case when d.online then coalesce(d.last_login_at, $1) else $1 end
       from devices d
      where d.id = ar.device_id and ar.source_type = 'offline' and ar.status = 'active'
        and (d.online or not exists (select 1 from alarm_rules r where r.product_id = ar.product_id and r.source_type = 'offline' and r.status = 1))`,
    [now],
  );
  await db.query(
    `insert into alarm_records (device_id, rule_id, product_id, source_type, level, threshold, value, first_at, last_at)
     select d.id, r.id, d.product_id, 'offline', r.level, r.threshold,
            floor(extract(epoch from ($1::timestamptz - d.last_offline_at)) / 60),
            d.last_offline_at + make_interval(mins => r.threshold), $1
       from devices d join alarm_rules r on r.product_id = d.product_id and r.source_type = 'offline' and r.status = 1
      where not d.online and d.status = 1 and d.last_offline_at is not null
        and d.last_offline_at <= $1::timestamptz - make_interval(mins => r.threshold)
     on conflict (device_id, source_type) where status = 'active' do update
       set value = excluded.value, last_at = excluded.last_at, level = excluded.level, threshold = excluded.threshold`,
    [now],
  );
}

onUplink(evaluateUplink);
