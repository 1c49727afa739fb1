import type { Queryable } from './database.js';

/**
 * Runs `fn`, which fills `tables` with many rows at once, with those tables' secondary indexes and foreign
 * keys set aside, then puts them back exactly as they were (their definitions read from the catalogue, so
 * the migrations stay their only home). PostgreSQL's advice for populating a database: building an index once
 * from all its rows, and checking a foreign key with one join, cost a fraction of keeping them row by row.
 * Primary keys and unique indexes stay (other tables reference them; `on conflict` needs them).
 * Within a transaction only: the tables are locked and, should `fn` fail, the rollback restores everything.
 */
export async function bulkLoad<T>(tx: Queryable, tables: string[], fn: () => Promise<T>): Promise<T> {
  const restore: string[] = [];
  for (const table of tables) {
    const keys = await tx.query<{ name: string; def: string }>(
      `select quote_ident(conname) as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = $1::regclass and contype = 'f' order by oid`,
      [table],
    );
    const indexes = await tx.query<{ name: string; def: string }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def from pg_index i
        where i.indrelid = $1::regclass and not i.indisunique
        order by i.indexrelid`,
      [table],
    );
    for (const k of keys) {
      await tx.query(`alter table ${table} drop constraint ${k.name}`);
      restore.push(`alter table ${table} add constraint ${k.name} ${k.def}`);
    }
    for (const i of indexes) {
      await tx.query(`drop index ${i.name}`);
      restore.push(i.def);
    }
  }
  const result = await fn();
  for (const statement of restore) await tx.query(statement);
  return result;
}
