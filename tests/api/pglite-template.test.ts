import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// the kept cluster goes to a cache folder of this test's own (other files may run in this worker after it)
const root = mkdtempSync(join(tmpdir(), 'pglite-template-'));
const cacheBefore = process.env.XDG_CACHE_HOME;
process.env.XDG_CACHE_HOME = join(root, 'cache');
const { openDatabase } = await import('../../src/server/db/database.js');
const kept = () => {
  const dir = join(root, 'cache', 'ops-console');
  const file = existsSync(dir) ? readdirSync(dir).find((f) => f.endsWith('-initdb.tar.gz')) : undefined;
  return file ? join(dir, file) : undefined;
};
const works = async (db: Awaited<ReturnType<typeof openDatabase>>) => {
  await db.exec('create table t (id int primary key); insert into t values (1), (2)');
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from t');
  await db.close();
  return n;
};

afterAll(() => {
  if (cacheBefore === undefined) delete process.env.XDG_CACHE_HOME;
  else process.env.XDG_CACHE_HOME = cacheBefore;
  rmSync(root, { recursive: true, force: true });
});

describe.skipIf(process.env.DATABASE_URL)('new PGlite data folders start from the kept initdb cluster', () => {
  it('the first fresh data folder keeps its cluster; later fresh folders open from it', async () => {
    expect(kept()).toBeUndefined();
    expect(await works(await openDatabase({ dataDir: join(root, 'd1') }))).toBe(2);
    const file = kept()!;
    expect(file).toBeDefined();
    const made = statSync(file).mtimeMs;
    expect(await works(await openDatabase({ dataDir: join(root, 'd2') }))).toBe(2);
    // an in-memory database runs initdb and keeps nothing
    expect(await works(await openDatabase({}))).toBe(2);
    expect(statSync(file).mtimeMs).toBe(made);
    // and an existing folder reopens with its data, not the template's
    const again = await openDatabase({ dataDir: join(root, 'd2') });
    expect((await again.query<{ n: number }>('select count(*)::int as n from t'))[0].n).toBe(2);
    await again.close();
  }, 120_000);

  it('a kept cluster that does not load is replaced, and the database still opens', async () => {
    const file = kept()!;
    writeFileSync(file, 'not a tarball');
    expect(await works(await openDatabase({ dataDir: join(root, 'd3') }))).toBe(2);
    expect(readFileSync(file).length).toBeGreaterThan(1000);
    expect(await works(await openDatabase({ dataDir: join(root, 'd4') }))).toBe(2);
  }, 120_000);
});
