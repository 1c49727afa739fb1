import type { Operations, SessionUser } from '../../operation.js';
import { Where } from '../../db/sql.js';
import { deviceScopeCondition } from './device-scope.js';
import { sweepOfflineAlarms } from './alarm-engine.js';
import { ALARM_SOURCE_TYPES } from '../../../domain/alarms.js';

/**
 * The statistics of alarm records (openapi/devices/alarms.yaml) within the caller's device scope. Their page and
 * export are the generic table handler's (schemas/devices/alarm.schema.json#/$defs/record, x-table hooks
 * alarmRecords). Offline alarms are judged from presence just before any read (sweepOfflineAlarms).
 */
/** Every filter and sort column lives here: totals and page keys are found without the display joins. */
const RECORD_KEY_FROM = 'alarm_records ar join devices d on d.id = ar.device_id';

interface RecordFilters {
  serialNum?: string;
  productId?: number;
  sourceType?: string;
  level?: string;
  status?: string;
  startTime?: string;
  endTime?: string;
}

function recordWhere(user: SessionUser, f: RecordFilters): Where {
  const w = new Where();
  // the payment alarms of the same table are the Deal menu's (pay_alarm_records)
  w.add('ar.source_type = any(?::text[])', ALARM_SOURCE_TYPES);
  const scope = deviceScopeCondition(user, 'd');
  if (scope) w.add(scope.sql, scope.value);
  w.add('d.serial_num = ?', f.serialNum);
  w.add('ar.product_id = ?', f.productId);
  w.add('ar.source_type = ?', f.sourceType);
  w.add('ar.level = ?', f.level);
  w.add('ar.status = ?', f.status);
  w.add('ar.first_at >= ?::timestamptz', f.startTime);
  w.add('ar.first_at < ?::timestamptz', f.endTime);
  return w;
}

export const alarmRecordOperations: Operations = {
  async alarmRecordStatistics({ body, db, user }) {
    await sweepOfflineAlarms(db);
    const w = recordWhere(user, body);
    // an integer of -720..840 by the schema; written into the SQL so queries not using it take no parameter
    const offset = Math.trunc(Number(body.utcOffsetMinutes ?? 540));
    const group = (expr: string, as: string) =>
      db.query<{ count: number }>(`select ${expr} as "${as}", count(*)::int as count from ${RECORD_KEY_FROM} ${w} group by 1 order by 1`, w.params);
    const [bySource, byStatus, byLevel, byDay] = await Promise.all([
      group('ar.source_type', 'sourceType'),
      group('ar.status', 'status'),
      group('ar.level', 'level'),
      group(`to_char((ar.first_at at time zone 'UTC') + make_interval(mins => ${offset}), 'YYYY-MM-DD')`, 'day'),
    ]);
    const of = (status: string) => (byStatus as { status?: string; count: number }[]).find((s) => s.status === status)?.count ?? 0;
    return {
      total: byStatus.reduce((n, s) => n + s.count, 0),
      active: of('active'),
      cleared: of('cleared'),
      bySource,
      byStatus,
      byLevel,
      byDay,
    };
  },
};
