import type { Queryable } from '../db/database.js';

/**
 * The lanes of the demo vending machines: the first eight machines under each organisation that keeps a
 * goods library get a 5 × 6 grid with lanes 1-30 (the numbers the simulator's vends name), filled from the
 * library in turn at its default price, max stock 10/15/20, every eleventh lane closed and lane 30 left
 * without a good. Their stock is the machines' starting state, not a change: neither the stock change log nor
 * the lane history has rows for it (other areas' tests count those rows per good). Set-based, so a fresh
 * test database seeds in milliseconds.
 */
export async function seedLanes(tx: Queryable): Promise<void> {
  await tx.query(`create temporary table seed_lane_devices on commit drop as
    select id, org_path, goods_org from (
      select d.id, d.org_path, o.id as goods_org, row_number() over (partition by o.id order by d.id) as k
      from devices d
      join products p on p.id = d.product_id and p.type = 'vending'
      join organisations o on d.org_path like o.path || '%'
      where exists (select 1 from goods g where g.org_id = o.id and g.status = 1)
    ) x where k <= 8`);
  await tx.query('insert into lane_grids (device_id, rows, cols) select id, 5, 6 from seed_lane_devices');
  await tx.query(`insert into lanes (device_id, lane_no, row_no, col_no, goods_id, price, stock, max_stock, status)
    select s.id, n::text, (n - 1) / 6 + 1, (n - 1) % 6 + 1, g.id, g.default_price,
      case when g.id is null then 0 else (n * 7 + s.id::int) % (10 + (n % 3) * 5 + 1) end, 10 + (n % 3) * 5,
      case when n % 11 = 0 then 0 else 1 end
    from seed_lane_devices s
    cross join generate_series(1, 30) as n
    left join lateral (
      select id, default_price from goods where org_id = s.goods_org and status = 1 and n < 30
      order by id offset (n - 1) % greatest(1, (select count(*) from goods where org_id = s.goods_org and status = 1)) limit 1
    ) g on true`);
}
