import { createHash } from 'node:crypto';
import type { Operations, SessionUser } from '../../operation.js';
import type { Database } from '../../db/database.js';
import type { DeviceLink } from '../../link/link.js';
import { fail } from '../../errors.js';
import { scopedRow } from '../../table/scope.js';
import { reserveRefund, settleRefund, type OrderRow, type RefundRow } from './order-ledger.js';
import { gatewayFor, type PaymentGateway, type RefundRequest } from './gateways/index.js';
import { checkRefundPassword } from './refund-password.js';
import { scopedOrder } from './pay-orders.js';
import { newRefundNo, notifyDevice } from './pay-events.js';

/**
 * Refunds (POST /das/payOrder/refund) and their hand resolution. The order of the checks is the contract's:
 * the amount's form, the refund password (nothing is written before it passes), a replayed idempotency key,
 * the order, then the ledger reserves the amount (one locked row: concurrent refunds never pass the amount),
 * the gateway is asked, and the ledger settles the answer. "Result unknown" stays for the re-query job
 * (requery.ts) or a person.
 */

interface RefundBody {
  orderNumber: string;
  amount: number;
  refundPassword: string;
  reason?: string;
  idempotencyKey?: string;
}

/** What a replay must repeat exactly: everything but the password (it was checked on each call). */
function requestHash(b: RefundBody): string {
  return createHash('sha256')
    .update(JSON.stringify([b.orderNumber, b.amount, b.reason ?? '']))
    .digest('hex');
}

async function replayed(db: Database, user: SessionUser, b: RefundBody) {
  if (!b.idempotencyKey) return undefined;
  const [r] = await db.query<{ refund_no: string; state: string; request_hash: string }>(
    'select refund_no, state, request_hash from pay_refunds where org_id = $1 and idempotency_key = $2',
    [user.orgId, b.idempotencyKey],
  );
  if (!r) return undefined;
  if (r.request_hash !== requestHash(b)) fail(207049);
  return { refundNo: r.refund_no, status: r.state };
}

export function refundRequest(order: OrderRow, refund: RefundRow): RefundRequest {
  return {
    refundNo: refund.refund_no,
    orderNumber: order.order_number,
    tradeNo: order.gateway_trade_no,
    amount: refund.amount,
    currency: order.currency,
    reason: refund.reason,
  };
}

/** Asks the gateway and records its answer; a refund that succeeded is told to the device (push type 2). */
export async function askGateway(db: Database, link: DeviceLink | null, gateway: PaymentGateway, order: OrderRow, refund: RefundRow, userId: number | null) {
  let outcome: 'success' | 'failed' | 'unknown';
  let code: string | null;
  try {
    ({ outcome, code } = await gateway.refund(refundRequest(order, refund)));
  } catch {
    // no answer at all (a timeout, a dropped connection): the gateway may or may not have refunded
    outcome = 'unknown';
    code = 'NO_ANSWER';
  }
  const settled = await db.transaction((tx) => settleRefund(tx, refund.id, outcome, code, { operatorId: userId }));
  if (outcome === 'success') await notifyDevice(db, link, settled.order, 'refund', { refundNo: refund.refund_no, refundAmount: refund.amount }, userId);
  return settled.refund;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

export const refundOperations: Operations = {
  async payOrderRefund({ body, db, user, req }) {
    const b = body as RefundBody;
    // minor units are whole: a fraction is more decimals than any currency allows (JPY, KRW: none at all)
    if (!Number.isSafeInteger(b.amount)) fail(207053);
    await checkRefundPassword(db, user.orgId, b.refundPassword);
    const again = await replayed(db, user, b);
    if (again) return again;
    const order = await scopedOrder(db, user, b.orderNumber);
    const gateway = gatewayFor(order.channel);
    let reserved: { order: OrderRow; refund: RefundRow };
    try {
      reserved = await db.transaction((tx) =>
        reserveRefund(
          tx,
          order.id,
          {
            refundNo: newRefundNo(),
            amount: b.amount,
            reason: b.reason ?? '',
            idempotencyKey: b.idempotencyKey ?? null,
            requestHash: b.idempotencyKey ? requestHash(b) : null,
            orgId: user.orgId,
          },
          { operatorId: user.userId, note: b.reason || null },
        ),
      );
    } catch (err) {
      // the same key sent twice at once: the other request recorded it first; answer what it answered
      if (b.idempotencyKey && isUniqueViolation(err)) {
        const first = await replayed(db, user, b);
        if (first) return first;
      }
      throw err;
    }
    const refund = await askGateway(db, req.server.link, gateway, reserved.order, reserved.refund, user.userId);
    return { refundNo: refund.refund_no, status: refund.state };
  },

  async payOrderRefundResolve({ body, db, user, req }) {
    const found = await scopedRow<{ id: number; org_path: string }>(db, user, {
      sql: 'select r.id, o.org_path from pay_refunds r join pay_orders o on o.id = r.order_id where r.refund_no = $1',
      params: [body.refundNo],
      notFound: 207047,
    });
    const settled = await db.transaction((tx) => settleRefund(tx, found.id, body.state, null, { operatorId: user.userId, note: body.note }, 'resolve'));
    if (settled.refund.state === 'success') {
      await notifyDevice(
        db,
        req.server.link,
        settled.order,
        'refund',
        { refundNo: settled.refund.refund_no, refundAmount: settled.refund.amount },
        user.userId,
      );
    }
    return { refundNo: settled.refund.refund_no, status: settled.refund.state };
  },
};
