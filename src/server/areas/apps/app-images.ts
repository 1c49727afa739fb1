import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import { FileReply, type ContextOf, type OperationContext } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import type { SessionUser } from '../../operation.js';
import { fail } from '../../errors.js';
import { readUpload } from '../../uploads.js';
import { pathInScope } from '../../table/scope.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { IMAGE_LIMITS } from '../../../domain/image-limits.js';

/**
 * App icons and screenshots (openapi/apps/apps.yaml): uploaded alone, checked by their bytes (image-size reads
 * the header), kept in `app_images` and read back by an unguessable key, by IMAGE_LIMITS: an icon is a PNG of
 * exactly 512 × 512 pixels and at most 200K (spec §5: 205040, 205041); a screenshot a PNG or JPEG of at most
 * 1 MB and 1000 × 1000 pixels (205042, 205043, 205045).
 */

export type ImageKind = 'icon' | 'screenshot';
const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;
const RULES = { icon: IMAGE_LIMITS.appIcon, screenshot: IMAGE_LIMITS.appScreenshot };

/** The image's type and size when it passes its kind's rule; refuses it otherwise. */
export function checkAppImage(kind: ImageKind, data: Buffer): { type: 'png' | 'jpg'; width: number; height: number } {
  const icon = kind === 'icon';
  if (data.length > RULES[kind].maxBytes) fail(icon ? 205041 : 205043);
  let size: ReturnType<typeof imageSize> | undefined;
  try {
    size = imageSize(data);
  } catch {
    size = undefined;
  }
  const type = size?.type === 'png' || size?.type === 'jpg' ? size.type : undefined;
  if (!size?.width || !size.height || !type) fail(icon ? 205040 : 205042);
  const { exact } = IMAGE_LIMITS.appIcon;
  if (icon && (type !== 'png' || size.width !== exact.width || size.height !== exact.height)) fail(205040);
  const { max } = IMAGE_LIMITS.appScreenshot;
  if (!icon && (size.width > max.width || size.height > max.height)) fail(205045);
  return { type, width: size.width, height: size.height };
}

/** Stores an uploaded image of `kind` for the caller's organisation; answers its key and where to read it. */
export async function uploadAppImage(kind: ImageKind, { req, db, user, locale }: OperationContext) {
  const cap = RULES[kind].maxBytes;
  const { file } = await readUpload(req, { fileField: 'file', maxFileBytes: cap, tooLarge: kind === 'icon' ? 205041 : 205043 });
  if (!file) fail(100001, [{ field: 'file', message: VALIDATION_MESSAGES['validation.opMessageFile'][locale] }]);
  const image = checkAppImage(kind, file.data);
  const key = randomBytes(16).toString('hex');
  await db.query('insert into app_images (key, org_id, kind, type, width, height, size, data, created_by) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
    key,
    user.orgId,
    kind,
    image.type,
    image.width,
    image.height,
    file.size,
    file.data,
    user.userId,
  ]);
  return { image: key, kind, type: image.type, width: image.width, height: image.height, url: `/api/appCenter/image/${key}` };
}

/** The bytes of an image, for an `<img>` (public by its unguessable key). */
export async function readAppImage({ params, db, reply }: ContextOf<'appImage'>) {
  const [row] = await db.query<{ type: 'png' | 'jpg'; data: Buffer | Uint8Array }>('select type, data from app_images where key = $1', [params.key]);
  if (!row) fail(205044);
  reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
  return new FileReply(Readable.from([Buffer.from(row.data)]), `${params.key}.${row.type}`, CONTENT_TYPES[row.type]);
}

/**
 * Refuses an icon or screenshot key that names no image of that kind uploaded within the caller's subtree
 * (205044): an app shows only images its own estate uploaded.
 */
export async function assertImages(db: Queryable, user: SessionUser, icon: string | undefined, screenshots: string[] | undefined) {
  const wanted: [string, ImageKind][] = [
    ...(icon ? [[icon, 'icon'] as [string, ImageKind]] : []),
    ...(screenshots ?? []).map((k) => [k, 'screenshot'] as [string, ImageKind]),
  ];
  if (!wanted.length) return;
  const rows = await db.query<{ key: string; kind: ImageKind; path: string }>(
    'select i.key, i.kind, o.path from app_images i join organisations o on o.id = i.org_id where i.key = any($1::text[])',
    [wanted.map(([k]) => k)],
  );
  for (const [key, kind] of wanted) {
    const row = rows.find((r) => r.key === key);
    if (!row || row.kind !== kind || !pathInScope(user, row.path)) fail(205044);
  }
}
