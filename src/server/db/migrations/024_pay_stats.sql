-- Payment statistics (issue 9; document 2 §7 "Orders and statistics": /pay/stats/*, /bi/pay/gw/*).
-- Both tables below are kept by the order ledger's rollup() (src/server/areas/payments/order-ledger.ts) in the
-- same transaction as every change of an order, exactly as pay_stats_daily is; revoked orders are in neither.

-- the gateway cost time distribution: how many orders of a rollup row took the gateway < 500 ms, 500–999 ms,
-- 1–2 s, 2–5 s and 5 s or more (src/domain/payments.ts GATEWAY_COST_BUCKETS_MS). An order
-- without a recorded cost is in no bucket, so the buckets' sum is also the number of orders that have one.
alter table pay_stats_daily add column cost_b0 bigint not null default 0;
alter table pay_stats_daily add column cost_b1 bigint not null default 0;
alter table pay_stats_daily add column cost_b2 bigint not null default 0;
alter table pay_stats_daily add column cost_b3 bigint not null default 0;
alter table pay_stats_daily add column cost_b4 bigint not null default 0;
-- the per-device rollup is read only for one device (the serialNum filter): its days in one index
create index pay_stats_daily_device_day on pay_stats_daily (device_id, day);

-- the same figures without the device: a year of an estate's daily statistics reads a few thousand rows of
-- this table instead of one row per device and day (the device rollup answers only the serialNum filter)
create table pay_stats_org_daily (
  day date not null,
  org_id bigint not null,
  pay_type smallint not null,
  currency text not null,
  channel text not null,
  status text not null,
  order_count bigint not null default 0,
  amount bigint not null default 0,
  refunded_amount bigint not null default 0,
  gateway_cost_ms bigint not null default 0,
  cost_b0 bigint not null default 0,
  cost_b1 bigint not null default 0,
  cost_b2 bigint not null default 0,
  cost_b3 bigint not null default 0,
  cost_b4 bigint not null default 0,
  primary key (day, org_id, pay_type, currency, channel, status)
);
create index pay_stats_org_daily_org_day on pay_stats_org_daily (org_id, day);

-- orders recorded before this migration: their buckets from a scan, then the organisation rollup from the device one
update pay_stats_daily s set cost_b0 = x.b0, cost_b1 = x.b1, cost_b2 = x.b2, cost_b3 = x.b3, cost_b4 = x.b4
  from (select (o.created_at at time zone 'Asia/Tokyo')::date as day, o.org_id, coalesce(o.device_id, 0) as device_id, o.pay_type, o.currency, o.channel, o.status,
               count(*) filter (where o.gateway_cost_ms < 500) as b0,
               count(*) filter (where o.gateway_cost_ms >= 500 and o.gateway_cost_ms < 1000) as b1,
               count(*) filter (where o.gateway_cost_ms >= 1000 and o.gateway_cost_ms < 2000) as b2,
               count(*) filter (where o.gateway_cost_ms >= 2000 and o.gateway_cost_ms < 5000) as b3,
               count(*) filter (where o.gateway_cost_ms >= 5000) as b4
          from pay_orders o where not o.revoked
         group by 1, 2, 3, 4, 5, 6, 7) x
 where s.day = x.day and s.org_id = x.org_id and s.device_id = x.device_id and s.pay_type = x.pay_type
   and s.currency = x.currency and s.channel = x.channel and s.status = x.status;
insert into pay_stats_org_daily (day, org_id, pay_type, currency, channel, status, order_count, amount, refunded_amount, gateway_cost_ms, cost_b0, cost_b1, cost_b2, cost_b3, cost_b4)
  select day, org_id, pay_type, currency, channel, status, sum(order_count), sum(amount), sum(refunded_amount), sum(gateway_cost_ms),
         sum(cost_b0), sum(cost_b1), sum(cost_b2), sum(cost_b3), sum(cost_b4)
    from pay_stats_daily group by day, org_id, pay_type, currency, channel, status;
