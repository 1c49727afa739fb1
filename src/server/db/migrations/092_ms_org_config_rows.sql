-- The records the generic table handler reads a merchant's member-service settings from
-- (schemas/marketing/ms-org.schema.json#/$defs/config): whether a secret is set, never the sealed secret itself.
create view ms_org_config_rows as
  select org_id, platform, app_id, display_name, sandbox, secret_sealed is not null as secret_set, secret_mask, updated_at
  from ms_org_configs;
