import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { Where, likeOperator, likeText } from '../../db/sql.js';
import { LIMITS } from '../../../domain/limits.js';
import { scopeCondition } from '../../table/scope.js';
import { fromClause, orgInScope, scopedRow, selectList } from '../../table/queries.js';
import { GOODS } from './goods-spec.js';

/**
 * The goods calls the generic table handler does not answer: the uniqueness check of the
 * goods form, and the lookups other screens find goods with (by names, by barcode, by a keyword). Every
 * lookup answers enabled goods of the caller's subtree only, or of `orgId` and below it.
 */

/** Enabled goods of the caller's subtree, or of `orgId` (in it: 200006, 200001) and below. */
async function enabledInScope(db: Queryable, user: SessionUser, orgId: number | undefined): Promise<Where> {
  const w = new Where();
  const scope = scopeCondition(user, 'o.path');
  if (scope) w.add(scope.sql, scope.value);
  if (orgId !== undefined) w.add(`o.path like ? || '%'`, (await orgInScope(db, user, orgId)).path);
  w.add('t.status = 1');
  return w;
}

const RECORD = `select ${selectList(GOODS)} from ${fromClause(GOODS)}`;

export const goodsLookupOperations: Operations = {
  async goodsCheck({ params, body, db, user }) {
    const { type, code, id } = params as { type: 'barcode' | 'name'; code: string; id: number };
    // the edited good's organisation (and its own value is no clash), or where a new one is being created
    const orgId = id > 0 ? (await scopedRow(db, user, GOODS, id)).org_id : (await orgInScope(db, user, body?.orgId ?? user.orgId)).id;
    const same = type === 'name' ? 'lower(name) = lower($2)' : 'barcode = $2';
    const taken = await db.query(`select 1 from goods where org_id = $1 and ${same} and id <> $3 limit 1`, [orgId, code, id]);
    return taken.length > 0;
  },

  async goodsByNames({ body, db, user }) {
    const w = await enabledInScope(db, user, body.orgId);
    w.add(
      'lower(t.name) = any(?::text[])',
      (body.names as string[]).map((n) => n.toLowerCase()),
    );
    return db.query(`${RECORD} ${w} order by t.name, o.path, t.id`, w.params);
  },

  async goodsByBarcode({ body, db, user }) {
    const w = await enabledInScope(db, user, body.orgId);
    w.add('t.barcode = ?', body.barcode);
    // the nearest organisation first: the shortest path is the caller's own or closest to it
    const rows = await db.query(`${RECORD} ${w} order by length(o.path), o.path, t.id`, w.params);
    if (!rows.length) fail(209008);
    return rows;
  },

  async goodsByNameOrBarcode({ body, db, user }) {
    const w = await enabledInScope(db, user, body.orgId);
    const keyword = String(body.keyword);
    const p = w.param(likeText(keyword));
    w.add(`(t.name ${likeOperator(keyword)} '%' || ${p} || '%' or t.barcode like ${p} || '%')`);
    const exact = w.param(keyword);
    return db.query(`${RECORD} ${w} order by (t.barcode = ${exact}) desc, t.name, t.id limit ${LIMITS.goodsLookupMax}`, w.params);
  },
};
