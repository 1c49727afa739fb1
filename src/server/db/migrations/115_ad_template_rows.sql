-- The ad creatives an operator message may carry (opMessageAdvertTemplateList, on the generic list): enabled ones
-- of an enabled campaign not yet ended (now() read when the view is), with their zone, campaign and advertiser.
create view ad_template_rows as
select c.id, c.org_id, c.name, c.media_type, c.url, c.md5, c.size, c.width, c.height, c.duration_seconds,
       z.id as zone_id, z.name as zone_name, z.product_id, k.id as campaign_id, k.name as campaign_name,
       a.name as advertiser_name, k.start_at, k.end_at
  from ad_creatives c
  join ad_zones z on z.id = c.zone_id
  join ad_campaigns k on k.id = c.campaign_id
  join ad_advertisers a on a.id = k.advertiser_id
 where c.status = 1 and k.status = 1 and k.end_at > now();
