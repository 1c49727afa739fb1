import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { pageSlice } from '../../db/sql.js';
import { pathInScope } from '../../table/scope.js';
import { streamUpload } from '../../uploads.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { APP_LIMITS, PLATFORM_FORMATS, versionKey, type PackageFormat } from '../../../domain/apps.js';
import { stageStream, type Staged } from './package-store.js';
import { HEAD_BYTES, packageInfo } from './package-format.js';
import { scopedApp, type AppRow } from './apps.js';

/**
 * Package files, versions and their packages (openapi/apps/packages.yaml). An upload streams into the package
 * store with its MD5 computed on the way (memory does not grow with the file), is capped at 50 MB (50 MB + 1
 * is refused and its staged bytes deleted), and is judged by its bytes (package-format.ts). A save checks the
 * package against its app — format for the platform, an APK's package name and versionCode, the declared
 * MD5 — under the app's row lock, so saves of one app are checked one after another and the versionCode
 * order holds under concurrent saves. A valid version keeps at least one usable package.
 */

interface FileRow {
  key: string;
  org_path: string;
  md5: string;
  format: PackageFormat;
  package_name: string | null;
  version_code: number | null;
}

/**
 * A package file uploaded within the caller's subtree (205020). Its row is held (`for key share`) until the
 * save commits: the sweep of unused files (package-sweep.ts) skips it meanwhile.
 */
async function scopedFile(db: Queryable, user: SessionUser, key: string): Promise<FileRow> {
  const [row] = await db.query<FileRow>('select key, org_path, md5, format, package_name, version_code from package_files where key = $1 for key share', [key]);
  if (!row || !pathInScope(user, row.org_path)) fail(205020);
  return row;
}

export const PACKAGE_SELECT = `p.id, p.app_id as "appId", a.name as "appName", a.platform, v.version, v.valid as "versionValid", v.note,
  p.package_type as "packageType", b.version as "baseVersion", p.file_key as "fileKey", f.md5, f.size, f.format,
  f.package_name as "packageName", f.version_name as "versionName", f.version_code as "versionCode",
  p.signed, p.encrypted, array_to_json(p.products) as products, p.valid, p.created_at as "createdAt", p.updated_at as "updatedAt"`;
export const PACKAGE_FROM = `app_packages p join apps a on a.id = p.app_id join app_versions v on v.id = p.version_id
  left join app_versions b on b.id = p.base_version_id join package_files f on f.key = p.file_key`;

interface PackageRow {
  id: number;
  app_id: number;
  version_id: number;
  version_key: number;
  valid: number;
  version_valid: number;
}

/** A package of an app of the caller's subtree (205029), with its app locked (its versions change under it). */
async function scopedPackage(db: Queryable, user: SessionUser, id: number, lock = false): Promise<{ pkg: PackageRow; app: AppRow }> {
  const [pkg] = await db.query<PackageRow>(
    `select p.id, p.app_id, p.version_id, v.version_key, p.valid, v.valid as version_valid
       from app_packages p join app_versions v on v.id = p.version_id where p.id = $1`,
    [id],
  );
  if (!pkg) fail(205029);
  const app = await scopedApp(db, user, pkg.app_id, lock).catch((err) => {
    if ((err as { code?: number }).code === 205010) fail(205029);
    throw err;
  });
  return { pkg, app };
}

interface PackageInput {
  packageType: 'full' | 'differential';
  baseVersion?: string;
  fileKey: string;
  md5: string;
  products?: number[];
}

/**
 * Checks one package for version `key` of `app` (`exceptPackage`: the package being edited): the file, its
 * MD5, its format for the platform, an APK's package name and versionCode order, the base version, the
 * products. Answers the base version's id (null for a full package).
 */
async function checkPackage(tx: Queryable, user: SessionUser, app: AppRow, key: number, b: PackageInput, exceptPackage = 0): Promise<number | null> {
  const file = await scopedFile(tx, user, b.fileKey);
  if (file.md5 !== b.md5.toLowerCase()) fail(205022);
  if (!PLATFORM_FORMATS[app.platform].includes(file.format)) fail(205023);
  const [used] = await tx.query('select 1 from app_packages where file_key = $1 and id <> $2', [file.key, exceptPackage]);
  if (used) fail(205033);
  if (file.format === 'apk') {
    if (file.package_name !== app.package_name) fail(205024);
    if (file.version_code !== null) {
      // Android refuses a lower versionCode over a higher one: earlier versions' codes stay below, later ones' above
      const [{ below, above }] = await tx.query<{ below: number | null; above: number | null }>(
        `select max(f.version_code) filter (where v.version_key < $2) as below, min(f.version_code) filter (where v.version_key > $2) as above
           from app_packages p join app_versions v on v.id = p.version_id join package_files f on f.key = p.file_key
          where p.app_id = $1 and p.id <> $3 and f.version_code is not null`,
        [app.id, key, exceptPackage],
      );
      if ((below !== null && file.version_code <= Number(below)) || (above !== null && file.version_code >= Number(above))) fail(205025);
    }
  }
  const products = b.products ?? [];
  if (products.length) {
    const [{ n }] = await tx.query<{ n: number }>('select count(*)::int as n from products where id = any($1::bigint[])', [products]);
    if (n !== products.length) fail(205032);
  }
  if (b.packageType === 'full') return null;
  const baseKey = versionKey(b.baseVersion!);
  const [base] =
    baseKey === null || baseKey >= key
      ? []
      : await tx.query<{ id: number }>('select id from app_versions where app_id = $1 and version_key = $2', [app.id, baseKey]);
  if (!base) fail(205026);
  return base.id;
}

/** The version row of `version` of the app, or 205028. */
async function versionOf(tx: Queryable, appId: number, version: string): Promise<{ id: number; valid: number }> {
  const [row] = await tx.query<{ id: number; valid: number }>('select id, valid from app_versions where app_id = $1 and version_key = $2', [
    appId,
    versionKey(version),
  ]);
  if (!row) fail(205028);
  return row;
}

export const packageOperations: Operations = {
  async appPackageUpload({ req, db, user, locale }) {
    const store = req.server.packages;
    const { file } = await streamUpload<Staged>(req, {
      fileField: 'file',
      maxFileBytes: APP_LIMITS.packageMaxBytes,
      tooLarge: 205030,
      receive: (stream, meta) => stageStream(store, stream, meta.filename, HEAD_BYTES),
      discard: (r) => r.write.abort(),
    });
    if (!file) fail(100001, [{ field: 'file', message: VALIDATION_MESSAGES['validation.opMessageFile'][locale] }]);
    let key: string | undefined;
    try {
      if (file.size === 0) fail(205021);
      const info = await packageInfo(file.write.path, file.size, file.head);
      key = await file.write.commit();
      await db.query(
        `insert into package_files (key, org_id, org_path, md5, size, format, package_name, version_name, version_code, original_name, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          key,
          user.orgId,
          user.orgPath,
          file.md5,
          file.size,
          info.format,
          info.packageName ?? null,
          info.versionName ?? null,
          info.versionCode ?? null,
          file.name.slice(0, 255),
          user.userId,
        ],
      );
      return {
        fileKey: key,
        md5: file.md5,
        size: file.size,
        format: info.format,
        packageName: info.packageName ?? null,
        versionName: info.versionName ?? null,
        versionCode: info.versionCode ?? null,
      };
    } catch (err) {
      // nothing kept from a refused upload: the staged bytes, or the committed file whose row was not written
      await file.write.abort();
      if (key) await store.remove(key);
      throw err;
    }
  },

  async appPackageSave({ body, db, user }) {
    return db.transaction(async (tx) => {
      const app = await scopedApp(tx, user, body.appId, true);
      const key = versionKey(body.version)!;
      const baseId = await checkPackage(tx, user, app, key, body);
      let [version] = await tx.query<{ id: number }>('select id from app_versions where app_id = $1 and version_key = $2', [app.id, key]);
      if (!version) {
        [version] = await tx.query<{ id: number }>(
          'insert into app_versions (app_id, version, version_key, note, created_by) values ($1, $2, $3, $4, $5) returning id',
          [app.id, body.version, key, body.note ?? null, user.userId],
        );
      } else if (body.note !== undefined) {
        await tx.query('update app_versions set note = $2, updated_at = now() where id = $1', [version.id, body.note]);
      }
      const [{ id }] = await tx.query<{ id: number }>(
        `insert into app_packages (app_id, version_id, package_type, base_version_id, file_key, signed, encrypted, products, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [app.id, version.id, body.packageType, baseId, body.fileKey, body.signed ?? false, body.encrypted ?? false, body.products ?? [], user.userId],
      );
      return { id };
    });
  },

  async appPackageUpdateSave({ body, db, user }) {
    return db.transaction(async (tx) => {
      const { pkg, app } = await scopedPackage(tx, user, body.id, true);
      const baseId = await checkPackage(tx, user, app, Number(pkg.version_key), body, pkg.id);
      await tx.query(
        `update app_packages set package_type = $2, base_version_id = $3, file_key = $4, signed = $5, encrypted = $6, products = $7, updated_at = now() where id = $1`,
        [pkg.id, body.packageType, baseId, body.fileKey, body.signed ?? false, body.encrypted ?? false, body.products ?? []],
      );
      if (body.note !== undefined) await tx.query('update app_versions set note = $2, updated_at = now() where id = $1', [pkg.version_id, body.note]);
      return { id: pkg.id };
    });
  },

  /** One package usable or invalid: the last usable package of a valid version stays (205027); an invalid version's package waits for its version (205034). */
  async appPackageUpdate({ body, db, user }) {
    return db.transaction(async (tx) => {
      const { pkg } = await scopedPackage(tx, user, body.id, true);
      if (body.valid === 0 && pkg.version_valid === 1) {
        const [other] = await tx.query('select 1 from app_packages where version_id = $1 and valid = 1 and id <> $2 limit 1', [pkg.version_id, pkg.id]);
        if (!other) fail(205027);
      }
      if (body.valid === 1 && pkg.version_valid === 0) fail(205034);
      await tx.query('update app_packages set valid = $2, updated_at = now() where id = $1', [pkg.id, body.valid]);
      return { id: pkg.id, valid: body.valid };
    });
  },

  /** A whole version pack usable or invalid; a listed app keeps a valid version (205013). */
  async appPackageBatchUpdateByVersion({ body, db, user }) {
    return db.transaction(async (tx) => {
      const app = await scopedApp(tx, user, body.appId, true);
      const version = await versionOf(tx, app.id, body.version);
      if (body.valid === 0 && app.shelf === 1) {
        const [other] = await tx.query('select 1 from app_versions where app_id = $1 and valid = 1 and id <> $2 limit 1', [app.id, version.id]);
        if (!other) fail(205013);
      }
      await tx.query('update app_versions set valid = $2, updated_at = now() where id = $1', [version.id, body.valid]);
      const changed = await tx.query('update app_packages set valid = $2, updated_at = now() where version_id = $1 and valid <> $2 returning id', [
        version.id,
        body.valid,
      ]);
      return { appId: app.id, version: body.version, valid: body.valid, packages: changed.length };
    });
  },

  async appPackageQueryList({ body, db, user }) {
    const app = await scopedApp(db, user, body.appId);
    const params: unknown[] = [app.id];
    let where = 'p.app_id = $1';
    if (body.version !== undefined) where += ` and v.version_key = $${params.push(versionKey(body.version))}`;
    if (body.valid !== undefined) where += ` and p.valid = $${params.push(body.valid)}`;
    return db.query(`select ${PACKAGE_SELECT} from ${PACKAGE_FROM} where ${where} order by v.version_key desc, p.id`, params);
  },

  /** One page of the app's versions, newest first, each with its packages. */
  async appPackagePageByVersion({ body, db, user }) {
    const app = await scopedApp(db, user, body.appId);
    const { limit, offset } = pageSlice(body);
    const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from app_versions where app_id = $1', [app.id]);
    const versions = await db.query<{ id: number; version: string; note: string | null; valid: number; createdAt: string; updatedAt: string }>(
      `select id, version, note, valid, created_at as "createdAt", updated_at as "updatedAt" from app_versions
        where app_id = $1 order by version_key desc limit $2 offset $3`,
      [app.id, limit, offset],
    );
    const packages = versions.length
      ? await db.query<{ versionId: number }>(
          `select ${PACKAGE_SELECT}, p.version_id as "versionId" from ${PACKAGE_FROM} where p.version_id = any($1::bigint[]) order by p.id`,
          [versions.map((v) => v.id)],
        )
      : [];
    return {
      total,
      list: versions.map(({ id, ...v }) => ({
        ...v,
        packages: packages.filter((p) => p.versionId === id).map(({ versionId: _v, ...p }) => p),
      })),
    };
  },
};
