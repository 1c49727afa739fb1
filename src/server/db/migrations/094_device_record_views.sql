-- Views the generic table handler reads a device's records from (src/server/table/), each with the `device_id`
-- the device scope joins on: the calls that read them were hand-written before (issue 27).

-- A device's locations and floor, and its control number (schemas/devices/device.schema.json#/$defs/position,
-- #/$defs/controlNumberRecord): a device's own row, read by its serial number.
create view device_position_rows as
  select id, id as device_id, manual_location, reported_location, activation_location, floor, control_number
  from devices;

-- A device as the list's row (device.schema.json#/$defs/record: the detail's headline, read by serial number), with
-- its product's type; a vending machine's record (#/$defs/vendingMachine) is one whose product is a vending machine
-- (another device answers 215002).
create view device_record_rows as
  select d.id, d.id as device_id, d.name, d.alias, d.product_id, p.name as product_name, p.model, d.org_id, o.name as org_name,
    d.online, d.activated_at is not null as activated, d.status, d.signal, d.temperature, d.last_login_at, d.last_offline_at,
    d.activated_at, d.floor, d.control_number, p.type as product_type
  from devices d join products p on p.id = d.product_id left join organisations o on o.id = d.org_id;
create view vending_machine_rows as
  select * from device_record_rows where product_type = 'vending';

-- A device's network configuration records (telemetry.schema.json#/$defs/netConfigRecord): its netConfig events.
create view device_net_config_rows as
  select id, device_id, received_at as at, body->>'mode' as mode, body->>'ssid' as ssid, body->>'result' as result, body->>'message' as message
  from device_events where type = 'netConfig';

-- A device's sensor readings (telemetry.schema.json#/$defs/sensorReading): its sensor events and the `sensors` of its
-- telemetry; `id` (the event's or the telemetry's) only breaks ties in the order, it is not answered.
create view device_sensor_rows as
  select e.id, e.device_id, e.received_at as at, e.body->'sensor'->>'name' as name, (e.body->'sensor'->>'value')::float8 as value,
    e.body->'sensor'->>'unit' as unit
  from device_events e where e.type = 'sensor'
  union all
  select t.id, t.device_id, t.received_at, x->>'name', (x->>'value')::float8, x->>'unit'
  from device_telemetry t cross join lateral jsonb_array_elements(t.body->'sensors') x
  where jsonb_typeof(t.body->'sensors') = 'array';

-- A device's connections to the broker (push.schema.json#/$defs/connection), with how long each lasted.
create view device_connection_rows as
  select id, device_id, connected_at, disconnected_at,
    case when disconnected_at is null then null else round(extract(epoch from (disconnected_at - connected_at)))::int end as duration_seconds,
    reason, client_ip, keepalive
  from device_connections;

-- Pushes to devices (push.schema.json#/$defs/record and #/$defs/detail): the status as shown (a message not
-- delivered whose time to live ran out is EXPIRED, as src/server/link/stages.ts shownStatusSql says) and its
-- stages in order; `id` is the request id, which orders ties and is answered as `requestId`.
create view push_message_rows as
  select m.request_id as id, m.request_id, m.device_id, d.name as device_name, m.type,
    (case when m.status in ('SEND', 'PUB', 'PUBOK', 'SUB') and m.expires_at <= now() then 'EXPIRED' else m.status end) as status,
    m.slow, m.total_ms, m.payload, m.source, m.ack_result, m.ack_message, m.created_at, m.expires_at,
    coalesce((select json_agg(json_build_object('stage', s.stage, 'at', s.at)
                order by s.at, array_position(array['apiSent','brokerReceived','brokerSent','deviceReceived']::text[], s.stage))
              from push_stages s where s.request_id = m.request_id), '[]'::json) as stages
  from push_messages m join devices d on d.id = m.device_id;

-- Alarm records of devices (alarm.schema.json#/$defs/record): the device's name and organisation, the model; the
-- payment alarms of the same table are the Deal menu's (pay_alarm_records), not these.
create view device_alarm_record_rows as
  select ar.id, ar.device_id, coalesce(nullif(d.alias, ''), d.name) as device_name, o.name as org_name, ar.product_id,
    p.name as product_name, p.model, ar.rule_id, ar.source_type, ar.level, ar.threshold, ar.value, ar.first_at, ar.last_at,
    ar.count, ar.status, ar.cleared_at
  from alarm_records ar join devices d on d.id = ar.device_id join products p on p.id = ar.product_id
    left join organisations o on o.id = d.org_id
  where ar.source_type in ('temperatureHigh', 'temperatureLow', 'signalWeak', 'faultRepeat', 'offline');

-- Each device a boot animation or a wallpaper was sent to (screen-push.schema.json#/$defs/delivery): the command's
-- link status as stored, what the device reported; `id` is the push's, which orders ties (not answered).
create view boot_animation_delivery_rows as
  select p.id, p.id as push_id, pd.device_id, p.asset_id, m.status, p.created_at as sent_at, pd.result, pd.message,
    pd.reported_at, p.user_account
  from screen_push_devices pd join screen_pushes p on p.id = pd.push_id left join push_messages m on m.request_id = pd.request_id
  where p.kind = 'bootAnimation';
create view wallpaper_delivery_rows as
  select p.id, p.id as push_id, pd.device_id, p.asset_id, m.status, p.created_at as sent_at, pd.result, pd.message,
    pd.reported_at, p.user_account
  from screen_push_devices pd join screen_pushes p on p.id = pd.push_id left join push_messages m on m.request_id = pd.request_id
  where p.kind = 'wallpaper';

-- The targets of an operation message (op-message.schema.json#/$defs/deviceRecord): each device, when it was added,
-- and its latest push of the message (status as stored and as shown, its stages); the message's organisation owns
-- the row; `id` is the device's, which orders ties (not answered).
create view op_message_device_rows as
  select d.id, t.message_id, om.org_id, d.serial_num, d.name as device_name, d.online, t.added_at,
    t.last_request_id::text as request_id, p.status,
    case when p.status is null then null when p.status = 'SEND' then 'pushed' when p.status in ('PUB', 'PUBOK', 'SUB') then 'published'
      when p.status = 'SUBOK' then 'succeeded' when p.status = 'EXPIRED' then 'expired' when p.status = 'FAILED' then 'failed'
      else 'unknown' end as status_shown,
    p.slow, p.total_ms,
    coalesce((select json_agg(json_build_object('stage', s.stage, 'at', s.at)
                order by array_position(array['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived'], s.stage))
              from push_stages s where s.request_id = t.last_request_id), '[]'::json) as stages
  from op_message_devices t join op_messages om on om.id = t.message_id join devices d on d.id = t.device_id
    left join push_messages p on p.request_id = t.last_request_id;

-- The organisation chain of a device (device.schema.json#/$defs/orgChain): the organisations of its path from the
-- platform down to its own, its own, the nearest merchant up the chain, its own when that is a store, its provider,
-- and when it was bound; a device bound to nobody has an empty chain.
create view device_org_chain_rows as
  select d.id as device_id, c.chain, c.own as organisation, c.merchant, case when c.own->>'type' = 'store' then c.own end as store,
    (select json_build_object('id', v.id, 'name', v.name, 'type', v.type) from organisations v where v.id = d.provider_org_id) as provider,
    d.bound_at
  from devices d cross join lateral (
    select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'type', o.type) order by o.depth), '[]'::json) as chain,
      (array_agg(json_build_object('id', o.id, 'name', o.name, 'type', o.type) order by o.depth desc))[1] as own,
      (array_agg(json_build_object('id', o.id, 'name', o.name, 'type', o.type) order by o.depth desc) filter (where o.type = 'merchant'))[1] as merchant
    from organisations o where o.id = any(string_to_array(trim(both '/' from d.org_path), '/')::bigint[])
  ) c;

-- The whole device (device.schema.json#/$defs/detail): its record, product, organisation, provider, locations and
-- presence; `secret` is left out of the answer for whoever does not hold device.secret (x-table hooks deviceDetail).
create view device_detail_rows as
  select d.id, d.id as device_id, d.name, d.alias, d.control_number, d.status,
    json_build_object('id', p.id, 'productKey', p.product_key, 'name', p.name, 'model', p.model,
      'brand', coalesce((select b.name from brands b where b.id = p.brand_id), ''), 'type', p.type, 'status', p.status) as product,
    case when o.id is null then null else json_build_object('id', o.id, 'name', o.name, 'type', o.type) end as organisation,
    case when v.id is null then null else json_build_object('id', v.id, 'name', v.name, 'type', v.type) end as provider,
    d.bound_at, d.activated_at is not null as activated, d.activated_at, d.manual_location, d.reported_location,
    d.activation_location, d.floor, d.online, d.last_login_at, d.last_offline_at, d.last_offline_reason, d.last_seen_at,
    d.signal, d.temperature, d.secret, d.created_at
  from devices d join products p on p.id = d.product_id left join organisations o on o.id = d.org_id
    left join organisations v on v.id = d.provider_org_id;

-- A device's activation facts (device.schema.json#/$defs/activationInfo): when and where it was activated, its product,
-- its organisation and when it was bound.
create view device_activation_rows as
  select d.id as device_id, d.activated_at is not null as activated, d.activated_at, d.activation_location, p.product_key,
    p.name as product_name, p.model, p.type as product_type, d.org_id, o.name as org_name, d.bound_at
  from devices d join products p on p.id = d.product_id left join organisations o on o.id = d.org_id;
