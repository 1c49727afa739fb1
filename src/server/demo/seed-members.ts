/**
 * Demo members (issue 16): every demo merchant gets earn settings, four levels and
 * DEMO_MEMBERS_PER_MERCHANT members on both platforms (src/domain/demo-members.ts: the simulator names the same
 * wallet identities as payers), opened over the last two years, each with a points history: the new-member
 * reward, daily logins and consumption rewards, and — for lots older than the validity — their expiry.
 * Set-based and deterministic; balances, points earned and levels are then computed from the ledger rows, so
 * the seed holds the ledger's invariant (balance = sum of the rows) exactly as the live path would.
 */
import type { Queryable } from '../db/database.js';
import { bulkLoad } from '../db/bulk-load.js';
import { DEMO_MEMBERS_PER_MERCHANT } from '../../domain/demo-members.js';
import { LEVEL_OF } from '../areas/members/points-ledger.js';

const LEVELS: [string, number][] = [
  ['レギュラー', 0],
  ['シルバー', 150],
  ['ゴールド', 250],
  ['プラチナ', 300],
];
const FAMILY = ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤', '吉田', '山田', 'Wang', 'Li', 'Zhang', 'Chen'];
const GIVEN = ['翔', '陽菜', '蓮', '結衣', '大翔', '葵', '湊', '凛', '悠真', 'さくら', '健', '美咲', 'Wei', 'Fang', 'Jun', 'Mei'];
const VALIDITY_DAYS = 365;

export async function seedMembers(tx: Queryable) {
  await tx.query(`create temporary table demo_merchants on commit drop as
    select id, path, row_number() over (order by id)::int as k from organisations where type = 'merchant'`);
  await tx.query(
    `insert into member_points_settings (org_id, new_member_points, consume_amount, consume_points, daily_login_points, validity_days)
     select id, 100, 100, 1, 5, $1 from demo_merchants`,
    [VALIDITY_DAYS],
  );
  await tx.query(
    `insert into member_levels (org_id, level, name, threshold)
     select m.id, l.n, l.name, l.threshold from demo_merchants m, unnest($1::text[], $2::bigint[]) with ordinality as l(name, threshold, n)`,
    [LEVELS.map((l) => l[0]), LEVELS.map((l) => l[1])],
  );
  // members 1..N of each merchant (odd Alipay, even WeChat: the wallet ids of src/domain/demo-members.ts), their
  // ids taken from the table's sequence so that the lots can name them before anything is written
  await tx.query(
    `create temporary table demo_members on commit drop as
     select nextval(pg_get_serial_sequence('members', 'id')) as id, m.id as org_id, m.path, m.k, n,
            now() - make_interval(days => (n * 37 + m.k * 11) % 730, mins => (n * 13) % 1440) as opened_at
       from demo_merchants m, generate_series(1, $1::int) n order by m.id, n`,
    [DEMO_MEMBERS_PER_MERCHANT],
  );
  // the lots: the new-member reward when the card opened, then 0 to 7 consumption rewards (1 point per
  // 100 JPY of a vend) and now and then a daily login, spread between the opening and now
  await tx.query(`create temporary table demo_lots on commit drop as
    select id as member_id, org_id, 'newMember'::text as reason, 100::bigint as delta, opened_at as at from demo_members
    union all
    select mb.id, mb.org_id, case when (mb.n + i) % 4 = 0 then 'dailyLogin' else 'consumption' end,
           case when (mb.n + i) % 4 = 0 then 5 else 1 + (mb.n * 7 + i * 13) % 20 end,
           mb.opened_at + (now() - mb.opened_at) * (i::float8 / 13)
      from demo_members mb, generate_series(1, 12) i
     where i <= (mb.n + mb.k) % 8`);
  // a purchase's points name the paid order they were given for: the newest purchases of a merchant's members take
  // the newest paid (not refunded or revoked) yen orders of its machines, one each, and the member is filed as the
  // order's payer; purchases older than the estate's order history keep no number
  await tx.query(`alter table demo_lots add column order_no text`);
  await tx.query(`create temporary table demo_buys on commit drop as
    select l.ctid as lot, l.org_id, row_number() over (partition by l.org_id order by l.at desc, l.member_id) as rn
      from demo_lots l where l.reason = 'consumption'`);
  await tx.query(`create temporary table demo_paid on commit drop as
    select d.id as org_id, p.order_number, p.paid_at, row_number() over (partition by d.id order by p.paid_at desc, p.order_number) as rn
      from pay_orders p join demo_merchants d on p.org_path like d.path || '%'
     where p.status = 'paid' and not p.revoked and p.refunded_amount = 0 and p.currency = 'JPY'`);
  await tx.query(`update demo_lots l set order_no = x.order_number, at = greatest(x.paid_at, m.opened_at)
      from (select b.lot, o.order_number, o.paid_at from demo_buys b join demo_paid o on o.org_id = b.org_id and o.rn = b.rn) x, demo_members m
     where l.ctid = x.lot and m.id = l.member_id`);
  // every movement in time order with the balance after it: a lot, and its expiry when its validity has
  // passed (nothing is spent in the demo, so what lapses is the whole lot)
  await tx.query(
    `create temporary table demo_moves on commit drop as
     select *, sum(delta) over (partition by member_id order by at, delta desc rows unbounded preceding) as balance_after from (
       select member_id, org_id, delta, reason, order_no, at + make_interval(days => $1) as expires_at,
              case when at + make_interval(days => $1) <= now() then 0 else delta end as remaining, at
         from demo_lots
       union all
       select member_id, org_id, -delta, 'expiry', null, null, null, at + make_interval(days => $1)
         from demo_lots where at + make_interval(days => $1) <= now()) x`,
    [VALIDITY_DAYS],
  );
  await bulkLoad(tx, ['members', 'member_points_ledger'], async () => {
    await tx.query(
      `insert into members (id, org_id, org_path, platform, wallet_user_id, card_no, name, mobile, gender, birthday, email,
         points, points_earned, level, opened_at, created_at)
       select d.id, d.org_id, d.path, case when n % 2 = 1 then 'alipay' else 'wechat' end,
              case when n % 2 = 1 then '2088' || lpad(n::text, 12, '0') else 'oDEMO' || lpad(n::text, 23, '0') end,
              'M' || lpad(d.org_id::text, 4, '0') || lpad(n::text, 8, '0'),
              ($1::text[])[1 + (n * 7 + d.k) % array_length($1::text[], 1)] || ' ' || ($2::text[])[1 + (n * 5 + d.k * 3) % array_length($2::text[], 1)],
              case when n % 9 = 0 then null else '090' || lpad(((n * 7919 + d.k * 104729) % 100000000)::text, 8, '0') end,
              (array['male', 'female', 'other', null])[1 + n % 4],
              case when n % 3 = 0 then null else date '1960-01-01' + (n * 97 + d.k * 13) % 16000 end,
              case when n % 4 = 0 then 'member' || n || '@example.com' end,
              t.points, t.earned, ${LEVEL_OF('d.org_id', 't.earned')}, d.opened_at, d.opened_at
         from demo_members d
         join (select member_id, sum(delta) as points, sum(greatest(delta, 0)) as earned from demo_moves group by member_id) t on t.member_id = d.id`,
      [FAMILY, GIVEN],
    );
    await tx.query(
      `insert into member_points_ledger (member_id, org_id, delta, balance_after, reason, order_no, expires_at, remaining, created_at)
       select member_id, org_id, delta, balance_after, reason, order_no, expires_at, remaining, at from demo_moves order by at, member_id, delta desc`,
    );
    await tx.query(`insert into member_order_payers (order_number, member_id) select order_no, member_id from demo_lots where order_no is not null`);
  });
}
