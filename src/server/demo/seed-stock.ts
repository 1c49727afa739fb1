/** Demo stock: each merchant's storage filled by confirmed purchase orders through the ledger, so the log has rows. */
import type { Queryable } from '../db/database.js';
import { changeStorageStock } from '../areas/retail/stock-ledger.js';
import { orderNoSql, writeItems } from '../areas/retail/purchase-orders.js';

interface Line {
  goodsId: number;
  quantity: number;
  purchasePrice: number;
}

/** Writes an order; a confirmed one is applied to storage like /purchaseOrder/confirm does. */
async function order(
  tx: Queryable,
  o: { orgId: number; type: 'purchase' | 'return'; supplierId: number; creatorId: number | null; lines: Line[]; confirm: boolean; remark?: string },
) {
  const [row] = await tx.query<{ id: number; order_no: string }>(
    `insert into stock_orders (order_no, org_id, type, supplier_id, remark, creator_id) values (${orderNoSql('$1')}, $2, $1, $3, $4, $5) returning id, order_no`,
    [o.type, o.orgId, o.supplierId, o.remark ?? null, o.creatorId],
  );
  await writeItems(tx, row.id, o.lines);
  if (!o.confirm) return row.id;
  await tx.query(`update stock_orders set status = 'confirmed', confirmed_at = now(), confirmed_by = $2 where id = $1`, [row.id, o.creatorId]);
  for (const l of o.lines) {
    await changeStorageStock(tx, l.goodsId, {
      kind: o.type,
      delta: o.type === 'purchase' ? l.quantity : -l.quantity,
      refNo: row.order_no,
      operatorId: o.creatorId,
    });
  }
  return row.id;
}

export async function seedStock(tx: Queryable, orgs: Map<string, { id: number }>) {
  for (const [key, creatorAccount] of [
    ['tokyoVend', 'merchant01'],
    ['naniwa', 'merchant02'],
    ['minatoDrinks', null],
  ] as const) {
    const orgId = orgs.get(key)!.id;
    const goods = await tx.query<{ id: number; price: number }>(
      'select id, purchase_price::float8 as price from goods where org_id = $1 and status = 1 order by id',
      [orgId],
    );
    const [supplier] = await tx.query<{ id: number }>('select id from suppliers where org_id = $1 and status = 1 order by id limit 1', [orgId]);
    if (!goods.length || !supplier) continue;
    const [creator] = creatorAccount ? await tx.query<{ id: number }>('select id from users where account = $1', [creatorAccount]) : [];
    const creatorId = creator?.id ?? null;
    const lines = goods.map((g, i) => ({ goodsId: g.id, quantity: 24 * (1 + (i % 4)), purchasePrice: g.price }));
    const first = await order(tx, { orgId, type: 'purchase', supplierId: supplier.id, creatorId, lines, confirm: true, remark: '初回仕入' });
    await order(tx, {
      orgId,
      type: 'purchase',
      supplierId: supplier.id,
      creatorId,
      lines: lines.slice(0, 3).map((l) => ({ ...l, quantity: 12 })),
      confirm: true,
    });
    // a draft still being written, and a return of damaged units
    await order(tx, {
      orgId,
      type: 'purchase',
      supplierId: supplier.id,
      creatorId,
      lines: lines.slice(1, 4).map((l) => ({ ...l, quantity: 48 })),
      confirm: false,
      remark: '来週分',
    });
    await order(tx, {
      orgId,
      type: 'return',
      supplierId: supplier.id,
      creatorId,
      lines: [{ ...lines[0], quantity: 2 }],
      confirm: true,
      remark: '破損品の返品',
    });
    await changeStorageStock(tx, goods[goods.length - 1].id, { kind: 'manualAdjust', delta: -1, reason: '棚卸の差異', operatorId: creatorId });
    if (key === 'tokyoVend') {
      await tx.query('insert into stock_order_questions (order_id, text, raised_by) values ($1, $2, $3)', [first, '入荷数が 2 個少ない（緑茶）', creatorId]);
    }
  }
}
