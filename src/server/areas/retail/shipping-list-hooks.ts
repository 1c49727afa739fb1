import type { TableHooks } from '../../table/hooks.js';
import { nextOrderNumber } from './replenish-common.js';
import { planShippingList, planTotals, writeShippingLines, type SaveBody, type ShippingPlan } from './shipping-lists.js';

/** A create's checked plan, from its beforeWrite to its afterWrite (the same call's body), then forgotten. */
const plans = new WeakMap<object, ShippingPlan>();

/**
 * The domain rules of a shipping list (schemas/retail/replenishment.schema.json#/$defs/shippingListRow) that the
 * generic table handler creates (shippingListSave), in the write's transaction: every rule of a new list in the
 * order the spec gives (209050, 203001, 209008, 209054, 209006, 209002, 209053, 209055: planShippingList), the
 * order number and the counts the row keeps; its devices and lines once the row has an id.
 */
export const shippingListHooks: TableHooks = {
  virtual: ['serialNums', 'items'],
  columns: ['order_number', 'device_count', 'line_count', 'total_quantity'],
  async beforeWrite({ tx, user, body, values }) {
    const plan = await planShippingList(tx, user, body as unknown as SaveBody);
    plans.set(body, plan);
    Object.assign(values, { order_number: await nextOrderNumber(tx, 'SL', 'shipping_list_numbers'), ...planTotals(plan) });
  },
  async afterWrite({ tx, id, body }) {
    const plan = plans.get(body);
    plans.delete(body);
    if (!plan) throw new Error('shippingLists afterWrite: no plan from beforeWrite');
    await writeShippingLines(tx, id, plan);
  },
};
