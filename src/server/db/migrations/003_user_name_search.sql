-- "Name contains …" over a large users table without reading every row (bench/api.ts: 100,000 users).
-- Japanese and Chinese names are searched by two characters as often as by more, below pg_trgm's three
-- (and pg_trgm ignores CJK under the C locale), so names are indexed by their character pairs instead:
-- a search of two or more characters finds the rows holding all its pairs, and LIKE then checks the order.
-- Plain SQL with GIN: the same on PGlite and on a PostgreSQL server, with no extension to install.
create function text_bigrams(t text) returns text[] language sql immutable strict parallel safe as $$ select coalesce(array_agg(distinct substr(lower(t), i, 2)), '{}') from generate_series(1, char_length(t) - 1) as i $$;
-- fastupdate off: new names go straight into the index rather than a pending list that every search
-- reads through until a vacuum (PGlite has no autovacuum to empty it).
create index users_name_bigrams on users using gin (text_bigrams(name)) with (fastupdate = off);
