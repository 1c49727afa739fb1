-- An error-log entry keeps a short fingerprint of the session that saw it (issue 29 item 13): the first 12 hex
-- digits of the SHA-256 of its token, so that the entries of one session can be grouped. The token itself is a
-- credential and is never stored; 48 bits of its hash tell nothing about it.
alter table error_logs add column token_fingerprint text check (token_fingerprint ~ '^[0-9a-f]{12}$');
create index error_logs_session on error_logs (token_fingerprint, occurred_at desc) where token_fingerprint is not null;
create or replace view error_log_records as
  select e.id, e.user_id, e.user_name, e.occurred_at as "time", e.type, e.code, e.message, e.url, e.token_fingerprint
  from error_logs e;
