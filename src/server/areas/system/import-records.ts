/**
 * Import records (openapi/system/imports.yaml): every import — devices, activations, goods, users — writes
 * one through `ImportLog`: inside the import's own transaction when it lands (so a record never claims rows
 * that rolled back), after the rollback when it is refused (so the refusal is kept). Listed paged in SQL and
 * exported streamed, within the caller's organisation subtree.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import type { Locale } from '../../../domain/locale.js';
import { ERRORS, type ErrorCode } from '../../../domain/errors.js';
import { AppError, fail } from '../../errors.js';
import { FileRefusal } from '../../uploads.js';
import { Where } from '../../db/sql.js';
import { scopeCondition, scopedOrg } from '../../table/scope.js';
import { tokyoDateTime, tokyoStamp } from '../../../domain/tokyo-time.js';
import {
  IMPORT_KIND_LABELS,
  IMPORT_RECORD_EXPORT_COLUMNS,
  IMPORT_RECORD_EXPORT_MAX_ROWS,
  IMPORT_RESULT_LABELS,
  withValueRead,
  importColumnLabel,
  type ImportKind,
} from '../../../domain/imports.js';
import { xlsxExport } from '../../xlsx-reply.js';

/** One row of the sheet as the record keeps it. */
export interface RowResult {
  row: number;
  result: 'imported' | 'refused';
  /** What identifies the row's record (a serial number, an account, a barcode). */
  key?: string;
  field?: string;
  message?: string;
}

/**
 * What one import call knows about its file as it goes, and the one place that writes its record. The
 * organisation is the caller's until the call resolves the one it imports for.
 */
export class ImportLog {
  fileName?: string;
  fileType?: string;
  rows = 0;
  org: { id: number; path: string };
  /** The sheet's cells by row number, as read (`read`): a refused row's key and a refused cell's value. */
  private cells = new Map<number, Partial<Record<string, string | number>>>();
  private keyColumn?: string;
  private locale?: Locale;

  constructor(
    readonly kind: ImportKind,
    readonly user: SessionUser,
  ) {
    this.org = { id: user.orgId, path: user.orgPath };
  }

  /**
   * The sheet's rows as read: their count, and what a refusal then quotes: each refused row's key (the
   * `keyColumn` cell: a serial number, an account, a barcode) and each refused cell's value, in `locale`.
   */
  read(rows: { row: number; values: Partial<Record<string, string | number>> }[], keyColumn: string, locale: Locale): void {
    this.rows = rows.length;
    this.cells = new Map(rows.map((r) => [r.row, r.values]));
    this.keyColumn = keyColumn;
    this.locale = locale;
  }

  /** A refusal whose row cells (`<row>.<column>`) say the value read, as the answer and the record give it. */
  private quoting(err: AppError): AppError {
    if (!err.fields?.length || !this.locale || err instanceof FileRefusal) return err;
    const locale = this.locale;
    const fields = err.fields.map((f) => {
      const m = /^(\d+)\.(.+)$/.exec(f.field);
      const value = m ? this.cells.get(Number(m[1]))?.[m[2]] : undefined;
      return value === undefined ? f : { ...f, message: withValueRead(f.message, value, locale) };
    });
    return new AppError(err.code, fields);
  }

  /** Records a landed import; call it inside the import's transaction. */
  async imported(tx: Queryable, results: RowResult[]): Promise<void> {
    await this.write(tx, { imported: results.length, result: 'imported', errorCode: null, results });
  }

  /**
   * Records a refusal (a file was sent: nothing is recorded for a call without one). Each refused cell of
   * the answer (`<row>.<column>`) becomes a row result, worded as the importer read it.
   */
  async refused(db: Queryable, err: AppError): Promise<void> {
    if (err instanceof FileRefusal) this.fileName ??= err.fileName;
    if (this.fileName === undefined) return;
    const results: RowResult[] = [];
    for (const f of err.fields ?? []) {
      const m = /^(\d+)\.(.+)$/.exec(f.field);
      if (!m) continue;
      const key = this.keyColumn ? this.cells.get(Number(m[1]))?.[this.keyColumn] : undefined;
      results.push({ row: Number(m[1]), result: 'refused', ...(key === undefined ? {} : { key: String(key) }), field: m[2], message: f.message });
    }
    await this.write(db, { imported: 0, result: 'refused', errorCode: err.code, results });
  }

  /** Runs an import: its refusals are recorded (after the rollback) and passed on. */
  async run<T>(db: Queryable, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const quoted = this.quoting(err);
      await this.refused(db, quoted);
      throw quoted;
    }
  }

  private async write(db: Queryable, r: { imported: number; result: 'imported' | 'refused'; errorCode: number | null; results: RowResult[] }) {
    await db.query(
      `insert into import_records (kind, org_id, org_path, user_id, user_account, file_name, file_type, rows, imported, result, error_code, row_results)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)`,
      [
        this.kind,
        this.org.id,
        this.org.path,
        this.user.userId,
        this.user.account,
        (this.fileName ?? '').slice(0, 255),
        this.fileType ?? null,
        this.rows,
        r.imported,
        r.result,
        r.errorCode,
        JSON.stringify(r.results),
      ],
    );
  }
}

// ---------------------------------------------------------------------------------------------- calls

interface RecordFilters {
  kind?: ImportKind;
  result?: 'imported' | 'refused';
  orgId?: number;
  fileName?: string;
  startTime?: string;
  endTime?: string;
}

async function recordWhere(db: Queryable, user: SessionUser, f: RecordFilters): Promise<Where> {
  const w = new Where();
  const scope = scopeCondition(user, 'ir.org_path');
  if (scope) w.add(scope.sql, scope.value);
  if (f.orgId !== undefined) w.add(`ir.org_path like ? || '%'`, (await scopedOrg(db, user, f.orgId, { missing: 200001, outside: 200006 })).path);
  w.add('ir.kind = ?', f.kind);
  w.add('ir.result = ?', f.result);
  if (f.fileName)
    w.add(
      `ir.file_name ilike '%' || ? || '%'`,
      f.fileName.replace(/[\\%_]/g, (c) => `\\${c}`),
    );
  w.add('ir.created_at >= ?::timestamptz', f.startTime);
  w.add('ir.created_at < ?::timestamptz', f.endTime);
  return w;
}

const FROM = 'import_records ir join organisations o on o.id = ir.org_id';

interface ExportRecord {
  id: number;
  kind: ImportKind;
  orgName: string;
  userAccount: string;
  fileName: string;
  rows: number;
  imported: number;
  result: 'imported' | 'refused';
  errorCode: number | null;
  createdAt: Date;
  rowResults: RowResult[];
}

/** Writes one line per row result (a record without any: one line), reading records in keyset pages, newest first. */
async function writeWorkbook(db: Queryable, w: Where, locale: Locale, out: Writable) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = wb.addWorksheet('imports');
  sheet.columns = IMPORT_RECORD_EXPORT_COLUMNS.map((c) => ({ header: c.label[locale], key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let after: number | undefined;
  for (;;) {
    const params = [...w.params];
    let cond = w.toString();
    if (after !== undefined) {
      params.push(after);
      cond += `${cond ? ' and' : 'where'} ir.id < $${params.length}`;
    }
    const records = await db.query<ExportRecord>(
      `select ir.id, ir.kind, o.name as "orgName", ir.user_account as "userAccount", ir.file_name as "fileName", ir.rows, ir.imported,
              ir.result, ir.error_code as "errorCode", ir.created_at as "createdAt", ir.row_results as "rowResults"
         from ${FROM} ${cond} order by ir.id desc limit 200`,
      params,
    );
    for (const r of records) {
      const base = {
        id: r.id,
        createdAt: tokyoDateTime(r.createdAt),
        kind: IMPORT_KIND_LABELS[r.kind][locale],
        orgName: r.orgName,
        userAccount: r.userAccount,
        fileName: r.fileName,
        rows: r.rows,
        imported: r.imported,
        result: IMPORT_RESULT_LABELS[r.result][locale],
        error: r.errorCode ? (ERRORS[r.errorCode as ErrorCode]?.msg[locale] ?? String(r.errorCode)) : '',
      };
      if (!r.rowResults.length) sheet.addRow(base).commit();
      for (const x of r.rowResults) {
        sheet
          .addRow({
            ...base,
            row: x.row,
            rowResult: IMPORT_RESULT_LABELS[x.result][locale],
            key: x.key ?? '',
            field: x.field ? (importColumnLabel(r.kind, x.field)?.[locale] ?? x.field) : '',
            message: x.message ?? '',
          })
          .commit();
      }
    }
    if (records.length < 200) break;
    after = records[records.length - 1].id;
  }
  sheet.commit();
  await wb.commit();
}

export const importRecordOperations: Operations = {
  async importRecordExport({ body, db, user, locale, req }) {
    const w = await recordWhere(db, user, body ?? {});
    const [{ total }] = await db.query<{ total: number }>(
      `select coalesce(sum(greatest(jsonb_array_length(ir.row_results), 1)), 0)::int as total from import_records ir ${w}`,
      w.params,
    );
    if (total > IMPORT_RECORD_EXPORT_MAX_ROWS) fail(209019);
    return xlsxExport(req.log, `import-records-${tokyoStamp()}.xlsx`, (out) => writeWorkbook(db, w, locale, out));
  },
};
