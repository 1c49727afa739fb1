/**
 * Demo history of online payments (issue 9): `count` orders over the last 180 days across every activated,
 * bound device of the demo estate, in several currencies and payment methods, with the spread of outcomes
 * a real estate shows (mostly paid; some failed, a few unknown, revoked, partly and fully refunded).
 * Deterministic: the same history every time it is seeded. Written in bulk by SQL, then the daily rollup is
 * built from the orders in one INSERT … SELECT, the same figures the ledger would have kept one by one
 * (tests/api/pay-seed.test.ts compares them).
 */
import type { Queryable } from '../db/database.js';
import { bulkLoad } from '../db/bulk-load.js';

/** Payment methods by weight: Japanese brands first (PayPay leads), then the inbound tourists' ones. */
const METHODS = [205, 205, 205, 205, 206, 206, 207, 207, 212, 211, 216, 209, 1, 2, 2, 12, 214, 110, 215, 99];
/** Currencies by weight (per 20 orders): the estate is Japanese; tourist POS terminals take a few others. */
const CURRENCIES = ['JPY', 'JPY', 'JPY', 'JPY', 'JPY', 'JPY', 'JPY', 'JPY', 'JPY', 'JPY', 'JPY', 'JPY', 'JPY', 'JPY', 'JPY', 'JPY', 'CNY', 'USD', 'TWD', 'KRW'];

export async function seedPayments(tx: Queryable, count: number): Promise<void> {
  if (count <= 0) return;
  await tx.query(`create temporary table demo_pay_devices on commit drop as
    select d.id, d.serial_num, d.org_id, d.org_path, p.type, row_number() over (order by d.id)::int as k,
           (select c.id from pay_configs c where c.org_id = d.org_id and c.is_default) as pay_config_id
      from devices d join products p on p.id = d.product_id
     where d.org_id is not null and d.activated_at is not null`);
  const [{ n: devices }] = await tx.query<{ n: number }>('select count(*)::int as n from demo_pay_devices');
  if (devices === 0) return;
  // a vending machine's n-th order sold from the lane in slot n % 12 of its lanes in lane-number order (none past the last)
  await tx.query(`create temporary table demo_pay_lanes on commit drop as
    select x.device_id, (row_number() over (partition by x.device_id order by x.lane_no) - 1)::int as slot, x.lane_no, x.goods_id
      from lanes x join demo_pay_devices d on d.id = x.device_id and d.type = 'vending'`);
  await bulkLoad(tx, ['pay_orders', 'pay_order_events', 'pay_refunds'], async () => {
    const perDevice = Math.ceil(count / devices);
    // one row per order, the n-th of each device spread evenly over 180 days (15552000 s); h is a deterministic hash of (device, n) that picks method, currency, amount and fate.
    // `offset 0` keeps each level a subquery of its own: flattened, every use of h, status or at would compute it again.
    await tx.query(
      `insert into pay_orders (order_number, org_id, org_path, device_id, serial_num, pay_config_id, channel, pay_type, currency, amount,
         refund_reserved, refunded_amount, status, revoked, revoked_at, gateway_trade_no, gateway_cost_ms, gateway_code, lane_no, goods_id, created_at, paid_at, updated_at)
       select o.order_number, o.org_id, o.org_path, o.id, o.serial_num,
              o.pay_config_id, 'sandbox', o.pay_type, o.currency, o.amount,
              o.refunded, o.refunded, o.status, o.revoked, case when o.revoked then o.at + interval '3 minutes' end,
              case when o.status in ('paid', 'cancelFailed') then 'SBX' || o.h end,
              150 + (o.h % 997) * (1 + (o.h % 5 = 0)::int * 3) % 2800, case o.status when 'paid' then 'SUCCESS' when 'unknown' then 'USERPAYING' when 'unpaid' then null else 'FAIL' end,
              o.lane_no, o.goods_id, o.at, case when o.status = 'paid' then o.at + interval '2 seconds' end, o.at
         from (select s.*,
                      case when s.status = 'paid' and s.h % 97 = 0 then s.amount when s.status = 'paid' and s.h % 61 = 0 then s.amount / 2 else 0 end as refunded,
                      s.status = 'paid' and s.h % 89 = 0 and s.h % 97 <> 0 and s.h % 61 <> 0 as revoked
                 from (select b.*,
                              (array[${METHODS.join(',')}])[1 + b.h % ${METHODS.length}] as pay_type,
                              b.cur as currency,
                              case b.cur when 'JPY' then 100 + (b.h % 30) * 10 when 'KRW' then 1000 + (b.h % 30) * 100 else 100 + (b.h % 2900) end as amount,
                              case when b.h % 1000 < 930 then 'paid' when b.h % 1000 < 960 then 'failed' when b.h % 1000 < 975 then 'directFailed'
                                   when b.h % 1000 < 985 then 'cancelFailed' when b.h % 1000 < 998 then 'unpaid' else 'unknown' end as status
                         from (select d.id, d.serial_num, d.org_id, d.org_path, d.pay_config_id, n,
                                      'DEMO-P' || d.id || '-' || n as order_number,
                                      abs(hashtext(d.id || ':' || n)) as h,
                                      (array['${CURRENCIES.join("','")}'])[1 + abs(hashtext(n || ':' || d.id)) % ${CURRENCIES.length}] as cur,
                                      l.lane_no, l.goods_id,
                                      date_trunc('second', now()) - make_interval(secs => (((n - 1)::bigint * 15552000 / $1) + (n::bigint * 104729 + d.k * 7919) % greatest(15552000 / $1, 1))::double precision) as at
                                 from demo_pay_devices d
                                 cross join generate_series(1, $1::int) n
                                 left join demo_pay_lanes l on l.device_id = d.id and l.slot = n % 12 offset 0) b offset 0) s offset 0) o`,
      [perDevice],
    );
    // an old "result unknown" would have been settled long ago: only the last day's stay unknown
    await tx.query(`update pay_orders set status = 'failed', gateway_code = 'CLOSED' where status = 'unknown' and created_at < now() - interval '1 day'`);
    // the demo vends (seed-vending.ts) not paid in coins (seed-cash.ts takes those: (id * 7) % 100 < 45) were
    // paid online under the same order numbers, so the vending orders show their payments
    await tx.query(
      `insert into pay_orders (order_number, org_id, org_path, device_id, serial_num, pay_config_id, channel, pay_type, currency, amount,
         status, gateway_trade_no, gateway_cost_ms, gateway_code, lane_no, goods_id, created_at, paid_at, updated_at)
       select v.order_no, d.org_id, d.org_path, d.id, d.serial_num, (select c.id from pay_configs c where c.org_id = d.org_id and c.is_default),
              'sandbox', (array[${METHODS.join(',')}])[1 + v.id % ${METHODS.length}], 'JPY', v.amount, 'paid', 'SBX-' || v.order_no, 200 + v.id % 900, 'SUCCESS',
              v.lane_no, v.goods_id, v.sold_at, v.sold_at + interval '2 seconds', v.sold_at
         from vend_records v join devices d on d.id = v.device_id
        where v.result = 'ok' and v.order_no like 'DEMO-V%' and (v.id * 7) % 100 >= 45 and d.org_id is not null and v.amount > 0
       on conflict (order_number) do nothing`,
    );
    await tx.query(
      `insert into pay_refunds (refund_no, order_id, org_id, amount, state, reason, created_at, settled_at)
       select 'DEMO-R' || id, id, org_id, refunded_amount, 'success', 'デモ返金', created_at + interval '1 hour', created_at + interval '1 hour'
         from pay_orders where refunded_amount > 0`,
    );
    await tx.query(
      `insert into pay_order_events (order_id, kind, before, after, created_at)
       select id, 'created', null, jsonb_build_object('status', status, 'revoked', false, 'refundStatus', 'none', 'refundedAmount', 0, 'refundReserved', 0), created_at
         from pay_orders`,
    );
    await tx.query(
      `insert into pay_order_events (order_id, kind, before, after, note, created_at)
       select id, 'revoke', jsonb_build_object('status', status, 'revoked', false), jsonb_build_object('status', status, 'revoked', true), 'デモ取消', revoked_at
         from pay_orders where revoked`,
    );
  });
  await rebuildPayRollup(tx);
}

/**
 * Builds the rollups (pay_stats_daily, and pay_stats_org_daily without the device: migration 024) from
 * pay_orders, for the demo seed and benchmarks; the ledger keeps them one change at a time afterwards.
 * The gateway cost-time buckets are those of src/domain/payments.ts GATEWAY_COST_BUCKETS_MS (< 500 ms … ≥ 5 s).
 */
export async function rebuildPayRollup(tx: Queryable): Promise<void> {
  await tx.query('delete from pay_stats_daily');
  await tx.query('delete from pay_stats_org_daily');
  await bulkLoad(tx, ['pay_stats_daily', 'pay_stats_org_daily'], async () => {
    await tx.query(
      `insert into pay_stats_daily (day, org_id, device_id, pay_type, currency, channel, status, order_count, amount, refunded_amount, gateway_cost_ms,
         cost_b0, cost_b1, cost_b2, cost_b3, cost_b4)
       select (created_at at time zone 'Asia/Tokyo')::date, org_id, coalesce(device_id, 0), pay_type, currency, channel, status,
              count(*), sum(amount), sum(refunded_amount), coalesce(sum(gateway_cost_ms), 0),
              count(*) filter (where gateway_cost_ms < 500), count(*) filter (where gateway_cost_ms >= 500 and gateway_cost_ms < 1000),
              count(*) filter (where gateway_cost_ms >= 1000 and gateway_cost_ms < 2000), count(*) filter (where gateway_cost_ms >= 2000 and gateway_cost_ms < 5000),
              count(*) filter (where gateway_cost_ms >= 5000)
         from pay_orders where not revoked
        group by 1, 2, 3, 4, 5, 6, 7`,
    );
    await tx.query(
      `insert into pay_stats_org_daily (day, org_id, pay_type, currency, channel, status, order_count, amount, refunded_amount, gateway_cost_ms, cost_b0, cost_b1, cost_b2, cost_b3, cost_b4)
       select day, org_id, pay_type, currency, channel, status, sum(order_count), sum(amount), sum(refunded_amount), sum(gateway_cost_ms),
              sum(cost_b0), sum(cost_b1), sum(cost_b2), sum(cost_b3), sum(cost_b4)
         from pay_stats_daily group by day, org_id, pay_type, currency, channel, status`,
    );
  });
}
