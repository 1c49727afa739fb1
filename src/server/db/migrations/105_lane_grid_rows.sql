-- A device's lane grid as vendingChannelGet answers it (schemas/retail/lane.schema.json#/$defs/gridRecord, the generic
-- handler's owned get, named by serial number): one row per device, its grid (null while it has none) and every lane
-- in grid order as the lane calls answer a lane (lane_records, the device's serial number), times written as the
-- server writes a time (UTC, milliseconds, `Z`).
create view lane_grid_rows as
  select d.id as device_id, g.rows, g.cols,
    coalesce((select json_agg(json_build_object('id', l.id, 'serialNum', d.serial_num, 'laneNo', l.lane_no, 'rowNo', l.row_no, 'colNo', l.col_no,
                'goodsId', l.goods_id, 'goodsName', l.goods_name, 'goodsImage', l.goods_image, 'barcode', l.barcode, 'price', l.price,
                'stock', l.stock, 'maxStock', l.max_stock, 'threshold', l.threshold, 'status', l.status, 'priceSource', l.price_source,
                'updatedAt', to_char(l.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by l.row_no, l.col_no)
              from lane_records l where l.device_id = d.id), '[]'::json) as lanes
  from devices d left join lane_grids g on g.device_id = d.id;
