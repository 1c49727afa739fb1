-- Lists of groups served by the generic page (x-table.hidden: each group's `id` breaks ties and is not answered).

-- An out-of-stock order's lines grouped by device and by good (schemas/retail/replenishment.schema.json
-- $defs/deviceGroupRow, goodsGroupRow): read through the order (`order_id`, a parent filter), owned by its organisation.
create view out_of_stock_device_groups as
  select l.device_id as id, l.order_id, x.org_id, l.device_id, min(l.serial_num) as serial_num, min(l.device_name) as device_name,
    count(*)::int as lanes, sum(l.quantity)::int as quantity,
    jsonb_agg(jsonb_build_object('laneNo', l.lane_no, 'goodsId', l.goods_id, 'goodsName', l.goods_name, 'stock', l.stock,
      'maxStock', l.max_stock, 'threshold', l.threshold, 'quantity', l.quantity) order by l.lane_no) as lines
  from out_of_stock_lines l join out_of_stock_orders x on x.id = l.order_id
  group by l.order_id, x.org_id, l.device_id;

create view out_of_stock_goods_groups as
  select l.goods_id as id, l.order_id, x.org_id, l.goods_id, min(l.goods_name) as goods_name, min(l.barcode) as barcode,
    count(*)::int as lanes, count(distinct l.device_id)::int as devices, sum(l.quantity)::int as quantity
  from out_of_stock_lines l join out_of_stock_orders x on x.id = l.order_id
  group by l.order_id, x.org_id, l.goods_id;

-- The machines with a good in their lanes (schemas/retail/goods-sales.schema.json $defs/sellingDeviceRow): one row
-- per good and device, its lane numbers in the order a person reads them, open lanes, stock, capacity and prices;
-- `lanes` (how many lanes hold it) is what a client sorts by. A page names one good: the planner keeps the
-- aggregate to that good's lanes.
create view goods_selling_device_rows as
  select d.id, s.goods_id, s.device_id, d.name, d.online, o.name as org_name, s.lane_nos, s.open_lanes, s.stock, s.max_stock,
    s.min_price, s.max_price, cardinality(s.lane_nos) as lanes
  from (select l.goods_id, l.device_id, array_agg(l.lane_no order by length(l.lane_no), l.lane_no) as lane_nos,
          count(*) filter (where l.status = 1)::int as open_lanes, sum(l.stock)::int as stock, sum(l.max_stock)::int as max_stock,
          min(l.price) as min_price, max(l.price) as max_price
        from lanes l group by l.goods_id, l.device_id) s
    join devices d on d.id = s.device_id left join organisations o on o.id = d.org_id;
