import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice, eventually } from '../support/mqtt-device.js';

/**
 * The device link end to end over a real MQTT connection: the embedded broker on an ephemeral port, the
 * server's own client, and mqtt.js clients standing in for devices (demo serials and secrets).
 */
let s: TestServer;
let url: string;
let admin: string;
// a slow link is one over 400 ms here (5 s in production): the late ack below waits 600 ms, not 6 s
const SLOW_MS = 400;

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: SLOW_MS } });
  url = s.app.link!.deviceUrl;
  admin = await s.login('admin');
});
afterAll(async () => s?.close());

const push = (serialNum: string, extra: Record<string, unknown> = {}, token = admin) =>
  s.call('POST', '/api/push/device/command', { token, body: { serialNum, type: 3, payload: { text: 'hello' }, ...extra } });
const detail = (serialNum: string, requestId: string) => s.call('GET', `/api/device/pushMsg/detail/${serialNum}/${requestId}`, { token: admin });

describe('connecting', () => {
  it('a device with its secret is online, with a connection record; after it leaves it is offline with the reason', async () => {
    const d = await connectDevice(url, 'DEMO-000001');
    const online = await eventually(async () => {
      const [row] = await s.db.query<{ online: boolean; last_login_at: Date }>(`select online, last_login_at from devices where serial_num = 'DEMO-000001'`);
      return row.online && row;
    });
    expect(online.last_login_at).toBeTruthy();
    await d.end();
    const off = await eventually(async () => {
      const [row] = await s.db.query<{ online: boolean; last_offline_reason: string }>(
        `select online, last_offline_reason from devices where serial_num = 'DEMO-000001'`,
      );
      return !row.online && row;
    });
    expect(off.last_offline_reason).toBe('clientDisconnect');
    const now = Date.now();
    const res = await s.call('POST', '/api/device/connect/history', {
      token: admin,
      body: { serialNum: 'DEMO-000001', startTime: new Date(now - 3600_000).toISOString(), endTime: new Date(now + 60_000).toISOString() },
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.list[0]).toMatchObject({ reason: 'clientDisconnect', keepalive: 60 });
    expect(res.body.data.list[0].disconnectedAt).toBeTruthy();
  });

  it('a wrong secret, an unknown device and a disabled device are refused', async () => {
    await expect(connectDevice(url, 'DEMO-000002', { secret: 'wrong-secret' })).rejects.toThrow(/Bad username or password|Not authorized/i);
    await expect(connectDevice(url, 'NOPE-000001', { secret: 'x' })).rejects.toThrow();
    await s.db.query(`update devices set status = 0 where serial_num = 'DEMO-000003'`);
    await expect(connectDevice(url, 'DEMO-000003')).rejects.toThrow(/Not authorized/i);
    await s.db.query(`update devices set status = 1 where serial_num = 'DEMO-000003'`);
  });

  it("a device cannot publish or subscribe on another device's topics", async () => {
    const d = await connectDevice(url, 'DEMO-000004');
    // refused with SUBACK 0x80 (mqtt.js reports it as an error), the connection stays
    const granted = await new Promise<unknown>((resolve) => d.client.subscribe('devices/DEMO-000005/cmd', { qos: 1 }, (err, g) => resolve(err ?? g)));
    expect(String(granted)).toMatch(/Subscribe error/);
    expect(d.client.connected).toBe(true);
    // a publish outside its topics ends its connection (MQTT 3.1.1 has no way to refuse one publish)
    const closed = new Promise<void>((r) => d.client.once('close', () => r()));
    d.client.publish('devices/DEMO-000005/telemetry', JSON.stringify({ ts: new Date().toISOString(), signal: 50 }), { qos: 1 });
    await closed;
    await d.end(true);
    const [{ n }] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from device_telemetry t join devices d on d.id = t.device_id where d.serial_num = 'DEMO-000005'`,
    );
    expect(n).toBe(0);
  });
});

describe('pushing', () => {
  it('ack → SUBOK with the four stages in order, not slow', async () => {
    const d = await connectDevice(url, 'DEMO-000010');
    const res = await push('DEMO-000010');
    expect(res.body.code).toBe(200);
    const requestId = res.body.data.requestId;
    const cmd = await d.nextCommand();
    expect(cmd).toMatchObject({ requestId, type: 3, payload: { text: 'hello' } });
    await d.ack(requestId);
    const done = await eventually(async () => {
      const r = await detail('DEMO-000010', requestId);
      return r.body.data?.status === 'SUBOK' && r.body.data;
    });
    expect(done.stages.map((x: { stage: string }) => x.stage)).toEqual(['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived']);
    const times = done.stages.map((x: { at: string }) => Date.parse(x.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(done.slow).toBe(false);
    expect(done.totalMs).toBeGreaterThanOrEqual(0);
    await d.end();
  });

  it('an ack later than the slow threshold → slow; an error result → FAILED', async () => {
    const d = await connectDevice(url, 'DEMO-000011');
    const slow = (await push('DEMO-000011')).body.data.requestId;
    await d.nextCommand(1);
    await new Promise((r) => setTimeout(r, SLOW_MS + 200));
    await d.ack(slow);
    const failed = (await push('DEMO-000011')).body.data.requestId;
    await d.nextCommand(2);
    await d.ack(failed, 'error');
    const a = await eventually(async () => (await detail('DEMO-000011', slow)).body.data.status === 'SUBOK' && (await detail('DEMO-000011', slow)).body.data);
    expect(a.slow).toBe(true);
    expect(a.totalMs).toBeGreaterThan(SLOW_MS);
    const b = await eventually(async () => (await detail('DEMO-000011', failed)).body.data.status === 'FAILED');
    expect(b).toBe(true);
    await d.end();
  });

  it('a push to an offline device is held by the broker and delivered when it reconnects', async () => {
    const d = await connectDevice(url, 'DEMO-000012');
    await d.end();
    const requestId = (await push('DEMO-000012')).body.data.requestId;
    const before = await eventually(async () => {
      const r = (await detail('DEMO-000012', requestId)).body.data;
      return r.status === 'PUBOK' && r;
    });
    // not delivered while away: published, no brokerSent, no deviceReceived
    expect(before.stages.map((x: { stage: string }) => x.stage)).toEqual(['apiSent', 'brokerReceived']);
    const back = await connectDevice(url, 'DEMO-000012');
    const cmd = await back.nextCommand();
    expect(cmd.requestId).toBe(requestId);
    await back.ack(requestId);
    const after = await eventually(async () => {
      const r = (await detail('DEMO-000012', requestId)).body.data;
      return r.status === 'SUBOK' && r;
    });
    expect(after.stages).toHaveLength(4);
    await back.end();
  });

  it('a push whose time to live runs out while the device is away is EXPIRED and not delivered on reconnect', async () => {
    const d = await connectDevice(url, 'DEMO-000013');
    await d.end();
    const requestId = (await push('DEMO-000013', { ttlSeconds: 1 })).body.data.requestId;
    await new Promise((r) => setTimeout(r, 1300));
    expect((await detail('DEMO-000013', requestId)).body.data.status).toBe('EXPIRED');
    const back = await connectDevice(url, 'DEMO-000013');
    // a fresh command sent after reconnecting arrives; the expired one never does
    const fresh = (await push('DEMO-000013')).body.data.requestId;
    const first = await back.nextCommand();
    expect(first.requestId).toBe(fresh);
    await new Promise((r) => setTimeout(r, 200));
    expect(back.commands.map((c) => c.requestId)).not.toContain(requestId);
    const r = (await detail('DEMO-000013', requestId)).body.data;
    expect(r.status).toBe('EXPIRED');
    expect(r.stages.map((x: { stage: string }) => x.stage)).not.toContain('brokerSent');
    await back.end();
  });

  it('scope: merchant02 pushing to a merchant01 device is 203001; a disabled device is 203206', async () => {
    const m2 = await s.login('merchant02');
    const res = await push('DEMO-000001', {}, m2);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(203001);
    const m1 = await s.login('merchant01');
    expect((await s.call('POST', '/api/device/shadow', { token: m2, body: { serialNum: 'DEMO-000001' } })).body.code).toBe(203001);
    expect((await s.call('POST', '/api/device/shadow', { token: m1, body: { serialNum: 'DEMO-000001' } })).body.code).toBe(200);
    await s.db.query(`update devices set status = 0 where serial_num = 'DEMO-000020'`);
    expect((await push('DEMO-000020')).body.code).toBe(203206);
    // store staff may look but not push
    const store = await s.login('store01');
    expect((await push('DEMO-000001', {}, store)).body.code).toBe(101005);
  });
});

describe('inbound', () => {
  it('telemetry is stored and updates the device; malformed, oversized, invalid and unknown messages are dropped and counted', async () => {
    const d = await connectDevice(url, 'DEMO-000030');
    await d.publish('telemetry', { ts: new Date().toISOString(), signal: 77, temperature: 4.5, location: { lat: 35.6, lng: 139.7 } });
    await d.publish('telemetry', '{not json');
    await d.publish('telemetry', JSON.stringify({ ts: new Date().toISOString(), signal: 500 }));
    await d.publish('event', JSON.stringify({ ts: new Date().toISOString(), type: 'door', open: true, pad: 'x'.repeat(17 * 1024) }));
    await d.publish('ack', { requestId: '00000000-0000-4000-8000-000000000000', receivedAt: new Date().toISOString(), result: 'ok' });
    await d.publish('event', { ts: new Date().toISOString(), type: 'door', open: true });
    await s.app.link!.idle();
    await eventually(async () => {
      const [row] = await s.db.query<{ n: number }>(
        `select count(*)::int as n from device_events e join devices d on d.id = e.device_id where d.serial_num = 'DEMO-000030'`,
      );
      return row.n === 1;
    });
    const [dev] = await s.db.query<{ signal: number; temperature: string; last_seen_at: Date; reported_location: unknown }>(
      `select signal, temperature, last_seen_at, reported_location from devices where serial_num = 'DEMO-000030'`,
    );
    expect(dev).toMatchObject({ signal: 77, reported_location: { lat: 35.6, lng: 139.7 } });
    expect(Number(dev.temperature)).toBe(4.5);
    const counts = await s.db.query<{ outcome: string; count: number }>(
      `select outcome, count from device_message_counts c join devices d on d.id = c.device_id where d.serial_num = 'DEMO-000030' order by outcome`,
    );
    expect(Object.fromEntries(counts.map((c) => [c.outcome, c.count]))).toEqual({ accepted: 2, invalid: 1, malformed: 1, oversized: 1, unknown: 1 });
    const dropped = await s.call('POST', '/api/device/message/dropped', { token: admin, body: { serialNum: 'DEMO-000030' } });
    expect(dropped.body.data.total).toBe(4);
    expect(dropped.body.data.list.map((x: { reason: string }) => x.reason).sort()).toEqual(['invalid', 'malformed', 'oversized', 'unknown']);
    // the connection survived every bad message
    expect(d.client.connected).toBe(true);
    const topics = await s.call('POST', '/api/device/topic', { token: admin, body: { serialNum: 'DEMO-000030' } });
    expect(topics.body.data.online).toBe(true);
    expect(topics.body.data.dropped).toBe(4);
    const tel = topics.body.data.topics.find((t: { channel: string }) => t.channel === 'telemetry');
    expect(tel).toMatchObject({ direction: 'up', qos: 1, messageCount: 1 });
    await d.end();
  });

  it('shadow: a report merges, desired keys publish their delta, and a report leaving a delta is answered', async () => {
    const d = await connectDevice(url, 'DEMO-000031');
    await d.publish('shadow/reported', { state: { volume: 3, mode: 'eco' } });
    const shadowOf = async () => (await s.call('POST', '/api/device/shadow', { token: admin, body: { serialNum: 'DEMO-000031' } })).body.data;
    await eventually(async () => (await shadowOf()).reported.volume === 3);
    const set = await s.call('POST', '/api/device/shadow/desired', { token: admin, body: { serialNum: 'DEMO-000031', state: { volume: 5 } } });
    expect(set.body.code).toBe(200);
    expect(set.body.data.delta).toEqual({ volume: 5 });
    await eventually(async () => d.desired.length === 1);
    expect(d.desired[0]).toMatchObject({ state: { volume: 5 }, delta: { volume: 5 } });
    // the device reports something else: the delta is sent again
    await d.publish('shadow/reported', { state: { mode: 'normal' } });
    await eventually(async () => d.desired.length === 2);
    await d.publish('shadow/reported', { state: { volume: 5 } });
    const shadow = await eventually(async () => {
      const sh = await shadowOf();
      return sh.reported.volume === 5 && sh;
    });
    expect(shadow).toMatchObject({ desired: { volume: 5 }, reported: { volume: 5, mode: 'normal' }, delta: {} });
    expect(shadow.version).toBe(4);
    expect(typeof shadow.metadata.reported.volume).toBe('number');
    // a parameter out of its range is refused, naming it; nothing is desired and nothing reaches the device
    const bad = await s.call('POST', '/api/device/shadow/desired', { token: admin, body: { serialNum: 'DEMO-000031', state: { volume: 11, ledNight: 'on' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(100001);
    expect(bad.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['state.ledNight', 'state.volume']);
    expect((await shadowOf()).desired).toEqual({ volume: 5 });
    await new Promise((r) => setTimeout(r, 200));
    expect(d.desired).toHaveLength(2);
    await d.end();
  });
});

describe('calls', () => {
  it('connection history refuses a range over 7 days, naming endTime', async () => {
    const now = Date.now();
    const res = await s.call('POST', '/api/device/connect/history', {
      token: admin,
      body: { serialNum: 'DEMO-000001', startTime: new Date(now - 8 * 86400_000).toISOString(), endTime: new Date(now).toISOString() },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(100001);
    expect(res.body.fields[0]).toMatchObject({ field: 'endTime', message: 'The range may span at most 7 days' });
  });

  it("the push list pages one device's or the fleet's pushes in scope, with filters", async () => {
    const one = await s.call('POST', '/api/device/pushMsg/pageList', { token: admin, body: { serialNum: 'DEMO-000011', pageSize: 10 } });
    expect(one.body.data.total).toBe(2);
    const failed = await s.call('POST', '/api/device/pushMsg/pageList', { token: admin, body: { status: 'FAILED' } });
    expect(failed.body.data.list.every((r: { status: string }) => r.status === 'FAILED')).toBe(true);
    const slow = await s.call('POST', '/api/device/pushMsg/pageList', { token: admin, body: { slow: true } });
    // the late ack above is slow; on a loaded machine another push may be too, so: only slow ones, that one among them
    expect(slow.body.data.list.every((r: { slow: boolean }) => r.slow)).toBe(true);
    expect(slow.body.data.list.map((r: { serialNum: string }) => r.serialNum)).toContain('DEMO-000011');
    const expired = await s.call('POST', '/api/device/pushMsg/pageList', { token: admin, body: { status: 'EXPIRED' } });
    expect(expired.body.data.total).toBe(1);
    expect(expired.body.data.list[0].serialNum).toBe('DEMO-000013');
  });
});
