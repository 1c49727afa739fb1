-- Records as the generic table handler answers them (x-table.view of schemas/accounts/role.schema.json and
-- schemas/apps/app.schema.json): a role with its parent's name and its permission codes, an app with its
-- count of valid versions and the newest of them.
create view role_records as
  select r.id, r.org_id, r.name, r.remark, r.status, r.parent_id, p.name as parent_name,
    array(select rp.code from role_permissions rp where rp.role_id = r.id order by rp.code collate "C") as permissions,
    r.created_at, r.updated_at
  from roles r left join roles p on p.id = r.parent_id;

create view app_records as
  select a.id, a.org_id, a.name, a.platform, a.type, a.package_name, a.classify, a.intro, a.icon, a.screenshots, a.shelf,
    (select count(*)::int from app_versions v where v.app_id = a.id and v.valid = 1) as version_count,
    (select v.version from app_versions v where v.app_id = a.id and v.valid = 1 order by v.version_key desc limit 1) as latest_version,
    a.created_at, a.updated_at
  from apps a;
