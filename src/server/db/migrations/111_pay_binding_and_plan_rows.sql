-- The device lists of the pay config binding and push plan as their page lists answer them (schemas/payments/
-- pay-push.schema.json $defs bindingRow, boundRow, planRow, pushedRow x-table, each row a device named by device_id).
-- device_pay_config_rows: every device with the config it takes money through — its own binding, else the default
-- config of its organisation or of the nearest ancestor that has one — and its latest plan push; the same joins as
-- src/server/areas/payments/pay-binding.ts DEVICE_CONFIG_FROM and pay-push.ts. On it: the binding's time and author
-- (pay_binding_rows); the devices whose current config is not acknowledged yet, pushable or not with the reason
-- (pay_push_plan_rows); and those that acknowledged it, with the push's link stages in order (pay_pushed_rows).
create view device_pay_config_rows as
  select d.id as device_id, d.serial_num, d.name as device_name, d.org_id, o.name as org_name, d.online, d.status,
    d.activated_at, c.id as config_id, c.name as config_name, c.channel, b.device_id is not null as bound, b.bound_at,
    b.bound_by, p.pay_config_id as pushed_config_id, p.request_id, p.pushed_at, p.pushed_by, pm.status as push_status
  from devices d
    left join device_pay_configs b on b.device_id = d.id
    left join pay_configs c on c.id = coalesce(b.pay_config_id, (
      select dc.id from pay_configs dc where dc.is_default and d.org_path like dc.org_path || '%' order by length(dc.org_path) desc limit 1))
    left join organisations o on o.id = d.org_id
    left join pay_push_plan p on p.device_id = d.id
    left join push_messages pm on pm.request_id = p.request_id;

create view pay_binding_rows as
  select r.device_id, r.serial_num, r.device_name, r.org_id, r.org_name, r.online, r.status, r.config_id, r.config_name,
    r.channel, case when r.bound then 'bound' else 'default' end as bind_type, r.bound_at, bu.name as bound_by
  from device_pay_config_rows r left join users bu on bu.id = r.bound_by;

create view pay_push_plan_rows as
  select r.device_id, r.serial_num, r.device_name, r.org_id, r.org_name, r.online, r.status as device_status,
    r.config_id, r.config_name, r.channel, case when why.reason is null then 'pushable' else 'notPushable' end as status,
    why.reason, r.request_id::text as request_id,
    case when r.request_id is null then null
      else case r.push_status when 'SUBOK' then 'succeeded' when 'FAILED' then 'failed' when 'EXPIRED' then 'expired' else 'pending' end
    end as push_result,
    r.pushed_at
  from device_pay_config_rows r
    cross join lateral (select case when r.config_id is null then 'noConfig' when r.status <> 1 then 'disabled'
      when r.activated_at is null then 'notActivated' when not r.online then 'offline' end as reason) why
  -- not pushed: the same three-valued test as the list's (a device without a config is never "pushed")
  where not (r.request_id is not null and r.pushed_config_id = r.config_id and r.push_status = 'SUBOK');

create view pay_pushed_rows as
  select r.device_id, r.serial_num, r.device_name, r.org_id, r.org_name, r.online, r.config_id, r.config_name, r.channel,
    r.request_id::text as request_id, r.pushed_at, pu.name as pushed_by,
    coalesce((select json_agg(json_build_object('stage', s.stage, 'at', s.at)
        order by array_position(array['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived'], s.stage))
      from push_stages s where s.request_id = r.request_id), '[]'::json) as stages
  from device_pay_config_rows r left join users pu on pu.id = r.pushed_by
  where r.request_id is not null and r.pushed_config_id = r.config_id and r.push_status = 'SUBOK';
