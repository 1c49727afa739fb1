import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningProduct {
  url: string;
  dataDir: string;
  exitCode(): number | null;
  stop(): Promise<void>;
}

/**
 * Starts the product as `npm start` runs it (the server over a fresh embedded database with the demo estate, its
 * payment history cut to 20,000 orders so each start seeds in seconds;
 * the built console in dist/console unless `env` says otherwise) on a port the system picks: the server says
 * where it listens over the IPC channel, so two test files never race for a port and nothing polls.
 */
export async function startProduct(
  opts: { dataDir?: string; keepData?: boolean; env?: Record<string, string> } = {},
): Promise<RunningProduct> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'ops-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', MQTT_PORT: '0', SIMULATE_DEVICES: '0', DEMO_PAY_ORDERS: '20000', ...opts.env },
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
  return {
    url,
    dataDir,
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        const killed = await Promise.race([exited.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 10_000))]);
        if (killed) child.kill('SIGKILL');
      }
      if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
