/**
 * The devices of a release and the commands of one device (openapi/apps/release-devices.yaml) over a real MQTT
 * connection: packageDevice/* lists, names and takes off devices (their open commands cancelled, delete/1 also
 * uninstalling); installHistory and reinstallFromHistory (an older version on Android is uninstalled first and
 * the answer warns that the app's data is lost); cancel/device stamps one open command, once even when two race.
 * Scope and permissions from the refused side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice, eventually, type TestDevice } from '../support/mqtt-device.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let serialA: string;
let serialB: string;
let naniwaDevice: string;
let membersApp: number;
let deviceA: TestDevice;
let deviceB: TestDevice;
let release: number;
const seen = { A: 0, B: 0 };

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  const url = s.app.link!.deviceUrl;
  for (const account of ['admin', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  const [first] = await s.db.query<{ id: number }>('select id from products order by id limit 1');
  [{ serial_num: serialA }, { serial_num: serialB }] = await s.db.query(
    `select d.serial_num from devices d where d.org_path like (select path from organisations where name = '東京ベンディング') || '%'
        and d.status = 1 and d.product_id = $1 order by d.serial_num limit 2`,
    [first.id],
  );
  [{ serial_num: naniwaDevice }] = await s.db.query(
    `select d.serial_num from devices d where d.org_path like (select path from organisations where name = 'なにわ自販機') || '%' and d.status = 1 order by d.serial_num limit 1`,
  );
  [{ id: membersApp }] = await s.db.query<{ id: number }>(`select id from apps where package_name = 'jp.tokyovend.members'`);
  deviceA = await connectDevice(url, serialA);
  deviceB = await connectDevice(url, serialB);
});
afterAll(async () => {
  await deviceA?.end(true).catch(() => undefined);
  await deviceB?.end(true).catch(() => undefined);
  await s?.close();
});

const post = (path: string, as: string, body?: unknown, lang?: string) =>
  s.call('POST', `/api/appCenter/${path}`, { token: tokens[as], body, ...(lang ? { lang } : {}) });
const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};
const nextA = () => deviceA.nextCommand(++seen.A);
const nextB = () => deviceB.nextCommand(++seen.B);
const report = (device: TestDevice, version: string | null) =>
  device.publish('event', { ts: new Date().toISOString(), type: 'apps', apps: version ? [{ packageName: 'jp.tokyovend.members', version }] : [] });
const devicesOf = async (body: Record<string, unknown> = {}) => {
  const res = await post('packageDevice/pageList', 'merchant01', { releaseId: release, ...body });
  expectCode(res, 200);
  return res.body.data as { list: { serialNum: string; state: string }[]; total: number; counts: Record<string, number> };
};
const stateOf = async (serial: string) => {
  const res = await post(`device/${serial}/appList`, 'merchant01');
  return (res.body.data as { packageName: string; state: string }[]).find((r) => r.packageName === 'jp.tokyovend.members')?.state;
};

describe("packageDevice: a release's devices", () => {
  it('lists the devices with their states; add sends a forced release to the new ones', async () => {
    const saved = await post('customerRelease/save', 'merchant01', {
      appId: membersApp,
      version: '1.0.1',
      scope: 'devices',
      serialNums: [serialA],
      installMode: 'forced',
      startupMode: 'auto',
    });
    expectCode(saved, 200);
    release = saved.body.data.id;
    const commandA = await nextA();
    expect(await devicesOf()).toMatchObject({ total: 1, counts: { pending: 1 }, list: [{ serialNum: serialA, state: 'pending' }] });

    const added = await post('packageDevice/add', 'merchant01', { releaseId: release, serialNums: [serialA, serialB] });
    expectCode(added, 200);
    expect(added.body.data).toMatchObject({ releaseId: release, added: 1, sent: [{ serialNum: serialB, requestId: expect.any(String) }] });
    const commandB = await nextB();
    expect(commandB).toMatchObject({ type: 30, payload: { version: '1.0.1' } });

    await deviceA.ack(commandA.requestId);
    await report(deviceA, '1.0.1');
    await deviceB.ack(commandB.requestId);
    await eventually(async () => (await devicesOf({ state: 'installed' })).total === 1);
    await eventually(async () => (await devicesOf()).counts.downloading === 1);
    expect((await devicesOf({ state: 'installed' })).list.map((r) => r.serialNum)).toEqual([serialA]);
    expect((await devicesOf({ pageSize: 1, pageNum: 2 })).list).toHaveLength(1);
  });

  it('delete/0 takes a named device off and cancels its open command; delete/1 also uninstalls', async () => {
    const off = await post('packageDevice/delete/0', 'merchant01', { releaseId: release, serialNums: [serialB] });
    expectCode(off, 200);
    expect(off.body.data).toEqual({ releaseId: release, deleted: 1, uninstalled: [] });
    expect(await stateOf(serialB)).toBe('canceled');
    expect((await devicesOf()).list.map((r) => r.serialNum)).toEqual([serialA]);
    expectCode(await post('packageDevice/delete/0', 'merchant01', { releaseId: release, serialNums: [serialB] }), 205067, 409);

    const gone = await post('packageDevice/delete/1', 'merchant01', { releaseId: release, serialNums: [serialA] });
    expectCode(gone, 200);
    expect(gone.body.data).toMatchObject({ deleted: 1, uninstalled: [{ serialNum: serialA, requestId: expect.any(String) }] });
    const uninstall = await nextA();
    expect(uninstall).toMatchObject({ type: 31, requestId: gone.body.data.uninstalled[0].requestId, payload: { packageName: 'jp.tokyovend.members' } });
    // A installed 1.0.1 before: that command keeps its state, the uninstall is the latest
    await deviceA.ack(uninstall.requestId);
    await report(deviceA, null);
    await eventually(async () => (await stateOf(serialA)) === 'removed');
    expect((await devicesOf()).total).toBe(0);
  });
});

describe('install history and reinstall', () => {
  it("lists the device's commands, the latest of each app with its state", async () => {
    const res = await post('deviceInstallConfig/installHistory', 'merchant01', { serialNum: serialA, appId: membersApp });
    expectCode(res, 200);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list).toEqual([
      expect.objectContaining({ op: 'uninstall', version: null, state: 'removed', releaseId: null }),
      expect.objectContaining({ op: 'install', version: '1.0.1', state: 'replaced', releaseId: release, appName: '東京ベンディング会員アプリ' }),
    ]);
  });

  it("an older version on Android is uninstalled first, and the answer warns the app's data is lost", async () => {
    // the device has 1.0.1; 1.0 is in its history from a direct install
    const direct = await post('deviceInstallConfig/install/1', 'merchant01', { appId: membersApp, version: '1.0', serialNums: [serialA] });
    expectCode(direct, 200);
    await nextA();
    const install101 = await post('deviceInstallConfig/install/1', 'merchant01', { appId: membersApp, version: '1.0.1', serialNums: [serialA] });
    await nextA();
    await report(deviceA, '1.0.1');
    await eventually(async () => (await stateOf(serialA)) === 'installed');
    const history = (await post('deviceInstallConfig/installHistory', 'merchant01', { serialNum: serialA })).body.data.list as {
      id: number;
      version: string | null;
    }[];
    const old = history.find((h) => h.version === '1.0')!;
    const res = await post('deviceInstallConfig/reinstallFromHistory', 'merchant01', { serialNum: serialA, historyId: old.id }, 'en');
    expectCode(res, 200);
    expect(res.body.data).toMatchObject({
      serialNum: serialA,
      version: '1.0',
      uninstallFirst: true,
      uninstallRequestId: expect.any(String),
      warning: "On Android an older version needs the app uninstalled first, and the app's data is lost",
    });
    expect(await nextA()).toMatchObject({ type: 31, requestId: res.body.data.uninstallRequestId });
    expect(await nextA()).toMatchObject({ type: 30, requestId: res.body.data.requestId, payload: { version: '1.0' } });

    // the same version again is no downgrade
    const same = history.find((h) => h.version === '1.0.1' && h.id !== old.id)!;
    expect(same).toBeDefined();
    expect(install101.body.code).toBe(200);
    const again = await post('deviceInstallConfig/reinstallFromHistory', 'merchant01', { serialNum: serialA, historyId: same.id });
    expectCode(again, 200);
    expect(again.body.data).toMatchObject({ version: '1.0.1', uninstallFirst: false, uninstallRequestId: null, warning: null });
    await nextA();
    // not an install of this device
    expectCode(await post('deviceInstallConfig/reinstallFromHistory', 'merchant01', { serialNum: serialB, historyId: old.id }), 205069, 404);
  });
});

describe('cancel/device', () => {
  it('stamps the open command canceled, once even when two race; a settled one is 205068', async () => {
    // the last reinstall of 1.0.1 was sent after the device's report: still open
    expect(await stateOf(serialA)).toBe('pending');
    const results = await Promise.all([1, 2].map(() => post('cancel/device', 'merchant01', { serialNum: serialA, appId: membersApp })));
    const done = results.filter((r) => r.body.code === 200);
    expect(done).toHaveLength(1);
    expect(done[0].body.data).toMatchObject({ serialNum: serialA, appId: membersApp, state: 'canceled' });
    expectCode(
      results.find((r) => r !== done[0])!,
      205068,
      409,
    );
    expect(await stateOf(serialA)).toBe('canceled');
    // B's latest command was cancelled when it was taken off the release
    expectCode(await post('cancel/device', 'merchant01', { serialNum: serialB, appId: membersApp }), 205068, 409);
  });
});

describe('refusals', () => {
  it("another estate's release, device or app is missing to the caller; a store user may not", async () => {
    expectCode(await post('packageDevice/pageList', 'merchant02', { releaseId: release }), 205064, 404);
    expectCode(await post('packageDevice/add', 'merchant02', { releaseId: release, serialNums: [naniwaDevice] }), 205064, 404);
    expectCode(await post('packageDevice/add', 'merchant01', { releaseId: release, serialNums: [naniwaDevice] }), 203001, 404);
    expectCode(await post('packageDevice/add', 'admin', { releaseId: release, serialNums: [naniwaDevice] }), 205061, 409);
    expectCode(await post('packageDevice/delete/1', 'merchant02', { releaseId: release, serialNums: [naniwaDevice] }), 205064, 404);
    expectCode(await post('deviceInstallConfig/installHistory', 'merchant02', { serialNum: serialA }), 203001, 404);
    expectCode(await post('deviceInstallConfig/reinstallFromHistory', 'merchant02', { serialNum: serialA, historyId: 1 }), 203001, 404);
    expectCode(await post('cancel/device', 'merchant02', { serialNum: serialA, appId: membersApp }), 203001, 404);
    expectCode(await post('cancel/device', 'merchant01', { serialNum: naniwaDevice, appId: membersApp }), 203001, 404);
    const [{ id: naniwaApp }] = await s.db.query<{ id: number }>(`select id from apps where package_name = 'jp.naniwa.guide'`);
    expectCode(await post('cancel/device', 'merchant01', { serialNum: serialA, appId: naniwaApp }), 205010, 404);
    expectCode(await post('deviceInstallConfig/reinstallFromHistory', 'merchant01', { serialNum: serialA, historyId: 999999 }), 205069, 404);
    for (const [path, body] of [
      ['packageDevice/pageList', { releaseId: release }],
      ['packageDevice/add', { releaseId: release, serialNums: [serialA] }],
      ['packageDevice/delete/0', { releaseId: release, serialNums: [serialA] }],
      ['deviceInstallConfig/installHistory', { serialNum: serialA }],
      ['deviceInstallConfig/reinstallFromHistory', { serialNum: serialA, historyId: 1 }],
      ['cancel/device', { serialNum: serialA, appId: membersApp }],
    ] as const)
      expectCode(await post(path, 'store01', body), 101005, 403);
    // a cancelled release takes no more devices
    expectCode(await post('customerRelease/cancel', 'merchant01', { id: release }), 200);
    expectCode(await post('packageDevice/add', 'merchant01', { releaseId: release, serialNums: [serialA] }), 205065, 409);
  });
});
