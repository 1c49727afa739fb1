/**
 * Payments benchmark (issue 9): statistics and the order list over many orders on PostgreSQL, through the
 * server's own routes (app.inject by path, so calls built by other parts are measured once they exist).
 *
 *   npm run bench:payments                                        (PostgreSQL at DATABASE_URL or 127.0.0.1)
 *   PAY_BENCH_ORDERS=1000000 npm run bench:payments               (a smaller load)
 *   PAY_BENCH_KEEP=1 …                                            (keep the database, to read plans)
 *
 * Creates a fresh database (dropped after), starts the server with the demo estate, loads PAY_BENCH_ORDERS
 * orders (default 10,000,000) over the last 365 Tokyo days with `insert … select generate_series` across the
 * demo devices (methods, JPY and USD, statuses, gateway cost times, refunds, revokes), then rebuilds both daily
 * rollups from pay_orders with one INSERT…SELECT…GROUP BY each (as the ledger would have kept them). Then prints
 * p50/p95 of:
 *  - a year of daily statistics through /pay/stats/* and /bi/pay/gw/* (aim: under 100 ms), platform-wide and
 *    in an agent's and a merchant's scope;
 *  - first pages of /das/payOrder/pageList in several scopes (aim: under 50 ms; skipped while that call is
 *    not in the contract);
 *  - a 30,000-row order export /das/payOrder/export/payOrder/excel (aim: under 3 s) and the statistics
 *    workbook /pay/stats/byTypeAndTime/dynaExcel, with the process's RSS growth during each.
 */
import { rebuildPayRollup } from '../src/server/demo/seed-payments.js';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { startApp } from '../src/server/start.js';
import { configFromEnv, type ServerConfig } from '../src/server/config.js';
import { DEMO_PASSWORD } from '../src/server/demo/seed.js';
import type { Database } from '../src/server/db/database.js';
import { freshPostgres, percentile } from './api.js';

const envInt = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const ORDERS = envInt('PAY_BENCH_ORDERS', 10_000_000);
const RUNS = envInt('PAY_BENCH_RUNS', 30);
/** Orders are inserted in slices of this many, each its own statement (one huge statement holds too much). */
const SLICE = 1_000_000;

const tokyoDay = (at: Date) => new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
const today = tokyoDay(new Date());
const yearAgo = tokyoDay(new Date(Date.now() - 364 * 86_400_000));

/** Loads the orders over the demo devices: most paid, some failed, unpaid or unknown; a few refunded or revoked. */
async function loadOrders(db: Database) {
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from devices where org_path is not null');
  if (!n) throw new Error('the demo estate has no devices');
  for (let from = 1; from <= ORDERS; from += SLICE) {
    const to = Math.min(ORDERS, from + SLICE - 1);
    const t = performance.now();
    await db.exec(`
      insert into pay_orders (order_number, org_id, org_path, device_id, serial_num, channel, pay_type, currency, amount,
        refund_reserved, refunded_amount, status, revoked, revoked_at, gateway_cost_ms, created_at, paid_at)
      select 'BENCH' || lpad(i::text, 10, '0'), d.org_id, d.org_path, d.id, d.serial_num, 'sandbox', k.pay_type, k.currency, k.amount,
             k.refunded, k.refunded, k.status, k.revoked, case when k.revoked then k.at end, k.cost, k.at,
             case when k.status = 'paid' then k.at end
        from generate_series(${from}::bigint, ${to}::bigint) i
        cross join (select array_agg(id order by id) as ids from devices where org_id is not null) a
        join lateral (select id, org_id, org_path, serial_num from devices where id = a.ids[(1 + (i * 7919) % array_length(a.ids, 1))::int]) d on true
        cross join lateral (
          select (array[205, 205, 205, 1, 2, 206, 207, 12, 110, 99])[(1 + i % 10)::int] as pay_type,
                 case when i % 10 = 3 then 'USD' else 'JPY' end as currency,
                 case when i % 10 = 3 then 100 + (i * 37) % 900 else 100 + ((i * 13) % 30) * 10 end as amount,
                 case when i % 100 < 90 then 'paid' when i % 100 < 95 then 'failed' when i % 100 < 98 then 'unpaid' else 'unknown' end as status,
                 (i % 100 < 90 and i % 97 = 0) as revoked,
                 case when i % 100 < 90 and i % 97 <> 0 and i % 31 = 0 then 50 else 0 end as refunded,
                 case when i % 50 = 0 then null else 80 + (i * 7) % 1500 + case when i % 40 = 0 then 4000 else 0 end end as cost,
                 now() - make_interval(secs => ((i * 104729) % (365 * 86400))::float8) as at) k`);
    console.log(`  orders ${from.toLocaleString()}–${to.toLocaleString()} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
}

/** Both rollups rebuilt from the orders, as the ledger keeps them (revoked orders left out). */
async function buildRollups(db: Database) {
  await db.transaction((tx) => rebuildPayRollup(tx));
  await db.exec('vacuum analyze pay_orders, pay_stats_daily, pay_stats_org_daily, organisations');
}

interface Call {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

async function inject(app: FastifyInstance, token: string, c: Call) {
  const res = await app.inject({
    method: c.method,
    url: `/api${c.url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(c.body ? { payload: c.body as object } : {}),
  });
  return res;
}

/** p50/p95 of `RUNS` calls one after another (after one warm-up), or why the call could not be measured. */
async function timeCall(app: FastifyInstance, token: string, c: Call): Promise<string> {
  const first = await inject(app, token, c);
  if (first.statusCode === 404 && !/"code":(?!100404)\d+/.test(first.body)) return 'not in the contract yet (another part builds it): skipped';
  const code = first.headers['content-type']?.toString().includes('json') ? JSON.parse(first.body).code : 200;
  if (code !== 200) return `refused: ${first.body.slice(0, 120)}`;
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await inject(app, token, c);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return `p50 ${percentile(ms, 50).toFixed(1)} ms  p95 ${percentile(ms, 95).toFixed(1)} ms`;
}

/** One export: time to the last byte, its size, and the process's RSS growth (sampled every 20 ms). */
async function timeExport(app: FastifyInstance, token: string, c: Call): Promise<string> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t = performance.now();
  const res = await inject(app, token, c);
  const ms = performance.now() - t;
  clearInterval(sampler);
  if (res.statusCode === 404 && !/"code":(?!100404)\d+/.test(res.body)) return 'not in the contract yet (another part builds it): skipped';
  if (res.headers['content-type']?.toString().includes('json')) return `refused: ${res.body.slice(0, 160)}`;
  return `${(ms / 1000).toFixed(2)} s, ${(res.rawPayload.length / 1e6).toFixed(1)} MB, RSS +${((peak - before) / 1e6).toFixed(0)} MB`;
}

async function main() {
  const pgdb = await freshPostgres();
  if (!pgdb) {
    console.log('bench:payments needs PostgreSQL (DATABASE_URL, or one on 127.0.0.1)');
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
    console.log(`loading ${ORDERS.toLocaleString()} orders…`);
    let t = performance.now();
    await loadOrders(db);
    console.log(`orders loaded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    await buildRollups(db);
    const [r] = await db.query<{ d: number; o: number }>(
      'select (select count(*) from pay_stats_daily)::int as d, (select count(*) from pay_stats_org_daily)::int as o',
    );
    console.log(
      `rollups built in ${((performance.now() - t) / 1000).toFixed(1)} s: ${r.d.toLocaleString()} device rows, ${r.o.toLocaleString()} organisation rows`,
    );

    const tokens: Record<string, string> = {};
    for (const account of ['admin', 'agent01', 'agent02', 'merchant01']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: `clientId=console&account=${account}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      tokens[account] = JSON.parse(res.body).data.token;
    }
    const year = { startDate: yearAgo, endDate: today };
    const q = new URLSearchParams(year).toString();
    // a device each account sees: one of the newest orders' in its subtree
    const deviceOf = async (account: string) =>
      (
        await db.query<{ serial_num: string }>(
          `select o.serial_num from pay_orders o join users u on u.account = $1 join organisations g on g.id = u.org_id
        where o.org_path like g.path || '%' and o.serial_num is not null order by o.created_at desc limit 1`,
          [account],
        )
      )[0]?.serial_num ?? '';
    const statCalls = (serial: string): [string, Call][] => [
      ['byType, a year', { method: 'POST', url: '/pay/stats/byType', body: year }],
      ['byTypeAndTime chart, a year by day', { method: 'POST', url: '/pay/stats/byTypeAndTime/chart', body: { ...year, granularity: 'day' } }],
      [
        'byTypeAndTime pageList, a year by day',
        { method: 'POST', url: '/pay/stats/byTypeAndTime/pageList', body: { ...year, granularity: 'day', pageSize: 20 } },
      ],
      ['flyback list, a year', { method: 'POST', url: '/pay/stats/flyback/list', body: { ...year, pageSize: 20 } }],
      ['payType, every day', { method: 'POST', url: '/pay/stats/payType', body: {} }],
      ['gw successRate pillar, a year', { method: 'GET', url: `/bi/pay/gw/successRate/passTime/pillar?${q}` }],
      ['gw costTime pillar, a year', { method: 'GET', url: `/bi/pay/gw/costTime/passTime/pillar?${q}` }],
      ['gw successRate avg, a year', { method: 'GET', url: `/bi/pay/gw/successRate/avg?${q}` }],
      ['gw costTime pie, one device, a year', { method: 'GET', url: `/bi/pay/gw/costTime/passTime/pie?${q}&serialNum=${encodeURIComponent(serial)}` }],
    ];
    console.log(`\nstatistics over ${year.startDate}…${year.endDate} (aim: p95 under 100 ms)`);
    // merchants' roles hold no statistics codes in the demo: the agents are the scoped callers
    for (const account of ['admin', 'agent01', 'agent02']) {
      for (const [name, c] of statCalls(await deviceOf(account)))
        console.log(`  ${account.padEnd(11)} ${name.padEnd(40)} ${await timeCall(app, tokens[account], c)}`);
    }
    console.log('\norder list first pages, /das/payOrder/pageList (aim: p95 under 50 ms)');
    for (const account of ['admin', 'agent01', 'merchant01']) {
      for (const [name, body] of [
        ['first page', { pageNum: 1, pageSize: 20 }],
        ['paid, first page', { pageNum: 1, pageSize: 20, status: 'paid' }],
      ] as const) {
        console.log(
          `  ${account.padEnd(11)} ${name.padEnd(40)} ${await timeCall(app, tokens[account], { method: 'POST', url: '/das/payOrder/pageList', body })}`,
        );
      }
    }
    // the newest 30,000 orders: the days back from today that hold them
    const [span] = await db.query<{ since: Date }>(
      'select min(created_at) as since from (select created_at from pay_orders order by created_at desc limit 30000) x',
    );
    const since = tokyoDay(new Date(span.since));
    console.log('\nexports (aim: a 30,000-row export under 3 s, flat memory)');
    console.log(
      `  order export, about 30,000 rows (${since}…${today}): ${await timeExport(app, tokens.admin, {
        method: 'POST',
        url: '/das/payOrder/export/payOrder/excel',
        body: { startDate: since, endDate: today, startTime: span.since, endTime: new Date().toISOString() },
      })}`,
    );
    console.log(
      `  statistics workbook, a year by day: ${await timeExport(app, tokens.admin, { method: 'GET', url: `/pay/stats/byTypeAndTime/dynaExcel?${q}&granularity=day` })}`,
    );
  } finally {
    await app.close();
    // PAY_BENCH_KEEP=1 leaves the database for a look at the plans afterwards
    if (process.env.PAY_BENCH_KEEP) console.log(`database kept: ${pgdb.url}`);
    else await pgdb.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
