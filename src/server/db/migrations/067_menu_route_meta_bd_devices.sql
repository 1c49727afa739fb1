-- The route metadata of spec document 2 §2 that the menus table lacked (issue 29 item 11): `show_always` keeps a
-- menu with a single visible child a group (the shell otherwise shows the child in its place), and `opened_name`
-- names the top-level group the side menu opens while the entry's page is shown (by default its own group).
-- `config_href` names a setting of the server whose address an entry opens in a new window (the ordering app:
-- ORDERING_APP_URL); the permission menu leaves such an entry out while the setting is unset.
alter table menus
  add column show_always boolean not null default false,
  add column opened_name text,
  add column config_href text;

