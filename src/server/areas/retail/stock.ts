import type { Operations } from '../../operation.js';
import { fail } from '../../errors.js';
import { Where, likeOperator, likeText } from '../../db/sql.js';
import { LIMITS } from '../../../domain/limits.js';
import { scopeCondition } from '../../table/scope.js';
import { orgInScope, scopedRow } from '../../table/queries.js';
import { GOODS } from './goods-spec.js';
import { changeStorageStock } from './stock-ledger.js';

/**
 * Storage stock and the stock change log (openapi/retail/stock.yaml): the stock list, a manual adjustment
 * through the ledger, the two storage lookups of the spec, and the log. Everything within the caller's
 * subtree. The log's page list is the generic table handler's (schemas/retail/stock.schema.json $defs/logRecord:
 * scoped by the ids of the caller's organisations, its total capped).
 */

/** A good with its storage stock (none when never stocked), for the storage lookups. */
const STOCK_FROM = 'goods t join organisations o on o.id = t.org_id left join storage_stock s on s.goods_id = t.id';

const STORAGE_GOOD = `t.id as "goodsId", t.org_id as "orgId", o.name as "orgName", t.name, t.brand, t.barcode,
  t.category_id as "categoryId", t.purchase_price::float8 as "purchasePrice", t.default_price as "defaultPrice",
  coalesce(s.quantity, 0) as quantity`;

export const stockOperations: Operations = {
  async stockAdjust({ body, db, user }) {
    const goodsId = Number(body.goodsId);
    await scopedRow(db, user, GOODS, goodsId);
    return db.transaction(async (tx) => {
      let delta: number = body.delta ?? 0; // the schema asks for delta or quantity
      if (body.quantity !== undefined) {
        // a new quantity is a delta from the stock as it is now: hold the row so nothing moves it in between
        await tx.query('insert into storage_stock (goods_id, org_id) select id, org_id from goods where id = $1 on conflict (goods_id) do nothing', [goodsId]);
        const [row] = await tx.query<{ quantity: number }>('select quantity from storage_stock where goods_id = $1 for update', [goodsId]);
        delta = body.quantity - row.quantity;
      }
      if (delta === 0) fail(209037);
      const moved = await changeStorageStock(tx, goodsId, { kind: 'manualAdjust', delta, reason: body.reason, operatorId: user.userId });
      return { goodsId, ...moved };
    });
  },

  async goodsInfoFromStorage({ body, db, user }) {
    const org = await orgInScope(db, user, body?.orgId ?? user.orgId);
    const w = new Where();
    w.add('t.org_id = ?', org.id);
    w.add('t.status = 1');
    const keyword = body?.keyword ? String(body.keyword) : '';
    if (keyword) {
      const p = w.param(likeText(keyword));
      w.add(`(t.name ${likeOperator(keyword)} '%' || ${p} || '%' or t.barcode like ${p} || '%')`);
    }
    const rows = await db.query(`select ${STORAGE_GOOD} from ${STOCK_FROM} ${w} order by t.name, t.id limit ${LIMITS.tableListMax + 1}`, w.params);
    if (rows.length > LIMITS.tableListMax) fail(200010);
    return rows;
  },

  async goodsInfoFromAllStorageByBarcode({ params, db, user }) {
    const w = new Where();
    const scope = scopeCondition(user, 'o.path');
    if (scope) w.add(scope.sql, scope.value);
    w.add('t.barcode = ?', params.barcode);
    // the nearest organisation first: the shortest path is the caller's own or closest to it
    const rows = await db.query(`select ${STORAGE_GOOD} from ${STOCK_FROM} ${w} order by length(o.path), o.path, t.id`, w.params);
    if (!rows.length) fail(209008);
    return rows;
  },
};
