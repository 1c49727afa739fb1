/**
 * The replenishment area's demo data: a couple of shipping lists of 東京ベンディング and, when the demo
 * machines have lanes running low, an out-of-stock order. Lanes are another area's demo data and may not
 * exist when this runs: the lists are then plain goods lists (no lane lines) and no order is made. Nothing
 * is applied, so storage and lane stock stay as their own seeds left them.
 */
import type { Queryable } from '../db/database.js';
import { nextOrderNumber } from '../areas/retail/replenish-common.js';

export async function seedReplenish(tx: Queryable, orgs: Map<string, { id: number; path: string }>) {
  const org = orgs.get('tokyoVend');
  if (!org) return;
  const [user] = await tx.query<{ id: number }>(`select id from users where account = 'merchant01'`);
  const devices = await tx.query<{ id: number; serial_num: string }>("select id, serial_num from devices where org_path like $1 || '%' order by id limit 4", [
    org.path,
  ]);
  const goods = await tx.query<{ id: number }>('select id from goods where org_id = $1 and status = 1 order by id limit 3', [org.id]);
  if (devices.length < 2 || goods.length < 2) return;

  // what the lanes of those machines need to be full, if they have lanes
  const lanes = await tx.query<{ id: number; device_id: number; serial_num: string; lane_no: string; goods_id: number; need: number }>(
    `select l.id, l.device_id, d.serial_num, l.lane_no, l.goods_id, l.max_stock - l.stock as need
       from lanes l join devices d on d.id = l.device_id
      where l.device_id = any($1::bigint[]) and l.goods_id is not null and l.status = 1 and l.stock < l.max_stock
      order by d.serial_num, l.lane_no limit 20`,
    [devices.map((d) => d.id)],
  );

  const lists: {
    devices: typeof devices;
    items: { goodsId: number; quantity: number; deviceId?: number; serialNum?: string; laneId?: number; laneNo?: string }[];
    remark: string;
  }[] = [
    {
      devices: devices.slice(0, 2),
      items: lanes.length
        ? lanes
            .filter((l) => devices.slice(0, 2).some((d) => d.id === l.device_id))
            .map((l) => ({ goodsId: l.goods_id, quantity: l.need, deviceId: l.device_id, serialNum: l.serial_num, laneId: l.id, laneNo: l.lane_no }))
        : [],
      remark: '月曜の補充便',
    },
    { devices: devices.slice(2), items: goods.map((g, i) => ({ goodsId: g.id, quantity: 12 * (i + 1) })), remark: '丸の内エリア' },
  ];
  // without lanes the first list is a plain goods list too
  if (!lists[0].items.length) lists[0].items = goods.slice(0, 2).map((g, i) => ({ goodsId: g.id, quantity: 24 - 6 * i }));

  for (const list of lists) {
    if (!list.devices.length) continue;
    const orderNumber = await nextOrderNumber(tx, 'SL', 'shipping_list_numbers');
    const [{ id }] = await tx.query<{ id: number }>(
      `insert into shipping_lists (order_number, org_id, remark, device_count, line_count, total_quantity, created_by)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [orderNumber, org.id, list.remark, list.devices.length, list.items.length, list.items.reduce((n, i) => n + i.quantity, 0), user?.id ?? null],
    );
    for (const d of list.devices) {
      await tx.query('insert into shipping_list_devices (shipping_list_id, device_id, serial_num) values ($1, $2, $3)', [id, d.id, d.serial_num]);
    }
    for (const i of list.items) {
      await tx.query(
        `insert into shipping_list_items (shipping_list_id, goods_id, device_id, serial_num, lane_id, lane_no, quantity) values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, i.goodsId, i.deviceId ?? null, i.serialNum ?? null, i.laneId ?? null, i.laneNo ?? null, i.quantity],
      );
    }
  }

  // an out-of-stock order of the merchant's machines, when some lane is at or below its threshold
  const [short] = await tx.query<{ n: number }>(
    `select count(*)::int as n from lanes l join devices d on d.id = l.device_id
      where d.org_path like $1 || '%' and l.status = 1 and l.goods_id is not null and l.stock <= l.threshold`,
    [org.path],
  );
  if (!short.n) return;
  const orderNumber = await nextOrderNumber(tx, 'OS', 'out_of_stock_order_numbers');
  const [{ id }] = await tx.query<{ id: number }>(
    `insert into out_of_stock_orders (order_number, org_id, remark, device_count, line_count, total_quantity, created_by)
     values ($1, $2, '朝の欠品確認', 0, 0, 0, $3) returning id`,
    [orderNumber, org.id, user?.id ?? null],
  );
  await tx.query(
    `insert into out_of_stock_lines (order_id, device_id, serial_num, device_name, lane_id, lane_no, goods_id, goods_name, barcode, stock, max_stock, threshold, quantity)
     select $1, d.id, d.serial_num, coalesce(nullif(d.alias, ''), d.name), l.id, l.lane_no, g.id, g.name, g.barcode, l.stock, l.max_stock, l.threshold, l.max_stock - l.stock
       from lanes l join devices d on d.id = l.device_id join goods g on g.id = l.goods_id
      where d.org_path like $2 || '%' and l.status = 1 and l.stock <= l.threshold
      order by d.serial_num, l.row_no, l.col_no, l.lane_no`,
    [id, org.path],
  );
  await tx.query(
    `update out_of_stock_orders x set device_count = s.devices, line_count = s.lines, total_quantity = s.quantity
       from (select count(distinct device_id)::int as devices, count(*)::int as lines, coalesce(sum(quantity), 0)::int as quantity
               from out_of_stock_lines where order_id = $1) s
      where x.id = $1`,
    [id],
  );
}
