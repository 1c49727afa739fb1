import { requestOrigin, type ContextOf, type Operations } from '../../operation.js';
import { fail } from '../../errors.js';
import { pageSlice } from '../../db/sql.js';
import { scopedDevice } from '../devices/device-scope.js';
import { DOWNGRADE_WARNING, OPEN_INSTALL_STATES, versionKey } from '../../../domain/apps.js';
import { scopedApp } from './apps.js';
import { choosePackages, commandStates, pushSource, sendInstall, sendUninstall, targets } from './installs.js';
import { queueInstalls, sendQueued } from './release-outbox.js';
import { holdsInstalls, scopeDevices, scopedRelease } from './releases.js';

/**
 * The devices of a release and the commands of one device (openapi/apps/release-devices.yaml):
 * packageDevice/* lists a release's devices with where each stands, names more devices for it (sent at once
 * when it is forced) or takes named ones off (their open command of the release cancelled; delete/1 also
 * uninstalls the app); deviceInstallConfig/installHistory lists a device's commands and reinstallFromHistory
 * sends one of their versions again (an older one on Android: uninstalled first, the app's data lost — the
 * answer says so); cancel/device stamps a device's open command of an app canceled. Every push goes through
 * the install path's sendInstall / sendUninstall.
 */

interface AppOfRelease {
  id: number;
  package_name: string;
  org_path: string;
  platform: string;
}

async function releaseWithApp(db: Parameters<typeof scopedRelease>[0], user: Parameters<typeof scopedRelease>[1], id: number, lock = false) {
  const release = await scopedRelease(db, user, id, lock);
  const [app] = await db.query<AppOfRelease>('select id, package_name, org_path, platform from apps where id = $1', [release.app_id]);
  const [version] = await db.query<{ id: number; version: string }>('select id, version from app_versions where id = $1', [release.version_id]);
  return { release, app, version };
}

/** Takes named devices off a release (their open command of it cancelled), and with `uninstall` removes the app from them. */
async function takeOff({ body, db, user, req }: ContextOf<'appReleaseDeviceDelete' | 'appReleaseDeviceDeleteUninstall'>, uninstall: boolean) {
  if (uninstall && !req.server.link) fail(203210);
  const { release, app, devices } = await db.transaction(async (tx) => {
    const found = await releaseWithApp(tx, user, body.releaseId, true);
    const named = await targets(tx, user, body.serialNums, found.app.org_path);
    const rows = await tx.query<{ device_id: number }>('select device_id from app_release_devices where release_id = $1 and device_id = any($2::bigint[])', [
      found.release.id,
      named.map((d) => d.id),
    ]);
    if (rows.length !== named.length) fail(205067);
    await tx.query('delete from app_release_devices where release_id = $1 and device_id = any($2::bigint[])', [found.release.id, named.map((d) => d.id)]);
    const open = (await commandStates(tx, { releaseId: Number(found.release.id) })).filter(
      (c) => named.some((d) => d.id === c.deviceId) && OPEN_INSTALL_STATES.includes(c.state),
    );
    if (open.length)
      await tx.query('update app_install_commands set canceled_at = now() where id = any($1::bigint[]) and canceled_at is null', [open.map((c) => c.id)]);
    return { ...found, devices: named };
  });
  const removed = uninstall ? await sendUninstall(pushSource(db, req, user.userId), app, devices) : [];
  return { releaseId: Number(release.id), deleted: devices.length, uninstalled: removed };
}

export const releaseDeviceOperations: Operations = {
  /** The devices a release reaches (its scope and its named devices), each with the state of its latest command of the release. */
  async appReleaseDevicePageList({ body, db, user }) {
    const { release } = await releaseWithApp(db, user, body.releaseId);
    const reached = await scopeDevices(db, Number(release.id));
    const states = new Map((await commandStates(db, { releaseId: Number(release.id) })).map((c) => [c.deviceId, c]));
    // a device named then taken off keeps its command in the history, not in this list
    let rows = reached.map((d) => {
      const c = states.get(d.id);
      return {
        serialNum: d.serial_num,
        deviceId: d.id,
        state: c?.state ?? 'notSent',
        version: c?.version ?? null,
        targetVersion: c?.targetVersion ?? null,
        requestId: c?.requestId ?? null,
        sentAt: c?.sentAt ?? null,
      };
    });
    if (body.state) rows = rows.filter((r) => r.state === body.state);
    const { serialNum } = body;
    if (serialNum) rows = rows.filter((r) => r.serialNum.includes(serialNum));
    const counts: Record<string, number> = {};
    for (const r of reached) {
      const state = states.get(r.id)?.state ?? 'notSent';
      counts[state] = (counts[state] ?? 0) + 1;
    }
    const { limit, offset } = pageSlice(body);
    return { list: rows.slice(offset, offset + limit), total: rows.length, counts };
  },

  /** Names more devices for a release; a forced release is sent to them at once. */
  async appReleaseDeviceAdd({ body, db, user, req }) {
    const { release, app } = await releaseWithApp(db, user, body.releaseId);
    if (release.status !== 'published') fail(205065);
    const devices = await targets(db, user, body.serialNums, app.org_path);
    const forced = release.install_mode === 'forced' && !holdsInstalls(release);
    if (forced && !req.server.link) fail(203210);
    const origin = requestOrigin(req);
    const { added, missing } = await db.transaction(async (tx) => {
      const added = await tx.query(
        'insert into app_release_devices (release_id, device_id) select $1, unnest($2::bigint[]) on conflict do nothing returning device_id',
        [release.id, devices.map((d) => d.id)],
      );
      // sent: the named devices with no command of the release yet (queued, then pushed after the commit)
      const missing = forced ? await scopeDevices(tx, Number(release.id), { withoutCommand: true, deviceIds: devices.map((d) => d.id) }) : [];
      if (missing.length) {
        await choosePackages(tx, Number(release.version_id), missing);
        await queueInstalls(
          tx,
          Number(release.id),
          missing.map((d) => d.id),
          { origin, userId: user.userId },
        );
      }
      return { added, missing };
    });
    const sent = missing.length ? await sendQueued({ db, link: req.server.link, origin }, Number(release.id)) : [];
    return { releaseId: Number(release.id), added: added.length, sent };
  },

  /** delete/0: takes named devices off a release (their open command of it cancelled); delete/1 also uninstalls the app from them. */
  appReleaseDeviceDelete: (ctx) => takeOff(ctx, false),
  appReleaseDeviceDeleteUninstall: (ctx) => takeOff(ctx, true),

  /** A device's commands, newest first, each with where it stands. */
  async appInstallHistory({ body, db, user }) {
    const device = await scopedDevice(db, user, body.serialNum);
    const params: unknown[] = [device.id];
    let filter = '';
    if (body.appId !== undefined) {
      params.push(body.appId);
      filter = 'and c.app_id = $2';
    }
    const { limit, offset } = pageSlice(body);
    const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from app_install_commands c where c.device_id = $1 ${filter}`, params);
    const rows = await db.query<{
      id: number;
      app_id: number;
      app_name: string;
      op: string;
      target_version: string | null;
      release_id: number | null;
      created_at: Date;
    }>(
      `select c.id, c.app_id, a.name as app_name, c.op, c.target_version, c.release_id, c.created_at
         from app_install_commands c join apps a on a.id = c.app_id
        where c.device_id = $1 ${filter} order by c.id desc limit ${limit} offset ${offset}`,
      params,
    );
    // the latest command of each app is judged by the device's report; the ones before it were replaced
    const latest = new Map(
      (await commandStates(db, { deviceIds: [device.id], appIds: [...new Set(rows.map((r) => Number(r.app_id)))] })).map((c) => [c.id, c.state]),
    );
    return {
      total,
      list: rows.map((r) => ({
        id: Number(r.id),
        appId: Number(r.app_id),
        appName: r.app_name,
        op: r.op,
        version: r.target_version,
        releaseId: r.release_id === null ? null : Number(r.release_id),
        createdAt: r.created_at,
        state: latest.get(Number(r.id)) ?? 'replaced',
      })),
    };
  },

  /**
   * Sends the version of an install in the device's history again. When it is older than what the device
   * reports, an Android app is uninstalled first (the package manager refuses a downgrade) and its data is
   * lost: the answer carries `uninstallFirst` and the warning.
   */
  async appReinstallFromHistory({ body, db, user, req, locale }) {
    const device = await scopedDevice(db, user, body.serialNum);
    const [entry] = await db.query<{ app_id: number; version_id: number; target_version: string; install_mode: string; startup_mode: string }>(
      `select app_id, version_id, target_version, install_mode, startup_mode from app_install_commands where id = $1 and device_id = $2 and op = 'install'`,
      [body.historyId, device.id],
    );
    if (!entry) fail(205069);
    const app = await scopedApp(db, user, entry.app_id);
    const [version] = await db.query<{ id: number; version: string; valid: number }>('select id, version, valid from app_versions where id = $1', [
      entry.version_id,
    ]);
    if (version.valid !== 1) fail(205034);
    const [target] = await targets(db, user, [body.serialNum], app.org_path);
    const [reported] = await db.query<{ version: string }>('select version from device_apps where device_id = $1 and package_name = $2', [
      device.id,
      app.package_name,
    ]);
    const have = reported ? versionKey(reported.version) : null;
    const want = versionKey(version.version)!;
    const uninstallFirst = app.platform === 'android' && have !== null && want < have;
    if (!req.server.link) fail(203210);
    const uninstalled = uninstallFirst ? await sendUninstall(pushSource(db, req, user.userId), app, [target]) : [];
    const [sent] = await sendInstall(pushSource(db, req, user.userId), app, version, [target], {
      installMode: entry.install_mode,
      startupMode: entry.startup_mode,
    });
    return {
      serialNum: target.serial_num,
      version: version.version,
      requestId: sent.requestId,
      uninstallFirst,
      uninstallRequestId: uninstalled[0]?.requestId ?? null,
      warning: uninstallFirst ? DOWNGRADE_WARNING[locale] : null,
    };
  },

  /** Stamps the device's open command of an app canceled (205068 when its latest command is settled). */
  async appCancelDeviceCommand({ body, db, user }) {
    return db.transaction(async (tx) => {
      const device = await scopedDevice(tx, user, body.serialNum);
      const app = await scopedApp(tx, user, body.appId);
      // the latest command of the app on the device, held while it is judged and stamped
      const [latest] = await tx.query<{ id: number }>(
        'select id from app_install_commands where device_id = $1 and app_id = $2 order by id desc limit 1 for update',
        [device.id, app.id],
      );
      if (!latest) fail(205068);
      const [state] = (await commandStates(tx, { deviceIds: [device.id], appIds: [app.id] })).filter((c) => c.id === Number(latest.id));
      if (!state || !OPEN_INSTALL_STATES.includes(state.state)) fail(205068);
      await tx.query('update app_install_commands set canceled_at = now() where id = $1', [latest.id]);
      return { serialNum: device.serial_num, appId: Number(app.id), id: Number(latest.id), state: 'canceled' };
    });
  },
};
