/**
 * Retail list benchmark: `goods/list/page` and `stockChangeLog/list/page` over a large stock change log, the
 * real server over real HTTP on 127.0.0.1.
 *
 *   npm run bench:retail                                    (PGlite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:retail   (a fresh database there, dropped after)
 *
 * Starts the server with startApp (demo data), adds BENCH_GOODS goods (default 30,000) to the demo merchants
 * and BENCH_LOG_ROWS stock change rows (default 1,000,000 on PostgreSQL, 200,000 on PGlite) with one
 * `insert ... select generate_series`, then measures first pages and filtered pages as the super admin and as
 * a merchant administrator (organisation scope), one request at a time and with 8 in flight.
 * Then exports those 30,000 goods through `/goods/export` (the server streams the .xlsx) and prints the time
 * to the last byte, the file's size and rows, and the server process's peak RSS above its level before.
 * Aims (issue 8): list p95 under 50 ms on PostgreSQL; the export under 3 s with flat memory.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { startApp } from '../src/server/start.js';
import { configFromEnv, type ServerConfig } from '../src/server/config.js';
import type { Database } from '../src/server/db/database.js';
import { DEMO_PASSWORD } from '../src/server/demo/seed.js';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { call, freshPostgres, measure, summarise, type Request } from './api.js';

const envInt = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const POSTGRES = Boolean(process.env.DATABASE_URL);
const GOODS = envInt('BENCH_GOODS', 30_000);
const LOG_ROWS = envInt('BENCH_LOG_ROWS', POSTGRES ? 1_000_000 : 200_000);
const REQUESTS = envInt('BENCH_REQUESTS', 200);
const SEQUENTIAL = envInt('BENCH_SEQUENTIAL', 50);
const CONCURRENCY = envInt('BENCH_CONCURRENCY', 8);
const PAGE_SIZE = 20;
const AIM_MS = 50;

/** Bulk-inserts goods spread over the merchants and the change log spread over every good, oldest first. */
async function seedRetail(db: Database) {
  await db.exec(`
    insert into goods (org_id, brand, name, category_id, spec, spec_unit, barcode, purchase_price, default_price, reference_price)
    select o.id, 'ベンチ' || (g % 50), 'ベンチ商品 ' || g, 1 + g % 4, 1 + g % 500, 'ml', '48' || lpad(g::text, 11, '0'), 50, 120, 130
      from generate_series(1, ${GOODS}) g
      join (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from organisations where type = 'merchant') o on o.k = g % o.n`);
  await db.exec(`
    insert into stock_change_logs (org_id, goods_id, kind, delta, before, after, reason, ref_no, operator_id, created_at)
    select a.orgs[1 + i % a.n], a.ids[1 + i % a.n], k.kind, k.delta, 100 + i % 50, 100 + i % 50 + k.delta,
           case when k.kind = 'manualAdjust' then '棚卸' end,
           case when k.kind in ('purchase', 'return') then 'PO' || lpad((i / 10)::text, 14, '0') end,
           null, now() - make_interval(secs => (${LOG_ROWS} - i) * 3)
      from generate_series(1, ${LOG_ROWS}) i
      cross join (select array_agg(id order by id) as ids, array_agg(org_id order by id) as orgs, count(*)::int as n from goods) a
      cross join lateral (select (array['purchase','return','manualAdjust','vendingReplenish','vendingReturn','oneKeyReplenish','vend'])[1 + i % 7] as kind,
                                 case when i % 7 in (1, 4, 6) then -(1 + i % 5) else 1 + i % 20 end as delta) k`);
  await db.exec(db.kind === 'postgres' ? 'vacuum analyze goods, stock_change_logs, organisations' : 'analyze goods; analyze stock_change_logs');
}

interface Row {
  engine: string;
  scenario: string;
  rows: string;
  seq: { p50: number; p95: number };
  load: { p50: number; p95: number; p99: number; rps: number };
}
const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const print = (r: Row) =>
  console.log(
    [
      r.engine.padEnd(9),
      r.scenario.padEnd(40),
      r.rows.padEnd(16),
      ...[r.seq.p50, r.seq.p95, r.load.p50, r.load.p95, r.load.p99, r.load.rps].map((n) => fmt(n).padStart(8)),
    ].join(' '),
  );

async function benchEngine(engine: 'pglite' | 'postgres', databaseUrl: string | undefined, rows: Row[]) {
  const config: ServerConfig = {
    ...configFromEnv({}),
    databaseUrl,
    dataDir: undefined,
    logLevel: 'silent',
    serveConsole: false,
    simulateDevices: 0,
    mqtt: { mode: 'off', slowMs: 5000 },
  };
  const t = performance.now();
  const { app, db } = await startApp(config);
  try {
    await seedRetail(db);
    const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from stock_change_logs');
    console.log(
      `[${engine}] ${GOODS.toLocaleString()} goods and ${n.toLocaleString()} stock changes seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    const [sample] = await db.query<{ goods_id: number; ref_no: string }>(
      `select goods_id, ref_no from stock_change_logs where ref_no is not null order by id desc limit 1`,
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    const login = async (account: string) =>
      (await call(base, { path: '/auth/login', form: { clientId: 'console', account, password: DEMO_PASSWORD } })).token as string;
    const admin = await login('admin');
    const merchant = await login('merchant01');
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const scenarios: { name: string; path: string; token: string; body: Record<string, unknown> }[] = [
      { name: 'goods: super page 1', path: '/goods/list/page', token: admin, body: {} },
      { name: 'goods: merchant page 1', path: '/goods/list/page', token: merchant, body: {} },
      { name: 'goods: name contains 商品 12', path: '/goods/list/page', token: admin, body: { name: '商品 12' } },
      { name: 'goods: a middle page', path: '/goods/list/page', token: admin, body: { pageNum: Math.max(1, Math.floor(GOODS / PAGE_SIZE / 2)) } },
      { name: 'log: super page 1', path: '/stockChangeLog/list/page', token: admin, body: {} },
      { name: 'log: merchant page 1', path: '/stockChangeLog/list/page', token: merchant, body: {} },
      { name: 'log: super kind vend', path: '/stockChangeLog/list/page', token: admin, body: { kind: 'vend' } },
      { name: 'log: merchant kind manualAdjust', path: '/stockChangeLog/list/page', token: merchant, body: { kind: 'manualAdjust' } },
      { name: 'log: goodsId', path: '/stockChangeLog/list/page', token: admin, body: { goodsId: sample.goods_id } },
      { name: 'log: refNo', path: '/stockChangeLog/list/page', token: admin, body: { refNo: sample.ref_no } },
      { name: 'log: last 24 hours', path: '/stockChangeLog/list/page', token: admin, body: { startTime: dayAgo } },
      { name: 'log: merchant a week, page 50', path: '/stockChangeLog/list/page', token: merchant, body: { startTime: weekAgo, pageNum: 50 } },
    ];
    for (const s of scenarios) {
      const request = (): Request => ({ path: s.path, token: s.token, json: { pageNum: 1, pageSize: PAGE_SIZE, ...s.body } });
      const first = await call(base, request());
      if (!first.list.length) throw new Error(`${s.name}: the page is empty (total ${first.total})`);
      await measure(base, 10, CONCURRENCY, request);
      const seq = await measure(base, SEQUENTIAL, 1, request);
      const load = await measure(base, REQUESTS, CONCURRENCY, request);
      const row = { engine, scenario: s.name, rows: `${first.list.length}/${first.total}`, ...summarise(seq, load) };
      rows.push(row);
      print(row);
    }
    await benchExport(engine, base, admin);
  } finally {
    await app.close();
  }
}

/**
 * The bench's goods (all named 'ベンチ商品 …') as one .xlsx through /goods/export: the time until its last byte,
 * its size and rows (read back), and the peak RSS of this process — the server's — above where it stood.
 */
async function benchExport(engine: string, base: string, token: string) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const t = performance.now();
  const res = await fetch(`${base}/goods/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'ベンチ商品' }),
  });
  if (!res.ok || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  const chunks: Buffer[] = [];
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  const ms = performance.now() - t;
  clearInterval(sampler);
  const file = Buffer.concat(chunks);
  let dataRows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) for await (const _row of sheet) dataRows++;
  dataRows -= 1; // the heading
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(
    `[${engine}] goods export: ${dataRows.toLocaleString()} rows, ${mb(file.length)} MB in ${(ms / 1000).toFixed(2)} s (aim < 3 s: ${ms < 3000 ? 'met' : 'missed'}); ` +
      `server RSS ${mb(before)} MB before, peak ${mb(peak)} MB (+${mb(peak - before)} MB; client and server share this process)`,
  );
}

async function main() {
  const rows: Row[] = [];
  console.log(`retail lists, ${PAGE_SIZE} a page: ${SEQUENTIAL} sequential + ${REQUESTS} at ${CONCURRENCY} in flight per scenario. Latency in ms.`);
  console.log(
    [
      'engine'.padEnd(9),
      'scenario'.padEnd(40),
      'page/total'.padEnd(16),
      ...['c1 p50', 'c1 p95', `c${CONCURRENCY} p50`, `c${CONCURRENCY} p95`, `c${CONCURRENCY} p99`, 'req/s'].map((c) => c.padStart(8)),
    ].join(' '),
  );
  if (POSTGRES) {
    const fresh = await freshPostgres();
    if (!fresh) return;
    try {
      await benchEngine('postgres', fresh.url, rows);
    } finally {
      await fresh.drop();
    }
    const c1 = Math.max(...rows.map((r) => r.seq.p95));
    const c8 = Math.max(...rows.map((r) => r.load.p95));
    console.log(
      `\nPostgreSQL, worst p95 (aim < ${AIM_MS} ms): one at a time ${fmt(c1)} ms (${c1 < AIM_MS ? 'met' : 'missed'}), ${CONCURRENCY} in flight ${fmt(c8)} ms (${c8 < AIM_MS ? 'met' : 'missed'}). Client, server and database share this machine.`,
    );
  } else {
    await benchEngine('pglite', undefined, rows);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
