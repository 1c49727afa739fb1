import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import type { Locale } from '../../../domain/locale.js';
import { fail } from '../../errors.js';
import { Where, pageQuery } from '../../db/sql.js';
import { tokyoDateTime, tokyoStamp } from '../../../domain/tokyo-time.js';
import { deviceScopeCondition } from './device-scope.js';
import { sweepOfflineAlarms } from './alarm-engine.js';
import {
  ALARM_EXPORT_COLUMNS,
  ALARM_EXPORT_MAX_ROWS,
  ALARM_LEVEL_LABELS,
  ALARM_SOURCE_LABELS,
  ALARM_SOURCE_TYPES,
  ALARM_STATUS_LABELS,
  type AlarmSourceType,
} from '../../../domain/alarms.js';
import { xlsxExport } from '../../xlsx-reply.js';

/**
 * Alarm records (openapi/devices/alarms.yaml): listed, counted and exported within the caller's device
 * scope. Offline alarms are judged from presence just before any read (sweepOfflineAlarms).
 */
const RECORD_COLUMNS = `ar.id, d.serial_num as "serialNum", coalesce(nullif(d.alias, ''), d.name) as "deviceName",
  o.name as "orgName", ar.product_id as "productId", p.name as "productName", p.model, ar.rule_id as "ruleId",
  ar.source_type as "sourceType", ar.level, ar.threshold, ar.value::float8 as value, ar.first_at as "firstAt",
  ar.last_at as "lastAt", ar.count, ar.status, ar.cleared_at as "clearedAt"`;
const RECORD_FROM = `alarm_records ar join devices d on d.id = ar.device_id join products p on p.id = ar.product_id
  left join organisations o on o.id = d.org_id`;
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

interface ExportRow {
  id: number;
  serialNum: string;
  deviceName: string;
  orgName: string | null;
  model: string;
  sourceType: AlarmSourceType;
  level: keyof typeof ALARM_LEVEL_LABELS;
  threshold: number;
  value: number;
  count: number;
  status: keyof typeof ALARM_STATUS_LABELS;
  firstAt: Date;
  lastAt: Date;
  clearedAt: Date | null;
}

/** Writes the workbook row by row into `out`, reading the records in keyset pages (newest first). */
async function writeWorkbook(db: Queryable, w: Where, locale: Locale, out: Writable) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = wb.addWorksheet('alarms');
  sheet.columns = ALARM_EXPORT_COLUMNS.map((c) => ({ header: c.label[locale], key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let after: { firstAt: Date; id: number } | undefined;
  for (;;) {
    const params = [...w.params];
    let cond = w.toString();
    if (after) {
      params.push(after.firstAt, after.id);
      cond += `${cond ? ' and' : 'where'} (ar.first_at, ar.id) < ($${params.length - 1}::timestamptz, $${params.length})`;
    }
    const rows = await db.query<ExportRow>(`select ${RECORD_COLUMNS} from ${RECORD_FROM} ${cond} order by ar.first_at desc, ar.id desc limit 1000`, params);
    for (const r of rows) {
      sheet
        .addRow({
          ...r,
          orgName: r.orgName ?? '',
          sourceType: ALARM_SOURCE_LABELS[r.sourceType]?.[locale] ?? r.sourceType,
          level: ALARM_LEVEL_LABELS[r.level]?.[locale] ?? r.level,
          status: ALARM_STATUS_LABELS[r.status]?.[locale] ?? r.status,
          firstAt: tokyoDateTime(r.firstAt),
          lastAt: tokyoDateTime(r.lastAt),
          clearedAt: tokyoDateTime(r.clearedAt),
        })
        .commit();
    }
    if (rows.length < 1000) break;
    const last = rows[rows.length - 1];
    after = { firstAt: last.firstAt, id: last.id };
  }
  sheet.commit();
  await wb.commit();
}

export const alarmRecordOperations: Operations = {
  async alarmRecordPageList({ body, db, user }) {
    await sweepOfflineAlarms(db);
    return pageQuery(
      db,
      {
        select: RECORD_COLUMNS,
        from: RECORD_FROM,
        keyFrom: RECORD_KEY_FROM,
        where: recordWhere(user, body),
        sortable: { id: 'ar.id', firstAt: 'ar.first_at', lastAt: 'ar.last_at', count: 'ar.count', value: 'ar.value' },
        defaultSort: 'ar.first_at desc',
      },
      body,
    );
  },

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

  async alarmRecordExport({ body, db, user, locale, req }) {
    await sweepOfflineAlarms(db);
    const w = recordWhere(user, body);
    const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from ${RECORD_KEY_FROM} ${w}`, w.params);
    if (total > ALARM_EXPORT_MAX_ROWS) fail(209019);
    const stamp = tokyoStamp();
    return xlsxExport(req.log, `alarm-records-${stamp}.xlsx`, (out) => writeWorkbook(db, w, locale, out));
  },
};
