-- The pay config push history as its page list answers it (schemas/payments/pay-push.schema.json $defs/historyRow
-- x-table): each push with its config as it was, the push's status and result (succeeded, failed, expired, else pending),
-- who pushed it, and the link stages it reached, in order (as the link flow shows them).
create view pay_push_history_rows as
  select h.id, h.org_id, h.device_id, h.serial_num, h.pay_config_id as config_id, h.config_name, h.channel, h.request_id::text as request_id,
    pm.status as push_status,
    case pm.status when 'SUBOK' then 'succeeded' when 'FAILED' then 'failed' when 'EXPIRED' then 'expired' else 'pending' end as result,
    h.pushed_at, u.name as pushed_by,
    coalesce((select json_agg(json_build_object('stage', s.stage, 'at', s.at)
        order by array_position(array['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived'], s.stage))
      from push_stages s where s.request_id = h.request_id), '[]'::json) as stages
  from pay_push_history h left join push_messages pm on pm.request_id = h.request_id left join users u on u.id = h.pushed_by;
