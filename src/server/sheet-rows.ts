/**
 * The rows of an uploaded spreadsheet, the one reader of every import (devices, activations, goods, users): the
 * first sheet's cells as text or numbers with their row numbers, from an .xlsx or an .xls told apart by their
 * bytes (workbookType), or a CSV (domain/csv.ts). An .xlsx is streamed by exceljs (a row cap stops a huge file
 * early); an .xls (BIFF8) is read by SheetJS.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { AppError, fail } from './errors.js';
import { readCsv } from '../domain/csv.js';

type Cell = string | number | undefined;
export type SheetType = 'xlsx' | 'xls' | 'csv';

/** The format the bytes are, whatever the file is called: a zip (.xlsx) or an OLE2 compound file (.xls, BIFF). */
export function workbookType(data: Buffer): 'xlsx' | 'xls' | undefined {
  if (data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04) return 'xlsx';
  const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  if (data.length >= CFB.length && CFB.every((b, i) => data[i] === b)) return 'xls';
  return undefined;
}

/**
 * How an import reads a file: a workbook by its bytes, whatever it is called; a file named .xlsx or .xls that is
 * no workbook is 209070; anything else is read as CSV text (what is not one is 217030).
 */
export function sheetType(file: { data: Buffer; name: string }): SheetType {
  const workbook = workbookType(file.data);
  if (workbook) return workbook;
  if (/\.xlsx?$/i.test(file.name)) fail(209070);
  return 'csv';
}

/** A cell's value as text or number: rich text, hyperlinks and formulas give what they show. */
export function cellValue(v: unknown): string | number | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  if (typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString();
  const o = v as { richText?: { text: string }[]; text?: unknown; result?: unknown };
  if (Array.isArray(o.richText)) return cellValue(o.richText.map((r) => r.text).join(''));
  if (o.text !== undefined) return cellValue(o.text);
  if (o.result !== undefined) return cellValue(o.result);
  return undefined;
}

/** The first worksheet's rows of an .xlsx, streamed (a row cap stops a huge file early). */
async function* xlsxRows(data: Buffer): AsyncGenerator<{ row: number; cells: Cell[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      // exceljs' values are 1-based: index 0 is empty
      yield { row: row.number, cells: ((row.values as unknown[]) ?? []).slice(1).map(cellValue) };
    }
    return; // the first sheet only
  }
  throw new Error('a zip without a worksheet is no workbook');
}

/** The first sheet's rows as cells, with their row numbers: .xlsx streamed by exceljs, .xls read by SheetJS, CSV as text. */
export async function* sheetRows(data: Buffer, type: SheetType): AsyncGenerator<{ row: number; cells: Cell[] }> {
  if (type === 'csv') {
    const rows = readCsv(data);
    if (!rows) fail(217030);
    yield* rows;
    return;
  }
  if (type === 'xlsx') {
    // exceljs' streaming reader parses the workbook part and the first worksheet side by side, and now and then
    // reaches the sheet before the workbook's model exists: a TypeError ("reading 'sheets'") before any row, 4
    // times in 3,000 parses of one small file here (exceljs/exceljs#962). Such a parse is read once more.
    let rows = 0;
    try {
      for await (const r of xlsxRows(data)) {
        rows++;
        yield r;
      }
    } catch (err) {
      if (rows > 0 || !(err instanceof TypeError)) throw err;
      yield* xlsxRows(data);
    }
    return;
  }
  const book = XLSX.read(data, { type: 'buffer', cellDates: true, dense: false });
  if (!book.SheetNames.length) throw new Error('no worksheet');
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet?.['!ref']) return;
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: undefined });
  for (let i = 0; i < rows.length; i++) yield { row: range.s.r + i + 1, cells: (rows[i] ?? []).map(cellValue) };
}

/**
 * The rows of an import's sheet keyed by its columns: the first row names them (`headerKey` maps a heading to a
 * column key, or undefined for a column the import ignores), blank lines are skipped, and more than `maxRows`
 * rows is 209017. A file that is no readable workbook is 203017, one that is no CSV 217030; what the sheet then
 * lacks is the caller's to say.
 */
export async function keyedSheetRows<K extends string>(
  data: Buffer,
  type: SheetType,
  opts: { headerKey(heading: string): K | undefined; maxRows: number },
): Promise<{ header?: (K | undefined)[]; rows: { row: number; values: Partial<Record<K, string | number>> }[] }> {
  const rows: { row: number; values: Partial<Record<K, string | number>> }[] = [];
  let header: (K | undefined)[] | undefined;
  try {
    for await (const { row, cells } of sheetRows(data, type)) {
      if (!header) {
        header = cells.map((c) => (c === undefined ? undefined : opts.headerKey(String(c))));
        continue;
      }
      const values: Partial<Record<K, string | number>> = {};
      header.forEach((key, i) => {
        const v = key ? cells[i] : undefined;
        if (key && v !== undefined) values[key] = v;
      });
      if (!Object.keys(values).length) continue; // a blank line
      rows.push({ row, values });
      if (rows.length > opts.maxRows) throw new AppError(209017);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    fail(203017); // bytes of the right kind that are not a readable workbook
  }
  return { header, rows };
}
