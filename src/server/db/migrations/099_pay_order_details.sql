-- A payment order as its detail answers it (schemas/payments/pay-order.schema.json $defs/detail x-table): its page row
-- (pay_order_rows), its refunds and its change history (who, when, before, after), each in id order, the people by
-- name; times as a JSON date-time in UTC with milliseconds, as every other time is answered.
create view pay_order_details as
  select r.*,
    coalesce((
      select json_agg(json_build_object('id', f.id, 'refundNo', f.refund_no, 'amount', f.amount, 'state', f.state, 'reason', f.reason,
        'gatewayCode', f.gateway_code, 'createdBy', cu.name,
        'createdAt', to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'settledAt', to_char(f.settled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'resolvedBy', ru.name, 'resolveNote', f.resolve_note) order by f.id)
      from pay_refunds f left join users cu on cu.id = f.created_by left join users ru on ru.id = f.resolved_by
      where f.order_id = r.id), '[]'::json) as refunds,
    coalesce((
      select json_agg(json_build_object('id', e.id, 'kind', e.kind, 'before', e.before, 'after', e.after, 'operator', u.name, 'note', e.note,
        'createdAt', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by e.id)
      from pay_order_events e left join users u on u.id = e.operator_id
      where e.order_id = r.id), '[]'::json) as events
  from pay_order_rows r;
