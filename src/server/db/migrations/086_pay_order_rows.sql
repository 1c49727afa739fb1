-- Payment orders as their page list answers them (schemas/payments/pay-order.schema.json $defs/record x-table): each
-- order with its good's name and its device's (the alias when it has one). Left joins on primary keys only, so a
-- count or a page's keys, reading none of their columns, read pay_orders alone; the scope is the row's own org_path.
create view pay_order_rows as
  select p.id, p.order_number, p.org_id, p.org_path, p.device_id, p.serial_num, coalesce(nullif(d.alias, ''), d.name) as device_name,
    p.amount, p.refunded_amount, p.refund_reserved, p.currency, p.pay_type, p.status, p.refund_status, p.revoked, p.revoked_at,
    p.channel, p.gateway_trade_no, p.gateway_cost_ms, p.gateway_code, p.lane_no, p.goods_id, g.name as goods_name, p.created_at, p.paid_at
  from pay_orders p left join devices d on d.id = p.device_id left join goods g on g.id = p.goods_id;
