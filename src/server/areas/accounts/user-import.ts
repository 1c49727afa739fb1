/**
 * `/aiot/import/excel`: Account's quick/batch import of users. One .xlsx/.xls sheet whose header names the
 * columns in any of the four languages (src/domain/user-import.ts); each row becomes an account of the
 * form's organisation (the caller's own by default) with the organisation's default role — its own, or the
 * nearest one above it. Every user rule is checked per row (the row schema, the password not holding the
 * account, accounts and phones unique in the file and in the database) before anything is written; one bad
 * row and nothing is imported. Either way an import record is written (system/import-records.ts).
 */
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import type { Locale } from '../../../domain/locale.js';
import { ERRORS, type ErrorCode } from '../../../domain/errors.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { USER_IMPORT_COLUMNS, USER_IMPORT_LIMITS, phoneOfCell, userHeaderKey, userStatusOf, type UserImportColumn } from '../../../domain/user-import.js';
import { AppError, fail, type FieldError } from '../../errors.js';
import { createAjv, fieldErrors, requestValidator } from '../../validation.js';
import { readUpload, validateFields } from '../../uploads.js';
import { scopedOrg, type OrgRow } from '../../table/scope.js';
import { hashPassword } from '../../plugins/auth.js';
import { keyedSheetRows, sheetType, type SheetType } from '../../sheet-rows.js';
import { ImportLog } from '../system/import-records.js';
import { assertAssignableRole } from './users.js';

const USER_SCHEMA = 'https://ops-console.local/schemas/accounts/user.schema.json';
type Key = UserImportColumn['key'];

interface SheetRow {
  row: number;
  values: Partial<Record<Key, string | number>>;
}

/** Reads the header and the rows; over the cap 209017, no rows 203016, a required column missing 203017. */
async function readSheet(data: Buffer, type: SheetType, locale: Locale): Promise<SheetRow[]> {
  const { header, rows } = await keyedSheetRows<Key>(data, type, { headerKey: userHeaderKey, maxRows: USER_IMPORT_LIMITS.rows });
  if (!header) fail(203016);
  const missing = USER_IMPORT_COLUMNS.filter((c) => c.required && !header!.includes(c.key));
  if (missing.length)
    fail(
      203017,
      missing.map((c) => ({ field: `1.${c.key}`, message: `${c.label[locale]}: ${VALIDATION_MESSAGES['validation.required'][locale]}` })),
    );
  if (!rows.length) fail(203016);
  return rows;
}

/**
 * The cells as the row schema wants them: text (an account typed as a number stays its digits; a phone stored
 * as a number gets back the leading 0 the spreadsheet dropped: phoneOfCell), status as 1/0.
 */
function typed(values: SheetRow['values']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) out[k] = k === 'status' ? userStatusOf(v) : k === 'phone' ? phoneOfCell(v) : String(v);
  if (typeof out.status === 'string' && /^\d+$/.test(out.status)) out.status = Number(out.status);
  return out;
}

let ajv: Ajv2020 | undefined;
let rowValidator: ReturnType<typeof requestValidator> | undefined;
const validateRow = () => (rowValidator ??= requestValidator((ajv ??= createAjv({ coerce: false })), { $ref: `${USER_SCHEMA}#/$defs/importRow` }));

interface NewRow {
  row: number;
  account: string;
  name: string;
  password: string;
  phone?: string;
  email?: string;
  status?: number;
}
type RowError = FieldError & { row: number; code: ErrorCode };
const rowError = (row: number, field: string, code: ErrorCode, locale: Locale): RowError => ({
  row,
  code,
  field: `${row}.${field}`,
  message: ERRORS[code].msg[locale],
});

/** Every rule of a new account, row by row; answers the rows to write or every refusal. */
async function checkRows(db: Queryable, rows: SheetRow[], locale: Locale) {
  const errors: RowError[] = [];
  const valid: NewRow[] = [];
  const validate = validateRow();
  for (const r of rows) {
    const v = typed(r.values);
    if (!validate(v)) {
      for (const e of fieldErrors(validate.errors ?? [], locale, String(r.row))) errors.push({ ...e, row: r.row, code: 100001 });
      continue;
    }
    const u = { row: r.row, ...(v as Omit<NewRow, 'row'>) };
    if (u.password.toLowerCase().includes(u.account.toLowerCase())) errors.push(rowError(r.row, 'password', 201021, locale));
    valid.push(u);
  }
  const accounts = new Set<string>();
  const phones = new Set<string>();
  for (const u of valid) {
    const account = u.account.toLowerCase();
    if (accounts.has(account)) errors.push(rowError(u.row, 'account', 201001, locale));
    accounts.add(account);
    if (u.phone) {
      if (phones.has(u.phone)) errors.push(rowError(u.row, 'phone', 201004, locale));
      phones.add(u.phone);
    }
  }
  const taken = await db.query<{ account: string; phone: string | null }>(
    'select lower(account) as account, phone from users where lower(account) = any($1::text[]) or phone = any($2::text[])',
    [[...accounts], [...phones]],
  );
  const takenAccounts = new Set(taken.map((t) => t.account));
  const takenPhones = new Set(taken.map((t) => t.phone).filter(Boolean));
  for (const u of valid) {
    if (takenAccounts.has(u.account.toLowerCase())) errors.push(rowError(u.row, 'account', 201001, locale));
    if (u.phone && takenPhones.has(u.phone)) errors.push(rowError(u.row, 'phone', 201004, locale));
  }
  errors.sort((a, b) => a.row - b.row);
  return { valid, errors };
}

/** The organisation's default role: its own, else the nearest organisation's above it (an enabled one). */
async function defaultRole(db: Queryable, caller: SessionUser, org: OrgRow): Promise<number> {
  const [role] = await db.query<{ id: number }>(
    `select r.id from roles r join organisations o on o.id = r.org_id
      where r.is_default and r.status = 1 and $1 like o.path || '%'
      order by o.depth desc, r.id limit 1`,
    [org.path],
  );
  if (!role) fail(202001);
  await assertAssignableRole(db, caller, role.id, org);
  return role.id;
}

export const userImportOperations: Operations = {
  async importUsers({ req, db, user, locale, config }) {
    const log = new ImportLog('user', user);
    return log.run(db, async () => {
      const { fields, file } = await readUpload(req, { fileField: 'file', maxFileBytes: USER_IMPORT_LIMITS.bytes, tooLarge: 203015, maxFields: 5 });
      if (!file) fail(100001, [{ field: 'file', message: VALIDATION_MESSAGES['validation.required'][locale] }]);
      log.fileName = file.name;
      const { orgId } = validateFields<{ orgId?: number }>(fields, `${USER_SCHEMA}#/$defs/importFields`, locale);
      const org = await scopedOrg(db, user, orgId ?? user.orgId, { missing: 201010, outside: 200006 });
      log.org = { id: org.id, path: org.path };
      if (file.size === 0) fail(203016);
      const type = sheetType(file);
      log.fileType = type;
      const rows = await readSheet(file.data, type, locale);
      log.read(rows, 'account', locale);
      const hashes = new Map<number, string>();
      return db.transaction(async (tx) => {
        const [held] = await tx.query<{ status: number }>('select status from organisations where id = $1 for update', [org.id]);
        if (held.status !== 1) fail(201006);
        const roleId = await defaultRole(tx, user, org);
        const { valid, errors } = await checkRows(tx, rows, locale);
        if (errors.length)
          throw new AppError(
            errors[0].code,
            errors.map(({ field, message }) => ({ field, message })),
          );
        // hashed only once every row passed: argon2 is the slow part, and a refused file costs none of it
        for (const u of valid) hashes.set(u.row, await hashPassword(u.password, config));
        const created = await tx.query<{ id: number; account: string }>(
          `insert into users (account, name, phone, email, password_hash, org_id, role_id, status)
           select r.account, r.name, r.phone, r.email, r.hash, $2, $3, r.status
             from jsonb_to_recordset($1::jsonb) as r(account text, name text, phone text, email text, hash text, status smallint, ord int)
            order by r.ord
           returning id, account`,
          [
            JSON.stringify(
              valid.map((u, ord) => ({
                account: u.account,
                name: u.name,
                phone: u.phone || null,
                email: u.email || null,
                hash: hashes.get(u.row),
                status: u.status ?? 1,
                ord,
              })),
            ),
            org.id,
            roleId,
          ],
        );
        const ids = new Map(created.map((c) => [c.account, c.id]));
        await tx.query(`insert into password_history (user_id, password_hash) select * from unnest($1::bigint[], $2::text[])`, [
          valid.map((u) => ids.get(u.account)),
          valid.map((u) => hashes.get(u.row)),
        ]);
        const results = valid.map((u) => ({ row: u.row, id: ids.get(u.account)!, account: u.account, name: u.name }));
        await log.imported(
          tx,
          results.map((r) => ({ row: r.row, result: 'imported' as const, key: r.account })),
        );
        return { count: results.length, roleId, rows: results };
      });
    });
  },
};
