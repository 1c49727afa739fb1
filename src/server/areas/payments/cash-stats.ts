import type { Operations, SessionUser } from '../../operation.js';
import { Where, pageSlice } from '../../db/sql.js';
import { dayRange, orgIdScope } from './cash-orders.js';

/**
 * Cash statistics (openapi/payments/cash.yaml, cashPayStats): read only from the daily cash rollup
 * (cash_stats_daily), which the cash orders keep in the same transaction as each payment and revoke, so
 * revoked payments are never counted and every figure equals a scan of cash_pay_orders with the same filter.
 * Amounts of different currencies are never added together: every figure is per currency.
 */

interface StatsFilter {
  startDay: string;
  endDay: string;
  serialNum?: string;
  currency?: string;
}

function statsWhere(user: SessionUser, body: StatsFilter): Where {
  const { startDay, endDay } = dayRange(body, true);
  const w = new Where();
  orgIdScope(w, user, 's');
  w.add('s.day >= ?::date', startDay);
  w.add('s.day <= ?::date', endDay);
  w.add('s.currency = ?', body.currency);
  w.add('s.device_id in (select id from devices where serial_num = ?)', body.serialNum);
  return w;
}

const GROUPS = {
  day: { keys: 's.day', select: `to_char(t.day, 'YYYY-MM-DD') as day`, order: 't.day desc, t.currency' },
  device: {
    keys: 's.device_id',
    select: `t.device_id::int as "deviceId", coalesce(d.serial_num, (select c.serial_num from cash_pay_orders c where c.device_id = t.device_id limit 1)) as "serialNum"`,
    order: 't.amount desc, t.device_id, t.currency',
  },
  dayDevice: {
    keys: 's.day, s.device_id',
    select: `to_char(t.day, 'YYYY-MM-DD') as day, t.device_id::int as "deviceId", coalesce(d.serial_num, (select c.serial_num from cash_pay_orders c where c.device_id = t.device_id limit 1)) as "serialNum"`,
    order: 't.day desc, t.device_id, t.currency',
  },
} as const;

export const cashStatsOperations: Operations = {
  async cashPayStatsTotal({ body, db, user }) {
    const w = statsWhere(user, body);
    return db.query(
      `select s.currency, cur.digits::int as digits, coalesce(sum(s.order_count), 0)::float8 as count, coalesce(sum(s.amount), 0)::float8 as amount,
              count(distinct s.device_id)::int as "deviceCount"
         from cash_stats_daily s join currencies cur on cur.code = s.currency ${w}
        group by s.currency, cur.digits having sum(s.order_count) > 0 order by s.currency`,
      w.params,
    );
  },

  async cashPayStatsList({ body, db, user }) {
    const w = statsWhere(user, body);
    const g = GROUPS[(body.groupBy ?? 'day') as keyof typeof GROUPS];
    const { limit, offset } = pageSlice(body);
    const grouped = `select ${g.keys}, s.currency, sum(s.order_count) as count, sum(s.amount) as amount
      from cash_stats_daily s ${w} group by ${g.keys}, s.currency having sum(s.order_count) > 0`;
    const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from (${grouped}) t`, w.params);
    const list = await db.query(
      `select ${g.select}, t.currency, cur.digits::int as digits, t.count::float8 as count, t.amount::float8 as amount
         from (${grouped}) t join currencies cur on cur.code = t.currency ${g.keys.includes('device_id') ? 'left join devices d on d.id = t.device_id' : ''}
        order by ${g.order} limit ${limit} offset ${offset}`,
      w.params,
    );
    return { list, total };
  },
};
