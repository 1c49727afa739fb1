/**
 * App-centre benchmark: a gray release to N simulated devices (default 2,000) in two waves, over the real
 * server, the real device link and real HTTP downloads of the package.
 *
 *   npm run bench:appcentre [-- --devices 2000] [--gray 10] [--package-kb 256] [--timeout 300]
 *
 * The server runs in this process (startApp: migrations, demo seed, the embedded broker on an ephemeral port,
 * listening on 127.0.0.1 on an ephemeral port so the devices can fetch the signed package address) over a
 * fresh in-memory PGlite, or a fresh database `ops_bench_<…>` on the PostgreSQL server at DATABASE_URL
 * (dropped afterwards). The devices are `npm run simulate -- --quiet` in a child process (bench/fleet.ts): the
 * server's RSS is the server's alone. They are demo serials DEMO-010001… inserted for the run, bound to one
 * demo store that holds them alone (its demo devices are disabled for the run).
 *
 * Through the documented calls, over HTTP: an Android app is created in that store, an APK of --package-kb is
 * uploaded and saved as version 1.0.0, a forced gray release to the store is saved, --gray % of its devices are
 * chosen as the gray set and the gray release is started (wave 1, packagesGray/save). The server's own gray
 * sweep (GRAY_SWEEP_SECONDS=1 here) sees the installs reach the success threshold and widens it to the rest
 * (wave 2). Each device downloads the package, checks its MD5, acks and reports its apps.
 *
 * Printed per wave and in all: installs reported, installs/s (from the wave's first push to its last report),
 * p50/p95/p99 from the command (its apiSent stage) to the device's report of the version (the server's own
 * timestamps), and the server's RSS: before the release, its peak during each wave (while the downloads run)
 * and its peak over the run.
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { startApp } from '../src/server/start.js';
import type { Database } from '../src/server/db/database.js';
import { DEMO_PASSWORD } from '../src/server/demo/seed.js';
import { demoSerial } from '../src/domain/demo-devices.js';
import { buildApk } from '../src/server/areas/apps/apk-build.js';
import { call } from './api.js';
import { addBenchDevices, linkBenchServer, mb, percentiles, secs, startSimulator, untilOrThrow, type Simulator } from './fleet.js';

const FIRST = 10_001;
const { values } = parseArgs({
  options: { devices: { type: 'string' }, gray: { type: 'string' }, 'package-kb': { type: 'string' }, timeout: { type: 'string' } },
});
const N = Number(values.devices ?? 2000);
const GRAY_PERCENT = Number(values.gray ?? 10);
const PACKAGE_KB = Number(values['package-kb'] ?? 256);
const TIMEOUT_MS = Number(values.timeout ?? 300) * 1000;
if (!Number.isInteger(N) || N < 2) throw new Error('--devices must be a whole number ≥ 2');
if (!(GRAY_PERCENT >= 1 && GRAY_PERCENT < 100)) throw new Error('--gray must be a percentage from 1 to 99');
if (!(PACKAGE_KB >= 1)) throw new Error('--package-kb must be ≥ 1');

const PACKAGE = 'jp.bench.appcentre';
const VERSION = '1.0.0';

/** The N bench devices, bound to the store of demo device 288, which holds them alone for the run. */
async function addDevices(db: Database): Promise<{ orgId: number }> {
  const [store] = await db.query<{ org_id: number; org_path: string }>('select org_id, org_path from devices where serial_num = $1', [demoSerial(288)]);
  await db.query('update devices set status = 0 where org_id = $1', [store.org_id]);
  await addBenchDevices(db, FIRST, N);
  return { orgId: Number(store.org_id) };
}

interface Wave {
  name: string;
  devices: number;
  installed: number;
  failed: number;
  wallMs: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  rss: number;
}

async function run(): Promise<{
  engine: string;
  waves: Wave[];
  all: Omit<Wave, 'name' | 'rss'>;
  rssBefore: number;
  rssPeak: number;
  connectMs: number;
  widenedAfterMs: number;
}> {
  // the server's gray sweep judges every second (15 s by default)
  process.env.GRAY_SWEEP_SECONDS = '1';
  const { config, engine, drop } = await linkBenchServer();
  console.log(`appcentre: starting the server (${engine}) and ${N.toLocaleString()} devices…`);
  const { app, db } = await startApp(config);
  let sim: Simulator | undefined;
  // RSS sampled every 100 ms: the peak over the run, and the peak of the wave under way
  let rssPeak = process.memoryUsage().rss;
  let wavePeak = 0;
  const sample = setInterval(() => {
    const rss = process.memoryUsage().rss;
    rssPeak = Math.max(rssPeak, rss);
    wavePeak = Math.max(wavePeak, rss);
  }, 100);
  try {
    const { orgId } = await addDevices(db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    sim = await startSimulator(app.link!.deviceUrl, { devices: N, first: FIRST, args: ['--quiet'] });
    if (sim.failed) throw new Error(`${sim.failed} devices were refused`);
    await untilOrThrow(
      async () => {
        const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from devices where online and org_id = $1 and status = 1`, [orgId]);
        return n >= N;
      },
      TIMEOUT_MS,
      'devices online',
    );
    console.log(`appcentre: ${N.toLocaleString()} devices connected in ${secs(sim.ms)}`);

    const token = (await call(base, { path: '/auth/login', form: { clientId: 'console', account: 'admin', password: DEMO_PASSWORD } })).token as string;
    const post = (path: string, json: unknown) => call(base, { path: `/appCenter/${path}`, token, json });
    const { id: appId } = await post('appBase/save', {
      name: 'ベンチ配信アプリ',
      platform: 'android',
      type: 'app',
      packageName: PACKAGE,
      classify: 'tools',
      orgId,
    });
    const apk = buildApk({ packageName: PACKAGE, versionCode: 100, versionName: VERSION }, PACKAGE_KB * 1024, { store: true });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(apk)]), 'bench.apk');
    const up = await fetch(`${base}/appCenter/packages/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const uploaded = (await up.json()) as { code: number; data: { fileKey: string; md5: string; size: number } };
    if (uploaded.code !== 200) throw new Error(`upload: ${JSON.stringify(uploaded)}`);
    await post('packages/save', { appId, version: VERSION, note: 'bench', packageType: 'full', fileKey: uploaded.data.fileKey, md5: uploaded.data.md5 });
    const release = await post('customerRelease/save', { appId, version: VERSION, scope: 'all', installMode: 'forced', startupMode: 'auto', gray: true });
    if (release.devices !== N) throw new Error(`the release reaches ${release.devices} devices, not ${N}`);
    const chosen = await post('grayDeviceTemp/add', { appId, version: VERSION, percent: GRAY_PERCENT });
    console.log(
      `appcentre: release ${release.id} to ${release.devices.toLocaleString()} devices, ${chosen.gray} gray; package ${(uploaded.data.size / 1024).toFixed(0)} KB`,
    );
    const rssBefore = process.memoryUsage().rss;

    const reported = () =>
      db.query<{ n: number; failed: number }>(
        `select count(*) filter (where da.version = $2)::int as n, count(*) filter (where m.ack_result = 'error')::int as failed
         from app_install_commands c
         left join device_apps da on da.device_id = c.device_id and da.package_name = c.package_name
         left join push_messages m on m.request_id = c.request_id
        where c.release_id = $1`,
        [release.id, VERSION],
      );
    const waves: Wave[] = [];
    // a wave is over when every device of it installed or failed, or when nothing moved for STALL_MS (the rest are
    // printed as still pending; a push the link never handed to the broker is sent again by the outbox sweep after
    // its lease, 120 s)
    const STALL_MS = 180_000;
    const waveOf = async (name: string, expected: number, started: number): Promise<void> => {
      wavePeak = process.memoryUsage().rss;
      let said = 0;
      let last = -1;
      let movedAt = Date.now();
      await untilOrThrow(
        async () => {
          const [{ n, failed }] = await reported();
          const done = n + failed;
          if (done !== last) {
            last = done;
            movedAt = Date.now();
          }
          if (done - said >= expected / 5) {
            console.log(`appcentre: ${name}: ${done.toLocaleString()} of ${expected.toLocaleString()} reported after ${secs(Date.now() - started)}`);
            said = done;
          }
          if (done < expected && Date.now() - movedAt > STALL_MS) {
            console.log(`appcentre: ${name}: ${(expected - done).toLocaleString()} still pending, nothing moved for ${secs(STALL_MS)}`);
            return true;
          }
          return done >= expected;
        },
        TIMEOUT_MS,
        `${name} installed`,
      );
      waves.push({ name, devices: expected, installed: 0, failed: 0, wallMs: 0, perSecond: 0, p50: 0, p95: 0, p99: 0, rss: wavePeak });
    };

    // wave 1: the gray devices
    const t1 = Date.now();
    const started = await post('packagesGray/save', { appId, version: VERSION, successThreshold: 80, errorThreshold: 50 });
    await waveOf('gray', started.sent.length, t1);
    const grayDone = Date.now();
    // wave 2: the server's sweep widens the release to the rest (80 % of the gray devices installed)
    await untilOrThrow(
      async () => {
        const [{ n, gray_status: status }] = await db.query<{ n: number; gray_status: string }>(
          'select (select count(*)::int from app_install_commands where release_id = r.id) as n, r.gray_status from app_releases r where r.id = $1',
          [release.id],
        );
        if (status === 'paused')
          throw new Error(
            `the gray release paused itself: ${JSON.stringify((await post('grayDeviceTemp/page', { appId, version: VERSION, pageSize: 1 })).pause)}`,
          );
        return n >= N;
      },
      TIMEOUT_MS,
      'the widening',
    );
    const widenedAfterMs = Date.now() - grayDone;
    console.log(`appcentre: widened ${secs(widenedAfterMs)} after the gray wave was in`);
    await waveOf('widening', N, Date.now());

    // figures from the server's own timestamps: the command's apiSent stage → the report that shows the version
    const rows = await db.query<{ gray: boolean; sent: Date; reported: Date | null; failed: boolean }>(
      `select exists (select 1 from app_gray_devices g where g.release_id = c.release_id and g.device_id = c.device_id) as gray,
              s.at as sent, case when da.version = $2 then r.received_at end as reported, m.ack_result = 'error' as failed
         from app_install_commands c
         join push_stages s on s.request_id = c.request_id and s.stage = 'apiSent'
         join push_messages m on m.request_id = c.request_id
         left join device_app_reports r on r.device_id = c.device_id
         left join device_apps da on da.device_id = c.device_id and da.package_name = c.package_name
        where c.release_id = $1`,
      [release.id, VERSION],
    );
    const figures = (subset: typeof rows) => {
      const ok = subset.filter((r) => r.reported);
      const first = Math.min(...subset.map((r) => new Date(r.sent).getTime()));
      const last = Math.max(...ok.map((r) => new Date(r.reported!).getTime()));
      const wallMs = last - first;
      return {
        devices: subset.length,
        installed: ok.length,
        failed: subset.filter((r) => r.failed).length,
        wallMs,
        perSecond: ok.length / Math.max(wallMs / 1000, 0.001),
        ...percentiles(ok.map((r) => new Date(r.reported!).getTime() - new Date(r.sent).getTime())),
      };
    };
    waves[0] = { ...waves[0], ...figures(rows.filter((r) => r.gray)) };
    waves[1] = { ...waves[1], ...figures(rows.filter((r) => !r.gray)) };
    return { engine, waves, all: figures(rows), rssBefore, rssPeak, connectMs: sim.ms, widenedAfterMs };
  } finally {
    clearInterval(sample);
    await sim?.stop();
    // a link still reconnecting under load may hold the close: the figures are in, so at most 20 s
    await Promise.race([app.close(), new Promise((r) => setTimeout(r, 20_000))]);
    await drop();
  }
}

const r = await run();
const ms = (n: number) => `${Math.round(n)} ms`;
const line = (w: Omit<Wave, 'name' | 'rss'>) =>
  `${w.installed.toLocaleString()} / ${w.devices.toLocaleString()} installed (${w.failed} failed) in ${secs(w.wallMs)}: ${w.perSecond.toFixed(0)} installs/s; command → reported p50/p95/p99 ${ms(w.p50)} / ${ms(w.p95)} / ${ms(w.p99)}`;
console.log(`
bench:appcentre — a gray release to ${N.toLocaleString()} devices in two waves (${r.engine}, node ${process.version}; package ${PACKAGE_KB} KB, gray ${GRAY_PERCENT} %)
  wave 1, gray        ${line(r.waves[0])}
  wave 2, widening    ${line(r.waves[1])}   (widened ${secs(r.widenedAfterMs)} after wave 1; sweep every 1 s)
  all                 ${line(r.all)}
  server RSS          before the release ${mb(r.rssBefore)}; peak while wave 1 downloads ran ${mb(r.waves[0].rss)}, while wave 2 ran ${mb(r.waves[1].rss)}; peak over the run ${mb(r.rssPeak)}
  devices connected in ${secs(r.connectMs)}`);
process.exit(0);
