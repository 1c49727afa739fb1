import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { inject } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningProduct {
  url: string;
  dataDir: string;
  exitCode(): number | null;
  /** Sends the process a signal and resolves once it is gone (SIGKILL: a crash, nothing flushed). */
  kill(signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

/** The environment the browser tests start the product with (the seeded data folder is made with it). */
export const PRODUCT_ENV = { DATABASE_URL: '', LOG_LEVEL: 'warn', MQTT_PORT: '0', SIMULATE_DEVICES: '0', DEMO_PAY_ORDERS: '20000' };
/** Settings that change what the seed writes: a start that names one seeds its own data folder. */
const SEED_SETTINGS = ['DATABASE_URL', 'DEMO_PAY_ORDERS', 'SEED_DEMO'];

/** A value the e2e globalSetup provides (tests/support/e2e-setup.ts), outside a vitest run none. */
const provided = (key: 'productDataDir' | 'sharedProductUrl' | 'sharedProductDataDir'): string | undefined => {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
};
/** The run's seeded data folder (tests/support/e2e-setup.ts), outside a vitest run none. */
const seededDataDir = () => provided('productDataDir');

/**
 * Starts the product as `npm start` runs it (the server over its own embedded database with the demo estate:
 * a copy of the run's seeded data folder, or seeded at start when there is none or `env` changes the seed; its
 * payment history cut to 20,000 orders;
 * the built console in dist/console unless `env` says otherwise) on a port the system picks: the server says
 * where it listens over the IPC channel, so two test files never race for a port and nothing polls.
 */
export async function startProduct(opts: { dataDir?: string; keepData?: boolean; env?: Record<string, string> } = {}): Promise<RunningProduct> {
  let dataDir = opts.dataDir;
  if (!dataDir) {
    dataDir = mkdtempSync(join(tmpdir(), 'ops-e2e-'));
    const seeded = seededDataDir();
    if (seeded && !SEED_SETTINGS.some((k) => opts.env?.[k] !== undefined && opts.env[k] !== PRODUCT_ENV[k as keyof typeof PRODUCT_ENV])) {
      cpSync(seeded, dataDir, { recursive: true });
    }
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, ...PRODUCT_ENV, ...opts.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start in 110 s')), 110_000);
    child.on('message', (m: { listening?: string }) => {
      if (!m.listening) return;
      clearTimeout(timer);
      resolve(m.listening);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening`));
    });
  });
  child.channel?.unref();
  const dir = dataDir;
  return {
    url,
    dataDir: dir,
    exitCode: () => child.exitCode,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        const killed = await Promise.race([exited.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 10_000))]);
        if (killed) child.kill('SIGKILL');
      }
      if (!opts.keepData) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The run's shared product: one started by tests/support/e2e-setup.ts on its own copy of the seeded data folder,
 * with PRODUCT_ENV, for every browser test file that would start the product with those settings and neither
 * changes what another sharing file reads nor reads what another one changes (they make uniquely named records,
 * each on a part of the estate of its own; a file that restarts or stops the product, changes an estate-wide
 * setting or counts a list others add to starts its own with `startProduct`). Its stop() does nothing: the
 * run stops it. Outside a vitest run of the e2e project, a product of its own.
 */
export async function sharedProduct(): Promise<RunningProduct> {
  const url = provided('sharedProductUrl');
  if (!url) return startProduct();
  return {
    url,
    dataDir: provided('sharedProductDataDir') ?? '',
    exitCode: () => null,
    async kill() {
      throw new Error("the shared product is the run's: a file that stops it starts its own (startProduct)");
    },
    async stop() {},
  };
}
