-- Presence from status messages with several server processes (issue 19): every process receives every status
-- message of a device, in the order the broker got them, and one of them applies each. The first to insert a
-- message's digest applies it; another process inserting the same digest waits for that transaction and then
-- skips, so a device's online and offline are applied in their order even when processes handle them. Digests
-- older than ten minutes may be seen again (a device repeating a message later means it again).
create table device_status_seen (
  device_id bigint not null references devices(id) on delete cascade,
  digest text not null,
  seen_at timestamptz not null default now(),
  primary key (device_id, digest)
);
