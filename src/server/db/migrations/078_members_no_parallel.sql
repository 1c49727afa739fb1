-- The member list's name search at a million members (issue 30 item 8: p95 221-266 ms in every scope on a busy
-- machine, 16 matches or 50,000). Its plans read little: a bitmap of the subtree's pairs (migration 034) or a
-- walk down the id index, 0.1-12 ms alone. But the pairs function's cost (1000, set so the planner avoids
-- running it row by row) makes those plans look dear, so the planner started two parallel workers for each of
-- the call's two queries; a worker is a new process, and on a loaded machine waiting for them took the time
-- (6-100 ms of Gather around 0.1 ms of scan, measured). A request here reads a page, never the whole table:
-- the members table is never scanned in parallel.
alter table members set (parallel_workers = 0);
