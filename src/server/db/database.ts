import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import { dropPgliteTemplate, keepPgliteTemplate, pgliteTemplate } from './pglite-template.js';

/**
 * int8 (bigint ids, counts) read as JS numbers on both engines: ids stay below 2^53 by schema and counts
 * far below, so clients see plain JSON numbers. (pg answers strings, PGlite BigInt past 2^53, by default.)
 */
const INT8 = 20;
const INT8_ARRAY = 1016;
const int8 = (text: string) => Number(text);

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * One small interface over the two engines the product runs on: PGlite embedded in the process, or a
 * PostgreSQL server reached through `pg`. Everything above it writes plain PostgreSQL.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar, which `image` starts another database from. */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite is used. */
  url?: string;
  /** PGlite's data folder; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /**
   * PGlite only: start from this dumped data folder (`dumpDataDir`) instead of an empty one — the tests
   * migrate and seed once per run and give each file a copy, which also skips initdb (about 4 s).
   */
  image?: Blob;
  /**
   * Told when the server drops an idle pooled connection (restart, admin termination). Without a listener
   * `pg` raises it as an uncaught error and the process dies; the pool itself reconnects on the next query.
   */
  onConnectionLost?: (err: Error) => void;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.onConnectionLost);
  return openPglite(opts.dataDir, opts.image);
}

async function openPglite(dataDir?: string, image?: Blob): Promise<Database> {
  // a new data folder starts from the kept initdb cluster, if any (pglite-template.ts); `image` from that image
  const fresh = !image && !!dataDir && (!existsSync(dataDir) || readdirSync(dataDir).length === 0);
  let template = image ?? (fresh ? pgliteTemplate() : undefined);
  const open = async (loadDataDir?: Blob) => {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    // one options object: `new PGlite(undefined, options)` (an in-memory database) drops `options` altogether,
    // the image and the int8 parser with it (the first argument's default replaces the second)
    const pglite = new PGlite({ dataDir, parsers: { [pgliteTypes.INT8]: int8 }, loadDataDir });
    await pglite.waitReady;
    return pglite;
  };
  let db: PGlite;
  try {
    db = await open(template);
  } catch (err) {
    if (!template || image) throw err;
    // a kept cluster that does not load: forget it and run initdb as without one
    dropPgliteTemplate();
    template = undefined;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    db = await open();
  }
  if (fresh && !template) await keepPgliteTemplate(db);
  // PGlite runs one statement at a time; a queue keeps transactions from interleaving with other calls.
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: unknown[]) => serial(async () => (await db.query<T>(sql, params as unknown[])).rows),
    exec: (sql) => serial(async () => void (await db.exec(sql))),
    transaction: (fn) =>
      serial(() =>
        db.transaction(async (tx) => fn({ query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params as unknown[])).rows })),
      ),
    close: () => serial(() => db.close()),
    // a checkpoint first: a database opened from the dump then starts without replaying the WAL written since
    // the last one (measured: opening the seeded test image 1.4-1.8 s -> 1.1 s)
    dump: () =>
      serial(async () => {
        await db.exec('checkpoint');
        return db.dumpDataDir('none');
      }),
  };
}

async function openPostgres(url: string, onConnectionLost: (err: Error) => void = () => undefined): Promise<Database> {
  const parseInt8Array = pg.types.getTypeParser(INT8_ARRAY as never) as (text: string) => unknown;
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8) return int8;
      if (oid === INT8_ARRAY) return (text: string) => (parseInt8Array(text) as (string | null)[]).map((v) => (v === null ? null : int8(v)));
      return pg.types.getTypeParser(oid, format);
    }) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_MAX ?? 10), types });
  pool.on('error', onConnectionLost);
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({ query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[] });
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
