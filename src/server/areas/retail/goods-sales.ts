import type { Operations } from '../../operation.js';
import { Where, likeOperator, likeText, pageQuery } from '../../db/sql.js';
import { scopeCondition } from '../../table/scope.js';
import { deviceScopeCondition } from '../devices/device-scope.js';
import { selectList } from '../../table/queries.js';
import { GOODS } from './goods-spec.js';

/**
 * Where goods sell: the goods on sale (in an open lane of a machine the caller sees) and the machines selling
 * one good. Both aggregate the lanes in SQL first, grouped, and join the goods or devices of just that page.
 */
export const goodsSalesOperations: Operations = {
  async goodsOnSalePageList({ body, db, user }) {
    const w = new Where();
    // the lanes' conditions sit in the grouped subquery; their parameters are numbered before the outer ones
    const lanesWhere: string[] = ['l.status = 1'];
    const devScope = deviceScopeCondition(user, 'd');
    if (devScope) lanesWhere.push(`d.org_path like ${w.param(devScope.value)} || '%'`);
    if (body.serialNum) lanesWhere.push(`d.serial_num = ${w.param(body.serialNum)}`);
    const from = `(select l.goods_id, count(distinct l.device_id)::int as devices, count(*)::int as lanes, sum(l.stock)::int as stock,
        min(l.price) as min_price, max(l.price) as max_price
      from lanes l join devices d on d.id = l.device_id where ${lanesWhere.join(' and ')} group by l.goods_id) s
      join goods t on t.id = s.goods_id join organisations o on o.id = t.org_id`;
    const scope = scopeCondition(user, 'o.path');
    if (scope) w.add(scope.sql, scope.value);
    if (body.name) w.add(`t.name ${likeOperator(body.name)} '%' || ? || '%'`, likeText(body.name));
    w.add(`t.barcode like ? || '%'`, body.barcode ? likeText(body.barcode) : undefined);
    w.add('t.category_id = ?', body.categoryId);
    return pageQuery(
      db,
      {
        select: `${selectList(GOODS)}, s.devices, s.lanes, s.stock, s.min_price as "minPrice", s.max_price as "maxPrice"`,
        from,
        where: w,
        sortable: { id: 't.id', name: 't.name', barcode: 't.barcode', devices: 's.devices', lanes: 's.lanes', stock: 's.stock' },
        defaultSort: 's.devices desc',
      },
      body,
    );
  },
};
