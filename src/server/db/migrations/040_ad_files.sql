-- Uploaded creative files (POST /custom/ad/creative/upload): the bytes live in the package store (every server
-- process sees it), keyed by 128 random bits; this row says what they are, for serving them with their type.
create table ad_files (
  key text primary key check (key ~ '^[0-9a-f]{32}$'),
  org_id bigint not null references organisations(id),
  kind text not null check (kind in ('image', 'video')),
  mime text not null,
  md5 text not null,
  size bigint not null check (size > 0),
  width integer not null,
  height integer not null,
  created_by bigint references users(id),
  created_at timestamptz not null default now()
);
