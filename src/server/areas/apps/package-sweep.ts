import type { Database } from '../../db/database.js';
import type { PackageStore } from './package-store.js';
import { APP_LIMITS } from '../../../domain/apps.js';
import { startSweep, sweepSeconds } from '../../sweep.js';

/**
 * Uploaded package files that no package was ever saved with are removed a day after their upload (an
 * upload abandoned in the console, a failed save): their rows in one statement, claimed `FOR UPDATE SKIP
 * LOCKED` so that a timer in every process removes each once, then their bytes from the store. A save that
 * names the file holds its row (`for key share` in packages.ts) until it commits, so a file is never swept
 * from under a package being saved. Answers the keys removed.
 */
export async function sweepUnusedPackageFiles(db: Database, store: PackageStore, olderThanHours: number = APP_LIMITS.unusedFileHours): Promise<string[]> {
  const rows = await db.transaction((tx) =>
    tx.query<{ key: string }>(
      `delete from package_files where key in (
         select f.key from package_files f
          where not f.demo and f.created_at < now() - make_interval(hours => $1)
            and not exists (select 1 from app_packages p where p.file_key = f.key)
          order by f.created_at limit 200
          for update skip locked)
       returning key`,
      [olderThanHours],
    ),
  );
  for (const { key } of rows) await store.remove(key);
  return rows.map((r) => r.key);
}

/** Sweeps every hour (PACKAGE_SWEEP_SECONDS; 0 turns it off); answers the stop. */
export function startPackageSweep(db: Database, store: PackageStore, log: { warn(obj: unknown, msg?: string): void }): () => void {
  return startSweep({
    seconds: sweepSeconds('PACKAGE_SWEEP_SECONDS', 3600),
    what: 'unused package file sweep',
    log,
    pass: () => sweepUnusedPackageFiles(db, store),
  });
}
