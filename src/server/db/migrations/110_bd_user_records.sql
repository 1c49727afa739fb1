-- A BD as its page list answers it (schemas/accounts/bd-user.schema.json $defs/record x-table, named by user_id): the
-- account's columns, the BD's rank, job number and service provider, and how many organisations it manages; org_id
-- is the account's organisation, which decides the caller's scope.
create view bd_user_records as
  select b.user_id, u.org_id, u.account, u.name, u.phone, b.job_number, b.rank, b.provider_org_id, p.name as provider_name,
    (select count(*)::int from bd_org_bindings g where g.bd_user_id = b.user_id) as org_count, u.status
  from bd_users b join users u on u.id = b.user_id join organisations p on p.id = b.provider_org_id;
