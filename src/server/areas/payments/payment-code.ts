import type { Operations } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { scopedDevice } from '../devices/device-scope.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';

const COLUMNS = `d.serial_num as "serialNum", q.qr_content as "qrContent", q.title, q.amount_mode as "amountMode", q.amount,
  q.currency, q.updated_at as "updatedAt", u.name as "updatedBy"`;

async function read(db: Queryable, deviceId: number) {
  const [row] = await db.query<Record<string, unknown>>(
    `select ${COLUMNS} from payment_code_configs q join devices d on d.id = q.device_id left join users u on u.id = q.updated_by where q.device_id = $1`,
    [deviceId],
  );
  // bigint comes back as BigInt (PGlite) or text (node-postgres): amounts are answered as numbers
  return row ? { ...row, amount: row.amount === null ? null : Number(row.amount) } : null;
}

/** The payee (collection) QR code settings of a device: /qrcodeSet and the device detail's tab. */
export const paymentCodeOperations: Operations = {
  async paymentCodeGet({ body, db, user }) {
    const device = await scopedDevice(db, user, body.serialNum);
    return read(db, device.id);
  },

  async paymentCodeSave({ body, db, user, locale }) {
    if (body.amountMode === 'fixed' && body.amount === undefined)
      fail(100001, [{ field: 'amount', message: VALIDATION_MESSAGES['validation.required'][locale] }]);
    const device = await scopedDevice(db, user, body.serialNum);
    await db.query(
      `insert into payment_code_configs (device_id, qr_content, title, amount_mode, amount, currency, updated_by, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, now())
       on conflict (device_id) do update set qr_content = excluded.qr_content, title = excluded.title, amount_mode = excluded.amount_mode,
         amount = excluded.amount, currency = excluded.currency, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
      [device.id, body.qrContent, body.title, body.amountMode, body.amountMode === 'fixed' ? body.amount : null, body.currency, user.userId],
    );
    return read(db, device.id);
  },

  async paymentCodeDelete({ body, db, user }) {
    const device = await scopedDevice(db, user, body.serialNum);
    const removed = await db.query('delete from payment_code_configs where device_id = $1 returning device_id', [device.id]);
    if (!removed.length) fail(216042);
    return null;
  },
};
