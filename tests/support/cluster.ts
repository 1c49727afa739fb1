import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import mqtt from 'mqtt';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.js';
import { demoDeviceSecret } from '../../src/domain/demo-devices.js';
import { PG_TEMPLATE, databaseUrl, dropDatabase, onServer } from './seeded-image.js';
import { startProduct, type RunningProduct } from './product.js';

/**
 * Several server processes acting as one (ARCHITECTURE.md "Ready to scale out"; issue 19): real `src/server/main.ts`
 * processes (tests/support/product.ts) on ONE PostgreSQL database — a copy of the run's seeded template, made
 * with `create database … template` — and one external broker (MQTT_URL). Only with DATABASE_URL: PGlite is
 * one process's database.
 */

/** The PostgreSQL server the api-postgres project runs on; undefined on PGlite (these files then skip). */
export const POSTGRES = process.env.DATABASE_URL || undefined;
/** The machine's broker (CI has Mosquitto on 1883). */
export const MACHINE_BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

/** A short id of this run: serials, share groups and order numbers carry it, so runs sharing a broker never meet. */
export const RUN_ID = randomBytes(4).toString('hex');

export interface SharedDatabase {
  url: string;
  /** The test's own connection to it (setting up what a device or a gateway would have made; reading rows). */
  db: Database;
  drop(): Promise<void>;
}

/** A copy of the run's seeded database (globalSetup's template), reached by every process of the cluster. */
export async function sharedDatabase(): Promise<SharedDatabase> {
  if (!POSTGRES) throw new Error('several server processes need PostgreSQL (DATABASE_URL)');
  const template = inject(PG_TEMPLATE);
  const name = `ops_multi_${process.pid}_${RUN_ID}_${Math.random().toString(36).slice(2, 6)}`;
  await onServer(POSTGRES, (c) => c.query(`create database ${name} template ${template}`));
  const url = databaseUrl(POSTGRES, name);
  const db = await openDatabase({ url });
  // what the estate itself leaves to background work would push to the demo devices, which other tests on the
  // shared broker use: its unknown payments and pending refunds settle to devices of nobody here
  await db.query(`update pay_orders set device_id = null, serial_num = null
    where status = 'unknown' or id in (select order_id from pay_refunds where state in ('pending', 'unknown'))`);
  return {
    url,
    db,
    async drop() {
      await db.close();
      await dropDatabase(POSTGRES, name);
    },
  };
}

/** The environment every process of one cluster starts with. */
export function clusterEnv(databaseUrlOfCluster: string, brokerUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrlOfCluster,
    MQTT_URL: brokerUrl,
    // one share group per cluster: the processes of this run share uplinks, other runs on the broker have theirs
    MQTT_SHARE_GROUP: `multi-${RUN_ID}`,
    SERVE_CONSOLE: '0',
    SIMULATE_DEVICES: '0',
    LOG_LEVEL: 'warn',
    // the tests name their client address (X-Forwarded-For), so the login throttle's address rule is theirs
    TRUST_PROXY: '1',
    ...extra,
  };
}

/** Starts `n` server processes with one environment, side by side. */
export function startProcesses(n: number, env: Record<string, string>): Promise<RunningProduct[]> {
  return Promise.all(Array.from({ length: n }, () => startProduct({ env })));
}

/** A client of one process over HTTP, as the console is. */
export interface Api {
  url: string;
  call(
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown; form?: Record<string, string>; ip?: string },
  ): Promise<{ status: number; body: any }>;
  login(account: string, opts?: { password?: string; ip?: string }): Promise<string>;
}

export function api(url: string): Api {
  const call: Api['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.ip) headers['x-forwarded-for'] = opts.ip;
    let body: string | undefined;
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    } else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await fetch(`${url}${path}`, { method, headers, body });
    const text = await res.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: json };
  };
  return {
    url,
    call,
    async login(account, opts = {}) {
      const res = await call('POST', '/api/auth/login', { form: { clientId: 'console', account, password: opts.password ?? DEMO_PASSWORD }, ip: opts.ip });
      if (res.body?.code !== 200) throw new Error(`login ${account}: ${JSON.stringify(res.body)}`);
      return res.body.data.token as string;
    },
  };
}

/**
 * Devices of this run only: `count` new devices with serials `MP-<run>-<tag>-0001…` and the demo derivation of
 * their secrets, placed in the demo store of DEMO-000288 (as bench/mqtt.ts adds its fleet). Answers the serials.
 */
export async function addRunDevices(db: Database, tag: string, count: number): Promise<string[]> {
  const serials = Array.from({ length: count }, (_, i) => `MP-${RUN_ID}-${tag}-${String(i + 1).padStart(4, '0')}`);
  await db.query(
    `insert into devices (serial_num, product_id, org_id, org_path, provider_org_id, bound_at, name, control_number, secret, activated_at)
     select s.serial, t.product_id, t.org_id, t.org_path, t.provider_org_id, now(), 'multi ' || s.serial, 'M-' || s.serial, s.secret, now()
       from unnest($1::text[], $2::text[]) as s(serial, secret)
       cross join (select product_id, org_id, org_path, provider_org_id from devices where serial_num = 'DEMO-000288') t`,
    [serials, serials.map(demoDeviceSecret)],
  );
  return serials;
}

/** Drops the broker's session of each device (and what it held): a run leaves no persistent sessions behind. */
export async function forgetSessions(brokerUrl: string, serials: string[]): Promise<void> {
  await Promise.all(
    serials.map(
      (serialNum) =>
        new Promise<void>((resolve) => {
          const c = mqtt.connect(brokerUrl, {
            clientId: serialNum,
            username: serialNum,
            password: demoDeviceSecret(serialNum),
            clean: true,
            reconnectPeriod: 0,
            connectTimeout: 5000,
          });
          const done = () => c.end(true, {}, () => resolve());
          c.once('connect', done);
          c.once('error', done);
        }),
    ),
  );
}

/** A Mosquitto of the test's own, on a port the system picked, persisting to a temporary folder. */
export interface PrivateBroker {
  url: string;
  /** Stops it as an operator would (SIGTERM: it saves its sessions and held messages), then starts it again. */
  restart(opts?: { whileDown?: () => Promise<void> }): Promise<void>;
  stop(): Promise<void>;
}

/** The mosquitto binary, when the machine has one (CI does); the fault tests that restart a broker need it. */
export const MOSQUITTO = ['/usr/sbin/mosquitto', '/usr/bin/mosquitto', '/usr/local/sbin/mosquitto', '/usr/local/bin/mosquitto'].find((p) => existsSync(p));

export async function startPrivateBroker(): Promise<PrivateBroker> {
  if (!MOSQUITTO) throw new Error('no mosquitto binary on this machine');
  const dir = mkdtempSync(join(tmpdir(), 'ops-mosquitto-'));
  // started as root, mosquitto drops to its own user, which must still write its persistence here
  chmodSync(dir, 0o777);
  // a port the system hands out now; mosquitto cannot be asked for port 0
  const port = await new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const p = (probe.address() as net.AddressInfo).port;
      probe.close(() => resolve(p));
    });
  });
  writeFileSync(
    join(dir, 'mosquitto.conf'),
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'persistence true',
      `persistence_location ${dir}/`,
      'set_tcp_nodelay true',
      'log_dest stderr',
      'log_type error',
      '',
    ].join('\n'),
  );
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(MOSQUITTO, ['-c', join(dir, 'mosquitto.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
    const until = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`mosquitto exited with ${child.exitCode}`);
      const open = await new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => {
          s.destroy();
          resolve(true);
        });
        s.once('error', () => resolve(false));
      });
      if (open) return;
      if (Date.now() > until) throw new Error('mosquitto did not listen in 10 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `mqtt://127.0.0.1:${port}`,
    async restart(opts = {}) {
      await stop();
      await opts.whileDown?.();
      await start();
    },
    async stop() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
