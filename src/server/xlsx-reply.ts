import { Transform, type Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import ExcelJS from 'exceljs';
import { FileReply } from './operation.js';
import { fail } from './errors.js';
import type { Database, Queryable } from './db/database.js';
import type { Locale } from '../domain/locale.js';
import type { ExportColumn } from '../domain/replenishment.js';

/** Rows an export reads per query. */
export const EXPORT_PAGE = 1000;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How much of an export's file is made before its reply is answered (less when the file is whole). */
export const EXPORT_HOLD_BYTES = 64 * 1024;

/**
 * The reply of every .xlsx export: `write` fills the workbook into `out`, and the reply is answered only once
 * EXPORT_HOLD_BYTES of the file exist or it is whole — the workbook's opening parts are far smaller, so the first rows'
 * queries have run by then. A failure before that (a query, the workbook writer) is logged and answered 209010
 * ("excel export failed", document 2 §8): nothing was sent yet, so the caller gets a refusal, not a 500 and
 * not a 200 with a broken file. A failure later ends the download broken, never a 200 lie of a whole file.
 */
export async function xlsxExport(log: FastifyBaseLogger, filename: string, write: (out: Writable) => Promise<void>): Promise<FileReply> {
  let held = 0;
  let begun!: () => void;
  const started = new Promise<'started'>((resolve) => (begun = () => resolve('started')));
  const out = new Transform({
    // room for what is held before anyone reads, so the writer never waits on a reader that is not there yet
    readableHighWaterMark: 4 * EXPORT_HOLD_BYTES,
    transform(chunk: Buffer, _encoding, done) {
      held += chunk.length;
      if (held >= EXPORT_HOLD_BYTES) begun();
      done(null, chunk);
    },
  });
  // settles to the error, or undefined when the workbook was written whole
  const written = write(out).then(
    () => undefined,
    (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
  );
  const first = await Promise.race([started, written]);
  if (first instanceof Error) {
    log.error({ err: first }, 'an export failed before its reply was answered');
    out.destroy();
    fail(209010);
  }
  void written.then((err) => err && out.destroy(err));
  return new FileReply(out, filename, XLSX_TYPE);
}

/**
 * Streams rows into an .xlsx workbook with headings in the caller's language. `read(afterId)` answers the
 * next rows in key order (each with `key`), so large orders are read a page at a time, never all at once.
 */
export function xlsxReply(
  db: Database,
  opts: {
    log: FastifyBaseLogger;
    sheet: string;
    columns: ExportColumn[];
    locale: Locale;
    filename: string;
    read: (db: Queryable, after: number) => Promise<({ key: number } & Record<string, unknown>)[]>;
  },
): Promise<FileReply> {
  return xlsxExport(opts.log, opts.filename, async (out) => {
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
  });
}
