/**
 * The bundled simulator fails installs on request (so a demo gray release can pause by itself): `badMd5` (a
 * corrupted download fails its MD5 check) and `installFail` answer the install with an error — "failed"; `noReport`
 * installs but never reports, so the install stays "downloading" until it times out. Over real HTTP and MQTT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { eventually } from '../support/mqtt-device.js';
import { SimulatedDevice, type Misbehaviour } from '../../src/simulator/device.js';

let s: TestServer;
let token: string;
let membersApp: number;
let serials: string[];
let address: string;
const running: SimulatedDevice[] = [];

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  token = await s.login('merchant01');
  [{ id: membersApp }] = await s.db.query<{ id: number }>(`select id from apps where package_name = 'jp.tokyovend.members'`);
  await s.db.query(`update app_packages set products = '{}' where version_id = (select id from app_versions where app_id = $1 and version = '1.0.1')`, [
    membersApp,
  ]);
  serials = (
    await s.db.query<{ serial_num: string }>(
      `select d.serial_num from devices d where d.org_path like (select path from organisations where name = '東京ベンディング') || '%' and d.status = 1 order by d.serial_num limit 4`,
    )
  ).map((r) => r.serial_num);
  address = await s.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const d of running) await d.stop(true).catch(() => undefined);
  await s?.close();
});

const stateOf = async (serial: string) => {
  const res = await s.call('POST', `/api/appCenter/device/${serial}/appList`, { token });
  return (res.body.data as { packageName: string; state: string }[]).find((r) => r.packageName === 'jp.tokyovend.members')?.state;
};

describe('simulated install failures', () => {
  it('badMd5 and installFail are "failed", noReport stays "downloading", a sound device "installed"', async () => {
    const kinds: (Misbehaviour | null)[] = ['badMd5', 'installFail', 'noReport', null];
    for (const [i, kind] of kinds.entries()) {
      const device = new SimulatedDevice({
        url: s.app.link!.deviceUrl,
        serialNum: serials[i],
        telemetryEveryMs: [3_600_000, 3_600_000],
        firstTelemetryMs: 3_600_000,
        misbehave: new Set(kind ? [kind] : []),
      });
      await device.start();
      running.push(device);
    }
    const res = await s.call('POST', '/api/appCenter/deviceInstallConfig/install/1', {
      token,
      body: { appId: membersApp, version: '1.0.1', serialNums: serials },
      headers: { host: new URL(address).host },
    });
    expect(res.body.code).toBe(200);
    await eventually(async () => (await stateOf(serials[3])) === 'installed', 15_000);
    await eventually(async () => (await stateOf(serials[0])) === 'failed', 15_000);
    await eventually(async () => (await stateOf(serials[1])) === 'failed', 15_000);
    await eventually(async () => (await stateOf(serials[2])) === 'downloading', 15_000);
  }, 40_000);
});
