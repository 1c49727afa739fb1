/**
 * Coupon claims benchmark (issue 16): COUPON_BENCH_CLAIMS (default 1,000) claims at once against one template
 * of COUPON_BENCH_QUANTITY coupons (default 100), each by a different member, through the server's own route
 * (app.inject of POST /api/ms/coupon/claim). Prints how many were accepted — exactly the quantity, the rest
 * refused as sold out (206203), with the items and the template's count checked in the database — and the
 * p50/p95/max latency of a claim under that load.
 *
 *   tsx bench/coupon-claims.ts          (PostgreSQL at DATABASE_URL or 127.0.0.1 when reachable, else PGlite)
 *   BENCH_ENGINES=pglite tsx bench/coupon-claims.ts
 *
 * `benchCouponClaims()` is exported for `npm run bench:members`, which runs it beside the member-list benchmark.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startApp } from '../src/server/start.js';
import { configFromEnv, type ServerConfig } from '../src/server/config.js';
import { DEMO_PASSWORD } from '../src/server/demo/seed.js';
import { addDays, tokyoDay } from '../src/domain/coupons.js';
import { freshPostgres, percentile } from './api.js';

const envInt = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export interface CouponClaimsResult {
  engine: string;
  claims: number;
  quantity: number;
  accepted: number;
  soldOut: number;
  other: number;
  items: number;
  p50: number;
  p95: number;
  max: number;
  wallMs: number;
}

async function runOn(engine: 'postgres' | 'pglite', databaseUrl: string | undefined, claims: number, quantity: number): Promise<CouponClaimsResult> {
  const config: ServerConfig = {
    ...configFromEnv({}),
    databaseUrl,
    dataDir: undefined,
    logLevel: 'silent',
    serveConsole: false,
    simulateDevices: 0,
    mqtt: { mode: 'off', slowMs: 5000 },
    demoPayOrders: 0,
  };
  const { app, db } = await startApp(config);
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: new URLSearchParams({ clientId: 'console', account: 'merchant01', password: DEMO_PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const token = JSON.parse(login.body).data.token as string;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const today = tokyoDay(new Date());
    const saved = await app.inject({
      method: 'POST',
      url: '/api/ms/coupon/template/save',
      headers,
      payload: JSON.stringify({
        name: `ベンチ券${Date.now().toString(36)}`,
        type: 'fixed',
        faceValue: 100,
        quantity,
        perPersonLimit: 1,
        issueStart: today,
        issueEnd: addDays(today, 30),
        validType: 'relative',
        validDays: 30,
        platform: 'alipay',
      }),
    });
    const templateId = JSON.parse(saved.body).data?.id as number;
    if (!templateId) throw new Error(`template save refused: ${saved.body}`);
    const [{ id: orgId }] = await db.query<{ id: number }>(`select id from organisations where name = '東京ベンディング'`);
    const members = await db.query<{ id: number }>(
      `insert into members (org_id, org_path, platform, wallet_user_id, card_no, name)
       select o.id, o.path, 'alipay', 'bench-' || $2 || '-' || g, 'BENCH' || $2 || '-' || g, 'ベンチ会員' || g
         from organisations o, generate_series(1, $3::int) g where o.id = $1 returning id`,
      [orgId, Date.now().toString(36), claims],
    );
    const latencies: number[] = [];
    const codes: number[] = [];
    const began = performance.now();
    await Promise.all(
      members.map(async ({ id: memberId }) => {
        const t = performance.now();
        const res = await app.inject({ method: 'POST', url: '/api/ms/coupon/claim', headers, payload: JSON.stringify({ templateId, memberId }) });
        latencies.push(performance.now() - t);
        codes.push(JSON.parse(res.body).code);
      }),
    );
    const wallMs = performance.now() - began;
    const [{ items, claimed }] = await db.query<{ items: number; claimed: number }>(
      'select (select count(*)::int from coupon_items where template_id = $1) as items, (select claimed from coupon_templates where id = $1) as claimed',
      [templateId],
    );
    if (claimed !== items) throw new Error(`the template counts ${claimed} claims but ${items} coupons exist`);
    latencies.sort((a, b) => a - b);
    return {
      engine,
      claims,
      quantity,
      accepted: codes.filter((c) => c === 200).length,
      soldOut: codes.filter((c) => c === 206203).length,
      other: codes.filter((c) => c !== 200 && c !== 206203).length,
      items,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies[latencies.length - 1],
      wallMs,
    };
  } finally {
    await app.close();
  }
}

/** Runs the benchmark on PostgreSQL (when reachable) and PGlite, printing one line each; answers the results. */
export async function benchCouponClaims(): Promise<CouponClaimsResult[]> {
  const claims = envInt('COUPON_BENCH_CLAIMS', 1000);
  const quantity = envInt('COUPON_BENCH_QUANTITY', 100);
  const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((e) => e.trim());
  const results: CouponClaimsResult[] = [];
  console.log(`\ncoupon claims: ${claims.toLocaleString()} at once against one template of ${quantity} (each by another member)`);
  for (const engine of engines) {
    let drop = async () => {};
    let url: string | undefined;
    if (engine === 'postgres') {
      const pg = await freshPostgres();
      if (!pg) continue;
      ({ url, drop } = pg);
    } else if (engine !== 'pglite') continue;
    try {
      const r = await runOn(engine, url, claims, quantity);
      results.push(r);
      const verdict = r.accepted === r.quantity && r.items === r.quantity && r.other === 0 ? 'OK' : 'WRONG';
      console.log(
        `  ${engine.padEnd(9)} accepted ${r.accepted} = quantity ${r.quantity} (${verdict}; ${r.soldOut} sold out, ${r.other} other, ${r.items} coupons)` +
          `  latency p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms; all in ${(r.wallMs / 1000).toFixed(2)} s`,
      );
    } finally {
      await drop();
    }
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchCouponClaims()
    .then((results) => {
      process.exit(results.every((r) => r.accepted === r.quantity && r.other === 0) ? 0 : 1);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
