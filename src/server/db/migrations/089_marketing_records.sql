-- Records of marketing the generic table handler reads: campaigns and own festivals.

-- The records the generic table handler reads campaigns from (schemas/marketing/campaign.schema.json#/$defs/record):
-- the days as YYYY-MM-DD, the state derived from the Tokyo day (only terminated_at is stored), the prize template's
-- name and the campaign's totals.
create view campaign_records as
  select c.id, c.org_id, c.type, c.name, c.notes,
    to_char(c.start_day, 'YYYY-MM-DD') as start_date, to_char(c.end_day, 'YYYY-MM-DD') as end_date,
    case when c.terminated_at is not null then 'terminated'
         when (now() at time zone 'Asia/Tokyo')::date < c.start_day then 'notStarted'
         when (now() at time zone 'Asia/Tokyo')::date > c.end_day then 'ended' else 'inProgress' end as state,
    c.prize_type, c.prize_points, c.prize_template_id, t.name as prize_template_name, c.prize_limit,
    c.stamp_mode, c.daily_cap, c.redeem_count, c.stamp_style, c.festival_code,
    (select count(*)::int from campaign_members cm where cm.campaign_id = c.id) as participants,
    (select count(*)::int from campaign_stamps cs where cs.campaign_id = c.id) as stamps,
    (select count(*)::int from campaign_prizes cp where cp.campaign_id = c.id and cp.status = 'sent') as prizes_sent,
    (select count(*)::int from campaign_prizes cp where cp.campaign_id = c.id and cp.status = 'notSent') as prizes_not_sent,
    c.terminated_at, c.created_at
  from campaigns c left join coupon_templates t on t.id = c.prize_template_id;

-- The record an organisation's own festival is answered as when added (schemas/marketing/holiday.schema.json
-- $defs/festival): the holiday list's shape, code and kind 'custom', a solar date.
create view holiday_records as
  select h.id, h.org_id, 'custom'::text as code, 'custom'::text as kind, h.name, to_char(h.day, 'YYYY-MM-DD') as date, false as lunar
  from holidays h;
