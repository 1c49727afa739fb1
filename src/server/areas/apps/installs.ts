import type { FastifyRequest } from 'fastify';
import { requestOrigin, type Operations } from '../../operation.js';
import type { Database, Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { pushToDevices } from '../../link/push.js';
import { onUplink } from '../../link/uplinks.js';
import { scopedDevice, scopedDevices } from '../devices/device-scope.js';
import { APP_PUSH_TYPES, INSTALL_LINK_TTL_SECONDS, installState, versionKey, type InstallState } from '../../../domain/apps.js';
import { scopedApp } from './apps.js';
import { downloadPackage, signedPath } from './download-links.js';
import type { DeviceLink } from '../../link/link.js';

/**
 * The direct install path (openapi/apps/installs.yaml): install/1 sends an app's version to devices, install/0
 * removes the app; each is one push per device through the link (its four stages recorded as every push's)
 * and one command row. Whether it worked is what the device then reports in its `apps` event (recorded here,
 * on every accepted event of that type), never the ack alone: appList derives each command's state with
 * installState (src/domain/apps.ts).
 */

interface DeviceTarget {
  id: number;
  serial_num: string;
  org_path: string | null;
  product_id: number;
  status: number;
}

/** The named devices, in the caller's scope (203001), enabled (203206) and of the app's estate (205061). */
export async function targets(
  db: Parameters<typeof scopedDevices>[0],
  user: Parameters<typeof scopedDevices>[1],
  serialNums: string[],
  appOrgPath: string,
): Promise<DeviceTarget[]> {
  const scoped = await scopedDevices(db, user, serialNums);
  const rows = await db.query<DeviceTarget>('select id, serial_num, org_path, product_id, status from devices where id = any($1::bigint[])', [
    scoped.map((d) => d.id),
  ]);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return scoped.map((d) => {
    const row = byId.get(d.id)!;
    if (row.status !== 1) fail(203206);
    if (row.org_path === null || !row.org_path.startsWith(appOrgPath)) fail(205061);
    return { ...row, id: Number(row.id), product_id: Number(row.product_id) };
  });
}

/** A version of an app, as the install path sends it. */
export interface VersionRow {
  id: number;
  version: string;
  valid: number;
}

/** The version `version` of the app (205028), valid (205034). */
export async function validVersion(db: Parameters<typeof scopedDevices>[0], appId: number, version: string): Promise<VersionRow> {
  const [row] = await db.query<VersionRow>('select id, version, valid from app_versions where app_id = $1 and version_key = $2', [appId, versionKey(version)]);
  if (!row) fail(205028);
  if (row.valid !== 1) fail(205034);
  return row;
}

/** The valid full package of the version that suits each device's product (a package naming no product suits all), or 205062. */
export async function choosePackages(db: Queryable, versionId: number, devices: { product_id: number }[]) {
  const packages = await db.query<{ id: number; file_key: string; md5: string; size: number; products: number[] }>(
    `select p.id, p.file_key, f.md5, f.size, array_to_json(p.products) as products
       from app_packages p join package_files f on f.key = p.file_key
      where p.version_id = $1 and p.valid = 1 and p.package_type = 'full' order by cardinality(p.products) desc, p.id`,
    [versionId],
  );
  return devices.map((d) => {
    const pkg = packages.find((p) => p.products.length === 0 || p.products.map(Number).includes(Number(d.product_id)));
    if (!pkg) fail(205062);
    return pkg;
  });
}

export interface CommandState {
  id: number;
  deviceId: number;
  serialNum: string;
  op: 'install' | 'uninstall';
  targetVersion: string | null;
  version: string | null;
  state: InstallState;
  sentAt: Date;
  requestId: string | null;
}

/**
 * Where the latest command of each device and app stands (installState), for the commands `filter` picks: those
 * sent for a release, or those of chosen devices and apps. Reads each device's latest report beside them.
 */
export async function commandStates(db: Queryable, filter: { releaseId: number } | { deviceIds: number[]; appIds: number[] }): Promise<CommandState[]> {
  const where = 'releaseId' in filter ? 'c.release_id = $1' : 'c.device_id = any($1::bigint[]) and c.app_id = any($2::bigint[])';
  const params = 'releaseId' in filter ? [filter.releaseId] : [filter.deviceIds, filter.appIds];
  const rows = await db.query<{
    id: number;
    device_id: number;
    serial_num: string;
    op: 'install' | 'uninstall';
    target_version: string | null;
    created_at: Date;
    canceled_at: Date | null;
    ack_result: 'ok' | 'error' | null;
    acked_at: Date | null;
    received_at: Date | null;
    reported: string | null;
    request_id: string | null;
  }>(
    `select distinct on (c.device_id, c.app_id) c.id, c.device_id, d.serial_num, c.op, c.target_version, c.created_at, c.canceled_at, c.request_id,
            m.ack_result, s.at as acked_at, r.received_at, da.version as reported
       from app_install_commands c
       join devices d on d.id = c.device_id
       left join push_messages m on m.request_id = c.request_id
       left join push_stages s on s.request_id = c.request_id and s.stage = 'deviceReceived'
       left join device_app_reports r on r.device_id = c.device_id
       left join device_apps da on da.device_id = c.device_id and da.package_name = c.package_name
      where ${where} order by c.device_id, c.app_id, c.id desc`,
    params,
  );
  const now = new Date();
  return rows.map((c) => ({
    id: Number(c.id),
    deviceId: Number(c.device_id),
    serialNum: c.serial_num,
    op: c.op,
    targetVersion: c.target_version,
    version: c.reported,
    sentAt: new Date(c.created_at),
    requestId: c.request_id,
    state: installState({
      op: c.op,
      targetVersion: c.target_version,
      sentAt: new Date(c.created_at),
      ackResult: c.ack_result,
      ackedAt: c.acked_at ? new Date(c.acked_at) : null,
      reportedAt: c.received_at ? new Date(c.received_at) : null,
      reportedVersion: c.reported,
      now,
      canceledAt: c.canceled_at ? new Date(c.canceled_at) : null,
    }),
  }));
}

/**
 * The one push path of an install: each device is sent the valid full package of the version that suits its
 * product (205062 for the whole call when one has none), one push per package sent, one command row per device
 * (naming the release it was sent for, if any). Answers [{serialNum, requestId}] in the devices' order.
 */
/** Where pushes go and who sent them: the database, the device link, the origin package links are signed for. */
export interface PushSource {
  db: Database;
  link: DeviceLink | null | undefined;
  origin: string;
  userId: number | null;
}

/** The push source of a request: its app's link, its own origin (the address the caller reached this server by). */
export const pushSource = (db: Database, req: FastifyRequest, userId: number): PushSource => ({
  db,
  link: req.server.link,
  origin: requestOrigin(req),
  userId,
});

export async function sendInstall(
  ctx: PushSource,
  app: { id: number; package_name: string },
  version: { id: number; version: string },
  devices: { id: number; serial_num: string; product_id: number }[],
  opts: { installMode: string; startupMode: string; releaseId?: number | null },
): Promise<{ serialNum: string; requestId: string }[]> {
  const { db } = ctx;
  const chosen = await choosePackages(db, version.id, devices);
  const expires = Math.floor(Date.now() / 1000) + INSTALL_LINK_TTL_SECONDS;
  const link = ctx.link;
  if (!link) fail(203210);
  const requestIds: string[] = [];
  // one push per package sent (devices of one product share theirs)
  for (const pkg of new Set(chosen)) {
    const group = devices.filter((_, i) => chosen[i] === pkg);
    const payload = {
      appId: Number(app.id),
      packageName: app.package_name,
      version: version.version,
      url: ctx.origin + (await signedPath(db, pkg.file_key, expires)),
      md5: pkg.md5,
      size: Number(pkg.size),
      installMode: opts.installMode,
      startupMode: opts.startupMode,
    };
    const ids = await pushToDevices(
      { db, link },
      { type: APP_PUSH_TYPES.install, payload, source: 'appInstall', sourceId: Number(app.id), userId: ctx.userId, ttlSeconds: INSTALL_LINK_TTL_SECONDS },
      group.map((d) => ({ deviceId: d.id, serialNum: d.serial_num })),
    );
    await db.query(
      `insert into app_install_commands (app_id, device_id, op, package_name, version_id, package_id, target_version, install_mode, startup_mode, request_id, created_by, release_id)
       select $1, t.device_id, 'install', $2, $3, $4, $5, $6, $7, t.request_id, $8, $11 from unnest($9::bigint[], $10::uuid[]) as t(device_id, request_id)`,
      [
        app.id,
        app.package_name,
        version.id,
        pkg.id,
        version.version,
        opts.installMode,
        opts.startupMode,
        ctx.userId,
        group.map((d) => d.id),
        ids,
        opts.releaseId ?? null,
      ],
    );
    group.forEach((d, i) => (requestIds[devices.indexOf(d)] = ids[i]));
  }
  return devices.map((d, i) => ({ serialNum: d.serial_num, requestId: requestIds[i] }));
}

/** The uninstall of an app from devices through the same push path: one push per device, one command row each. */
export async function sendUninstall(
  ctx: PushSource,
  app: { id: number; package_name: string },
  devices: { id: number; serial_num: string }[],
): Promise<{ serialNum: string; requestId: string }[]> {
  const { db, link } = ctx;
  if (!link) fail(203210);
  const ids = await pushToDevices(
    { db, link },
    {
      type: APP_PUSH_TYPES.uninstall,
      payload: { appId: Number(app.id), packageName: app.package_name },
      source: 'appInstall',
      sourceId: Number(app.id),
      userId: ctx.userId,
    },
    devices.map((d) => ({ deviceId: d.id, serialNum: d.serial_num })),
  );
  await db.query(
    `insert into app_install_commands (app_id, device_id, op, package_name, request_id, created_by)
     select $1, t.device_id, 'uninstall', $2, t.request_id, $3 from unnest($4::bigint[], $5::uuid[]) as t(device_id, request_id)`,
    [app.id, app.package_name, ctx.userId, devices.map((d) => d.id), ids],
  );
  return devices.map((d, i) => ({ serialNum: d.serial_num, requestId: ids[i] }));
}

export const installOperations: Operations = {
  async appInstall({ body, db, user, req }) {
    const app = await scopedApp(db, user, body.appId);
    const version = await validVersion(db, app.id, body.version);
    const devices = await targets(db, user, body.serialNums, app.org_path);
    return sendInstall(pushSource(db, req, user.userId), app, version, devices, {
      installMode: body.installMode ?? 'forced',
      startupMode: body.startupMode ?? 'auto',
    });
  },

  async appUninstall({ body, db, user, req }) {
    const app = await scopedApp(db, user, body.appId);
    const devices = await targets(db, user, body.serialNums, app.org_path);
    return sendUninstall(pushSource(db, req, user.userId), app, devices);
  },

  /** What the device reports, beside the latest command of each app sent to it, with where that command stands. */
  async deviceAppList({ params, db, user }) {
    const device = await scopedDevice(db, user, params.serialNum);
    const [report] = await db.query<{ received_at: Date; auto_start: string | null }>(
      'select received_at, auto_start from device_app_reports where device_id = $1',
      [device.id],
    );
    const reported = await db.query<{ package_name: string; version: string }>(
      'select package_name, version from device_apps where device_id = $1 order by package_name',
      [device.id],
    );
    const commands = await db.query<{
      app_id: number;
      op: 'install' | 'uninstall';
      package_name: string;
      target_version: string | null;
      created_at: Date;
      canceled_at: Date | null;
      ack_result: 'ok' | 'error' | null;
      acked_at: Date | null;
    }>(
      `select distinct on (c.app_id) c.app_id, c.op, c.package_name, c.target_version, c.created_at, c.canceled_at, m.ack_result, s.at as acked_at
         from app_install_commands c
         left join push_messages m on m.request_id = c.request_id
         left join push_stages s on s.request_id = c.request_id and s.stage = 'deviceReceived'
        where c.device_id = $1 order by c.app_id, c.id desc`,
      [device.id],
    );
    // a reported package is the app of that package within the device's estate (the nearest owner)
    const known = await db.query<{ id: number; package_name: string }>(
      `select distinct on (a.package_name) a.id, a.package_name from apps a
        where a.package_name = any($1::text[]) and $2::text like a.org_path || '%' order by a.package_name, length(a.org_path) desc, a.id`,
      [reported.map((r) => r.package_name), device.org_path ?? ''],
    );
    const now = new Date();
    const reportedAt = report ? new Date(report.received_at) : null;
    const versionOf = new Map(reported.map((r) => [r.package_name, r.version]));
    type Row = {
      appId: number | null;
      packageName: string;
      version: string | null;
      targetVersion: string | null;
      state: string;
      kiosk?: boolean;
      autoStart?: boolean;
      flags?: string[];
    };
    const rows: Row[] = commands.map((c) => ({
      appId: Number(c.app_id),
      packageName: c.package_name,
      version: versionOf.get(c.package_name) ?? null,
      targetVersion: c.target_version,
      state: installState({
        op: c.op,
        targetVersion: c.target_version,
        sentAt: new Date(c.created_at),
        ackResult: c.ack_result,
        ackedAt: c.acked_at ? new Date(c.acked_at) : null,
        reportedAt,
        reportedVersion: versionOf.get(c.package_name) ?? null,
        now,
        canceledAt: c.canceled_at ? new Date(c.canceled_at) : null,
      }),
    }));
    for (const r of reported) {
      if (rows.some((x) => x.packageName === r.package_name)) continue;
      const app = known.find((k) => k.package_name === r.package_name);
      rows.push({ appId: app ? Number(app.id) : null, packageName: r.package_name, version: r.version, targetVersion: null, state: 'installed' });
    }
    // the device's kiosk and auto-start apps (customerStatus/*): flagged when its report lacks the kiosk app or
    // names another app it starts at boot
    const modes = await db.query<{ app_id: number; package_name: string; kiosk: boolean; auto_start: boolean }>(
      `select a.id as app_id, a.package_name, coalesce(m.kiosk_app_id = a.id, false) as kiosk, coalesce(m.auto_start_app_id = a.id, false) as auto_start
         from device_app_modes m join apps a on a.id in (m.kiosk_app_id, m.auto_start_app_id) where m.device_id = $1`,
      [device.id],
    );
    for (const m of modes) {
      let row = rows.find((r) => r.packageName === m.package_name);
      if (!row) rows.push((row = { appId: Number(m.app_id), packageName: m.package_name, version: null, targetVersion: null, state: 'notSent' }));
      const flags: string[] = [];
      if (report && m.kiosk && !versionOf.has(m.package_name)) flags.push('kioskMissing');
      if (report && m.auto_start && report.auto_start !== m.package_name) flags.push('notAutoStart');
      Object.assign(row, { kiosk: m.kiosk, autoStart: m.auto_start, flags });
    }
    return rows.sort((a, b) => a.packageName.localeCompare(b.packageName));
  },

  appPackageDownload: (ctx) => downloadPackage(ctx),
};

/** A device's `apps` event replaces its reported list and the app it starts at boot — unless a later report (by the device's time) is already in. */
onUplink(async ({ db, device, channel, message, receivedAt }) => {
  if (channel !== 'event' || message.type !== 'apps') return;
  const apps = message.apps as { packageName: string; version: string }[];
  await db.transaction(async (tx) => {
    const taken = await tx.query(
      `insert into device_app_reports (device_id, ts, received_at, auto_start) values ($1, $2, $3, $4)
       on conflict (device_id) do update set ts = excluded.ts, received_at = excluded.received_at, auto_start = excluded.auto_start
       where device_app_reports.ts <= excluded.ts
       returning device_id`,
      [device.id, message.ts, receivedAt, (message.autoStart as string | undefined) ?? null],
    );
    if (!taken.length) return;
    await tx.query('delete from device_apps where device_id = $1', [device.id]);
    const seen = new Map(apps.map((a) => [a.packageName, a.version]));
    if (seen.size) {
      await tx.query('insert into device_apps (device_id, package_name, version) select $1, unnest($2::text[]), unnest($3::text[])', [
        device.id,
        [...seen.keys()],
        [...seen.values()],
      ]);
    }
  });
});
