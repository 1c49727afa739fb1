import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import mqtt from 'mqtt';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice, eventually, type TestDevice } from '../support/mqtt-device.js';
import { demoDeviceSecret, demoSerial } from '../../src/domain/demo-devices.js';
import type { MqttConfig, ResendRule } from '../../src/server/config.js';

/**
 * Issue 30 item 7's last gap: a command lost while its device stays connected (the broker took the publish, the
 * device's ack never came, or the device never got the message) is published again, the same requestId, once its
 * ack wait is over: the n-th send waits ackSeconds × 2^(n−1), at most maxSends in all, never past its time to live
 * (src/server/link/redeliver.ts, the `due` rule of the resend sweep). On the embedded broker and on the machine's
 * Mosquitto (127.0.0.1:1883, shared: a share group and serials 120..149 of this file's own).
 *
 * Short waits keep it fast: an ack wait of 0.2 s, three sends at most, a sweep every 0.1 s.
 */
const BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const RULE: ResendRule = { ackSeconds: 0.2, maxSends: 3 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Mode = 'embedded' | 'external';
const mqttConfig = (mode: Mode): Exclude<MqttConfig, { mode: 'off' }> =>
  mode === 'embedded'
    ? { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000, resend: RULE }
    : { mode: 'external', url: BROKER, slowMs: 5000, shareGroup: `test-${randomBytes(4).toString('hex')}`, resend: RULE };
const offset = randomBytes(1)[0] % 30;
const serialFor = (mode: Mode, n: number) => (mode === 'embedded' ? demoSerial(40 + n) : demoSerial(120 + ((offset + n) % 30)));

/** A clean start on the shared broker: drops any session (and held messages) an earlier run left. */
async function forgetSession(serialNum: string) {
  const c = mqtt.connect(BROKER, { clientId: serialNum, username: serialNum, password: demoDeviceSecret(serialNum), clean: true, reconnectPeriod: 0 });
  await new Promise<void>((resolve, reject) => {
    c.once('connect', () => resolve());
    c.once('error', reject);
  });
  await new Promise<void>((r) => c.end(false, {}, () => r()));
}

/** When each delivery of a requestId reached the device (ms since the epoch). */
function arrivals(d: TestDevice) {
  const at = new Map<string, number[]>();
  d.client.on('message', (topic, payload) => {
    if (!topic.endsWith('/cmd')) return;
    const id = JSON.parse(payload.toString()).requestId as string;
    at.set(id, [...(at.get(id) ?? []), Date.now()]);
  });
  return (id: string) => at.get(id) ?? [];
}

describe.each(['embedded', 'external'] as const)('%s broker', (mode) => {
  let s: TestServer;
  let admin: string;
  const external = mode === 'external';

  beforeAll(async () => {
    // the sweep every 0.1 s, read when the link starts
    vi.stubEnv('REDELIVER_SECONDS', '0.1');
    try {
      s = await testServer({ mqtt: mqttConfig(mode) });
    } finally {
      vi.unstubAllEnvs();
    }
    admin = await s.login('admin');
  });
  afterAll(async () => s?.close());

  const connect = async (serial: string) => {
    if (external) await forgetSession(serial);
    const d = await connectDevice(s.app.link!.deviceUrl, serial, { status: external });
    const [device] = await s.db.query<{ id: number }>(`select id from devices where serial_num = $1`, [serial]);
    // the sweep sends only to a device shown online: its session (embedded) or its status message (external)
    await eventually(async () => (await s.db.query(`select 1 from devices where id = $1 and online`, [device.id])).length === 1);
    return { d, arrived: arrivals(d) };
  };
  const push = async (serialNum: string, ttlSeconds: number, text: string) =>
    (await s.call('POST', '/api/push/device/command', { token: admin, body: { serialNum, type: 3, payload: { text }, ttlSeconds } })).body.data
      .requestId as string;
  const status = async (serialNum: string, requestId: string) =>
    (await s.call('GET', `/api/device/pushMsg/detail/${serialNum}/${requestId}`, { token: admin })).body.data?.status as string;
  const sends = async (id: string) => (await s.db.query<{ sends: number }>(`select sends from push_messages where request_id = $1`, [id]))[0].sends;

  it.concurrent(
    'an ack lost once while connected: sent again after its ack wait, the same requestId, acked once; one acked at once is never sent again',
    async () => {
      const serial = serialFor(mode, 11);
      const { d, arrived } = await connect(serial);
      const lost = await push(serial, 30, 'lost once');
      const acked = await push(serial, 30, 'acked');
      // the device runs each requestId once: it runs `lost` on its first delivery, but that ack is lost on the way
      await eventually(async () => arrived(lost).length >= 1 && arrived(acked).length >= 1, 5000);
      await d.ack(acked);
      await eventually(async () => arrived(lost).length >= 2, 5000);
      const [first, second] = arrived(lost);
      expect(second - first).toBeGreaterThanOrEqual(120); // not before its ack wait (0.2 s, less the first's way)
      expect(d.commands.filter((c) => c.requestId === lost).every((c) => (c.payload as { text: string }).text === 'lost once')).toBe(true);
      await d.ack(lost); // the repeat is answered with the ack of the one run
      await eventually(async () => (await status(serial, lost)) === 'SUBOK', 5000);
      expect(await status(serial, acked)).toBe('SUBOK');
      // several ack waits later: neither is sent again
      await sleep(900);
      expect(arrived(lost)).toHaveLength(2);
      expect(arrived(acked)).toHaveLength(1);
      expect(await sends(lost)).toBe(2);
      expect(await sends(acked)).toBe(1);
      await d.end();
    },
  );

  it.concurrent('never acked: sent at most maxSends times, each wait twice the last, then EXPIRED at its time to live', async () => {
    const serial = serialFor(mode, 12);
    const { d, arrived } = await connect(serial);
    // sends due at 0, 0.2 and 0.6 s; a fourth would be due at 1.4 s, within the 3 s TTL: only maxSends stops it
    const requestId = await push(serial, 3, 'never acked');
    await eventually(async () => arrived(requestId).length >= 3, 5000);
    const [a, b, c] = arrived(requestId);
    expect(c - b).toBeGreaterThanOrEqual(330); // the back-off: 0.4 s after the second send, 0.2 s after the first
    expect(c - b).toBeGreaterThan(b - a);
    expect(await status(serial, requestId)).not.toBe('EXPIRED');
    await eventually(async () => (await status(serial, requestId)) === 'EXPIRED', 5000);
    await sleep(300);
    expect(arrived(requestId)).toHaveLength(RULE.maxSends);
    expect(await sends(requestId)).toBe(RULE.maxSends);
    await d.end();
  });

  it.concurrent('a device that left is not swept: its return sends its commands', async () => {
    const serial = serialFor(mode, 13);
    const { d } = await connect(serial);
    await d.end();
    await eventually(async () => (await s.db.query(`select 1 from devices where serial_num = $1 and not online`, [serial])).length === 1);
    const requestId = await push(serial, 30, 'offline');
    await sleep(700); // three ack waits and more
    expect(await sends(requestId)).toBe(1);
    const back = await connectDevice(s.app.link!.deviceUrl, serial, { status: external });
    await eventually(async () => back.commands.some((c) => c.requestId === requestId), 5000);
    await back.ack(requestId);
    await eventually(async () => (await status(serial, requestId)) === 'SUBOK', 5000);
    await back.end();
  });
});
