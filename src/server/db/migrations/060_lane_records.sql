-- A lane as its list and detail answer it (schemas/retail/lane.schema.json $defs/record x-table), with its good's
-- name, image and barcode; and a lane history entry with who made it by name (null: the device itself, a vend).
-- Both device-scoped: the table layer joins devices on device_id.
create view lane_records as
  select l.id, l.device_id, l.lane_no, l.row_no, l.col_no, l.goods_id, g.name as goods_name, g.image as goods_image, g.barcode, l.price, l.stock,
    l.max_stock, l.threshold, l.status, l.price_source, l.updated_at
  from lanes l left join goods g on g.id = l.goods_id;

create view lane_log_records as
  select ll.id, ll.device_id, ll.lane_id, ll.lane_no, ll.action, ll.before, ll.after, ll.user_id, u.name as user_name, ll.created_at
  from lane_logs ll left join users u on u.id = ll.user_id;
