import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A new PGlite data folder runs initdb first: a second PostgreSQL in WebAssembly, seconds of CPU. What
 * initdb makes depends only on the PGlite version, so the first cluster made is kept as a tarball in the
 * user's cache folder and later fresh data folders unpack it instead (PGlite's loadDataDir): opening and
 * migrating took 7 s of CPU instead of 10 here. Not for in-memory databases (the tests'): unpacking into
 * memory measured no faster than initdb. The user's own cache, not /tmp: anyone could leave a cluster there.
 */
/** PGlite's version, from its package.json (not exported; vitest's module runner has no import.meta.resolve). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    if (dirname(dir) === dir) throw new Error('the version of @electric-sql/pglite cannot be found');
    dir = dirname(dir);
  }
}
const VERSION = pgliteVersion();
/** Where the cluster is kept (read at each use: XDG_CACHE_HOME may change after this module loads). */
const cacheFile = () => join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'ops-console', `pglite-${VERSION}-initdb.tar.gz`);

/** The kept cluster, or undefined when there is none yet (or it cannot be read). */
export function pgliteTemplate(): Blob | undefined {
  try {
    return new Blob([readFileSync(cacheFile())]);
  } catch {
    return undefined;
  }
}

/** Keeps the cluster of a database initdb just made (before anything else is written to it); best effort. */
export async function keepPgliteTemplate(db: PGlite): Promise<void> {
  try {
    const file = cacheFile();
    mkdirSync(join(file, '..'), { recursive: true });
    const data = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    // written aside then renamed: a process starting meanwhile reads the whole file or none
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, data);
    renameSync(partial, file);
  } catch {
    /* a cache: without it the next database runs initdb again */
  }
}

/** Forgets a kept cluster that failed to load. */
export function dropPgliteTemplate(): void {
  rmSync(cacheFile(), { force: true });
}
