import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import { FileReply, type Operations } from '../../operation.js';
import { fail } from '../../errors.js';
import { readUpload, type UploadedFile } from '../../uploads.js';
import { IMAGE_LIMITS } from '../../../domain/image-limits.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';

/**
 * Goods images (spec §5: PNG up to 200K at 750x750). The bytes decide — the PNG signature and the
 * dimensions its header states — never the file name or the type the browser claims. Images live in the
 * database, so every server process serves every image; they are read by a 128-bit random key, public,
 * because an `<img>` cannot send the bearer token.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Refuses what is not a 750 × 750 PNG (211040, 211041); the size cap is the upload's (211042). */
export function checkGoodsImage(data: Buffer): void {
  if (data.length < PNG_SIGNATURE.length || !data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) fail(211040);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(data);
  } catch {
    fail(211040); // a PNG signature over a header that cannot be read is no PNG
  }
  if (size.type !== 'png') fail(211040);
  const { width, height } = IMAGE_LIMITS.goods.exact;
  if (size.width !== width || size.height !== height) fail(211041);
}

const IMAGE_CODES = ['goods.save', 'goods.update'];

export const goodsImageOperations: Operations = {
  async goodsImageUpload({ req, db, user, locale }) {
    // part of creating or editing a good: either code will do (the contract's x-permission is only "logged in")
    if (!user.isSuper && !IMAGE_CODES.some((c) => user.permissions.has(c))) fail(101005);
    const { file } = await readUpload(req, { fileField: 'file', maxFileBytes: IMAGE_LIMITS.goods.maxBytes, tooLarge: 211042 });
    if (!file) fail(100001, [{ field: 'file', message: VALIDATION_MESSAGES['validation.opMessageFile'][locale] }]);
    const image: UploadedFile = file;
    checkGoodsImage(image.data);
    const key = randomBytes(16).toString('hex');
    await db.query('insert into goods_images (key, org_id, size, md5, data, created_by) values ($1, $2, $3, $4, $5, $6)', [
      key,
      user.orgId,
      image.size,
      image.md5,
      image.data,
      user.userId,
    ]);
    return { image: key, url: `/api/goods/image/${key}` };
  },

  async goodsImage({ params, db, reply }) {
    const [row] = await db.query<{ data: Buffer | Uint8Array }>('select data from goods_images where key = $1', [params.key]);
    if (!row) fail(211043);
    // a key always names the same bytes
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    return new FileReply(Readable.from([Buffer.from(row.data)]), `${params.key}.png`, 'image/png');
  },
};
