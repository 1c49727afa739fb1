/**
 * Demo cash payments (issue 9): 180 days of coin sales on the activated, bound vending machines, plus the
 * cash half of the demo vends (seed-vending.ts) under the same order numbers, so vending orders show cash
 * payments. One in forty is revoked (with its log). Deterministic, written in bulk; the daily rollup is then
 * built from the orders by one INSERT … SELECT … GROUP BY, exactly as the live path would have left it.
 */
import type { Queryable } from '../db/database.js';
import { bulkLoad } from '../db/bulk-load.js';

export async function seedCash(tx: Queryable) {
  await tx.query(`create temporary table demo_cash_devices on commit drop as
    select d.id, d.org_id, d.org_path, d.serial_num, row_number() over (order by d.id)::int as k,
           coalesce((select l.currency from device_currency_logs l where l.device_id = d.id order by l.id desc limit 1), 'JPY') as currency
      from devices d join products p on p.id = d.product_id
     where p.type = 'vending' and d.org_id is not null and d.org_path is not null and d.activated_at is not null order by d.id limit 16`);
  await bulkLoad(tx, ['cash_pay_orders', 'cash_revoke_logs'], async () => {
    // the demo vends paid in coins (about 45 in 100), at the vend's time
    await tx.query(
      `insert into cash_pay_orders (org_id, org_path, device_id, serial_num, order_no, currency, amount, lane_no, goods_id, day, paid_at, device_ts)
       select dc.org_id, dc.org_path, dc.id, dc.serial_num, v.order_no, dc.currency, v.amount, v.lane_no, v.goods_id,
              (v.sold_at at time zone 'Asia/Tokyo')::date, v.sold_at, v.device_ts
         from vend_records v join demo_cash_devices dc on dc.id = v.device_id
        where v.result = 'ok' and v.order_no like 'DEMO-V%' and (v.id * 7) % 100 < 45`,
    );
    // 180 days of coin sales: 1 to 6 a day per machine, spread over the Tokyo day's opening hours
    await tx.query(
      `insert into cash_pay_orders (org_id, org_path, device_id, serial_num, order_no, currency, amount, lane_no, goods_id, day, paid_at)
       select s.org_id, s.org_path, s.id, s.serial_num, 'DEMO-C' || s.id || '-' || s.d || '-' || s.n, s.currency,
              (array[100, 120, 130, 150, 160, 180, 200])[1 + (s.d * 3 + s.n * 5 + s.k) % 7],
              s.lane::text, x.goods_id, (s.at at time zone 'Asia/Tokyo')::date, s.at
         from (select dc.*, d, n, (d * 5 + n * 3 + dc.k) % 12 + 1 as lane,
                      date_trunc('day', now() at time zone 'Asia/Tokyo') at time zone 'Asia/Tokyo' - make_interval(days => d)
                        + make_interval(mins => 7 * 60 + (n * 97 + d * 13 + dc.k * 29) % (14 * 60)) as at
                 from demo_cash_devices dc, generate_series(1, 180) d, generate_series(1, 6) n
                where n <= 1 + (d + dc.k) % 6) s
         left join lanes x on x.device_id = s.id and x.lane_no = s.lane::text
       on conflict (device_id, order_no) do nothing`,
    );
    // one in forty revoked by the platform's administrator, an hour after the payment, with its log
    await tx.query(
      `with revoked as (
         update cash_pay_orders set status = 'revoked', revoked_at = paid_at + interval '1 hour', revoked_by = (select id from users where account = 'admin')
          where id % 40 = 0 returning id, revoked_by, revoked_at)
       insert into cash_revoke_logs (cash_order_id, operator_id, reason, before, after, created_at)
       select id, revoked_by, '釣り銭切れのため返金', '{"status":"normal"}', jsonb_build_object('status', 'revoked', 'revokedAt', revoked_at), revoked_at from revoked`,
    );
  });
  await tx.query(
    `insert into cash_stats_daily (day, org_id, device_id, currency, order_count, amount)
     select day, org_id, device_id, currency, count(*), sum(amount) from cash_pay_orders where status = 'normal' group by day, org_id, device_id, currency`,
  );
}
