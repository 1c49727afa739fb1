import type { TableHooks } from '../../table/hooks.js';
import { fail } from '../../errors.js';
import { LIMITS } from '../../../domain/limits.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { range } from './telemetry.js';
import { sweepOfflineAlarms } from './alarm-engine.js';
import { maySeeSecret } from './fleet-queries.js';

/**
 * The checks of a device's records' queries that their x-table cannot say (x-table.hooks), run once the device the
 * query names is found in the caller's scope (203001 first) and before any row is read.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A device's events and sensor readings (schemas/devices/telemetry.schema.json): a range is both ends or neither, its
 * end after its start and at most 30 days after it (100001 naming the field).
 */
export const deviceTimeRangeHooks: TableHooks = {
  async checkQuery({ body, locale }) {
    const { startTime, endTime } = body as { startTime?: string; endTime?: string };
    if (!startTime && !endTime) return;
    if (!startTime || !endTime) fail(100001, [{ field: startTime ? 'endTime' : 'startTime', message: VALIDATION_MESSAGES['validation.required'][locale] }]);
    range({ startTime, endTime }, locale);
  },
};

/** A device's connections (schemas/devices/push.schema.json#/$defs/connection): the end not before the start, at most 7 days after it. */
export const deviceConnectionHooks: TableHooks = {
  async checkQuery({ body, locale }) {
    const start = Date.parse(String(body.startTime));
    const end = Date.parse(String(body.endTime));
    if (end < start) fail(100001, [{ field: 'endTime', message: VALIDATION_MESSAGES['validation.dateRangeOrder'][locale] }]);
    if (end - start > LIMITS.connectionHistoryDays * DAY_MS)
      fail(100001, [{ field: 'endTime', message: VALIDATION_MESSAGES['validation.connectionRange'][locale] }]);
  },
};

/** Alarm records (schemas/devices/alarm.schema.json#/$defs/record): offline alarms are judged from presence before any read. */
export const alarmRecordHooks: TableHooks = {
  async checkQuery({ db }) {
    await sweepOfflineAlarms(db);
  },
};

/** The whole device (schemas/devices/device.schema.json#/$defs/detail): its MQTT password only to holders of device.secret. */
export const deviceDetailHooks: TableHooks = {
  shown(row, user) {
    if (!maySeeSecret(user)) delete row.secret;
  },
};
