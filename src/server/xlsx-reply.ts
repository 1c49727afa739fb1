import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { FileReply } from './operation.js';
import type { Database, Queryable } from './db/database.js';
import type { Locale } from '../domain/locale.js';
import type { ExportColumn } from '../domain/replenishment.js';

/** Rows an export reads per query. */
export const EXPORT_PAGE = 1000;

/**
 * Streams rows into an .xlsx workbook with headings in the caller's language. `read(afterId)` answers the
 * next rows in key order (each with `key`), so large orders are read a page at a time, never all at once.
 */
export function xlsxReply(
  db: Database,
  opts: {
    sheet: string;
    columns: ExportColumn[];
    locale: Locale;
    filename: string;
    read: (db: Queryable, after: number) => Promise<({ key: number } & Record<string, unknown>)[]>;
  },
): FileReply {
  const out = new PassThrough();
  const write = async () => {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = wb.addWorksheet(opts.sheet);
    sheet.columns = opts.columns.map((c) => ({ header: c.label[opts.locale], key: c.key, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let after = 0;
    for (;;) {
      const rows = await opts.read(db, after);
      for (const r of rows) sheet.addRow(Object.fromEntries(opts.columns.map((c) => [c.key, r[c.key] ?? '']))).commit();
      if (rows.length < EXPORT_PAGE) break;
      after = rows[rows.length - 1].key;
    }
    sheet.commit();
    await wb.commit();
  };
  // the reply streams while the rows are read; a failure half-way ends the download broken, not a 200 lie
  write().catch((err) => out.destroy(err));
  return new FileReply(out, opts.filename, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
}
