-- Issue 28 (spec document 1 §3 Membership card: "code style", "rights (title, detail, start and end time)"): a
-- card says what code it shows, and each right has a title and an optional detail (the former `text` becomes the title).
alter table card_templates add column code_style text not null default 'qrcode' check (code_style in ('qrcode', 'barcode', 'text'));
update card_templates set rights = coalesce(
  (select jsonb_agg((r - 'text') || jsonb_build_object('title', r -> 'text')) from jsonb_array_elements(rights) r), '[]'::jsonb)
 where jsonb_typeof(rights) = 'array' and jsonb_array_length(rights) > 0;
