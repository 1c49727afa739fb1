import { readFileSync, rmSync } from 'node:fs';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { startApp } from '../../src/server/start.js';
import { configFromEnv, type ServerConfig } from '../../src/server/config.js';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.js';
import type { Database } from '../../src/server/db/database.js';
import { PGLITE_IMAGE, PG_TEMPLATE, SEED_CONFIG, databaseUrl, dropDatabase, onServer } from './seeded-image.js';

export { DEMO_PASSWORD };

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** Logs in a demo (or created) account and answers its token. */
  login(account: string, password?: string): Promise<string>;
  /** Makes a call; `body` goes as JSON unless `form` is given. */
  call(
    method: string,
    url: string,
    opts?: { token?: string; body?: unknown; form?: Record<string, string>; lang?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
  /** Its database, to start another server on it after this one stopped (testServer's `reopen`). */
  readonly database: ReopenableDatabase;
}

/** Where a test server's database lives, and how it is removed once the test is done with it. */
export interface ReopenableDatabase {
  url?: string;
  dataDir?: string;
  remove(): Promise<void>;
}

/** What vitest's globalSetup (tests/support/global-setup.ts) provides; nothing outside a vitest run. */
const provided = (key: typeof PGLITE_IMAGE | typeof PG_TEMPLATE): string | undefined => {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
};

/**
 * The seeded image, read once per worker (it runs many files): reading it and copying it into a Blob was
 * 0.2 s a boot. A Blob never changes, and each database unpacks its own copy of it.
 */
const images = new Map<string, Blob>();
const pgliteImage = (path: string): Blob => {
  let image = images.get(path);
  if (!image) images.set(path, (image = new Blob([readFileSync(path)])));
  return image;
};

/**
 * The real server over its own database seeded with the demo estate: PGlite in memory, or — when
 * DATABASE_URL is set — a new database created on that PostgreSQL server and dropped afterwards. The database
 * is a copy of the run's seeded one (global-setup.ts) unless the test changes how the seed is made (argon2 cost,
 * SEED_DEMO, the order count) or runs the simulated fleet (SIMULATE_DEVICES): then it is migrated and seeded here.
 */
export async function testServer(overrides: Partial<ServerConfig> = {}, opts: { reopen?: ReopenableDatabase; sharedSeed?: boolean } = {}): Promise<TestServer> {
  // the simulated demo fleet writes its alarm rules on the start that seeds the estate: that start is seeded here.
  // `sharedSeed`: the shared image all the same, the test itself making what its other values would change
  const ownSeed = !opts.sharedSeed && (Object.keys(SEED_CONFIG).some((k) => k in overrides) || Boolean(overrides.simulateDevices));
  let databaseUrlOfTest: string | undefined;
  let removeDatabase = async () => {};
  const serverUrl = process.env.DATABASE_URL;
  if (opts.reopen) {
    // a restart: the same database (a PostgreSQL one, or a PGlite data folder), as the last server left it
    databaseUrlOfTest = opts.reopen.url;
    removeDatabase = opts.reopen.remove;
  } else if (serverUrl) {
    const name = `ops_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const template = ownSeed ? undefined : provided(PG_TEMPLATE);
    await onServer(serverUrl, (c) => c.query(template ? `create database ${name} template ${template}` : `create database ${name}`));
    databaseUrlOfTest = databaseUrl(serverUrl, name);
    removeDatabase = () => dropDatabase(serverUrl, name);
  }
  const imagePath = serverUrl || ownSeed || opts.reopen ? undefined : provided(PGLITE_IMAGE);
  const image = imagePath ? pgliteImage(imagePath) : undefined;
  const config: ServerConfig = {
    ...configFromEnv({}),
    databaseUrl: databaseUrlOfTest,
    dataDir: undefined,
    logLevel: 'silent',
    serveConsole: false,
    // no broker and no simulated devices unless a test asks (`testServer({ mqtt: {...} })`)
    mqtt: { mode: 'off', slowMs: 5000 },
    simulateDevices: 0,
    ...SEED_CONFIG,
    ...overrides,
    ...(opts.reopen?.dataDir ? { dataDir: opts.reopen.dataDir } : {}),
  };
  const { app, db } = await startApp(config, image);
  const call: TestServer['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.lang) headers['accept-language'] = opts.lang;
    const inject: InjectOptions = { method: method as InjectOptions['method'], url, headers };
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      inject.payload = new URLSearchParams(opts.form).toString();
    } else if (opts.body !== undefined) {
      inject.payload = opts.body as InjectOptions['payload'];
    }
    const res = await app.inject(inject);
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.statusCode, body };
  };
  return {
    app,
    db,
    call,
    async login(account, password = DEMO_PASSWORD) {
      const res = await call('POST', '/api/auth/login', { form: { clientId: 'console', account, password } });
      if (res.body?.code !== 200) throw new Error(`login ${account}: ${JSON.stringify(res.body)}`);
      return res.body.data.token as string;
    },
    async close() {
      await app.close();
      await removeDatabase();
    },
    database: {
      url: databaseUrlOfTest,
      dataDir: config.dataDir,
      remove: async () => {
        await removeDatabase();
        if (config.dataDir) rmSync(config.dataDir, { recursive: true, force: true });
      },
    },
  };
}

/** Looks up a demo organisation's id by its name. */
export async function orgId(db: Database, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id from organisations where name = $1', [name]);
  if (!row) throw new Error(`no organisation ${name}`);
  return row.id;
}

/** Looks up a role's id by its name. */
export async function roleId(db: Database, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id from roles where name = $1', [name]);
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}
