/**
 * Member list benchmark (issue 16): /ms/member/pageList over a million members on PostgreSQL, through the
 * server's own route (app.inject).
 *
 *   npx tsx bench/member-list.ts                          (PostgreSQL at DATABASE_URL or 127.0.0.1)
 *   MEMBER_BENCH_COUNT=200000 npx tsx bench/member-list.ts (a smaller load)
 *   MEMBER_BENCH_KEEP=1 …                                 (keep the database, to read plans)
 *
 * Creates a fresh database (dropped after), starts the server with the demo estate, loads MEMBER_BENCH_COUNT
 * members (default 1,000,000) with one `insert … select generate_series` — nine in ten at 東京ベンディング
 * (merchant01's merchant: one merchant with a very large membership), the rest over the other demo merchants —
 * on both platforms with balances, points earned and levels, then prints p50/p95 of the member list's pages
 * (aim: p95 under 50 ms) as the platform, an agent and a merchant, unfiltered and with each filter. Then it
 * prints the plans of the slowest case's own queries (its count and its page's keys) with EXPLAIN (ANALYZE,
 * BUFFERS), so a miss shows whether an index was used, how much was read, and whether workers were started.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { startApp } from '../src/server/start.js';
import { configFromEnv, type ServerConfig } from '../src/server/config.js';
import { DEMO_PASSWORD } from '../src/server/demo/seed.js';
import type { Database } from '../src/server/db/database.js';
import { bulkLoad } from '../src/server/db/bulk-load.js';
import { LEVEL_OF } from '../src/server/areas/members/points-ledger.js';
import { freshPostgres, percentile } from './api.js';

const envInt = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const COUNT = envInt('MEMBER_BENCH_COUNT', 1_000_000);
const RUNS = envInt('MEMBER_BENCH_RUNS', 30);
const FAMILY = [
  '佐藤',
  '鈴木',
  '高橋',
  '田中',
  '伊藤',
  '渡辺',
  '山本',
  '中村',
  '小林',
  '加藤',
  '吉田',
  '山田',
  '佐々木',
  '山口',
  '松本',
  '井上',
  'Wang',
  'Li',
  'Zhang',
  'Chen',
];
const GIVEN = [
  '翔',
  '陽菜',
  '蓮',
  '結衣',
  '大翔',
  '葵',
  '湊',
  '凛',
  '悠真',
  'さくら',
  '健',
  '美咲',
  '直樹',
  '花子',
  '一郎',
  '大輔',
  'Wei',
  'Fang',
  'Jun',
  'Mei',
];

/** The members, set-based: 9 in 10 at 東京ベンディング, the rest spread over the other merchants. */
async function loadMembers(db: Database) {
  await db.transaction(async (tx) => {
    await bulkLoad(tx, ['members'], async () => {
      await tx.query(
        `insert into members (org_id, org_path, platform, wallet_user_id, card_no, name, mobile, points, points_earned, level, opened_at, created_at)
         select o.id, o.path, case when i % 2 = 1 then 'alipay' else 'wechat' end, 'BENCH' || i, 'B' || lpad(i::text, 11, '0'),
                ($2::text[])[1 + (i * 7) % array_length($2::text[], 1)] || ' ' || ($3::text[])[1 + (i * 13) % array_length($3::text[], 1)],
                case when i % 9 = 0 then null else '0' || (70 + i % 3 * 10) || lpad(((i * 7919) % 100000000)::text, 8, '0') end,
                (i * 31) % 500, (i * 31) % 500 + (i * 17) % 400, 0,
                now() - make_interval(secs => ((i * 104729) % (730 * 86400))::float8), now()
           from generate_series(1, $1::bigint) i
           cross join (select array_agg(id order by id) as ids from organisations where type = 'merchant' and name <> '東京ベンディング') others
           join organisations o on o.id = case when i % 10 = 0 then others.ids[(1 + (i / 10) % array_length(others.ids, 1))::int]
                                             else (select id from organisations where name = '東京ベンディング') end`,
        [COUNT, FAMILY, GIVEN],
      );
    });
    await tx.query(`update members m set level = ${LEVEL_OF('m.org_id', 'm.points_earned')} where wallet_user_id like 'BENCH%'`);
  });
  await db.exec('vacuum analyze members');
}

const listCall = (app: FastifyInstance, token: string, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/ms/member/pageList', headers: { authorization: `Bearer ${token}` }, payload: body as object });

async function timeCall(app: FastifyInstance, token: string, body: unknown): Promise<{ line: string; p95: number }> {
  const call = () => listCall(app, token, body);
  const first = await call();
  const answer = JSON.parse(first.body);
  if (answer.code !== 200) return { line: `refused: ${first.body.slice(0, 120)}`, p95: 0 };
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await call();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const p95 = percentile(ms, 95);
  return {
    line: `p50 ${percentile(ms, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms${p95 > 50 ? '  (over 50 ms)' : ''}  total ${answer.data.total}${answer.data.totalCapped ? '+' : ''}`,
    p95,
  };
}

/**
 * The plans of one call's list queries: the call is made once more with `db.query` watched, and each query that
 * reads the members table by the list's filter (`from members m where/order by/limit`: the capped count and the
 * page's keys, not the join that only adds display columns to the page's ids) is explained with its parameters.
 */
async function printPlans(app: FastifyInstance, db: Database, token: string, body: unknown) {
  const seen: [string, unknown[] | undefined][] = [];
  const query = db.query.bind(db);
  db.query = (sql, params) => {
    if (/from members m\s+(where|order by|limit)/.test(sql)) seen.push([sql, params]);
    return query(sql, params);
  };
  try {
    await listCall(app, token, body);
  } finally {
    db.query = query;
  }
  for (const [sql, params] of seen) {
    const plan = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params);
    console.log(`\n  ${sql.replace(/\s+/g, ' ')}\n  ${JSON.stringify(params ?? [])}`);
    for (const row of plan) console.log(`    ${row['QUERY PLAN']}`);
  }
}

export async function benchMemberList(): Promise<void> {
  const pgdb = await freshPostgres();
  if (!pgdb) {
    console.log('bench:members needs PostgreSQL (DATABASE_URL, or one on 127.0.0.1)');
    return;
  }
  const config: ServerConfig = {
    ...configFromEnv({}),
    databaseUrl: pgdb.url,
    dataDir: undefined,
    logLevel: 'silent',
    serveConsole: false,
    simulateDevices: 0,
    mqtt: { mode: 'off', slowMs: 5000 },
  };
  const { app, db } = await startApp(config);
  try {
    console.log(`loading ${COUNT.toLocaleString()} members…`);
    const t = performance.now();
    await loadMembers(db);
    const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from members');
    console.log(`${n.toLocaleString()} members in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const tokens: Record<string, string> = {};
    for (const account of ['admin', 'agent01', 'merchant01', 'merchant02']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: `clientId=console&account=${account}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      tokens[account] = JSON.parse(res.body).data.token;
    }
    const [sample] = await db.query<{ card_no: string; mobile: string }>(
      `select card_no, mobile from members where wallet_user_id like 'BENCH%' and mobile is not null order by id desc limit 1 offset 5000`,
    );
    const cases: [string, Record<string, unknown>][] = [
      ['first page', { pageNum: 1, pageSize: 20 }],
      ['page 50', { pageNum: 50, pageSize: 20 }],
      ['platform wechat', { pageNum: 1, pageSize: 20, platform: 'wechat' }],
      ['level 3', { pageNum: 1, pageSize: 20, level: 3 }],
      ['name contains 2 characters', { pageNum: 1, pageSize: 20, name: '佐藤' }],
      ['name contains, rare', { pageNum: 1, pageSize: 20, name: '佐々木 花' }],
      ['mobile starts with 8 digits', { pageNum: 1, pageSize: 20, mobile: sample.mobile.slice(0, 8) }],
      ['card number', { pageNum: 1, pageSize: 20, cardNo: sample.card_no }],
      ['sorted by points', { pageNum: 1, pageSize: 20, sort: { field: 'points', order: 'desc' } }],
    ];
    console.log('\n/ms/member/pageList (aim: p95 under 50 ms)');
    let slowest = { account: '', name: '', body: {} as Record<string, unknown>, p95: -1 };
    for (const account of ['admin', 'agent01', 'merchant01', 'merchant02']) {
      for (const [name, body] of cases) {
        const { line, p95 } = await timeCall(app, tokens[account], body);
        console.log(`  ${account.padEnd(11)} ${name.padEnd(30)} ${line}`);
        if (p95 > slowest.p95) slowest = { account, name, body, p95 };
      }
    }
    console.log(`\nthe slowest case's plans: ${slowest.account}, ${slowest.name} (p95 ${slowest.p95.toFixed(1)} ms)`);
    await printPlans(app, db, tokens[slowest.account], slowest.body);
  } finally {
    await app.close();
    if (process.env.MEMBER_BENCH_KEEP) console.log(`database kept: ${pgdb.url}`);
    else await pgdb.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchMemberList().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
