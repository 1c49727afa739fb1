-- An operator message as its list and detail answer it (schemas/devices/op-message.schema.json x-table.view):
-- who made it, by name, and how many devices it targets.
create view op_message_records as
  select m.id, m.org_id, m.title, m.content, m.type, m.file_name, m.file_size, m.file_mime, m.file_md5, u.name as created_by,
    (select count(*)::int from op_message_devices t where t.message_id = m.id) as device_count, m.created_at, m.updated_at
  from op_messages m left join users u on u.id = m.created_by;
