import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { readUpload, validateFields, type UploadedFile } from '../../uploads.js';
import { createAjv } from '../../validation.js';
import { deviceInScope } from '../../table/scope.js';
import { LIMITS } from '../../../domain/limits.js';
import { OP_MESSAGE_PUSH_SOURCE, OP_MESSAGE_PUSH_TYPE } from '../../../domain/op-messages.js';
import { pushToDevices } from '../../link/push.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import type { Locale } from '../../../domain/locale.js';

const SCHEMA = 'https://ops-console.local/schemas/devices/op-message.schema.json';

/** The columns of a message as clients see it (never the file's bytes). */
export interface MessageRow {
  id: number;
  org_path: string;
  title: string;
  content: string;
  type: number;
  file_name: string | null;
  file_size: number | null;
  file_md5: string | null;
}

/**
 * Reads a message the caller may see: its owner inside the caller's subtree. Missing or outside is the same
 * 203205. `forUpdate` locks the row (target changes serialise on it, so the target cap holds).
 */
export async function scopedMessage(db: Queryable, user: SessionUser, id: number, opts: { forUpdate?: boolean } = {}): Promise<MessageRow> {
  const [row] = await db.query<MessageRow>(
    `select id, org_path, title, content, type, file_name, file_size, file_md5 from op_messages where id = $1${opts.forUpdate ? ' for update' : ''}`,
    [id],
  );
  if (!row || !row.org_path.startsWith(user.orgPath)) fail(203205);
  return row;
}

/** Whether a device may be a target of a message: in the caller's scope, and (when bound) in the owner's subtree. */
function targetable(user: SessionUser, message: MessageRow, devicePath: string | null): boolean {
  if (!deviceInScope(user, devicePath)) return false;
  if (devicePath === null) return message.org_path.split('/').filter(Boolean).length === 1;
  return devicePath.startsWith(message.org_path);
}

/** The devices named, each one a device the caller may target with this message (else 203001, all or none). */
async function targetDevices(db: Queryable, user: SessionUser, message: MessageRow, serialNums: string[]): Promise<number[]> {
  const unique = [...new Set(serialNums)];
  const rows = await db.query<{ id: number; serial_num: string; org_path: string | null }>(
    'select id, serial_num, org_path from devices where serial_num = any($1)',
    [unique],
  );
  if (rows.length !== unique.length || rows.some((r) => !targetable(user, message, r.org_path))) fail(203001);
  return rows.map((r) => r.id);
}

let fileNameAjv: ReturnType<typeof createAjv> | undefined;
/** The uploaded file's name must be a plain name (the schema's fileName); refused on `file` otherwise. */
function checkFile(file: UploadedFile | undefined, required: boolean, locale: Locale): void {
  if (!file || file.size === 0) {
    if (required || file) fail(100001, [{ field: 'file', message: VALIDATION_MESSAGES['validation.opMessageFile'][locale] }]);
    return;
  }
  fileNameAjv ??= createAjv({ coerce: false });
  if (!fileNameAjv.getSchema(`${SCHEMA}#/$defs/fileName`)!(file.name)) {
    fail(100001, [{ field: 'file', message: VALIDATION_MESSAGES['validation.opMessageFileName'][locale] }]);
  }
}

const uploadLimits = { fileField: 'file', maxFileBytes: LIMITS.opMessageFileMaxBytes, tooLarge: 203015 } as const;

interface MessageFields {
  title: string;
  content: string;
  type: number;
}

export const opMessageOperations: Operations = {
  async opMessageAdd({ req, db, user, locale }) {
    const { fields, file } = await readUpload(req, uploadLimits);
    const values = validateFields<MessageFields>(fields, `${SCHEMA}#/$defs/add`, locale);
    checkFile(file, true, locale);
    const [row] = await db.query<{ id: number }>(
      `insert into op_messages (title, content, type, file_name, file_size, file_mime, file_md5, file_data, org_id, org_path, created_by)
       select $1, $2, $3, $4, $5, $6, $7, $8, o.id, o.path, $10 from organisations o where o.id = $9
       returning id`,
      [values.title, values.content ?? '', values.type, file!.name, file!.size, file!.mime, file!.md5, file!.data, user.orgId, user.userId],
    );
    return { id: row.id };
  },

  async opMessageUpdate({ req, db, user, locale }) {
    const { fields, file } = await readUpload(req, uploadLimits);
    const values = validateFields<MessageFields & { id: number }>(fields, `${SCHEMA}#/$defs/update`, locale);
    checkFile(file, false, locale);
    await db.transaction(async (tx) => {
      await scopedMessage(tx, user, values.id, { forUpdate: true });
      if (file) {
        await tx.query(
          `update op_messages set title = $2, content = $3, type = $4, file_name = $5, file_size = $6, file_mime = $7,
             file_md5 = $8, file_data = $9, updated_at = now() where id = $1`,
          [values.id, values.title, values.content ?? '', values.type, file.name, file.size, file.mime, file.md5, file.data],
        );
      } else {
        await tx.query('update op_messages set title = $2, content = $3, type = $4, updated_at = now() where id = $1', [
          values.id,
          values.title,
          values.content ?? '',
          values.type,
        ]);
      }
    });
    return { id: values.id };
  },

  async opMessageAddDevice({ body, db, user }) {
    return db.transaction(async (tx) => {
      const message = await scopedMessage(tx, user, body.messageId, { forUpdate: true });
      const ids = await targetDevices(tx, user, message, body.serialNums);
      const added = await tx.query(
        `insert into op_message_devices (message_id, device_id) select $1, unnest($2::bigint[])
         on conflict do nothing returning device_id`,
        [message.id, ids],
      );
      const [{ total }] = await tx.query<{ total: number }>('select count(*)::int as total from op_message_devices where message_id = $1', [message.id]);
      if (total > LIMITS.opMessageTargetsMax) fail(203250);
      return { added: added.length, total };
    });
  },

  async opMessageDeleteDevice({ body, db, user }) {
    return db.transaction(async (tx) => {
      const message = await scopedMessage(tx, user, body.messageId, { forUpdate: true });
      const ids = await targetDevices(tx, user, message, body.serialNums);
      const removed = await tx.query('delete from op_message_devices where message_id = $1 and device_id = any($2) returning device_id', [message.id, ids]);
      const [{ total }] = await tx.query<{ total: number }>('select count(*)::int as total from op_message_devices where message_id = $1', [message.id]);
      return { removed: removed.length, total };
    });
  },

  /**
   * Pushes the message to every target through the one push path (four stages recorded per device), each
   * target's latest push remembered. Targets outside the caller's scope now, or disabled, are skipped (and
   * counted); none to push to is 203251.
   */
  async opMessagePush({ body, db, user, req }) {
    const message = await scopedMessage(db, user, body.messageId);
    const targets = await db.query<{ id: string; serial_num: string; org_path: string | null; status: number }>(
      `select d.id, d.serial_num, d.org_path, d.status from op_message_devices t join devices d on d.id = t.device_id
        where t.message_id = $1 order by d.id`,
      [message.id],
    );
    if (!targets.length) fail(203251);
    const pushable = targets.filter((t) => t.status === 1 && targetable(user, message, t.org_path));
    const payload = {
      messageId: message.id,
      title: message.title,
      content: message.content,
      kind: message.type,
      ...(message.file_name ? { file: { name: message.file_name, size: message.file_size, md5: message.file_md5 } } : {}),
    };
    const ids = await pushToDevices(
      { db, link: req.server.link },
      { type: OP_MESSAGE_PUSH_TYPE, payload, ttlSeconds: body.ttlSeconds, source: OP_MESSAGE_PUSH_SOURCE, sourceId: message.id, userId: user.userId },
      pushable.map((t) => ({ deviceId: Number(t.id), serialNum: t.serial_num })),
    );
    if (ids.length) {
      await db.query(
        `update op_message_devices t set last_request_id = p.request_id
           from unnest($2::bigint[], $3::uuid[]) as p(device_id, request_id)
          where t.message_id = $1 and t.device_id = p.device_id`,
        [message.id, pushable.map((t) => t.id), ids],
      );
    }
    return { pushed: ids.length, skipped: targets.length - ids.length };
  },

  async opMessageDeleteAllDevice({ body, db, user }) {
    return db.transaction(async (tx) => {
      const message = await scopedMessage(tx, user, body.messageId, { forUpdate: true });
      const removed = await tx.query('delete from op_message_devices where message_id = $1 returning device_id', [message.id]);
      return { removed: removed.length };
    });
  },
};
