import { requestOrigin, type Operations, type SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { Where, nameContains, pageQuery } from '../../db/sql.js';
import { uniqueViolationCode } from '../../db/unique.js';
import { scopedOrg, scopedRow } from '../../table/scope.js';
import { OPEN_INSTALL_STATES } from '../../../domain/apps.js';
import { scopedApp } from './apps.js';
import { choosePackages, commandStates, targets, validVersion } from './installs.js';
import { queueInstalls, sendQueued } from './release-outbox.js';

/**
 * Releases (openapi/apps/releases.yaml): a valid version of an app published to a scope — every device of the
 * app's organisation ('all'), the devices of chosen organisations below it ('providers') or chosen devices
 * ('devices'). Forced: saved, it is installed at once on the scope's enabled devices through the direct install
 * path (sendInstall: one push path). Reminder: it is offered in the app market. Cancelling stops new installs:
 * the release's open commands are stamped canceled in the same transaction, finished ones keep their state
 * (Mender's abort). A release is listed with the app's organisation; the caller must hold the app (205010).
 */

export interface ReleaseRow {
  id: number;
  app_id: number;
  version_id: number;
  org_path: string;
  scope: 'all' | 'providers' | 'devices';
  install_mode: string;
  startup_mode: string;
  status: 'published' | 'canceled';
  gray_status: 'held' | 'gray' | 'paused' | 'widened' | 'cleared' | null;
}

/** A gray release not yet widened or cleared holds its installs back from everything but its gray devices. */
export const holdsInstalls = (r: Pick<ReleaseRow, 'gray_status'>) => r.gray_status === 'held' || r.gray_status === 'gray' || r.gray_status === 'paused';

/** A release of the caller's subtree (205064 like a missing one); `lock` holds its row. */
export const scopedRelease = (db: Queryable, user: SessionUser, id: number, lock = false) =>
  scopedRow<ReleaseRow>(db, user, {
    sql: `select id, app_id, version_id, org_path, scope, install_mode, startup_mode, status, gray_status from app_releases where id = $1${lock ? ' for update' : ''}`,
    params: [id],
    notFound: 205064,
  });

/** The enabled devices a release reaches (its scope, within the app's organisation), as the install path takes them. */
export async function scopeDevices(db: Queryable, releaseId: number, opts: { withoutCommand?: boolean; deviceIds?: number[] } = {}) {
  const rows = await db.query<{ id: number; serial_num: string; product_id: number }>(
    `select d.id, d.serial_num, d.product_id from app_releases r join devices d on d.org_path like r.org_path || '%'
      where r.id = $1 and d.status = 1 and (
        r.scope = 'all'
        or (r.scope = 'providers' and exists (select 1 from app_release_orgs ro join organisations o on o.id = ro.org_id
                                               where ro.release_id = r.id and d.org_path like o.path || '%'))
        -- named devices (a 'devices' release's, or added to any release with packageDevice/add)
        or exists (select 1 from app_release_devices rd where rd.release_id = r.id and rd.device_id = d.id))
      ${opts.withoutCommand ? 'and not exists (select 1 from app_install_commands c where c.release_id = r.id and c.device_id = d.id)' : ''}
      ${opts.deviceIds ? 'and d.id = any($2::bigint[])' : ''}
      order by d.id`,
    opts.deviceIds ? [releaseId, opts.deviceIds] : [releaseId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), product_id: Number(r.product_id) }));
}

/**
 * The condition "the caller may install what this release offers" (release alias r, caller path `?`): a
 * release of the caller's own estate, an 'all' release of an estate above the caller, a 'providers' release
 * naming an organisation above or below the caller, a 'devices' release naming a device of the caller's.
 */
function marketCondition(w: Where, user: SessionUser) {
  const p = w.param(user.orgPath);
  w.add(`(r.org_path like ${p} || '%'
    or (r.scope = 'all' and ${p} like r.org_path || '%')
    or (r.scope = 'providers' and exists (select 1 from app_release_orgs ro join organisations o on o.id = ro.org_id
         where ro.release_id = r.id and (${p} like o.path || '%' or o.path like ${p} || '%')))
    or (r.scope = 'devices' and exists (select 1 from app_release_devices rd join devices d on d.id = rd.device_id
         where rd.release_id = r.id and d.org_path like ${p} || '%')))`);
  w.add(`r.status = 'published'`);
  w.add('a.shelf = 1');
}

/** A release with its app, version and owner: what the app market's lists read. */
const RELEASE_FROM = 'app_releases r join apps a on a.id = r.app_id join app_versions v on v.id = r.version_id join organisations o on o.id = r.org_id';

const MARKET_SELECT = `r.id as "releaseId", a.id as "appId", a.name as "appName", a.platform, a.type, a.package_name as "packageName",
  a.icon, a.intro, a.classify, v.version, v.note, r.install_mode as "installMode", r.startup_mode as "startupMode", r.created_at as "publishedAt"`;

function marketWhere(user: SessionUser, body: { name?: string; platform?: string } | undefined) {
  const w = new Where();
  marketCondition(w, user);
  if (body?.name) nameContains(w, 'a.name', body.name);
  w.add('a.platform = ?', body?.platform);
  return w;
}

/**
 * How many enabled devices a release of this shape would reach, before it is saved: the draft checked as a save
 * checks it (the app, version, organisations and devices), counted by scopeDevices' rule, nothing written.
 */
async function draftReach(db: Queryable, user: SessionUser, body: { appId: number; version: string; scope: string; orgIds?: number[]; serialNums?: string[] }) {
  const app = await scopedApp(db, user, body.appId);
  await validVersion(db, app.id, body.version);
  const orgPaths: string[] = [];
  for (const orgId of body.orgIds ?? []) {
    const org = await scopedOrg(db, user, orgId);
    if (!org.path.startsWith(app.org_path)) fail(205066);
    orgPaths.push(org.path);
  }
  const devices = body.scope === 'devices' ? await targets(db, user, body.serialNums ?? [], app.org_path) : [];
  const [{ n }] = await db.query<{ n: number }>(
    `select count(*)::int as n from devices d where d.org_path like $1 || '%' and d.status = 1
        and ($2 = 'all' or exists (select 1 from unnest($3::text[]) p where d.org_path like p || '%') or d.id = any($4::bigint[]))`,
    [app.org_path, body.scope, orgPaths, devices.map((d) => d.id)],
  );
  return n;
}

export const releaseOperations: Operations = {
  async appReleaseReach({ body, db, user }) {
    return { count: await draftReach(db, user, body) };
  },

  async appReleaseSave({ body, db, user, req }) {
    // a gray release holds its installs until its gray devices are chosen and it is started (gray.ts)
    const forced = body.installMode === 'forced' && !body.gray;
    if (forced && !req.server.link) fail(203210);
    const release = await db.transaction(async (tx) => {
      const app = await scopedApp(tx, user, body.appId, true);
      const version = await validVersion(tx, app.id, body.version);
      const orgIds: number[] = body.orgIds ?? [];
      for (const orgId of orgIds) {
        const org = await scopedOrg(tx, user, orgId);
        if (!org.path.startsWith(app.org_path)) fail(205066);
      }
      const devices = body.scope === 'devices' ? await targets(tx, user, body.serialNums ?? [], app.org_path) : []; // the schema asks for them with this scope
      const [open] = await tx.query("select 1 from app_releases where version_id = $1 and status = 'published'", [version.id]);
      if (open) fail(205063);
      const [{ id }] = await tx
        .query<{ id: number }>(
          `insert into app_releases (app_id, version_id, org_id, org_path, scope, install_mode, startup_mode, created_by, gray_status)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
          [app.id, version.id, app.org_id, app.org_path, body.scope, body.installMode, body.startupMode, user.userId, body.gray ? 'held' : null],
        )
        .catch((err) => {
          if (uniqueViolationCode(err, { app_releases_open_version: 205063 })) fail(205063);
          throw err;
        });
      if (orgIds.length) await tx.query('insert into app_release_orgs (release_id, org_id) select $1, unnest($2::bigint[])', [id, orgIds]);
      if (devices.length)
        await tx.query('insert into app_release_devices (release_id, device_id) select $1, unnest($2::bigint[])', [id, devices.map((d) => d.id)]);
      const reached = await scopeDevices(tx, Number(id));
      // every device the release reaches must have a package that suits it, or nothing is published
      if (forced) {
        await choosePackages(tx, version.id, reached);
        await queueInstalls(
          tx,
          Number(id),
          reached.map((d) => d.id),
          { origin: requestOrigin(req), userId: user.userId },
        );
      }
      return { id: Number(id), reached };
    });
    // pushed after the commit; what a dying process leaves in the outbox, the sweep sends
    const sent = forced ? await sendQueued({ db, link: req.server.link, origin: requestOrigin(req) }, release.id) : [];
    return { id: release.id, devices: release.reached.length, sent: sent.length };
  },

  async appReleaseCancel({ body, db, user }) {
    return db.transaction(async (tx) => {
      const release = await scopedRelease(tx, user, body.id, true);
      if (release.status === 'canceled') fail(205065);
      await tx.query(`update app_releases set status = 'canceled', canceled_at = now(), canceled_by = $2, updated_at = now() where id = $1`, [
        release.id,
        user.userId,
      ]);
      // open commands stop; finished ones keep their state
      const states = await commandStates(tx, { releaseId: Number(release.id) });
      const open = states.filter((c) => OPEN_INSTALL_STATES.includes(c.state)).map((c) => c.id);
      if (open.length) await tx.query('update app_install_commands set canceled_at = now() where id = any($1::bigint[]) and canceled_at is null', [open]);
      return { id: Number(release.id), canceled: open.length };
    });
  },

  async appReleaseUpdatePubStrategy({ body, db, user, req }) {
    const forced = body.installMode === 'forced';
    if (forced && !req.server.link) fail(203210);
    const changed = await db.transaction(async (tx) => {
      const release = await scopedRelease(tx, user, body.id, true);
      if (release.status === 'canceled') fail(205065);
      await tx.query('update app_releases set install_mode = $2, startup_mode = $3, updated_at = now() where id = $1', [
        release.id,
        body.installMode,
        body.startupMode,
      ]);
      // turned forced: the scope's devices this release has not yet been sent to get it now (a gray release's wait)
      const missing = forced && !holdsInstalls(release) ? await scopeDevices(tx, Number(release.id), { withoutCommand: true }) : [];
      if (missing.length) {
        await choosePackages(tx, Number(release.version_id), missing);
        await queueInstalls(
          tx,
          Number(release.id),
          missing.map((d) => d.id),
          { origin: requestOrigin(req), userId: user.userId },
        );
      }
      return { id: Number(release.id), missing };
    });
    const sent = changed.missing.length ? await sendQueued({ db, link: req.server.link, origin: requestOrigin(req) }, changed.id) : [];
    return { id: changed.id, sent: sent.length };
  },

  async appMarketPageList({ body, db, user }) {
    return pageQuery(
      db,
      { select: MARKET_SELECT, from: RELEASE_FROM, where: marketWhere(user, body), sortable: { id: 'r.id', releaseId: 'r.id' }, defaultSort: 'r.id desc' },
      body ?? {},
    );
  },

  async appMarketList({ body, db, user }) {
    const w = marketWhere(user, body);
    return db.query(`select ${MARKET_SELECT} from ${RELEASE_FROM} ${w} order by a.name, r.id desc limit 500`, w.params);
  },

  async appMarketVersionPageList({ body, db, user }) {
    const w = marketWhere(user, undefined);
    w.add('r.app_id = ?', body.appId);
    const select = `${MARKET_SELECT},
      (select coalesce(json_agg(json_build_object('id', p.id, 'packageType', p.package_type, 'md5', f.md5, 'size', f.size, 'format', f.format) order by p.id), '[]'::json)
         from app_packages p join package_files f on f.key = p.file_key where p.version_id = v.id and p.valid = 1) as packages`;
    return pageQuery(db, { select, from: RELEASE_FROM, where: w, sortable: { id: 'r.id' }, defaultSort: 'v.version_key desc' }, body);
  },

  async appKioskModeApps({ db, user }) {
    const w = new Where();
    marketCondition(w, user);
    w.add(`r.startup_mode = 'kiosk'`);
    return db.query(`select ${MARKET_SELECT} from ${RELEASE_FROM} ${w} order by a.name, r.id desc limit 500`, w.params);
  },
};
