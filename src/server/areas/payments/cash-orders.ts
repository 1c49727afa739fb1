import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Operations, SessionUser } from '../../operation.js';
import type { Database, Queryable } from '../../db/database.js';
import type { Locale, Translated } from '../../../domain/locale.js';
import { LIMITS } from '../../../domain/limits.js';
import { PUSH_TYPES } from '../../../domain/devices.js';
import { DEFAULT_CURRENCY } from '../../../domain/currencies.js';
import { currencyDigits } from '../../../domain/payments.js';
import { AppError, fail } from '../../errors.js';
import { scopedRow } from '../../table/scope.js';
import { Where, tokyoText } from '../../db/sql.js';
import { tokyoStamp } from '../../../domain/tokyo-time.js';
import { pushToDevice } from '../../link/push.js';
import { onUplink, type StoredUplink } from '../../link/uplinks.js';
import { xlsxExport } from '../../xlsx-reply.js';
import { consoleWords } from '../../table/export-labels.js';

/**
 * Cash payment orders (openapi/payments/cash.yaml; spec document 1 §4 "Cash payment order: normal to
 * revoked; revoking cannot be repeated"). Devices report cash as `cash` events; each `direction: in` with
 * an order number becomes one order per (device, order number). The daily rollup (cash_stats_daily) moves
 * in the same transaction as each insert and revoke, so the statistics always equal a scan of the orders
 * and a revoked order leaves them at once.
 */

// ---- ranges of Tokyo days, shared by the cash and vending-order calls ----

const DAY_MS = 86400_000;
/** A range of Tokyo days, both included: end on or after start, at most one year (366 days) long, else 209080. */
export function dayRange(body: { startDay?: string; endDay?: string }, required: true): { startDay: string; endDay: string; days: number };
export function dayRange(body: { startDay?: string; endDay?: string }, required: false): { startDay?: string; endDay?: string; days?: number };
export function dayRange(body: { startDay?: string; endDay?: string }, required: boolean) {
  const { startDay, endDay } = body;
  if (!startDay || !endDay) {
    if (required) fail(209080);
    return { startDay, endDay };
  }
  const days = (Date.parse(`${endDay}T00:00:00Z`) - Date.parse(`${startDay}T00:00:00Z`)) / DAY_MS + 1;
  if (!(days >= 1 && days <= 366)) fail(209080);
  return { startDay, endDay, days };
}

/** The organisation-subtree condition on a table with `org_path` (alias `a`): everyone sees only their subtree. */
export const orgScope = (w: Where, user: SessionUser, alias: string) => w.add(`${alias}.org_path like ? || '%'`, user.orgPath);
/** The same on a table with only `org_id` (the rollups). */
export const orgIdScope = (w: Where, user: SessionUser, alias: string) =>
  w.add(`${alias}.org_id in (select id from organisations where path like ? || '%')`, user.orgPath);

// ---- recording what devices report ----

/** Adds (1) or takes away (-1) one order in its rollup row. */
async function rollup(tx: Queryable, o: { day: string | Date; org_id: number; device_id: number; currency: string; amount: number }, sign: 1 | -1) {
  await tx.query(
    `insert into cash_stats_daily as s (day, org_id, device_id, currency, order_count, amount) values ($1::date, $2, $3, $4, $5, $6)
     on conflict (day, org_id, device_id, currency) do update set order_count = s.order_count + excluded.order_count, amount = s.amount + excluded.amount`,
    [o.day, o.org_id, o.device_id, o.currency, sign, sign * Number(o.amount)],
  );
}

function deviceTime(ts: unknown): Date | null {
  if (typeof ts !== 'string') return null;
  const d = new Date(ts);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * A `cash` event taken in (direction in, an order number, an amount above 0) of a device bound to an
 * organisation becomes a cash order, in the device's currency (its last reported, else JPY), with the lane
 * and good of the device's vend of the same order number when that vend has arrived. The same order reported
 * again (QoS 1) writes nothing. Cash paid out (change) and events without an order number are not payments.
 */
export async function recordCash({ db, device, channel, message, receivedAt }: StoredUplink): Promise<void> {
  if (channel !== 'event' || message.type !== 'cash' || message.direction !== 'in') return;
  const { amount, orderNo } = message;
  if (typeof orderNo !== 'string' || !orderNo || typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return;
  await db.transaction(async (tx) => {
    const [o] = await tx.query<{ day: string; org_id: number; device_id: number; currency: string; amount: number }>(
      `insert into cash_pay_orders (org_id, org_path, device_id, serial_num, order_no, currency, amount, lane_no, goods_id, day, paid_at, device_ts)
       select d.org_id, d.org_path, d.id, d.serial_num, $2,
              coalesce((select l.currency from device_currency_logs l join currencies c on c.code = l.currency where l.device_id = d.id order by l.id desc limit 1), $3),
              $4, v.lane_no, v.goods_id, ($5::timestamptz at time zone 'Asia/Tokyo')::date, $5, $6
         from devices d left join vend_records v on v.device_id = d.id and v.order_no = $2
        where d.id = $1 and d.org_id is not null and d.org_path is not null
       on conflict (device_id, order_no) do nothing
       returning to_char(day, 'YYYY-MM-DD') as day, org_id::float8 as org_id, device_id::float8 as device_id, currency, amount::float8 as amount`,
      [device.id, orderNo, DEFAULT_CURRENCY, amount, receivedAt, deviceTime(message.ts)],
    );
    if (o) await rollup(tx, o, 1);
  });
}

/** A vend arriving after its cash (the device sends them in either order) fills in the cash order's lane and good. */
export async function fillCashLane({ db, device, channel, message }: StoredUplink): Promise<void> {
  if (channel !== 'event' || message.type !== 'vend' || typeof message.orderNo !== 'string') return;
  await db.query(
    `update cash_pay_orders c set lane_no = v.lane_no, goods_id = v.goods_id
       from vend_records v where v.device_id = $1 and v.order_no = $2 and c.device_id = $1 and c.order_no = $2 and c.lane_no is null`,
    [device.id, message.orderNo],
  );
}

onUplink(recordCash);
onUplink(fillCashLane);

// ---- the calls ----

const COLUMNS = `c.id::int as id, c.order_no as "orderNo", c.serial_num as "serialNum", c.device_id::int as "deviceId", c.org_id::int as "orgId",
  o.name as "orgName", c.lane_no as "laneNo", c.goods_id::int as "goodsId", g.name as "goodsName", c.currency,
  cur.digits::int as digits, c.amount::float8 as amount, c.status, to_char(c.day, 'YYYY-MM-DD') as day, c.paid_at as "paidAt",
  c.device_ts as "deviceTime", c.revoked_at as "revokedAt", ru.name as "revokedBy"`;
const FROM = `cash_pay_orders c join organisations o on o.id = c.org_id join currencies cur on cur.code = c.currency
  left join goods g on g.id = c.goods_id left join users ru on ru.id = c.revoked_by`;

interface ListFilter {
  serialNum?: string;
  status?: string;
  startDay?: string;
  endDay?: string;
  orderNo?: string;
  currency?: string;
}

/** The list's (and the export's) conditions: the caller's subtree and the filters given. */
function listWhere(user: SessionUser, body: ListFilter): Where {
  const { startDay, endDay } = dayRange(body, false);
  const w = new Where();
  orgScope(w, user, 'c');
  w.add('c.serial_num = ?', body.serialNum);
  w.add('c.status = ?', body.status);
  w.add('c.order_no = ?', body.orderNo);
  w.add('c.currency = ?', body.currency);
  w.add('c.day >= ?::date', startDay);
  w.add('c.day <= ?::date', endDay);
  return w;
}

/** One order the caller may see, else 209007 (missing and outside the scope look the same). */
async function scopedOrder(db: Queryable, user: SessionUser, id: number) {
  const { org_path: _, ...order } = await scopedRow<Record<string, unknown> & { org_path: string }>(db, user, {
    sql: `select ${COLUMNS}, c.org_path from ${FROM} where c.id = $1`,
    params: [id],
    notFound: 209007,
  });
  return order;
}

const REVOKE_LOG = `select r.id::int as id, r.cash_order_id::int as "cashOrderId", u.name as operator, r.operator_id::int as "operatorId", r.reason,
  r.before, r.after, r.push_request_id as "pushRequestId", m.status as "pushStatus", r.created_at as "createdAt"
  from cash_revoke_logs r left join users u on u.id = r.operator_id left join push_messages m on m.request_id = r.push_request_id`;

/** Revokes once: the guarded UPDATE lets exactly one of any number of concurrent revokes through. */
async function revoke(db: Database, user: SessionUser, id: number, reason: string) {
  return db.transaction(async (tx) => {
    await scopedOrder(tx, user, id);
    const [o] = await tx.query<{
      id: number;
      day: string;
      org_id: number;
      device_id: number;
      serial_num: string;
      order_no: string;
      currency: string;
      amount: number;
      revoked_at: Date;
    }>(
      `update cash_pay_orders set status = 'revoked', revoked_at = now(), revoked_by = $2 where id = $1 and status = 'normal'
       returning id::int as id, to_char(day, 'YYYY-MM-DD') as day, org_id::float8 as org_id, device_id::float8 as device_id, serial_num, order_no, currency, amount::float8 as amount, revoked_at`,
      [id, user.userId],
    );
    if (!o) fail(209009);
    await rollup(tx, o, -1);
    const [log] = await tx.query<{ id: number }>(
      `insert into cash_revoke_logs (cash_order_id, operator_id, reason, before, after) values ($1, $2, $3, $4, $5) returning id::int as id`,
      [id, user.userId, reason, JSON.stringify({ status: 'normal' }), JSON.stringify({ status: 'revoked', revokedAt: o.revoked_at })],
    );
    return { order: o, logId: log.id };
  });
}

/** Tells the device its cash payment was revoked (push type 1). Without a running device link nothing is sent. */
async function notifyDevice(
  db: Database,
  link: Parameters<typeof pushToDevice>[0]['link'],
  user: SessionUser,
  o: { device_id: number; serial_num: string; order_no: string; currency: string; amount: number },
  logId: number,
) {
  try {
    const requestId = await pushToDevice(
      { db, link },
      {
        deviceId: Number(o.device_id),
        serialNum: o.serial_num,
        type: PUSH_TYPES.revoke,
        payload: { kind: 'cash', orderNo: o.order_no, amount: Number(o.amount), currency: o.currency },
        source: 'cashRevoke',
        sourceId: logId,
        userId: user.userId,
      },
    );
    await db.query('update cash_revoke_logs set push_request_id = $2 where id = $1', [logId, requestId]);
    return requestId;
  } catch (err) {
    if (err instanceof AppError && err.code === 203210) return null;
    throw err;
  }
}

// ---- the export ----

// the headings and words of the console's cash payments screen (src/console/i18n/messages)
const WORDS = consoleWords('cash-payments');
const STATUS_TEXT: Record<string, Translated> = { normal: WORDS.text('enum.cashStatus.normal'), revoked: WORDS.text('enum.cashStatus.revoked') };
const EXPORT_COLUMNS = (
  [
    ['id', 10],
    ['orderNo', 28],
    ['serialNum', 18],
    ['orgName', 20],
    ['laneNo', 8],
    ['goodsName', 24],
    ['amount', 12],
    ['currency', 8],
    ['status', 10],
    ['paidAt', 20],
    ['revokedAt', 20],
    ['revokedBy', 16],
  ] as const
).map(([key, width]) => ({ key, width, label: WORDS.heading(key) }));
const SHEET = WORDS.text('menu.cashPayments');

/** Writes the filtered orders, newest first, in keyset pages of 1000; amounts in the major unit with the currency's digits. */
async function writeWorkbook(db: Queryable, where: Where, locale: Locale, out: Writable) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = wb.addWorksheet(SHEET[locale]);
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.label[locale], key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let after: { at: Date; id: number } | undefined;
  for (;;) {
    const params = [...where.params];
    let cond = String(where);
    if (after) {
      params.push(after.at, after.id);
      cond += ` and (c.paid_at, c.id) < ($${params.length - 1}::timestamptz, $${params.length})`;
    }
    const rows = await db.query<Record<string, any>>(
      `select c.id::int as id, c.paid_at as at, c.order_no as "orderNo", c.serial_num as "serialNum", o.name as "orgName", c.lane_no as "laneNo",
              g.name as "goodsName", c.amount::float8 as amount, c.currency, c.status, ${tokyoText('c.paid_at')} as "paidAt",
              ${tokyoText('c.revoked_at')} as "revokedAt", ru.name as "revokedBy"
         from ${FROM} ${cond} order by c.paid_at desc, c.id desc limit 1000`,
      params,
    );
    for (const r of rows) {
      const digits = currencyDigits(r.currency);
      const row = sheet.addRow({
        ...r,
        laneNo: r.laneNo ?? '',
        goodsName: r.goodsName ?? '',
        revokedAt: r.revokedAt ?? '',
        revokedBy: r.revokedBy ?? '',
        amount: r.amount / 10 ** digits,
        status: STATUS_TEXT[r.status][locale],
      });
      row.getCell('amount').numFmt = digits === 0 ? '#,##0' : '#,##0.00';
      // a revoked payment stays in the file, marked (and greyed) so nobody adds it up
      if (r.status === 'revoked') row.font = { color: { argb: 'FF888888' }, strike: true };
      row.commit();
    }
    if (rows.length < 1000) break;
    after = { at: rows[rows.length - 1].at, id: rows[rows.length - 1].id };
  }
  sheet.commit();
  await wb.commit();
}

export const cashOrderOperations: Operations = {
  async cashPayInfoGetRevokeLog({ params, db, user }) {
    await scopedOrder(db, user, Number(params.id));
    return db.query(`${REVOKE_LOG} where r.cash_order_id = $1 order by r.id`, [params.id]);
  },

  async cashPayInfoRevoke({ body, db, user, req }) {
    const { order, logId } = await revoke(db, user, body.id, body.reason ?? '');
    const pushRequestId = await notifyDevice(db, req.server.link, user, order, logId);
    return { ...(await scopedOrder(db, user, body.id)), pushRequestId };
  },

  async cashPayInfoExport({ body, db, user, locale, req }) {
    const where = listWhere(user, body);
    const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from cash_pay_orders c ${where}`, where.params);
    if (n > LIMITS.exportRowsMax) fail(209019);
    const stamp = tokyoStamp();
    return xlsxExport(req.log, `cash-payments-${stamp}.xlsx`, (out) => writeWorkbook(db, where, locale, out));
  },
};
