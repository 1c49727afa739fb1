import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Operations } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import type { Locale } from '../../../domain/locale.js';
import { LIMITS } from '../../../domain/limits.js';
import { PUSH_TYPES } from '../../../domain/devices.js';
import { CHANNEL_REPORT_EXPORT, VENDING_LIMITS, goodsAttributesIn } from '../../../domain/vending.js';
import { DEFAULT_CURRENCY, currencyByCode } from '../../../domain/currencies.js';
import { fail } from '../../errors.js';
import { tokyoText } from '../../db/sql.js';
import { tokyoStamp } from '../../../domain/tokyo-time.js';
import { pushToDevice } from '../../link/push.js';
import { scopedDevice } from '../devices/device-scope.js';
import { range as checkedRange } from '../devices/telemetry.js';
import { xlsxExport } from '../../xlsx-reply.js';

/**
 * Vending management, printing, replenish time, device currency and goods attributes
 * (openapi/retail/vending.yaml). Sales are the devices' vend events (vend-records.ts); reports sum them in
 * SQL by the server's receive time, in Asia/Tokyo.
 */

/** A lane report's range: at most 30 days, checked as every device report's (100001 naming endTime). */
const range = (body: { startTime: string; endTime: string }, locale: Locale) => checkedRange(body, locale, VENDING_LIMITS.reportRangeDays);

const TOKYO = (col: string) => `(${col} at time zone 'Asia/Tokyo')`;
/** Sums of one group of vends: successful ones make the amount and the count. */
const SUMS = `coalesce(sum(v.amount) filter (where v.result = 'ok'), 0)::int as amount,
  (count(*) filter (where v.result = 'ok'))::int as count, (count(*) filter (where v.result = 'failed'))::int as "failedCount"`;
const IN_RANGE = 'v.device_id = $1 and v.sold_at >= $2 and v.sold_at < $3';
/** Lane numbers in the order a person reads them: 1, 2, 10, then A1, B2. */
const LANE_ORDER = `(lane_no !~ '^[0-9]+$'), case when lane_no ~ '^[0-9]+$' then lane_no::bigint end, lane_no`;

interface LaneSum {
  laneNo: string;
  goodsId: number | null;
  goodsName: string | null;
  amount: number;
  count: number;
  failedCount: number;
}

async function laneSums(db: Queryable, deviceId: number, start: Date, end: Date): Promise<LaneSum[]> {
  return db.query<LaneSum>(
    `select s.lane_no as "laneNo", s.goods_id as "goodsId", g.name as "goodsName", s.amount, s.count, s."failedCount"
       from (select v.lane_no, (array_agg(v.goods_id order by v.sold_at desc, v.id desc))[1] as goods_id, ${SUMS}
               from vend_records v where ${IN_RANGE} group by v.lane_no) s
       left join goods g on g.id = s.goods_id
      order by ${LANE_ORDER.replace(/lane_no/g, 's.lane_no')}`,
    [deviceId, start, end],
  );
}

async function totals(db: Queryable, deviceId: number, start: Date, end: Date) {
  const [row] = await db.query<{ amount: number; count: number; failedCount: number }>(`select ${SUMS} from vend_records v where ${IN_RANGE}`, [
    deviceId,
    start,
    end,
  ]);
  return row;
}

/** The next planned replenishment: the plan's time on the day `intervalDays` after the last one, not before now. */
export function nextReplenishAt(time: string, intervalDays: number, last: Date | null, now: Date): Date {
  const [h, m] = time.split(':').map(Number);
  const offset = 9 * 3600_000; // Asia/Tokyo has no daylight saving
  const at = (day: Date, plusDays: number) => {
    const local = new Date(day.getTime() + offset);
    return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + plusDays, h, m) - offset);
  };
  if (last) {
    const planned = at(last, intervalDays);
    if (planned >= now) return planned;
  }
  const today = at(now, 0);
  return today >= now ? today : at(now, 1);
}

interface SaleRow {
  soldAt: string;
  laneNo: string;
  goodsName: string | null;
  amount: number;
  result: 'ok' | 'failed';
  orderNo: string | null;
  id: number;
  at: Date;
}

/** Writes the lanes sheet, then the sales sheet row by row in keyset pages (oldest first). */
async function writeWorkbook(db: Queryable, deviceId: number, start: Date, end: Date, locale: Locale, out: Writable) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const lanes = wb.addWorksheet(CHANNEL_REPORT_EXPORT.lanesSheet[locale]);
  lanes.columns = CHANNEL_REPORT_EXPORT.lanes.map((c) => ({ header: c.label[locale], key: c.key, width: c.width }));
  lanes.getRow(1).font = { bold: true };
  lanes.getRow(1).commit();
  for (const r of await laneSums(db, deviceId, start, end)) lanes.addRow({ ...r, goodsName: r.goodsName ?? '' }).commit();
  lanes.commit();

  const sales = wb.addWorksheet(CHANNEL_REPORT_EXPORT.salesSheet[locale]);
  sales.columns = CHANNEL_REPORT_EXPORT.sales.map((c) => ({ header: c.label[locale], key: c.key, width: c.width }));
  sales.getRow(1).font = { bold: true };
  sales.getRow(1).commit();
  let after: { at: Date; id: number } | undefined;
  for (;;) {
    const params: unknown[] = [deviceId, start, end];
    let cond = IN_RANGE;
    if (after) {
      params.push(after.at, after.id);
      cond += ' and (v.sold_at, v.id) > ($4::timestamptz, $5)';
    }
    const rows = await db.query<SaleRow>(
      `select v.id, v.sold_at as at, ${tokyoText('v.sold_at')} as "soldAt", v.lane_no as "laneNo",
              g.name as "goodsName", v.amount, v.result, v.order_no as "orderNo"
         from vend_records v left join goods g on g.id = v.goods_id where ${cond} order by v.sold_at, v.id limit 1000`,
      params,
    );
    for (const r of rows) {
      sales
        .addRow({
          soldAt: r.soldAt,
          laneNo: r.laneNo,
          goodsName: r.goodsName ?? '',
          amount: r.amount,
          result: CHANNEL_REPORT_EXPORT.results[r.result][locale],
          orderNo: r.orderNo ?? '',
        })
        .commit();
    }
    if (rows.length < 1000) break;
    const last = rows[rows.length - 1];
    after = { at: last.at, id: last.id };
  }
  sales.commit();
  await wb.commit();
}

export const vendingOperations: Operations = {
  async channelReportAmount({ params, body, db, user, locale }) {
    const device = await scopedDevice(db, user, params.serialNum);
    const { start, end } = range(body, locale);
    const [total, list] = await Promise.all([totals(db, device.id, start, end), laneSums(db, device.id, start, end)]);
    return { total, list };
  },

  async channelReportStats({ params, body, db, user, locale }) {
    const device = await scopedDevice(db, user, params.serialNum);
    const { start, end } = range(body, locale);
    const args = [device.id, start, end];
    const [total, byGoods, byDay] = await Promise.all([
      totals(db, device.id, start, end),
      db.query(
        `select s.goods_id as "goodsId", g.name as "goodsName", s.amount, s.count, s."laneCount"
           from (select v.goods_id, ${SUMS}, count(distinct v.lane_no)::int as "laneCount" from vend_records v where ${IN_RANGE} group by v.goods_id) s
           left join goods g on g.id = s.goods_id
          order by s.count desc, s.amount desc, s.goods_id nulls last`,
        args,
      ),
      db.query(
        `select to_char(${TOKYO('v.sold_at')}, 'YYYY-MM-DD') as day, coalesce(sum(v.amount) filter (where v.result = 'ok'), 0)::int as amount,
                (count(*) filter (where v.result = 'ok'))::int as count
           from vend_records v where ${IN_RANGE} group by 1 order by 1`,
        args,
      ),
    ]);
    return { total, byGoods, byDay };
  },

  async channelReportTime({ params, body, db, user, locale }) {
    const device = await scopedDevice(db, user, params.serialNum);
    const { start, end } = range(body, locale);
    return db.query(
      `select h.hour, coalesce(s.amount, 0)::int as amount, coalesce(s.count, 0)::int as count
         from generate_series(0, 23) as h(hour)
         left join (select extract(hour from ${TOKYO('v.sold_at')})::int as hour, sum(v.amount) filter (where v.result = 'ok') as amount,
                           count(*) filter (where v.result = 'ok') as count
                      from vend_records v where ${IN_RANGE} group by 1) s on s.hour = h.hour
        order by h.hour`,
      [device.id, start, end],
    );
  },

  async channelReportExport({ body, db, user, locale, req }) {
    const device = await scopedDevice(db, user, body.serialNum);
    const { start, end } = range(body, locale);
    const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from vend_records v where ${IN_RANGE}`, [device.id, start, end]);
    if (n > LIMITS.exportRowsMax) fail(209019);
    const stamp = tokyoStamp();
    return xlsxExport(req.log, `lane-report-${device.serial_num}-${stamp}.xlsx`, (out) => writeWorkbook(db, device.id, start, end, locale, out));
  },

  async vendingPrintSendCommand({ body, db, user, req }) {
    const device = await scopedDevice(db, user, body.serialNum);
    if (device.status !== 1) fail(203206);
    const timeoutSeconds = body.timeoutSeconds ?? VENDING_LIMITS.printTimeoutDefaultSeconds;
    const copies = body.copies ?? 1;
    const requestId = await pushToDevice(
      { db, link: req.server.link },
      {
        deviceId: Number(device.id),
        serialNum: device.serial_num,
        type: PUSH_TYPES.print,
        payload: { content: body.content, copies },
        // the broker keeps it no longer than the print may take: a print arriving after its timeout is stale
        ttlSeconds: timeoutSeconds,
        source: 'print',
        userId: user.userId,
      },
    );
    const [{ id }] = await db.query<{ id: number }>(
      `insert into print_records (device_id, request_id, content, copies, timeout_seconds, created_by) values ($1, $2, $3, $4, $5, $6) returning id`,
      [device.id, requestId, body.content, copies, timeoutSeconds, user.userId],
    );
    await db.query('update push_messages set source_id = $2 where request_id = $1', [requestId, id]);
    return { id: Number(id), requestId };
  },

  async deviceCurrencyGetLast({ params, db, user }) {
    const device = await scopedDevice(db, user, params.serialNum);
    const [row] = await db.query<{ currency: string; createdAt: Date }>(
      'select currency, created_at as "createdAt" from device_currency_logs where device_id = $1 order by id desc limit 1',
      [device.id],
    );
    const currency = currencyByCode(row?.currency ?? DEFAULT_CURRENCY)!;
    return { currency: currency.code, symbol: currency.symbol, decimals: currency.decimals, source: row ? 'device' : 'default', since: row?.createdAt ?? null };
  },

  async aiGoodsAttrListByType({ body, locale }) {
    return goodsAttributesIn(body.type, locale);
  },
};
