/**
 * Demo data of the vending tabs (issue 8): two weeks of sales on the first twelve activated, bound vending
 * machines that have lanes with goods (as their vend events would have left them: each sale names its lane's
 * good), and a planned replenishment on each. Deterministic: the same estate every time it is seeded.
 */
import type { Queryable } from '../db/database.js';

export async function seedVending(tx: Queryable) {
  await tx.query(`create temporary table demo_vending_devices on commit drop as
    select d.id, row_number() over (order by d.id)::int as k from devices d join products p on p.id = d.product_id
     where p.type = 'vending' and d.org_id is not null and d.activated_at is not null
       -- machines with lanes: a sale names its lane's good (a machine without lanes left every sale nameless)
       and exists (select 1 from lanes l where l.device_id = d.id and l.goods_id is not null)
     order by d.id limit 12`);
  await tx.query(
    `insert into vend_records (device_id, lane_no, goods_id, amount, result, order_no, device_ts, sold_at)
     select s.id, s.lane::text, (select goods_id from lanes x where x.device_id = s.id and x.lane_no = s.lane::text),
            (array[120, 130, 150, 160, 180, 200])[1 + (s.n + s.lane) % 6],
            case when (s.n * 13 + s.k) % 50 = 0 then 'failed' else 'ok' end,
            'DEMO-V' || s.id || '-' || s.n, s.at, s.at
       from (select dv.id, dv.k, n, (n * 7 + dv.k) % 12 + 1 as lane,
                    date_trunc('minute', now()) - make_interval(mins => (n * 167 + dv.k * 11) % (14 * 24 * 60)) as at
               from demo_vending_devices dv, generate_series(1, 150) n) s`,
  );
  await tx.query(
    `insert into replenish_plans (device_id, planned_time, interval_days)
     select id, make_time(8 + k % 4, (k % 2) * 30, 0), 1 + k % 3 from demo_vending_devices`,
  );
}
