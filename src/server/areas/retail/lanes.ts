import { createHash } from 'node:crypto';
import type { OperationContext, Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { uniqueViolationCode } from '../../db/unique.js';
import { LIMITS } from '../../../domain/limits.js';
import { PUSH_TYPES } from '../../../domain/devices.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { scopedDevice, type DeviceRow } from '../devices/device-scope.js';
import { deviceInScope } from '../../table/scope.js';
import { pushToDevice } from '../../link/push.js';
import { changeLaneStock, logLane, logLaneChange } from './stock-ledger.js';

/**
 * The lanes of a vending machine (openapi/retail/lanes.yaml): its grid (vendingChannel), each lane
 * (channel), the good, price and stock in a lane (channelGoods) and the lane history. Every change runs in
 * one transaction with the lane row locked, writes its lane history row, moves stock only through the
 * ledger, and is then pushed to the machine (the lanes as they now are) when the device link runs.
 */

/** A lane as every lane call answers it. */
const LANE_SELECT = `l.id, d.serial_num as "serialNum", l.lane_no as "laneNo", l.row_no as "rowNo", l.col_no as "colNo",
  l.goods_id as "goodsId", g.name as "goodsName", g.image as "goodsImage", g.barcode, l.price, l.stock, l.max_stock as "maxStock",
  l.threshold, l.status, l.price_source as "priceSource", l.updated_at as "updatedAt"`;
const LANE_FROM = 'lanes l join devices d on d.id = l.device_id left join goods g on g.id = l.goods_id';

export interface LaneRow {
  id: number;
  device_id: number;
  lane_no: string;
  row_no: number;
  col_no: number;
  goods_id: number | null;
  price: number | null;
  stock: number;
  max_stock: number;
  threshold: number;
  status: number;
  price_source: string;
  org_path: string | null;
  serial_num: string;
}

/** The lane's state kept in its history (before/after). */
export const snapshot = (l: Pick<LaneRow, 'lane_no' | 'row_no' | 'col_no' | 'goods_id' | 'price' | 'stock' | 'max_stock' | 'status' | 'price_source'>) => ({
  laneNo: l.lane_no,
  rowNo: l.row_no,
  colNo: l.col_no,
  goodsId: l.goods_id,
  price: l.price,
  stock: l.stock,
  maxStock: l.max_stock,
  status: l.status,
  priceSource: l.price_source,
});

/** Reads and locks a lane the caller may act on; missing or on a device outside the caller's scope: 209002. */
async function lockedLane(tx: Queryable, user: SessionUser, id: number): Promise<LaneRow> {
  const [lane] = await tx.query<LaneRow>(
    `select l.*, d.org_path, d.serial_num from lanes l join devices d on d.id = l.device_id where l.id = $1 for update of l`,
    [id],
  );
  if (!lane || !deviceInScope(user, lane.org_path)) fail(209002);
  return lane;
}

async function readLane(db: Queryable, id: number) {
  const [row] = await db.query(`select ${LANE_SELECT} from ${LANE_FROM} where l.id = $1`, [id]);
  return row;
}

export async function gridOf(tx: Queryable, deviceId: number, lock = false): Promise<{ rows: number; cols: number } | undefined> {
  const [grid] = await tx.query<{ rows: number; cols: number }>(`select rows, cols from lane_grids where device_id = $1${lock ? ' for update' : ''}`, [
    deviceId,
  ]);
  return grid;
}

/**
 * A good a lane of this device may sell: enabled, of the caller's subtree, and of the device's organisation
 * or one above it (a store's machine sells its merchant's goods). 209008 otherwise.
 */
export async function goodForDevice(tx: Queryable, user: SessionUser, device: { org_path: string | null }, goodsId: number): Promise<void> {
  const [good] = await tx.query<{ path: string; status: number }>(
    'select o.path, g.status from goods g join organisations o on o.id = g.org_id where g.id = $1',
    [goodsId],
  );
  if (!good || good.status !== 1 || (!good.path.startsWith(user.orgPath) && !user.orgPath.startsWith(good.path))) fail(209008);
  if (device.org_path !== null && !device.org_path.startsWith(good.path)) fail(209008);
}

/**
 * Refuses the same change to a device's lanes repeated within LIMITS.laneRepeatWindowMs (209020): a mark per
 * (device, call and request) in the caller's transaction, so a refused or failed change leaves none, and
 * two identical requests at once meet on the mark's primary key (the second waits, then is refused).
 */
export async function notRepeated(tx: Queryable, deviceId: number, operation: string, body: unknown): Promise<void> {
  const fingerprint = createHash('sha256')
    .update(`${operation}:${canonical(body)}`)
    .digest('base64url');
  await tx.query(`delete from lane_change_marks where device_id = $1 and at < now() - interval '1 minute'`, [deviceId]);
  const marked = await tx.query(
    `insert into lane_change_marks (device_id, fingerprint) values ($1, $2)
     on conflict (device_id, fingerprint) do update set at = clock_timestamp()
       where lane_change_marks.at < clock_timestamp() - $3 * interval '1 millisecond'
     returning 1`,
    [deviceId, fingerprint, LIMITS.laneRepeatWindowMs],
  );
  if (!marked.length) fail(209020);
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/** Runs `fn` in a transaction; the unique indexes of lanes answer their codes should a concurrent change slip past the checks. */
async function write<T>(ctx: OperationContext, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(fn);
  } catch (err) {
    const code = uniqueViolationCode(err, { lanes_device_no: 209006, lanes_device_place: 209043, lane_grids_pkey: 209040 });
    if (code) fail(code);
    throw err;
  }
}

/** The lane configuration pushed to a machine: its grid and every lane. */
export async function lanePayload(db: Queryable, deviceId: number) {
  const grid = await gridOf(db, deviceId);
  const lanes = await db.query(
    `select lane_no as "laneNo", row_no as "rowNo", col_no as "colNo", goods_id as "goodsId", price, stock, max_stock as "maxStock", status
     from lanes where device_id = $1 order by row_no, col_no`,
    [deviceId],
  );
  return { rows: grid?.rows ?? null, cols: grid?.cols ?? null, lanes };
}

/**
 * Pushes the device's lanes after a change committed. Without a running link (or should the push fail)
 * the change stands: the push history shows what was delivered, and the next change pushes the whole set again.
 */
export async function pushLanes(ctx: OperationContext, devices: { id: number; serial_num: string }[]): Promise<void> {
  const link = ctx.req.server.link;
  if (!link) return;
  for (const d of devices) {
    try {
      await pushToDevice(
        { db: ctx.db, link },
        {
          deviceId: Number(d.id),
          serialNum: d.serial_num,
          type: PUSH_TYPES.laneConfig,
          payload: await lanePayload(ctx.db, d.id),
          source: 'lanes',
          userId: ctx.user.userId,
        },
      );
    } catch (err) {
      ctx.req.log.warn({ err, serialNum: d.serial_num }, 'lane configuration not pushed');
    }
  }
}

/** A device by serial number, locked, with its grid (209042 without one unless `allowNoGrid`). */
async function deviceForChange(tx: Queryable, user: SessionUser, serialNum: string): Promise<DeviceRow> {
  return scopedDevice(tx, user, serialNum, { forUpdate: true });
}

export function inGrid(grid: { rows: number; cols: number }, rowNo: number, colNo: number): void {
  if (rowNo > grid.rows || colNo > grid.cols) fail(209041);
}

export async function placeFree(tx: Queryable, deviceId: number, rowNo: number, colNo: number, exceptLane = 0): Promise<void> {
  const taken = await tx.query('select 1 from lanes where device_id = $1 and row_no = $2 and col_no = $3 and id <> $4', [deviceId, rowNo, colNo, exceptLane]);
  if (taken.length) fail(209043);
}

export async function laneNoFree(tx: Queryable, deviceId: number, laneNo: string, exceptLane = 0): Promise<void> {
  const taken = await tx.query('select 1 from lanes where device_id = $1 and lane_no = $2 and id <> $3', [deviceId, laneNo, exceptLane]);
  if (taken.length) fail(209006);
}

/** Sets a lane's stock through the ledger and writes its history: restock (+) or reduce stock (-). */
async function moveLaneStock(tx: Queryable, lane: LaneRow, delta: number, userId: number, reason: string | null, oneKey = false) {
  const moved = await changeLaneStock(tx, lane.id, {
    kind: oneKey ? 'oneKeyReplenish' : delta > 0 ? 'vendingReplenish' : 'vendingReturn',
    delta,
    reason,
    operatorId: userId,
  });
  await logLane(tx, {
    deviceId: lane.device_id,
    laneId: lane.id,
    laneNo: lane.lane_no,
    action: oneKey ? 'oneKeyRestock' : delta > 0 ? 'restock' : 'reduceStock',
    before: { stock: moved.before },
    after: { stock: moved.after },
    userId,
  });
  return moved;
}

export const laneOperations: Operations = {
  // ---- the grid (vendingChannel) ----
  async vendingChannelSave(ctx) {
    const { body, user } = ctx;
    const device = await write(ctx, async (tx) => {
      const device = await deviceForChange(tx, user, body.serialNum);
      // first: a repeat is refused as such, whatever else it would meet; a refused change leaves no mark (rolled back)
      await notRepeated(tx, device.id, 'vendingChannelSave', body);
      if (await gridOf(tx, device.id)) fail(209040);
      await tx.query('insert into lane_grids (device_id, rows, cols, updated_by) values ($1, $2, $3, $4)', [device.id, body.rows, body.cols, user.userId]);
      return device;
    });
    await pushLanes(ctx, [device]);
    return { serialNum: device.serial_num, rows: body.rows, cols: body.cols };
  },

  async vendingChannelUpdate(ctx) {
    const { body, user } = ctx;
    const device = await write(ctx, async (tx) => {
      const device = await deviceForChange(tx, user, body.serialNum);
      await notRepeated(tx, device.id, 'vendingChannelUpdate', body);
      const grid = await gridOf(tx, device.id, true);
      if (!grid) fail(209042);
      if (grid.rows === body.rows && grid.cols === body.cols) fail(209044);
      // a smaller grid may not leave a lane outside it
      const outside = await tx.query('select 1 from lanes where device_id = $1 and (row_no > $2 or col_no > $3) limit 1', [device.id, body.rows, body.cols]);
      if (outside.length) fail(209041);
      await tx.query('update lane_grids set rows = $2, cols = $3, updated_by = $4, updated_at = now() where device_id = $1', [
        device.id,
        body.rows,
        body.cols,
        user.userId,
      ]);
      return device;
    });
    await pushLanes(ctx, [device]);
    return { serialNum: device.serial_num, rows: body.rows, cols: body.cols };
  },

  async vendingChannelCopy(ctx) {
    const { body, user } = ctx;
    const targets = body.targets as string[];
    if (targets.includes(body.serialNum)) fail(209047);
    const copied = await write(ctx, async (tx) => {
      const source = await scopedDevice(tx, user, body.serialNum);
      const grid = await gridOf(tx, source.id);
      if (!grid) fail(209042);
      const lanes = await tx.query<LaneRow>('select * from lanes where device_id = $1 order by row_no, col_no', [source.id]);
      // lock the targets in one order, so two copies onto overlapping devices cannot deadlock
      const devices: DeviceRow[] = [];
      for (const serialNum of [...targets].sort()) devices.push(await scopedDevice(tx, user, serialNum, { forUpdate: true }));
      for (const target of devices) {
        await notRepeated(tx, target.id, 'vendingChannelCopy', { from: source.id });
        // stock in a target's lanes would be lost with its lanes: it is taken out first (209046)
        const [held] = await tx.query<{ n: number }>('select count(*)::int as n from lanes where device_id = $1 and stock > 0', [target.id]);
        if (held.n > 0) fail(209046);
        for (const l of lanes) if (l.goods_id !== null) await goodForDevice(tx, user, target, l.goods_id);
        const old = await tx.query<LaneRow>('delete from lanes where device_id = $1 returning *', [target.id]);
        for (const l of old)
          await logLane(tx, { deviceId: target.id, laneId: null, laneNo: l.lane_no, action: 'remove', before: snapshot(l), userId: user.userId });
        await tx.query(
          `insert into lane_grids (device_id, rows, cols, updated_by) values ($1, $2, $3, $4)
           on conflict (device_id) do update set rows = excluded.rows, cols = excluded.cols, updated_by = excluded.updated_by, updated_at = now()`,
          [target.id, grid.rows, grid.cols, user.userId],
        );
        for (const l of lanes) {
          const [row] = await tx.query<LaneRow>(
            `insert into lanes (device_id, lane_no, row_no, col_no, goods_id, price, stock, max_stock, threshold, status, price_source, updated_by)
             values ($1, $2, $3, $4, $5, $6, 0, $7, $8, $9, $10, $11) returning *`,
            [target.id, l.lane_no, l.row_no, l.col_no, l.goods_id, l.price, l.max_stock, l.threshold, l.status, l.price_source, user.userId],
          );
          await logLane(tx, { deviceId: target.id, laneId: row.id, laneNo: row.lane_no, action: 'add', after: snapshot(row), userId: user.userId });
        }
      }
      return devices;
    });
    await pushLanes(ctx, copied);
    return { devices: copied.length };
  },

  // ---- the lanes of a device (channel) ----
  async channelUpdate(ctx) {
    const { body, user } = ctx;
    const lane = await write(ctx, async (tx) => {
      const lane = await lockedLane(tx, user, body.id);
      await notRepeated(tx, lane.device_id, 'channelUpdate', body);
      const device = { id: lane.device_id, serial_num: lane.serial_num };
      const changes: string[] = [];
      const params: unknown[] = [lane.id];
      const set = (column: string, value: unknown) => {
        params.push(value);
        changes.push(`${column} = $${params.length}`);
      };
      const log: Parameters<typeof logLane>[1][] = [];
      const entry = (action: Parameters<typeof logLane>[1]['action'], before: unknown, after: unknown) =>
        log.push({ deviceId: lane.device_id, laneId: lane.id, laneNo: body.laneNo ?? lane.lane_no, action, before, after, userId: user.userId });
      if (body.laneNo !== undefined) {
        // spec §5: a new lane number must differ from the current one
        if (body.laneNo === lane.lane_no) fail(209044);
        await laneNoFree(tx, lane.device_id, body.laneNo, lane.id);
        set('lane_no', body.laneNo);
        entry('changeLane', { laneNo: lane.lane_no }, { laneNo: body.laneNo });
      }
      if (body.rowNo !== undefined && (body.rowNo !== lane.row_no || body.colNo !== lane.col_no)) {
        const grid = await gridOf(tx, lane.device_id);
        if (!grid) fail(209042);
        const colNo = body.colNo ?? lane.col_no; // the schema asks for both
        inGrid(grid, body.rowNo, colNo);
        await placeFree(tx, lane.device_id, body.rowNo, colNo, lane.id);
        set('row_no', body.rowNo);
        set('col_no', body.colNo);
        entry('changeLane', { rowNo: lane.row_no, colNo: lane.col_no }, { rowNo: body.rowNo, colNo: body.colNo });
      }
      if (body.maxStock !== undefined && body.maxStock !== lane.max_stock) {
        // spec §5: the max stock cannot be below the current stock
        if (body.maxStock < lane.stock) fail(209045);
        set('max_stock', body.maxStock);
        entry('capacityChange', { maxStock: lane.max_stock }, { maxStock: body.maxStock });
      }
      if (body.status !== undefined && body.status !== lane.status) {
        set('status', body.status);
        entry('openClose', { status: lane.status }, { status: body.status });
      }
      if (body.threshold !== undefined && body.threshold !== lane.threshold) {
        // the out-of-stock level goes with the capacity in the history (§4 has no action of its own for it)
        set('threshold', body.threshold);
        entry('capacityChange', { threshold: lane.threshold }, { threshold: body.threshold });
      }
      if (body.priceSource !== undefined && body.priceSource !== lane.price_source) {
        set('price_source', body.priceSource);
        entry('priceChange', { priceSource: lane.price_source }, { priceSource: body.priceSource });
      }
      if (!changes.length) fail(209044);
      set('updated_by', user.userId);
      await tx.query(`update lanes set ${changes.join(', ')}, updated_at = now() where id = $1`, params);
      for (const e of log) await logLane(tx, e);
      return device;
    });
    await pushLanes(ctx, [lane]);
    return { id: body.id };
  },

  // ---- the good, price and stock of a lane (channelGoods) ----
  async channelGoodsByPayOrderNo({ body, db, user }) {
    const device = await scopedDevice(db, user, body.serialNum);
    // the vend the device reported with this order number (its stock change), and the lane it came from
    const [row] = await db.query(
      `select s.lane_id as "laneId", s.lane_no as "laneNo", s.goods_id as "goodsId", g.name as "goodsName", g.image as "goodsImage", g.barcode,
         l.price, s.ref_no as "orderNo", s.created_at as "soldAt"
       from stock_change_logs s join goods g on g.id = s.goods_id left join lanes l on l.id = s.lane_id
       where s.device_id = $1 and s.kind = 'vend' and s.ref_no = $2 order by s.id desc limit 1`,
      [device.id, body.orderNo],
    );
    if (!row) fail(209048);
    return row;
  },

  async channelGoodsSave(ctx) {
    const { body, user } = ctx;
    const device = await write(ctx, async (tx) => {
      const lane = await lockedLane(tx, user, body.id);
      await notRepeated(tx, lane.device_id, 'channelGoodsSave', body);
      if (lane.goods_id !== null && lane.goods_id === body.goodsId && lane.price === body.price) fail(209044);
      await goodForDevice(tx, user, lane, body.goodsId);
      // changing the good of a lane with units of another good in it would mix them: emptied first
      if (lane.goods_id !== null && lane.goods_id !== body.goodsId && lane.stock > 0) fail(209046);
      if (body.stock !== undefined && body.stock > lane.max_stock) fail(209016);
      await tx.query(`update lanes set goods_id = $2, price = $3, price_source = 'manualUpdate', updated_by = $4, updated_at = now() where id = $1`, [
        lane.id,
        body.goodsId,
        body.price,
        user.userId,
      ]);
      if (lane.goods_id !== body.goodsId) {
        await logLaneChange(tx, lane, 'goodsChange', { goodsId: lane.goods_id }, { goodsId: body.goodsId }, user.userId);
      }
      if (lane.price !== body.price) {
        await logLaneChange(tx, lane, 'priceChange', { price: lane.price }, { price: body.price }, user.userId);
      }
      if (body.stock !== undefined && body.stock !== lane.stock) await moveLaneStock(tx, lane, body.stock - lane.stock, user.userId, null);
      return { id: lane.device_id, serial_num: lane.serial_num };
    });
    await pushLanes(ctx, [device]);
    return readLane(ctx.db, body.id);
  },

  async channelGoodsUpdate(ctx) {
    const { body, user } = ctx;
    const device = await write(ctx, async (tx) => {
      const lane = await lockedLane(tx, user, body.id);
      await notRepeated(tx, lane.device_id, 'channelGoodsUpdate', body);
      if (body.goodsId !== undefined && body.goodsId !== lane.goods_id) {
        await goodForDevice(tx, user, lane, body.goodsId);
        if (lane.stock > 0) fail(209046);
        if (lane.price === null && body.price === undefined)
          fail(100001, [{ field: 'price', message: VALIDATION_MESSAGES['validation.lanePrice'][ctx.locale] }]);
      } else if (lane.goods_id === null) {
        // a price or stock needs a good in the lane
        fail(209049);
      }
      // spec §5: new stock, price and lane number must differ from the current ones
      if (body.price !== undefined && body.price === lane.price) fail(209044);
      if (body.stock !== undefined && body.stock === lane.stock) fail(209044);
      if (body.goodsId !== undefined && body.goodsId === lane.goods_id && body.price === undefined && body.stock === undefined && body.addStock === undefined) {
        fail(209044);
      }
      // entered stock never above the lane's max (the ledger's conditional update holds this under races too)
      if (body.stock !== undefined && body.stock > lane.max_stock) fail(209016);
      if (body.goodsId !== undefined && body.goodsId !== lane.goods_id) {
        await tx.query('update lanes set goods_id = $2, updated_by = $3, updated_at = now() where id = $1', [lane.id, body.goodsId, user.userId]);
        await logLaneChange(tx, lane, 'goodsChange', { goodsId: lane.goods_id }, { goodsId: body.goodsId }, user.userId);
      }
      if (body.price !== undefined) {
        await tx.query(`update lanes set price = $2, price_source = 'manualUpdate', updated_by = $3, updated_at = now() where id = $1`, [
          lane.id,
          body.price,
          user.userId,
        ]);
        await logLaneChange(tx, lane, 'priceChange', { price: lane.price }, { price: body.price }, user.userId);
      }
      const delta = body.addStock ?? (body.stock !== undefined ? body.stock - lane.stock : 0);
      if (delta !== 0) await moveLaneStock(tx, lane, delta, user.userId, body.reason ?? null);
      return { id: lane.device_id, serial_num: lane.serial_num };
    });
    await pushLanes(ctx, [device]);
    return readLane(ctx.db, body.id);
  },

  async channelGoodsOneKeyRestock(ctx) {
    const { body, user } = ctx;
    const result = await write(ctx, async (tx) => {
      const device = await deviceForChange(tx, user, body.serialNum);
      await notRepeated(tx, device.id, 'channelGoodsOneKeyRestock', body);
      // every open lane with a good, filled to its max in this one transaction (each through the ledger)
      const lanes = await tx.query<LaneRow>(
        `select l.*, $2::text as org_path, $3::text as serial_num from lanes l
         where l.device_id = $1 and l.status = 1 and l.goods_id is not null and l.stock < l.max_stock order by l.row_no, l.col_no for update`,
        [device.id, device.org_path, device.serial_num],
      );
      let units = 0;
      for (const lane of lanes) {
        await moveLaneStock(tx, lane, lane.max_stock - lane.stock, user.userId, null, true);
        units += lane.max_stock - lane.stock;
      }
      return { device, lanes: lanes.length, units };
    });
    if (result.lanes > 0) await pushLanes(ctx, [result.device]);
    return { lanes: result.lanes, units: result.units };
  },
};
