-- Issue 28: a merchant's staff adjust a member's points by hand, with a reason, and a till writes a coupon off.
-- An adjustment is one ledger row with reason 'adjust', the staff member's words (`note`) and who made it
-- (`adjusted_by`); a positive one is a lot like any earning, a negative one draws from the lots.
alter table member_points_ledger drop constraint member_points_ledger_reason_check;
alter table member_points_ledger add constraint member_points_ledger_reason_check
  check (reason in ('newMember', 'consumption', 'dailyLogin', 'expiry', 'spend', 'campaign', 'refund', 'adjust'));
alter table member_points_ledger add column note text;
alter table member_points_ledger add column adjusted_by bigint references users(id);
alter table member_points_ledger add constraint member_points_ledger_adjust_note check ((reason = 'adjust') = (note is not null));

-- The points changes of every member a caller may see (schemas/members/member.schema.json $defs/change x-table).
create view points_change_records as
  select l.id, l.org_id, l.member_id, m.card_no, m.name as member_name, m.platform, l.delta, l.balance_after, l.reason, l.order_no, l.note,
    u.name as adjusted_by_name, l.expires_at, case when l.delta > 0 then l.remaining end as remaining, l.created_at
  from member_points_ledger l join members m on m.id = l.member_id left join users u on u.id = l.adjusted_by;

-- The spec's coupon item states are received, used and written off: a machine's coupon event uses a coupon
-- (state 'used', with its order), a person at a till writes it off ('writtenOff'). Both count as used on the template.
alter table coupon_items drop constraint coupon_items_state_check;
alter table coupon_items add constraint coupon_items_state_check check (state in ('received', 'used', 'writtenOff'));

create or replace view coupon_template_records as
  select t.id, t.org_id, t.name, t.type, t.face_value, t.random_max, t.quantity, t.claimed,
    (select count(*)::int from coupon_items u where u.template_id = t.id and u.state <> 'received') as used,
    t.per_person_limit, to_char(t.issue_start, 'YYYY-MM-DD') as issue_start, to_char(t.issue_end, 'YYYY-MM-DD') as issue_end,
    t.valid_type, to_char(t.valid_start, 'YYYY-MM-DD') as valid_start, to_char(t.valid_end, 'YYYY-MM-DD') as valid_end, t.valid_days,
    t.usage_note, t.threshold, t.stack_limit, t.platform, t.store_ids, t.image,
    case when (now() at time zone 'Asia/Tokyo')::date < t.issue_start then 'notStarted'
         when (now() at time zone 'Asia/Tokyo')::date > t.issue_end then 'ended' else 'inProgress' end as state,
    t.created_at, t.updated_at
  from coupon_templates t;

create or replace view coupon_item_records as
  select i.id, i.org_id, i.code as coupon_code, i.template_id, t.name as template_name, i.member_id, m.name as member_name,
    m.card_no, t.platform, i.amount, to_char(i.valid_from, 'YYYY-MM-DD') as valid_from, to_char(i.valid_to, 'YYYY-MM-DD') as valid_to,
    case when i.state <> 'received' then i.state when (now() at time zone 'Asia/Tokyo')::date > i.valid_to then 'expired' else 'received' end as state,
    i.claimed_at, i.used_at, i.order_no as order_number
  from coupon_items i join coupon_templates t on t.id = i.template_id join members m on m.id = i.member_id;
