-- A shipping list as its page list answers it (schemas/retail/replenishment.schema.json $defs/shippingListRow
-- x-table): who made it and who applied it, by name.
create view shipping_list_records as
  select s.id, s.org_id, s.order_number, s.status, s.remark, s.out_of_stock_order_id, s.device_count, s.line_count, s.total_quantity,
    cu.name as created_by, s.created_at, au.name as applied_by, s.applied_at
  from shipping_lists s left join users cu on cu.id = s.created_by left join users au on au.id = s.applied_by;
