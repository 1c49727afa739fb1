import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { startProduct } from '../support/browser.js';
import { PRODUCT_ENV } from '../support/product.js';

/** A port free now (the system picks it; closed again for the product to take). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
/** Whether something accepts connections on the port. */
const open = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const form = (data: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(data).toString(),
});

/** The demo admin's token, and a user made with it (who must survive a restart). */
async function loginAndAddUser(url: string): Promise<string> {
  const login = await (await fetch(`${url}/api/auth/login`, form({ clientId: 'console', account: 'admin', password: 'OpsDemo#2026' }))).json();
  expect(login.code).toBe(200);
  const json = (path: string, body: unknown) =>
    fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  const users = await json('/user/page/list', {});
  const store = users.data.list.find((u: { account: string }) => u.account === 'store01');
  const created = await json('/user/save', {
    account: 'survivor',
    name: '残る 人',
    password: 'Keep#2026x',
    confirmPassword: 'Keep#2026x',
    orgId: store.orgId,
    roleId: store.roleId,
    status: 1,
  });
  expect(created.code).toBe(200);
  return login.data.token;
}

describe('the product under a process manager', () => {
  it('stops on SIGTERM to the PID it was started as (npm run), the demo fleet simulated and online: nothing left, both ports free; started again, its data and sessions are kept', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ops-sigterm-'));
    cpSync(inject('productDataDir'), dataDir, { recursive: true });
    const [port, mqttPort] = [await freePort(), await freePort()];
    // npm start is this with --build; the console's build is not what is tried here
    const npm = spawn('npm', ['run', '--silent', 'serve'], {
      env: { ...process.env, ...PRODUCT_ENV, PORT: String(port), MQTT_PORT: String(mqttPort), DATA_DIR: dataDir, SIMULATE_DEVICES: '' },
      stdio: 'ignore',
    });
    try {
      const started = Date.now();
      while (!(await open(port))) {
        expect(npm.exitCode, 'npm run serve exited before listening').toBeNull();
        expect(Date.now() - started, 'listening within 100 s').toBeLessThan(100_000);
        await new Promise((r) => setTimeout(r, 250));
      }
      const token = await loginAndAddUser(`http://127.0.0.1:${port}`);
      const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
      const stopping = Date.now();
      npm.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - stopping, 'stopped within 10 s').toBeLessThan(10_000);
      // the server was npm's only child (exec): when npm is gone, so is it, and so are its ports
      expect(await open(port)).toBe(false);
      expect(await open(mqttPort)).toBe(false);

      // started again on the same data folder (the way the browser tests start it; Ctrl-C, SIGINT, stops it)
      const again = await startProduct({ dataDir, keepData: true });
      try {
        const login = await (await fetch(`${again.url}/api/auth/login`, form({ clientId: 'console', account: 'survivor', password: 'Keep#2026x' }))).json();
        expect(login.code).toBe(200);
        // the session of the first run is still valid: sessions live in the database, not in memory
        const list = await fetch(`${again.url}/api/user/page/list`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        });
        expect((await list.json()).code).toBe(200);
      } finally {
        await again.stop();
      }
      expect(again.exitCode()).toBe(0);
    } finally {
      npm.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a port in use ends the start before the database is opened, with one line naming the setting, exit code 1 and no stack trace', async () => {
    const taken = createServer();
    const port = await new Promise<number>((resolve) => taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)));
    try {
      for (const [setting, env] of [
        ['MQTT_PORT', { MQTT_PORT: String(port), PORT: '0' }],
        ['PORT', { PORT: String(port), MQTT_PORT: '0' }],
      ] as const) {
        const dataDir = mkdtempSync(join(tmpdir(), 'ops-port-'));
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
          env: { ...process.env, ...PRODUCT_ENV, DATA_DIR: dataDir, ...env },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr!.on('data', (chunk) => (stderr += chunk));
        const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
        // the ports are tried before the database is opened: the data folder is left as it was, empty
        const written = readdirSync(dataDir);
        rmSync(dataDir, { recursive: true, force: true });
        expect(code).toBe(1);
        expect(stderr.trim()).toBe(`cannot start: ${setting} ${port} is in use on 127.0.0.1: free it or set ${setting} to another port`);
        expect(written).toEqual([]);
      }
    } finally {
      taken.close();
    }
  });
});
