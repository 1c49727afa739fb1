-- The stock change log as its page list answers it (schemas/retail/stock.schema.json $defs/logRecord x-table): each
-- change with its good, its operator and its device by name. Left joins on primary keys only (every change names a
-- good), so a count or a page's keys, reading none of their columns, read the log alone.
create view stock_change_log_rows as
  select l.id, l.org_id, l.goods_id, g.name as goods_name, g.barcode, l.kind, l.delta, l.before, l.after, l.reason, l.ref_no,
    l.operator_id, u.name as operator_name, l.device_id, d.serial_num, l.lane_no, l.created_at
  from stock_change_logs l left join goods g on g.id = l.goods_id left join users u on u.id = l.operator_id
    left join devices d on d.id = l.device_id;
