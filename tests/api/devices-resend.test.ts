import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BROKERS } from '../support/engine-split.js';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice, eventually, type TestDevice, forgetSession } from '../support/mqtt-device.js';
import { demoSerial } from '../../src/domain/demo-devices.js';
import type { MqttConfig, ResendRule } from '../../src/server/config.js';
import { SimulatedDevice } from '../../src/simulator/device.js';

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

describe.each(BROKERS)('%s broker', (mode) => {
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
    if (external) await forgetSession(BROKER, serial);
    const d = await connectDevice(s.app.link!.deviceUrl, serial, { status: external });
    const [device] = await s.db.query<{ id: number }>(`select id from devices where serial_num = $1`, [serial]);
    // the sweep sends only to a device shown online: its session (embedded) or its status message (external)
    await eventually(async () => (await s.db.query(`select 1 from devices where id = $1 and online`, [device.id])).length === 1);
    // its (re)connection sends its pending commands once more (at least once): a push racing that pass may be sent
    // twice at once, which is not what this file measures; the pass has begun by now (on its SUBACK or status message)
    await s.app.link!.idle();
    return { d, arrived: arrivals(d) };
  };
  const push = async (serialNum: string, ttlSeconds: number, text: string) =>
    (await s.call('POST', '/api/push/device/command', { token: admin, body: { serialNum, type: 3, payload: { text }, ttlSeconds } })).body.data
      .requestId as string;
  const status = async (serialNum: string, requestId: string) =>
    (await s.call('GET', `/api/device/pushMsg/detail/${serialNum}/${requestId}`, { token: admin })).body.data?.status as string;
  /**
   * When the server sent a command (its first send, then each resend's claim), in the server's clock: polled every
   * 20 ms, so the gaps measure the rule, not how late a loaded machine delivered.
   */
  const watchSends = (id: string) => {
    const times = new Set<number>();
    const poll = async () => {
      const [r] = await s.db.query<{ created_at: Date; last_sent_at: Date }>(`select created_at, last_sent_at from push_messages where request_id = $1`, [id]);
      if (r) for (const t of [r.created_at, r.last_sent_at]) times.add(new Date(t).getTime());
    };
    let watching = true;
    const polling = (async () => {
      while (watching) {
        await poll();
        await sleep(20);
      }
    })();
    return async () => {
      watching = false;
      await polling;
      await poll(); // a send the device has seen is claimed by now
      return [...times].sort((a, b) => a - b);
    };
  };
  const sends = async (id: string) => (await s.db.query<{ sends: number }>(`select sends from push_messages where request_id = $1`, [id]))[0].sends;

  it.concurrent(
    'an ack lost once while connected: sent again after its ack wait, the same requestId, acked once; one acked at once is never sent again',
    async () => {
      const serial = serialFor(mode, 11);
      const { d, arrived } = await connect(serial);
      // the device acks `acked` on each delivery; it runs `lost` on its first delivery, but that ack is lost on the way
      d.client.on('message', (topic, payload) => {
        const cmd = JSON.parse(payload.toString()) as { requestId: string; payload?: { text?: string } };
        if (cmd.payload?.text === 'acked') void d.ack(cmd.requestId);
      });
      const lost = await push(serial, 30, 'lost once');
      const sent = watchSends(lost);
      const acked = await push(serial, 30, 'acked');
      await eventually(async () => arrived(lost).length >= 2, 5000);
      const [first, second] = await sent();
      expect(second - first).toBeGreaterThanOrEqual(RULE.ackSeconds * 1000 - 2); // not before its ack wait
      expect(d.commands.filter((c) => c.requestId === lost).every((c) => (c.payload as { text: string }).text === 'lost once')).toBe(true);
      await d.ack(lost); // the repeat is answered with the ack of the one run
      await eventually(async () => (await status(serial, lost)) === 'SUBOK' && (await status(serial, acked)) === 'SUBOK', 5000);
      // acknowledged: neither is sent again, several ack waits later (a loaded machine's slow ack may have been
      // overtaken by a resend before, which the device answers again: at least once)
      const before = { lost: arrived(lost).length, acked: arrived(acked).length, lostSends: await sends(lost), ackedSends: await sends(acked) };
      await sleep(900);
      expect({ lost: arrived(lost).length, acked: arrived(acked).length, lostSends: await sends(lost), ackedSends: await sends(acked) }).toEqual(before);
      expect(before.lostSends).toBeGreaterThanOrEqual(2);
      await d.end();
    },
  );

  it.concurrent('never acked: sent at most maxSends times, each wait twice the last, then EXPIRED at its time to live', async () => {
    const serial = serialFor(mode, 12);
    const { d, arrived } = await connect(serial);
    // sends due at 0, 0.2 and 0.6 s; a fourth would be due at 1.4 s, within the 3 s TTL: only maxSends stops it
    const requestId = await push(serial, 3, 'never acked');
    const sent = watchSends(requestId);
    await eventually(async () => arrived(requestId).length >= 3, 5000);
    const [a, b, c] = await sent();
    // the back-off: the second send 0.2 s or more after the first, the third 0.4 s or more after the second
    expect(b - a).toBeGreaterThanOrEqual(RULE.ackSeconds * 1000 - 2);
    expect(c - b).toBeGreaterThanOrEqual(2 * RULE.ackSeconds * 1000 - 2);
    expect(await status(serial, requestId)).not.toBe('EXPIRED');
    await eventually(async () => (await status(serial, requestId)) === 'EXPIRED', 5000);
    await sleep(300);
    expect(arrived(requestId)).toHaveLength(RULE.maxSends);
    expect(await sends(requestId)).toBe(RULE.maxSends);
    await d.end();
  });

  it.concurrent('the simulator whose first ack is lost runs the command once and answers the resend: delivered', async () => {
    const serial = serialFor(mode, 14);
    if (external) await forgetSession(BROKER, serial);
    const device = new SimulatedDevice({
      url: s.app.link!.deviceUrl,
      serialNum: serial,
      chatty: false,
      telemetryEveryMs: [3_600_000, 3_600_000],
      firstTelemetryMs: 3_600_000,
      misbehave: new Set(['loseAck']),
    });
    await device.start();
    try {
      await eventually(async () => (await s.db.query(`select 1 from devices where serial_num = $1 and online`, [serial])).length === 1);
      await s.app.link!.idle(); // past its connection's own resend pass (see connect)
      const requestId = await push(serial, 30, 'simulated');
      await eventually(async () => (await status(serial, requestId)) === 'SUBOK', 5000);
      // run once (its first delivery), its ack lost; every later delivery a repeat, answered with the kept ack
      const { commands, duplicates, acksDropped } = device.counters;
      expect(commands - duplicates).toBe(1);
      expect(duplicates).toBeGreaterThanOrEqual(1);
      expect(acksDropped).toBe(1);
      expect(await sends(requestId)).toBeGreaterThanOrEqual(2);
    } finally {
      await device.stop();
    }
  });

  it.concurrent('a wallpaper replaced by a newer one before either was acknowledged: only the newer is sent again', async () => {
    const serial = serialFor(mode, 15);
    const { d, arrived } = await connect(serial);
    // two wallpaper commands already handed to the broker and unacknowledged (the first lost on the way), the
    // second newer; a test command beside them is no whole state and is sent again whatever came after it
    const wallpaper = (id: number) => ({ kind: 'wallpaper', id, url: `https://example.com/${id}.png`, md5: '0'.repeat(32), size: 1 });
    // (in one statement: the sweep, every 0.1 s, would send the older one if it saw it alone)
    const rows = await s.db.query<{ id: string; type: number; ago: number }>(
      `insert into push_messages (request_id, device_id, serial_num, type, payload, status, expires_at, created_at, sends, last_sent_at)
       select gen_random_uuid(), d.id, d.serial_num, c.type, c.payload::jsonb, 'PUB', now() + interval '30 seconds', now() - make_interval(secs => c.ago), 1,
              now() - interval '1 second'
         from devices d, (values (43, $2, 3.0), (3, $3, 2.5), (43, $4, 2.0)) as c(type, payload, ago)
        where d.serial_num = $1
       returning request_id::text as id, type, extract(epoch from now() - created_at)::float8 as ago`,
      [serial, JSON.stringify(wallpaper(1)), JSON.stringify({ text: 'older test' }), JSON.stringify(wallpaper(2))],
    );
    const byAge = [...rows].sort((x, y) => y.ago - x.ago);
    const [older, test, newer] = byAge.map((r) => r.id);
    await eventually(async () => arrived(newer).length >= 1 && arrived(test).length >= 1, 5000);
    await sleep(700); // several ack waits more
    expect(arrived(older)).toEqual([]);
    expect(await sends(older)).toBe(1);
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
