import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import type { Locale } from '../../../domain/locale.js';
import { catalogueMessage, fail } from '../../errors.js';
import { pathInScope, scopedRow } from '../../table/scope.js';
import { changeStorageStock } from './stock-ledger.js';

/**
 * Purchase and return orders (openapi/retail/stock.yaml, tag purchaseOrders). A draft is written freely;
 * confirming marks it and applies its lines through the ledger in one transaction, so an order's stock is
 * applied once or not at all. Status changes are conditional updates on `status = 'draft'`: of two
 * requests racing (two confirms, a confirm and an edit) the row lock lets one through and the other sees
 * the order confirmed (209031).
 */

export interface Item {
  goodsId: number;
  quantity: number;
  purchasePrice: number;
}
interface OrderRow {
  id: number;
  org_id: number;
  org_path: string;
  status: string;
  order_no: string;
  type: 'purchase' | 'return';
}

/** The order `id` if the caller may see it; missing or outside the subtree alike 209030. */
const scopedOrder = (db: Queryable, user: SessionUser, id: number) =>
  scopedRow<OrderRow>(db, user, {
    sql: 'select so.id, so.org_id, o.path as org_path, so.status, so.order_no, so.type from stock_orders so join organisations o on o.id = so.org_id where so.id = $1',
    params: [id],
    notFound: 209030,
  });

/** The supplier: in the caller's subtree (else 203040 like a missing one) and enabled (209033). */
export async function checkSupplier(db: Queryable, user: SessionUser, supplierId: number) {
  const s = await scopedRow<{ status: number; org_path: string }>(db, user, {
    sql: 'select s.status, o.path as org_path from suppliers s join organisations o on o.id = s.org_id where s.id = $1',
    params: [supplierId],
    notFound: 203040,
  });
  if (s.status !== 1) fail(209033);
}

/**
 * The lines: one per good (209034), each an enabled good the caller may see (209008, as a missing one) of the
 * order's organisation (209038, each such line named: one of the caller's goods, but another organisation's).
 */
export async function checkItems(db: Queryable, user: SessionUser, orgId: number, items: Item[], locale: Locale) {
  const ids = items.map((i) => i.goodsId);
  if (new Set(ids).size !== ids.length) fail(209034);
  const goods = await db.query<{ id: number; org_id: number; status: number; path: string }>(
    'select g.id, g.org_id, g.status, o.path from goods g join organisations o on o.id = g.org_id where g.id = any($1::bigint[])',
    [ids],
  );
  const byId = new Map(goods.map((g) => [Number(g.id), g]));
  if (ids.some((id) => byId.get(id)?.status !== 1 || !pathInScope(user, byId.get(id)!.path))) fail(209008);
  const foreign = ids.flatMap((id, i) =>
    Number(byId.get(id)!.org_id) === orgId ? [] : [{ field: `items.${i}.goodsId`, message: catalogueMessage(209038, locale) }],
  );
  if (foreign.length) fail(209038, foreign);
}

/** A new order number: PO (purchase) or RO (return), the day in Japan, a sequence number; `type` is SQL. */
export const orderNoSql = (type: string) =>
  `(case when ${type} = 'purchase' then 'PO' else 'RO' end) || to_char(now() at time zone 'Asia/Tokyo', 'YYYYMMDD') || lpad(nextval('stock_order_no_seq')::text, 6, '0')`;

export async function writeItems(tx: Queryable, orderId: number, items: Item[]) {
  await tx.query('delete from stock_order_items where order_id = $1', [orderId]);
  await tx.query(
    `insert into stock_order_items (order_id, line_no, goods_id, quantity, purchase_price)
     select $1, n, g, q, p from unnest($2::bigint[], $3::int[], $4::numeric[]) with ordinality as x(g, q, p, n)`,
    [orderId, items.map((i) => i.goodsId), items.map((i) => i.quantity), items.map((i) => i.purchasePrice)],
  );
}

/** A question raised while another is open meets the partial unique index: the same refusal as the check. */
function isOpenQuestionClash(err: unknown) {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' && /stock_order_questions_open/.test(String((err as { constraint?: string }).constraint ?? e.message));
}

export const purchaseOrderOperations: Operations = {
  async purchaseOrderConfirm({ params, db, user }) {
    await scopedOrder(db, user, params.id);
    return db.transaction(async (tx) => {
      const [order] = await tx.query<{ order_no: string; type: 'purchase' | 'return' }>(
        `update stock_orders set status = 'confirmed', confirmed_at = now(), confirmed_by = $2, updated_at = now()
         where id = $1 and status = 'draft' returning order_no, type`,
        [params.id, user.userId],
      );
      if (!order) fail(209031);
      // goods in id order: two orders confirmed at once lock the same stock rows in the same order (no deadlock)
      const items = await tx.query<{ goods_id: number; quantity: number }>(
        'select goods_id, quantity from stock_order_items where order_id = $1 order by goods_id',
        [params.id],
      );
      for (const item of items) {
        await changeStorageStock(tx, item.goods_id, {
          kind: order.type,
          delta: order.type === 'purchase' ? item.quantity : -item.quantity,
          refNo: order.order_no,
          operatorId: user.userId,
        });
      }
      return { id: params.id, status: 'confirmed' };
    });
  },

  async purchaseOrderQuestion({ body, db, user }) {
    await scopedOrder(db, user, body.id);
    const open = await db.query('select 1 from stock_order_questions where order_id = $1 and resolved_at is null', [body.id]);
    if (open.length) fail(209035);
    try {
      const [row] = await db.query<{ id: number }>('insert into stock_order_questions (order_id, text, raised_by) values ($1, $2, $3) returning id', [
        body.id,
        body.text,
        user.userId,
      ]);
      return row;
    } catch (err) {
      if (isOpenQuestionClash(err)) fail(209035);
      throw err;
    }
  },

  async purchaseOrderQuestionResolve({ body, db, user }) {
    await scopedOrder(db, user, body.id);
    const [row] = await db.query<{ id: number }>(
      `update stock_order_questions set resolved_at = now(), resolved_by = $2, answer = $3
       where order_id = $1 and resolved_at is null returning id`,
      [body.id, user.userId, body.answer ?? null],
    );
    if (!row) fail(209036);
    return row;
  },
};
