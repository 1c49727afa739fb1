/**
 * Boot animations (openapi/devices/boot-animations.yaml; Custom > animation edit): an upload is read
 * with the same check the console runs (src/domain/boot-animation.ts) and refused with every fault, worded
 * in the caller's language, as `fields` of 203017; one that passes is kept whole in the database for the
 * organisation (the caller's, or one of its subtree), listed in scope, and served back for the preview.
 */
import { Readable } from 'node:stream';
import type { Operations } from '../../operation.js';
import { FileReply } from '../../operation.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { BOOT_ANIMATION_LIMITS, checkBootAnimation, faultMessage } from '../../../domain/boot-animation.js';
import { fail } from '../../errors.js';
import { readUpload, validateFields } from '../../uploads.js';
import { scopedOrg, scopedRow } from '../../table/scope.js';

const SCHEMA = 'https://ops-console.local/schemas/devices/boot-animation.schema.json';

export const bootAnimationOperations: Operations = {
  async bootAnimationUpload({ req, db, user, locale }) {
    const { fields, file } = await readUpload(req, { fileField: 'file', maxFileBytes: BOOT_ANIMATION_LIMITS.bytes, tooLarge: 203015, maxFields: 5 });
    const { name, orgId } = validateFields<{ name: string; orgId?: number }>(fields, `${SCHEMA}#/$defs/uploadFields`, locale);
    const org = await scopedOrg(db, user, orgId ?? user.orgId, { missing: 200001, outside: 200006 });
    if (!file) fail(100001, [{ field: 'file', message: VALIDATION_MESSAGES['validation.required'][locale] }]);
    const checked = checkBootAnimation(file.data);
    if ('faults' in checked)
      fail(
        203017,
        checked.faults.map((f) => ({ field: f.entry ? `file:${f.entry}` : 'file', message: faultMessage(f, locale) })),
      );
    const a = checked.animation;
    const [row] = await db.query<{ id: number }>(
      `insert into boot_animations (org_id, org_path, name, file_name, width, height, fps, frame_count, parts, size, md5, data, user_id, user_account)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14) returning id`,
      [
        org.id,
        org.path,
        name,
        file.name.slice(0, 255),
        a.width,
        a.height,
        a.fps,
        a.frameCount,
        JSON.stringify(a.parts.map(({ type, count, pause, folder, frames }) => ({ type, count, pause, folder, frames: frames.length }))),
        file.size,
        file.md5,
        file.data,
        user.userId,
        user.account,
      ],
    );
    return { id: row.id, width: a.width, height: a.height, fps: a.fps, frameCount: a.frameCount, md5: file.md5 };
  },

  /** The stored zip, for the console's preview (and nobody outside the organisation's subtree: 203060). */
  async bootAnimationFile({ params, db, user }) {
    const row = await scopedRow<{ org_path: string; data: Buffer; file_name: string }>(db, user, {
      sql: 'select org_path, data, file_name from boot_animations where id = $1',
      params: [params.id],
      notFound: 203060,
    });
    return new FileReply(Readable.from([Buffer.from(row.data)]), row.file_name || 'bootanimation.zip', 'application/zip');
  },
};
