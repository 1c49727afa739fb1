import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import type { TableHooks } from '../../table/hooks.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import type { Locale } from '../../../domain/locale.js';
import type { ErrorCode } from '../../../domain/errors.js';
import { assertImages } from './app-images.js';

/**
 * The domain rules of an app record (schemas/apps/app.schema.json), which the generic table handler saves,
 * updates and lists on or off the shelf (`shelf`, its x-table.enabled). Names are unique per organisation
 * regardless of case, package names per organisation and platform: checked first for a clean code, and held
 * by the unique indexes when two saves race (the clashes below).
 */

/** Refuses a class classify/queryList does not answer (100001 on `classify`). */
async function assertClassify(db: Queryable, code: unknown, locale: Locale) {
  const [row] = await db.query('select 1 from app_classifies where code = $1', [code]);
  if (!row) fail(100001, [{ field: 'classify', message: VALIDATION_MESSAGES['validation.appClassify'][locale] }]);
}

/** Refuses a name or package name another app of the organisation holds (`nameCode`: 205000 on save, 205011 on update). */
async function assertFree(db: Queryable, orgId: number, b: Readonly<Record<string, unknown>>, nameCode: ErrorCode, exceptId = 0) {
  const [name] = await db.query('select 1 from apps where org_id = $1 and lower(name) = lower($2) and id <> $3', [orgId, b.name, exceptId]);
  if (name) fail(nameCode);
  if (b.platform && b.packageName) {
    const [pkg] = await db.query('select 1 from apps where org_id = $1 and platform = $2 and package_name = $3 and id <> $4', [
      orgId,
      b.platform,
      b.packageName,
      exceptId,
    ]);
    if (pkg) fail(205001);
  }
}

export const appHooks: TableHooks = {
  columns: ['org_path'],
  clashes: { apps_org_name: { create: 205000, update: 205011 }, apps_org_package: 205001 },
  async beforeWrite({ tx, user, locale, body, verb, id, orgId, values }) {
    await assertClassify(tx, body.classify, locale);
    // an update names neither the platform nor the package name: fixed at creation
    await assertFree(tx, orgId!, body, verb === 'create' ? 205000 : 205011, id);
    await assertImages(tx, user, body.icon as string | undefined, body.screenshots as string[] | undefined);
    // the owner's path is kept on the row (the app's versions and packages are scoped by it)
    if (verb === 'create') [{ path: values.org_path }] = await tx.query<{ path: string }>('select path from organisations where id = $1', [orgId]);
  },
  /** Listing (shelf 1) needs a valid version (205013); delisting always passes. */
  async beforeStatus({ tx, id, enabled }) {
    if (!enabled) return;
    const [version] = await tx.query('select 1 from app_versions where app_id = $1 and valid = 1 limit 1', [id]);
    if (!version) fail(205013);
  },
};

/** A class an app is filed under, answered with its name in the caller's language (the view app_classify_rows holds all four). */
export const appClassifyHooks: TableHooks = {
  shown(row, _user, locale) {
    row.name = (row.name as Record<Locale, string>)[locale];
  },
};
