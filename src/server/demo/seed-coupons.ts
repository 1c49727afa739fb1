/**
 * Demo coupons (issue 16), set-based: the demo merchants authorise the wallet platforms (sandbox) and keep
 * their member-service settings; each has coupon templates in every state (ended, in progress, not started,
 * dated from today in Tokyo) and claimed coupons in every state (received, used, expired). Merchant
 * administrators are granted the coupon and authorisation codes. Members come from the members area when it
 * has seeded some; a merchant without any gets a few demo wallet members of its own here.
 */
import type { Queryable } from '../db/database.js';
import { FUNCTION_CODES, RESOURCES } from '../../../resources/index.js';

const TODAY = `(now() at time zone 'Asia/Tokyo')::date`;
const CODES = ['msAuth.view', 'msAuth.link', 'msConfig.view', 'msConfig.save', 'coupon.view', 'coupon.save', 'coupon.claim', 'coupon.writeOff'];

export async function seedCoupons(tx: Queryable) {
  // merchant administrators: the codes, their menu entries and the marketing group
  const menus = RESOURCES.filter((r) => ['couponTemplates', 'couponItems', 'msAuth'].includes(r.name)).map((r) => r.menu.code);
  const codes = [...CODES.filter((c) => FUNCTION_CODES.some((f) => f.code === c)), ...menus, 'menu.marketing'];
  await tx.query(
    `insert into role_permissions (role_id, code) select r.id, c from roles r, unnest($1::text[]) c where r.name = '加盟店管理者' on conflict do nothing`,
    [codes],
  );
  await tx.query(`create temporary table demo_coupon_orgs on commit drop as
    select id, path, row_number() over (order by id)::int as k from organisations where type = 'merchant' and status = 1`);
  // every demo merchant has authorised Alipay; all but the second WeChat too (the screen shows both states)
  await tx.query(`insert into ms_platform_auths (org_id, platform, authorised_at)
    select o.id, p, now() - interval '30 days' from demo_coupon_orgs o, unnest(array['alipay', 'wechat']) p
     where p = 'alipay' or o.k <> 2`);
  await tx.query(`insert into ms_org_configs (org_id, platform, app_id, display_name, sandbox)
    select a.org_id, a.platform, 'sandbox_' || a.platform || '_' || a.org_id, left(o.name, 20), true
      from ms_platform_auths a join organisations o on o.id = a.org_id`);
  // members: ten per platform for a merchant without any
  await tx.query(`insert into members (org_id, org_path, platform, wallet_user_id, card_no, name, opened_at)
    select o.id, o.path, p, 'demo-coupon-' || p || '-' || o.id || '-' || g, 'CPN' || lpad(o.id::text, 5, '0') || (case p when 'alipay' then '1' else '2' end) || lpad(g::text, 4, '0'),
           'デモ会員' || g, now() - make_interval(days => 60 + g)
      from demo_coupon_orgs o, unnest(array['alipay', 'wechat']) p, generate_series(1, 10) g
     where not exists (select 1 from members m where m.org_id = o.id)`);
  // templates in every state, per merchant
  await tx.query(`insert into coupon_templates (org_id, org_path, name, type, face_value, random_max, quantity, per_person_limit,
      issue_start, issue_end, valid_type, valid_start, valid_end, valid_days, usage_note, threshold, stack_limit, platform, created_at)
    select o.id, o.path, s.name, s.type, s.face, s.rmax, s.qty, s.lim, ${TODAY} + s.i0, ${TODAY} + s.i1, s.vt,
           case when s.vt = 'fixed' then ${TODAY} + s.v0 end, case when s.vt = 'fixed' then ${TODAY} + s.v1 end,
           case when s.vt = 'relative' then s.vd end, s.note, s.th, 1, s.platform, now() - make_interval(days => greatest(-s.i0, 0) + 1)
      from demo_coupon_orgs o, (values
        ('夏の100円引き', 'fixed', 100, null::int, 500, 2, -60, -31, 'relative', null::int, null::int, 30, '自販機で使えます', 300, 'alipay'),
        ('秋のおたのしみ', 'random', 50, 300, 1000, 3, -10, 20, 'relative', null, null, 14, '1回の購入に1枚', 0, 'alipay'),
        ('微信50円引き', 'fixed', 50, null, 300, 1, -5, 40, 'fixed', -5, 60, null, null, 150, 'wechat'),
        ('年末セール', 'fixed', 200, null, 200, 1, 5, 30, 'relative', null, null, 7, '年末限定', 1000, 'alipay')
      ) s(name, type, face, rmax, qty, lim, i0, i1, vt, v0, v1, vd, note, th, platform)
     where s.platform = 'alipay' or o.k <> 2`);
  // claimed coupons: each member of the template's platform claims one (the ended template's all expired, used or
  // written off, the running ones received, used at a machine, written off at a till, a few whose short validity has passed)
  await tx.query(`insert into coupon_items (code, template_id, member_id, org_id, org_path, amount, valid_from, valid_to, state, claimed_at, used_at, order_no)
    select '9' || lpad((t.id * 1000 + m.rn)::text, 15, '0'), t.id, m.id, t.org_id, t.org_path,
           case when t.type = 'random' then t.face_value + (m.rn * 37) % (t.random_max - t.face_value + 1) else t.face_value end,
           c.day, case when t.valid_type = 'fixed' then t.valid_end when m.rn % 5 = 0 and t.issue_end >= ${TODAY} then c.day + 1 else c.day + t.valid_days - 1 end,
           case when m.rn % 3 = 0 then 'used' when m.rn % 7 = 1 then 'writtenOff' else 'received' end,
           c.day::timestamp at time zone 'Asia/Tokyo' + interval '10 hours',
           case when m.rn % 3 = 0 or m.rn % 7 = 1 then c.day::timestamp at time zone 'Asia/Tokyo' + interval '15 hours' end,
           case when m.rn % 3 = 0 then 'DEMO-CPN-' || t.id || '-' || m.rn end
      from coupon_templates t
      join lateral (select id, row_number() over (order by id)::int as rn from members where org_id = t.org_id and platform = t.platform) m on true
      cross join lateral (select greatest(t.issue_start, case when t.valid_type = 'fixed' then t.valid_start else t.issue_start end)
                                 + least((m.rn - 1) % 5, t.issue_end - t.issue_start, greatest(${TODAY} - 2 - t.issue_start, 0)) as day) c
     where t.issue_start <= ${TODAY} and m.rn <= least(t.quantity, 10)`);
  await tx.query(`insert into coupon_claim_counts (template_id, member_id, n) select template_id, member_id, count(*) from coupon_items group by 1, 2`);
  await tx.query(
    `update coupon_templates t set claimed = c.n from (select template_id, count(*)::int as n from coupon_items group by 1) c where c.template_id = t.id`,
  );
}
