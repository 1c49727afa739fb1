import type { TableHooks } from '../../table/hooks.js';
import { dayRange } from './cash-orders.js';

/**
 * Vending orders on the generic path (schemas/payments/vending-order.schema.json $defs/vendingOrder): every list is
 * of a range of Tokyo days, ending on or after its start and at most a year long (209080), checked before anything
 * is read.
 */
export const vendingOrderHooks: TableHooks = {
  checkFilters({ body }) {
    dayRange(body as { startDay?: string; endDay?: string }, true);
  },
};
