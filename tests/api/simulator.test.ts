import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { eventually } from '../support/mqtt-device.js';
import { Fleet, demoFleet } from '../../src/simulator/fleet.js';
import { LINK_STAGES } from '../../src/domain/devices.js';
import { takesEngineFreeFiles } from '../support/engine-split.js';

/**
 * The bundled simulator against the real server: the embedded broker on an ephemeral port, five simulated
 * demo devices (the fifth spoils every message it sends), seen through the API as the console sees them.
 */
// (once per npm test: on PostgreSQL when both engines run, tests/support/engine-split.ts)
describe.runIf(takesEngineFreeFiles)('the bundled simulator', () => {
  let s: TestServer;
  let admin: string;
  let fleet: Fleet;
  const BAD = 'DEMO-000005';

  beforeAll(async () => {
    s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
    admin = await s.login('admin');
    fleet = new Fleet({
      url: s.app.link!.deviceUrl,
      devices: [...demoFleet(4), { serialNum: BAD, misbehave: ['malformed'] }],
      malformedShare: 1,
      telemetryEveryMs: [500, 1000],
      firstTelemetryMs: 100,
    });
    await fleet.start();
  });
  afterAll(async () => {
    await fleet?.stop();
    await s?.close();
  });

  const post = (url: string, body: unknown) => s.call('POST', `/api${url}`, { token: admin, body });

  describe('simulated devices through the API', () => {
    it('all five connect with their secrets and are online', async () => {
      expect(fleet.failed).toEqual([]);
      const count = await eventually(async () => {
        const res = await post('/device/fullDeviceCount', {});
        return res.body.data.online === 5 && res.body.data;
      });
      expect(count).toMatchObject({ online: 5, total: 304 });
      const list = await post('/device/pageListFast', { pageNum: 1, pageSize: 10, serialNum: 'DEMO-00000' });
      const online = list.body.data.list
        .filter((d: { online: boolean }) => d.online)
        .map((d: { serialNum: string }) => d.serialNum)
        .sort();
      expect(online).toEqual(['DEMO-000001', 'DEMO-000002', 'DEMO-000003', 'DEMO-000004', BAD]);
    });

    it('their telemetry is stored: the temperature series and the topic list show it', async () => {
      const now = Date.now();
      const series = await eventually(async () => {
        const res = await post('/device/telemetry/temperature', {
          serialNum: 'DEMO-000001',
          startTime: new Date(now - 3600_000).toISOString(),
          endTime: new Date(now + 60_000).toISOString(),
        });
        return res.body.data?.points?.length > 0 && res.body.data;
      }, 15_000);
      // a cold-drink machine's compartment
      expect(series.points[0].avg).toBeGreaterThan(0);
      expect(series.points[0].avg).toBeLessThan(20);
      // the topic counts are written just after the message itself
      const topics = await eventually(async () => {
        const res = await post('/device/topic', { serialNum: 'DEMO-000001' });
        const counts = Object.fromEntries(res.body.data.topics.map((t: { channel: string; messageCount: number }) => [t.channel, t.messageCount]));
        // on boot: a boot and a network event, and its settings reported; then telemetry
        // and its presence on the status topic, stored like any other uplink
        return counts.telemetry > 0 && counts.event >= 2 && counts['shadow/reported'] >= 1 && counts.status >= 1 && res.body.data;
      });
      expect(topics.dropped).toBe(0);
    });

    it('a pushed command is acked: SUBOK with the four stages, in order', async () => {
      const res = await post('/push/device/command', { serialNum: 'DEMO-000002', type: 3, payload: { text: 'hello' } });
      expect(res.body.code).toBe(200);
      const { requestId } = res.body.data;
      const detail = await eventually(async () => {
        const d = await s.call('GET', `/api/device/pushMsg/detail/DEMO-000002/${requestId}`, { token: admin });
        return d.body.data?.status === 'SUBOK' && d.body.data;
      });
      expect(detail).toMatchObject({ requestId, serialNum: 'DEMO-000002', type: 3, status: 'SUBOK', slow: false, ackResult: 'ok' });
      expect(detail.stages.map((x: { stage: string }) => x.stage)).toEqual([...LINK_STAGES]);
      const times = detail.stages.map((x: { at: string }) => Date.parse(x.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(detail.totalMs).toBeLessThan(5000);
    });

    it('a desired setting is applied by the device and reported back: no delta left', async () => {
      const set = await post('/device/shadow/desired', { serialNum: 'DEMO-000003', state: { volume: 9 } });
      expect(set.body.code).toBe(200);
      const shadow = await eventually(async () => {
        const res = await post('/device/shadow', { serialNum: 'DEMO-000003' });
        return res.body.data.reported.volume === 9 && res.body.data;
      });
      expect(shadow.delta).toEqual({});
    });

    it("the misbehaving device's malformed messages are dropped and counted; it stays connected", async () => {
      const dropped = await eventually(async () => {
        const res = await post('/device/message/dropped', { serialNum: BAD });
        return res.body.data.total >= 3 && res.body.data;
      });
      for (const m of dropped.list) expect(['malformed', 'invalid', 'oversized']).toContain(m.reason);
      const topics = await post('/device/topic', { serialNum: BAD });
      expect(topics.body.data).toMatchObject({ online: true });
      expect(topics.body.data.dropped).toBeGreaterThanOrEqual(3);
      const [{ accepted }] = await s.db.query<{ accepted: number }>(
        `select coalesce(sum(count) filter (where outcome = 'accepted'), 0)::int as accepted from device_message_counts c join devices d on d.id = c.device_id where d.serial_num = $1`,
        [BAD],
      );
      // everything it sent was spoiled but its presence: the status topic is never spoiled (one connect, one online)
      expect(accepted).toBe(1);
    });
  });

  describe('the simulator inside the server (npm start)', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 }, simulateDevices: 3 });
    });

    it('SIMULATE_DEVICES=3 brings three demo devices online, with the demo alarm rules', async () => {
      const token = await t.login('admin');
      await eventually(async () => {
        const res = await t.call('POST', '/api/device/fullDeviceCount', { token, body: {} });
        return res.body.data.online === 3;
      }, 15_000);
      const rules = await t.call('POST', '/api/alarm/rule/list/page', { token, body: { pageNum: 1, pageSize: 50 } });
      expect(rules.body.data.total).toBeGreaterThan(0);
    });

    it('the server closes cleanly: the devices halt, the link closes, they are dropped, the database closes', async () => {
      await t.close();
    });
  });
});
