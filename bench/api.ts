/**
 * API benchmark: the real server over a large estate, driven over real HTTP on 127.0.0.1.
 *
 *   npm run bench:api
 *
 * For each engine — PGlite in memory, then a PostgreSQL server (DATABASE_URL, or
 * postgres://postgres@127.0.0.1:5432/test when that answers; a fresh database `ops_bench_<n>` is created
 * and dropped afterwards) — it starts the server with startApp (demo estate seeded, OWASP argon2id as in
 * production), bulk-inserts 5,000 organisations (agents, merchants, stores below the demo platform) and
 * 100,000 users, then measures `POST /api/user/page/list` (as the super admin and as an agent admin) and
 * `POST /api/auth/login`. Each scenario runs a bounded number of requests: a sequential pass (unloaded
 * latency) and a pass with 8 requests in flight (latency under load and requests per second).
 *
 * Environment: BENCH_REQUESTS (default 300 per scenario under load), BENCH_SEQUENTIAL (default 50),
 * BENCH_LOGINS (default 50), BENCH_ENGINES (`pglite,postgres`), BENCH_CONCURRENCY (default 8).
 */
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startApp } from '../src/server/start.js';
import { configFromEnv, type ServerConfig } from '../src/server/config.js';
import type { Database } from '../src/server/db/database.js';
import { hashPassword } from '../src/server/plugins/auth.js';
import { DEMO_PASSWORD } from '../src/server/demo/seed.js';

const USERS = 100_000;
const AGENTS = 40;
const MERCHANTS = 460;
const STORES = 4_500; // 40 + 460 + 4,500 = 5,000 organisations
const ORGS = AGENTS + MERCHANTS + STORES;
const PAGE_SIZE = 20;

const envInt = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const REQUESTS = envInt('BENCH_REQUESTS', 300);
const SEQUENTIAL = envInt('BENCH_SEQUENTIAL', 50);
const LOGINS = envInt('BENCH_LOGINS', 50);
const CONCURRENCY = envInt('BENCH_CONCURRENCY', 8);
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

// ——— the estate ———————————————————————————————————————————————————————————————————————————————

const PREFECTURES = [
  '北海道',
  '青森',
  '岩手',
  '宮城',
  '秋田',
  '山形',
  '福島',
  '茨城',
  '栃木',
  '群馬',
  '埼玉',
  '千葉',
  '東京',
  '神奈川',
  '新潟',
  '富山',
  '石川',
  '福井',
  '山梨',
  '長野',
  '岐阜',
  '静岡',
  '愛知',
  '三重',
  '滋賀',
  '京都',
  '大阪',
  '兵庫',
  '奈良',
  '和歌山',
  '鳥取',
  '島根',
  '岡山',
  '広島',
  '山口',
  '徳島',
  '香川',
  '愛媛',
  '高知',
  '福岡',
];
const TRADES = ['ベンディング', '飲料', '自販機サービス', 'リテール', 'マート', '商事', 'フーズ'];
const STATIONS = [
  '渋谷',
  '新宿',
  '池袋',
  '品川',
  '上野',
  '秋葉原',
  '東京',
  '横浜',
  '川崎',
  '大宮',
  '千葉',
  '船橋',
  '梅田',
  '難波',
  '天王寺',
  '京都',
  '三宮',
  '博多',
  '天神',
  '名古屋',
  '栄',
  '札幌',
  '仙台',
  '広島',
  '岡山',
  '松山',
  '高松',
  '金沢',
  '静岡',
  '浜松',
];
const STORE_KINDS = ['駅前店', '東口店', '西口店', '南口店', '北口店', '中央店', '本店', '駅ナカ店'];
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
  '木村',
  '林',
  '斎藤',
  '清水',
  '山崎',
  '森',
  '池田',
  '橋本',
  '阿部',
  '石川',
  '山下',
  '中島',
  '石井',
  '小川',
  '前田',
  '岡田',
  '長谷川',
  '藤田',
  '後藤',
  '近藤',
  '村上',
  '遠藤',
  '青木',
  '坂本',
];
const GIVEN = [
  '翔',
  '蓮',
  '大翔',
  '陽翔',
  '悠真',
  '湊',
  '陽菜',
  '結衣',
  '葵',
  'さくら',
  '美咲',
  '花子',
  '一郎',
  '健',
  '大輔',
  '直樹',
  '美月',
  '凛',
  '結菜',
  '莉子',
  '健太',
  '拓也',
  '達也',
  '優子',
  '恵',
  '真由美',
  '由美子',
  '和也',
  '誠',
  'ひかり',
  'カナ',
  'ミキ',
];

const sqlArray = (items: string[]) => `array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

interface Estate {
  /** An agent whose subtree is of median size (the org filter target). */
  midAgent: { id: number; users: number };
  /** The largest agent: its admin is the scoped caller. */
  bigAgent: { id: number; users: number; admin: string };
  /** A merchant under the big agent (the scoped caller's org filter). */
  bigAgentMerchant: { id: number; users: number };
  /** A user of the mid-size agent (the single-record read). */
  midAgentUser: number;
  /** Enabled bulk accounts to log in with. */
  loginAccounts: string[];
  totalUsers: number;
}

/**
 * Bulk-inserts the estate with a handful of set-based statements. Organisation ids are given explicitly
 * (base + n) so each row's materialised path is computed in the same insert; the identity is moved on after.
 */
export async function seedEstate(db: Database, config: ServerConfig): Promise<Estate> {
  const hash = await hashPassword(DEMO_PASSWORD, config);
  const [platform] = await db.query<{ id: number; path: string }>(`select id, path from organisations where type = 'platform'`);
  const [{ base }] = await db.query<{ base: number }>('select max(id)::int as base from organisations');
  const roles = Object.fromEntries((await db.query<{ name: string; id: number }>('select name, id from roles')).map((r) => [r.name, r.id]));
  const A = base; // agents: A+1 .. A+40
  const M = base + AGENTS; // merchants: M+1 .. M+460
  const S = M + MERCHANTS; // stores: S+1 .. S+4500

  await db.transaction(async (tx) => {
    await tx.query(
      `insert into organisations (id, parent_id, path, depth, type, name, remark)
       select ${A} + g, $1, $2 || (${A} + g) || '/', 2, 'agent',
              (${sqlArray(PREFECTURES)})[g] || 'サービス株式会社', '地域代理店'
         from generate_series(1, ${AGENTS}) g`,
      [platform.id, platform.path],
    );
    // merchants lean towards the first agents (a few big agents, many small ones)
    await tx.query(
      `insert into organisations (id, parent_id, path, depth, type, name)
       select ${M} + g, a.id, a.path || (${M} + g) || '/', 3, 'merchant',
              (${sqlArray(PREFECTURES)})[1 + (g * 7) % ${PREFECTURES.length}] || (${sqlArray(TRADES)})[1 + g % ${TRADES.length}] || ' ' || g
         from generate_series(1, ${MERCHANTS}) g
         join organisations a on a.id = ${A} + 1 + floor(${AGENTS} * power((g - 1)::float / ${MERCHANTS}, 2))::int`,
    );
    await tx.query(
      `insert into organisations (id, parent_id, path, depth, type, name)
       select ${S} + g, m.id, m.path || (${S} + g) || '/', 4, 'store',
              (${sqlArray(STATIONS)})[1 + g % ${STATIONS.length}] || (${sqlArray(STORE_KINDS)})[1 + (g / ${STATIONS.length}) % ${STORE_KINDS.length}] || ' ' || g
         from generate_series(1, ${STORES}) g
         join organisations m on m.id = ${M} + 1 + (g - 1) % ${MERCHANTS}`,
    );
    await tx.query(`select setval(pg_get_serial_sequence('organisations', 'id'), (select max(id) from organisations))`);
    // 20 users per organisation; agents' users are agent admins, merchants' merchant admins, stores' staff
    await tx.query(
      `insert into users (account, name, phone, email, password_hash, password_changed_at, org_id, role_id, status, created_at, updated_at)
       select 'u' || lpad(g::text, 6, '0'),
              (${sqlArray(FAMILY)})[1 + g % ${FAMILY.length}] || ' ' || (${sqlArray(GIVEN)})[1 + (g / ${FAMILY.length}) % ${GIVEN.length}],
              '090' || lpad(g::text, 8, '0'),
              'u' || lpad(g::text, 6, '0') || '@example.jp',
              $1, now(), o.id,
              case o.type when 'agent' then $2::int when 'merchant' then $3::int else $4::int end,
              case when g % 20 = 0 then 0 else 1 end,
              now() - make_interval(mins => g * 7), now() - make_interval(mins => g * 7)
         from generate_series(1, ${USERS}) g
         join organisations o on o.id = ${A} + 1 + (g - 1) % ${ORGS}`,
      [hash, roles['代理店管理者'], roles['加盟店管理者'], roles['店舗担当者']],
    );
  });
  if (db.kind === 'postgres') await db.exec('vacuum analyze');
  else await db.exec('analyze');

  const agents = await db.query<{ id: number; users: number }>(
    `select a.id, count(u.id)::int as users
       from organisations a join organisations o on o.path like a.path || '%' join users u on u.org_id = o.id
      where a.id between ${A + 1} and ${A + AGENTS} group by a.id order by users, a.id`,
  );
  const mid = agents[Math.floor(agents.length / 2)];
  const big = agents[agents.length - 1];
  const [midUser] = await db.query<{ id: number }>('select id from users where org_id = $1 order by id limit 1', [mid.id]);
  const [admin] = await db.query<{ account: string }>('select account from users where org_id = $1 and status = 1 order by id limit 1', [big.id]);
  const [merchant] = await db.query<{ id: number; users: number }>(
    `select m.id, count(u.id)::int as users
       from organisations m join organisations o on o.path like m.path || '%' join users u on u.org_id = o.id
      where m.parent_id = $1 group by m.id order by users desc, m.id limit 1`,
    [big.id],
  );
  const logins = await db.query<{ account: string }>(`select account from users where account like 'u%' and status = 1 order by id limit ${LOGINS}`);
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from users');
  return {
    midAgent: mid,
    midAgentUser: midUser.id,
    bigAgent: { ...big, admin: admin.account },
    bigAgentMerchant: merchant,
    loginAccounts: logins.map((r) => r.account),
    totalUsers: n,
  };
}

// ——— measuring ————————————————————————————————————————————————————————————————————————————————

export interface Sample {
  ms: number[];
  wallMs: number;
}

export interface Request {
  method?: 'GET' | 'POST';
  path: string;
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
}

/** Makes one call and checks the envelope says success; a failure stops the benchmark. */
export async function call(base: string, req: Request): Promise<any> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  if (req.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(req.form).toString();
  } else if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  }
  const res = await fetch(base + req.path, { method: req.method ?? 'POST', headers, body });
  const answer = (await res.json()) as { code: number; msg: string; data: any };
  if (res.status !== 200 || answer.code !== 200) throw new Error(`${req.path}: HTTP ${res.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Runs `count` requests, `concurrency` in flight at a time; `next(i)` builds the i-th request. */
export async function measure(base: string, count: number, concurrency: number, next: (i: number) => Request): Promise<Sample> {
  const ms: number[] = [];
  let issued = 0;
  const started = performance.now();
  const worker = async () => {
    while (issued < count) {
      const req = next(issued++);
      const t0 = performance.now();
      await call(base, req);
      ms.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { ms, wallMs: performance.now() - started };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

interface Row {
  engine: string;
  scenario: string;
  rows: string;
  seq: { p50: number; p95: number };
  load: { p50: number; p95: number; p99: number; rps: number; n: number };
}

export function summarise(seq: Sample, load: Sample) {
  const s = [...seq.ms].sort((a, b) => a - b);
  const l = [...load.ms].sort((a, b) => a - b);
  return {
    seq: { p50: percentile(s, 50), p95: percentile(s, 95) },
    load: { p50: percentile(l, 50), p95: percentile(l, 95), p99: percentile(l, 99), rps: (l.length / load.wallMs) * 1000, n: l.length },
  };
}

// ——— one engine ——————————————————————————————————————————————————————————————————————————————

async function benchEngine(engine: 'pglite' | 'postgres', databaseUrl: string | undefined, rows: Row[]) {
  const config: ServerConfig = {
    ...configFromEnv({}),
    databaseUrl,
    dataDir: undefined,
    logLevel: 'silent',
    serveConsole: false,
  };
  const t = performance.now();
  const { app, db } = await startApp(config);
  try {
    const estate = await seedEstate(db, config);
    console.log(
      `[${engine}] seeded ${estate.totalUsers.toLocaleString()} users, ${ORGS.toLocaleString()} + demo organisations in ` +
        `${((performance.now() - t) / 1000).toFixed(1)} s; mid-size agent ${estate.midAgent.id} (${estate.midAgent.users} users), ` +
        `agent admin ${estate.bigAgent.admin} over ${estate.bigAgent.users} users`,
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;

    const login = async (account: string) =>
      (await call(base, { path: '/auth/login', form: { clientId: 'console', account, password: DEMO_PASSWORD } })).token as string;
    const superToken = await login('admin');
    const agentToken = await login(estate.bigAgent.admin);

    const lastPage = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));
    const scenarios: { name: string; token: string; body: Record<string, unknown> }[] = [
      { name: 'super: page 1', token: superToken, body: {} },
      { name: 'super: name filter', token: superToken, body: { name: '佐藤' } },
      { name: 'super: orgId mid subtree', token: superToken, body: { orgId: estate.midAgent.id } },
      { name: 'super: page 5000', token: superToken, body: { pageNum: 5000 } },
      { name: 'agent: page 1', token: agentToken, body: {} },
      { name: 'agent: name filter', token: agentToken, body: { name: '佐藤' } },
      { name: 'agent: orgId merchant', token: agentToken, body: { orgId: estate.bigAgentMerchant.id } },
      { name: 'agent: last page', token: agentToken, body: { pageNum: lastPage(estate.bigAgent.users) } },
    ];

    // the floor: one small authenticated read (token check, one row, the envelope) under the same load
    const one = (): Request => ({ method: 'GET', path: `/user/get?id=${estate.midAgentUser}`, token: superToken });
    await measure(base, 10, CONCURRENCY, one);
    {
      const seq = await measure(base, SEQUENTIAL, 1, one);
      const load = await measure(base, REQUESTS, CONCURRENCY, one);
      rows.push({ engine, scenario: 'super: user get (floor)', rows: '1', ...summarise(seq, load) });
      printRow(rows[rows.length - 1]);
    }

    for (const s of scenarios) {
      const request = (): Request => ({ path: '/user/page/list', token: s.token, json: { pageNum: 1, pageSize: PAGE_SIZE, ...s.body } });
      const first = await call(base, request());
      if (!first.list.length) throw new Error(`${s.name}: the page is empty (total ${first.total})`);
      await measure(base, 10, CONCURRENCY, request); // warm-up
      const seq = await measure(base, SEQUENTIAL, 1, request);
      const load = await measure(base, REQUESTS, CONCURRENCY, request);
      rows.push({ engine, scenario: s.name, rows: `${first.list.length}/${first.total}`, ...summarise(seq, load) });
      printRow(rows[rows.length - 1]);
    }

    // login: OWASP argon2id (19 MiB, 2 passes) per attempt; a different enabled account each time
    const accounts = estate.loginAccounts;
    const loginReq = (i: number): Request => ({
      path: '/auth/login',
      form: { clientId: 'console', account: accounts[i % accounts.length], password: DEMO_PASSWORD },
    });
    const seq = await measure(base, Math.min(SEQUENTIAL, LOGINS), 1, loginReq);
    const load = await measure(base, LOGINS, CONCURRENCY, loginReq);
    rows.push({ engine, scenario: 'login (argon2id OWASP)', rows: '-', ...summarise(seq, load) });
    printRow(rows[rows.length - 1]);
  } finally {
    await app.close();
  }
}

// ——— PostgreSQL: a fresh database per run ————————————————————————————————————————————————————

export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const serverUrl = process.env.DATABASE_URL || DEFAULT_PG;
  const host = new URL(serverUrl).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1') {
    console.log(`PostgreSQL at ${host} skipped: the benchmark only sends traffic to this machine`);
    return undefined;
  }
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`PostgreSQL not reachable at ${serverUrl} (${(err as Error).message}): skipped`);
    return undefined;
  }
  const name = `ops_bench_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

// ——— report ————————————————————————————————————————————————————————————————————————————————

const COLUMNS = ['engine', 'scenario', 'page/total', 'c1 p50', 'c1 p95', `c${CONCURRENCY} p50`, `c${CONCURRENCY} p95`, `c${CONCURRENCY} p99`, 'req/s'];
const WIDTHS = [9, 26, 14, 8, 8, 8, 8, 8, 8];
const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const line = (cells: string[]) => cells.map((c, i) => (i < 3 ? c.padEnd(WIDTHS[i]) : c.padStart(WIDTHS[i]))).join(' ');

function printRow(r: Row) {
  console.log(line([r.engine, r.scenario, r.rows, fmt(r.seq.p50), fmt(r.seq.p95), fmt(r.load.p50), fmt(r.load.p95), fmt(r.load.p99), fmt(r.load.rps)]));
}

async function main() {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
  const rows: Row[] = [];
  console.log(
    `user list: ${SEQUENTIAL} sequential + ${REQUESTS} at ${CONCURRENCY} in flight per scenario; login: ${Math.min(SEQUENTIAL, LOGINS)} + ${LOGINS}. Latency in ms.`,
  );
  console.log(line(COLUMNS));
  if (engines.includes('pglite')) await benchEngine('pglite', undefined, rows);
  if (engines.includes('postgres')) {
    const fresh = await freshPostgres();
    if (fresh) {
      try {
        await benchEngine('postgres', fresh.url, rows);
      } finally {
        await fresh.drop();
      }
    }
  }
  console.log('\nSummary (latency ms; c1 = one request at a time, c8 = 8 in flight):');
  console.log(line(COLUMNS));
  for (const r of rows) printRow(r);
  const pgList = rows.filter((r) => r.engine === 'postgres' && !r.scenario.startsWith('login') && !r.scenario.includes('(floor)'));
  if (pgList.length) {
    const worst = (f: (r: Row) => number) => Math.max(...pgList.map(f));
    const c1 = worst((r) => r.seq.p95);
    const c8 = worst((r) => r.load.p95);
    console.log(
      `\nPostgreSQL list pages, worst p95 (aim < 20 ms): one at a time ${fmt(c1)} ms (${c1 < 20 ? 'met' : 'missed'}), ` +
        `${CONCURRENCY} in flight ${fmt(c8)} ms (${c8 < 20 ? 'met' : 'missed'}). Client, server and database share this machine.`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
