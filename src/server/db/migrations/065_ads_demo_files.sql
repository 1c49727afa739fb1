-- Issue 28 item 9. `ad_files.demo`: a demo estate's creative file (src/server/demo/seed-ads.ts). Its bytes are a
-- function of its row (src/server/areas/custom/demo-ad-files.ts), so a store that lacks them (a new data
-- folder, a test's temporary store) is given them back the first time a device or the console reads them.
alter table ad_files add column demo boolean not null default false;

-- A creative whose address names an uploaded file takes that file's MD5, size and pixels, whatever the save
-- sent: they are facts of the file the upload measured, not fields to type (the console shows them read-only).
-- (each statement of the function on the line of the next: migrations split on a semicolon at a line's end)
create function ad_creative_file_facts() returns trigger language plpgsql as $$
declare f ad_files%rowtype; begin
  select * into f from ad_files where key = substring(new.url from '/api/custom/ad/file/([0-9a-f]{32})$'); if found then
    new.md5 := f.md5; new.size := f.size; new.width := f.width; new.height := f.height; new.media_type := f.kind; end if
  ; return new; end $$;
create trigger ad_creatives_file_facts before insert or update of url, md5, size, width, height, media_type on ad_creatives
  for each row execute function ad_creative_file_facts();
