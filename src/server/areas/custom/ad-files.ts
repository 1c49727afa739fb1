import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import { FileReply, type Operations } from '../../operation.js';
import { fail } from '../../errors.js';
import { streamUpload, validateFields } from '../../uploads.js';
import { pathInScope } from '../../table/scope.js';
import { requestOrigin } from '../apps/installs.js';
import { stageStream, type Staged } from '../apps/package-store.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { AD_IMAGE_MAX_BYTES, AD_VIDEO_MAX_BYTES, adPixelsMismatch, type AdFileKind } from '../../../domain/ads.js';

/**
 * A creative's file (openapi/custom/ads.yaml): uploaded once, its MD5 and size computed here, kept in the
 * package store every server process sees, and read back by devices at a public address whose key is 128
 * random bits (a device has no session). The bytes decide what the file is — a PNG or JPEG image or an MP4
 * video — never its name or the type the browser claims. Nothing is kept from a refused upload.
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

const UPLOAD_CODES = ['ad.save', 'ad.update'];

export const adFileOperations: Operations = {
  async adCreativeUpload({ req, db, user, locale }) {
    // part of creating or editing a creative: either code will do (the contract's x-permission is only "logged in")
    if (!user.isSuper && !UPLOAD_CODES.some((c) => user.permissions.has(c))) fail(101005);
    const store = req.server.packages;
    // the cap is the video's; an image's smaller one is checked once the bytes say it is an image
    const { fields, file } = await streamUpload<Staged>(req, {
      fileField: 'file',
      maxFileBytes: AD_VIDEO_MAX_BYTES,
      tooLarge: 218062,
      maxFields: 2,
      receive: (stream, meta) => stageStream(store, stream, meta.filename, HEAD_BYTES),
      discard: (r) => r.write.abort(),
    });
    let key: string | undefined;
    try {
      const { zoneId } = validateFields<{ zoneId?: number }>(fields, 'https://ops-console.local/schemas/custom/ad.schema.json#/$defs/creativeUploadFields', locale);
      if (!file) fail(100001, [{ field: 'file', message: VALIDATION_MESSAGES['validation.opMessageFile'][locale] }]);
      if (file.size === 0) fail(218060);
      const { kind, mime } = adFileKind(file.head);
      let pixels: { width: number; height: number } | null = null;
      if (kind === 'image') {
        if (file.size > AD_IMAGE_MAX_BYTES) fail(218061);
        pixels = await imagePixels(file.write.path, file.size, mime);
      }
      if (zoneId !== undefined) {
        const [zone] = await db.query<{ width: number; height: number; path: string }>(
          'select z.width, z.height, o.path from ad_zones z join organisations o on o.id = z.org_id where z.id = $1', [zoneId]);
        if (!zone || !pathInScope(user, zone.path)) fail(218010);
        if (pixels && (pixels.width !== zone.width || pixels.height !== zone.height)) {
          fail(218063, [{ field: 'file', message: adPixelsMismatch(pixels, zone)[locale] }]);
        }
      }
      key = await file.write.commit();
      await db.query(
        'insert into ad_files (key, org_id, kind, mime, md5, size, width, height, created_by) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
        [key, user.orgId, kind, mime, file.md5, file.size, pixels?.width ?? null, pixels?.height ?? null, user.userId],
      );
      return {
        url: `${requestOrigin(req)}/api/custom/ad/file/${key}`, md5: file.md5, size: file.size,
        width: pixels?.width ?? null, height: pixels?.height ?? null, kind,
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
    if (!row || (await req.server.packages.size(params.key)) === null) fail(218064);
    // a key always names the same bytes
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    const ext = row.mime === 'video/mp4' ? 'mp4' : row.mime === 'image/png' ? 'png' : 'jpg';
    return new FileReply(req.server.packages.open(params.key) as Readable, `${params.key}.${ext}`, row.mime);
  },
};
