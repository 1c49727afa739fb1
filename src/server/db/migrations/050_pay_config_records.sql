-- A payment configuration as its list and detail answer it (schemas/payments/pay-config.schema.json
-- x-table.view): whether a certificate is sealed (never the certificate) and how many devices are bound to it.
create view pay_config_records as
  select c.id, c.org_id, c.name, c.channel, c.channel_type, c.currency, c.is_default, c.remark, c.merchant_no, c.app_id,
    c.sub_merchant_id, c.trade_url, c.query_url, c.timeout_seconds, c.config_text, c.public_key, c.secret_mask,
    c.private_key_mask, (c.cert_sealed is not null) as certificate_set, c.cert_subject as certificate_subject,
    c.cert_valid_to as certificate_valid_to,
    (select count(*)::int from device_pay_configs b where b.pay_config_id = c.id) as bound_devices,
    c.created_at, c.updated_at
  from pay_configs c;
