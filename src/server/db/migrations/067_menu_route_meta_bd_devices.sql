-- The route metadata of spec document 2 §2 that the menus table lacked (issue 29 item 11): `show_always` keeps a
-- menu with a single visible child a group (the shell otherwise shows the child in its place), and `opened_name`
-- names the top-level group the side menu opens while the entry's page is shown (by default its own group).
-- `config_href` names a setting of the server whose address an entry opens in a new window (the ordering app:
-- ORDERING_APP_URL); the permission menu leaves such an entry out while the setting is unset.
alter table menus
  add column show_always boolean not null default false,
  add column opened_name text,
  add column config_href text;

-- The devices a BD serves (issue 29 item 1; schemas/accounts/bd-device.schema.json x-table, read only): those of the
-- organisations bound to it and of everything under them, each served by the BD bound nearest above it, so a
-- store bound to a route-man is his, though its merchant is bound to his director. A device appears once (the
-- nearest binding wins), under its own organisation (`org_id`, the scope).
create view bd_device_records as
  select d.id, d.org_id, g.bd_user_id, u.account as bd_account, u.name as bd_name, b.rank as bd_rank,
         bo.id as bound_org_id, bo.name as bound_org_name,
         d.serial_num, d.name, d.alias, p.model, d.online, d.activated_at is not null as activated, d.status,
         d.last_seen_at
    from bd_org_bindings g
    join organisations bo on bo.id = g.org_id
    join bd_users b on b.user_id = g.bd_user_id
    join users u on u.id = b.user_id
    join devices d on d.org_path like bo.path || '%'
    join products p on p.id = d.product_id
   where not exists (
     select 1 from bd_org_bindings g2 join organisations o2 on o2.id = g2.org_id
      where o2.depth > bo.depth and d.org_path like o2.path || '%');
