import type { LooseHandler } from '../operation.js';
import type { Queryable } from '../db/database.js';
import { fail } from '../errors.js';
import { EXPORT_PAGE, xlsxReply } from '../xlsx-reply.js';
import { tokyoDateTime, tokyoStamp } from '../../domain/tokyo-time.js';
import type { TableSpec } from './spec.js';
import { exportLabels } from './export-labels.js';
import { fromClause, keyFromClause, listWhere, selectList } from './queries.js';

/**
 * The export verb: the records the paged list would list for the same filters (the call's body, each field
 * a filter of `x-table.filters`, in the caller's subtree), newest first, streamed as an .xlsx workbook with
 * `x-table.export`'s fields as columns, headed and worded in the caller's language (export-labels.ts). More
 * than the cap is refused with its code before anything is sent; the rows are read a page at a time by id,
 * so a large file never sits in memory.
 */
export function exportVerb(spec: TableSpec, filters: string[], record: Record<string, { 'x-enum'?: string }>, where: string): LooseHandler {
  const x = spec.export;
  if (!x) throw new Error(`${where}: the export verb needs x-table.export in ${spec.schema}`);
  // `key` is the writer's page cursor: a record field of that name would be overwritten by it
  if (x.fields.includes('key')) throw new Error(`${where}: export field key clashes with the writer's cursor`);
  const { columns, values } = exportLabels(spec, record, where);
  return async ({ body, db, user, locale, req }) => {
    spec.hooks?.beforeRead?.({ user });
    spec.hooks?.checkFilters?.({ user, body: body ?? {} });
    const w = await listWhere(db, user, spec, filters, body ?? {});
    await spec.hooks?.checkQuery?.({ db, user, locale, body: body ?? {} });
    const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from ${keyFromClause(spec) ?? fromClause(spec)} ${w}`, w.params);
    if (total > x.max) fail(x.code);
    /** The next page below id `after` (0: the first page), each row in the caller's words. */
    const read = async (q: Queryable, after: number) => {
      const params = [...w.params];
      let cond = w.toString();
      if (after) cond += `${cond ? ' and' : 'where'} t.id < $${params.push(after)}`;
      const rows = await q.query<Record<string, unknown> & { id: number }>(
        `select ${selectList(spec)} from ${fromClause(spec)} ${cond} order by t.id desc limit ${EXPORT_PAGE}`,
        params,
      );
      return rows.map((r) => {
        const out: Record<string, unknown> & { key: number } = { key: r.id };
        for (const f of x.fields) {
          const v = r[f];
          out[f] = v instanceof Date ? tokyoDateTime(v) : (values[f]?.[String(v)]?.[locale] ?? v);
        }
        return out;
      });
    };
    return xlsxReply(db, { log: req.log, sheet: x.file, columns, locale, filename: `${x.file}-${tokyoStamp()}.xlsx`, read });
  };
}
