-- A campaign's rule as shown to members (/ms/activity/getRule), read by the generic get: the days, the prize (points,
-- or the coupon template with its face value; the limit per person) and a stamp campaign's stamp rules (null for
-- the other kinds), as JSON objects.
create view campaign_rules as
  select c.id, c.org_id, c.type, c.name, c.notes,
    to_char(c.start_day, 'YYYY-MM-DD') as start_date, to_char(c.end_day, 'YYYY-MM-DD') as end_date,
    json_build_object('type', c.prize_type, 'points', c.prize_points, 'templateId', c.prize_template_id, 'templateName', t.name,
      'faceValue', t.face_value, 'limitPerPerson', c.prize_limit) as prize,
    case when c.type = 'stamp' then json_build_object('mode', c.stamp_mode, 'dailyCap', c.daily_cap, 'redeemCount', c.redeem_count,
      'style', c.stamp_style) end as stamp,
    c.festival_code
  from campaigns c left join coupon_templates t on t.id = c.prize_template_id;

-- A campaign's prizes, sent or not (/ms/activity/prizeSendPageList, /ms/prize/getInfo), read by the generic page and
-- get: the member's name and card, the coupon's state on the Tokyo day, and `reason`, which the campaignPrizes hook
-- (campaign-hooks.ts) fills from reason_code in the caller's language.
create view campaign_prize_records as
  select p.id, p.org_id, p.campaign_id, c.name as campaign_name, p.member_id, m.name as member_name, m.card_no,
    p.trigger, p.prize_type, p.points, p.coupon_code,
    case when i.id is null then null when i.state <> 'received' then i.state
         when (now() at time zone 'Asia/Tokyo')::date > i.valid_to then 'expired' else 'received' end as coupon_state,
    p.status, p.reason_code, null::text as reason, p.order_no as order_number, to_char(p.day, 'YYYY-MM-DD') as day, p.created_at
  from campaign_prizes p join campaigns c on c.id = p.campaign_id join members m on m.id = p.member_id
    left join coupon_items i on i.code = p.coupon_code;
