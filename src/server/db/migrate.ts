import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Database } from './database.js';
import { syncCatalogues } from './catalogues.js';
import { syncFestivals } from './festival-table.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies the plain-SQL migrations of db/migrations in file-name order, each once, in its own
 * transaction. An advisory lock lets several server processes start against one PostgreSQL safely.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key, applied_at timestamptz not null default now())`);
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  // the usual start: everything applied already, seen in one read (a missing one is re-checked under the lock)
  const seenBefore = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
  for (const name of files.filter((f) => !seenBefore.has(f))) {
    const sql = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(7301)');
      const seen = await tx.query('select 1 from schema_migrations where name = $1', [name]);
      if (seen.length) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  // reference tables the migrations created, filled from src/domain
  await syncCatalogues(db);
  // holiday marketing (issue 16): the festival table's dates for 1921-2100 (migration 027)
  await syncFestivals(db);
  return applied;
}

/** Splits a migration on semicolons at line ends; migrations keep to one statement per `;`-ended line. */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
