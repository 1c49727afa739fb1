import type { TableHooks } from '../../table/hooks.js';
import { dayRange } from './cash-orders.js';

/**
 * Cash orders on the generic path (schemas/payments/cash.schema.json $defs/cashOrder): a list's range of Tokyo
 * days, when both ends are given, ends on or after its start and is at most a year long (209080), checked
 * before anything is read, as the list and the export always have.
 */
export const cashOrderHooks: TableHooks = {
  checkFilters({ body }) {
    dayRange(body as { startDay?: string; endDay?: string }, false);
  },
};
