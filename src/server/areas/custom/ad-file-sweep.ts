import type { Database } from '../../db/database.js';
import type { PackageStore } from '../apps/package-store.js';
import { AD_UNUSED_FILE_HOURS } from '../../../domain/ads.js';
import { startSweep, sweepSeconds } from '../../sweep.js';

/**
 * Uploaded creative files that no creative names (an upload abandoned in the console, a file replaced by a new
 * upload) are removed a day after their upload: their rows in one statement, claimed `FOR UPDATE SKIP LOCKED`
 * so that a timer in every process removes each once, then their bytes from the store. A creative names its
 * file by the address the upload answered (`…/api/custom/ad/file/{key}`, whatever the origin). The day's wait
 * is what keeps a file from being swept under a creative being saved with it: a save is the generic table
 * handler's and holds no lock on the file. Answers the keys removed.
 */
export async function sweepUnusedAdFiles(db: Database, store: PackageStore, olderThanHours: number = AD_UNUSED_FILE_HOURS): Promise<string[]> {
  const rows = await db.transaction((tx) =>
    tx.query<{ key: string }>(
      `delete from ad_files where key in (
         select f.key from ad_files f
          where f.created_at < now() - make_interval(hours => $1)
            and not exists (select 1 from ad_creatives c where c.url like '%/api/custom/ad/file/' || f.key)
          order by f.created_at limit 200
          for update skip locked)
       returning key`,
      [olderThanHours],
    ),
  );
  for (const { key } of rows) await store.remove(key);
  return rows.map((r) => r.key);
}

/** Sweeps every hour (AD_FILE_SWEEP_SECONDS; 0 turns it off); answers the stop. */
export function startAdFileSweep(db: Database, store: PackageStore, log: { warn(obj: unknown, msg?: string): void }): () => void {
  return startSweep({ seconds: sweepSeconds('AD_FILE_SWEEP_SECONDS', 3600), what: 'unused ad file sweep', log, pass: () => sweepUnusedAdFiles(db, store) });
}
