/**
 * Ads benchmark (issue 18): N devices (default 5,000) each reporting an hour of plays at once, ingested through
 * the real ingest path, then the statistics over 30 days of buckets at that rate.
 *
 *   npm run bench:ads [-- --devices 5000] [--seconds 30] [--runs 30]
 *
 * The server runs in this process (startApp: migrations, demo seed; no MQTT) over a fresh in-memory PGlite, or a
 * fresh database `ops_bench_<…>` on the PostgreSQL server at DATABASE_URL (dropped afterwards). N devices of one
 * model are inserted, spread over 50 new stores under 東京ベンディング; two creatives of --seconds each are
 * scheduled to every one of them.
 *
 * Ingest: every device's hour of plays (3,600 / --seconds, back to back, the two creatives in turn) is sent as
 * `adPlay` events of at most 100 plays — all devices at once — into the link's own inbound handler
 * (src/server/link/inbound.ts: size, JSON and asyncapi validation, the batched event store, then the uplink
 * listener that stores each play once and counts it into its hourly bucket with one upsert). Only the MQTT
 * transport is left out (bench:mqtt measures it). Printed: plays/s from the first message handed in to the last
 * write, and a check that the buckets hold exactly the plays stored.
 *
 * Statistics: 30 days of hourly buckets at the measured hour's rate (per store and creative) are written
 * directly, then each statistics call (affiliate history hourly, zone history daily, banner stats with
 * attribution, banner stats detail hourly) over the 30 days, as merchant01 through the HTTP layer (inject),
 * --runs times each: p50 and p95.
 */
import { parseArgs } from 'node:util';
import { startApp } from '../src/server/start.js';
import { configFromEnv, type ServerConfig } from '../src/server/config.js';
import type { Database } from '../src/server/db/database.js';
import { DEMO_PASSWORD } from '../src/server/demo/seed.js';
import { demoDeviceSecret, demoSerial } from '../src/domain/demo-devices.js';
import { Inbound } from '../src/server/link/inbound.js';
import { loadProtocol } from '../src/server/link/protocol.js';
import { startLinkWriter } from '../src/server/link/writer.js';
import { freshPostgres } from './api.js';

const { values } = parseArgs({ options: { devices: { type: 'string' }, seconds: { type: 'string' }, runs: { type: 'string' } } });
const N = Number(values.devices ?? 5000);
const SECONDS = Number(values.seconds ?? 30);
const RUNS = Number(values.runs ?? 30);
if (!Number.isInteger(N) || N < 2) throw new Error('--devices must be a whole number ≥ 2');
if (!Number.isInteger(SECONDS) || SECONDS < 1 || SECONDS > 3600) throw new Error('--seconds must be 1 to 3600');
const STORES = 50;
const FIRST = 20_001;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ms = (v: number) => `${v.toFixed(1)} ms`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** 50 stores under 東京ベンディング, N devices of one vending model spread over them, two creatives scheduled to all. */
async function setUp(db: Database): Promise<{ serials: string[]; creatives: number[] }> {
  const [parent] = await db.query<{ id: number; path: string; depth: number }>(`select id, path, depth from organisations where name = '東京ベンディング'`);
  await db.query(
    `insert into organisations (parent_id, path, depth, type, name) select $1, $2 || 'bench' || g || '/', $3 + 1, 'store', 'ベンチ店舗 ' || g from generate_series(1, ${STORES}) g`,
    [parent.id, parent.path, parent.depth],
  );
  await db.query(`update organisations set path = $1 || id || '/' where name like 'ベンチ店舗 %'`, [parent.path]);
  const serials = Array.from({ length: N }, (_, i) => demoSerial(FIRST + i));
  for (let i = 0; i < serials.length; i += 5000) {
    const chunk = serials.slice(i, i + 5000);
    await db.query(
      `with stores as (select id, path, row_number() over (order by id) - 1 as k from organisations where name like 'ベンチ店舗 %')
       insert into devices (serial_num, product_id, org_id, org_path, bound_at, name, secret, activated_at)
       select s.serial, (select id from products where product_key = 'pk-vm-cold'), st.id, st.path, now(), 'bench ' || s.serial, s.secret, now()
         from unnest($1::text[], $2::text[], $3::int[]) as s(serial, secret, n) join stores st on st.k = s.n % ${STORES}`,
      [chunk, chunk.map(demoDeviceSecret), chunk.map((_, j) => i + j)],
    );
  }
  const [{ id: advertiser }] = await db.query<{ id: number }>(`insert into ad_advertisers (org_id, name) values ($1, 'ベンチ広告主') returning id`, [
    parent.id,
  ]);
  const [{ id: zone }] = await db.query<{ id: number }>(
    `insert into ad_zones (org_id, product_id, name, width, height) select $1, id, 'ベンチ枠', 1080, 608 from products where product_key = 'pk-vm-cold' returning id`,
    [parent.id],
  );
  const [{ id: campaign }] = await db.query<{ id: number }>(
    `insert into ad_campaigns (org_id, advertiser_id, name, start_at, end_at) values ($1, $2, 'ベンチキャンペーン', now() - interval '60 days', now() + interval '30 days') returning id`,
    [parent.id, advertiser],
  );
  const creatives = (
    await db.query<{ id: number }>(
      `insert into ad_creatives (org_id, campaign_id, zone_id, name, media_type, url, md5, size, width, height, duration_seconds)
     select $1, $2, $3, 'ベンチ素材 ' || g, 'video', 'https://cdn.example.com/bench' || g || '.mp4', md5(g::text), 1048576, 1080, 608, $4 from generate_series(1, 2) g returning id`,
      [parent.id, campaign, zone, SECONDS],
    )
  ).map((r) => Number(r.id));
  await db.query(
    `insert into ad_schedules (device_id, creative_id, zone_id, md5, advertiser_id, campaign_id, advertiser_name, campaign_name, creative_name, zone_name, held_md5, delivered_at)
     select d.id, c.id, c.zone_id, c.md5, $2, c.campaign_id, 'ベンチ広告主', 'ベンチキャンペーン', c.name, 'ベンチ枠', c.md5, now()
       from devices d cross join ad_creatives c where d.serial_num = any($1::text[]) and c.id = any($3::bigint[])`,
    [serials, advertiser, creatives],
  );
  await db.exec('analyze devices; analyze ad_schedules; analyze organisations');
  return { serials, creatives };
}

/** Every device's hour of plays as the adPlay events it sends (at most 100 plays each). */
function messages(serials: string[], creatives: number[], hourStart: number): { topic: string; payload: Buffer }[] {
  const perHour = Math.floor(3600 / SECONDS);
  const out: { topic: string; payload: Buffer }[] = [];
  for (const serial of serials) {
    const plays = Array.from({ length: perHour }, (_, k) => ({
      creativeId: creatives[k % creatives.length],
      seq: k + 1,
      startedAt: new Date(hourStart + k * SECONDS * 1000).toISOString(),
      endedAt: new Date(hourStart + (k + 1) * SECONDS * 1000).toISOString(),
    }));
    for (let i = 0; i < plays.length; i += 100) {
      out.push({
        topic: `devices/${serial}/event`,
        payload: Buffer.from(JSON.stringify({ ts: new Date(hourStart + HOUR).toISOString(), type: 'adPlay', plays: plays.slice(i, i + 100) })),
      });
    }
  }
  return out;
}

async function run() {
  const fresh = process.env.DATABASE_URL ? await freshPostgres() : undefined;
  if (process.env.DATABASE_URL && !fresh) throw new Error('DATABASE_URL is set but PostgreSQL is not reachable');
  const config: ServerConfig = {
    ...configFromEnv({}),
    databaseUrl: fresh?.url,
    dataDir: undefined,
    logLevel: 'warn',
    serveConsole: false,
    mqtt: { mode: 'off', slowMs: 5000 },
    simulateDevices: 0,
  };
  const engine = fresh ? 'PostgreSQL' : 'PGlite in memory';
  console.log(`ads: starting the server (${engine}) with ${N.toLocaleString()} devices…`);
  const { app, db } = await startApp(config);
  try {
    const { serials, creatives } = await setUp(db);
    const hourStart = Math.floor(Date.now() / HOUR) * HOUR - HOUR;
    const batch = messages(serials, creatives, hourStart);
    const expected = serials.length * Math.floor(3600 / SECONDS);

    // ——— ingest, through the link's inbound handler ———
    const writer = startLinkWriter(db, { slowMs: 5000 });
    const log = { warn: (obj: unknown, msg?: string) => console.warn(msg ?? 'warning', obj) };
    const inbound = new Inbound({ db, writer, protocol: loadProtocol(), publishDesired: async () => undefined, log });
    console.log(
      `ads: ${N.toLocaleString()} devices send ${batch.length.toLocaleString()} adPlay events (${expected.toLocaleString()} plays of the last hour) at once…`,
    );
    const t0 = performance.now();
    await Promise.all(batch.map((m) => inbound.handle(m.topic, m.payload)));
    await inbound.idle();
    await writer.idle();
    const ingestMs = performance.now() - t0;
    await writer.close();
    const [{ stored }] = await db.query<{ stored: number }>('select count(*)::int as stored from ad_plays');
    const [{ counted }] = await db.query<{ counted: number }>('select coalesce(sum(plays), 0)::int as counted from ad_hourly');
    console.log(
      `ingest: ${stored.toLocaleString()} plays stored, ${counted.toLocaleString()} counted in the buckets (expected ${expected.toLocaleString()}) in ${(ingestMs / 1000).toFixed(1)} s: ${Math.round(stored / (ingestMs / 1000)).toLocaleString()} plays/s, ${Math.round(batch.length / (ingestMs / 1000)).toLocaleString()} events/s`,
    );
    if (stored !== expected || counted !== expected) throw new Error('the buckets do not hold exactly the plays sent');

    // ——— 30 days of buckets at that rate ———
    const rows = await db.query<{ org_id: number; zone_id: number; creative_id: number; plays: number; seconds: string }>(
      'select org_id, zone_id, creative_id, plays, seconds from ad_hourly where hour = $1',
      [new Date(hourStart)],
    );
    await db.query(
      `insert into ad_hourly (hour, org_id, zone_id, creative_id, org_path, org_name, zone_name, advertiser_id, advertiser_name, campaign_id, campaign_name, creative_name, plays, seconds)
       select h.hour - make_interval(hours => g), h.org_id, h.zone_id, h.creative_id, h.org_path, h.org_name, h.zone_name, h.advertiser_id, h.advertiser_name,
              h.campaign_id, h.campaign_name, h.creative_name, h.plays, h.seconds
         from ad_hourly h cross join generate_series(1, 30 * 24 - 1) g where h.hour = $1`,
      [new Date(hourStart)],
    );
    await db.exec('analyze ad_hourly; analyze ad_plays');
    const [{ buckets }] = await db.query<{ buckets: number }>('select count(*)::int as buckets from ad_hourly');
    console.log(`statistics: ${buckets.toLocaleString()} bucket rows over 30 days (${rows.length} per hour: ${STORES} stores × ${creatives.length} creatives)`);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { clientId: 'console', account: 'merchant01', password: DEMO_PASSWORD },
      headers: { 'content-type': 'application/json' },
    });
    let token = login.json()?.data?.token as string | undefined;
    if (!token) {
      const form = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: `clientId=console&account=merchant01&password=${encodeURIComponent(DEMO_PASSWORD)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      token = form.json().data.token as string;
    }
    const day = (t: number) => new Date(t + 9 * HOUR).toISOString().slice(0, 10);
    const range = `startDate=${day(Date.now() - 29 * DAY)}&endDate=${day(Date.now())}&timeZone=Asia%2FTokyo`;
    const calls: [string, string][] = [
      ['affiliate history, hourly', `/api/custom/ad/stats/affiliateHistory?${range}&period=hour`],
      ['zone history, daily', `/api/custom/ad/stats/zoneHistory?${range}&period=day`],
      ['banner stats + attribution', `/api/custom/ad/stats/bannerStats?${range}&windowMinutes=10`],
      ['banner stats detail, hourly', `/api/custom/ad/stats/bannerStatsDetail?${range}&period=hour&creativeId=${creatives[0]}`],
    ];
    for (const [name, url] of calls) {
      const times: number[] = [];
      let size = 0;
      for (let i = 0; i < RUNS; i++) {
        const s = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        times.push(performance.now() - s);
        const body = res.json();
        if (body.code !== 200) throw new Error(`${name}: ${res.body}`);
        size = body.data.length;
      }
      times.sort((a, b) => a - b);
      console.log(`  ${name.padEnd(30)} ${String(size).padStart(6)} rows   p50 ${ms(pct(times, 0.5))}   p95 ${ms(pct(times, 0.95))}`);
    }
  } finally {
    await app.close();
    await fresh?.drop();
  }
}

run().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
