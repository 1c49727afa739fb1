/**
 * A device flooding the link (issue 19): past its burst and rate (LIMITS.deviceMessage*) it is cut off; its
 * messages are dropped unread and counted, the first kept as a dropped message (reason `flooding`), and another
 * device's push meanwhile is delivered, not slow. The embedded broker, one process (the two-process case with
 * an external broker is in multi-process-faults.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice, eventually } from '../support/mqtt-device.js';
import { demoSerial } from '../../src/domain/demo-devices.js';
import { deviceTopics } from '../../src/domain/devices.js';
import { LIMITS } from '../../src/domain/limits.js';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  admin = await s.login('admin');
});
afterAll(async () => s?.close());

describe('a flooding device', () => {
  it(`is cut off past ${LIMITS.deviceMessageBurst} messages and ${LIMITS.deviceMessagesPerSecond}/s; another device's push meanwhile is delivered, not slow`, async () => {
    // demo devices the other link tests leave alone
    const flooder = demoSerial(181);
    const other = demoSerial(182);
    const f = await connectDevice(s.app.link!.deviceUrl, flooder);
    const d = await connectDevice(s.app.link!.deviceUrl, other);
    const topic = deviceTopics(flooder).telemetry;
    const started = Date.now();
    // 2,000 at once
    for (let i = 0; i < 2000; i++) f.client.publish(topic, JSON.stringify({ ts: new Date(started + i).toISOString(), signal: 40 }), { qos: 0 });
    const requestId = (await s.call('POST', '/api/push/device/command', { token: admin, body: { serialNum: other, type: 3, payload: { text: 'meanwhile' } } }))
      .body.data.requestId;
    await d.ack((await d.nextCommand(1, 10_000)).requestId);
    const done = await eventually(async () => {
      const r = (await s.call('GET', `/api/device/pushMsg/detail/${other}/${requestId}`, { token: admin })).body.data;
      return r?.status === 'SUBOK' && r;
    }, 10_000);
    expect(done.slow).toBe(false);
    const dropped = await eventually(async () => {
      const list = (await s.call('POST', '/api/device/message/dropped', { token: admin, body: { serialNum: flooder } })).body.data.list;
      return list.some((m: { reason: string }) => m.reason === 'flooding') && list;
    });
    expect(dropped.filter((m: { reason: string }) => m.reason === 'flooding')).toHaveLength(1);
    // what got through is the burst and the rate's share of the time it took; the rest is counted as dropped
    // every message is either accepted or counted as dropped (the counts are written every few seconds)
    const view = await eventually(async () => {
      const t = (await s.call('POST', '/api/device/topic', { token: admin, body: { serialNum: flooder } })).body.data;
      const accepted: number = t.topics.find((x: { channel: string }) => x.channel === 'telemetry').messageCount;
      return accepted + t.dropped >= 2000 && { accepted, dropped: t.dropped as number };
    }, 15_000);
    const seconds = (Date.now() - started) / 1000;
    expect(view.accepted).toBeGreaterThanOrEqual(LIMITS.deviceMessageBurst);
    expect(view.accepted).toBeLessThanOrEqual(LIMITS.deviceMessageBurst + LIMITS.deviceMessagesPerSecond * seconds);
    expect(view.accepted + view.dropped).toBe(2000);
    await f.end(true);
    await d.end(true);
  });
});
