import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKERS } from '../support/engine-split.js';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice, eventually, type TestDevice, forgetSession } from '../support/mqtt-device.js';
import { demoSerial } from '../../src/domain/demo-devices.js';
import { pushToDevice } from '../../src/server/link/push.js';
import { DEFAULT_RESEND, type MqttConfig } from '../../src/server/config.js';
import { SimulatedDevice } from '../../src/simulator/device.js';

/**
 * Commands outlive the connection and the process (issue 30 items 6 and 7): a command accepted and not
 * acknowledged is published again, with the same requestId, when its device comes back, when the server starts
 * again on the same database, and when it never reached the broker; at least once, claimed with a lease, never
 * past its time to live. On the embedded broker and on the machine's Mosquitto (127.0.0.1:1883, shared with
 * other runs: each run takes its own share group and a serial of its own).
 */
const BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
// disconnect → push → reconnect cycles per broker (the issue asks for 100 under load: REDELIVERY_CYCLES=100)
const CYCLES = Number(process.env.REDELIVERY_CYCLES ?? 20);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Mode = 'embedded' | 'external';
const mqttConfig = (mode: Mode): Exclude<MqttConfig, { mode: 'off' }> =>
  mode === 'embedded'
    ? { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 }
    : { mode: 'external', url: BROKER, slowMs: 5000, shareGroup: `test-${randomBytes(4).toString('hex')}` };

/** A serial of the demo fleet per test: on the shared Mosquitto, among those no other file uses (150..199), from a run's own offset. */
const offset = randomBytes(1)[0] % 50;
const serialFor = (mode: Mode, n: number) => (mode === 'embedded' ? demoSerial(40 + n) : demoSerial(150 + ((offset + n) % 50)));

/** A device as the contract asks: it runs a requestId once, and answers a repeat with the ack it sent. */
function runOnce(d: TestDevice) {
  const run = new Set<string>();
  let repeats = 0;
  const seen = () => {
    const fresh: string[] = [];
    for (const c of d.commands) {
      if (run.has(c.requestId)) continue;
      run.add(c.requestId);
      fresh.push(c.requestId);
    }
    repeats = d.commands.length - run.size;
    return fresh;
  };
  return { run, seen, repeats: () => repeats };
}

describe.each(BROKERS)('%s broker', (mode) => {
  let s: TestServer;
  let admin: string;
  const url = () => s.app.link!.deviceUrl;
  const external = mode === 'external';
  const connect = (serial: string, opts: { alwaysSubscribe?: boolean } = {}) => connectDevice(url(), serial, { status: external, ...opts });
  const push = (serialNum: string, extra: Record<string, unknown> = {}) =>
    s.call('POST', '/api/push/device/command', { token: admin, body: { serialNum, type: 3, payload: { text: 'hello' }, ...extra } });
  const status = async (serialNum: string, requestId: string) =>
    (await s.call('GET', `/api/device/pushMsg/detail/${serialNum}/${requestId}`, { token: admin })).body.data?.status as string;

  beforeAll(async () => {
    s = await testServer({ mqtt: mqttConfig(mode) });
    admin = await s.login('admin');
  });
  afterAll(async () => s?.close());

  it(`a persistent device that leaves, is pushed to and comes back (subscribing again) acks every command: ${CYCLES} cycles`, async () => {
    const serial = serialFor(mode, 1);
    if (external) await forgetSession(BROKER, serial);
    let d = await connect(serial);
    const pushed: string[] = [];
    let repeats = 0;
    for (let i = 0; i < CYCLES; i++) {
      await d.end();
      const requestId = (await push(serial, { ttlSeconds: 120, payload: { text: `cycle ${i}` } })).body.data.requestId as string;
      pushed.push(requestId);
      // the timing (back a second later) every fourth cycle; the others back at once or within 300 ms
      await sleep(i % 4 === 0 ? 1000 : Math.floor(Math.random() * 300));
      d = await connect(serial, { alwaysSubscribe: true });
      const device = runOnce(d);
      await d.nextCommand(1, 10_000);
      const fresh = device.seen();
      for (const id of fresh) await d.ack(id);
      expect(fresh).toContain(requestId);
      await eventually(async () => (await status(serial, requestId)) === 'SUBOK', 10_000);
      repeats += device.repeats();
    }
    await d.end();
    const rows = await s.db.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from push_messages where request_id = any($1::uuid[]) group by status`,
      [pushed],
    );
    expect(rows).toEqual([{ status: 'SUBOK', n: CYCLES }]);
    // at least once: a repeat (the broker's copy and the resend) is dropped by the device (runOnce), never run twice
    console.log(`${mode}: ${CYCLES} cycles, ${repeats} repeated sends dropped by the device`);
  });

  it.runIf(!external)('the simulator runs a command sent again once: still running, it answers it with the one ack', async () => {
    const serial = serialFor(mode, 7);
    // slow to ack (5.5-9 s), so the second send comes while it still works on the first
    const device = new SimulatedDevice({
      url: url(),
      serialNum: serial,
      telemetryEveryMs: [3_600_000, 3_600_000],
      firstTelemetryMs: 3_600_000,
      misbehave: new Set(['slowAck']),
    });
    await device.start();
    try {
      const [{ id }] = await s.db.query<{ id: number }>('select id from devices where serial_num = $1', [serial]);
      const requestId = (await push(serial, { ttlSeconds: 60 })).body.data.requestId as string;
      await eventually(async () => device.counters.commands === 1);
      // the server sends it again, the same requestId, as on the device's return
      expect(await s.app.link!.redeliver({ deviceId: Number(id), since: new Date() })).toBe(1);
      await eventually(async () => device.counters.duplicates === 1);
      await eventually(async () => (await status(serial, requestId)) === 'SUBOK', 15_000);
      expect(device.counters).toMatchObject({ commands: 2, duplicates: 1, acks: 1 });
    } finally {
      await device.stop();
    }
  });

  it('an ack lost with its connection: the command is sent again on return, the same requestId, and acked', async () => {
    const serial = serialFor(mode, 2);
    if (external) await forgetSession(BROKER, serial);
    const d = await connect(serial);
    const requestId = (await push(serial, { ttlSeconds: 60 })).body.data.requestId as string;
    expect((await d.nextCommand(1, 10_000)).requestId).toBe(requestId);
    // the device had it (its client acknowledged it to the broker) but its ack never left: the connection dropped
    await d.end(true);
    await sleep(300);
    const back = await connect(serial);
    const again = await back.nextCommand(1, 10_000);
    expect(again).toMatchObject({ requestId, type: 3, payload: { text: 'hello' } });
    await back.ack(requestId);
    await eventually(async () => (await status(serial, requestId)) === 'SUBOK', 10_000);
    await back.end();
  });

  it('a command past its time to live is not sent again; one acknowledged is not either', async () => {
    const serial = serialFor(mode, 3);
    if (external) await forgetSession(BROKER, serial);
    const d = await connect(serial);
    const done = (await push(serial)).body.data.requestId as string;
    await d.nextCommand(1, 10_000);
    await d.ack(done);
    await eventually(async () => (await status(serial, done)) === 'SUBOK', 10_000);
    await d.end();
    const sends = async (id: string) => (await s.db.query<{ sends: number }>(`select sends from push_messages where request_id = $1`, [id]))[0].sends;
    const doneSends = await sends(done);
    const expired = (await push(serial, { ttlSeconds: 1 })).body.data.requestId as string;
    // Mosquitto counts message expiry in whole seconds: past 2 s it has surely dropped its copy too
    await sleep(2300);
    const back = await connect(serial);
    const fresh = (await push(serial)).body.data.requestId as string;
    await eventually(async () => back.commands.some((c) => c.requestId === fresh), 10_000);
    await sleep(500);
    expect(back.commands.map((c) => c.requestId)).not.toContain(expired);
    // the server sent neither again (a broker may still hold a copy of the acknowledged one: at least once)
    expect(await sends(expired)).toBe(1);
    expect(await sends(done)).toBe(doneSends);
    expect(await status(serial, expired)).toBe('EXPIRED');
    await back.end();
  });

  it('two senders at once (two processes, or two triggers of one device) send each pending command once: the lease', async () => {
    const serial = serialFor(mode, 4);
    if (external) await forgetSession(BROKER, serial);
    const d = await connect(serial);
    await d.end();
    const ids = [] as string[];
    for (let i = 0; i < 5; i++) ids.push((await push(serial, { ttlSeconds: 120 })).body.data.requestId);
    const [deviceId] = (await s.db.query<{ id: number }>(`select id from devices where serial_num = $1`, [serial])).map((r) => Number(r.id));
    await sleep(5200); // the device's return sent them again already (its status, or its session): the lease is over now
    const sent = await Promise.all([s.app.link!.redeliver({ deviceId }), s.app.link!.redeliver({ deviceId })]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(5);
    const [{ n }] = await s.db.query<{ n: number }>(`select count(*)::int as n from push_messages where request_id = any($1::uuid[]) and sends >= 2`, [ids]);
    expect(n).toBe(5);
  });

  it('a command recorded but never handed to the broker (the process died first) is sent by the sweep', async () => {
    const serial = serialFor(mode, 5);
    if (external) await forgetSession(BROKER, serial);
    const d = await connect(serial);
    const [device] = await s.db.query<{ id: number }>(`select id from devices where serial_num = $1`, [serial]);
    // what a process that died between its commit and its publish leaves: the row, SEND, never published
    const requestId = '018f0000-0000-7000-8000-' + randomBytes(6).toString('hex');
    await s.db.query(
      `insert into push_messages (request_id, device_id, serial_num, type, payload, expires_at, created_at, last_sent_at)
       values ($1, $2, $3, 3, '{"text":"orphan"}', now() + interval '60 seconds', now() - interval '20 seconds', now() - interval '20 seconds')`,
      [requestId, device.id, serial],
    );
    expect(await s.app.link!.redeliver({ due: DEFAULT_RESEND })).toBeGreaterThanOrEqual(1);
    const cmd = await d.nextCommand(1, 10_000);
    expect(cmd).toMatchObject({ requestId, type: 3, payload: { text: 'orphan' } });
    await d.ack(requestId);
    await eventually(async () => (await status(serial, requestId)) === 'SUBOK', 10_000);
    await d.end();
  });

  it("a command whose record differs from what was sent (a pay config's secrets) is sent again as sent, sealed at rest", async () => {
    const serial = serialFor(mode, 6);
    if (external) await forgetSession(BROKER, serial);
    const d = await connect(serial);
    const [device] = await s.db.query<{ id: number }>(`select id from devices where serial_num = $1`, [serial]);
    const requestId = await pushToDevice(
      { db: s.db, link: s.app.link },
      { deviceId: Number(device.id), serialNum: serial, type: 3, payload: { text: 'key s3cret' }, recordedPayload: { text: 'key ••••' }, ttlSeconds: 60 },
    );
    await d.nextCommand(1, 10_000);
    const [row] = await s.db.query<{ payload: unknown; sent_payload: string }>(`select payload, sent_payload from push_messages where request_id = $1`, [
      requestId,
    ]);
    expect(row.payload).toEqual({ text: 'key ••••' });
    expect(row.sent_payload).toMatch(/^v1:/);
    expect(row.sent_payload).not.toContain('s3cret');
    await d.end(true);
    const back = await connect(serial);
    expect(await back.nextCommand(1, 10_000)).toMatchObject({ requestId, payload: { text: 'key s3cret' } });
    await back.ack(requestId);
    await eventually(async () => (await status(serial, requestId)) === 'SUBOK', 10_000);
    // done: what was sealed for a resend is not kept
    const [after] = await s.db.query<{ sent_payload: string | null }>(`select sent_payload from push_messages where request_id = $1`, [requestId]);
    expect(after.sent_payload).toBeNull();
    await back.end();
  });
});

describe.each(BROKERS)('%s broker: a restart', (mode) => {
  it('commands in flight when the server stops are delivered and acked after it starts again on the same database, not EXPIRED', async () => {
    const external = mode === 'external';
    const config = mqttConfig(mode);
    const first = await testServer({ mqtt: config, dataDir: mkdtempSync(join(tmpdir(), 'ops-redeliver-')) });
    let second: TestServer | undefined;
    try {
      const admin = await first.login('admin');
      const serial = serialFor(mode, 7);
      if (external) await forgetSession(BROKER, serial);
      const d = await connectDevice(first.app.link!.deviceUrl, serial, { status: external });
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await first.call('POST', '/api/push/device/command', {
          token: admin,
          body: { serialNum: serial, type: 3, payload: { i }, ttlSeconds: 60 },
        });
        ids.push(res.body.data.requestId);
      }
      // the device takes them but acks none before the server goes (it acks after 1.5 s, the server is gone by then)
      await d.nextCommand(1, 10_000);
      await first.app.close();
      await d.end(true);
      second = await testServer({ mqtt: { ...config }, dataDir: first.database.dataDir }, { reopen: first.database });
      const token = await second.login('admin');
      const back = await connectDevice(second.app.link!.deviceUrl, serial, { status: external });
      const device = runOnce(back);
      await eventually(async () => {
        for (const id of device.seen()) await back.ack(id);
        return ids.every((id) => device.run.has(id));
      }, 20_000);
      const statuses = await eventually(async () => {
        const rows = await Promise.all(
          ids.map(async (id) => (await second!.call('GET', `/api/device/pushMsg/detail/${serial}/${id}`, { token })).body.data?.status as string),
        );
        return rows.every((st) => st === 'SUBOK') && rows;
      }, 20_000);
      expect(new Set(statuses)).toEqual(new Set(['SUBOK']));
      await back.end();
    } finally {
      if (second) await second.close();
      else await first.database.remove();
    }
  });
});
