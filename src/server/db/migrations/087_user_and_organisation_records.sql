-- Users and organisations as the generic table handler reads them (src/server/table/): each row with the
-- columns its list and get answer. An organisation owns itself (`org_id` is its id), so the organisation scope
-- and a `parent` filter naming an organisation work on it as on any organisation-owned row; `tree_order` (not
-- answered) lists ancestors before descendants, siblings by id: the numeric, not text, order of the path.
create view user_records as
  select u.id, u.org_id, u.account, u.name, u.phone, u.email, u.role_id, r.name as role_name, u.status, u.is_super,
    exists (select 1 from bd_users b where b.user_id = u.id) as bd,
    -- the super administrator's standing is never changed; the caller's own account is added per call (user-hooks.ts)
    u.is_super as locked,
    u.created_at, u.updated_at
  from users u left join roles r on r.id = u.role_id;

create view organisation_records as
  select o.id, o.id as org_id, o.name, o.type, o.parent_id, p.name as parent_name, p.status as parent_status, o.remark, o.status, o.depth,
    (select count(*)::int from organisations c where c.parent_id = o.id) as child_count,
    (select count(*)::int from users u where u.org_id = o.id) as user_count,
    (select g.bd_user_id from bd_org_bindings g where g.org_id = o.id) as bd_user_id,
    o.created_at, o.updated_at,
    string_to_array(trim(both '/' from o.path), '/')::bigint[] as tree_order
  from organisations o left join organisations p on p.id = o.parent_id;

-- An organisation's editable columns and standing, owned by itself: a simple view, so its updates (and row
-- locks) go to organisations.
create view organisation_rows as
  select o.id, o.id as org_id, o.parent_id, o.name, o.remark, o.status, o.updated_at from organisations o;
