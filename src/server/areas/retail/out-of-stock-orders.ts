import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { Where, likeText, pageQuery } from '../../db/sql.js';
import { scopedRow } from '../../table/scope.js';
import { scopedRoute } from '../devices/routes.js';
import { deviceScopeCondition, scopedDevices } from '../devices/device-scope.js';
import { LIMITS } from '../../../domain/limits.js';
import { OUT_OF_STOCK_EXPORT_COLUMNS } from '../../../domain/replenishment.js';
import { createShippingList } from './shipping-lists.js';
import { assertDeviceCap, nextOrderNumber } from './replenish-common.js';
import { EXPORT_PAGE, xlsxReply } from '../../xlsx-reply.js';

/**
 * Out-of-stock orders (openapi/retail/replenishment.yaml): snapshots of the open lanes holding a good whose
 * stock is at or below their threshold, on devices of the caller's scope; read grouped by device or good.
 */

/** A lane is short when it is open, holds a good and its stock is at or below its threshold. */
const SHORT = 'l.status = 1 and l.goods_id is not null and l.stock <= l.threshold';

/** An order the caller may see; missing or outside the subtree is 209055 alike. */
const scopedOrder = (db: Queryable, user: SessionUser, id: number) =>
  scopedRow<{ id: number; order_number: string; org_path: string }>(db, user, {
    sql: 'select x.id, x.order_number, o.path as org_path from out_of_stock_orders x join organisations o on o.id = x.org_id where x.id = $1',
    params: [id],
    notFound: 209055,
  });

/** The devices an order or the device list looks at: the caller's scope, narrowed by serials or a route. */
async function deviceWhere(db: Queryable, user: SessionUser, body: { serialNums?: string[]; routeId?: number; serialNum?: string }): Promise<Where> {
  const w = new Where();
  const scope = deviceScopeCondition(user, 'd');
  if (scope) w.add(scope.sql, scope.value);
  if (body.serialNums)
    w.add(
      'd.id = any(?::bigint[])',
      (await scopedDevices(db, user, body.serialNums)).map((d) => d.id),
    );
  if (body.routeId !== undefined) w.add('d.id in (select device_id from route_devices where route_id = ?)', (await scopedRoute(db, user, body.routeId)).id);
  if (body.serialNum) w.add(`d.serial_num like ? || '%'`, likeText(body.serialNum));
  return w;
}

export const outOfStockOrderOperations: Operations = {
  async outOfStockDevicePageList({ body, db, user }) {
    const w = await deviceWhere(db, user, body);
    if (body.shortOnly) w.add(`exists (select 1 from lanes l where l.device_id = d.id and ${SHORT})`);
    // the counts are per device (a lateral aggregate): the page is cut in SQL, only its devices are counted
    return pageQuery(
      db,
      {
        select: `d.id as "deviceId", d.serial_num as "serialNum", coalesce(nullif(d.alias, ''), d.name) as "deviceName", og.name as "orgName",
          c.lanes, c.short_lanes as "shortLanes", c.quantity`,
        from: `devices d left join organisations og on og.id = d.org_id
          cross join lateral (select count(*) filter (where l.status = 1 and l.goods_id is not null)::int as lanes,
            count(*) filter (where ${SHORT})::int as short_lanes,
            coalesce(sum(l.max_stock - l.stock) filter (where ${SHORT}), 0)::int as quantity
            from lanes l where l.device_id = d.id) c`,
        where: w,
        sortable: { id: 'd.id', shortLanes: 'c.short_lanes', serialNum: 'd.serial_num' },
        defaultSort: 'c.short_lanes desc',
      },
      body,
    );
  },

  async outOfStockOrderCreate({ body = {}, db, user }) {
    assertDeviceCap(body.serialNums);
    const w = await deviceWhere(db, user, body);
    return db.transaction(async (tx) => {
      const orderNumber = await nextOrderNumber(tx, 'OS', 'out_of_stock_order_numbers');
      const [{ id }] = await tx.query<{ id: number }>(
        `insert into out_of_stock_orders (order_number, org_id, remark, device_count, line_count, total_quantity, created_by)
         values ($1, $2, $3, 0, 0, 0, $4) returning id`,
        [orderNumber, user.orgId, body.remark ?? null, user.userId],
      );
      const idParam = w.param(id);
      // the snapshot in one statement: what the lanes held at this moment, names copied as they were
      await tx.query(
        `insert into out_of_stock_lines (order_id, device_id, serial_num, device_name, lane_id, lane_no, goods_id, goods_name, barcode, stock, max_stock, threshold, quantity)
         select ${idParam}, d.id, d.serial_num, coalesce(nullif(d.alias, ''), d.name), l.id, l.lane_no, g.id, g.name, g.barcode, l.stock, l.max_stock, l.threshold, l.max_stock - l.stock
           from lanes l join devices d on d.id = l.device_id join goods g on g.id = l.goods_id
           ${w} ${w.toString() ? 'and' : 'where'} ${SHORT}
          order by d.serial_num, l.row_no, l.col_no, l.lane_no`,
        w.params,
      );
      const [sum] = await tx.query<{ devices: number; lines: number; quantity: number }>(
        `select count(distinct device_id)::int as devices, count(*)::int as lines, coalesce(sum(quantity), 0)::int as quantity
           from out_of_stock_lines where order_id = $1`,
        [id],
      );
      // nothing short: refused, and the rollback takes the empty order back (its number is simply skipped)
      if (sum.lines === 0) fail(209056);
      await tx.query('update out_of_stock_orders set device_count = $2, line_count = $3, total_quantity = $4 where id = $1', [
        id,
        sum.devices,
        sum.lines,
        sum.quantity,
      ]);
      return { id, orderNumber };
    });
  },

  async outOfStockOrderToShippingList({ params, db, user }) {
    const order = await scopedOrder(db, user, Number(params.id));
    const lines = await db.query<{ serial_num: string; lane_no: string; goods_id: number; quantity: number }>(
      'select serial_num, lane_no, goods_id, quantity from out_of_stock_lines where order_id = $1 and quantity > 0 order by id',
      [order.id],
    );
    if (!lines.length) fail(209056);
    // the list is checked as a saved one is: the lanes, goods and devices may have changed since the snapshot
    return createShippingList(db, user, {
      serialNums: [...new Set(lines.map((l) => l.serial_num))],
      items: lines.map((l) => ({ goodsId: Number(l.goods_id), quantity: l.quantity, serialNum: l.serial_num, laneNo: l.lane_no })),
      remark: order.order_number,
      outOfStockOrderId: order.id,
    });
  },

  async outOfStockOrderExport({ params, db, user, locale, req }) {
    const order = await scopedOrder(db, user, Number(params.id));
    const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from out_of_stock_lines where order_id = $1', [order.id]);
    // a line per lane: the spec's smaller cap of order exports with line detail
    if (n > LIMITS.exportRowsSmallMax) fail(209019);
    return xlsxReply(db, {
      log: req.log,
      sheet: order.order_number,
      columns: OUT_OF_STOCK_EXPORT_COLUMNS,
      locale,
      filename: `out-of-stock-${order.order_number}.xlsx`,
      // by device then lane: the lines were inserted in that order, so their ids follow it
      read: (q, after) =>
        q.query(
          `select id as key, serial_num as "serialNum", device_name as "deviceName", lane_no as "laneNo", goods_name as "goodsName",
             barcode, stock, max_stock as "maxStock", threshold, quantity
             from out_of_stock_lines where order_id = $1 and id > $2 order by id limit ${EXPORT_PAGE}`,
          [order.id, after],
        ),
    });
  },
};
