/**
 * Choose-device and sending a boot animation over a real MQTT connection (issue 18): the resolved count of
 * a filter (route, model, product, organisation) in the caller's scope; the push reaches each chosen device
 * through the link's one path with a signed address of the zip; the device's screenApplied report (once) is
 * what the deliveries show; the simulator fetches, checks the MD5 and reports it applied. Refusals from the
 * side of a user who must be refused.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { connectDevice, eventually, type TestDevice } from '../support/mqtt-device.js';
import { multipart } from '../support/multipart.js';
import { zipOf } from '../support/zip.js';
import { png } from '../support/png.js';
import { SimulatedDevice } from '../../src/simulator/device.js';

let s: TestServer;
let url: string;
const tokens: Record<string, string> = {};
let animationId: number;
let zip: Buffer;
const devices: TestDevice[] = [];

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  url = s.app.link!.deviceUrl;
  for (const account of ['admin', 'merchant01', 'merchant02', 'store01', 'bd01']) tokens[account] = await s.login(account);
  zip = zipOf([
    { name: 'desc.txt', data: '32 24 10\np 0 0 part0\n' },
    { name: 'part0/0.png', data: png(32, 24) },
    { name: 'part0/1.png', data: png(32, 24) },
  ]);
  const { payload, headers } = multipart({ name: 'push test' }, [{ field: 'file', name: 'bootanimation.zip', data: zip }]);
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/custom/bootAnimation/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${tokens.merchant01}` },
  });
  animationId = JSON.parse(res.body).data.id;
});
afterAll(async () => {
  for (const d of devices) await d.end(true).catch(() => undefined);
  await s?.close();
});

const post = (path: string, as: string, body?: unknown, headers?: Record<string, string>) =>
  s.call('POST', `/api${path}`, { token: tokens[as], body, headers });
/** The enabled, activated devices of an organisation's subtree, by hand. */
const handCount = async (org: string, extra = '', params: unknown[] = []) =>
  (
    await s.db.query<{ n: number }>(
      `select count(*)::int as n from devices d where d.org_path like (select path from organisations where name = $1) || '%' and d.status = 1 and d.activated_at is not null ${extra}`,
      [org, ...params],
    )
  )[0].n;

describe('choose-device', () => {
  it("counts the devices a filter picks in the caller's scope: organisation, product, model, route", async () => {
    const tokyo = await handCount('東京ベンディング');
    expect(tokyo).toBeGreaterThan(1);
    expect((await post('/custom/device/count', 'merchant01', {})).body.data).toEqual({ count: tokyo });
    const shibuya = await orgId(s.db, '渋谷駅前店');
    expect((await post('/custom/device/count', 'merchant01', { orgId: shibuya })).body.data.count).toBe(await handCount('渋谷駅前店'));
    const [p] = await s.db.query<{ id: number; model: string }>(
      `select p.id, p.model from products p join devices d on d.product_id = p.id where d.org_path like (select path from organisations where name = '東京ベンディング') || '%' group by p.id order by count(*) desc limit 1`,
    );
    expect((await post('/custom/device/count', 'merchant01', { productId: p.id })).body.data.count).toBe(
      await handCount('東京ベンディング', 'and d.product_id = $2', [p.id]),
    );
    expect((await post('/custom/device/count', 'merchant01', { model: p.model })).body.data.count).toBe(
      await handCount('東京ベンディング', 'and d.product_id in (select id from products where model = $2)', [p.model]),
    );
    const [route] = await s.db.query<{ id: number }>(
      `select r.id from routes r join organisations o on o.id = r.org_id where o.name = '東京ベンディング' order by r.id limit 1`,
    );
    if (route) {
      expect((await post('/custom/device/count', 'merchant01', { routeId: route.id })).body.data.count).toBe(
        await handCount('東京ベンディング', 'and d.id in (select device_id from route_devices where route_id = $2)', [route.id]),
      );
    }
  });

  it("refuses another merchant's organisation (200006) or route (203012), a bad filter (100001), a role without the code (101005)", async () => {
    expect((await post('/custom/device/count', 'merchant02', { orgId: await orgId(s.db, '東京ベンディング') })).body.code).toBe(200006);
    const [route] = await s.db.query<{ id: number }>(
      `select r.id from routes r join organisations o on o.id = r.org_id where o.name <> 'なにわ自販機' and o.path not like (select path from organisations where name = 'なにわ自販機') || '%' order by r.id limit 1`,
    );
    if (route) expect((await post('/custom/device/count', 'merchant02', { routeId: route.id })).body.code).toBe(203012);
    expect((await post('/custom/device/count', 'merchant01', { productId: 'x' })).body.code).toBe(100001);
    expect((await post('/custom/device/count', 'store01', {})).body.code).toBe(101005);
  });
});

describe('the one targeting control (issue 28)', () => {
  /** The enabled, activated serial numbers of an organisation's subtree, in order, by hand. */
  const handSerials = async (org: string) =>
    (
      await s.db.query<{ serial_num: string }>(
        `select d.serial_num from devices d where d.org_path like (select path from organisations where name = $1) || '%' and d.status = 1 and d.activated_at is not null order by d.serial_num`,
        [org],
      )
    ).map((r) => r.serial_num);

  it('resolves a filter to its count and the serial numbers, at most max of them', async () => {
    const shibuya = await handSerials('渋谷駅前店');
    expect(shibuya.length).toBeGreaterThan(1);
    const all = await post('/device/target/resolve', 'merchant01', { filter: { orgId: await orgId(s.db, '渋谷駅前店') }, max: 1000 });
    expect(all.body.data).toEqual({ count: shibuya.length, serialNums: shibuya });
    const capped = await post('/device/target/resolve', 'merchant01', { filter: { orgId: await orgId(s.db, '渋谷駅前店') }, max: 1 });
    expect(capped.body.data).toEqual({ count: shibuya.length, serialNums: [shibuya[0]] });
  });

  it("counts picked devices of the caller's scope only: another merchant's picked devices are neither counted nor listed", async () => {
    const mine = (await handSerials('東京ベンディング')).slice(0, 2);
    const [theirs] = await handSerials('なにわ自販機');
    expect(theirs).toBeTruthy();
    const picked = await post('/device/target/resolve', 'merchant01', { filter: { serialNums: [...mine, theirs] }, max: 100 });
    expect(picked.body.data).toEqual({ count: 2, serialNums: [...mine].sort() });
    expect((await post('/custom/device/count', 'merchant01', { serialNums: [...mine, theirs] })).body.data.count).toBe(2);
    // merchant02 picking merchant01's devices gets none of them
    expect((await post('/device/target/resolve', 'merchant02', { filter: { serialNums: mine }, max: 100 })).body.data).toEqual({ count: 0, serialNums: [] });
  });

  it("refuses another merchant's organisation (200006) or route (203012), bad input (100001), a user without device.view (101005)", async () => {
    expect((await post('/device/target/resolve', 'merchant02', { filter: { orgId: await orgId(s.db, '東京ベンディング') }, max: 10 })).body.code).toBe(200006);
    // merchant01's route of two devices: counted for merchant01, refused to merchant02
    const saved = await post('/device/group/save', 'merchant01', { name: 'target-test' });
    expect(saved.body.code).toBe(200);
    const two = (await handSerials('東京ベンディング')).slice(0, 2);
    expect((await post('/device/group/bind', 'merchant01', { groupId: saved.body.data.id, serialNums: two })).body.code).toBe(200);
    expect((await post('/device/target/resolve', 'merchant01', { filter: { routeId: saved.body.data.id }, max: 10 })).body.data).toEqual({
      count: 2,
      serialNums: two,
    });
    expect((await post('/device/target/resolve', 'merchant02', { filter: { routeId: saved.body.data.id }, max: 10 })).body.code).toBe(203012);
    const bad = await post('/device/target/resolve', 'merchant01', { filter: {}, max: 0 }, { 'accept-language': 'en' });
    expect(bad.body.code).toBe(100001);
    expect(bad.body.fields).toEqual([{ field: 'max', message: 'The limit is 1 to 5000' }]);
    expect((await post('/device/target/resolve', 'merchant01', { filter: { serialNums: [] }, max: 10 })).body.code).toBe(100001);
    // bd01's role holds no device.view
    expect((await post('/device/target/resolve', 'bd01', { filter: {}, max: 10 })).body.code).toBe(101005);
  });
});

describe('sending a boot animation', () => {
  it('pushes each chosen device a command with the signed zip address; its report, once, is what the deliveries show', async () => {
    const [{ serial_num: serial }] = await s.db.query<{ serial_num: string }>(
      `select d.serial_num from devices d where d.org_path = (select path from organisations where name = '渋谷駅前店') and d.status = 1 and d.activated_at is not null order by d.id limit 1`,
    );
    const device = await connectDevice(url, serial);
    devices.push(device);
    const shibuya = await orgId(s.db, '渋谷駅前店');
    const count = (await post('/custom/device/count', 'merchant01', { orgId: shibuya })).body.data.count;
    const res = await post('/custom/bootAnimation/push', 'merchant01', { id: animationId, filter: { orgId: shibuya } });
    expect(res.body.data).toEqual({ pushId: expect.any(Number), count });
    const command = await device.nextCommand();
    expect(command).toMatchObject({
      type: 42,
      payload: { kind: 'bootAnimation', id: animationId, md5: createHash('md5').update(zip).digest('hex'), size: zip.length, width: 32, height: 24, fps: 10 },
    });
    const link = new URL((command.payload as { url: string }).url);
    const download = await s.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(Buffer.compare(download.rawPayload, zip)).toBe(0);
    // another animation's address with this signature is refused
    expect((await s.call('GET', `${link.pathname.replace(`/${animationId}`, `/${animationId + 1}`)}${link.search}`)).body.code).toBe(205060);

    const mine = async () =>
      (await post('/custom/bootAnimation/deliveries', 'merchant01', { id: animationId, pageSize: 100 })).body.data.list.find(
        (r: { serialNum: string }) => r.serialNum === serial,
      );
    expect(await mine()).toMatchObject({ serialNum: serial, result: null, userAccount: 'merchant01' });
    await device.ack(command.requestId);
    await device.publish('event', { ts: new Date().toISOString(), type: 'screenApplied', requestId: command.requestId, result: 'applied' });
    await eventually(async () => (await mine())?.result === 'applied');
    // the same report again, or a later failure, changes nothing
    await device.publish('event', { ts: new Date().toISOString(), type: 'screenApplied', requestId: command.requestId, result: 'failed', message: 'late' });
    await new Promise((r) => setTimeout(r, 300));
    expect(await mine()).toMatchObject({ result: 'applied', message: null, status: 'SUBOK' });
  });

  it("refuses another merchant's animation (203060), a filter picking nobody (203001), a role without the code (101005)", async () => {
    expect((await post('/custom/bootAnimation/push', 'merchant02', { id: animationId, filter: {} })).body.code).toBe(203060);
    expect((await post('/custom/bootAnimation/deliveries', 'merchant02', { id: animationId })).body.code).toBe(203060);
    expect((await post('/custom/bootAnimation/push', 'merchant01', { id: animationId, filter: { model: 'NO-SUCH-MODEL' } })).body.code).toBe(203001);
    // devices picked one by one that are another merchant's: none of them is sent to
    const [theirs] = await s.db.query<{ serial_num: string }>(
      `select d.serial_num from devices d where d.org_path like (select path from organisations where name = 'なにわ自販機') || '%' and d.status = 1 and d.activated_at is not null limit 1`,
    );
    expect((await post('/custom/bootAnimation/push', 'merchant01', { id: animationId, filter: { serialNums: [theirs.serial_num] } })).body.code).toBe(203001);
    expect((await post('/custom/bootAnimation/push', 'store01', { id: animationId, filter: {} })).body.code).toBe(101005);
  });

  it('the simulator fetches the zip, checks its MD5 and reports it applied', async () => {
    const address = await s.app.listen({ port: 0, host: '127.0.0.1' });
    const [{ serial_num: serial }] = await s.db.query<{ serial_num: string }>(
      `select d.serial_num from devices d where d.org_path = (select path from organisations where name = '新宿西口店') and d.status = 1 and d.activated_at is not null order by d.id limit 1`,
    );
    const device = new SimulatedDevice({ url, serialNum: serial, telemetryEveryMs: [3_600_000, 3_600_000], firstTelemetryMs: 3_600_000 });
    await device.start();
    try {
      const shinjuku = await orgId(s.db, '新宿西口店');
      await eventually(async () => (await s.db.query<{ online: boolean }>('select online from devices where serial_num = $1', [serial]))[0].online);
      const res = await post('/custom/bootAnimation/push', 'merchant01', { id: animationId, filter: { orgId: shinjuku } }, { host: new URL(address).host });
      expect(res.body.code).toBe(200);
      await eventually(async () => {
        const rows = (await post('/custom/bootAnimation/deliveries', 'merchant01', { id: animationId, pageSize: 100 })).body.data.list;
        return rows.some((r: { serialNum: string; result: string }) => r.serialNum === serial && r.result === 'applied');
      }, 15_000);
    } finally {
      await device.stop(true);
    }
  }, 30_000);
});
