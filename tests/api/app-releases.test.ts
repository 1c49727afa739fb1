/**
 * Releases and the app market (openapi/apps/releases.yaml) over a real MQTT connection: a forced release is
 * installed through the direct install path (the same command the device gets from install/1, its command row
 * naming the release); a reminder release is offered in the market of the callers its scope reaches and nobody
 * else's; cancelling stamps the open commands canceled while finished ones keep their state (Mender's abort);
 * a version has one open release, also when two saves race; scope and permissions from the refused side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice, eventually, type TestDevice } from '../support/mqtt-device.js';
import { installState } from '../../src/domain/apps.js';

let s: TestServer;
let url: string;
const tokens: Record<string, string> = {};
let tokyoDevices: { serial_num: string; product_id: number }[];
let naniwaDevice: string;
let tokyoOrg: number;
let naniwaOrg: number;
let membersApp: number;
let controllerApp: number;
let naniwaApp: number;
const devices: TestDevice[] = [];

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  url = s.app.link!.deviceUrl;
  for (const account of ['admin', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  [{ id: tokyoOrg }] = await s.db.query<{ id: number }>(`select id from organisations where name = '東京ベンディング'`);
  [{ id: naniwaOrg }] = await s.db.query<{ id: number }>(`select id from organisations where name = 'なにわ自販機'`);
  const [first] = await s.db.query<{ id: number }>('select id from products order by id limit 1');
  // devices of the first product: version 1.0's package suits only that product
  tokyoDevices = await s.db.query(
    `select d.serial_num, d.product_id from devices d join organisations o on o.id = d.org_id
      where o.path like (select path from organisations where id = $1) || '%' and d.status = 1 and d.product_id = $2 order by d.serial_num limit 3`,
    [tokyoOrg, first.id],
  );
  [{ serial_num: naniwaDevice }] = await s.db.query(
    `select d.serial_num from devices d where d.org_path like (select path from organisations where id = $1) || '%' and d.status = 1 order by d.serial_num limit 1`,
    [naniwaOrg],
  );
  [{ id: membersApp }] = await s.db.query<{ id: number }>(`select id from apps where package_name = 'jp.tokyovend.members'`);
  [{ id: controllerApp }] = await s.db.query<{ id: number }>(`select id from apps where package_name = 'jp.ops.vending.controller'`);
  [{ id: naniwaApp }] = await s.db.query<{ id: number }>(`select id from apps where package_name = 'jp.naniwa.guide'`);
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
const stateOf = async (serial: string, pkg: string) => {
  const res = await post(`device/${serial}/appList`, 'merchant01');
  expectCode(res, 200);
  return (res.body.data as { packageName: string; state: string }[]).find((r) => r.packageName === pkg)?.state;
};
const market = async (as: string, body: unknown = {}) => {
  const res = await post('customerRelease/getAppMarketPageList', as, body);
  expectCode(res, 200);
  return res.body.data as { list: { releaseId: number; appId: number; version: string }[]; total: number };
};

let forcedRelease: number;

describe('a forced release to chosen devices', () => {
  it('installs through the direct install path: the device gets the install command, its row names the release', async () => {
    const [a, b] = tokyoDevices;
    const deviceA = await connectDevice(url, a.serial_num);
    const deviceB = await connectDevice(url, b.serial_num);
    devices.push(deviceA, deviceB);
    const res = await post('customerRelease/save', 'merchant01', {
      appId: membersApp,
      version: '1.0.1',
      scope: 'devices',
      serialNums: [a.serial_num, b.serial_num],
      installMode: 'forced',
      startupMode: 'kiosk',
    });
    expectCode(res, 200);
    expect(res.body.data).toEqual({ id: expect.any(Number), devices: 2, sent: 2 });
    forcedRelease = res.body.data.id;
    const commandA = await deviceA.nextCommand();
    const commandB = await deviceB.nextCommand();
    for (const command of [commandA, commandB]) {
      expect(command).toMatchObject({
        type: 30,
        payload: { appId: membersApp, packageName: 'jp.tokyovend.members', version: '1.0.1', installMode: 'forced', startupMode: 'kiosk' },
      });
    }
    const rows = await s.db.query<{ release_id: number; request_id: string }>(
      'select release_id, request_id from app_install_commands where release_id = $1 order by id',
      [forcedRelease],
    );
    expect(rows.map((r) => r.request_id).sort()).toEqual([commandA.requestId, commandB.requestId].sort());

    // A installs and reports; B only acknowledges
    await deviceA.ack(commandA.requestId);
    await deviceA.publish('event', { ts: new Date().toISOString(), type: 'apps', apps: [{ packageName: 'jp.tokyovend.members', version: '1.0.1' }] });
    await deviceB.ack(commandB.requestId);
    await eventually(async () => (await stateOf(a.serial_num, 'jp.tokyovend.members')) === 'installed');
    await eventually(async () => (await stateOf(b.serial_num, 'jp.tokyovend.members')) === 'downloading');

    const list = await post('customerRelease/pageList', 'merchant01', { appId: membersApp });
    expectCode(list, 200);
    expect(list.body.data.list[0]).toMatchObject({
      id: forcedRelease,
      appName: '東京ベンディング会員アプリ',
      version: '1.0.1',
      scope: 'devices',
      installMode: 'forced',
      startupMode: 'kiosk',
      status: 'published',
      serialNums: [a.serial_num, b.serial_num].sort(),
      commandCount: 2,
    });
  });

  it('a version has one open release (205063), also when two saves race', async () => {
    expectCode(
      await post('customerRelease/save', 'merchant01', { appId: membersApp, version: '1.0.1', scope: 'all', installMode: 'reminder', startupMode: 'auto' }),
      205063,
      409,
    );
    const body = { appId: membersApp, version: '1.0', scope: 'all', installMode: 'reminder', startupMode: 'auto' };
    const results = await Promise.all(Array.from({ length: 4 }, () => post('customerRelease/save', 'merchant01', body)));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 205063)).toHaveLength(3);
    const [{ n }] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from app_releases r join app_versions v on v.id = r.version_id where v.app_id = $1 and v.version = '1.0'`,
      [membersApp],
    );
    expect(n).toBe(1);
    // a reminder release sends nothing
    const open = results.find((r) => r.body.code === 200)!;
    expect(open.body.data.sent).toBe(0);
    expect(open.body.data.devices).toBeGreaterThan(0);
    const [{ c }] = await s.db.query<{ c: number }>('select count(*)::int as c from app_install_commands where release_id = $1', [open.body.data.id]);
    expect(c).toBe(0);
  });

  it('cancel stops what is open; finished commands keep their state; a second cancel is 205065', async () => {
    const [a, b] = tokyoDevices;
    const results = await Promise.all([
      post('customerRelease/cancel', 'merchant01', { id: forcedRelease }),
      post('customerRelease/cancel', 'merchant01', { id: forcedRelease }),
    ]);
    const done = results.find((r) => r.body.code === 200)!;
    expect(done.body.data).toEqual({ id: forcedRelease, canceled: 1 });
    expectCode(
      results.find((r) => r !== done)!,
      205065,
      409,
    );
    expect(await stateOf(a.serial_num, 'jp.tokyovend.members')).toBe('installed');
    expect(await stateOf(b.serial_num, 'jp.tokyovend.members')).toBe('canceled');
    const list = await post('customerRelease/pageList', 'merchant01', { status: 'canceled' });
    expect(list.body.data.list.map((r: { id: number }) => r.id)).toContain(forcedRelease);
    expectCode(await post('customerRelease/updatePubStrategy', 'merchant01', { id: forcedRelease, installMode: 'reminder', startupMode: 'auto' }), 205065, 409);
    // the version may be published again once its release is cancelled
    const again = await post('customerRelease/save', 'merchant01', {
      appId: membersApp,
      version: '1.0.1',
      scope: 'devices',
      serialNums: [a.serial_num],
      installMode: 'reminder',
      startupMode: 'auto',
    });
    expectCode(again, 200);
  });
});

describe('the app market', () => {
  it("a providers release reaches the chosen organisations' callers and nobody else", async () => {
    const res = await post('customerRelease/save', 'admin', {
      appId: controllerApp,
      version: '1.2.3',
      scope: 'providers',
      orgIds: [tokyoOrg],
      installMode: 'reminder',
      startupMode: 'kiosk',
    });
    expectCode(res, 200);
    const release = res.body.data.id;
    expect((await market('merchant01')).list.map((r) => r.releaseId)).toContain(release);
    expect((await market('merchant02')).list.map((r) => r.releaseId)).not.toContain(release);
    expect((await market('admin')).list.map((r) => r.releaseId)).toContain(release);
    // the merchant's own releases are in its market too, filtered by platform and name
    expect((await market('merchant01', { name: '会員' })).list.every((r) => r.appId === membersApp)).toBe(true);
    expect((await market('merchant01', { platform: 'windows' })).total).toBe(0);

    const all = await post('customerRelease/getAppMarketList', 'merchant01', {});
    expectCode(all, 200);
    expect(all.body.data.map((r: { releaseId: number }) => r.releaseId)).toContain(release);

    const versions = await post('packages/getAppMarketPckVersionPageList', 'merchant01', { appId: controllerApp });
    expectCode(versions, 200);
    // the demo's kiosk release of 1.1.0 reaches 東京ベンディング too: newest version first
    expect(versions.body.data.list.map((r: { version: string }) => r.version)).toEqual(['1.2.3', '1.1.0']);
    expect(versions.body.data.list[0]).toMatchObject({
      version: '1.2.3',
      packages: [expect.objectContaining({ md5: expect.stringMatching(/^[0-9a-f]{32}$/) })],
    });
    const refused = await post('packages/getAppMarketPckVersionPageList', 'merchant02', { appId: controllerApp });
    expect(refused.body.data).toEqual({ list: [], total: 0 });

    // kiosk-mode apps the caller is offered
    const kiosk = await post('customerRelease/getKioskModeApp', 'merchant01', {});
    expectCode(kiosk, 200);
    expect(kiosk.body.data.map((r: { releaseId: number }) => r.releaseId)).toContain(release);
    expect((await post('customerRelease/getKioskModeApp', 'merchant02', {})).body.data.map((r: { releaseId: number }) => r.releaseId)).not.toContain(release);

    // a delisted app is not in the market; a cancelled release neither
    await s.db.query('update apps set shelf = 0 where id = $1', [controllerApp]);
    expect((await market('merchant01')).list.map((r) => r.releaseId)).not.toContain(release);
    await s.db.query('update apps set shelf = 1 where id = $1', [controllerApp]);
    expectCode(await post('customerRelease/cancel', 'admin', { id: release }), 200);
    expect((await market('merchant01')).list.map((r) => r.releaseId)).not.toContain(release);
  });

  it("turning a reminder release forced sends it to the scope's devices not yet sent it", async () => {
    const [, , c] = tokyoDevices;
    const deviceC = await connectDevice(url, c.serial_num);
    devices.push(deviceC);
    const saved = await post('customerRelease/save', 'admin', {
      appId: controllerApp,
      version: '1.0.0',
      scope: 'devices',
      serialNums: [c.serial_num],
      installMode: 'reminder',
      startupMode: 'auto',
    });
    expectCode(saved, 200);
    expect(saved.body.data.sent).toBe(0);
    const turned = await post('customerRelease/updatePubStrategy', 'admin', { id: saved.body.data.id, installMode: 'forced', startupMode: 'manual' });
    expectCode(turned, 200);
    expect(turned.body.data).toEqual({ id: saved.body.data.id, sent: 1 });
    const command = await deviceC.nextCommand();
    expect(command).toMatchObject({
      type: 30,
      payload: { packageName: 'jp.ops.vending.controller', version: '1.0.0', installMode: 'forced', startupMode: 'manual' },
    });
    // again: nothing new to send
    const again = await post('customerRelease/updatePubStrategy', 'admin', { id: saved.body.data.id, installMode: 'forced', startupMode: 'manual' });
    expect(again.body.data.sent).toBe(0);
  });
});

describe('refusals', () => {
  it('scope: a merchant publishes only its own apps, to its own devices and organisations', async () => {
    const body = { version: '3.0', scope: 'all', installMode: 'reminder', startupMode: 'auto' };
    expectCode(await post('customerRelease/save', 'merchant01', { ...body, appId: naniwaApp }), 205010, 404);
    expectCode(
      await post('customerRelease/save', 'merchant01', {
        appId: membersApp,
        version: '1.0.1',
        scope: 'devices',
        serialNums: [naniwaDevice],
        installMode: 'reminder',
        startupMode: 'auto',
      }),
      203001,
      404,
    );
    expectCode(
      await post('customerRelease/save', 'merchant01', {
        appId: membersApp,
        version: '1.0.1',
        scope: 'providers',
        orgIds: [naniwaOrg],
        installMode: 'reminder',
        startupMode: 'auto',
      }),
      200001,
      404,
    );
    // the platform reaches both estates, but a merchant's app is not published to another merchant
    expectCode(
      await post('customerRelease/save', 'admin', {
        appId: membersApp,
        version: '1.0.1',
        scope: 'providers',
        orgIds: [naniwaOrg],
        installMode: 'reminder',
        startupMode: 'auto',
      }),
      205066,
      409,
    );
    expectCode(
      await post('customerRelease/save', 'admin', {
        appId: membersApp,
        version: '1.0.1',
        scope: 'devices',
        serialNums: [naniwaDevice],
        installMode: 'reminder',
        startupMode: 'auto',
      }),
      205061,
      409,
    );
    expectCode(
      await post('customerRelease/save', 'merchant01', { appId: membersApp, version: '9.9', scope: 'all', installMode: 'reminder', startupMode: 'auto' }),
      205028,
      404,
    );
    const [{ id: signage }] = await s.db.query<{ id: number }>(`select id from apps where package_name = 'jp.ops.signage.player'`);
    expectCode(
      await post('customerRelease/save', 'admin', { appId: signage, version: '2.2', scope: 'all', installMode: 'reminder', startupMode: 'auto' }),
      205034,
      409,
    );
    // a release of another estate is missing to the caller
    expectCode(await post('customerRelease/cancel', 'merchant02', { id: forcedRelease }), 205064, 404);
    expectCode(await post('customerRelease/updatePubStrategy', 'merchant02', { id: forcedRelease, installMode: 'forced', startupMode: 'auto' }), 205064, 404);
    expect((await post('customerRelease/pageList', 'merchant02', {})).body.data.list.every((r: { orgName: string }) => r.orgName !== '東京ベンディング')).toBe(
      true,
    );
    // nothing was written for the refused saves
    const [{ n }] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from app_releases where created_by = (select id from users where account = 'merchant02')`,
    );
    expect(n).toBe(0);
  });

  it('a forced release needs a package for every device it reaches (205062): nothing is published', async () => {
    // the controller's 1.2.3 is a differential package only
    const before = await s.db.query<{ n: number }>('select count(*)::int as n from app_releases');
    expectCode(
      await post('customerRelease/save', 'admin', {
        appId: controllerApp,
        version: '1.2.3',
        scope: 'providers',
        orgIds: [tokyoOrg],
        installMode: 'forced',
        startupMode: 'auto',
      }),
      205062,
      409,
    );
    const after = await s.db.query<{ n: number }>('select count(*)::int as n from app_releases');
    expect(after[0].n).toBe(before[0].n);
  });

  it('permissions: a store user may neither publish nor see the market', async () => {
    expectCode(
      await post('customerRelease/save', 'store01', { appId: membersApp, version: '1.0.1', scope: 'all', installMode: 'reminder', startupMode: 'auto' }),
      101005,
      403,
    );
    for (const path of [
      'customerRelease/pageList',
      'customerRelease/getAppMarketPageList',
      'customerRelease/getAppMarketList',
      'customerRelease/getKioskModeApp',
    ]) {
      expectCode(await post(path, 'store01', {}), 101005, 403);
    }
    expectCode(await post('customerRelease/cancel', 'store01', { id: forcedRelease }), 101005, 403);
    expectCode(
      await post('customerRelease/save', 'merchant01', {
        appId: membersApp,
        version: '1.0.1',
        scope: 'providers',
        installMode: 'reminder',
        startupMode: 'auto',
      }),
      100001,
      400,
    );
  });
});

describe('installState: a cancelled command', () => {
  const t0 = new Date('2026-11-27T10:00:00Z');
  const base = {
    op: 'install' as const,
    targetVersion: '1.2',
    sentAt: t0,
    ackResult: null,
    ackedAt: null,
    reportedAt: null,
    reportedVersion: null,
    now: new Date(t0.getTime() + 60_000),
  };
  it('is canceled while open, keeps a settled state', () => {
    const canceledAt = new Date(t0.getTime() + 10_000);
    expect(installState({ ...base, canceledAt })).toBe('canceled');
    expect(installState({ ...base, canceledAt, ackResult: 'ok', ackedAt: t0, reportedAt: new Date(t0.getTime() + 20_000), reportedVersion: '1.2' })).toBe(
      'installed',
    );
    expect(installState({ ...base, canceledAt, ackResult: 'error', ackedAt: t0 })).toBe('failed');
  });
});

describe('the count before a release is saved (customerRelease/reach)', () => {
  const enabledUnder = async (orgIds: number[]) => {
    const [{ n }] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from devices d where d.status = 1
          and exists (select 1 from organisations o where o.id = any($1::bigint[]) and d.org_path like o.path || '%')`,
      [orgIds],
    );
    return n;
  };
  const reach = (as: string, body: Record<string, unknown>) => post('customerRelease/reach', as, { installMode: 'reminder', startupMode: 'auto', ...body });

  it('counts the enabled devices each scope reaches, as the save then reaches them, and writes nothing', async () => {
    const [{ n: before }] = await s.db.query<{ n: number }>('select count(*)::int as n from app_releases');
    const [{ id: root }] = await s.db.query<{ id: number }>('select org_id as id from apps where id = $1', [controllerApp]);
    const all = await reach('admin', { appId: controllerApp, version: '1.2.3', scope: 'all' });
    expectCode(all, 200);
    expect(all.body.data).toEqual({ count: await enabledUnder([root]) });
    const providers = await reach('admin', { appId: controllerApp, version: '1.2.3', scope: 'providers', orgIds: [tokyoOrg, naniwaOrg] });
    expect(providers.body.data.count).toBe(await enabledUnder([tokyoOrg, naniwaOrg]));
    expect(providers.body.data.count).toBeGreaterThan(0);
    expect(providers.body.data.count).toBeLessThan(all.body.data.count);
    const named = await reach('merchant01', {
      appId: membersApp,
      version: '1.0.1',
      scope: 'devices',
      serialNums: tokyoDevices.slice(0, 2).map((d) => d.serial_num),
    });
    expect(named.body.data).toEqual({ count: 2 });
    const [{ n: after }] = await s.db.query<{ n: number }>('select count(*)::int as n from app_releases');
    expect(after).toBe(before);

    // the save reaches what the count said
    const saved = await post('customerRelease/save', 'admin', {
      appId: controllerApp,
      version: '1.2.3',
      scope: 'providers',
      orgIds: [naniwaOrg],
      installMode: 'reminder',
      startupMode: 'auto',
    });
    expectCode(saved, 200);
    expect(saved.body.data.devices).toBe(await enabledUnder([naniwaOrg]));
    expectCode(await post('customerRelease/cancel', 'admin', { id: saved.body.data.id }), 200);
  });

  it("is refused like the save: another merchant's app, an organisation outside the caller's, a user without the right", async () => {
    expectCode(await reach('merchant02', { appId: membersApp, version: '1.0.1', scope: 'all' }), 205010);
    expectCode(await reach('merchant01', { appId: membersApp, version: '1.0.1', scope: 'providers', orgIds: [naniwaOrg] }), 200001);
    expectCode(await reach('merchant01', { appId: membersApp, version: '9.9.9', scope: 'all' }), 205028);
    expectCode(await reach('merchant01', { appId: membersApp, version: '1.0.1', scope: 'devices', serialNums: [naniwaDevice] }), 203001);
    expectCode(await reach('store01', { appId: membersApp, version: '1.0.1', scope: 'all' }), 101005, 403);
    // a scope's missing list is the schema's refusal, before anything is counted
    expectCode(await reach('merchant01', { appId: membersApp, version: '1.0.1', scope: 'providers' }), 100001, 400);
  });
});
