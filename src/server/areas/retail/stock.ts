import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { Where, likeOperator, likeText, pageSlice } from '../../db/sql.js';
import { LIMITS } from '../../../domain/limits.js';
import { scopeCondition } from '../../table/scope.js';
import { orgInScope, scopedRow } from '../../table/queries.js';
import { GOODS } from './goods-spec.js';
import { changeStorageStock } from './stock-ledger.js';

/**
 * Storage stock and the stock change log (openapi/retail/stock.yaml): the stock list, a manual adjustment
 * through the ledger, the two storage lookups of the spec, and the log. Everything within the caller's
 * subtree; the log is scoped by the organisation each row is filed under.
 */

/**
 * The organisations of the caller's subtree (or of `orgId` and below it), as a condition on an `org_id`
 * column: their ids are read first and given as an array, so the log's key query reads the log alone and
 * the planner sees the list (a sub-select it estimated badly, and a deep scoped page took a hash join over
 * the whole log: 236 ms at 1M rows).
 */
async function orgIdsCondition(w: Where, db: Queryable, user: SessionUser, col: string, orgId: number | undefined) {
  let path: string | undefined;
  if (orgId !== undefined) path = (await orgInScope(db, user, orgId)).path;
  else if (scopeCondition(user, 'path')) path = user.orgPath;
  if (path === undefined) return;
  const [{ ids }] = await db.query<{ ids: number[] }>(`select coalesce(array_agg(id), '{}') as ids from organisations where path like $1 || '%'`, [path]);
  w.add(`${col} = any(?::bigint[])`, ids);
}

/** A good with its storage stock (none when never stocked), for the storage lookups. */
const STOCK_FROM = 'goods t join organisations o on o.id = t.org_id left join storage_stock s on s.goods_id = t.id';

const LOG_SELECT = `l.id, l.org_id as "orgId", o.name as "orgName", l.goods_id as "goodsId", g.name as "goodsName", g.barcode,
  l.kind, l.delta, l.before, l.after, l.reason, l.ref_no as "refNo", l.operator_id as "operatorId", u.name as "operatorName",
  d.serial_num as "serialNum", l.lane_no as "laneNo", l.created_at as "createdAt"`;
const LOG_FROM = `stock_change_logs l join organisations o on o.id = l.org_id join goods g on g.id = l.goods_id
  left join users u on u.id = l.operator_id left join devices d on d.id = l.device_id`;

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

  async stockChangeLogPageList({ body, db, user }) {
    const w = new Where();
    await orgIdsCondition(w, db, user, 'l.org_id', body.orgId);
    w.add('l.goods_id = ?', body.goodsId);
    w.add('l.kind = ?', body.kind);
    w.add('l.device_id = (select id from devices where serial_num = ?)', body.serialNum);
    w.add('l.ref_no = ?', body.refNo);
    w.add('l.created_at >= ?::timestamptz', body.startTime);
    w.add('l.created_at < ?::timestamptz', body.endTime);
    // the log grows without end (1M rows and more): an exact count of it all would cost more than the page,
    // so the total is counted up to a ceiling and flagged when there are more; filters narrow it
    const cap = LIMITS.stockLogTotalMax;
    const { limit: pageSize, offset } = pageSlice(body);
    const counted = db.query<{ n: number }>(`select count(*)::int as n from (select 1 from stock_change_logs l ${w} limit ${cap + 1}) t`, w.params);
    // the log is append-only and its ids grow with time: newest first is id order, the cheapest there is
    const keys =
      offset < cap
        ? db.query<{ id: number }>(
            `select l.id from stock_change_logs l ${w} order by l.id desc limit ${Math.min(pageSize, cap - offset)} offset ${offset}`,
            w.params,
          )
        : Promise.resolve([]);
    const [[{ n }], ids] = await Promise.all([counted, keys]);
    const list = ids.length ? await db.query(`select ${LOG_SELECT} from ${LOG_FROM} where l.id = any($1) order by l.id desc`, [ids.map((k) => k.id)]) : [];
    return { list, total: Math.min(n, cap), totalCapped: n > cap };
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
