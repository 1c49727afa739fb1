import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A new PGlite data folder runs initdb first: a second PostgreSQL in WebAssembly, seconds of CPU. What
 * initdb makes depends only on the PGlite version, so the first cluster made is kept as a tarball in the
 * user's cache folder and later fresh data folders unpack it instead (PGlite's loadDataDir): opening and
 * migrating took 7 s of CPU instead of 10 here. Not for in-memory databases (the tests'): unpacking into
 * memory measured no faster than initdb. The user's own cache, not /tmp: anyone could leave a cluster there.
 */
const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.resolve('@electric-sql/pglite')), 'utf8')) as { version: string }).version;
const FILE = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'ops-console', `pglite-${VERSION}-initdb.tar.gz`);

/** The kept cluster, or undefined when there is none yet (or it cannot be read). */
export function pgliteTemplate(): Blob | undefined {
  try {
    return new Blob([readFileSync(FILE)]);
  } catch {
    return undefined;
  }
}

/** Keeps the cluster of a database initdb just made (before anything else is written to it); best effort. */
export async function keepPgliteTemplate(db: PGlite): Promise<void> {
  try {
    mkdirSync(join(FILE, '..'), { recursive: true });
    const data = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    // written aside then renamed: a process starting meanwhile reads the whole file or none
    const partial = `${FILE}.${process.pid}`;
    writeFileSync(partial, data);
    renameSync(partial, FILE);
  } catch {
    /* a cache: without it the next database runs initdb again */
  }
}

/** Forgets a kept cluster that failed to load. */
export function dropPgliteTemplate(): void {
  rmSync(FILE, { force: true });
}
