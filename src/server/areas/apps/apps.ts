import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { scopedRow } from '../../table/scope.js';
import { readAppImage, uploadAppImage } from './app-images.js';

/**
 * Apps of the app centre (openapi/apps/apps.yaml): classes and the app images. The app records are saved,
 * updated and listed on or off the shelf by the generic table handler (their rules: ./app-hooks.ts). Every
 * call is scoped to the caller's organisation subtree; an app outside it answers 205010 like a missing one.
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

export const appOperations: Operations = {
  appIconUpload: (ctx) => uploadAppImage('icon', ctx),
  appScreenshotUpload: (ctx) => uploadAppImage('screenshot', ctx),
  appImage: (ctx) => readAppImage(ctx),
};
