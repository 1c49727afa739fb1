import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { costBucket, type OrderStatus } from '../../../domain/payments.js';
import { rewardPaidOrder, takeBackOrderPoints } from '../members/points-ledger.js';
import { judgeOrderChange, judgeRefundSettled } from './pay-alarms.js';

/**
 * The one place payment orders change (spec document 1 §4 "Online payment status", "Refund"; migration 020).
 * Every function runs in the caller's transaction and, for each change:
 *  - locks the order row first (SELECT … FOR UPDATE), so concurrent refunds, revokes and gateway answers of
 *    one order run one after the other and each sees the other's result: the sum of refunds can never pass
 *    the amount, a revoke happens once;
 *  - writes one pay_order_events row with who, before and after;
 *  - moves the order between rows of the daily rollup (pay_stats_daily): out of its old (status, amounts)
 *    and into its new one; a revoked order leaves the rollup. The statistics read only the rollup and it
 *    commits with the change, so it always equals a scan of pay_orders.
 *  - judges the payment alarms a status change or a settled refund may raise or clear (pay-alarms.ts).
 */

export interface OrderRow {
  id: number;
  order_number: string;
  org_id: number;
  org_path: string;
  device_id: number | null;
  serial_num: string | null;
  pay_config_id: number | null;
  channel: string;
  pay_type: number;
  currency: string;
  amount: number;
  refund_reserved: number;
  refunded_amount: number;
  refund_status: 'none' | 'partial' | 'full';
  status: OrderStatus;
  revoked: boolean;
  gateway_trade_no: string | null;
  gateway_cost_ms: number | null;
  gateway_code: string | null;
  lane_no: string | null;
  goods_id: number | null;
  created_at: Date;
  paid_at: Date | null;
}

export interface RefundRow {
  id: number;
  refund_no: string;
  order_id: number;
  org_id: number;
  amount: number;
  state: 'pending' | 'unknown' | 'success' | 'failed';
  reason: string;
  created_at: Date;
  settled_at: Date | null;
}

/** Who made a change: a user, or nobody (a device's report, a background job). */
export interface Actor {
  operatorId?: number | null;
  note?: string | null;
}

/** What an order looks like in its events (the fields a person reading the history compares). */
const snapshot = (o: OrderRow) => ({
  status: o.status,
  revoked: o.revoked,
  refundStatus: o.refund_status,
  refundedAmount: o.refunded_amount,
  refundReserved: o.refund_reserved,
});

async function event(tx: Queryable, orderId: number, kind: string, before: object | null, after: object | null, actor: Actor): Promise<void> {
  await tx.query('insert into pay_order_events (order_id, kind, before, after, operator_id, note) values ($1, $2, $3, $4, $5, $6)', [
    orderId,
    kind,
    before && JSON.stringify(before),
    after && JSON.stringify(after),
    actor.operatorId ?? null,
    actor.note ?? null,
  ]);
}

/** Adds (sign 1) or takes away (sign -1) an order's figures in its rollup rows; revoked orders are never in them. */
async function rollup(tx: Queryable, o: OrderRow, sign: 1 | -1): Promise<void> {
  if (o.revoked) return;
  // the order's gateway cost time bucket (migration 024): one of cost_b0…cost_b4 counts it, none when unrecorded
  const bucket = costBucket(o.gateway_cost_ms);
  const buckets = [0, 1, 2, 3, 4].map((b) => (b === bucket ? sign : 0));
  const figures = [
    o.created_at,
    o.org_id,
    o.device_id ?? 0,
    o.pay_type,
    o.currency,
    o.channel,
    o.status,
    sign,
    sign * o.amount,
    sign * o.refunded_amount,
    sign * (o.gateway_cost_ms ?? 0),
    ...buckets,
  ];
  const sums = `order_count = s.order_count + excluded.order_count, amount = s.amount + excluded.amount,
       refunded_amount = s.refunded_amount + excluded.refunded_amount, gateway_cost_ms = s.gateway_cost_ms + excluded.gateway_cost_ms,
       cost_b0 = s.cost_b0 + excluded.cost_b0, cost_b1 = s.cost_b1 + excluded.cost_b1, cost_b2 = s.cost_b2 + excluded.cost_b2,
       cost_b3 = s.cost_b3 + excluded.cost_b3, cost_b4 = s.cost_b4 + excluded.cost_b4`;
  await tx.query(
    `insert into pay_stats_daily as s (day, org_id, device_id, pay_type, currency, channel, status, order_count, amount, refunded_amount, gateway_cost_ms,
       cost_b0, cost_b1, cost_b2, cost_b3, cost_b4)
     values ((($1::timestamptz) at time zone 'Asia/Tokyo')::date, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     on conflict (day, org_id, device_id, pay_type, currency, channel, status) do update set
       ${sums}`,
    figures,
  );
  // the same figures without the device (migration 024): what the estate-wide statistics read
  await tx.query(
    `insert into pay_stats_org_daily as s (day, org_id, pay_type, currency, channel, status, order_count, amount, refunded_amount, gateway_cost_ms,
       cost_b0, cost_b1, cost_b2, cost_b3, cost_b4)
     values ((($1::timestamptz) at time zone 'Asia/Tokyo')::date, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     on conflict (day, org_id, pay_type, currency, channel, status) do update set
       ${sums}`,
    figures.filter((_, i) => i !== 2),
  );
}

async function lockOrder(tx: Queryable, orderId: number): Promise<OrderRow> {
  const [o] = await tx.query<OrderRow>('select * from pay_orders where id = $1 for update', [orderId]);
  if (!o) fail(207040);
  return o;
}

export interface NewOrder {
  orderNumber: string;
  orgId: number;
  orgPath: string;
  deviceId?: number | null;
  serialNum?: string | null;
  payConfigId?: number | null;
  channel: string;
  payType: number;
  currency: string;
  amount: number;
  status: OrderStatus;
  gatewayTradeNo?: string | null;
  gatewayCostMs?: number | null;
  gatewayCode?: string | null;
  laneNo?: string | null;
  goodsId?: number | null;
  createdAt?: Date;
  paidAt?: Date | null;
}

/**
 * Records a new order. An order number already recorded is the same order reported again (a device's QoS 1
 * message can arrive twice): nothing is written and the stored order is answered with `created: false`.
 */
export async function createOrder(tx: Queryable, n: NewOrder, actor: Actor = {}): Promise<{ order: OrderRow; created: boolean }> {
  const [o] = await tx.query<OrderRow>(
    `insert into pay_orders (order_number, org_id, org_path, device_id, serial_num, pay_config_id, channel, pay_type, currency, amount,
       status, gateway_trade_no, gateway_cost_ms, gateway_code, lane_no, goods_id, created_at, paid_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, coalesce($17, now()), $18)
     on conflict (order_number) do nothing returning *`,
    [
      n.orderNumber,
      n.orgId,
      n.orgPath,
      n.deviceId ?? null,
      n.serialNum ?? null,
      n.payConfigId ?? null,
      n.channel,
      n.payType,
      n.currency,
      n.amount,
      n.status,
      n.gatewayTradeNo ?? null,
      n.gatewayCostMs ?? null,
      n.gatewayCode ?? null,
      n.laneNo ?? null,
      n.goodsId ?? null,
      n.createdAt ?? null,
      n.paidAt ?? (n.status === 'paid' ? (n.createdAt ?? new Date()) : null),
    ],
  );
  if (!o) {
    const [existing] = await tx.query<OrderRow>('select * from pay_orders where order_number = $1', [n.orderNumber]);
    return { order: existing, created: false };
  }
  await event(tx, o.id, 'created', null, snapshot(o), actor);
  await rollup(tx, o, 1);
  return { order: o, created: true };
}

export interface StatusPatch {
  gatewayTradeNo?: string | null;
  gatewayCostMs?: number | null;
  gatewayCode?: string | null;
}

/**
 * Moves an order from one of `from` to `to` (a gateway's answer, a re-query, a person resolving an unknown
 * result): 207050 when its status is not one of `from` or it is revoked. `kind` 'resolve' marks a change a
 * person made by hand; its note is kept.
 */
export async function changeOrderStatus(
  tx: Queryable,
  orderId: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  patch: StatusPatch = {},
  actor: Actor = {},
  kind: 'status' | 'resolve' = 'status',
): Promise<OrderRow> {
  const before = await lockOrder(tx, orderId);
  if (before.revoked || !from.includes(before.status)) fail(207050);
  const [after] = await tx.query<OrderRow>(
    `update pay_orders set status = $2, gateway_trade_no = coalesce($3, gateway_trade_no), gateway_cost_ms = coalesce($4, gateway_cost_ms),
       gateway_code = coalesce($5, gateway_code), paid_at = case when $2 = 'paid' then coalesce(paid_at, now()) else paid_at end, updated_at = now()
     where id = $1 returning *`,
    [orderId, to, patch.gatewayTradeNo ?? null, patch.gatewayCostMs ?? null, patch.gatewayCode ?? null],
  );
  await rollup(tx, before, -1);
  await rollup(tx, after, 1);
  await event(tx, orderId, kind, snapshot(before), snapshot(after), actor);
  // a member who paid earns the consumption reward when the order becomes paid (members area, issue 16)
  if (after.status === 'paid' && before.status !== 'paid') await rewardPaidOrder(tx, after);
  // payment alarms (failures, timeouts) are judged with the change, whichever path made it
  await judgeOrderChange(tx, before, after);
  return after;
}

export interface NewRefund {
  refundNo: string;
  amount: number;
  reason?: string;
  idempotencyKey?: string | null;
  requestHash?: string | null;
  /** The organisation of the caller: idempotency keys are theirs. */
  orgId: number;
}

/**
 * Reserves a refund on a paid order and records it `pending`, before the gateway is asked: 207041 the order
 * is not paid, 207043 it is revoked, 207042 the amount is more than what is left (the amount less every
 * refund that has not failed). The caller settles it with settleRefund once the gateway answers.
 */
export async function reserveRefund(tx: Queryable, orderId: number, r: NewRefund, actor: Actor = {}): Promise<{ order: OrderRow; refund: RefundRow }> {
  const before = await lockOrder(tx, orderId);
  if (before.revoked) fail(207043);
  if (before.status !== 'paid') fail(207041);
  if (r.amount > before.amount - before.refund_reserved) fail(207042);
  const [order] = await tx.query<OrderRow>('update pay_orders set refund_reserved = refund_reserved + $2, updated_at = now() where id = $1 returning *', [
    orderId,
    r.amount,
  ]);
  const [refund] = await tx.query<RefundRow>(
    `insert into pay_refunds (refund_no, order_id, org_id, amount, state, reason, idempotency_key, request_hash, created_by)
     values ($1, $2, $3, $4, 'pending', $5, $6, $7, $8) returning *`,
    [r.refundNo, orderId, r.orgId, r.amount, r.reason ?? '', r.idempotencyKey ?? null, r.requestHash ?? null, actor.operatorId ?? null],
  );
  await event(tx, orderId, 'refund', snapshot(before), { ...snapshot(order), refundNo: refund.refund_no, amount: r.amount, state: 'pending' }, actor);
  return { order, refund };
}

/**
 * Records the gateway's (or a person's) answer to a pending or unknown refund: `success` adds it to the
 * refunded amount (the order becomes partially or fully refunded), `failed` gives its reservation back,
 * `unknown` leaves it for the re-query job. 207047 no such refund, 207048 already settled.
 */
export async function settleRefund(
  tx: Queryable,
  refundId: number,
  to: 'success' | 'failed' | 'unknown',
  gatewayCode: string | null,
  actor: Actor = {},
  kind: 'refundSettled' | 'resolve' = 'refundSettled',
): Promise<{ order: OrderRow; refund: RefundRow }> {
  const [found] = await tx.query<{ order_id: number }>('select order_id from pay_refunds where id = $1', [refundId]);
  if (!found) fail(207047);
  // the order first, then the refund: the same lock order as reserveRefund, so the two never deadlock
  const before = await lockOrder(tx, found.order_id);
  const [current] = await tx.query<RefundRow>('select * from pay_refunds where id = $1 for update', [refundId]);
  if (current.state === 'success' || current.state === 'failed') fail(207048);
  const [refund] = await tx.query<RefundRow>(
    `update pay_refunds set state = $2, gateway_code = coalesce($3, gateway_code),
       settled_at = case when $2 in ('success', 'failed') then now() end,
       resolved_by = case when $4 then $5::bigint end, resolve_note = case when $4 then $6 end
     where id = $1 returning *`,
    [refundId, to, gatewayCode, kind === 'resolve', actor.operatorId ?? null, actor.note ?? null],
  );
  let order = before;
  if (to !== 'unknown') {
    [order] = await tx.query<OrderRow>(
      `update pay_orders set refunded_amount = refunded_amount + $2, refund_reserved = refund_reserved - $3, updated_at = now()
       where id = $1 returning *`,
      [before.id, to === 'success' ? current.amount : 0, to === 'failed' ? current.amount : 0],
    );
    await rollup(tx, before, -1);
    await rollup(tx, order, 1);
    // a paying member gives back the points of what was refunded (members area, issue 16)
    if (to === 'success') await takeBackOrderPoints(tx, order, refund.refund_no);
    await judgeRefundSettled(tx, order, refund);
  }
  await event(
    tx,
    before.id,
    kind,
    { ...snapshot(before), refundNo: current.refund_no, state: current.state },
    { ...snapshot(order), refundNo: refund.refund_no, state: refund.state },
    actor,
  );
  return { order, refund };
}

/**
 * Revokes (cancels) a paid order: it stays in every list and export and leaves every statistic at once.
 * 207044 already revoked, 207041 not paid, 207045 it has refunds (a revoke returns the whole payment).
 */
export async function revokeOrder(tx: Queryable, orderId: number, actor: Actor = {}): Promise<OrderRow> {
  const before = await lockOrder(tx, orderId);
  if (before.revoked) fail(207044);
  if (before.status !== 'paid') fail(207041);
  if (before.refund_reserved > 0) fail(207045);
  const [after] = await tx.query<OrderRow>(
    'update pay_orders set revoked = true, revoked_at = now(), revoked_by = $2, updated_at = now() where id = $1 returning *',
    [orderId, actor.operatorId ?? null],
  );
  await rollup(tx, before, -1);
  await event(tx, orderId, 'revoke', snapshot(before), snapshot(after), actor);
  await takeBackOrderPoints(tx, after, 'revoke');
  return after;
}
