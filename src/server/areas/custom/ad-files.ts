import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import { FileReply, type Operations } from '../../operation.js';
import { fail } from '../../errors.js';
import { streamUpload, validateFields } from '../../uploads.js';
import { pathInScope } from '../../table/scope.js';
import { requestOrigin } from '../../operation.js';
import { stageStream, type Staged } from '../apps/package-store.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { ensureAdFileStored } from './demo-ad-files.js';
import { adPixelsMismatch, type AdFileKind } from '../../../domain/ads.js';
import { IMAGE_LIMITS } from '../../../domain/image-limits.js';

/**
 * A creative's file (openapi/custom/ads.yaml): uploaded once, its MD5 and size computed here, kept in the
 * package store every server process sees, and read back by devices at a public address whose key is 128
 * random bits (a device has no session). The bytes decide what the file is — a PNG or JPEG image or an MP4
 * video — never its name or the type the browser claims; so do its pixels, which must be its zone's. Nothing is kept from a refused upload.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HEAD_BYTES = 16;

/** What the first bytes say the file is: a PNG, a JPEG (SOI then a marker) or an MP4 (an `ftyp` box first); else 218060. */
export function adFileKind(head: Buffer): { kind: AdFileKind; mime: string } {
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return { kind: 'image', mime: 'image/png' };
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', mime: 'image/jpeg' };
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') return { kind: 'video', mime: 'video/mp4' };
  fail(218060);
}

/** An image's pixels as its header states them (the whole file: a JPEG's frame header may follow long metadata). */
async function imagePixels(path: string, size: number, mime: string): Promise<{ width: number; height: number }> {
  const fh = await open(path, 'r');
  const data = Buffer.alloc(size);
  try {
    await fh.read(data, 0, size, 0);
  } finally {
    await fh.close();
  }
  let found: ReturnType<typeof imageSize>;
  try {
    found = imageSize(data);
  } catch {
    fail(218060); // a signature over a header that cannot be read is no image
  }
  if (found.type !== (mime === 'image/png' ? 'png' : 'jpg') || !found.width || !found.height) fail(218060);
  // a JPEG whose EXIF says "rotated" is still shown in the pixels its frame holds on a device's player
  return { width: found.width, height: found.height };
}

/**
 * A video's pixels: the first track header (`moov/trak/tkhd`) with a width and height — a video track's; an
 * audio track's are 0. The boxes are walked by their headers, so a `moov` after 100 MB of `mdat` costs a few
 * reads, not the file. No such track: 218060 (nothing a screen can show).
 */
async function videoPixels(path: string, size: number): Promise<{ width: number; height: number }> {
  const fh = await open(path, 'r');
  const read = async (at: number, n: number) => {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await fh.read(buf, 0, n, at);
    return buf.subarray(0, bytesRead);
  };
  const walk = async (from: number, to: number, depth: number): Promise<{ width: number; height: number } | null> => {
    for (let at = from; at + 8 <= to;) {
      const head = await read(at, 16);
      if (head.length < 8) return null;
      let boxSize = head.readUInt32BE(0);
      const type = head.toString('latin1', 4, 8);
      let headerSize = 8;
      if (boxSize === 1) {
        if (head.length < 16) return null;
        boxSize = Number(head.readBigUInt64BE(8));
        headerSize = 16;
      } else if (boxSize === 0) boxSize = to - at;
      if (boxSize < headerSize || at + boxSize > to) return null; // a box running past its parent: not a file we can read
      if ((type === 'moov' || type === 'trak') && depth < 2) {
        const found = await walk(at + headerSize, at + boxSize, depth + 1);
        if (found) return found;
      } else if (type === 'tkhd' && depth === 2) {
        const body = await read(at + headerSize, Math.min(boxSize - headerSize, 96));
        const offset = body[0] === 1 ? 88 : 76; // version 1 has 64-bit times and duration
        if (body.length >= offset + 8) {
          // 16.16 fixed point
          const width = Math.round(body.readUInt32BE(offset) / 65536);
          const height = Math.round(body.readUInt32BE(offset + 4) / 65536);
          if (width > 0 && height > 0) return { width, height };
        }
      }
      at += boxSize;
    }
    return null;
  };
  try {
    const found = await walk(0, size, 0);
    if (!found) fail(218060);
    return found;
  } finally {
    await fh.close();
  }
}

const UPLOAD_CODES = ['ad.save', 'ad.update'];

export const adFileOperations: Operations = {
  async adCreativeUpload({ req, db, user, locale }) {
    // part of creating or editing a creative: either code will do (the contract's x-permission is only "logged in")
    if (!user.isSuper && !UPLOAD_CODES.some((c) => user.permissions.has(c))) fail(101005);
    const store = req.server.packages;
    // the cap is the video's; an image's smaller one is checked once the bytes say it is an image
    const { fields, file } = await streamUpload<Staged>(req, {
      fileField: 'file',
      maxFileBytes: IMAGE_LIMITS.adVideo.maxBytes,
      tooLarge: 218062,
      maxFields: 2,
      receive: (stream, meta) => stageStream(store, stream, meta.filename, HEAD_BYTES),
      discard: (r) => r.write.abort(),
    });
    let key: string | undefined;
    try {
      const { zoneId } = validateFields<{ zoneId?: number }>(
        fields,
        'https://ops-console.local/schemas/custom/ad.schema.json#/$defs/creativeUploadFields',
        locale,
      );
      if (!file) fail(100001, [{ field: 'file', message: VALIDATION_MESSAGES['validation.opMessageFile'][locale] }]);
      if (file.size === 0) fail(218060);
      const { kind, mime } = adFileKind(file.head);
      if (kind === 'image' && file.size > IMAGE_LIMITS.adImage.maxBytes) fail(218061);
      const pixels = kind === 'image' ? await imagePixels(file.write.path, file.size, mime) : await videoPixels(file.write.path, file.size);
      if (zoneId !== undefined) {
        const [zone] = await db.query<{ width: number; height: number; path: string }>(
          'select z.width, z.height, o.path from ad_zones z join organisations o on o.id = z.org_id where z.id = $1',
          [zoneId],
        );
        if (!zone || !pathInScope(user, zone.path)) fail(218010);
        if (pixels.width !== zone.width || pixels.height !== zone.height) {
          fail(218063, [{ field: 'file', message: adPixelsMismatch(pixels, zone)[locale] }]);
        }
      }
      key = await file.write.commit();
      await db.query('insert into ad_files (key, org_id, kind, mime, md5, size, width, height, created_by) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
        key,
        user.orgId,
        kind,
        mime,
        file.md5,
        file.size,
        pixels.width,
        pixels.height,
        user.userId,
      ]);
      return {
        url: `${requestOrigin(req)}/api/custom/ad/file/${key}`,
        md5: file.md5,
        size: file.size,
        width: pixels.width,
        height: pixels.height,
        kind,
      };
    } catch (err) {
      // nothing kept from a refused upload: the staged bytes, or the committed file whose row was not written
      await file?.write.abort();
      if (key) await store.remove(key);
      throw err;
    }
  },

  async adFile({ params, db, req, reply }) {
    const [row] = await db.query<{ mime: string }>('select mime from ad_files where key = $1', [params.key]);
    if (!row || !(await ensureAdFileStored(db, req.server.packages, params.key))) fail(218064);
    // a key always names the same bytes
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    const ext = row.mime === 'video/mp4' ? 'mp4' : row.mime === 'image/png' ? 'png' : 'jpg';
    return new FileReply(req.server.packages.open(params.key) as Readable, `${params.key}.${ext}`, row.mime);
  },
};
