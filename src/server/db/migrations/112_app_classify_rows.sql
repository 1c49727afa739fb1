-- The classes an app can be filed under as the generic list reads them (schemas/apps/app.schema.json $defs/classifyRow
-- x-table, named by code, in the catalogue's order): `name` holds the class's four names by language, and the
-- list's `shown` hook (src/server/areas/apps/app-hooks.ts appClassifyHooks) answers the caller's one.
create view app_classify_rows as
  select code, sort as sort_order, jsonb_build_object('ja', name_ja, 'zh-CN', name_zh_cn, 'zh-TW', name_zh_tw, 'en', name_en) as name
  from app_classifies;
