-- An alarm rule as its list answers it (schemas/devices/alarm.schema.json $defs/rule x-table): the model it is
-- for by key and name, and its key `<sourceType>/<model key>`, which the console names a rule by. Rules are
-- shared by every estate using the model (scope "shared").
create view alarm_rule_records as
  select r.id, r.source_type, p.product_key as source, r.source_type || '/' || p.product_key as key, r.product_id, p.name as product_name, p.model,
    r.threshold, r.window_minutes, r.level, r.status, r.remark, r.created_at, r.updated_at
  from alarm_rules r join products p on p.id = r.product_id;
