-- Vending orders as their page list answers them (schemas/payments/vending-order.schema.json $defs/vendingOrder
-- x-table): each vend a device reported with its good, its device's organisation (the scope) and serial number, and
-- its payment by order number: an online order, else a cash order, else none. The currency is the payment's, else the
-- device's last reported, else JPY (src/domain/currencies.ts DEFAULT_CURRENCY); a payment revoked either way is revoked.
create view vend_order_rows as
  select v.id, d.org_id, v.device_id, v.order_no as order_number, d.serial_num, v.lane_no, v.goods_id, g.name as goods_name, v.amount,
    coalesce(p.currency, c.currency, dc.currency, 'JPY') as currency, v.result,
    case when p.id is not null then 'online' when c.id is not null then 'cash' else 'none' end as pay_kind,
    p.pay_type::int as pay_type, coalesce(p.status, c.status) as pay_status, coalesce(p.amount, c.amount) as paid_amount,
    coalesce(p.revoked, c.status = 'revoked', false) as revoked, coalesce(p.id, c.id) as payment_id, v.sold_at, v.device_ts as device_time
  from vend_records v join devices d on d.id = v.device_id
    left join goods g on g.id = v.goods_id
    left join pay_orders p on p.order_number = v.order_no and p.device_id = v.device_id
    left join cash_pay_orders c on c.device_id = v.device_id and c.order_no = v.order_no
    left join lateral (select l.currency from device_currency_logs l where l.device_id = v.device_id order by l.id desc limit 1) dc on true;
