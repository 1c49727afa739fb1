/**
 * Device list benchmark: `POST /api/device/pageListFast` over 100,000 devices, the real server over real
 * HTTP on 127.0.0.1.
 *
 *   npm run bench:devices
 *
 * For each engine (BENCH_ENGINES, default `postgres,pglite`; PostgreSQL gets a fresh database that is
 * dropped afterwards) it starts the server with startApp (demo data), adds the large estate of bench/api.ts
 * (5,000 organisations, 100,000 users) and BENCH_DEVICES devices (default 100,000) bound to its stores and
 * merchants, then measures the list as the super admin and as a merchant administrator (organisation
 * scope): first page, filters, sorts and a deep page, one request at a time and with 8 in flight.
 * Aim (issue 7): p95 under 50 ms on PostgreSQL.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { startApp } from '../src/server/start.js';
import { configFromEnv, type ServerConfig } from '../src/server/config.js';
import type { Database } from '../src/server/db/database.js';
import { DEMO_PASSWORD } from '../src/server/demo/seed.js';
import { call, freshPostgres, measure, seedEstate, summarise, type Request } from './api.js';

const envInt = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const DEVICES = envInt('BENCH_DEVICES', 100_000);
const REQUESTS = envInt('BENCH_REQUESTS', 300);
const SEQUENTIAL = envInt('BENCH_SEQUENTIAL', 50);
const CONCURRENCY = envInt('BENCH_CONCURRENCY', 8);
const PAGE_SIZE = 20;
const AIM_MS = 50;

/** Bulk-inserts the devices: bound to the estate's stores (most) and merchants, of every demo product. */
async function seedDevices(db: Database): Promise<{ merchantAdmin: string; merchantDevices: number }> {
  await db.exec(`
    insert into devices (serial_num, product_id, org_id, org_path, provider_org_id, bound_at, name, alias, secret,
                         activated_at, online, last_login_at, signal, temperature, floor)
    select 'BN' || lpad(g::text, 8, '0'),
           p.ids[1 + g % cardinality(p.ids)],
           o.id, o.path, null, now() - make_interval(hours => g % 5000),
           '自販機 ' || g, case when g % 3 = 0 then '駅前 ' || (g % 997) else '' end,
           md5(g::text),
           case when g % 10 = 0 then null else now() - make_interval(days => g % 700) end,
           g % 4 <> 0, now() - make_interval(mins => g % 100000),
           (g * 37) % 101, ((g * 13) % 400) / 10.0 - 5, (g % 106) - 5
      from generate_series(1, ${DEVICES}) g
      join (select id, path, row_number() over (order by id) - 1 as k, count(*) over () as n from organisations where type in ('store', 'merchant')) o
        on o.k = g % o.n
      cross join (select array_agg(id order by id) as ids from products) p`);
  await db.exec(db.kind === 'postgres' ? 'vacuum analyze devices' : 'analyze devices');
  // the merchant (with its stores) holding the most devices, and one of its administrators
  const [m] = await db.query<{ id: number; path: string; n: number }>(
    `select m.id, m.path, count(d.id)::int as n from organisations m join devices d on d.org_path like m.path || '%'
      where m.type = 'merchant' group by m.id, m.path order by n desc limit 1`,
  );
  const [admin] = await db.query<{ account: string }>(
    `select u.account from users u join roles r on r.id = u.role_id where u.org_id = $1 and u.status = 1 and r.name = '加盟店管理者' order by u.id limit 1`,
    [m.id],
  );
  if (!admin) throw new Error('no merchant administrator in the estate');
  return { merchantAdmin: admin.account, merchantDevices: m.n };
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
      r.scenario.padEnd(34),
      r.rows.padEnd(14),
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
    await seedEstate(db, config);
    const { merchantAdmin, merchantDevices } = await seedDevices(db);
    const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from devices');
    console.log(
      `[${engine}] ${n.toLocaleString()} devices seeded in ${((performance.now() - t) / 1000).toFixed(1)} s; merchant admin ${merchantAdmin} sees ${merchantDevices.toLocaleString()}`,
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    const login = async (account: string) =>
      (await call(base, { path: '/auth/login', form: { clientId: 'console', account, password: DEMO_PASSWORD } })).token as string;
    const admin = await login('admin');
    const merchant = await login(merchantAdmin);
    const scenarios: { name: string; token: string; body: Record<string, unknown> }[] = [
      { name: 'super: page 1', token: admin, body: {} },
      { name: 'super: serial prefix BN00001', token: admin, body: { serialNum: 'BN00001' } },
      { name: 'super: name contains 駅前 12', token: admin, body: { name: '駅前 12' } },
      { name: 'super: online, activated', token: admin, body: { online: true, activated: true } },
      { name: 'super: sort lastLoginAt desc', token: admin, body: { sort: { field: 'lastLoginAt', order: 'desc' } } },
      { name: 'super: page 2000', token: admin, body: { pageNum: 2000 } },
      { name: 'merchant: page 1', token: merchant, body: {} },
      { name: 'merchant: offline', token: merchant, body: { online: false } },
      { name: 'merchant: last page', token: merchant, body: { pageNum: Math.max(1, Math.ceil(merchantDevices / PAGE_SIZE)) } },
    ];
    for (const s of scenarios) {
      const request = (): Request => ({ path: '/device/pageListFast', token: s.token, json: { pageNum: 1, pageSize: PAGE_SIZE, ...s.body } });
      const first = await call(base, request());
      if (!first.list.length) throw new Error(`${s.name}: the page is empty (total ${first.total})`);
      await measure(base, 10, CONCURRENCY, request);
      const seq = await measure(base, SEQUENTIAL, 1, request);
      const load = await measure(base, REQUESTS, CONCURRENCY, request);
      const row = { engine, scenario: s.name, rows: `${first.list.length}/${first.total}`, ...summarise(seq, load) };
      rows.push(row);
      print(row);
    }
  } finally {
    await app.close();
  }
}

async function main() {
  const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((s) => s.trim());
  const rows: Row[] = [];
  console.log(`device list, ${PAGE_SIZE} a page: ${SEQUENTIAL} sequential + ${REQUESTS} at ${CONCURRENCY} in flight per scenario. Latency in ms.`);
  console.log(
    [
      'engine'.padEnd(9),
      'scenario'.padEnd(34),
      'page/total'.padEnd(14),
      ...['c1 p50', 'c1 p95', `c${CONCURRENCY} p50`, `c${CONCURRENCY} p95`, `c${CONCURRENCY} p99`, 'req/s'].map((c) => c.padStart(8)),
    ].join(' '),
  );
  for (const engine of engines) {
    if (engine === 'pglite') await benchEngine('pglite', undefined, rows);
    if (engine === 'postgres') {
      const fresh = await freshPostgres();
      if (!fresh) continue;
      try {
        await benchEngine('postgres', fresh.url, rows);
      } finally {
        await fresh.drop();
      }
    }
  }
  const pg = rows.filter((r) => r.engine === 'postgres');
  if (pg.length) {
    const c1 = Math.max(...pg.map((r) => r.seq.p95));
    const c8 = Math.max(...pg.map((r) => r.load.p95));
    console.log(
      `\nPostgreSQL, worst p95 (aim < ${AIM_MS} ms): one at a time ${fmt(c1)} ms (${c1 < AIM_MS ? 'met' : 'missed'}), ${CONCURRENCY} in flight ${fmt(c8)} ms (${c8 < AIM_MS ? 'met' : 'missed'}). Client, server and database share this machine.`,
    );
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
