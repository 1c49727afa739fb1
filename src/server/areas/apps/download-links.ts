import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Queryable } from '../../db/database.js';
import { FileReply, type ContextOf } from '../../operation.js';
import { fail } from '../../errors.js';
import { ensureStored } from './demo-packages.js';

/**
 * Signed download links of package files, for devices: `/api/appCenter/packages/download/{fileKey}?expires=…&sig=…`
 * works without a session, until `expires` (unix seconds), for that file only — the signature is an HMAC of the
 * file key and the expiry under a key kept in the database (app_link_keys), so every server process signs and
 * checks alike. A wrong, expired or other file's signature is 205060.
 */

let cached: { db: Queryable; key: Buffer } | undefined;

/** The key every process signs device download links with (shared by the app packages and the custom screens). */
export async function signingKey(db: Queryable): Promise<Buffer> {
  if (cached?.db === db) return cached.key;
  await db.query('insert into app_link_keys (id, key) values (1, $1) on conflict (id) do nothing', [randomBytes(32)]);
  const [row] = await db.query<{ key: Buffer | Uint8Array }>('select key from app_link_keys where id = 1');
  cached = { db, key: Buffer.from(row.key) };
  return cached.key;
}

export const signature = (key: Buffer, fileKey: string, expires: number) => createHmac('sha256', key).update(`${fileKey}.${expires}`).digest('hex');

/** The signed path of a file's download, valid until `expires` (unix seconds). */
export async function signedPath(db: Queryable, fileKey: string, expires: number): Promise<string> {
  return `/api/appCenter/packages/download/${fileKey}?expires=${expires}&sig=${signature(await signingKey(db), fileKey, expires)}`;
}

/** GET /appCenter/packages/download/{fileKey}: the file's bytes, for a valid signature only. */
export async function downloadPackage({ params, query, db, req }: ContextOf<'appPackageDownload'>) {
  const expires = Number(query.expires);
  const expected = Buffer.from(signature(await signingKey(db), params.fileKey, expires), 'hex');
  const given = Buffer.from(String(query.sig), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || expires * 1000 < Date.now()) fail(205060);
  const [file] = await db.query<{ original_name: string | null; size: number }>('select original_name, size from package_files where key = $1', [
    params.fileKey,
  ]);
  if (!file || !(await ensureStored(db, req.server.packages, params.fileKey))) fail(205020);
  return new FileReply(req.server.packages.open(params.fileKey) as Readable, file.original_name ?? `${params.fileKey}.bin`, 'application/octet-stream');
}
