-- A device's replenishment plan as its calls answer it (schemas/retail/vending.schema.json#/$defs/replenishPlan, the
-- generic handler's owned path): one row per device, with or without a plan (its fields then null), the latest
-- vending or one-key replenishment of its lanes from the stock change log, and who set the plan by name.
create view replenish_plan_rows as
  select d.id as device_id,
    (select max(s.created_at) from stock_change_logs s where s.device_id = d.id and s.kind in ('vendingReplenish', 'oneKeyReplenish')) as last_replenish_at,
    to_char(r.planned_time, 'HH24:MI') as replenish_time, r.interval_days, r.updated_at, u.name as updated_by
  from devices d left join replenish_plans r on r.device_id = d.id left join users u on u.id = r.updated_by;
