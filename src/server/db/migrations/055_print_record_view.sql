-- A print record as its list and detail answer it (schemas/retail/vending.schema.json $defs/printRecord x-table):
-- its status and failure derived from the push it rode (the device's answer in time, or the deadline passed),
-- who sent it by name, and when the device received it. Device-scoped: the table layer joins devices on device_id.
create view print_record_view as
  select p.id, p.device_id, p.request_id, p.content, p.copies, p.timeout_seconds,
    (case when m.status in ('SUBOK', 'FAILED') and m.total_ms <= p.timeout_seconds * 1000 then (case m.status when 'SUBOK' then 'done' else 'failed' end)
      when m.status in ('SUBOK', 'FAILED', 'EXPIRED') or now() >= m.created_at + make_interval(secs => p.timeout_seconds) then 'failed'
      else 'processing' end) as status,
    (case when m.status in ('SUBOK', 'FAILED') and m.total_ms <= p.timeout_seconds * 1000 then (case m.status when 'FAILED' then 'deviceError' end)
      when m.status in ('SUBOK', 'FAILED', 'EXPIRED') or now() >= m.created_at + make_interval(secs => p.timeout_seconds) then 'timeout' end) as fail_reason,
    m.ack_message, m.status as push_status, u.name as created_by, m.created_at,
    m.created_at + make_interval(secs => p.timeout_seconds) as deadline,
    (select s.at from push_stages s where s.request_id = p.request_id and s.stage = 'deviceReceived') as done_at
  from print_records p join push_messages m on m.request_id = p.request_id left join users u on u.id = p.created_by;
