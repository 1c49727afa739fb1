import type { Operations, SessionUser } from '../../operation.js';
import type { Database, Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { LIMITS } from '../../../domain/limits.js';
import { pathInScope, scopedRow } from '../../table/scope.js';
import { changeLaneStock, changeStorageStock, logLane } from './stock-ledger.js';
import { SHIPPING_LIST_EXPORT_COLUMNS } from '../../../domain/replenishment.js';
import { scopedDevices } from '../devices/device-scope.js';
import { assertDeviceCap, nextOrderNumber } from './replenish-common.js';
import { EXPORT_PAGE, xlsxReply } from '../../xlsx-reply.js';

/**
 * Shipping (replenishment) lists (openapi/retail/replenishment.yaml): made from devices in the caller's
 * scope and goods of the caller's subtree, owned by the caller's organisation, applied once through the
 * stock ledger (goods leave storage; lanes the lines name are restocked).
 */

const LIST_COLUMNS = `s.id, s.order_number as "orderNumber", s.org_id as "orgId", o.name as "orgName", s.status, s.remark,
  s.out_of_stock_order_id as "outOfStockOrderId", s.device_count as "deviceCount", s.line_count as "lineCount",
  s.total_quantity as "totalQuantity", cu.name as "createdBy", s.created_at as "createdAt", au.name as "appliedBy",
  s.applied_at as "appliedAt"`;
const LIST_FROM = `shipping_lists s join organisations o on o.id = s.org_id
  left join users cu on cu.id = s.created_by left join users au on au.id = s.applied_by`;

interface SavedItem {
  goodsId: number;
  quantity: number;
  serialNum?: string;
  laneNo?: string;
}
export interface SaveBody {
  serialNums: string[];
  items: SavedItem[];
  remark?: string;
  outOfStockOrderId?: number;
}

/** A list the caller may see, by id or order number; missing or outside the subtree is 209051 alike. */
const scopedList = (db: Queryable, user: SessionUser, by: { id?: number; orderNumber?: string }) =>
  scopedRow<{ id: number; order_number: string; org_path: string }>(db, user, {
    sql: `select s.id, s.order_number, o.path as org_path from shipping_lists s join organisations o on o.id = s.org_id
      where ${by.id !== undefined ? 's.id = $1' : 's.order_number = $1'}`,
    params: [by.id ?? by.orderNumber],
    notFound: 209051,
  });

async function readList(db: Queryable, id: number) {
  const [row] = await db.query<Record<string, unknown>>(
    `select ${LIST_COLUMNS}, array(select serial_num from shipping_list_devices d where d.shipping_list_id = s.id order by serial_num) as "serialNums"
       from ${LIST_FROM} where s.id = $1`,
    [id],
  );
  return row;
}

const LINE_COLUMNS = `i.id, i.goods_id as "goodsId", g.name as "goodsName", g.barcode, i.serial_num as "serialNum",
  i.lane_no as "laneNo", i.quantity`;

/** What a checked list writes: its devices, and each line's device and lane (by the line's index). */
export interface ShippingPlan {
  body: SaveBody;
  devices: { id: number; serial_num: string }[];
  deviceBySerial: Map<string, { id: number; serial_num: string }>;
  lanes: Map<number, { laneId: number; deviceId: number }>;
}

/**
 * Checks every rule of a new shipping list, in order (the cap, device scope, goods, lanes, the out-of-stock order
 * it answers), and answers what it writes.
 */
export async function planShippingList(db: Queryable, user: SessionUser, body: SaveBody): Promise<ShippingPlan> {
  const serialNums = body.serialNums as string[];
  const items = body.items as SavedItem[];
  // the spec's cap first, with its own code: nothing is read or written for a list that is too long
  assertDeviceCap(serialNums);
  const devices = await scopedDevices(db, user, serialNums);
  const deviceBySerial = new Map(devices.map((d) => [d.serial_num, d]));

  // goods: enabled and in the caller's subtree (209008 otherwise, as the goods calls answer)
  const goodsIds = [...new Set(items.map((i) => i.goodsId))];
  const goods = await db.query<{ id: number; path: string; status: number }>(
    'select g.id, o.path, g.status from goods g join organisations o on o.id = g.org_id where g.id = any($1::bigint[])',
    [goodsIds],
  );
  const goodById = new Map(goods.map((g) => [Number(g.id), g]));
  for (const id of goodsIds) {
    const g = goodById.get(id);
    if (!g || g.status !== 1 || !pathInScope(user, g.path)) fail(209008);
  }

  // lane lines: a lane of one of the list's devices, holding the line's good, named once
  const laneItems = items.flatMap((item, index) => {
    if (item.serialNum === undefined) return [];
    const device = deviceBySerial.get(item.serialNum);
    if (!device) fail(209054);
    return item.laneNo === undefined ? [] : [{ index, item, deviceId: device.id }];
  });
  const laneRows = laneItems.length
    ? await db.query<{ id: number; device_id: number; lane_no: string; goods_id: number | null }>(
        `select l.id, l.device_id, l.lane_no, l.goods_id from lanes l
         join unnest($1::bigint[], $2::text[]) as x(device_id, lane_no) on l.device_id = x.device_id and l.lane_no = x.lane_no`,
        [laneItems.map((l) => l.deviceId), laneItems.map((l) => l.item.laneNo)],
      )
    : [];
  const laneByKey = new Map(laneRows.map((l) => [`${l.device_id}/${l.lane_no}`, l]));
  const lanes = new Map<number, { laneId: number; deviceId: number }>();
  const seen = new Set<string>();
  for (const { index, item, deviceId } of laneItems) {
    const key = `${deviceId}/${item.laneNo}`;
    if (seen.has(key)) fail(209006);
    seen.add(key);
    const lane = laneByKey.get(key);
    if (!lane || lane.goods_id === null) fail(209002);
    if (Number(lane.goods_id) !== item.goodsId) fail(209053);
    lanes.set(index, { laneId: lane.id, deviceId });
  }

  if (body.outOfStockOrderId !== undefined) {
    await scopedRow<{ org_path: string }>(db, user, {
      sql: 'select o.path as org_path from out_of_stock_orders x join organisations o on o.id = x.org_id where x.id = $1',
      params: [body.outOfStockOrderId],
      notFound: 209055,
    });
  }

  return { body, devices, deviceBySerial, lanes };
}

/** The counts a list row keeps of its plan: devices, lines and units. */
export const planTotals = ({ body, devices }: ShippingPlan) => ({
  device_count: devices.length,
  line_count: body.items.length,
  total_quantity: body.items.reduce((n, i) => n + i.quantity, 0),
});

/** Writes the devices and lines of the list `id` as its plan says, the lines in the order given. */
export async function writeShippingLines(tx: Queryable, id: number, { body, devices, deviceBySerial, lanes }: ShippingPlan): Promise<void> {
  const items = body.items;
  await tx.query(
    `insert into shipping_list_devices (shipping_list_id, device_id, serial_num)
       select $1, d.id, d.serial_num from unnest($2::bigint[], $3::text[]) as d(id, serial_num)`,
    [id, devices.map((d) => d.id), devices.map((d) => d.serial_num)],
  );
  await tx.query(
    `insert into shipping_list_items (shipping_list_id, goods_id, device_id, serial_num, lane_id, lane_no, quantity)
       select $1, x.goods_id, x.device_id, x.serial_num, x.lane_id, x.lane_no, x.quantity
         from unnest($2::bigint[], $3::bigint[], $4::text[], $5::bigint[], $6::text[], $7::int[], $8::int[])
           as x(goods_id, device_id, serial_num, lane_id, lane_no, quantity, ord)
        order by x.ord`,
    [
      id,
      items.map((i) => i.goodsId),
      items.map((i) => (i.serialNum === undefined ? null : deviceBySerial.get(i.serialNum)!.id)),
      items.map((i) => i.serialNum ?? null),
      items.map((_, k) => lanes.get(k)?.laneId ?? null),
      items.map((i) => i.laneNo ?? null),
      items.map((i) => i.quantity),
      items.map((_, k) => k),
    ],
  );
}

/**
 * Makes a shipping list after checking every rule (planShippingList), owned by the caller's organisation: the list
 * an out-of-stock order is turned into (a saved one is the generic create's, hooks shippingLists).
 */
export async function createShippingList(db: Database, user: SessionUser, body: SaveBody): Promise<{ id: number; orderNumber: string }> {
  const plan = await planShippingList(db, user, body);
  const totals = planTotals(plan);
  return db.transaction(async (tx) => {
    const orderNumber = await nextOrderNumber(tx, 'SL', 'shipping_list_numbers');
    const [{ id }] = await tx.query<{ id: number }>(
      `insert into shipping_lists (order_number, org_id, remark, out_of_stock_order_id, device_count, line_count, total_quantity, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        orderNumber,
        user.orgId,
        body.remark ?? null,
        body.outOfStockOrderId ?? null,
        totals.device_count,
        totals.line_count,
        totals.total_quantity,
        user.userId,
      ],
    );
    await writeShippingLines(tx, id, plan);
    return { id, orderNumber };
  });
}

export const shippingListOperations: Operations = {
  async shippingListExport({ params, db, user, locale, req }) {
    const list = await scopedList(db, user, { orderNumber: params.orderNumber });
    // a line per good and lane: the spec's smaller cap of order exports with line detail
    const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from shipping_list_items where shipping_list_id = $1', [list.id]);
    if (n > LIMITS.exportRowsSmallMax) fail(209019);
    return xlsxReply(db, {
      log: req.log,
      sheet: list.order_number,
      columns: SHIPPING_LIST_EXPORT_COLUMNS,
      locale,
      filename: `shipping-list-${list.order_number}.xlsx`,
      read: (q, after) =>
        q.query(
          `select i.id as key, ${LINE_COLUMNS} from shipping_list_items i join goods g on g.id = i.goods_id
            where i.shipping_list_id = $1 and i.id > $2 order by i.id limit ${EXPORT_PAGE}`,
          [list.id, after],
        ),
    });
  },

  async shippingListApply({ params, db, user }) {
    const list = await scopedList(db, user, { orderNumber: params.orderNumber });
    await db.transaction(async (tx) => {
      // the status turns first, conditionally: a second apply (also one racing this one) finds no created
      // list and is refused; should anything below refuse, the rollback leaves the list created again
      const turned = await tx.query(
        `update shipping_lists set status = 'applied', applied_by = $2, applied_at = now() where id = $1 and status = 'created' returning id`,
        [list.id, user.userId],
      );
      if (!turned.length) fail(209052);
      const lines = await tx.query<{
        id: number;
        goods_id: number;
        lane_id: number | null;
        lane_no: string | null;
        device_id: number | null;
        quantity: number;
      }>('select id, goods_id, lane_id, lane_no, device_id, quantity from shipping_list_items where shipping_list_id = $1 order by id', [list.id]);
      const change = { kind: 'vendingReplenish' as const, refNo: list.order_number, operatorId: user.userId };
      for (const line of lines) {
        if (line.lane_no !== null) {
          if (line.lane_id === null) fail(209002); // the lane was removed since the list was made
          // the lane may have been given another good since: its stock is not this good's
          const [lane] = await tx.query<{ goods_id: number | null }>('select goods_id from lanes where id = $1 for update', [line.lane_id]);
          if (!lane || lane.goods_id === null) fail(209002);
          if (Number(lane.goods_id) !== Number(line.goods_id)) fail(209053);
          const moved = await changeLaneStock(tx, Number(line.lane_id), { ...change, delta: line.quantity });
          await logLane(tx, {
            deviceId: moved.deviceId,
            laneId: moved.laneId,
            laneNo: moved.laneNo,
            action: 'restock',
            before: { stock: moved.before },
            after: { stock: moved.after, refNo: list.order_number },
            userId: user.userId,
          });
        }
        // the goods leave the storage for the machines, whether or not the line names a lane
        await changeStorageStock(tx, Number(line.goods_id), { ...change, delta: -line.quantity });
      }
    });
    return readList(db, list.id);
  },
};
