-- A purchase or return order as its list answers it (schemas/retail/purchase-order.schema.json $defs/record
-- x-table): its supplier and creator by name, its lines counted and summed, whether a question is open.
create view purchase_order_records as
  select so.id, so.org_id, so.order_no, so.type, so.status, so.supplier_id, sp.name as supplier_name,
    (select count(*)::int from stock_order_items i where i.order_id = so.id) as item_count,
    (select coalesce(sum(i.quantity), 0)::int from stock_order_items i where i.order_id = so.id) as total_quantity,
    (select coalesce(sum(i.quantity * i.purchase_price), 0)::float8 from stock_order_items i where i.order_id = so.id) as total_amount,
    so.remark, so.creator_id, cu.name as creator_name,
    exists (select 1 from stock_order_questions q where q.order_id = so.id and q.resolved_at is null) as question_open,
    so.confirmed_at, so.created_at, so.updated_at
  from stock_orders so join suppliers sp on sp.id = so.supplier_id left join users cu on cu.id = so.creator_id;
