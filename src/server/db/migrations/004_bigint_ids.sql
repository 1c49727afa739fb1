-- Ids and the columns that point at them become bigint. The schemas allow ids up to 2^53-1 (the largest a
-- JSON number carries exactly), so an id past 2^31-1 must reach the database as an id rather than overflow
-- an integer; and the high-volume tables of the next areas (orders, payments, device events) will pass
-- 2^31 rows. Altering an identity column's type changes its sequence too. The database reads int8 back
-- as a JS number (db/database.ts): ids stay below 2^53 by schema, so clients see no change.

alter table organisations alter column id type bigint, alter column parent_id type bigint;
alter table menus alter column id type bigint, alter column parent_id type bigint;
alter table roles alter column id type bigint, alter column org_id type bigint, alter column parent_id type bigint;
alter table role_permissions alter column role_id type bigint;
alter table users alter column id type bigint, alter column org_id type bigint, alter column role_id type bigint;
alter table password_history alter column user_id type bigint;
alter table sessions alter column user_id type bigint;
alter table login_failures alter column id type bigint;
alter table bd_users alter column user_id type bigint, alter column provider_org_id type bigint;
alter table bd_org_bindings alter column org_id type bigint, alter column bd_user_id type bigint;
alter table error_logs alter column id type bigint, alter column user_id type bigint;
