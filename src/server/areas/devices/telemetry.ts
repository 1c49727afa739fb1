import type { Operations } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import type { Locale } from '../../../domain/locale.js';
import { LIMITS } from '../../../domain/limits.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { fail } from '../../errors.js';
import { scopedDevice } from './device-scope.js';

/**
 * Reads of what a device sent (openapi/devices/telemetry.yaml), for the device detail's tabs. Every call
 * goes through scopedDevice (203001 for a device missing or outside the caller's scope). Times are the
 * server's receive times: device clocks skew.
 */

/** startTime before endTime, at most `days` apart; 100001 naming the field otherwise (the lane reports use it too). */
export function range(body: { startTime: string; endTime: string }, locale: Locale, days: number = LIMITS.telemetryRangeDays) {
  const start = new Date(body.startTime);
  const end = new Date(body.endTime);
  if (!(end > start)) fail(100001, [{ field: 'endTime', message: VALIDATION_MESSAGES['validation.rangeOrder'][locale] }]);
  if (end.getTime() - start.getTime() > days * 86400_000) {
    fail(100001, [{ field: 'endTime', message: VALIDATION_MESSAGES['validation.range30Days'][locale] }]);
  }
  return { start, end };
}

/**
 * A telemetry figure over a range, downsampled in SQL: the range is cut into at most 500 equal slices and
 * each slice holding readings answers their average, min and max. `expr` is a fixed SQL expression.
 */
async function series(db: Queryable, deviceId: number, expr: string, start: Date, end: Date) {
  const bucketSeconds = Math.max(1, Math.ceil((end.getTime() - start.getTime()) / 1000 / LIMITS.telemetrySeriesPoints));
  const points = await db.query(
    `select $2::timestamptz + make_interval(secs => b * $4::int) as at, avg(v)::float8 as avg, min(v)::float8 as min, max(v)::float8 as max
       from (select floor(extract(epoch from (received_at - $2::timestamptz)) / $4::int)::int as b, (${expr})::numeric as v
               from device_telemetry
              where device_id = $1 and received_at >= $2 and received_at < $3 and (${expr}) is not null) s
      group by b order by b`,
    [deviceId, start, end, bucketSeconds],
  );
  return { bucketSeconds, points };
}

/** The latest telemetry carrying `key` (hardware, health, coinBox), its value with `at`. */
async function latestOf(db: Queryable, deviceId: number, key: string) {
  const [row] = await db.query<{ v: Record<string, unknown>; at: Date }>(
    `select body->$2 as v, received_at as at from device_telemetry where device_id = $1 and body->$2 is not null
      order by received_at desc limit 1`,
    [deviceId, key],
  );
  return row ? { ...row.v, at: row.at } : null;
}

export const telemetryOperations: Operations = {
  async deviceNetGetLast({ query, db, user }) {
    const device = await scopedDevice(db, user, query.serialNum);
    const [row] = await db.query<{ at: Date; net: Record<string, unknown>; signal: number | null }>(
      `select * from (
         (select received_at as at, body->'network' as net, null::int as signal from device_events
           where device_id = $1 and type = 'network' order by received_at desc limit 1)
         union all
         (select received_at, body->'network', signal::int from device_telemetry
           where device_id = $1 and body->'network' is not null order by received_at desc limit 1)
       ) n order by at desc limit 1`,
      [device.id],
    );
    return row ? { ...row.net, signal: row.signal, at: row.at } : null;
  },

  async deviceSignalList({ body, db, user, locale }) {
    const device = await scopedDevice(db, user, body.serialNum);
    const { start, end } = range(body, locale);
    return series(db, device.id, 'signal', start, end);
  },

  async deviceTemperatureSeries({ body, db, user, locale }) {
    const device = await scopedDevice(db, user, body.serialNum);
    const { start, end } = range(body, locale);
    return series(db, device.id, 'temperature', start, end);
  },

  async deviceCoinBox({ body, db, user, locale }) {
    const device = await scopedDevice(db, user, body.serialNum);
    const { start, end } = range(body, locale, LIMITS.coinBoxReportDays);
    const [latest, total] = await Promise.all([latestOf(db, device.id, 'coinBox'), series(db, device.id, `body->'coinBox'->>'total'`, start, end)]);
    return { latest, ...total };
  },

  async deviceCheckUpEvent({ params, db, user }) {
    const device = await scopedDevice(db, user, params.serialNum);
    const [row] = await db.query<{ at: Date; items: { result: string }[] }>(
      `select received_at as at, body->'items' as items from device_events where device_id = $1 and type = 'checkUp'
        order by received_at desc limit 1`,
      [device.id],
    );
    if (!row) return null;
    const failed = row.items.filter((i) => i.result === 'fail').length;
    return { at: row.at, items: row.items, passed: row.items.length - failed, failed };
  },

  async deviceHardware({ body, db, user }) {
    const device = await scopedDevice(db, user, body.serialNum);
    return latestOf(db, device.id, 'hardware');
  },

  async deviceHealth({ body, db, user }) {
    const device = await scopedDevice(db, user, body.serialNum);
    const history = await db.query<Record<string, unknown>>(
      `select body->'health' as health, received_at as at from device_telemetry where device_id = $1 and body->'health' is not null
        order by received_at desc limit 50`,
      [device.id],
    );
    const rows = history.map((h) => ({ ...(h.health as object), at: h.at }));
    return { latest: rows[0] ?? null, history: rows };
  },
};
