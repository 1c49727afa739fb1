/**
 * The app centre's direct install path (openapi/apps/installs.yaml) end to end over a real MQTT connection: the
 * embedded broker on an ephemeral port, mqtt.js clients standing in for demo devices. install/1 pushes the
 * package's signed address (fetched here without a session, refused once expired or for another file); the
 * four link stages are recorded as for every push; the device's ack alone is "downloading", only its `apps`
 * report makes "installed" (or "wrongVersion"); an error ack is "failed"; uninstall is "removed" when the
 * report no longer lists the package. Scope from the refused side.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice, eventually, type TestDevice } from '../support/mqtt-device.js';
import { signedPath } from '../../src/server/areas/apps/download-links.js';
import { installState } from '../../src/domain/apps.js';
import { SimulatedDevice } from '../../src/simulator/device.js';

let s: TestServer;
let url: string;
const tokens: Record<string, string> = {};
let tokyoDevices: { serial_num: string; product_id: number }[];
let naniwaDevice: string;
let membersApp: number;
const devices: TestDevice[] = [];

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  url = s.app.link!.deviceUrl;
  for (const account of ['admin', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  tokyoDevices = await s.db.query(
    `select d.serial_num, d.product_id from devices d join organisations o on o.id = d.org_id
      where o.path like (select path from organisations where name = '東京ベンディング') || '%' and d.status = 1 order by d.serial_num limit 2`,
  );
  [{ serial_num: naniwaDevice }] = await s.db.query(
    `select d.serial_num from devices d where d.org_path like (select path from organisations where name = 'なにわ自販機') || '%' and d.status = 1 order by d.serial_num limit 1`,
  );
  [{ id: membersApp }] = await s.db.query<{ id: number }>(`select id from apps where package_name = 'jp.tokyovend.members'`);
});
afterAll(async () => {
  for (const d of devices) await d.end(true).catch(() => undefined);
  await s?.close();
});

const post = (path: string, as: string, body?: unknown) => s.call('POST', `/api/appCenter/${path}`, { token: tokens[as], body });
const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};
const appList = async (serial: string, as = 'merchant01') => {
  const res = await post(`device/${serial}/appList`, as);
  expectCode(res, 200);
  return res.body.data as { appId: number | null; packageName: string; version: string | null; targetVersion: string | null; state: string }[];
};
const stateOf = async (serial: string, pkg: string) => (await appList(serial)).find((r) => r.packageName === pkg)?.state;

describe('install/1 → the device fetches, acks, reports', () => {
  it('pushes the package\'s signed address; the ack alone is "downloading"; the report makes "installed"', async () => {
    const serial = tokyoDevices[0].serial_num;
    const device = await connectDevice(url, serial);
    devices.push(device);
    const res = await post('deviceInstallConfig/install/1', 'merchant01', { appId: membersApp, version: '1.0.1', serialNums: [serial], startupMode: 'kiosk' });
    expectCode(res, 200);
    expect(res.body.data).toEqual([{ serialNum: serial, requestId: expect.any(String) }]);
    const command = await device.nextCommand();
    expect(command).toMatchObject({ requestId: res.body.data[0].requestId, type: 30 });
    const payload = command.payload as Record<string, any>;
    expect(payload).toMatchObject({ appId: membersApp, packageName: 'jp.tokyovend.members', version: '1.0.1', installMode: 'forced', startupMode: 'kiosk' });
    expect(await stateOf(serial, 'jp.tokyovend.members')).toBe('pending');

    // the device fetches the package without a session; what it gets has the MD5 and size it was told
    const link = new URL(payload.url);
    const download = await s.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(payload.size);
    expect(createHash('md5').update(download.rawPayload).digest('hex')).toBe(payload.md5);

    await device.ack(command.requestId);
    await eventually(async () => (await stateOf(serial, 'jp.tokyovend.members')) === 'downloading');
    // the four link stages of the push are there, as for every push
    const stages = await s.db.query<{ stage: string }>('select stage from push_stages where request_id = $1 order by at', [command.requestId]);
    expect(stages.map((x) => x.stage)).toEqual(expect.arrayContaining(['apiSent', 'deviceReceived']));

    await device.publish('event', {
      ts: new Date().toISOString(),
      type: 'apps',
      apps: [
        { packageName: 'jp.tokyovend.members', version: '1.0.1' },
        { packageName: 'com.android.chrome', version: '120.0' },
      ],
    });
    await eventually(async () => (await stateOf(serial, 'jp.tokyovend.members')) === 'installed');
    const list = await appList(serial);
    expect(list).toEqual([
      { appId: null, packageName: 'com.android.chrome', version: '120.0', targetVersion: null, state: 'installed' },
      { appId: membersApp, packageName: 'jp.tokyovend.members', version: '1.0.1', targetVersion: '1.0.1', state: 'installed' },
    ]);
  });

  it('a report of another version after the ack is "wrongVersion"; an error ack "failed"; an older report changes nothing', async () => {
    const serial = tokyoDevices[0].serial_num;
    const device = devices[0];
    const res = await post('deviceInstallConfig/install/1', 'merchant01', {
      appId: membersApp,
      version: '1.0.1',
      serialNums: [serial],
      installMode: 'reminder',
    });
    expectCode(res, 200);
    const command = await device.nextCommand(2);
    expect((command.payload as any).installMode).toBe('reminder');
    await device.ack(command.requestId);
    await eventually(async () => (await stateOf(serial, 'jp.tokyovend.members')) === 'downloading');
    // a report stamped before the last one (by the device's clock) is not taken
    await device.publish('event', { ts: new Date(Date.now() - 3600_000).toISOString(), type: 'apps', apps: [] });
    await device.publish('event', { ts: new Date().toISOString(), type: 'apps', apps: [{ packageName: 'jp.tokyovend.members', version: '1.0' }] });
    await eventually(async () => (await stateOf(serial, 'jp.tokyovend.members')) === 'wrongVersion');
    const [row] = await s.db.query<{ n: number }>(`select count(*)::int as n from device_apps d join devices v on v.id = d.device_id where v.serial_num = $1`, [
      serial,
    ]);
    expect(row.n).toBe(1);

    const again = await post('deviceInstallConfig/install/1', 'merchant01', { appId: membersApp, version: '1.0.1', serialNums: [serial] });
    const failed = await device.nextCommand(3);
    expect(failed.requestId).toBe(again.body.data[0].requestId);
    await device.ack(failed.requestId, 'error');
    await eventually(async () => (await stateOf(serial, 'jp.tokyovend.members')) === 'failed');
  });

  it('uninstall (install/0) is "removed" once the report no longer lists the package', async () => {
    const serial = tokyoDevices[0].serial_num;
    const device = devices[0];
    const res = await post('deviceInstallConfig/install/0', 'merchant01', { appId: membersApp, serialNums: [serial] });
    expectCode(res, 200);
    const command = await device.nextCommand(4);
    expect(command).toMatchObject({ type: 31, payload: { appId: membersApp, packageName: 'jp.tokyovend.members' } });
    await device.ack(command.requestId);
    await eventually(async () => (await stateOf(serial, 'jp.tokyovend.members')) === 'downloading');
    await device.publish('event', { ts: new Date().toISOString(), type: 'apps', apps: [{ packageName: 'com.android.chrome', version: '120.0' }] });
    await eventually(async () => (await stateOf(serial, 'jp.tokyovend.members')) === 'removed');
    expect((await appList(serial)).find((r) => r.packageName === 'jp.tokyovend.members')).toMatchObject({ version: null, targetVersion: null });
  });

  it('an invalid event (no apps list) is dropped by the protocol, not stored', async () => {
    const device = devices[0];
    const before = await s.db.query<{ n: number }>(`select count(*)::int as n from device_dropped_messages`);
    await device.publish('event', { ts: new Date().toISOString(), type: 'apps' });
    await eventually(async () => (await s.db.query<{ n: number }>(`select count(*)::int as n from device_dropped_messages`))[0].n > before[0].n);
  });
});

describe('the bundled simulator as the device', () => {
  it('fetches the package from its signed address over HTTP, checks its MD5, installs it and reports it: "installed"', async () => {
    // the simulated device fetches over real HTTP: the server listens on a port of its own for this
    const address = await s.app.listen({ port: 0, host: '127.0.0.1' });
    const serial = tokyoDevices[1].serial_num;
    const device = new SimulatedDevice({ url, serialNum: serial, telemetryEveryMs: [3_600_000, 3_600_000], firstTelemetryMs: 3_600_000 });
    await device.start();
    try {
      // its boot report is in: the platform's controller at the version it came with
      await eventually(async () => (await appList(serial)).some((r) => r.packageName === 'com.android.webview'));
      const res = await s.call('POST', '/api/appCenter/deviceInstallConfig/install/1', {
        token: tokens.merchant01,
        body: { appId: membersApp, version: '1.0.1', serialNums: [serial] },
        headers: { host: new URL(address).host },
      });
      expectCode(res, 200);
      await eventually(async () => (await stateOf(serial, 'jp.tokyovend.members')) === 'installed', 15_000);
      expect((await appList(serial)).find((r) => r.packageName === 'jp.tokyovend.members')).toMatchObject({ version: '1.0.1', targetVersion: '1.0.1' });
    } finally {
      await device.stop(true);
    }
  }, 30_000);
});

describe('the signed package address', () => {
  it('works without a session until it expires, for its own file only', async () => {
    const [file] = await s.db.query<{ key: string }>(`select key from package_files where demo order by key limit 2`);
    const [, other] = await s.db.query<{ key: string }>(`select key from package_files where demo order by key limit 2`);
    const good = await signedPath(s.db, file.key, Math.floor(Date.now() / 1000) + 60);
    expect((await s.app.inject({ method: 'GET', url: good })).statusCode).toBe(200);
    const expired = await signedPath(s.db, file.key, Math.floor(Date.now() / 1000) - 1);
    const refused = await s.call('GET', expired, { lang: 'en' });
    expectCode(refused, 205060, 403);
    expect(refused.body.msg).toBe('The download link is invalid or has expired');
    // the signature of one file does not open another
    const swapped = good.replace(file.key, other.key);
    expectCode(await s.call('GET', swapped), 205060, 403);
    const tampered = good.replace(/expires=(\d+)/, (_m, n) => `expires=${Number(n) + 3600}`);
    expectCode(await s.call('GET', tampered), 205060, 403);
  });
});

describe('refusals', () => {
  it("the app, the version and the devices must be the caller's and fit", async () => {
    const serial = tokyoDevices[0].serial_num;
    expectCode(await post('deviceInstallConfig/install/1', 'merchant01', { appId: membersApp, version: '9.9', serialNums: [serial] }), 205028, 404);
    expectCode(await post('deviceInstallConfig/install/1', 'merchant01', { appId: membersApp, version: '1.0.1', serialNums: [naniwaDevice] }), 203001, 404);
    expectCode(await post('deviceInstallConfig/install/1', 'merchant02', { appId: membersApp, version: '1.0.1', serialNums: [naniwaDevice] }), 205010, 404);
    expectCode(await post('deviceInstallConfig/install/0', 'merchant02', { appId: membersApp, serialNums: [naniwaDevice] }), 205010, 404);
    // the platform may reach both, but a merchant's app does not go onto another merchant's device
    expectCode(await post('deviceInstallConfig/install/1', 'admin', { appId: membersApp, version: '1.0.1', serialNums: [naniwaDevice] }), 205061, 409);
    expectCode(await post(`device/${naniwaDevice}/appList`, 'merchant01'), 203001, 404);
    expectCode(await post(`device/${serial}/appList`, 'store01'), 101005, 403);
    expectCode(await post('deviceInstallConfig/install/1', 'store01', { appId: membersApp, version: '1.0.1', serialNums: [serial] }), 101005, 403);
    // version 1.0's only package suits the first product: a device of another product has none
    const [first] = await s.db.query<{ id: number }>('select id from products order by id limit 1');
    const other = tokyoDevices.find((d) => Number(d.product_id) !== Number(first.id));
    if (other)
      expectCode(await post('deviceInstallConfig/install/1', 'merchant01', { appId: membersApp, version: '1.0', serialNums: [other.serial_num] }), 205062, 409);
    // an invalid version is not sent
    const [{ id: signage }] = await s.db.query<{ id: number }>(`select id from apps where package_name = 'jp.ops.signage.player'`);
    expectCode(await post('deviceInstallConfig/install/1', 'admin', { appId: signage, version: '2.2', serialNums: [serial] }), 205034, 409);
    const commands = await s.db.query<{ n: number }>(
      `select count(*)::int as n from app_install_commands where created_by = (select id from users where account = 'merchant02')`,
    );
    expect(commands[0].n).toBe(0);
  });
});

describe('installState (src/domain/apps.ts)', () => {
  const t0 = new Date('2026-11-27T10:00:00Z');
  const at = (s: number) => new Date(t0.getTime() + s * 1000);
  const base = {
    op: 'install' as const,
    targetVersion: '1.2',
    sentAt: t0,
    ackResult: null,
    ackedAt: null,
    reportedAt: null,
    reportedVersion: null,
    now: at(60),
  };
  it.each([
    ['not acknowledged', {}, 'pending'],
    ['acknowledged, no report', { ackResult: 'ok', ackedAt: at(1) }, 'downloading'],
    ['the target reported after sending ("1.2.0" is 1.2)', { ackResult: 'ok', ackedAt: at(1), reportedAt: at(30), reportedVersion: '1.2.0' }, 'installed'],
    ['the target reported without an ack', { reportedAt: at(30), reportedVersion: '1.2' }, 'installed'],
    ['a report from before sending', { reportedAt: at(-5), reportedVersion: '1.2' }, 'pending'],
    ['another version reported after the ack', { ackResult: 'ok', ackedAt: at(1), reportedAt: at(30), reportedVersion: '1.1' }, 'wrongVersion'],
    ['another version reported before the ack', { ackResult: 'ok', ackedAt: at(40), reportedAt: at(30), reportedVersion: '1.1' }, 'downloading'],
    ['an error ack', { ackResult: 'error', ackedAt: at(1) }, 'failed'],
    ['nothing for 31 minutes', { now: at(31 * 60) }, 'timedOut'],
    ['acked, nothing reported for 31 minutes', { ackResult: 'ok', ackedAt: at(1), now: at(31 * 60) }, 'timedOut'],
    [
      'an uninstall the report confirms',
      { op: 'uninstall', targetVersion: null, ackResult: 'ok', ackedAt: at(1), reportedAt: at(30), reportedVersion: null },
      'removed',
    ],
    [
      'an uninstall still there after the ack',
      { op: 'uninstall', targetVersion: null, ackResult: 'ok', ackedAt: at(1), reportedAt: at(30), reportedVersion: '1.2' },
      'wrongVersion',
    ],
  ] as const)('%s → %s', (_label, over, state) => {
    expect(installState({ ...base, ...(over as object) } as Parameters<typeof installState>[0])).toBe(state);
  });
});
