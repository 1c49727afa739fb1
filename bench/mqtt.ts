/**
 * Link benchmark: N simulated devices on the server's embedded broker, one operator message pushed to all of
 * them through the real push path, every device acks; then, in the same run on the same machine, the same N
 * devices on a bare aedes (no database, no hooks) as the ceiling.
 *
 *   npm run bench:mqtt [-- --devices 10000] [--timeout 600]
 *
 * The server runs in this process (startApp: migrations, demo seed, the embedded broker on an ephemeral
 * port) over a fresh in-memory PGlite, or a fresh database `ops_bench_<…>` created on the PostgreSQL server
 * at DATABASE_URL (dropped afterwards). The devices are `npm run simulate -- --quiet` in a child process
 * (their own event loop; the server's RSS is the server's alone). Demo serials DEMO-000001…N, the ones past
 * the seeded 304 inserted first, bound to a demo store.
 *
 * Link: the operator message is created with its file (POST /api/push/opMessage/addMessage), all N devices
 * are added as its targets (addMessageDevice), and it is pushed to all through POST
 * /api/push/opMessage/pushMessage (the one path every push takes; src/server/link/push.ts).
 * Measured from the push until the last ack is stored: deliveries/s, p50/p95/p99 of the whole link
 * (apiSent → deviceReceived, the server's own timestamps), p50/p95 of each leg between the stages (where the
 * time goes), how long the push call took to answer, the server's peak RSS, and whether all four stages were
 * recorded for every device.
 *
 * What bounds the link (issue 19, after its writes were batched): the apiSent → brokerReceived leg, the embedded
 * broker taking the server's commands in. aedes reads the server's connection a chunk at a time and takes the
 * next chunk only once every command of the last is delivered (a turn of the event loop each), and the broker
 * shares the server's one event loop with everything else the server does meanwhile (the acks coming back,
 * the database client). On PGlite the database runs on that same thread too: every statement (the 10,000-row
 * insert of the push itself, each batch) stops the broker while it runs, so PGlite is bounded by the sum.
 *
 * Raw: a bare aedes on another ephemeral port, the same N simulated devices; one client publishes one QoS 1
 * command to each device's cmd topic and counts the devices' QoS 1 acks on devices/+/ack: the same message
 * pattern as the link without the server's work. Printed: its deliveries/s and p50/p95/p99, and the link's
 * share of it.
 */
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Aedes } from 'aedes';
import type { FastifyInstance } from 'fastify';
import { startApp } from '../src/server/start.js';
import { DEMO_PASSWORD } from '../src/server/demo/seed.js';
import { demoSerial } from '../src/domain/demo-devices.js';
import { deviceTopics } from '../src/domain/devices.js';
import { connectMqtt } from '../src/mqtt/connect.js';
import { BROKER_CONCURRENCY } from '../src/server/link/broker.js';
import { SEEDED_DEVICES, addBenchDevices, mb, percentiles, linkBenchServer, secs, startSimulator, untilOrThrow, type Simulator } from './fleet.js';

const { values } = parseArgs({ options: { devices: { type: 'string' }, timeout: { type: 'string' } } });
const N = Number(values.devices ?? 10_000);
const TIMEOUT_MS = Number(values.timeout ?? 600) * 1000;
if (!Number.isInteger(N) || N < 1) throw new Error('--devices must be a whole number ≥ 1');

// ——— the link through the server ——————————————————————————————————————————————————————————————

async function call(app: FastifyInstance, url: string, token: string, body: unknown) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  const json = JSON.parse(res.body);
  if (json.code !== 200) throw new Error(`${url}: ${res.body}`);
  return json.data;
}

interface LinkResult {
  delivered: number;
  pushPath: string;
  pushCallMs: number;
  wallMs: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  legs: { leg: string; p50: number; p95: number }[];
  allStages: number;
  slow: number;
  rss: number;
  connectMs: number;
}

async function benchLink(): Promise<LinkResult> {
  const { config, engine, drop } = await linkBenchServer();
  console.log(`link: starting the server (${engine}) and ${N.toLocaleString()} devices…`);
  const { app, db } = await startApp(config);
  let sim: Simulator | undefined;
  let rss = process.memoryUsage().rss;
  const sample = setInterval(() => (rss = Math.max(rss, process.memoryUsage().rss)), 250);
  try {
    await addBenchDevices(db, SEEDED_DEVICES + 1, N - SEEDED_DEVICES);
    const link = app.link!;
    sim = await startSimulator(link.deviceUrl, { devices: N, args: ['--quiet'] });
    if (sim.failed) throw new Error(`${sim.failed} devices were refused`);
    // every session recorded: the server knows them all online
    let said = Date.now();
    await untilOrThrow(
      async () => {
        const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from devices where online');
        if (Date.now() - said > 10_000) {
          console.log(`link: ${n.toLocaleString()} sessions recorded`);
          said = Date.now();
        }
        return n >= N;
      },
      TIMEOUT_MS,
      'devices online',
    );
    console.log(`link: ${N.toLocaleString()} devices connected in ${secs(sim.ms)}; pushing one operator message to all`);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: new URLSearchParams({ clientId: 'console', account: 'admin', password: DEMO_PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const token = JSON.parse(login.body).data.token as string;
    const boundary = `----bench${randomUUID()}`;
    const file = 'メンテナンスのお知らせ: 明日 2:00〜4:00 は現金のみ';
    const form = Buffer.from(
      [
        ['title', '定期メンテナンス'],
        ['content', '明日未明にキャッシュレス決済を一時停止します'],
        ['type', '1'],
      ]
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notice.txt"\r\nContent-Type: text/plain\r\n\r\n${file}\r\n--${boundary}--\r\n`,
    );
    const added = await app.inject({
      method: 'POST',
      url: '/api/push/opMessage/addMessage',
      payload: form,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const messageId = JSON.parse(added.body).data.id as number;
    const serials = Array.from({ length: N }, (_, i) => demoSerial(i + 1));
    for (let i = 0; i < N; i += 500) await call(app, '/api/push/opMessage/addMessageDevice', token, { messageId, serialNums: serials.slice(i, i + 500) });

    const t0 = Date.now();
    const pushPath = 'POST /api/push/opMessage/pushMessage';
    await call(app, '/api/push/opMessage/pushMessage', token, { messageId });
    const pushCallMs = Date.now() - t0;
    const delivered = () =>
      db.query<{ n: number }>(`select count(*)::int as n from push_messages where source = 'opMessage' and source_id = $1 and status = 'SUBOK'`, [messageId]);
    let last = 0;
    await untilOrThrow(
      async () => {
        const [{ n }] = await delivered();
        if (n - last >= N / 10 || n === N) {
          console.log(`link: ${n.toLocaleString()} acked after ${secs(Date.now() - t0)}`);
          last = n;
        }
        return n >= N;
      },
      TIMEOUT_MS,
      'all acked',
    ).catch((err) => console.log(`link: ${(err as Error).message}`));
    await link.idle();
    const [stats] = await db.query<{ delivered: number; first: Date; last: Date; slow: number; all_stages: number }>(
      `select count(*) filter (where m.status = 'SUBOK')::int as delivered, min(s0.at) as first, max(s3.at) as last,
              count(*) filter (where m.slow)::int as slow,
              count(*) filter (where (select count(*) from push_stages s where s.request_id = m.request_id) = 4)::int as all_stages
         from push_messages m
         left join push_stages s0 on s0.request_id = m.request_id and s0.stage = 'apiSent'
         left join push_stages s3 on s3.request_id = m.request_id and s3.stage = 'deviceReceived'
        where m.source = 'opMessage' and m.source_id = $1`,
      [messageId],
    );
    const totals = await db.query<{ total_ms: number }>(
      `select total_ms from push_messages where source = 'opMessage' and source_id = $1 and total_ms is not null`,
      [messageId],
    );
    // where the time goes: each leg of the link, from the stages' own times
    const legRows = await db.query<{ a: number; b: number; c: number }>(
      `select extract(epoch from (s1.at - s0.at)) * 1000 as a, extract(epoch from (s2.at - s1.at)) * 1000 as b, extract(epoch from (s3.at - s2.at)) * 1000 as c
         from push_messages m
         join push_stages s0 on s0.request_id = m.request_id and s0.stage = 'apiSent'
         join push_stages s1 on s1.request_id = m.request_id and s1.stage = 'brokerReceived'
         join push_stages s2 on s2.request_id = m.request_id and s2.stage = 'brokerSent'
         join push_stages s3 on s3.request_id = m.request_id and s3.stage = 'deviceReceived'
        where m.source = 'opMessage' and m.source_id = $1`,
      [messageId],
    );
    const legs = (['apiSent → brokerReceived', 'brokerReceived → brokerSent', 'brokerSent → deviceReceived'] as const).map((leg, i) => ({
      leg,
      ...percentiles(legRows.map((r) => Number([r.a, r.b, r.c][i]))),
    }));
    const wallMs = new Date(stats.last).getTime() - new Date(stats.first).getTime();
    return {
      delivered: stats.delivered,
      pushPath,
      pushCallMs,
      legs,
      wallMs,
      perSecond: stats.delivered / Math.max(wallMs / 1000, 0.001),
      ...percentiles(totals.map((t) => t.total_ms)),
      allStages: stats.all_stages,
      slow: stats.slow,
      rss,
      connectMs: sim.ms,
    };
  } finally {
    clearInterval(sample);
    await sim?.stop();
    await app.close();
    await drop();
  }
}

// ——— the ceiling: a bare aedes ————————————————————————————————————————————————————————————————————

interface RawResult {
  delivered: number;
  wallMs: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

async function benchRaw(): Promise<RawResult> {
  // the server's broker settings, so the ceiling is the same broker without the server's work
  const broker = await Aedes.createBroker({ concurrency: BROKER_CONCURRENCY });
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    broker.handle(socket);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `mqtt://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  console.log(`raw: a bare aedes on ${url} and the same ${N.toLocaleString()} devices…`);
  const sim = await startSimulator(url, { devices: N, args: ['--quiet'] });
  console.log(`raw: ${sim.connected.toLocaleString()} devices connected in ${secs(sim.ms)}`);
  const client = connectMqtt(url, { clientId: 'bench-raw', clean: true, protocolVersion: 4, keepalive: 60 });
  try {
    await new Promise<void>((resolve, reject) =>
      client.once('connect', () => client.subscribe('devices/+/ack', { qos: 1 }, (err) => (err ? reject(err) : resolve()))),
    );
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let lastAt = 0;
    const done = new Promise<void>((resolve) => {
      client.on('message', (_topic, payload) => {
        const { requestId } = JSON.parse(payload.toString());
        const at = sentAt.get(requestId);
        if (at === undefined) return;
        sentAt.delete(requestId);
        lastAt = Date.now();
        latencies.push(lastAt - at);
        if (latencies.length === N) resolve();
      });
    });
    const t0 = Date.now();
    for (let i = 0; i < N; i++) {
      // a breath every 200 publishes: thousands queued in one tick overflow the stack of aedes' emitter
      if (i % 200 === 199) await new Promise((r) => setImmediate(r));
      const requestId = randomUUID();
      sentAt.set(requestId, Date.now());
      client.publish(
        deviceTopics(demoSerial(i + 1)).cmd,
        JSON.stringify({ requestId, type: 101, payload: { title: '定期メンテナンス' }, sentAt: new Date().toISOString() }),
        { qos: 1 },
      );
    }
    await Promise.race([done, new Promise((r) => setTimeout(r, TIMEOUT_MS))]);
    const wallMs = (lastAt || Date.now()) - t0;
    return { delivered: latencies.length, wallMs, perSecond: latencies.length / Math.max(wallMs / 1000, 0.001), ...percentiles(latencies) };
  } finally {
    await new Promise<void>((r) => client.end(false, {}, () => r()));
    await sim.stop();
    await new Promise<void>((r) => broker.close(() => r()));
    await new Promise<void>((r) => server.close(() => r()));
  }
}

// ——— run ——————————————————————————————————————————————————————————————————————————————————————————

const linkResult = await benchLink();
const raw = await benchRaw();
const ms = (n: number) => `${Math.round(n)} ms`;
console.log(`
bench:mqtt — ${N.toLocaleString()} devices, one operator message to all, every device acks (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, node ${process.version})
  link (server, embedded broker, push via ${linkResult.pushPath})
    delivered and acked   ${linkResult.delivered.toLocaleString()} / ${N.toLocaleString()} in ${secs(linkResult.wallMs)}
    deliveries/s          ${linkResult.perSecond.toFixed(0)}
    whole link p50/p95/p99 ${ms(linkResult.p50)} / ${ms(linkResult.p95)} / ${ms(linkResult.p99)}  (slow over 5 s: ${linkResult.slow.toLocaleString()})
${linkResult.legs.map((l) => `      ${l.leg.padEnd(29)} p50/p95 ${ms(l.p50)} / ${ms(l.p95)}`).join('\n')}
    push call answered in ${ms(linkResult.pushCallMs)}
    all four stages       ${linkResult.allStages === N ? 'yes' : 'NO'}: ${linkResult.allStages.toLocaleString()} / ${N.toLocaleString()}
    server RSS (peak)     ${mb(linkResult.rss)}
    devices connected in  ${secs(linkResult.connectMs)}
  raw aedes QoS 1 (bare broker, same devices, command → ack)
    delivered and acked   ${raw.delivered.toLocaleString()} / ${N.toLocaleString()} in ${secs(raw.wallMs)}
    deliveries/s          ${raw.perSecond.toFixed(0)}
    p50/p95/p99           ${ms(raw.p50)} / ${ms(raw.p95)} / ${ms(raw.p99)}
  link / raw              ${((linkResult.perSecond / raw.perSecond) * 100).toFixed(1)} % of the raw broker's throughput (aim: 25 %)`);
process.exit(0);
