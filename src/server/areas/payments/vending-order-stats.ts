import type { Operations, SessionUser } from '../../operation.js';
import { pageSlice } from '../../db/sql.js';
import { DEFAULT_CURRENCY } from '../../../domain/currencies.js';
import { currencyDigits } from '../../../domain/payments.js';
import { VEND_FROM, VEND_PAY_KIND, VEND_REVOKED, vendWhere, type VendFilter } from './vending-orders.js';

/**
 * Vending-order statistics (openapi/payments/vending-orders.yaml, payOrderStats): top goods or devices,
 * the daily trend, a linear regression of daily sales and a per-day-and-device table. Counted: successful
 * vends whose payment is not revoked (a revoked payment stays in the list and the export, never here), in
 * one currency (JPY unless asked: amounts of different currencies are never added), over a range of Tokyo
 * days of at most one year. Aggregated in SQL over the range.
 */

function statsWhere(user: SessionUser, body: VendFilter) {
  const currency = body.currency ?? DEFAULT_CURRENCY;
  const w = vendWhere(user, { ...body, currency, revoked: undefined });
  w.add(`v.result = 'ok' and not ${VEND_REVOKED}`);
  return { w, currency, digits: currencyDigits(currency) };
}

/** Daily sales over every day of the range (a day without sales is 0), x = days since the first day. */
const DAILY = (w: string, startParam: string, endParam: string) => `
  with sold as (select (v.sold_at at time zone 'Asia/Tokyo')::date as day, v.amount from ${VEND_FROM} ${w}),
  days as (select g::date as day, (g::date - ${startParam}::date) as x from generate_series(${startParam}::date, ${endParam}::date, interval '1 day') g)
  select days.day, days.x, coalesce(count(sold.amount), 0)::int as count, coalesce(sum(sold.amount), 0)::float8 as amount
    from days left join sold on sold.day = days.day group by days.day, days.x`;

export const vendingOrderStatsOperations: Operations = {
  async vendingOrderStatsTop({ body, db, user }) {
    const { w, currency, digits } = statsWhere(user, body);
    const limit = body.limit ?? 10;
    const list =
      body.dimension === 'device'
        ? await db.query(
            `select v.device_id::int as "deviceId", max(d.serial_num) as "serialNum", count(*)::int as count, sum(v.amount)::float8 as amount
           from ${VEND_FROM} ${w} group by v.device_id order by amount desc, v.device_id limit ${limit}`,
            w.params,
          )
        : await db.query(
            `select v.goods_id::int as "goodsId", max(g.name) as "goodsName", count(*)::int as count, sum(v.amount)::float8 as amount
           from ${VEND_FROM} ${w} group by v.goods_id order by amount desc, v.goods_id nulls last limit ${limit}`,
            w.params,
          );
    return { currency, digits, list };
  },

  async vendingOrderStatsTrend({ body, db, user }) {
    const { w, currency, digits } = statsWhere(user, body);
    const start = w.param(body.startDay);
    const end = w.param(body.endDay);
    const list = await db.query(
      `select to_char(t.day, 'YYYY-MM-DD') as day, t.count, t.amount from (${DAILY(String(w), start, end)}) t order by t.day`,
      w.params,
    );
    return { currency, digits, list };
  },

  async vendingOrderStatsRegression({ body, db, user }) {
    const { w, currency, digits } = statsWhere(user, body);
    const start = w.param(body.startDay);
    const end = w.param(body.endDay);
    // ordinary least squares of daily sales (y) on the day's index from the first day (x)
    const [r] = await db.query<Record<string, number | null>>(
      `select regr_slope(t.amount, t.x)::float8 as slope, regr_intercept(t.amount, t.x)::float8 as intercept, regr_r2(t.amount, t.x)::float8 as r2,
              regr_count(t.amount, t.x)::int as days, avg(t.amount)::float8 as "averageDaily", sum(t.amount)::float8 as total
         from (${DAILY(String(w), start, end)}) t`,
      w.params,
    );
    return { currency, digits, ...r };
  },

  async vendingOrderStatsPage({ body, db, user }) {
    const { w, currency, digits } = statsWhere(user, body);
    const { limit, offset } = pageSlice(body);
    const grouped = `select (v.sold_at at time zone 'Asia/Tokyo')::date as day, v.device_id, count(*) as count, sum(v.amount) as amount,
        coalesce(sum(v.amount) filter (where ${VEND_PAY_KIND} = 'cash'), 0) as cash, coalesce(sum(v.amount) filter (where ${VEND_PAY_KIND} = 'online'), 0) as online
      from ${VEND_FROM} ${w} group by 1, 2`;
    const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from (${grouped}) t`, w.params);
    const list = await db.query(
      `select to_char(t.day, 'YYYY-MM-DD') as day, t.device_id::int as "deviceId", d.serial_num as "serialNum", o.name as "orgName",
              t.count::int as count, t.amount::float8 as amount, t.cash::float8 as "cashAmount", t.online::float8 as "onlineAmount"
         from (${grouped}) t join devices d on d.id = t.device_id left join organisations o on o.id = d.org_id
        order by t.day desc, t.amount desc, t.device_id limit ${limit} offset ${offset}`,
      w.params,
    );
    return { currency, digits, list, total };
  },
};
