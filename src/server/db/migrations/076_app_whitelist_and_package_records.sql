-- A kiosk-mode whitelist row as its list answers it (schemas/apps/app.schema.json $defs/whitelistRow x-table):
-- the app it names, by name, package name and platform.
create view app_whitelist_records as
  select w.id, w.org_id, w.app_id, a.name as app_name, a.package_name, a.platform, w.created_at
  from app_whitelist w join apps a on a.id = w.app_id;

-- A package as its detail answers it (schemas/apps/package.schema.json $defs/record x-table): its app, version,
-- base version and file, owned by its app's organisation (a package has no owner of its own).
create view app_package_records as
  select p.id, a.org_id, p.app_id, a.name as app_name, a.platform, v.version, v.valid as version_valid, v.note,
    p.package_type, b.version as base_version, p.file_key, f.md5, f.size, f.format, f.package_name, f.version_name, f.version_code,
    p.signed, p.encrypted, array_to_json(p.products) as products, p.valid, p.created_at, p.updated_at
  from app_packages p join apps a on a.id = p.app_id join app_versions v on v.id = p.version_id
    left join app_versions b on b.id = p.base_version_id join package_files f on f.key = p.file_key;
