import type { Operations } from '../../operation.js';
import { pushStatusShown, pushTypeName } from '../../../domain/devices.js';
import { scopedOrder } from './pay-orders.js';

/**
 * An order's link trace (POST /das/payOrder/trace): what happened to it (its ledger events, oldest first)
 * and what the device was told (the pushes of types 0 pay, 1 revoke, 2 refund made for it, each with its
 * four link stages: api sent, broker received, broker sent, device received).
 */
export const orderTraceOperations: Operations = {
  async payOrderTrace({ body, db, user }) {
    const order = await scopedOrder(db, user, body.orderNumber);
    const [events, pushes] = await Promise.all([
      db.query(
        `select e.id, e.kind, e.before, e.after, u.name as operator, e.note, e.created_at as "createdAt"
           from pay_order_events e left join users u on u.id = e.operator_id where e.order_id = $1 order by e.id`,
        [order.id],
      ),
      db.query<Record<string, unknown> & { type: number; status: string }>(
        `select m.request_id::text as "requestId", m.type, m.payload, m.status, m.slow, m.total_ms as "totalMs", m.ack_result as "ackResult",
                m.created_at as "createdAt",
                coalesce((select json_agg(json_build_object('stage', s.stage, 'at', s.at)
                            order by array_position(array['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived'], s.stage))
                          from push_stages s where s.request_id = m.request_id), '[]'::json) as stages
           from push_messages m where m.source = 'payOrder' and m.source_id = $1 and m.type in (0, 1, 2) order by m.created_at, m.request_id`,
        [order.id],
      ),
    ]);
    return {
      orderNumber: order.order_number,
      serialNum: order.serial_num,
      events,
      pushes: pushes.map((p) => ({ ...p, typeName: pushTypeName(p.type), statusShown: pushStatusShown(p.status) })),
    };
  },
};
