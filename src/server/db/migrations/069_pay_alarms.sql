-- Payment alarms (issue 29 item 3; spec document 1 §2 Deal, "warning records"): four more source types on the
-- device alarms' own rules and records (migration 008), raised from what the payment area records.
--   payFailRepeat   a device's payments failing (failed, directFailed): `threshold` (2-500) within window_minutes
--   channelTimeout  a pay config's gateway answers timing out (answered "result unknown", or slower than the
--                   config's timeout_seconds): `threshold` (1-500) within window_minutes
--   refundFail      refunds of a device's orders failing: `threshold` (1-500) within window_minutes
--   payPushMissing  a device's pay config push not acknowledged `threshold` (1-500) minutes after it was sent
-- A payment rule names a channel (a PAY_CHANNELS key) where a device rule names a model: its key is
-- `<sourceType>/<channel>`, one rule per channel and source type, shared by every estate using the channel.
alter table alarm_rules alter column product_id drop not null;
alter table alarm_rules add column channel text;
alter table alarm_rules drop constraint alarm_rules_source_type_check;
alter table alarm_rules drop constraint alarm_rules_check;
alter table alarm_rules add constraint alarm_rules_source_type_check check (source_type in (
  'temperatureHigh', 'temperatureLow', 'signalWeak', 'faultRepeat', 'offline',
  'payFailRepeat', 'channelTimeout', 'refundFail', 'payPushMissing'));
alter table alarm_rules add constraint alarm_rules_threshold_check check (case source_type
  when 'faultRepeat' then threshold between 2 and 500 and window_minutes between 1 and 500
  when 'payFailRepeat' then threshold between 2 and 500 and window_minutes between 1 and 500
  when 'channelTimeout' then threshold between 1 and 500 and window_minutes between 1 and 500
  when 'refundFail' then threshold between 1 and 500 and window_minutes between 1 and 500
  when 'offline' then threshold between 1 and 500 and window_minutes is null
  when 'payPushMissing' then threshold between 1 and 500 and window_minutes is null
  else threshold between 1 and 100 and window_minutes is null
end);
-- a device rule is a model's, a payment rule a channel's: never both, never neither
alter table alarm_rules add constraint alarm_rules_subject_check check (case
  when source_type in ('payFailRepeat', 'channelTimeout', 'refundFail', 'payPushMissing') then channel is not null and product_id is null
  else product_id is not null and channel is null
end);
create unique index alarm_rules_channel_source on alarm_rules (channel, source_type) where channel is not null;

-- A payment record is a device's (payFailRepeat, refundFail, payPushMissing: one active per device and source,
-- the index of 008) or a pay config's (channelTimeout: one active per config and source, below). It keeps the
-- config and channel it concerns; the window it was judged in is its own copy, like the threshold.
alter table alarm_records alter column device_id drop not null;
alter table alarm_records alter column product_id drop not null;
alter table alarm_records add column pay_config_id bigint references pay_configs(id) on delete set null;
alter table alarm_records add column channel text;
alter table alarm_records add column window_minutes integer;
-- a person who marked an active record resolved, and why (the automatic clear leaves both null)
alter table alarm_records add column resolved_by bigint references users(id) on delete set null;
alter table alarm_records add column resolve_note text;
create unique index alarm_records_one_active_config on alarm_records (pay_config_id, source_type) where status = 'active' and device_id is null;
create index alarm_records_pay on alarm_records (first_at desc, id desc)
  where source_type in ('payFailRepeat', 'channelTimeout', 'refundFail', 'payPushMissing');

-- the device alarm rules' list keeps to the models' rules; the payment rules have their own list
create or replace view alarm_rule_records as
  select r.id, r.source_type, p.product_key as source, r.source_type || '/' || p.product_key as key, r.product_id, p.name as product_name, p.model,
    r.threshold, r.window_minutes, r.level, r.status, r.remark, r.created_at, r.updated_at
  from alarm_rules r join products p on p.id = r.product_id;

-- A payment alarm rule as its list answers it (schemas/payments/pay-alarm.schema.json $defs/rule x-table).
create view pay_alarm_rule_records as
  select r.id, r.source_type, r.channel as source, r.source_type || '/' || r.channel as key,
    r.threshold, r.window_minutes, r.level, r.status, r.remark, r.created_at, r.updated_at
  from alarm_rules r where r.channel is not null;

-- A payment alarm record as its list answers it ($defs/record x-table, read only: the records are written by the
-- judges in pay-alarms.ts, never by the table handler), owned by the device's organisation
-- (a config's for channelTimeout), so the caller's subtree decides who sees it.
create view pay_alarm_records as
  select ar.id, coalesce(d.org_id, c.org_id) as org_id, ar.source_type, ar.device_id, d.serial_num,
    coalesce(nullif(d.alias, ''), d.name) as device_name, ar.pay_config_id, c.name as config_name, ar.channel,
    ar.level, ar.threshold, ar.window_minutes, ar.value, ar.first_at, ar.last_at, ar.count, ar.status, ar.cleared_at,
    ar.resolve_note, u.name as resolved_by_name
  from alarm_records ar
    left join devices d on d.id = ar.device_id
    left join pay_configs c on c.id = ar.pay_config_id
    left join users u on u.id = ar.resolved_by
  where ar.source_type in ('payFailRepeat', 'channelTimeout', 'refundFail', 'payPushMissing');

-- what the judges count, found by index: a config's orders in a window, failed refunds by when they failed
create index pay_orders_config_created on pay_orders (pay_config_id, created_at desc);
create index pay_refunds_failed on pay_refunds (settled_at desc) where state = 'failed';
