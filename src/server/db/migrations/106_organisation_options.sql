-- The enabled organisations as the selects offer them (/open/customer/orgList), owned by themselves, with the
-- tree order the generic list sorts by (ancestors before descendants, siblings by id).
create view organisation_options as
  select o.id, o.id as org_id, o.name, o.type, o.parent_id,
    string_to_array(trim(both '/' from o.path), '/')::bigint[] as tree_order
  from organisations o where o.status = 1;
