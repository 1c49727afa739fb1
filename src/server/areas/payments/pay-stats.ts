/**
 * The bill summary's statistics (openapi/payments/stats.yaml, tag payStats): totals by payment method, by
 * method and period, and refunds ("flyback") per day. Every figure is read from the daily rollups the order
 * ledger keeps in the same transaction as each change (migrations 020 and 024), never from pay_orders: a
 * revoked order has left them the moment its revoke committed, and their totals equal a scan of the orders.
 */
import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { Where, pageSlice } from '../../db/sql.js';
import { fail } from '../../errors.js';
import { scopeCondition } from '../../table/scope.js';
import { orgInScope } from '../../table/queries.js';
import { scopedDevice } from '../devices/device-scope.js';

/** The filters every statistics call takes (schemas/payments/pay-stats.schema.json). */
export interface StatsFilter {
  startDate?: string;
  endDate?: string;
  orgId?: number;
  payType?: number;
  currency?: string;
  channel?: string;
  serialNum?: string;
  granularity?: Granularity;
  pageNum?: number;
  pageSize?: number;
}

export type Granularity = 'day' | 'month';

/** The longest range of any statistics call: a year of days, leap years included (207060 beyond). */
export const MAX_RANGE_DAYS = 366;
/** Ranges up to this many days are shown per day by default, longer ones per month. */
export const DAILY_UP_TO_DAYS = 93;

const DAY_MS = 86_400_000;

/** Days from `start` to `end`, both included (0 or less when the end is before the start). */
export function spanDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The figures of the rollups, summed; `?` conditions of `Where` are numbered for us. */
export interface Scoped {
  /** `pay_stats_org_daily s`, or the per-device `pay_stats_daily s` when one device is asked for. */
  from: string;
  where: Where;
}

/**
 * The rollup rows a caller's filters select: the range (207060 when the start is after the end or the
 * range is longer than a year), the organisation subtree (the caller's, or `orgId` in it: 200006 outside),
 * one device (in the caller's scope: 203001), method, currency and channel. The organisation rollup answers
 * everything but one device, which only the per-device rollup knows.
 */
export async function scopedRollup(db: Queryable, user: SessionUser, f: StatsFilter, rangeRequired = true): Promise<Scoped> {
  const w = new Where();
  if (f.startDate && f.endDate) {
    const span = spanDays(f.startDate, f.endDate);
    if (!(span >= 1 && span <= MAX_RANGE_DAYS)) fail(207060);
  } else if (rangeRequired || f.startDate || f.endDate) {
    fail(207060);
  }
  w.add('s.day >= ?::date', f.startDate);
  w.add('s.day <= ?::date', f.endDate);
  // the rollups know the organisation by id: its subtree is the organisations whose path starts with it
  const path = f.orgId !== undefined ? (await orgInScope(db, user, f.orgId)).path : scopeCondition(user, 'path')?.value;
  if (path !== undefined) w.add(`s.org_id in (select id from organisations where path like ? || '%')`, path);
  let from = 'pay_stats_org_daily s';
  if (f.serialNum) {
    const device = await scopedDevice(db, user, f.serialNum);
    from = 'pay_stats_daily s';
    w.add('s.device_id = ?', device.id);
  }
  w.add('s.pay_type = ?', f.payType);
  w.add('s.currency = ?', f.currency);
  w.add('s.channel = ?', f.channel);
  return { from, where: w };
}

/** Paid orders only: the money figures (attempts that did not pay carry none). */
function paidOnly(s: Scoped): Scoped {
  s.where.add(`s.status = 'paid'`);
  return s;
}

/** The granularity asked for, or days for ranges up to DAILY_UP_TO_DAYS and months beyond. */
export function granularityOf(f: StatsFilter): Granularity {
  return f.granularity ?? (spanDays(f.startDate!, f.endDate!) <= DAILY_UP_TO_DAYS ? 'day' : 'month');
}

/** A rollup day's period: the day itself or the first of its month (grouped as dates, named once per group). */
const PERIOD_SQL: Record<Granularity, string> = { day: 's.day', month: `date_trunc('month', s.day)::date` };
const PERIOD_NAME: Record<Granularity, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };

/** Every period of a range, oldest first: its days, or its months ('YYYY-MM'). */
export function periodsOf(start: string, end: string, g: Granularity): string[] {
  const out: string[] = [];
  const d = new Date(`${start}T00:00:00Z`);
  if (g === 'month') d.setUTCDate(1);
  const last = g === 'month' ? end.slice(0, 7) : end;
  for (;;) {
    const p = g === 'month' ? d.toISOString().slice(0, 7) : d.toISOString().slice(0, 10);
    if (p > last) return out;
    out.push(p);
    if (g === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
    else d.setUTCDate(d.getUTCDate() + 1);
  }
}

/** A sum as a JS number: PGlite answers bigint as BigInt, node-postgres as a string. */
export const num = (v: unknown): number => Number(v ?? 0);

/** The figures of one row: paid orders, their amount, what was refunded of it and what is left. */
const FIGURES = `sum(s.order_count) as count, sum(s.amount) as amount, sum(s.refunded_amount) as refunded`;

interface FigureRow {
  pay_type: number;
  currency: string;
  count: unknown;
  amount: unknown;
  refunded: unknown;
}

const figures = (r: FigureRow) => {
  const amount = num(r.amount);
  const refundedAmount = num(r.refunded);
  return { payType: r.pay_type, currency: r.currency, count: num(r.count), amount, refundedAmount, netAmount: amount - refundedAmount };
};

export interface TimeRow {
  period: string;
  payType: number;
  currency: string;
  count: number;
  amount: number;
  refundedAmount: number;
  netAmount: number;
}

/**
 * The by-type-and-time rows of a filter, newest period first; `limit`/`offset` page them. With `total`,
 * the number of rows before paging comes along (one query: the groups are counted as they are made).
 */
export async function timeRows(
  db: Queryable,
  s: Scoped,
  g: Granularity,
  page?: { limit: number; offset: number },
): Promise<{ list: TimeRow[]; total: number }> {
  const rows = await db.query<FigureRow & { period: string; total: unknown }>(
    `select to_char(g.period, '${PERIOD_NAME[g]}') as period, g.pay_type, g.currency, g.count, g.amount, g.refunded, count(*) over () as total
       from (select ${PERIOD_SQL[g]} as period, s.pay_type, s.currency, ${FIGURES}
               from ${s.from} ${s.where}
              group by 1, s.pay_type, s.currency having sum(s.order_count) > 0) g
      order by g.period desc, g.pay_type, g.currency
      ${page ? `limit ${page.limit} offset ${page.offset}` : ''}`,
    s.where.params,
  );
  let total = rows.length ? num(rows[0].total) : 0;
  // a page past the end has no row to carry the total: count the groups on their own
  if (!rows.length && page && page.offset > 0) {
    const [c] = await db.query<{ n: unknown }>(
      `select count(*) as n from (select 1 from ${s.from} ${s.where} group by ${PERIOD_SQL[g]}, s.pay_type, s.currency having sum(s.order_count) > 0) x`,
      s.where.params,
    );
    total = num(c.n);
  }
  return { list: rows.map((r) => ({ period: r.period, ...figures(r) })), total };
}

export const payStatsOperations: Operations = {
  async payStatsPayType({ body, db, user }) {
    const s = await scopedRollup(db, user, body ?? {}, false);
    const rows = await db.query<{ pay_type: number; orders: unknown }>(
      `select s.pay_type, sum(s.order_count) as orders from ${s.from} ${s.where} group by s.pay_type having sum(s.order_count) > 0 order by s.pay_type`,
      s.where.params,
    );
    return rows.map((r) => ({ payType: r.pay_type, orders: num(r.orders) }));
  },

  async payStatsByType({ body, db, user }) {
    const s = paidOnly(await scopedRollup(db, user, body));
    const rows = await db.query<FigureRow>(
      `select s.pay_type, s.currency, ${FIGURES} from ${s.from} ${s.where}
        group by s.pay_type, s.currency having sum(s.order_count) > 0 order by count desc, s.pay_type, s.currency`,
      s.where.params,
    );
    return rows.map(figures);
  },

  async payStatsByTypeAndTimePageList({ body, db, user }) {
    const s = paidOnly(await scopedRollup(db, user, body));
    return timeRows(db, s, granularityOf(body), pageSlice(body));
  },

  async payStatsByTypeAndTimeChart({ body, db, user }) {
    const s = paidOnly(await scopedRollup(db, user, body));
    const granularity = granularityOf(body);
    const periods = periodsOf(body.startDate, body.endDate, granularity);
    const at = new Map(periods.map((p, i) => [p, i]));
    const { list } = await timeRows(db, s, granularity);
    const series = new Map<string, { payType: number; currency: string; counts: number[]; amounts: number[] }>();
    for (const r of list) {
      const key = `${r.payType}/${r.currency}`;
      let one = series.get(key);
      if (!one) {
        one = { payType: r.payType, currency: r.currency, counts: periods.map(() => 0), amounts: periods.map(() => 0) };
        series.set(key, one);
      }
      const i = at.get(r.period)!;
      one.counts[i] = r.count;
      one.amounts[i] = r.amount;
    }
    return {
      granularity,
      periods,
      series: [...series.values()].sort((a, b) => a.payType - b.payType || a.currency.localeCompare(b.currency)),
    };
  },

  async payStatsFlybackList({ body, db, user }) {
    const s = paidOnly(await scopedRollup(db, user, body));
    const { limit, offset } = pageSlice(body);
    const group = `from ${s.from} ${s.where} group by s.day, s.pay_type, s.currency having sum(s.refunded_amount) > 0`;
    const [rows, [c]] = [
      await db.query<{ day: string; pay_type: number; currency: string; refunded: unknown; amount: unknown }>(
        `select to_char(s.day, 'YYYY-MM-DD') as day, s.pay_type, s.currency, sum(s.refunded_amount) as refunded, sum(s.amount) as amount
           ${group} order by s.day desc, s.pay_type, s.currency limit ${limit} offset ${offset}`,
        s.where.params,
      ),
      await db.query<{ n: unknown }>(`select count(*) as n from (select 1 ${group}) x`, s.where.params),
    ];
    return {
      total: num(c.n),
      list: rows.map((r) => ({ day: r.day, payType: r.pay_type, currency: r.currency, refundedAmount: num(r.refunded), amount: num(r.amount) })),
    };
  },
};
