-- An out-of-stock order as its list and detail answer it (schemas/retail/replenishment.schema.json
-- $defs.outOfStockOrder x-table.view): who made it, by name.
create view out_of_stock_order_records as
  select x.id, x.org_id, x.order_number, x.remark, x.device_count, x.line_count, x.total_quantity, cu.name as created_by, x.created_at
  from out_of_stock_orders x left join users cu on cu.id = x.created_by;
