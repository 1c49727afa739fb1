/**
 * Kiosk mode and auto-start (openapi/apps/app-modes.yaml) over a real MQTT connection: each toggle is a command
 * through the push path (types 32, 33); a device whose `apps` report lacks its kiosk app, or names another app it
 * starts at boot, is flagged in its app list, and the flag goes once the report agrees. The kiosk whitelist,
 * scope and permissions from the refused side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice, eventually, type TestDevice } from '../support/mqtt-device.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let serial: string;
let naniwaDevice: string;
let membersApp: number;
let controllerApp: number;
let device: TestDevice;

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  for (const account of ['admin', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  [{ serial_num: serial }] = await s.db.query(
    `select d.serial_num from devices d where d.org_path like (select path from organisations where name = '東京ベンディング') || '%' and d.status = 1 order by d.serial_num limit 1`,
  );
  [{ serial_num: naniwaDevice }] = await s.db.query(
    `select d.serial_num from devices d where d.org_path like (select path from organisations where name = 'なにわ自販機') || '%' and d.status = 1 order by d.serial_num limit 1`,
  );
  // the members app is on 東京ベンディング's kiosk whitelist (demo data); the platform's controller is on none
  [{ id: membersApp }] = await s.db.query<{ id: number }>(`select id from apps where package_name = 'jp.tokyovend.members'`);
  [{ id: controllerApp }] = await s.db.query<{ id: number }>(`select id from apps where package_name = 'jp.ops.vending.controller'`);
  device = await connectDevice(s.app.link!.deviceUrl, serial);
});
afterAll(async () => {
  await device?.end(true).catch(() => undefined);
  await s?.close();
});

const post = (path: string, as: string, body?: unknown) => s.call('POST', `/api/appCenter/${path}`, { token: tokens[as], body });
const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};
const rowOf = async (pkg: string) => {
  const res = await post(`device/${serial}/appList`, 'merchant01');
  expectCode(res, 200);
  return (res.body.data as Record<string, unknown>[]).find((r) => r.packageName === pkg);
};
let seen = 0;

describe('kiosk mode and auto-start', () => {
  it('are commands to the device; its report decides the flags', async () => {
    const kiosk = await post('customerStatus/appKioskMode', 'merchant01', { appId: membersApp, serialNums: [serial], status: 1 });
    expectCode(kiosk, 200);
    expect(kiosk.body.data).toEqual([{ serialNum: serial, requestId: expect.any(String) }]);
    expect(await device.nextCommand(++seen)).toMatchObject({
      type: 32,
      requestId: kiosk.body.data[0].requestId,
      payload: { appId: membersApp, packageName: 'jp.tokyovend.members', enabled: true },
    });
    const auto = await post('customerStatus/appAutoStart', 'merchant01', { appId: membersApp, serialNums: [serial], status: 1 });
    expectCode(auto, 200);
    expect(await device.nextCommand(++seen)).toMatchObject({ type: 33, payload: { packageName: 'jp.tokyovend.members', enabled: true } });
    // no report yet: nothing to judge
    expect(await rowOf('jp.tokyovend.members')).toMatchObject({ kiosk: true, autoStart: true, flags: [], state: 'notSent', version: null });

    // the device reports without the app, starting another one at boot: both flags
    await device.publish('event', {
      ts: new Date().toISOString(),
      type: 'apps',
      apps: [{ packageName: 'com.android.chrome', version: '120.0' }],
      autoStart: 'com.android.chrome',
    });
    await eventually(async () => ((await rowOf('jp.tokyovend.members'))?.flags as string[] | undefined)?.length === 2);
    expect((await rowOf('jp.tokyovend.members'))!.flags).toEqual(['kioskMissing', 'notAutoStart']);
    // it has it now and starts it: no flags
    await device.publish('event', {
      ts: new Date().toISOString(),
      type: 'apps',
      apps: [{ packageName: 'jp.tokyovend.members', version: '1.0.1' }],
      autoStart: 'jp.tokyovend.members',
    });
    await eventually(async () => ((await rowOf('jp.tokyovend.members'))?.flags as string[] | undefined)?.length === 0);
    expect(await rowOf('jp.tokyovend.members')).toMatchObject({ version: '1.0.1', state: 'installed', kiosk: true, autoStart: true });
    // other apps carry no kiosk fields
    expect(await rowOf('com.android.chrome')).toBeUndefined();

    // off: the device is told, and the app is no longer its kiosk app
    const off = await post('customerStatus/appKioskMode', 'merchant01', { appId: membersApp, serialNums: [serial], status: 0 });
    expectCode(off, 200);
    expect(await device.nextCommand(++seen)).toMatchObject({ type: 32, payload: { enabled: false } });
    expect(await rowOf('jp.tokyovend.members')).toMatchObject({ kiosk: false, autoStart: true, flags: [] });
    const stages = await s.db.query<{ stage: string }>('select stage from push_stages where request_id = $1', [off.body.data[0].requestId]);
    expect(stages.map((x) => x.stage)).toContain('apiSent');
  });

  it('refusals: the whitelist, Android only, scope, permission', async () => {
    // the controller is on no kiosk whitelist
    expectCode(await post('customerStatus/appKioskMode', 'admin', { appId: controllerApp, serialNums: [serial], status: 1 }), 205083, 409);
    // but it may start at boot
    expectCode(await post('customerStatus/appAutoStart', 'admin', { appId: controllerApp, serialNums: [serial], status: 1 }), 200);
    ++seen;
    const [{ id: windowsApp }] = await s.db.query<{ id: number }>(`select id from apps where platform = 'windows' order by id limit 1`);
    expectCode(await post('customerStatus/appKioskMode', 'admin', { appId: windowsApp, serialNums: [serial], status: 1 }), 205050, 400);
    expectCode(await post('customerStatus/appKioskMode', 'merchant01', { appId: membersApp, serialNums: [naniwaDevice], status: 1 }), 203001, 404);
    expectCode(await post('customerStatus/appKioskMode', 'merchant02', { appId: membersApp, serialNums: [naniwaDevice], status: 1 }), 205010, 404);
    expectCode(await post('customerStatus/appAutoStart', 'admin', { appId: membersApp, serialNums: [naniwaDevice], status: 1 }), 205061, 409);
    expectCode(await post('customerStatus/appKioskMode', 'store01', { appId: membersApp, serialNums: [serial], status: 1 }), 101005, 403);
    expectCode(await post('customerStatus/appAutoStart', 'store01', { appId: membersApp, serialNums: [serial], status: 1 }), 101005, 403);
    const [{ n }] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from device_app_modes m join devices d on d.id = m.device_id where d.serial_num = $1`,
      [naniwaDevice],
    );
    expect(n).toBe(0);
  });
});
