/**
 * Wallpapers (openapi/devices/wallpapers.yaml; Custom > wallpaper edit): an image checked against the
 * chosen device model's screen — PNG or JPEG by its bytes (203063), exactly the model's screen size (203064,
 * naming both sizes; a model without a screen size 203062) — kept whole in the database for the
 * organisation, listed in scope, served back for the preview, and sent to devices like a boot animation
 * (screen-push.ts).
 */
import { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import type { Operations } from '../../operation.js';
import { FileReply } from '../../operation.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { WALLPAPER_TYPES } from '../../../domain/custom-screens.js';
import { IMAGE_LIMITS } from '../../../domain/image-limits.js';
import { ERRORS } from '../../../domain/errors.js';
import { fail } from '../../errors.js';
import { readUpload, validateFields } from '../../uploads.js';
import { scopedOrg, scopedRow } from '../../table/scope.js';

const SCHEMA = 'https://ops-console.local/schemas/devices/wallpaper.schema.json';

/** The image's kind and size by its bytes, or undefined when they are no image image-size reads. */
function probe(data: Buffer): { type?: string; width?: number; height?: number } | undefined {
  try {
    return imageSize(data);
  } catch {
    return undefined;
  }
}

export const wallpaperOperations: Operations = {
  async wallpaperUpload({ req, db, user, locale }) {
    const { fields, file } = await readUpload(req, { fileField: 'file', maxFileBytes: IMAGE_LIMITS.wallpaper.maxBytes, tooLarge: 203015, maxFields: 5 });
    const { name, productId, orgId } = validateFields<{ name: string; productId: number; orgId?: number }>(fields, `${SCHEMA}#/$defs/uploadFields`, locale);
    const org = await scopedOrg(db, user, orgId ?? user.orgId, { missing: 200001, outside: 200006 });
    if (!file) fail(100001, [{ field: 'file', message: VALIDATION_MESSAGES['validation.required'][locale] }]);
    const [product] = await db.query<{ id: number; model: string; screen_width: number | null; screen_height: number | null; status: number }>(
      'select id, model, screen_width, screen_height, status from products where id = $1',
      [productId],
    );
    if (!product) fail(203201);
    // a disabled model is not offered to a new wallpaper
    if (product.status !== 1) fail(203207);
    if (product.screen_width === null || product.screen_height === null) fail(203062);
    const image = probe(file.data);
    const mime = image?.type === 'png' || image?.type === 'jpg' ? WALLPAPER_TYPES[image.type] : undefined;
    if (!image || !mime || !image.width || !image.height) fail(203063);
    if (image.width !== product.screen_width || image.height !== product.screen_height) {
      fail(203064, [
        {
          field: 'file',
          message: `${ERRORS[203064].msg[locale]}: ${image.width}×${image.height} ≠ ${product.model} ${product.screen_width}×${product.screen_height}`,
        },
      ]);
    }
    const [row] = await db.query<{ id: number }>(
      `insert into wallpapers (org_id, org_path, name, product_id, file_name, mime, width, height, size, md5, data, user_id, user_account)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [org.id, org.path, name, product.id, file.name.slice(0, 255), mime, image.width, image.height, file.size, file.md5, file.data, user.userId, user.account],
    );
    return { id: row.id, width: image.width, height: image.height, mime, md5: file.md5 };
  },

  /** The stored image, for the console's preview (nobody outside the organisation's subtree: 203061). */
  async wallpaperFile({ params, db, user }) {
    const row = await scopedRow<{ org_path: string; data: Buffer; file_name: string; mime: string }>(db, user, {
      sql: 'select org_path, data, file_name, mime from wallpapers where id = $1',
      params: [params.id],
      notFound: 203061,
    });
    return new FileReply(Readable.from([Buffer.from(row.data)]), row.file_name || 'wallpaper', row.mime);
  },
};
