import type { Queryable } from '../../db/database.js';
import type { PackageStore } from '../apps/package-store.js';
import { encodePng } from '../../png.js';

/**
 * The demo estate's creative files (src/server/demo/seed-ads.ts) are not shipped: each is a real PNG whose
 * pixels are a function of its key and size (a poster of two colours read from the key), so the seed writes
 * only the row, and a store that lacks the bytes gets them back the first time they are read, with the MD5 and
 * size the row holds. Nothing is written at start.
 */

/** The PNG of a demo creative: the key's first colour above, a band of its second below (a third of the height). */
export function demoAdPng(key: string, width: number, height: number): Buffer {
  const line = (at: number) => {
    const row = Buffer.alloc(width * 3);
    const rgb = [0, 2, 4].map((i) => parseInt(key.slice(at + i, at + i + 2), 16));
    for (let x = 0; x < width; x++) row.set(rgb, x * 3);
    return row;
  };
  const [top, band] = [line(0), line(6)];
  const rows = Buffer.alloc(width * height * 3);
  const split = Math.floor((height * 2) / 3);
  for (let y = 0; y < height; y++) (y < split ? top : band).copy(rows, y * width * 3);
  return encodePng(width, height, rows);
}

/** Whether the store holds the creative file `key`: a demo file it lacks is written back from its row first. */
export async function ensureAdFileStored(db: Queryable, store: PackageStore, key: string): Promise<boolean> {
  if ((await store.size(key)) !== null) return true;
  const [row] = await db.query<{ width: number; height: number }>('select width, height from ad_files where key = $1 and demo', [key]);
  if (!row) return false;
  await store.put(key, demoAdPng(key, row.width, row.height));
  return true;
}
