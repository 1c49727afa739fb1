-- Cash payment orders as their page list and their detail answer them (schemas/payments/cash.schema.json $defs/cashOrder
-- and $defs/cashOrderDetail x-table): each order with its good's name, its currency's digits, its amount as people read
-- it (1234 USD → 12.34: the catalogue's formatMinorUnits), its Tokyo day as text and who revoked it. Joins on primary
-- keys only, so a page's rows are read by id; the count and the keys read cash_pay_orders alone (its own org_path).
create view cash_pay_order_rows as
  select c.id, c.org_id, c.org_path, c.order_no, c.serial_num, c.device_id, c.lane_no, c.goods_id, g.name as goods_name, c.currency,
    cur.digits, c.amount,
    case when cur.digits = 0 then c.amount::text
      else (case when c.amount < 0 then '-' else '' end) || (abs(c.amount) / 100)::text || '.' || lpad((abs(c.amount) % 100)::text, 2, '0')
    end as amount_text,
    c.status, to_char(c.day, 'YYYY-MM-DD') as day, c.paid_at, c.device_ts as device_time, c.revoked_at, ru.name as revoked_by
  from cash_pay_orders c join currencies cur on cur.code = c.currency left join goods g on g.id = c.goods_id
    left join users ru on ru.id = c.revoked_by;

-- The detail adds the revoke log (at most one row: an order is revoked once), each row with its operator's name and its
-- push's status; times as a JSON date-time in UTC with milliseconds, as every other time is answered.
create view cash_pay_order_details as
  select r.*, coalesce((
    select json_agg(json_build_object('id', l.id, 'cashOrderId', l.cash_order_id, 'operator', u.name, 'operatorId', l.operator_id,
      'reason', l.reason, 'before', l.before, 'after', l.after, 'pushRequestId', l.push_request_id, 'pushStatus', m.status,
      'createdAt', to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by l.id)
    from cash_revoke_logs l left join users u on u.id = l.operator_id left join push_messages m on m.request_id = l.push_request_id
    where l.cash_order_id = r.id), '[]'::json) as revoke_log
  from cash_pay_order_rows r;
