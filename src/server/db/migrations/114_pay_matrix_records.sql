-- The payment matrix as the console and a device's wallet list read it (/pay/config/query, /getWallet/list), by the
-- generic list: a row's method named and coloured from the catalogue (pay_methods, synced from src/domain/payments.ts
-- at every start: a row's pay_type always names one) and its collection config's name.
create view pay_matrix_records as
  select m.id, m.org_id, m.pay_type, p.name as pay_name, p.color, m.channel, m.pay_config_id, c.name as pay_config_name,
    m.enabled, m.sort, m.updated_at
  from pay_matrix m join pay_methods p on p.code = m.pay_type left join pay_configs c on c.id = m.pay_config_id;

-- The wallets an organisation offers (/getWallet/list): its matrix's enabled rows, the method's name as `name`, in
-- the matrix's order (sort_order, not answered).
create view pay_wallets as
  select m.id, m.org_id, m.pay_type, p.name, p.color, m.channel, m.pay_config_id, m.sort as sort_order
  from pay_matrix m join pay_methods p on p.code = m.pay_type
  where m.enabled;
