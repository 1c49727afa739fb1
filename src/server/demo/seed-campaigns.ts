/**
 * Demo campaigns (issue 16, m-campaigns), set-based: every demo merchant has one campaign of each kind in a
 * different state, dated from today in Tokyo — a new-member gift that has ended (points), a login stamp
 * campaign in progress (points every 3 stamps), and a Christmas holiday campaign that was terminated (one
 * coupon of the merchant's running Alipay template per paying member) — with stamps and prizes sent. None of
 * them acts on a card opening or a paid vend today (the ended and terminated ones are over, and nothing in the
 * product sends a member's login yet), so the members' and coupons' tests see the estate they expect. Points prizes are written as ledger rows with the balance after each (the ledger's invariant holds);
 * coupon prizes as claimed coupons counted on their template and per member. Merchant administrators are
 * granted the campaign codes.
 */
import type { Queryable } from '../db/database.js';
import { FUNCTION_CODES, RESOURCES } from '../../../resources/index.js';
import { LEVEL_OF } from '../areas/members/points-ledger.js';

const TODAY = `(now() at time zone 'Asia/Tokyo')::date`;
const CODES = ['activity.view', 'activity.create', 'activity.over'];

export async function seedCampaigns(tx: Queryable) {
  const menus = RESOURCES.filter((r) => r.name === 'campaigns').map((r) => r.menu.code);
  const codes = [...CODES.filter((c) => FUNCTION_CODES.some((f) => f.code === c)), ...menus, 'menu.marketing'];
  await tx.query(
    `insert into role_permissions (role_id, code) select r.id, c from roles r, unnest($1::text[]) c where r.name = '加盟店管理者' on conflict do nothing`,
    [codes],
  );
  // the campaigns: the holiday one's prize is the merchant's running random Alipay template, when it has one
  await tx.query(`insert into campaigns (org_id, org_path, type, name, notes, start_day, end_day, prize_type, prize_points, prize_template_id,
      prize_limit, stamp_mode, daily_cap, redeem_count, stamp_style, festival_code, terminated_at, created_at)
    select o.id, o.path, s.type, s.name, s.notes, ${TODAY} + s.d0, ${TODAY} + s.d1, s.prize_type, s.points, case when s.prize_type = 'coupon' then t.id end, s.lim, s.mode, s.cap, s.redeem, s.style, s.fest,
           case when s.type = 'holiday' then now() - interval '1 day' end, now() - make_interval(days => 1 - s.d0)
      from organisations o
      cross join (values
        ('newMember', '新規会員プレゼント', array['会員カードを作ると 50 ポイント', 'お一人様 1 回まで'], -40, -11, 'points', 50, 1, null, null::int, null::int, null, null),
        ('stamp', '冬のログインスタンプ', array['毎日ログインで 1 スタンプ', '3 個で 30 ポイント', 'お一人様 2 回まで'], -10, 20, 'points', 30, 2, 'login', 2, 3, 'coffee', null),
        ('holiday', 'クリスマス特典', array['期間中に自販機でお支払いの会員にクーポン', 'お一人様 1 枚まで'], -5, 10, 'coupon', null, 1, null, null, null, null, 'christmas')
      ) s(type, name, notes, d0, d1, prize_type, points, lim, mode, cap, redeem, style, fest)
      left join lateral (select id from coupon_templates t where t.org_id = o.id and t.platform = 'alipay' and t.type = 'random'
                          and ${TODAY} between t.issue_start and t.issue_end and t.claimed + 10 <= t.quantity and t.per_person_limit >= 2 order by id limit 1) t on true
     where o.type = 'merchant' and o.status = 1 and (s.prize_type = 'points' or t.id is not null)`);
  // who took part: the merchant's first members (alipay for the coupon prize)
  await tx.query(`create temporary table demo_campaign_members on commit drop as
    select c.id as campaign_id, c.type, c.org_id, c.org_path, c.start_day, c.redeem_count, c.prize_limit, c.daily_cap, m.id as member_id, m.rn
      from campaigns c
      join lateral (select id, row_number() over (order by id)::int as rn from members mm
                     where mm.org_id = c.org_id and (c.type <> 'holiday' or mm.platform = 'alipay') order by id limit 12) m on true`);
  // stamps: member n collected (n % 7) + 1 stamps, one a day from the first day
  await tx.query(`insert into campaign_stamps (campaign_id, member_id, source_key, day, created_at)
    select campaign_id, member_id, 'demo:' || member_id || ':' || g, start_day + g - 1, (start_day + g - 1)::timestamp at time zone 'Asia/Tokyo' + interval '12 hours'
      from demo_campaign_members, generate_series(1, 7) g where type = 'stamp' and g <= rn % 7 + 1`);
  await tx.query(
    `insert into campaign_daily_stamps (campaign_id, member_id, day, n) select campaign_id, member_id, day, count(*) from campaign_stamps group by 1, 2, 3`,
  );
  // prizes: a stamp campaign's every 3rd stamp (within the limit), a new member's gift, a holiday payment's coupon
  await tx.query(`create temporary table demo_campaign_prizes on commit drop as
    select d.campaign_id, d.member_id, d.org_id, d.org_path, 'stamps'::text as trigger, 'points'::text as prize_type, c.prize_points as points, null::bigint as template_id,
           (select s.day from campaign_stamps s where s.campaign_id = d.campaign_id and s.member_id = d.member_id order by s.day offset j * d.redeem_count - 1 limit 1) as day, null::text as order_no
      from demo_campaign_members d join campaigns c on c.id = d.campaign_id, generate_series(1, 2) j
     where d.type = 'stamp' and j <= least(d.prize_limit, (d.rn % 7 + 1) / d.redeem_count)
    union all
    select d.campaign_id, d.member_id, d.org_id, d.org_path, 'newMember', 'points', c.prize_points, null, d.start_day + d.rn % 10, null
      from demo_campaign_members d join campaigns c on c.id = d.campaign_id where d.type = 'newMember' and d.rn <= 8
    union all
    select d.campaign_id, d.member_id, d.org_id, d.org_path, 'payment', 'coupon', null, c.prize_template_id, d.start_day + d.rn % 4, 'DEMO-XMAS-' || d.campaign_id || '-' || d.rn
      from demo_campaign_members d join campaigns c on c.id = d.campaign_id where d.type = 'holiday' and d.rn <= 6`);
  // points prizes through the ledger's shape: a lot each, with the balance after it
  await tx.query(`insert into member_points_ledger (member_id, org_id, delta, balance_after, reason, remaining, created_at)
    select p.member_id, p.org_id, p.points, m.points + sum(p.points) over (partition by p.member_id order by p.day, p.campaign_id rows unbounded preceding),
           'campaign', p.points, p.day::timestamp at time zone 'Asia/Tokyo' + interval '12 hours'
      from demo_campaign_prizes p join members m on m.id = p.member_id where p.prize_type = 'points' order by p.member_id, p.day, p.campaign_id`);
  await tx.query(`update members m set points = m.points + x.n, points_earned = m.points_earned + x.n, level = ${LEVEL_OF('m.org_id', 'm.points_earned + x.n')}
      from (select member_id, sum(points) as n from demo_campaign_prizes where prize_type = 'points' group by 1) x where x.member_id = m.id`);
  // coupon prizes: a claimed coupon each, counted on the template and per member
  await tx.query(`insert into coupon_items (code, template_id, member_id, org_id, org_path, amount, valid_from, valid_to, claimed_at)
    select '8' || lpad((p.campaign_id * 1000 + row_number() over (partition by p.campaign_id order by p.member_id))::text, 15, '0'), t.id, p.member_id, t.org_id, t.org_path,
           t.face_value, p.day, p.day + t.valid_days - 1, p.day::timestamp at time zone 'Asia/Tokyo' + interval '13 hours'
      from demo_campaign_prizes p join coupon_templates t on t.id = p.template_id where p.prize_type = 'coupon'`);
  await tx.query(`insert into coupon_claim_counts (template_id, member_id, n) select template_id, member_id, count(*) from demo_campaign_prizes where prize_type = 'coupon' group by 1, 2
    on conflict (template_id, member_id) do update set n = coupon_claim_counts.n + excluded.n`);
  await tx.query(
    `update coupon_templates t set claimed = t.claimed + x.n from (select template_id, count(*)::int as n from demo_campaign_prizes where prize_type = 'coupon' group by 1) x where x.template_id = t.id`,
  );
  await tx.query(`insert into campaign_prizes (campaign_id, member_id, org_id, org_path, trigger, prize_type, points, ledger_id, coupon_code, status, order_no, day, created_at)
    select p.campaign_id, p.member_id, p.org_id, p.org_path, p.trigger, p.prize_type, p.points,
           (select l.id from member_points_ledger l where l.member_id = p.member_id and l.reason = 'campaign' and l.created_at = p.day::timestamp at time zone 'Asia/Tokyo' + interval '12 hours' order by l.id limit 1),
           (select i.code from coupon_items i where i.template_id = p.template_id and i.member_id = p.member_id and i.code like '8%' order by i.id desc limit 1),
           'sent', p.order_no, p.day, p.day::timestamp at time zone 'Asia/Tokyo' + interval '12 hours'
      from demo_campaign_prizes p`);
  await tx.query(`insert into campaign_members (campaign_id, member_id, stamps, prizes)
    select d.campaign_id, d.member_id, (select count(*) from campaign_stamps s where s.campaign_id = d.campaign_id and s.member_id = d.member_id),
           (select count(*) from demo_campaign_prizes p where p.campaign_id = d.campaign_id and p.member_id = d.member_id)
      from demo_campaign_members d
     where exists (select 1 from campaign_stamps s where s.campaign_id = d.campaign_id and s.member_id = d.member_id)
        or exists (select 1 from demo_campaign_prizes p where p.campaign_id = d.campaign_id and p.member_id = d.member_id)`);
}
