-- App centre: the install outbox of releases. A release's installs are decided in a transaction (a forced
-- release saved, its strategy turned forced, devices named for it, a gray release started or widened) but pushed
-- after it commits; a process that dies in between would leave those devices waiting forever. So the
-- transaction that makes devices due also writes them here, and whoever sends them — the request itself right
-- after its commit, or the outbox sweep of any process — claims rows FOR UPDATE SKIP LOCKED with a lease
-- (claimed_until), pushes through the one install path (src/server/areas/apps/installs.ts sendInstall), then
-- deletes them. A claim whose process died runs out and is taken again; a device that already has a command of
-- the release is not sent twice.
create table app_release_outbox (
  release_id bigint not null references app_releases(id) on delete cascade,
  device_id bigint not null references devices(id) on delete cascade,
  -- the address package links are signed for (the request's own origin); null: the server's configured one
  origin text,
  -- who made them due (the push is recorded in their name)
  created_by bigint references users(id),
  due_at timestamptz not null default now(),
  claimed_until timestamptz,
  primary key (release_id, device_id)
);
create index app_release_outbox_due on app_release_outbox (due_at);
