import { fail } from '../../errors.js';
import type { TableHooks } from '../../table/hooks.js';
import { nextReplenishAt } from './vending.js';

/**
 * The domain rules of a device's replenishment plan (schemas/retail/vending.schema.json#/$defs/replenishPlan: one per
 * device, upserted and read by the generic table handler, table/owned.ts): only a vending machine is replenished
 * (209061, after the device's scope), the time of day is its `planned_time`, who set it and when; a plan is answered
 * with its next planned time (from now, so worked out as it is read) and without the serial number that named it.
 */
export const replenishPlanHooks: TableHooks = {
  virtual: ['replenishTime'],
  columns: ['planned_time', 'updated_by', 'updated_at'],
  async beforeWrite({ tx, body, user, values }) {
    const [product] = await tx.query<{ type: string }>('select p.type from devices d join products p on p.id = d.product_id where d.serial_num = $1', [
      body.serialNum,
    ]);
    if (product?.type !== 'vending') fail(209061);
    Object.assign(values, { planned_time: body.replenishTime, updated_by: user.userId, updated_at: new Date() });
  },
  shown(row) {
    const time = row.replenishTime as string | null;
    const days = row.intervalDays as number | null;
    const last = row.lastReplenishAt as Date | string | null;
    row.nextReplenishAt = time && days ? nextReplenishAt(time, days, last ? new Date(last) : null, new Date()) : null;
    delete row.serialNum;
  },
};
