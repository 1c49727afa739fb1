import type { ContextOf, Operations } from '../../operation.js';
import { fail } from '../../errors.js';
import { pushToDevices } from '../../link/push.js';
import { APP_PUSH_TYPES } from '../../../domain/apps.js';
import { scopedApp } from './apps.js';
import { targets } from './installs.js';

/**
 * Kiosk mode and auto-start (openapi/apps/app-modes.yaml; spec document 1 §4 "Kiosk mode and auto-start can
 * be toggled"): customerStatus/appKioskMode and appAutoStart send the named devices a command through the push
 * path (type 32 / 33, `{appId, packageName, enabled}`) and record, per device, the app it should run pinned and
 * the app it should start at boot. A kiosk app must be an Android app on the kiosk-mode whitelist of the
 * device's organisation or one above it (205083). The device's `apps` report says which app it starts at boot;
 * appList flags a device whose report lacks its kiosk app, or starts another app than its auto-start app.
 */

async function toggle({ body, db, user, req }: ContextOf<'appKioskMode' | 'appAutoStart'>, mode: 'kiosk' | 'autoStart') {
  const app = await scopedApp(db, user, body.appId);
  const devices = await targets(db, user, body.serialNums, app.org_path);
  const enabled = body.status === 1;
  if (mode === 'kiosk' && enabled) {
    if (app.platform !== 'android') fail(205050);
    const allowed = await db.query<{ id: number }>(
      `select d.id from devices d where d.id = any($1::bigint[])
          and exists (select 1 from app_whitelist w where w.app_id = $2 and d.org_path like w.org_path || '%')`,
      [devices.map((d) => d.id), app.id],
    );
    if (allowed.length !== devices.length) fail(205083);
  }
  const link = req.server.link;
  if (!link) fail(203210);
  const column = mode === 'kiosk' ? 'kiosk_app_id' : 'auto_start_app_id';
  // on: this app for every named device; off: cleared where it was this app
  if (enabled) {
    await db.query(
      `insert into device_app_modes (device_id, ${column}, updated_by) select unnest($1::bigint[]), $2, $3
       on conflict (device_id) do update set ${column} = excluded.${column}, updated_by = excluded.updated_by, updated_at = now()`,
      [devices.map((d) => d.id), app.id, user.userId],
    );
  } else {
    await db.query(`update device_app_modes set ${column} = null, updated_by = $3, updated_at = now() where device_id = any($1::bigint[]) and ${column} = $2`, [
      devices.map((d) => d.id),
      app.id,
      user.userId,
    ]);
  }
  const ids = await pushToDevices(
    { db, link },
    {
      type: mode === 'kiosk' ? APP_PUSH_TYPES.kiosk : APP_PUSH_TYPES.autoStart,
      payload: { appId: Number(app.id), packageName: app.package_name, enabled },
      source: 'appMode',
      sourceId: Number(app.id),
      userId: user.userId,
    },
    devices.map((d) => ({ deviceId: d.id, serialNum: d.serial_num })),
  );
  return devices.map((d, i) => ({ serialNum: d.serial_num, requestId: ids[i] }));
}

export const appModeOperations: Operations = {
  appKioskMode: (ctx) => toggle(ctx, 'kiosk'),
  appAutoStart: (ctx) => toggle(ctx, 'autoStart'),
};
