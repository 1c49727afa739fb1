-- An error-log entry as its list answers it (schemas/system/error-log.schema.json $defs/record x-table): `time`
-- is when it happened by the browser's clock (never later than its save). Scope "own": a user reads their entries.
create view error_log_records as
  select e.id, e.user_id, e.user_name, e.occurred_at as "time", e.type, e.code, e.message, e.url
  from error_logs e;
