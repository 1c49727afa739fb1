-- Coupon templates and claimed coupons as their lists answer them (schemas/marketing/coupon.schema.json
-- $defs.template and $defs.item x-table.view). Days are answered as 'YYYY-MM-DD'; the state is the Tokyo day's,
-- worked out when read.
create view coupon_template_records as
  select t.id, t.org_id, t.name, t.type, t.face_value, t.random_max, t.quantity, t.claimed,
    (select count(*)::int from coupon_items u where u.template_id = t.id and u.state = 'used') as used,
    t.per_person_limit, to_char(t.issue_start, 'YYYY-MM-DD') as issue_start, to_char(t.issue_end, 'YYYY-MM-DD') as issue_end,
    t.valid_type, to_char(t.valid_start, 'YYYY-MM-DD') as valid_start, to_char(t.valid_end, 'YYYY-MM-DD') as valid_end, t.valid_days,
    t.usage_note, t.threshold, t.stack_limit, t.platform, t.store_ids, t.image,
    case when (now() at time zone 'Asia/Tokyo')::date < t.issue_start then 'notStarted'
         when (now() at time zone 'Asia/Tokyo')::date > t.issue_end then 'ended' else 'inProgress' end as state,
    t.created_at, t.updated_at
  from coupon_templates t;

create view coupon_item_records as
  select i.id, i.org_id, i.code as coupon_code, i.template_id, t.name as template_name, i.member_id, m.name as member_name,
    m.card_no, t.platform, i.amount, to_char(i.valid_from, 'YYYY-MM-DD') as valid_from, to_char(i.valid_to, 'YYYY-MM-DD') as valid_to,
    case when i.state = 'used' then 'used' when (now() at time zone 'Asia/Tokyo')::date > i.valid_to then 'expired' else 'received' end as state,
    i.claimed_at, i.used_at, i.order_no as order_number
  from coupon_items i join coupon_templates t on t.id = i.template_id join members m on m.id = i.member_id;
