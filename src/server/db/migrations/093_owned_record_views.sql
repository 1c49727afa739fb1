-- Views of the records an owner holds one of per key (src/server/table/owned.ts).

-- The records the generic table handler reads card designs from (schemas/members/card.schema.json#/$defs/templateRecord):
-- the images' addresses and the review's state under the names the calls answer.
create view card_template_rows as
  select id, org_id, platform, brand, title, color, code_style, logo, cover,
    '/api/ms/card/image/link/' || logo as logo_url, '/api/ms/card/image/link/' || cover as cover_url,
    custom_fields, actions, rights, review_status as status, review_reason as reason, submitted_at, reviewed_at, updated_at
  from card_templates;

-- A design's collection link token is made when the design is first saved (a save that updates it keeps it):
-- 128 bits written as 32 hex digits, 122 of them random.
alter table card_templates alter column link_token set default replace(gen_random_uuid()::text, '-', '');

-- The records the generic table handler reads a device's payee QR code settings from
-- (schemas/payments/payment-code.schema.json#/$defs/config): the amount as a number, who saved them last by name.
create view payment_code_rows as
  select q.device_id, q.qr_content, q.title, q.amount_mode, q.amount::float8 as amount, q.currency, q.updated_at, u.name as updated_by
  from payment_code_configs q left join users u on u.id = q.updated_by;
