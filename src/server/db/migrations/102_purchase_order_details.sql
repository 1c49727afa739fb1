-- A purchase or return order as its detail answers it (schemas/retail/purchase-order.schema.json $defs/detail
-- x-table): its list row, who confirmed it, its lines in order with each good's storage stock now, and its questions
-- oldest first. Times inside the JSON are written as the server writes a time (UTC, milliseconds, `Z`).
create view purchase_order_details as
  select r.*, cb.name as confirmed_by_name,
    coalesce((select json_agg(json_build_object('lineNo', i.line_no, 'goodsId', i.goods_id, 'goodsName', g.name, 'barcode', g.barcode,
                'quantity', i.quantity, 'purchasePrice', i.purchase_price::float8, 'amount', (i.quantity * i.purchase_price)::float8,
                'stock', coalesce(s.quantity, 0)) order by i.line_no)
              from stock_order_items i join goods g on g.id = i.goods_id left join storage_stock s on s.goods_id = i.goods_id
              where i.order_id = r.id), '[]'::json) as items,
    coalesce((select json_agg(json_build_object('id', q.id, 'text', q.text, 'raisedByName', ru.name,
                'raisedAt', to_char(q.raised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'answer', q.answer,
                'resolvedByName', su.name, 'resolvedAt', to_char(q.resolved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by q.id)
              from stock_order_questions q left join users ru on ru.id = q.raised_by left join users su on su.id = q.resolved_by
              where q.order_id = r.id), '[]'::json) as questions
  from purchase_order_records r join stock_orders so on so.id = r.id left join users cb on cb.id = so.confirmed_by;
