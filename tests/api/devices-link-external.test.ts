import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice, eventually, forgetSession } from '../support/mqtt-device.js';
import { demoSerial } from '../../src/domain/demo-devices.js';
import { SimulatedDevice } from '../../src/simulator/device.js';

/**
 * The link with an external broker (MQTT_URL): the machine's Mosquitto on 127.0.0.1:1883 instead of the
 * embedded one. What the server can observe there is less: the broker's PUBACK (brokerReceived) and the
 * device's ack (deviceReceived), never the moment the broker hands the message on (brokerSent), so the
 * detail shows three stages, not an invented fourth. Expiry is the broker's (MQTT 5 message expiry).
 *
 * The broker is shared with whatever else runs on this machine (the PostgreSQL and PGlite projects run
 * at once): each run takes its own share group and demo devices no other test uses.
 */
const BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
let s: TestServer;
let admin: string;
// a serial per run among demo devices the other tests leave alone (201..300)
const serial = (offset: number) => demoSerial(201 + ((randomBytes(1)[0] + offset * 37) % 100));

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'external', url: BROKER, slowMs: 5000, shareGroup: `test-${randomBytes(4).toString('hex')}` } });
  admin = await s.login('admin');
});
afterAll(async () => s?.close());

const push = (serialNum: string, extra: Record<string, unknown> = {}) =>
  s.call('POST', '/api/push/device/command', { token: admin, body: { serialNum, type: 3, payload: { text: 'hello' }, ...extra } });
const detail = (serialNum: string, requestId: string) => s.call('GET', `/api/device/pushMsg/detail/${serialNum}/${requestId}`, { token: admin });

describe('an external broker (Mosquitto)', () => {
  it('the server says which broker devices connect to', () => {
    expect(s.app.link!.mode).toBe('external');
    expect(s.app.link!.deviceUrl).toBe(BROKER);
  });

  it('ack → SUBOK with the stages the server observed: apiSent, brokerReceived (PUBACK), deviceReceived', async () => {
    const serialNum = serial(0);
    await forgetSession(BROKER, serialNum);
    const d = await connectDevice(BROKER, serialNum);
    const requestId = (await push(serialNum)).body.data.requestId;
    const cmd = await d.nextCommand();
    expect(cmd.requestId).toBe(requestId);
    await d.ack(requestId);
    const done = await eventually(async () => {
      const r = (await detail(serialNum, requestId)).body.data;
      return r?.status === 'SUBOK' && r;
    });
    expect(done.stages.map((x: { stage: string }) => x.stage)).toEqual(['apiSent', 'brokerReceived', 'deviceReceived']);
    expect(done.slow).toBe(false);
    await d.end();
  });

  it('presence from the device: online after it connects, offline when it leaves or when the broker publishes its will', async () => {
    const serialNum = serial(3);
    await forgetSession(BROKER, serialNum);
    const state = async () =>
      (
        await s.db.query<{ online: boolean; last_offline_reason: string | null }>(`select online, last_offline_reason from devices where serial_num = $1`, [
          serialNum,
        ])
      )[0];
    const d = await connectDevice(BROKER, serialNum, { status: true });
    await eventually(async () => (await state()).online);
    await d.end();
    expect(
      await eventually(async () => {
        const r = await state();
        return !r.online && r;
      }),
    ).toMatchObject({ last_offline_reason: 'clientDisconnect' });
    // the connection drops without a word: the broker publishes the will
    const again = await connectDevice(BROKER, serialNum, { status: true });
    await eventually(async () => (await state()).online);
    again.client.stream.destroy();
    expect(
      await eventually(async () => {
        const r = await state();
        return !r.online && r;
      }),
    ).toMatchObject({ last_offline_reason: 'connectionLost' });
    await again.end(true);
    const history = await s.call('POST', '/api/device/connect/history', {
      token: admin,
      body: { serialNum, startTime: new Date(Date.now() - 3600_000).toISOString(), endTime: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(history.body.data.list.map((c: { reason: string }) => c.reason).sort()).toEqual(['clientDisconnect', 'connectionLost']);
  });

  it('a simulated device is online through the broker, acks a push, and is offline once it stops', async () => {
    const serialNum = serial(4);
    await forgetSession(BROKER, serialNum);
    const online = async () =>
      (
        await s.db.query<{ online: boolean; last_offline_reason: string | null }>(`select online, last_offline_reason from devices where serial_num = $1`, [
          serialNum,
        ])
      )[0];
    const device = new SimulatedDevice({ url: BROKER, serialNum, chatty: false });
    await device.start();
    await eventually(async () => (await online()).online);
    const requestId = (await push(serialNum)).body.data.requestId;
    await eventually(async () => (await detail(serialNum, requestId)).body.data?.status === 'SUBOK');
    await device.stop();
    expect(
      await eventually(async () => {
        const r = await online();
        return !r.online && r;
      }),
    ).toMatchObject({ last_offline_reason: 'clientDisconnect' });
  });

  it('telemetry a device publishes reaches the server through the broker and is stored', async () => {
    const serialNum = serial(1);
    await forgetSession(BROKER, serialNum);
    const d = await connectDevice(BROKER, serialNum);
    await d.publish('telemetry', { ts: new Date().toISOString(), signal: 77, temperature: 6.5 });
    const row = await eventually(async () => {
      const [r] = await s.db.query<{ signal: number }>(`select signal from devices where serial_num = $1`, [serialNum]);
      return r?.signal === 77 && r;
    });
    expect(row.signal).toBe(77);
    await d.end();
  });

  it('a push to an offline device is held by the broker and delivered on reconnect; one past its TTL is not', async () => {
    const serialNum = serial(2);
    await forgetSession(BROKER, serialNum);
    const first = await connectDevice(BROKER, serialNum);
    await first.end();
    const held = (await push(serialNum)).body.data.requestId;
    const expired = (await push(serialNum, { ttlSeconds: 1 })).body.data.requestId;
    await eventually(async () => (await detail(serialNum, held)).body.data?.status === 'PUBOK');
    await new Promise((r) => setTimeout(r, 2200));
    const back = await connectDevice(BROKER, serialNum);
    const cmd = await back.nextCommand();
    expect(cmd.requestId).toBe(held);
    await back.ack(held);
    await eventually(async () => (await detail(serialNum, held)).body.data?.status === 'SUBOK');
    // the broker dropped the expired one: it never arrives, and the server shows it expired
    await new Promise((r) => setTimeout(r, 300));
    expect(back.commands.map((c) => c.requestId)).toEqual([held]);
    expect((await detail(serialNum, expired)).body.data.status).toBe('EXPIRED');
    await back.end();
  });
});
