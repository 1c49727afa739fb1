import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { configFromEnv, type ServerConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/database.js';
import { prepareDatabase } from '../../src/server/start.js';

/**
 * The database every API test file starts from: migrated and seeded with the demo estate ONCE per run and
 * engine (vitest's globalSetup), then copied for each file — PGlite from a dumped data folder, PostgreSQL with
 * `create database … template`. A file boots in about a second instead of paying migrations and the seed.
 */

/** argon2id with a small cost: the tests hash hundreds of passwords; production keeps OWASP's (tests/api/auth). */
export const CHEAP_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** What the seed of the shared image is made with; a test asking for other values gets a database of its own. */
export const SEED_CONFIG = {
  seedDemo: true,
  argon2: CHEAP_ARGON2,
  // a few thousand orders of demo history: enough for every screen
  demoPayOrders: 3000,
} satisfies Partial<ServerConfig>;

/** Keys of `provide`/`inject`: the dumped PGlite image's path, the PostgreSQL template database's name. */
export const PGLITE_IMAGE = 'pgliteImage';
export const PG_TEMPLATE = 'pgTemplate';

const seedConfig = (): ServerConfig => ({ ...configFromEnv({}), ...SEED_CONFIG, logLevel: 'silent' });

/** Seeds a PGlite database in memory and dumps it to a file; answers the file's path and a clean-up. */
export async function makePgliteImage(): Promise<{ path: string; remove: () => void }> {
  const db = await openDatabase({});
  await prepareDatabase(db, seedConfig());
  const dir = mkdtempSync(join(tmpdir(), 'ops-image-'));
  const path = join(dir, 'seeded.tar');
  const dump = await db.dump!();
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A database name on the server at `serverUrl`, and the URL that reaches it. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Runs one statement on the server's maintenance connection (create/drop database). */
export async function onServer<T>(serverUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Drops a database once its last connection has gone (a closed pool's goodbyes can lag a little). */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, async (c) => {
    for (let i = 0; i < 100; i++) {
      const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await c.query(`drop database if exists ${name} with (force)`);
  });
}

/** Creates a seeded template database on the PostgreSQL server; answers its name and a clean-up. */
export async function makePgTemplate(serverUrl: string): Promise<{ name: string; remove: () => Promise<void> }> {
  const name = `ops_tpl_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(serverUrl, (c) => c.query(`create database ${name}`));
  const db = await openDatabase({ url: databaseUrl(serverUrl, name) });
  try {
    await prepareDatabase(db, seedConfig());
  } finally {
    await db.close();
  }
  return { name, remove: () => dropDatabase(serverUrl, name) };
}
