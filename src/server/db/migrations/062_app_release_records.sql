-- A release as its list and detail answer it (schemas/apps/release.schema.json $defs/release x-table): its app
-- and version, the organisations and devices it names, how many install commands and gray devices it has.
create view app_release_records as
  select r.id, r.org_id, r.app_id, a.name as app_name, a.platform, a.package_name, a.icon, v.version, r.scope, r.install_mode, r.startup_mode, r.status,
    coalesce((select json_agg(json_build_object('id', ro.org_id, 'name', ro2.name) order by ro.org_id)
                from app_release_orgs ro join organisations ro2 on ro2.id = ro.org_id where ro.release_id = r.id), '[]'::json) as orgs,
    coalesce((select json_agg(d.serial_num order by d.serial_num)
                from app_release_devices rd join devices d on d.id = rd.device_id where rd.release_id = r.id), '[]'::json) as serial_nums,
    (select count(*)::int from app_install_commands c where c.release_id = r.id) as command_count,
    r.gray_status, r.gray_success_threshold, r.gray_error_threshold, r.gray_pause,
    (select count(*)::int from app_gray_devices g where g.release_id = r.id) as gray_count,
    r.created_at, r.updated_at, r.canceled_at
  from app_releases r join apps a on a.id = r.app_id join app_versions v on v.id = r.version_id;
