import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { startApp } from '../../src/server/start.js';
import { configFromEnv, type ServerConfig } from '../../src/server/config.js';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.js';
import type { Database } from '../../src/server/db/database.js';

export { DEMO_PASSWORD };

/** argon2id with a small cost: the tests hash hundreds of passwords; production keeps OWASP's (tests/api/auth). */
const CHEAP_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** Logs in a demo (or created) account and answers its token. */
  login(account: string, password?: string): Promise<string>;
  /** Makes a call; `body` goes as JSON unless `form` is given. */
  call(method: string, url: string, opts?: { token?: string; body?: unknown; form?: Record<string, string>; lang?: string; headers?: Record<string, string> }): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/**
 * The real server over a fresh database seeded with the demo estate: PGlite in memory, or — when
 * DATABASE_URL is set — a new database created on that PostgreSQL server and dropped afterwards.
 */
export async function testServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `ops_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      // pool.end() resolves before the server has seen every connection close: wait for them (up to 5 s)
      // rather than force-terminating a connection that is still saying goodbye.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config: ServerConfig = {
    ...configFromEnv({}),
    databaseUrl,
    dataDir: undefined,
    logLevel: 'silent',
    serveConsole: false,
    argon2: CHEAP_ARGON2,
    // no broker and no simulated devices unless a test asks (`testServer({ mqtt: {...} })`)
    mqtt: { mode: 'off', slowMs: 5000 },
    simulateDevices: 0,
    // a few thousand orders of demo history: enough for every screen, cheap to seed for each test file
    demoPayOrders: 3000,
    ...overrides,
  };
  const { app, db } = await startApp(config);
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
      await dropDatabase();
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
