-- The device link (issue 7): per device and topic, how many messages went through and when the last did
-- (the device detail's topic list). Uplinks count what was accepted; cmd is counted from push_messages.
create table device_topic_stats (
  device_id bigint not null references devices(id) on delete cascade,
  channel text not null check (channel in ('ack', 'telemetry', 'event', 'shadow/reported', 'shadow/desired', 'status')),
  count bigint not null default 0,
  last_at timestamptz not null,
  primary key (device_id, channel)
);
