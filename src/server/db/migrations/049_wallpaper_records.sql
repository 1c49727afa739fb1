-- A wallpaper as its list answers it, with its device model's name and model code (read by the generic table
-- handler: schemas/devices/wallpaper.schema.json x-table.view); the image bytes stay out of it.
create view wallpaper_records as
  select w.id, w.org_id, w.name, w.file_name, w.product_id, p.name as product_name, p.model, w.width, w.height, w.mime,
    w.size, w.md5, w.user_account, w.created_at
  from wallpapers w join products p on p.id = w.product_id;
