import type { Queryable } from '../db/database.js';
import { pageSlice, type PageRequest, type Where } from '../db/sql.js';

/**
 * A page of a list too long to count whole (a log that only grows: `x-table.totalCap`): the total is counted
 * up to `cap` and flagged `totalCapped` past it, and pages reach the first `cap` rows of the order, no further
 * (narrowing filters read further back). Answers `{list, total, totalCapped}`. With `keyFrom` (pageQuery's), the
 * count and the page's keys are read from it, then the page's rows by their ids.
 */
export async function cappedPage(
  db: Queryable,
  q: { select: string; from: string; where: Where; sortable: Record<string, string>; defaultSort: string; keyFrom?: string },
  page: PageRequest,
  cap: number,
) {
  const { limit, offset } = pageSlice(page);
  const idCol = q.sortable.id;
  const order =
    page.sort && q.sortable[page.sort.field]
      ? `${q.sortable[page.sort.field]} ${page.sort.order === 'asc' ? 'asc' : 'desc'}, ${idCol} desc`
      : `${q.defaultSort}, ${idCol} desc`;
  const keyFrom = q.keyFrom ?? q.from;
  // one past the cap tells a list of exactly `cap` rows from a longer one
  const counted = db.query<{ n: number }>(`select count(*)::int as n from (select 1 from ${keyFrom} ${q.where} limit ${cap + 1}) c`, q.where.params);
  const slice = `${q.where} order by ${order} limit ${Math.min(limit, cap - offset)} offset ${offset}`;
  const read = async () => {
    if (!q.keyFrom) return db.query(`select ${q.select} from ${q.from} ${slice}`, q.where.params);
    const keys = await db.query<{ key: unknown }>(`select ${idCol} as key from ${q.keyFrom} ${slice}`, q.where.params);
    return keys.length ? db.query(`select ${q.select} from ${q.from} where ${idCol} = any($1) order by ${order}`, [keys.map((k) => k.key)]) : [];
  };
  const rows = offset < cap ? read() : Promise.resolve([]);
  const [[{ n }], list] = await Promise.all([counted, rows]);
  return { list, total: Math.min(n, cap), totalCapped: n > cap };
}
