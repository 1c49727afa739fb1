-- The member list within a caller's subtree at a million members (issue 16: p95 under 50 ms on PostgreSQL).
--
-- Name search: a pair index over the whole table finds a common pair's 50,000 rows before the scope keeps
-- the few of a small merchant (230 ms measured). Keys that carry the org path of each ancestor — '/1/2/4/佐藤'
-- — find exactly the pairs within one subtree. A path ends with '/' and a pair is two characters, so a key
-- is never read as another path's.
-- (text_bigrams' pairs written out, not called: PostgreSQL 17 runs an index's functions with an empty search path)
-- Its cost is set high: read row by row along the id index instead of through this index, it costs 500 ms on a
-- subtree with few matches (the planner's default took that path).
create function scoped_bigrams(path text, t text) returns text[] language sql immutable strict parallel safe cost 1000 as $$
  select coalesce(array_agg(distinct substr(path, 1, i) || substr(lower(t), j, 2)), '{}')
    from generate_series(1, char_length(t) - 1) as j, generate_series(2, char_length(path)) as i
   where substr(path, i, 1) = '/'
$$;
-- the keys a search of `t` within the subtree at `path` needs (folded when the plan is made)
create function scope_bigrams(path text, t text) returns text[] language sql immutable strict parallel safe as $$
  select coalesce(array_agg(distinct path || substr(lower(t), j, 2)), '{}') from generate_series(1, char_length(t) - 1) as j
$$;
create index members_name_in_scope on members using gin (scoped_bigrams(org_path, name)) with (fastupdate = off);
-- more of the keys' frequencies kept, so a pair rare in a subtree is estimated as rare
alter index members_name_in_scope alter column 1 set statistics 1000;
drop index members_name_bigrams;

-- Level and platform filters: counting a subtree's members of one level read the table (28 ms at 900,000);
-- with the path beside the level the count reads only the index.
drop index members_level;
create index members_level on members (level, org_path text_pattern_ops);
drop index members_platform;
create index members_platform on members (platform, org_path text_pattern_ops);
