/**
 * `/pos/import/excel`: the device import. One .xlsx or .xls sheet whose first row names the columns
 * (serialNum, productKey, name, controlNumber, floor); each row activates a device of the caller's scope,
 * or registers and activates a new one (with a random secret). Every row is checked first; any bad row
 * and nothing is written — the answer lists every bad row and why.
 *
 * `/aiot/import/device/active`: the activation import, the same sheet over devices already registered
 * (in stock): a serial number the server does not know is refused (203001), never registered.
 *
 * Both write an import record (system/import-records.ts), refused or not.
 */
import { randomBytes } from 'node:crypto';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { OperationContext, Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import type { Locale } from '../../../domain/locale.js';
import { ERRORS, type ErrorCode } from '../../../domain/errors.js';
import { LIMITS } from '../../../domain/limits.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { AppError, fail, type FieldError } from '../../errors.js';
import { createAjv, fieldErrors } from '../../validation.js';
import { readUpload } from '../../uploads.js';
import { deviceInScope } from '../../table/scope.js';
import { ImportLog } from '../system/import-records.js';
import { keyedSheetRows, sheetType, type SheetType } from '../../sheet-rows.js';

/** The columns a sheet may have, by header (ignoring case and spaces). */
export const IMPORT_COLUMNS = ['serialNum', 'productKey', 'name', 'controlNumber', 'floor'] as const;
type Column = (typeof IMPORT_COLUMNS)[number];
const REQUIRED_COLUMNS: Column[] = ['serialNum', 'productKey'];
const ROW_SCHEMA = 'https://ops-console.local/schemas/devices/device.schema.json#/$defs/importRow';

let ajv: Ajv2020 | undefined;
const rowValidator = () => (ajv ??= createAjv({ coerce: false })).getSchema(ROW_SCHEMA)!;

interface SheetRow {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  values: Partial<Record<Column, string | number>>;
}

/** Reads the first sheet: header, then rows; more than LIMITS.importMaxRows rows is 209017. */
async function readSheet(file: Buffer, type: SheetType, locale: Locale): Promise<SheetRow[]> {
  const { header, rows } = await keyedSheetRows<Column>(file, type, {
    headerKey: (heading) => IMPORT_COLUMNS.find((col) => col.toLowerCase() === heading.replace(/\s+/g, '').toLowerCase()),
    maxRows: LIMITS.importMaxRows,
  });
  if (!header) fail(203016);
  const missing = REQUIRED_COLUMNS.filter((c) => !header!.includes(c));
  if (missing.length)
    fail(
      203017,
      missing.map((c) => ({ field: `1.${c}`, message: VALIDATION_MESSAGES['validation.required'][locale] })),
    );
  if (!rows.length) fail(203016);
  return rows;
}

/** The row's values in the types the schema wants (numbers typed as text in a serial column, and so on). */
function typed(values: SheetRow['values']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (k === 'floor') out[k] = typeof v === 'number' ? v : /^-?\d+$/.test(String(v)) ? Number(v) : v;
    else out[k] = String(v);
  }
  return out;
}

interface Planned {
  row: number;
  serialNum: string;
  result: 'created' | 'activated';
  deviceId?: number;
  productId: number;
  name?: string;
  controlNumber?: string;
  floor?: number;
}

const rowError = (row: number, field: string, code: ErrorCode, locale: Locale): FieldError & { code: number } => ({
  field: `${row}.${field}`,
  message: ERRORS[code].msg[locale],
  code,
});

/** Checks every row against the schema and the database; answers the plan, or every row's refusal. */
async function plan(tx: Queryable, user: SessionUser, rows: SheetRow[], locale: Locale, registerNew: boolean) {
  const errors: (FieldError & { code: number })[] = [];
  const validate = rowValidator();
  const valid: { row: number; v: { serialNum: string; productKey: string; name?: string; controlNumber?: string; floor?: number } }[] = [];
  for (const r of rows) {
    const v = typed(r.values);
    if (!validate(v)) {
      for (const e of fieldErrors(validate.errors!, locale, String(r.row))) errors.push({ ...e, code: 100001 });
      continue;
    }
    valid.push({ row: r.row, v: v as (typeof valid)[number]['v'] });
  }
  const seenSerial = new Map<string, number>();
  const seenControl = new Map<string, number>();
  for (const { row, v } of valid) {
    const key = v.serialNum.toLowerCase();
    if (seenSerial.has(key)) errors.push(rowError(row, 'serialNum', 215001, locale));
    else seenSerial.set(key, row);
    if (v.controlNumber) {
      if (seenControl.has(v.controlNumber)) errors.push(rowError(row, 'controlNumber', 203220, locale));
      else seenControl.set(v.controlNumber, row);
    }
  }
  const products = new Map(
    (await tx.query<{ id: number; product_key: string }>('select id, product_key from products where status = 1')).map((p) => [p.product_key, p.id]),
  );
  const serials = valid.map((x) => x.v.serialNum);
  const existing = new Map(
    (
      await tx.query<{ id: number; serial_num: string; product_id: number; org_path: string | null; activated_at: Date | null }>(
        'select id, serial_num, product_id, org_path, activated_at from devices where serial_num = any($1::text[]) order by id for update',
        [serials],
      )
    ).map((d) => [d.serial_num, d]),
  );
  const controls = valid.map((x) => x.v.controlNumber).filter(Boolean);
  const takenControls = new Map(
    (
      await tx.query<{ control_number: string; serial_num: string }>('select control_number, serial_num from devices where control_number = any($1::text[])', [
        controls,
      ])
    ).map((d) => [d.control_number, d.serial_num]),
  );
  const planned: Planned[] = [];
  for (const { row, v } of valid) {
    const productId = products.get(v.productKey);
    if (productId === undefined) {
      errors.push(rowError(row, 'productKey', 215101, locale));
      continue;
    }
    const owner = v.controlNumber ? takenControls.get(v.controlNumber) : undefined;
    if (owner !== undefined && owner !== v.serialNum) errors.push(rowError(row, 'controlNumber', 203220, locale));
    const device = existing.get(v.serialNum);
    if (device) {
      // a serial number of someone else's estate is taken all the same: say so without saying whose
      if (!deviceInScope(user, device.org_path)) errors.push(rowError(row, 'serialNum', 215001, locale));
      else if (device.activated_at) errors.push(rowError(row, 'serialNum', 203009, locale));
      else if (device.product_id !== productId) errors.push(rowError(row, 'productKey', 215002, locale));
      else
        planned.push({
          row,
          serialNum: v.serialNum,
          result: 'activated',
          deviceId: device.id,
          productId,
          name: v.name,
          controlNumber: v.controlNumber,
          floor: v.floor,
        });
    } else if (!registerNew) {
      errors.push(rowError(row, 'serialNum', 203001, locale));
    } else {
      planned.push({ row, serialNum: v.serialNum, result: 'created', productId, name: v.name, controlNumber: v.controlNumber, floor: v.floor });
    }
  }
  return { planned, errors: errors.sort((a, b) => parseInt(a.field) - parseInt(b.field)) };
}

/** New devices are bound to the caller's organisation (platform staff register them into stock). */
async function placement(tx: Queryable, user: SessionUser) {
  if (user.orgType === 'platform') return { orgId: null, orgPath: null, providerId: null };
  const ids = user.orgPath.split('/').filter(Boolean).map(Number);
  const [provider] = await tx.query<{ id: number }>(
    `select id from organisations where id = any($1::bigint[]) and type = 'agent' order by depth desc limit 1`,
    [ids],
  );
  return { orgId: user.orgId, orgPath: user.orgPath, providerId: provider?.id ?? null };
}

async function write(tx: Queryable, user: SessionUser, planned: Planned[]) {
  const place = await placement(tx, user);
  for (const p of planned) {
    if (p.result === 'activated') {
      await tx.query(
        `update devices set activated_at = now(), name = coalesce($2, name), control_number = coalesce($3, control_number),
                floor = coalesce($4, floor), updated_at = now() where id = $1`,
        [p.deviceId, p.name ?? null, p.controlNumber ?? null, p.floor ?? null],
      );
    } else {
      await tx.query(
        `insert into devices (serial_num, product_id, org_id, org_path, provider_org_id, bound_at, name, control_number, floor, secret, activated_at)
         values ($1, $2, $3, $4, $5, case when $3::bigint is null then null else now() end, $6, $7, $8, $9, now())`,
        [
          p.serialNum,
          p.productId,
          place.orgId,
          place.orgPath,
          place.providerId,
          p.name ?? '',
          p.controlNumber ?? null,
          p.floor ?? null,
          randomBytes(18).toString('base64url'),
        ],
      );
    }
  }
}

/** Reads the upload and imports it whole, recording it either way. */
async function importDevices({ req, db, user, locale }: OperationContext, kind: 'device' | 'activation') {
  const log = new ImportLog(kind, user);
  return log.run(db, async () => {
    const { file } = await readUpload(req, { fileField: 'file', maxFileBytes: LIMITS.importMaxBytes, tooLarge: 203015, maxFields: 5 });
    if (!file) fail(100001, [{ field: 'file', message: VALIDATION_MESSAGES['validation.required'][locale] }]);
    log.fileName = file.name;
    if (file.size === 0) fail(203016);
    // a workbook is told by its bytes, whatever the file is called; anything else is read as CSV (sheet-rows.ts)
    const type = sheetType(file);
    log.fileType = type;
    const rows = await readSheet(file.data, type, locale);
    log.read(rows, 'serialNum', locale);
    return db.transaction(async (tx) => {
      const { planned, errors } = await plan(tx, user, rows, locale, kind === 'device');
      if (errors.length)
        throw new AppError(
          errors[0].code as ErrorCode,
          errors.map(({ field, message }) => ({ field, message })),
        );
      await write(tx, user, planned);
      await log.imported(
        tx,
        planned.map((p) => ({ row: p.row, result: 'imported' as const, key: p.serialNum })),
      );
      return { count: planned.length, rows: planned.map(({ row, serialNum, result }) => ({ row, serialNum, result })) };
    });
  });
}

export const importOperations: Operations = {
  posImportExcel: (ctx) => importDevices(ctx, 'device'),
  importDeviceActive: (ctx) => importDevices(ctx, 'activation'),
};
