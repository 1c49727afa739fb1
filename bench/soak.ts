/**
 * Soak: N simulated devices (default 2,000) send telemetry every S seconds (default 10) for a while (default
 * 10 minutes) on the server's embedded broker, while an operator pushes a command to a few of them every 15 s.
 *
 *   npm run bench:soak [-- --devices 2000] [--minutes 10 | --seconds 60] [--telemetry-every 10]
 *
 * The server runs in this process (startApp; a fresh in-memory PGlite, or a fresh database `ops_soak_<…>` on the
 * PostgreSQL server at DATABASE_URL, dropped afterwards); the devices are `npm run simulate` in a child process
 * (their own event loop). Printed: the server's RSS at the start and the end of the soak (and its peak), the
 * event loop's delay (p50/p99/max, perf_hooks), the link's queue depths sampled every second (device messages
 * received and not yet handled; the server's publishes awaiting the broker), and after a drain: how many pushes
 * were never acked, and whether every telemetry message the devices sent was stored.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { startApp } from '../src/server/start.js';
import { DEMO_PASSWORD } from '../src/server/demo/seed.js';
import { demoSerial } from '../src/domain/demo-devices.js';
import { SEEDED_DEVICES, addBenchDevices, linkBenchServer, mb, secs, startSimulator, until, type Simulator } from './fleet.js';

const { values } = parseArgs({
  options: { devices: { type: 'string' }, minutes: { type: 'string' }, seconds: { type: 'string' }, 'telemetry-every': { type: 'string' } },
});
const N = Number(values.devices ?? 2000);
const SOAK_MS = (values.seconds !== undefined ? Number(values.seconds) : Number(values.minutes ?? 10) * 60) * 1000;
const EVERY = Number(values['telemetry-every'] ?? 10);
if (!Number.isInteger(N) || N < 1) throw new Error('--devices must be a whole number ≥ 1');
if (!(SOAK_MS > 0)) throw new Error('--minutes / --seconds must be above 0');
if (!(EVERY > 0)) throw new Error('--telemetry-every must be above 0');
const PUSH_EVERY_MS = 15_000;
const PUSH_BATCH = Math.min(50, N);

interface Totals {
  telemetry: number;
  acks: number;
  commands: number;
  events: number;
}
interface Soaker {
  sim: Simulator;
  totals(): Promise<Totals>;
}

/** The fleet, chatty: telemetry, events and shadow reports as the demo fleet sends them, telemetry every EVERY s. */
async function startSoaker(url: string): Promise<Soaker> {
  const sim = await startSimulator(url, { devices: N, args: ['--telemetry-every', String(EVERY)] });
  if (sim.failed) throw new Error(`${sim.failed} devices were refused`);
  return {
    sim,
    totals: () =>
      new Promise((resolve) => {
        const on = (m: { totals?: Totals }) => {
          if (!m.totals) return;
          sim.child.off('message', on);
          resolve(m.totals);
        };
        sim.child.on('message', on);
        sim.child.send({ totals: true });
      }),
  };
}

async function inject(app: FastifyInstance, url: string, token: string, body: unknown) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return JSON.parse(res.body) as { code: number; data: any };
}

const { config, engine, drop } = await linkBenchServer({ demoPayOrders: 2000 });
console.log(
  `soak: ${N.toLocaleString()} devices, telemetry every ${EVERY} s, for ${secs(SOAK_MS)}, on ${engine}; a command to ${PUSH_BATCH} devices every ${PUSH_EVERY_MS / 1000} s`,
);
const { app, db } = await startApp(config);
let soaker: Soaker | undefined;
try {
  await addBenchDevices(db, SEEDED_DEVICES + 1, N - SEEDED_DEVICES, 'soak');
  const link = app.link!;
  console.log(`soak: server up; connecting ${N.toLocaleString()} devices…`);
  const connecting = Date.now();
  // every telemetry row received from here on is one the simulator counts as sent (the seed's are older)
  const [{ t0 }] = await db.query<{ t0: Date }>('select now() as t0');
  soaker = await startSoaker(link.deviceUrl);
  const allOnline = await until(async () => (await db.query<{ n: number }>('select count(*)::int as n from devices where online'))[0].n >= N, 300_000);
  console.log(
    `soak: devices connected in ${secs(Date.now() - connecting)}${allOnline ? '' : ' (not all shown online within 300 s)'}; waiting for their boot messages to be handled`,
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: new URLSearchParams({ clientId: 'console', account: 'admin', password: DEMO_PASSWORD }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const token = JSON.parse(login.body).data.token as string;
  // the boot burst (events, shadow reports) handled before the soak's clock starts
  await until(async () => link.backlog().inbound === 0, 120_000);
  console.log(`soak: started (inbound backlog ${link.backlog().inbound})`);

  const rssStart = process.memoryUsage().rss;
  let rssPeak = rssStart;
  const depth = { inbound: 0, outgoing: 0, inboundSum: 0, samples: 0 };
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    const b = link.backlog();
    depth.inbound = Math.max(depth.inbound, b.inbound);
    depth.outgoing = Math.max(depth.outgoing, b.outgoing);
    depth.inboundSum += b.inbound;
    depth.samples++;
  }, 1000);
  const pushed: string[] = [];
  let pushFailures = 0;
  let round = 0;
  const pushRound = async () => {
    const first = (round++ * PUSH_BATCH) % N;
    for (let i = 0; i < PUSH_BATCH; i++) {
      const r = await inject(app, '/api/push/device/command', token, {
        serialNum: demoSerial(1 + ((first + i) % N)),
        type: 3,
        payload: { text: 'soak' },
        ttlSeconds: 600,
      });
      if (r.code === 200) pushed.push(r.data.requestId);
      else pushFailures++;
    }
  };
  const started = Date.now();
  // a round of pushes every 15 s, on its own clock; a round still running when the next is due skips it (a
  // server far behind makes requests wait for its connection pool: counted, never piled up)
  let pushing: Promise<void> | undefined;
  let skippedRounds = 0;
  const startRound = () => {
    if (pushing) return void skippedRounds++;
    pushing = pushRound().finally(() => (pushing = undefined));
  };
  startRound();
  const pusher = setInterval(startRound, PUSH_EVERY_MS);
  const reporter = setInterval(() => {
    const b = link.backlog();
    console.log(
      `soak: ${secs(Date.now() - started)} · RSS ${mb(process.memoryUsage().rss)} · event loop p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms · inbound ${b.inbound} · outgoing ${b.outgoing}`,
    );
  }, 60_000);
  await new Promise((r) => setTimeout(r, SOAK_MS));
  clearInterval(pusher);
  clearInterval(reporter);
  const roundDone = await Promise.race([(pushing ?? Promise.resolve()).then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 60_000))]);
  const rssEnd = process.memoryUsage().rss;
  loop.disable();
  clearInterval(sampler);
  const soakMs = Date.now() - started;

  // drain: what was received is handled, and the pushes have had their time to be acked
  const telemetrySent = (await soaker.totals()).telemetry;
  const drained = await until(async () => {
    const b = link.backlog();
    const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from device_telemetry where received_at >= $1`, [t0]);
    return b.inbound === 0 && b.outgoing === 0 && n >= telemetrySent;
  }, 60_000);
  await until(
    async () =>
      (await db.query<{ n: number }>(`select count(*)::int as n from push_messages where request_id = any($1::uuid[]) and status <> 'SUBOK'`, [pushed]))[0]
        .n === 0,
    30_000,
  );
  const [{ unacked }] = await db.query<{ unacked: number }>(
    `select count(*)::int as unacked from push_messages where request_id = any($1::uuid[]) and status <> 'SUBOK'`,
    [pushed],
  );
  const [{ stored }] = await db.query<{ stored: number }>(`select count(*)::int as stored from device_telemetry where received_at >= $1`, [t0]);
  const [{ slow }] = await db.query<{ slow: number }>(`select count(*)::int as slow from push_messages where request_id = any($1::uuid[]) and slow`, [pushed]);

  console.log('');
  console.log(`soak: ${N.toLocaleString()} devices for ${secs(soakMs)} (${engine})`);
  console.log(
    `  server RSS          start ${mb(rssStart)} · end ${mb(rssEnd)} (${rssEnd >= rssStart ? '+' : ''}${mb(rssEnd - rssStart)}) · peak ${mb(rssPeak)}`,
  );
  console.log(
    `  event-loop delay    p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms · p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms · max ${(loop.max / 1e6).toFixed(1)} ms`,
  );
  console.log(
    `  queue depths        inbound max ${depth.inbound} (mean ${(depth.inboundSum / Math.max(1, depth.samples)).toFixed(1)}) · outgoing max ${depth.outgoing}`,
  );
  console.log(
    `  telemetry           sent ${telemetrySent.toLocaleString()} since the devices connected · stored ${stored.toLocaleString()}${drained ? '' : ' (not drained within 60 s)'}${stored >= telemetrySent ? '' : ` · LOST ${telemetrySent - stored}`}`,
  );
  console.log(
    `  pushes              ${pushed.length} made (${pushFailures} refused, ${skippedRounds} rounds skipped while one was still running${roundDone ? '' : ', the last unfinished'}) · unacked backlog ${unacked} · slow ${slow}`,
  );
} finally {
  await soaker?.sim.stop();
  await app.close();
  await drop();
}
