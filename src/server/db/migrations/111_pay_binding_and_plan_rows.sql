-- The device lists of the pay config binding and push plan as their page lists answer them (schemas/payments/
-- pay-push.schema.json $defs bindingRow, boundRow, planRow, pushedRow x-table, each row a device named by device_id):
-- the config a device takes money through — its own binding, else the default config of its organisation or of the
-- nearest ancestor that has one — with the binding's time and author (pay_binding_rows); and for the push plan the
-- device's latest plan push, split into the devices whose current config is not acknowledged yet, pushable or not
-- with the reason (pay_push_plan_rows), and those that acknowledged it, with the push's link stages in order
-- (pay_pushed_rows). The same joins as src/server/areas/payments/pay-binding.ts DEVICE_CONFIG_FROM and pay-push.ts.
create view pay_binding_rows as
  select d.id as device_id, d.serial_num, d.name as device_name, d.org_id, o.name as org_name, d.online, d.status,
    c.id as config_id, c.name as config_name, c.channel,
    case when b.device_id is not null then 'bound' else 'default' end as bind_type, b.bound_at, bu.name as bound_by
  from devices d
    left join device_pay_configs b on b.device_id = d.id
    left join pay_configs c on c.id = coalesce(b.pay_config_id, (
      select dc.id from pay_configs dc where dc.is_default and d.org_path like dc.org_path || '%' order by length(dc.org_path) desc limit 1))
    left join organisations o on o.id = d.org_id
    left join users bu on bu.id = b.bound_by;

create view pay_push_plan_rows as
  select d.id as device_id, d.serial_num, d.name as device_name, d.org_id, o.name as org_name, d.online, d.status as device_status,
    c.id as config_id, c.name as config_name, c.channel,
    case when (case when c.id is null then 'noConfig' when d.status <> 1 then 'disabled' when d.activated_at is null then 'notActivated'
      when not d.online then 'offline' end) is null then 'pushable' else 'notPushable' end as status,
    case when c.id is null then 'noConfig' when d.status <> 1 then 'disabled' when d.activated_at is null then 'notActivated'
      when not d.online then 'offline' end as reason,
    p.request_id::text as request_id,
    case when p.request_id is null then null
      else case pm.status when 'SUBOK' then 'succeeded' when 'FAILED' then 'failed' when 'EXPIRED' then 'expired' else 'pending' end
    end as push_result,
    p.pushed_at
  from devices d
    left join device_pay_configs b on b.device_id = d.id
    left join pay_configs c on c.id = coalesce(b.pay_config_id, (
      select dc.id from pay_configs dc where dc.is_default and d.org_path like dc.org_path || '%' order by length(dc.org_path) desc limit 1))
    left join organisations o on o.id = d.org_id
    left join pay_push_plan p on p.device_id = d.id
    left join push_messages pm on pm.request_id = p.request_id
  -- not pushed: the same three-valued test as the list's (a device without a config is never "pushed")
  where not (p.request_id is not null and p.pay_config_id = c.id and pm.status = 'SUBOK');

create view pay_pushed_rows as
  select d.id as device_id, d.serial_num, d.name as device_name, d.org_id, o.name as org_name, d.online,
    c.id as config_id, c.name as config_name, c.channel, p.request_id::text as request_id, p.pushed_at, pu.name as pushed_by,
    coalesce((select json_agg(json_build_object('stage', s.stage, 'at', s.at)
        order by array_position(array['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived'], s.stage))
      from push_stages s where s.request_id = p.request_id), '[]'::json) as stages
  from devices d
    left join device_pay_configs b on b.device_id = d.id
    left join pay_configs c on c.id = coalesce(b.pay_config_id, (
      select dc.id from pay_configs dc where dc.is_default and d.org_path like dc.org_path || '%' order by length(dc.org_path) desc limit 1))
    left join organisations o on o.id = d.org_id
    left join pay_push_plan p on p.device_id = d.id
    left join push_messages pm on pm.request_id = p.request_id
    left join users pu on pu.id = p.pushed_by
  where p.request_id is not null and p.pay_config_id = c.id and pm.status = 'SUBOK';
