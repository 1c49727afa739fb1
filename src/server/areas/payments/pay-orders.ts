import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { Where, likeText } from '../../db/sql.js';
import { PAY_METHODS } from '../../../domain/payments.js';
import { scopeCondition, scopedRow } from '../../table/scope.js';
import { changeOrderStatus, revokeOrder, type OrderRow } from './order-ledger.js';
import { notifyDevice } from './pay-events.js';

/**
 * Online payment orders (openapi/payments/orders.yaml): pay types, bill summary, revoke and hand
 * resolution (the page list and the detail are the generic table handler's: schemas/payments/pay-order.schema.json
 * $defs/record and $defs/detail).
 * Orders change only through the order ledger; the summary reads its daily rollup.
 */

export interface OrderFilters {
  orderNumber?: string;
  serialNum?: string;
  payType?: number;
  currency?: string;
  status?: string;
  refundStatus?: string;
  revoked?: boolean;
  amountMin?: number;
  amountMax?: number;
  startTime?: string;
  endTime?: string;
}

/** The export's conditions on pay_orders p, in the caller's organisation subtree (the page list's, as x-table says them). */
export function orderWhere(user: SessionUser, f: OrderFilters): Where {
  const w = new Where();
  const scope = scopeCondition(user, 'p.org_path');
  if (scope) w.add(scope.sql, scope.value);
  if (f.orderNumber) w.add(`p.order_number like ? || '%'`, likeText(f.orderNumber));
  w.add('p.serial_num = ?', f.serialNum);
  w.add('p.pay_type = ?', f.payType);
  w.add('p.currency = ?', f.currency);
  w.add('p.status = ?', f.status);
  w.add('p.refund_status = ?', f.refundStatus);
  if (typeof f.revoked === 'boolean') w.add('p.revoked = ?', f.revoked);
  w.add('p.amount >= ?', f.amountMin);
  w.add('p.amount <= ?', f.amountMax);
  w.add('p.created_at >= ?::timestamptz', f.startTime);
  w.add('p.created_at < ?::timestamptz', f.endTime);
  return w;
}

/** An order of the caller's subtree by its number, locked by nobody; 207040 when missing or outside. */
export const scopedOrder = (db: Queryable, user: SessionUser, orderNumber: string) =>
  scopedRow<OrderRow>(db, user, { sql: 'select * from pay_orders where order_number = $1', params: [orderNumber], notFound: 207040 });

export const payOrderOperations: Operations = {
  async payOrderGetPayType({ body, db, user, locale }) {
    let codes: Set<number> | undefined;
    if (body?.seen) {
      const scope = scopeCondition(user, 'o.path');
      const rows = await db.query<{ pay_type: number }>(
        `select distinct s.pay_type from pay_stats_daily s join organisations o on o.id = s.org_id ${scope ? `where o.path like $1 || '%'` : ''}
         union select distinct p.pay_type from pay_orders p where p.revoked ${scope ? `and p.org_path like $1 || '%'` : ''}`,
        scope ? [scope.value] : [],
      );
      codes = new Set(rows.map((r) => r.pay_type));
    }
    return PAY_METHODS.filter((m) => !codes || codes.has(m.code)).map((m) => ({
      code: m.code,
      name: m.name,
      description: m.description[locale],
      color: m.color,
    }));
  },

  async payOrderStatistic({ body, db, user }) {
    // the bill summary: the daily rollup (revoked orders are never in it), in the caller's subtree
    const w = new Where();
    const scope = scopeCondition(user, 'o.path');
    if (scope) w.add(scope.sql, scope.value);
    w.add('s.day >= ?::date', body.startDate);
    w.add('s.day <= ?::date', body.endDate);
    if (body.serialNum) w.add('s.device_id = (select id from devices where serial_num = ?)', body.serialNum);
    w.add('s.pay_type = ?', body.payType);
    w.add('s.currency = ?', body.currency);
    w.add('s.status = ?', body.status);
    const from = `pay_stats_daily s join organisations o on o.id = s.org_id ${w}`;
    const sums = `sum(s.order_count)::bigint as "orderCount", coalesce(sum(s.order_count) filter (where s.status = 'paid'), 0)::bigint as "paidCount",
      coalesce(sum(s.amount) filter (where s.status = 'paid'), 0)::bigint as "paidAmount", sum(s.refunded_amount)::bigint as "refundedAmount",
      (coalesce(sum(s.amount) filter (where s.status = 'paid'), 0) - sum(s.refunded_amount))::bigint as "netAmount"`;
    const [byCurrency, byPayType] = await Promise.all([
      db.query(`select s.currency, ${sums} from ${from} group by s.currency having sum(s.order_count) > 0 order by s.currency`, w.params),
      db.query(
        `select s.pay_type as "payType", s.currency, ${sums} from ${from} group by s.pay_type, s.currency having sum(s.order_count) > 0
                order by s.currency, "paidAmount" desc, s.pay_type`,
        w.params,
      ),
    ]);
    return { byCurrency, byPayType };
  },

  async payOrderRevoke({ body, db, user, req }) {
    const found = await scopedOrder(db, user, body.orderNumber);
    const order = await db.transaction((tx) => revokeOrder(tx, found.id, { operatorId: user.userId, note: body.reason || null }));
    const requestId = await notifyDevice(db, req.server.link, order, 'revoke', { reason: body.reason ?? '' }, user.userId);
    return { orderNumber: order.order_number, revoked: order.revoked, requestId };
  },

  async payOrderResolve({ body, db, user, req }) {
    const found = await scopedOrder(db, user, body.orderNumber);
    const order = await db.transaction((tx) =>
      changeOrderStatus(tx, found.id, ['unknown'], body.status, {}, { operatorId: user.userId, note: body.note }, 'resolve'),
    );
    const requestId = await notifyDevice(db, req.server.link, order, 'pay', {}, user.userId);
    return { orderNumber: order.order_number, status: order.status, requestId };
  },
};
