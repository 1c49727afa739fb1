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
