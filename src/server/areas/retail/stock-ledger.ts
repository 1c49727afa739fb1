import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { LIMITS } from '../../../domain/limits.js';

/**
 * The one place stock quantities change (spec §5 "Goods and stock"): a good's stock in its owner's storage
 * and a lane's stock. Each change is a single conditional UPDATE, so two requests racing for the last units
 * cannot both pass (PostgreSQL re-checks the condition on the locked row), and it writes its row of the
 * append-only stock change log in the caller's transaction: the quantity and its log commit together or not
 * at all. Callers run these inside `db.transaction` and compose them (a replenishment takes from storage and
 * adds to a lane, two log rows).
 */

/** The spec's order types (§3 Purchase/return order) plus a vend a device reported. */
export const STOCK_CHANGE_KINDS = ['purchase', 'return', 'manualAdjust', 'vendingReplenish', 'vendingReturn', 'oneKeyReplenish', 'vend'] as const;
export type StockChangeKind = (typeof STOCK_CHANGE_KINDS)[number];

export interface StockChange {
  kind: StockChangeKind;
  /** Signed, never 0: +12 received, -3 taken out. */
  delta: number;
  reason?: string | null;
  /** The order, list or device order number the change belongs to. */
  refNo?: string | null;
  /** Who made it; null for a change a device reported. */
  operatorId?: number | null;
}

export interface StockMoved {
  before: number;
  after: number;
}

const LOG = `insert into stock_change_logs (org_id, goods_id, device_id, lane_id, lane_no, kind, delta, before, after, reason, ref_no, operator_id)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`;

/** Changes a good's stock in its owner's storage: 209008 no such good, 209021 below zero, 209022 above 999999. */
export async function changeStorageStock(tx: Queryable, goodsId: number, change: StockChange): Promise<StockMoved> {
  const max = LIMITS.storageStockMax;
  // a good never stocked has no row yet: make it at 0 (a race of two first changes makes it once)
  await tx.query('insert into storage_stock (goods_id, org_id) select id, org_id from goods where id = $1 on conflict (goods_id) do nothing', [goodsId]);
  const [row] = await tx.query<{ org_id: number; before: number; after: number }>(
    `update storage_stock set quantity = quantity + $2, updated_at = now()
     where goods_id = $1 and quantity + $2 between 0 and $3
     returning org_id, quantity - $2 as before, quantity as after`,
    [goodsId, change.delta, max],
  );
  if (!row) {
    const [now] = await tx.query<{ quantity: number }>('select quantity from storage_stock where goods_id = $1', [goodsId]);
    if (!now) fail(209008);
    fail(now.quantity + change.delta < 0 ? 209021 : 209022);
  }
  await tx.query(LOG, [
    row.org_id,
    goodsId,
    null,
    null,
    null,
    change.kind,
    change.delta,
    row.before,
    row.after,
    change.reason ?? null,
    change.refNo ?? null,
    change.operatorId ?? null,
  ]);
  return { before: row.before, after: row.after };
}

export interface LaneStockMoved extends StockMoved {
  laneId: number;
  laneNo: string;
  deviceId: number;
  goodsId: number;
}

/**
 * Changes a lane's stock: 209002 no such lane (or no good in it), 209021 below zero, 209016 above the lane's
 * maximum. The log row is filed under the device's organisation (the lane's good's owner when unbound).
 */
export async function changeLaneStock(tx: Queryable, laneId: number, change: StockChange): Promise<LaneStockMoved> {
  const [row] = await tx.query<{ org_id: number; device_id: number; goods_id: number; lane_no: string; before: number; after: number }>(
    `update lanes l set stock = l.stock + $2, updated_at = now()
     from devices d, goods g
     where l.id = $1 and d.id = l.device_id and g.id = l.goods_id and l.stock + $2 between 0 and l.max_stock
     returning coalesce(d.org_id, g.org_id) as org_id, l.device_id, l.goods_id, l.lane_no, l.stock - $2 as before, l.stock as after`,
    [laneId, change.delta],
  );
  if (!row) {
    const [lane] = await tx.query<{ stock: number; goods_id: number | null }>('select stock, goods_id from lanes where id = $1', [laneId]);
    if (!lane || lane.goods_id === null) fail(209002);
    fail(lane.stock + change.delta < 0 ? 209021 : 209016);
  }
  await tx.query(LOG, [
    row.org_id,
    row.goods_id,
    row.device_id,
    laneId,
    row.lane_no,
    change.kind,
    change.delta,
    row.before,
    row.after,
    change.reason ?? null,
    change.refNo ?? null,
    change.operatorId ?? null,
  ]);
  return { laneId, laneNo: row.lane_no, deviceId: row.device_id, goodsId: row.goods_id, before: row.before, after: row.after };
}

/** The spec's lane history actions (§4), plus a good put in or taken out, a lane added or removed. */
export const LANE_ACTIONS = [
  'restock',
  'dispatch',
  'reduceStock',
  'priceChange',
  'openClose',
  'changeLane',
  'oneKeyRestock',
  'capacityChange',
  'goodsChange',
  'add',
  'remove',
] as const;
export type LaneAction = (typeof LANE_ACTIONS)[number];

/** Writes one row of a device's lane history. */
export async function logLane(
  tx: Queryable,
  entry: { deviceId: number; laneId: number | null; laneNo: string; action: LaneAction; before?: unknown; after?: unknown; userId?: number | null },
): Promise<void> {
  await tx.query('insert into lane_logs (device_id, lane_id, lane_no, action, before, after, user_id) values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)', [
    entry.deviceId,
    entry.laneId,
    entry.laneNo,
    entry.action,
    entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === undefined ? null : JSON.stringify(entry.after),
    entry.userId ?? null,
  ]);
}

/** A change of one lane's own field (its good, price…) by a user: the lane's history entry. */
export function logLaneChange(
  tx: Queryable,
  lane: { device_id: number; id: number; lane_no: string },
  action: LaneAction,
  before: unknown,
  after: unknown,
  userId: number,
): Promise<void> {
  return logLane(tx, { deviceId: lane.device_id, laneId: lane.id, laneNo: lane.lane_no, action, before, after, userId });
}
