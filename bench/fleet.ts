/**
 * The simulated fleet the link benchmarks share (bench:mqtt, bench:soak, bench:appcentre): demo devices added
 * past the seeded ones, the simulator in a child process of its own (its own event loop, so the server's RSS is
 * the server's alone), and the small measuring helpers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Database } from '../src/server/db/database.js';
import { configFromEnv, type ServerConfig } from '../src/server/config.js';
import { freshPostgres } from './api.js';
import { demoDeviceSecret, demoModelIndex, demoSerial } from '../src/domain/demo-devices.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The demo estate's seeded devices: DEMO-000001…304. */
export const SEEDED_DEVICES = 304;

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function percentiles(values: number[]) {
  const v = [...values].sort((a, b) => a - b);
  const at = (p: number) => (v.length ? v[Math.min(v.length - 1, Math.ceil(p * v.length) - 1)] : NaN);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** Polls `probe` every `everyMs` until it holds (true) or `timeoutMs` is over (false). */
export async function until(probe: () => Promise<boolean>, timeoutMs: number, everyMs = 250): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return true;
}

/**
 * Demo devices `first`…`first + count - 1`, bound to the store of demo device 288 with their demo secrets and
 * the demo fleet's models, in statements of 5,000.
 */
export async function addBenchDevices(db: Database, first: number, count: number, label = 'bench'): Promise<void> {
  if (count <= 0) return;
  const serials = Array.from({ length: count }, (_, i) => demoSerial(first + i));
  for (let i = 0; i < serials.length; i += 5000) {
    const chunk = serials.slice(i, i + 5000);
    await db.query(
      `insert into devices (serial_num, product_id, org_id, org_path, provider_org_id, bound_at, name, control_number, secret, activated_at)
       select s.serial, p.id, t.org_id, t.org_path, t.provider_org_id, now(), $5 || ' ' || s.serial, upper(left($5, 1)) || '-' || s.serial, s.secret, now()
         from unnest($1::text[], $2::text[], $3::text[]) as s(serial, secret, product_key)
         join products p on p.product_key = s.product_key
         cross join (select org_id, org_path, provider_org_id from devices where serial_num = $4) t`,
      [
        chunk,
        chunk.map(demoDeviceSecret),
        chunk.map((s) => ['pk-vm-cold', 'pk-vm-combo', 'pk-pos-mini', 'pk-pos-desk'][demoModelIndex(Number(s.slice(5)))]),
        demoSerial(288),
        label,
      ],
    );
  }
  await db.exec('analyze devices');
}

export interface Simulator {
  child: ChildProcess;
  connected: number;
  failed: number;
  ms: number;
  stop(): Promise<void>;
}

/**
 * `npm run simulate` for `devices` devices from demo serial `first` (1 unless given) against the broker at `url`,
 * with its `--ipc` reports; answers once every device has connected or been refused. `args` adds simulator
 * options (`--quiet`, `--telemetry-every 10`…).
 */
export async function startSimulator(url: string, opts: { devices: number; first?: number; args?: string[] }): Promise<Simulator> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/simulator/main.ts',
      '--devices',
      String(opts.devices),
      ...(opts.first ? ['--first', String(opts.first)] : []),
      '--url',
      url,
      '--ipc',
      ...(opts.args ?? []),
    ],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const ready = await new Promise<{ connected: number; failed: number; ms: number }>((resolve, reject) => {
    child.on('message', (m: { connected?: number; failed?: number; ms?: number; totals?: unknown }) => {
      if (m.connected !== undefined && m.totals === undefined) resolve({ connected: m.connected, failed: m.failed ?? 0, ms: m.ms ?? NaN });
    });
    child.once('exit', (code) => reject(new Error(`the simulator exited with ${code}`)));
  });
  return {
    child,
    ...ready,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.send({ stop: true });
      const late = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(late);
    },
  };
}

/** As `until`, but a probe that never holds is an error naming `what`. */
export async function untilOrThrow(probe: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  if (!(await until(probe, timeoutMs))) throw new Error(`${what}: not within ${secs(timeoutMs)}`);
}

/**
 * Where a link bench's server runs: a fresh database on the PostgreSQL server at DATABASE_URL (dropped by
 * `drop`), or PGlite in memory when it is unset; the embedded broker on an ephemeral port, no simulated demo
 * fleet, no console. `extra` changes the rest of the config.
 */
export async function linkBenchServer(
  extra: Partial<ServerConfig> = {},
): Promise<{ config: ServerConfig; engine: 'PostgreSQL' | 'PGlite in memory'; drop(): Promise<void> }> {
  const fresh = process.env.DATABASE_URL ? await freshPostgres() : undefined;
  if (process.env.DATABASE_URL && !fresh) throw new Error('DATABASE_URL is set but PostgreSQL is not reachable');
  return {
    config: {
      ...configFromEnv({}),
      databaseUrl: fresh?.url,
      dataDir: undefined,
      logLevel: 'warn',
      serveConsole: false,
      mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 },
      simulateDevices: 0,
      ...extra,
    },
    engine: fresh ? 'PostgreSQL' : 'PGlite in memory',
    drop: async () => fresh?.drop(),
  };
}
