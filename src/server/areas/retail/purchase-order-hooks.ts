import { fail } from '../../errors.js';
import type { TableHooks } from '../../table/hooks.js';
import { checkItems, checkSupplier, orderNoSql, writeItems, type Item } from './purchase-orders.js';

/**
 * The domain rules of a purchase or return order (schemas/retail/purchase-order.schema.json#/$defs/record) that the
 * generic table handler creates and updates (purchaseOrderSave, purchaseOrderUpdate), in the write's transaction
 * with an edited order locked: only a draft is edited (209031: a confirm that got there first leaves nothing to
 * edit); the supplier is the caller's and enabled (203040, 209033); the lines are one per good, each an enabled good
 * of the order's organisation (209034, 209008, 209038). A new order is numbered (PO or RO, the day in Japan, a
 * sequence number), and its lines are written once it has an id; an edit replaces them.
 */
export const purchaseOrderHooks: TableHooks = {
  virtual: ['items'],
  columns: ['order_no'],
  async beforeWrite({ tx, user, locale, body, verb, id, orgId, values }) {
    if (verb === 'update') {
      const [order] = await tx.query<{ status: string }>('select status from stock_orders where id = $1', [id]);
      if (order.status !== 'draft') fail(209031);
    }
    await checkSupplier(tx, user, Number(body.supplierId));
    await checkItems(tx, user, Number(orgId), body.items as Item[], locale);
    if (verb === 'create') {
      const [{ orderNo }] = await tx.query<{ orderNo: string }>(`select ${orderNoSql('$1::text')} as "orderNo"`, [body.type]);
      values.order_no = orderNo;
    }
  },
  async afterWrite({ tx, id, body }) {
    await writeItems(tx, id, body.items as Item[]);
  },
};
