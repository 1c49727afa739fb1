-- The device list's searches at 100k devices (issue 7, fleet): a serial number prefix ignoring case reads
-- one index range, and "name or alias contains" finds its rows by their character pairs (text_bigrams,
-- migration 003) before LIKE checks the order, as the users list does.
create index devices_serial_prefix on devices (lower(serial_num) text_pattern_ops);
create index devices_name_bigrams on devices using gin (text_bigrams(name || ' ' || alias)) with (fastupdate = off);
-- the counts and filters that read only these flags
create index devices_activated on devices ((activated_at is not null), id);
-- the list's sorts by when a device last came online or went offline read their first page from an index
create index devices_last_login on devices (last_login_at, id);
create index devices_last_offline on devices (last_offline_at, id);
