-- Each merchant's authorisation state with each wallet platform (/ms/org/auth/status), one row per merchant and
-- platform whether or not it was ever linked: none, pending (a link answered and not expired, not confirmed yet) or
-- authorised. The platforms are WALLET_PLATFORMS (src/domain/coupons.ts); only the sandbox of each exists in this product.
-- Read by the generic list (owned records) and by the sandbox confirm.
create view ms_auth_states as
  select o.id as org_id, p.platform,
    case when a.authorised_at is not null then 'authorised'
         when a.link_token is not null and a.link_expires_at > now() then 'pending'
         else 'none' end as state,
    a.authorised_at is not null as authorised, true as sandbox, a.authorised_at
  from organisations o cross join (values ('alipay'), ('wechat')) as p (platform)
    left join ms_platform_auths a on a.org_id = o.id and a.platform = p.platform
  where o.type = 'merchant';
