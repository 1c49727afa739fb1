import type { Queryable } from '../../db/database.js';
import type { PackageFormat } from '../../../domain/apps.js';
import { buildApk } from './apk-build.js';
import type { PackageStore } from './package-store.js';

/**
 * The demo estate's package files (src/server/demo/seed-apps.ts) are not shipped: their bytes are a function of
 * their row, so a store that lacks one — a new data folder, a test's temporary store — is given it back the
 * first time it is read, with the MD5 and size the row holds. Nothing is written at start.
 */

export interface DemoFileRow {
  format: PackageFormat;
  package_name: string | null;
  version_name: string | null;
  version_code: number | null;
  original_name: string | null;
}

/** The deterministic bytes of a demo package file of that row. */
export function demoPackageBytes(row: DemoFileRow): Buffer {
  if (row.format === 'apk') {
    return buildApk({ packageName: row.package_name!, versionCode: Number(row.version_code), versionName: row.version_name! }, 512, { store: true });
  }
  const label = Buffer.from(`${row.original_name ?? 'demo'}\0`, 'utf8');
  // a PE stub ("MZ") for Windows, an ELF header for Linux firmware: binary, so the upload path would take them
  const head = row.format === 'exe' ? Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1') : Buffer.from('\x7fELF\x02\x01\x01\0', 'latin1');
  return Buffer.concat([head, Buffer.alloc(248), label]);
}

/**
 * Whether the store holds the file `key`: a demo file it lacks is written back from its row first. Answers
 * false for a file neither the store nor the demo has.
 */
export async function ensureStored(db: Queryable, store: PackageStore, key: string): Promise<boolean> {
  if ((await store.size(key)) !== null) return true;
  const [row] = await db.query<DemoFileRow>(
    'select format, package_name, version_name, version_code, original_name from package_files where key = $1 and demo',
    [key],
  );
  if (!row) return false;
  await store.put(key, demoPackageBytes(row));
  return true;
}
