-- Paged lists over large estates (bench/api.ts: 100,000 users under 5,000 organisations).

-- A subtree filter is `org_id in (organisations whose path starts with …)`. With the default histogram the
-- planner guesses a small subtree 5× too large and walks the whole id index looking for one page; a finer
-- histogram on path lets it read the subtree's users and sort them instead.
alter table organisations alter column path set statistics 1000;

-- The users of a subtree with their names beside them: counting a name search within a subtree reads
-- this index alone instead of every row of the table.
create index users_org_name on users (org_id, id) include (name);
drop index users_org_id;
