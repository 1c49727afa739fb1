import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { uniqueViolationCode } from '../../db/unique.js';
import { scopedRow } from '../../table/scope.js';
import { orgInScope } from '../../table/queries.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import type { Locale } from '../../../domain/locale.js';
import type { ErrorCode } from '../../../domain/errors.js';
import { assertImages, readAppImage, uploadAppImage } from './app-images.js';

/**
 * Apps of the app centre (openapi/apps/apps.yaml): classes, the app records, listing on and off the shelf.
 * Every call is scoped to the caller's organisation subtree; an app outside it answers 205010 like a missing
 * one. Names are unique per organisation regardless of case, package names per organisation and platform:
 * checked first for a clean code, and held by the unique indexes when two saves race (translated here).
 */

export interface AppRow {
  id: number;
  org_id: number;
  org_path: string;
  platform: 'android' | 'windows' | 'linux';
  package_name: string;
  shelf: number;
}

/** An app of the caller's subtree (205010); `lock` holds its row — the app's versions and packages change under it. */
export const scopedApp = (db: Queryable, user: SessionUser, id: number, lock = false) =>
  scopedRow<AppRow>(db, user, {
    sql: `select id, org_id, org_path, platform, package_name, shelf from apps where id = $1${lock ? ' for update' : ''}`,
    params: [id],
    notFound: 205010,
  });

const NAME_COLUMN: Record<Locale, string> = { ja: 'name_ja', 'zh-CN': 'name_zh_cn', 'zh-TW': 'name_zh_tw', en: 'name_en' };

/** Refuses a class classify/queryList does not answer (100001 on `classify`). */
async function assertClassify(db: Queryable, code: string, locale: Locale) {
  const [row] = await db.query('select 1 from app_classifies where code = $1', [code]);
  if (!row) fail(100001, [{ field: 'classify', message: VALIDATION_MESSAGES['validation.appClassify'][locale] }]);
}

/** Refuses a name or package name another app of the organisation holds (`nameCode`: 205000 on save, 205011 on update). */
async function assertFree(db: Queryable, orgId: number, b: { name: string; platform?: string; packageName?: string }, nameCode: ErrorCode, exceptId = 0) {
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

/** A save or update that raced past assertFree meets the unique index: answered with the same code. */
async function translatingClashes<T>(nameCode: ErrorCode, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = uniqueViolationCode(err, { apps_org_name: nameCode, apps_org_package: 205001 });
    if (code) fail(code);
    throw err;
  }
}

export const appOperations: Operations = {
  async appClassifyQueryList({ db, locale }) {
    return db.query(`select code, ${NAME_COLUMN[locale]} as name from app_classifies order by sort, code`);
  },

  async appBaseSave({ body, db, user, locale }) {
    const id = await translatingClashes(205000, () =>
      db.transaction(async (tx) => {
        const org = await orgInScope(tx, user, body.orgId ?? user.orgId);
        await assertClassify(tx, body.classify, locale);
        await assertFree(tx, org.id, body, 205000);
        await assertImages(tx, user, body.icon, body.screenshots);
        const [{ id }] = await tx.query<{ id: number }>(
          `insert into apps (org_id, org_path, name, platform, type, package_name, classify, intro, icon, screenshots, created_by)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
          [
            org.id,
            org.path,
            body.name,
            body.platform,
            body.type,
            body.packageName,
            body.classify,
            body.intro ?? null,
            body.icon ?? null,
            body.screenshots ?? [],
            user.userId,
          ],
        );
        return id;
      }),
    );
    return { id };
  },

  async appBaseUpdate({ body, db, user, locale }) {
    await translatingClashes(205011, () =>
      db.transaction(async (tx) => {
        const app = await scopedApp(tx, user, body.id, true);
        await assertClassify(tx, body.classify, locale);
        await assertFree(tx, app.org_id, { name: body.name }, 205011, app.id);
        await assertImages(tx, user, body.icon, body.screenshots);
        await tx.query(`update apps set name = $2, type = $3, classify = $4, intro = $5, icon = $6, screenshots = $7, updated_at = now() where id = $1`, [
          app.id,
          body.name,
          body.type,
          body.classify,
          body.intro ?? null,
          body.icon ?? null,
          body.screenshots ?? [],
        ]);
      }),
    );
    return { id: body.id };
  },

  /** Listing (shelf 1) needs a valid version (205013); delisting always passes. */
  async appUppLower({ body, db, user }) {
    return db.transaction(async (tx) => {
      const app = await scopedApp(tx, user, body.id, true);
      if (body.shelf === 1) {
        const [v] = await tx.query('select 1 from app_versions where app_id = $1 and valid = 1 limit 1', [app.id]);
        if (!v) fail(205013);
      }
      await tx.query('update apps set shelf = $2, updated_at = now() where id = $1', [app.id, body.shelf]);
      return { id: app.id, shelf: body.shelf };
    });
  },

  appIconUpload: (ctx) => uploadAppImage('icon', ctx),
  appScreenshotUpload: (ctx) => uploadAppImage('screenshot', ctx),
  appImage: (ctx) => readAppImage(ctx),
};
