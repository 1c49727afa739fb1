import type { Database } from '../../db/database.js';
import type { DeviceLink } from '../../link/link.js';
import { AppError } from '../../errors.js';
import { changeOrderStatus, settleRefund, type OrderRow, type RefundRow } from './order-ledger.js';
import { gatewayFor } from './gateways/index.js';
import { notifyDevice, registerPayLink } from './pay-events.js';
import { refundRequest } from './refunds.js';
import type { OrderEventSource } from '../../../domain/payments.js';
import { startSweep, sweepSeconds } from '../../sweep.js';
import { sweepPayAlarms } from './pay-alarms.js';

/**
 * The re-query job: orders and refunds the gateway answered "result unknown" (and refunds left pending by
 * a request that never finished) are asked again until the gateway settles them.
 *
 * It is a claim-with-`FOR UPDATE SKIP LOCKED` sweep, not pg-boss: each item is claimed by locking its ORDER
 * row (the lock every ledger change takes first, so a sweep never deadlocks with a refund request), asked
 * and settled in that one transaction. Another process sweeping at the same time skips the locked order and
 * takes the next, so no item is processed twice; an item settled meanwhile is seen settled and left alone.
 * Every process may run the sweep on its timer: they share the work, they do not repeat it.
 */

export interface SweepOptions {
  /** Leave items younger than this (a pending refund whose request is still asking the gateway). */
  minAgeSeconds?: number;
  /** At most this many items per sweep. */
  limit?: number;
  link?: DeviceLink | null;
}

export interface SweepResult {
  orders: number;
  refunds: number;
}

async function sweepOrder(db: Database, minAge: number, skip: number[]) {
  return db.transaction(async (tx) => {
    const [o] = await tx.query<OrderRow>(
      `select * from pay_orders where status = 'unknown' and updated_at < now() - make_interval(secs => $1) and not (id = any($2::bigint[]))
        order by id limit 1 for update skip locked`,
      [minAge, skip],
    );
    if (!o) return undefined;
    try {
      const answer = await gatewayFor(o.channel).queryPayment({ orderNumber: o.order_number, tradeNo: o.gateway_trade_no });
      if (answer.outcome === 'unknown') return { id: o.id, settled: null };
      const settled = await changeOrderStatus(
        tx,
        o.id,
        ['unknown'],
        answer.outcome,
        { gatewayTradeNo: answer.tradeNo, gatewayCostMs: answer.costMs, gatewayCode: answer.code },
        { note: 'requery' satisfies OrderEventSource },
      );
      return { id: o.id, settled };
    } catch (err) {
      if (err instanceof AppError) return { id: o.id, settled: null }; // a channel not reachable: a person resolves it
      throw err;
    }
  });
}

async function sweepRefund(db: Database, minAge: number, skip: number[]) {
  return db.transaction(async (tx) => {
    // claim through the order's lock (see above); the refund's state cannot change while it is held
    const [claim] = await tx.query<{ refund_id: number; order_id: number }>(
      `select r.id as refund_id, o.id as order_id from pay_refunds r join pay_orders o on o.id = r.order_id
        where r.state in ('pending', 'unknown') and r.created_at < now() - make_interval(secs => $1) and not (r.id = any($2::bigint[]))
        order by r.id limit 1 for update of o skip locked`,
      [minAge, skip],
    );
    if (!claim) return undefined;
    const [refund] = await tx.query<RefundRow>('select * from pay_refunds where id = $1', [claim.refund_id]);
    const [order] = await tx.query<OrderRow>('select * from pay_orders where id = $1', [claim.order_id]);
    if (refund.state !== 'pending' && refund.state !== 'unknown') return { id: refund.id, settled: null };
    try {
      const answer = await gatewayFor(order.channel).queryRefund(refundRequest(order, refund));
      if (answer.outcome === 'unknown') return { id: refund.id, settled: null };
      const settled = await settleRefund(tx, refund.id, answer.outcome, answer.code, { note: 'requery' satisfies OrderEventSource });
      return { id: refund.id, settled };
    } catch (err) {
      if (err instanceof AppError) return { id: refund.id, settled: null };
      throw err;
    }
  });
}

/** One sweep over what is still unknown; answers how many orders and refunds it settled. */
export async function requerySweep(db: Database, opts: SweepOptions = {}): Promise<SweepResult> {
  const minAge = opts.minAgeSeconds ?? 60;
  const limit = opts.limit ?? 100;
  const result: SweepResult = { orders: 0, refunds: 0 };
  const seen: number[] = [];
  for (let i = 0; i < limit; i++) {
    const r = await sweepOrder(db, minAge, seen);
    if (!r) break;
    seen.push(r.id);
    if (r.settled) {
      result.orders++;
      await notifyDevice(db, opts.link, r.settled, 'pay');
    }
  }
  seen.length = 0;
  for (let i = 0; i < limit; i++) {
    const r = await sweepRefund(db, minAge, seen);
    if (!r) break;
    seen.push(r.id);
    if (r.settled) {
      result.refunds++;
      if (r.settled.refund.state === 'success') {
        await notifyDevice(db, opts.link, r.settled.order, 'refund', { refundNo: r.settled.refund.refund_no, refundAmount: r.settled.refund.amount });
      }
    }
  }
  return result;
}

/**
 * Starts the payment area's background work for a running server: remembers its device link (for pushes
 * made outside a request), re-queries every PAY_REQUERY_SECONDS (default 30) and judges the payment alarms
 * every PAY_ALARM_SECONDS (default 60); 0 turns either timer off.
 */
export function startPayJobs(db: Database, link: DeviceLink | null, log: { warn(obj: unknown, msg?: string): void }): () => void {
  registerPayLink(db, link);
  const stops = [
    startSweep({ seconds: sweepSeconds('PAY_REQUERY_SECONDS', 30), what: 'payment re-query sweep', log, pass: () => requerySweep(db, { link }) }),
    // payment alarms that are a matter of time (a push never acknowledged, a window emptied): pay-alarms.ts
    startSweep({ seconds: sweepSeconds('PAY_ALARM_SECONDS', 60), what: 'payment alarm sweep', log, pass: () => sweepPayAlarms(db) }),
  ];
  return () => stops.forEach((stop) => stop());
}
