/**
 * The goods library's workbook calls (openapi/retail/goods-io.yaml): the all-or-nothing import of an .xlsx or
 * .xls, and the count of what imports created. Column headings come from src/domain/goods-io.ts in the four
 * languages. The export of the filtered list is the table handler's export verb (src/server/table/export.ts),
 * writing the same workbook's headings and words (goods.schema.json x-table.export.workbook).
 */
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { Where } from '../../db/sql.js';
import type { Locale } from '../../../domain/locale.js';
import { ERRORS, type ErrorCode } from '../../../domain/errors.js';
import { LIMITS } from '../../../domain/limits.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { GOODS_IMPORT_COLUMNS, goodsCategoryOf, goodsHeaderKey, goodsStatusOf } from '../../../domain/goods-io.js';
import { AppError, fail, type FieldError } from '../../errors.js';
import { createAjv, fieldErrors, requestValidator } from '../../validation.js';
import { readUpload, validateFields } from '../../uploads.js';
import { scopeCondition } from '../../table/scope.js';
import { fromClause, orgInScope, selectList, translatingClashes } from '../../table/queries.js';
import { changedFields } from '../../table/history.js';
import { keyedSheetRows, sheetType, type SheetType } from '../../sheet-rows.js';
import { ImportLog } from '../system/import-records.js';
import { GOODS, GOODS_SCHEMA } from './goods-spec.js';

const IO_SCHEMA = 'https://ops-console.local/schemas/retail/goods-io.schema.json';

// ---------------------------------------------------------------------------------------------- import

interface SheetRow {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  values: Record<string, string | number>;
}

/** Reads the header and the rows; more than the cap is 209017, no rows 203016, a missing required column 203017. */
async function readSheet(data: Buffer, type: SheetType, locale: Locale): Promise<SheetRow[]> {
  const { header, rows } = await keyedSheetRows<string>(data, type, { headerKey: goodsHeaderKey, maxRows: LIMITS.goodsImportMaxRows });
  if (!header) fail(203016);
  const missing = GOODS_IMPORT_COLUMNS.filter((c) => c.import === 'required' && !header!.includes(c.key));
  if (missing.length)
    fail(
      203017,
      missing.map((c) => ({ field: `1.${c.key}`, message: `${c.label[locale]}: ${VALIDATION_MESSAGES['validation.required'][locale]}` })),
    );
  if (!rows.length) fail(203016);
  // a key is present only with its value (keyedSheetRows leaves an empty cell out)
  return rows as SheetRow[];
}

const NUMBER_FIELDS = new Set(['spec', 'purchasePrice', 'defaultPrice', 'referencePrice']);
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/** A row's cells in the types the create schema wants: numbers typed as text read as numbers, codes as text. */
function typed(values: SheetRow['values']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (NUMBER_FIELDS.has(k)) out[k] = typeof v === 'string' && NUMERIC.test(v) ? Number(v) : v;
    else if (k === 'categoryId') out[k] = goodsCategoryOf(v);
    else if (k === 'status') out[k] = goodsStatusOf(v);
    else out[k] = String(v);
  }
  for (const k of ['categoryId', 'status']) if (typeof out[k] === 'string' && /^\d+$/.test(out[k] as string)) out[k] = Number(out[k]);
  return out;
}

let ajv: Ajv2020 | undefined;
let rowValidator: ReturnType<typeof requestValidator> | undefined;
/** The create schema of /goods/save, with the rules every request obeys (no control characters). */
const validateRow = () => (rowValidator ??= requestValidator((ajv ??= createAjv({ coerce: false })), { $ref: `${GOODS_SCHEMA}#/$defs/create` }));

type RowError = FieldError & { row: number };

const rowError = (row: number, field: string, code: ErrorCode, locale: Locale): RowError => ({
  row,
  field: `${row}.${field}`,
  message: ERRORS[code].msg[locale],
});

interface Good extends Record<string, unknown> {
  name: string;
  barcode: string;
}

/** Checks every row against the create rules, the file's other rows and the organisation's goods. */
async function checkRows(db: Queryable, orgId: number, rows: SheetRow[], locale: Locale) {
  const errors: RowError[] = [];
  const valid: { row: number; good: Good }[] = [];
  const validate = validateRow();
  for (const r of rows) {
    const good = typed(r.values);
    if (!validate(good)) {
      for (const e of fieldErrors(validate.errors ?? [], locale, String(r.row))) errors.push({ ...e, row: r.row });
      continue;
    }
    valid.push({ row: r.row, good: good as Good });
  }
  const seenBarcodes = new Set<string>();
  const seenNames = new Set<string>();
  for (const { row, good } of valid) {
    if (seenBarcodes.has(good.barcode)) errors.push(rowError(row, 'barcode', 209012, locale));
    seenBarcodes.add(good.barcode);
    const name = good.name.toLowerCase();
    if (seenNames.has(name)) errors.push(rowError(row, 'name', 209013, locale));
    seenNames.add(name);
  }
  const taken = await db.query<{ barcode: string; name: string }>(
    'select barcode, lower(name) as name from goods where org_id = $1 and (barcode = any($2::text[]) or lower(name) = any($3::text[]))',
    [orgId, [...seenBarcodes], [...seenNames]],
  );
  const takenBarcodes = new Set(taken.map((t) => t.barcode));
  const takenNames = new Set(taken.map((t) => t.name));
  for (const { row, good } of valid) {
    if (takenBarcodes.has(good.barcode)) errors.push(rowError(row, 'barcode', 209012, locale));
    if (takenNames.has(good.name.toLowerCase())) errors.push(rowError(row, 'name', 209013, locale));
  }
  // row by row as the spreadsheet shows them, a row's cells in the order found
  errors.sort((a, b) => a.row - b.row);
  return { goods: valid, errors };
}

/** The columns an import writes: the create schema's, but the owner (a form field) and the image (no file holds one). */
const WRITTEN = GOODS_IMPORT_COLUMNS.map((c) => c.key);
const SQL_TYPE: Record<string, string> = {
  spec: 'numeric',
  purchasePrice: 'numeric',
  referencePrice: 'numeric',
  defaultPrice: 'integer',
  categoryId: 'smallint',
  status: 'smallint',
};
const snake = (f: string) => f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Creates every good in one statement, then their history entries in another, inside `tx`. */
async function createGoods(tx: Queryable, user: SessionUser, orgId: number, goods: { row: number; good: Good }[]) {
  const cols = WRITTEN.map(snake);
  const created = await tx.query<{ id: number; barcode: string }>(
    `insert into goods (org_id, ${cols.join(', ')})
     select $1, ${WRITTEN.map((f) => (f === 'status' ? 'coalesce(r.status, 1)' : `r.${snake(f)}`)).join(', ')}
       from jsonb_to_recordset($2::jsonb) as r(${WRITTEN.map((f) => `${snake(f)} ${SQL_TYPE[f] ?? 'text'}`).join(', ')})
     returning id, barcode`,
    [orgId, JSON.stringify(goods.map(({ good }) => Object.fromEntries(WRITTEN.map((f) => [snake(f), good[f] ?? null]))))],
  );
  const ids = new Map(created.map((c) => [c.barcode, c.id]));
  // the history of each new good starts with its import, like a save's creation entry
  const records = await tx.query<Record<string, unknown> & { id: number }>(
    `select ${selectList(GOODS)} from ${fromClause(GOODS)} where t.id = any($1::bigint[])`,
    [created.map((c) => c.id)],
  );
  await tx.query(
    `insert into table_history (table_name, record_id, org_id, action, changes, user_id, user_account, user_name)
     select $1, r.id, $2, 'import', r.changes, $3, $4, $5 from jsonb_to_recordset($6::jsonb) as r(id bigint, changes jsonb)`,
    [GOODS.table, orgId, user.userId, user.account, user.name, JSON.stringify(records.map((r) => ({ id: r.id, changes: changedFields(undefined, r) })))],
  );
  return goods.map(({ row, good }) => ({ row, id: ids.get(good.barcode)!, barcode: good.barcode, name: good.name }));
}

// ---------------------------------------------------------------------------------------------- calls

export const goodsIoOperations: Operations = {
  async goodsImport({ req, db, user, locale }) {
    const log = new ImportLog('goods', user);
    return log.run(db, async () => {
      const { fields, file } = await readUpload(req, { fileField: 'file', maxFileBytes: LIMITS.goodsImportMaxBytes, tooLarge: 203015, maxFields: 5 });
      if (file) log.fileName = file.name;
      const { orgId } = validateFields<{ orgId?: number }>(fields, `${IO_SCHEMA}#/$defs/importFields`, locale);
      const org = await orgInScope(db, user, orgId ?? user.orgId);
      log.org = { id: org.id, path: org.path };
      if (!file) fail(100001, [{ field: 'file', message: VALIDATION_MESSAGES['validation.required'][locale] }]);
      if (file.size === 0) fail(203016);
      const type = sheetType(file);
      log.fileType = type;
      const rows = await readSheet(file.data, type, locale);
      log.read(rows, 'barcode', locale);
      return translatingClashes(GOODS, () =>
        db.transaction(async (tx) => {
          const { goods, errors } = await checkRows(tx, org.id, rows, locale);
          if (errors.length)
            throw new AppError(
              209071,
              errors.map(({ field, message }) => ({ field, message })),
            );
          const created = await createGoods(tx, user, org.id, goods);
          await log.imported(
            tx,
            created.map((c) => ({ row: c.row, result: 'imported' as const, key: c.barcode })),
          );
          return { count: created.length, rows: created };
        }),
      );
    });
  },

  async goodsImportCount({ body, db, user }) {
    const w = new Where();
    w.add(`gi.kind = 'goods'`);
    const scope = scopeCondition(user, 'gi.org_path');
    if (scope) w.add(scope.sql, scope.value);
    if (body?.orgId !== undefined) w.add(`gi.org_path like ? || '%'`, (await orgInScope(db, user, body.orgId)).path);
    const [row] = await db.query<{ count: number; imports: number; refused: number; lastImportAt: Date | null }>(
      `select coalesce(sum(gi.imported), 0)::int as count,
              count(*) filter (where gi.result = 'imported')::int as imports,
              count(*) filter (where gi.result = 'refused')::int as refused,
              max(gi.created_at) filter (where gi.result = 'imported') as "lastImportAt"
         from import_records gi ${w}`,
      w.params,
    );
    return row;
  },
};
