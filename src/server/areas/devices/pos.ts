import type { Operations } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { scopedDevice } from './device-scope.js';
import { importOperations } from './device-import.js';

const POSITION_COLUMNS = `serial_num as "serialNum", manual_location as "manualLocation", reported_location as "reportedLocation",
  activation_location as "activationLocation", floor`;

async function position(db: Queryable, id: number) {
  const [row] = await db.query(`select ${POSITION_COLUMNS} from devices where id = $1`, [id]);
  return row;
}

export const posOperations: Operations = {
  async posUpdateControlNumber({ body, db, user }) {
    return db.transaction(async (tx) => {
      const device = await scopedDevice(tx, user, body.serialNum, { forUpdate: true });
      const [taken] = await tx.query('select 1 from devices where control_number = $1 and id <> $2', [body.controlNumber, device.id]);
      if (taken) fail(203220);
      // a concurrent call that slips past the check meets the unique index: 203220 as well (db/unique.ts)
      await tx.query('update devices set control_number = $2, updated_at = now() where id = $1', [device.id, body.controlNumber]);
      return { serialNum: device.serial_num, controlNumber: body.controlNumber };
    });
  },

  async posUpdatePosition({ body, db, user }) {
    return db.transaction(async (tx) => {
      const device = await scopedDevice(tx, user, body.serialNum, { forUpdate: true });
      const sets: string[] = [];
      const params: unknown[] = [device.id];
      if (body.location !== undefined) {
        params.push(body.location === null ? null : JSON.stringify({ ...body.location, address: body.location.address.trim() }));
        sets.push(`manual_location = $${params.length}::jsonb`);
      }
      if (body.floor !== undefined) {
        params.push(body.floor);
        sets.push(`floor = $${params.length}`);
      }
      if (sets.length) await tx.query(`update devices set ${sets.join(', ')}, updated_at = now() where id = $1`, params);
      return position(tx, device.id);
    });
  },

  ...importOperations,
};
