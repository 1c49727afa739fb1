/**
 * Several server processes acting as one (issue 19, item 3; ARCHITECTURE.md "Ready to scale out"): two real
 * server processes (`src/server/main.ts`, as `npm start` runs it) on ONE PostgreSQL database and the machine's
 * Mosquitto (MQTT_URL). What a client of either sees:
 *
 * - a token made on A works on B, and a logout on A ends it on B;
 * - the login throttle counts guesses sent to both;
 * - a push made on A is followed through B, stages and status;
 * - each device uplink is stored once (the processes share the uplinks: `$share/<group>/…`);
 * - each unknown payment is re-queried once although both processes sweep every second;
 * - the routes' caps (256 devices per route, 256 routes per organisation) hold when the writes race across A and B.
 *
 * PostgreSQL only (PGlite is one process's database): skipped on api-pglite. The run's devices are its own
 * (serials MP-<run>-…), so nothing here meets another test or another run on the shared broker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDevice, eventually, type TestDevice } from '../support/mqtt-device.js';
import {
  MACHINE_BROKER,
  POSTGRES,
  RUN_ID,
  addRunDevices,
  api,
  clusterEnv,
  forgetSessions,
  sharedDatabase,
  startProcesses,
  type Api,
  type SharedDatabase,
} from '../support/cluster.js';
import type { RunningProduct } from '../support/product.js';
import { createOrder } from '../../src/server/areas/payments/order-ledger.js';
import { LIMITS } from '../../src/domain/limits.js';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.js';

const REFUSED = 101003;
const LOCKED = 101018;

let shared: SharedDatabase;
let processes: RunningProduct[] = [];
let a: Api;
let b: Api;
let admin: string;
let serials: string[] = [];
const devices: TestDevice[] = [];

describe.skipIf(!POSTGRES)('two server processes on one PostgreSQL database and one broker', () => {
  beforeAll(async () => {
    shared = await sharedDatabase();
    serials = await addRunDevices(shared.db, 'one', 4);
    // both sweep unknown payments every second: the test of the sweep needs them to meet
    processes = await startProcesses(2, clusterEnv(shared.url, MACHINE_BROKER, { PAY_REQUERY_SECONDS: '1' }));
    [a, b] = processes.map((p) => api(p.url));
    admin = await a.login('admin', { ip: '10.19.0.1' });
  });
  afterAll(async () => {
    await Promise.all(devices.map((d) => d.end(true)));
    await Promise.all(processes.map((p) => p.stop()));
    if (serials.length) await forgetSessions(MACHINE_BROKER, serials);
    await shared?.drop();
  });

  it('a token made on A works on B; a logout on A ends it on B', async () => {
    const token = await a.login('viewer01', { ip: '10.19.0.2' });
    expect((await b.call('POST', '/api/user/page/list', { token, body: {} })).body.code).toBe(200);
    const out = await a.call('POST', '/api/auth/logout', { form: { token } });
    expect(out.body.code).toBe(0);
    const after = await b.call('POST', '/api/user/page/list', { token, body: {} });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(101009);
  });

  it(`the login throttle counts across both: of 30 wrong passwords sent to A and B at once, ${LIMITS.loginFailuresPerAccount} are evaluated`, async () => {
    const guess = (server: Api) =>
      server.call('POST', '/api/auth/login', { form: { clientId: 'console', account: 'merchant02', password: 'Wrong#Password1' }, ip: '10.19.1.1' });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(i % 2 ? b : a)));
    const codes = answers.map((r) => r.body.code);
    expect(codes.filter((c) => c === REFUSED)).toHaveLength(LIMITS.loginFailuresPerAccount);
    expect(codes.filter((c) => c === LOCKED)).toHaveLength(30 - LIMITS.loginFailuresPerAccount);
    // locked on both, for the right password too
    for (const server of [a, b]) {
      const right = await server.call('POST', '/api/auth/login', {
        form: { clientId: 'console', account: 'merchant02', password: DEMO_PASSWORD },
        ip: '10.19.1.2',
      });
      expect(right.body.code).toBe(LOCKED);
    }
  });

  it('a push made on A reaches the device; its stages and status are read through B', async () => {
    const serialNum = serials[0];
    const d = await connectDevice(MACHINE_BROKER, serialNum);
    devices.push(d);
    const pushed = await a.call('POST', '/api/push/device/command', { token: admin, body: { serialNum, type: 3, payload: { text: `multi ${RUN_ID}` } } });
    expect(pushed.body.code).toBe(200);
    const requestId: string = pushed.body.data.requestId;
    const cmd = await d.nextCommand();
    expect(cmd.requestId).toBe(requestId);
    // before the ack, B shows it handed to the broker and not delivered
    const before = await eventually(async () => {
      const r = (await b.call('GET', `/api/device/pushMsg/detail/${serialNum}/${requestId}`, { token: admin })).body.data;
      return r?.status === 'PUBOK' && r;
    });
    expect(before.stages.map((x: { stage: string }) => x.stage)).toEqual(['apiSent', 'brokerReceived']);
    await d.ack(requestId);
    const done = await eventually(async () => {
      const r = (await b.call('GET', `/api/device/pushMsg/detail/${serialNum}/${requestId}`, { token: admin })).body.data;
      return r?.status === 'SUBOK' && r;
    });
    expect(done.stages.map((x: { stage: string }) => x.stage)).toEqual(['apiSent', 'brokerReceived', 'deviceReceived']);
    expect(done.slow).toBe(false);
  });

  it('each device uplink is handled once: 2 × 40 telemetry messages are 80 on the topic list, none stored twice', async () => {
    const serialNum = serials[1];
    const d = await connectDevice(MACHINE_BROKER, serialNum);
    devices.push(d);
    const telemetryCount = async () => {
      const topic = await b.call('POST', '/api/device/topic', { token: admin, body: { serialNum } });
      return topic.body.data.topics.find((t: { channel: string }) => t.channel === 'telemetry').messageCount as number;
    };
    const base = Date.now();
    let sent = 0;
    for (const batch of [0, 1]) {
      await Promise.all(
        Array.from({ length: 40 }, () => d.publish('telemetry', { ts: new Date(base + sent++ * 1000).toISOString(), signal: 20 + (sent % 10) })),
      );
      // both processes are subscribed: were the uplinks not shared, each would store every message
      await eventually(async () => (await telemetryCount()) >= 40 * (batch + 1), 10_000);
    }
    expect(await telemetryCount()).toBe(80);
    const [rows] = await shared.db.query<{ n: number; distinct_ts: number }>(
      `select count(*)::int as n, count(distinct t.ts)::int as distinct_ts from device_telemetry t join devices d on d.id = t.device_id where d.serial_num = $1`,
      [serialNum],
    );
    expect(rows).toEqual({ n: 80, distinct_ts: 80 });
  });

  it('presence follows a device that comes and goes quickly, although its statuses reach both processes', async () => {
    const serialNum = serials[3];
    const online = async () => (await b.call('POST', '/api/device/topic', { token: admin, body: { serialNum } })).body.data.online as boolean;
    // ten sessions in a row, each announced online and left with a goodbye; a shared subscription would hand
    // a device's online and offline to different processes, which could apply them out of order
    for (let i = 0; i < 10; i++) {
      const d = await connectDevice(MACHINE_BROKER, serialNum, { status: true });
      await d.end();
    }
    const history = async () =>
      (
        await a.call('POST', '/api/device/connect/history', {
          token: admin,
          body: { serialNum, startTime: new Date(Date.now() - 3600_000).toISOString(), endTime: new Date(Date.now() + 60_000).toISOString(), pageSize: 50 },
        })
      ).body.data.list as { reason: string | null; disconnectedAt: string | null }[];
    const sessions = await eventually(async () => {
      const list = await history();
      return list.length === 10 && list.every((c) => c.disconnectedAt) && list;
    }, 10_000);
    expect(sessions.map((c) => c.reason)).toEqual(Array(10).fill('clientDisconnect'));
    expect(await online()).toBe(false);
    const d = await connectDevice(MACHINE_BROKER, serialNum, { status: true });
    devices.push(d);
    await eventually(online);
  });

  it("each unknown payment is re-queried once by the two processes' sweeps: settled once, its device told once", async () => {
    const serialNum = serials[2];
    const [device] = await shared.db.query<{ id: number; org_id: number; org_path: string }>(
      'select id::int as id, org_id::int as org_id, org_path from devices where serial_num = $1',
      [serialNum],
    );
    const numbers = Array.from({ length: 12 }, (_, i) => `MP-${RUN_ID}-${i}`);
    for (const orderNumber of numbers) {
      await shared.db.transaction((tx) =>
        createOrder(tx, {
          orderNumber,
          orgId: device.org_id,
          orgPath: device.org_path,
          channel: 'sandbox',
          payType: 205,
          currency: 'JPY',
          amount: 100,
          status: 'unknown',
          gatewayTradeNo: `SBX-${orderNumber}-U`,
          gatewayCostMs: 200,
          deviceId: device.id,
          serialNum,
        }),
      );
    }
    // the gateway answered "unknown" two minutes ago: old enough for the sweeps (they leave the last minute's)
    await shared.db.query(`update pay_orders set updated_at = now() - interval '2 minutes' where order_number = any($1::text[])`, [numbers]);
    // settled, and its device told (the push follows the settling transaction)
    const settled = async () =>
      (
        await shared.db.query<{ n: number }>(
          `select count(*)::int as n from pay_orders o where o.order_number = any($1::text[]) and o.status = 'paid'
          and exists (select 1 from push_messages m where m.source = 'payOrder' and m.source_id = o.id)`,
          [numbers],
        )
      )[0].n;
    await eventually(async () => (await settled()) === numbers.length, 15_000);
    const perOrder = await shared.db.query<{ order_number: string; requeries: number; pushes: number }>(
      `select o.order_number,
              (select count(*)::int from pay_order_events e where e.order_id = o.id and e.note = 'requery') as requeries,
              (select count(*)::int from push_messages m where m.source = 'payOrder' and m.source_id = o.id) as pushes
         from pay_orders o where o.order_number = any($1::text[]) order by o.order_number`,
      [numbers],
    );
    expect(perOrder.map((r) => [r.requeries, r.pushes])).toEqual(numbers.map(() => [1, 1]));
    // as a client sees it: each order's trace shows one pay-result push to its device
    for (const orderNumber of numbers) {
      const trace = await b.call('POST', '/api/das/payOrder/trace', { token: admin, body: { orderNumber } });
      expect(trace.body.code, JSON.stringify(trace.body)).toBe(200);
      expect(trace.body.data.pushes.map((p: { type: number }) => p.type)).toEqual([0]);
    }
  });

  it(`the caps hold when binds and saves race across A and B: ${LIMITS.devicesPerRoute} devices per route, ${LIMITS.routesPerOrg} routes per organisation`, async () => {
    const routeSerials = await addRunDevices(shared.db, 'route', LIMITS.devicesPerRoute - 6 + 12 + 1);
    const [{ org_id: orgId }] = await shared.db.query<{ org_id: number }>('select org_id::int as org_id from devices where serial_num = $1', [routeSerials[0]]);
    const saved = await a.call('POST', '/api/device/group/save', { token: admin, body: { name: `multi-${RUN_ID}`, orgId } });
    expect(saved.body.code).toBe(200);
    const groupId = saved.body.data.id;
    const full = LIMITS.devicesPerRoute - 6;
    expect((await a.call('POST', '/api/device/group/bind', { token: admin, body: { groupId, serialNums: routeSerials.slice(0, full) } })).body.code).toBe(200);
    // four binds of 3 at once, two to each process: two fit
    const batches = [0, 1, 2, 3].map((i) => routeSerials.slice(full + i * 3, full + 3 + i * 3));
    const binds = await Promise.all(
      batches.map((serialNums, i) => (i % 2 ? b : a).call('POST', '/api/device/group/bind', { token: admin, body: { groupId, serialNums } })),
    );
    expect(binds.map((r) => r.body.code).sort()).toEqual([200, 200, 203014, 203014]);
    for (const server of [a, b])
      expect((await server.call('POST', '/api/device/group/detail', { token: admin, body: { id: groupId } })).body.data.deviceCount).toBe(
        LIMITS.devicesPerRoute,
      );
    const one = await b.call('POST', '/api/device/group/bind', { token: admin, body: { groupId, serialNums: [routeSerials.at(-1)] } });
    expect(one.body.code).toBe(203014);

    // routes per organisation: two short of the cap, four saves at once across A and B: two fit
    const [{ n: existing }] = await shared.db.query<{ n: number }>('select count(*)::int as n from routes where org_id = $1', [orgId]);
    await shared.db.query(`insert into routes (org_id, name) select $1, 'cap-${RUN_ID}-' || g from generate_series(1, $2::int) as g`, [
      orgId,
      LIMITS.routesPerOrg - 2 - existing,
    ]);
    const saves = await Promise.all(
      [1, 2, 3, 4].map((i) => (i % 2 ? b : a).call('POST', '/api/device/group/save', { token: admin, body: { name: `race-${RUN_ID}-${i}`, orgId } })),
    );
    expect(saves.map((r) => r.body.code).sort()).toEqual([200, 200, 203013, 203013]);
    const [{ n }] = await shared.db.query<{ n: number }>('select count(*)::int as n from routes where org_id = $1', [orgId]);
    expect(n).toBe(LIMITS.routesPerOrg);
  });
});
