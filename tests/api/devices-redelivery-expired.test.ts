import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Aedes, type Client } from 'aedes';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice } from '../support/mqtt-device.js';
import { demoSerial } from '../../src/domain/demo-devices.js';
import { deviceTopics } from '../../src/domain/devices.js';
import { commandMessage } from '../../src/server/link/redeliver.js';
import { clearRefusedExactly } from '../../src/server/link/aedes-queue.js';

/**
 * Issue 30 item 6: two ways a command pending for a device missed it on the embedded broker, each forced here.
 *
 * - When the broker's authorizeForward hook refuses a command (its time to live is over) on the way to a
 *   connected device with a persistent session, aedes 1.2 clears that command from the device's queue by its
 *   packet id, which it has not assigned yet: the first queued command still without one is removed instead,
 *   often another command on its way to the same device. That one's send then fails ("no such packet"), aedes
 *   drops the connection, and the command, counted as handed over on that connection, never reaches the device
 *   on it (src/server/link/aedes-queue.ts).
 * - A device subscribing at QoS 2 (granted QoS 1) was not taken as ready: aedes reports the QoS asked for.
 */
let s: TestServer;
beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
});
afterAll(async () => s?.close());

it('a command refused as expired on its way to a persistent device takes no other command with it', async () => {
  const serial = demoSerial(48);
  const d = await connectDevice(s.app.link!.deviceUrl, serial);
  let closed = false;
  d.client.on('close', () => (closed = true));
  const link = s.app.link!;
  const live = randomUUID();
  const expired = randomUUID();
  link.expireAt(live, new Date(Date.now() + 60_000));
  link.expireAt(expired, new Date(Date.now() - 1000));
  const cmd = deviceTopics(serial).cmd;
  const sentAt = new Date();
  // handed to the broker together, as a push to a busy device's queue can be
  await Promise.all([
    link.publish(cmd, commandMessage({ requestId: live, type: 3, payload: { text: 'live' }, sentAt })),
    link.publish(cmd, commandMessage({ requestId: expired, type: 3, payload: { text: 'expired' }, sentAt })),
  ]);
  expect((await d.nextCommand(1, 3000)).requestId).toBe(live);
  expect(closed).toBe(false);
  expect(d.commands.map((c) => c.requestId)).not.toContain(expired);
  await d.end();
});

it('a device subscribing to its command topic at QoS 2 (granted QoS 1) is sent its pending commands too', async () => {
  const serial = demoSerial(49);
  const [device] = await s.db.query<{ id: number }>(`select id from devices where serial_num = $1`, [serial]);
  // a command the broker had and lost (a restart): handed over (PUBOK), so the unsent sweep leaves it alone
  const requestId = randomUUID();
  await s.db.query(
    `insert into push_messages (request_id, device_id, serial_num, type, payload, status, expires_at, created_at, last_sent_at)
     values ($1, $2, $3, 3, '{"text":"kept"}', 'PUBOK', now() + interval '60 seconds', now() - interval '20 seconds', now() - interval '20 seconds')`,
    [requestId, device.id, serial],
  );
  const d = await connectDevice(s.app.link!.deviceUrl, serial, { subscribe: false });
  await new Promise<void>((resolve, reject) => d.client.subscribe(deviceTopics(serial).cmd, { qos: 2 }, (err) => (err ? reject(err) : resolve())));
  expect(await d.nextCommand(1, 5000)).toMatchObject({ requestId, payload: { text: 'kept' } });
  await d.end();
});

/** aedes' memory persistence: a persistent session's outgoing queue. */
interface Queue {
  outgoingEnqueue(sub: { clientId: string }, packet: object): Promise<void>;
  outgoingClearMessageId(client: Client, packet: object): Promise<{ brokerCounter: number } | undefined>;
  outgoingStream(client: Client): AsyncIterable<{ brokerCounter: number }>;
}

it("aedes' queue: a clear without a packet id removes the message it names (by its broker counter), and no other", async () => {
  const broker = await Aedes.createBroker();
  try {
    clearRefusedExactly(broker);
    const queue = (broker as unknown as { persistence: Queue }).persistence;
    const client = { id: 'DEMO-queue' } as Client;
    const packet = (n: number) => ({
      cmd: 'publish',
      topic: 'devices/DEMO-queue/cmd',
      payload: Buffer.from(`${n}`),
      qos: 1,
      brokerId: broker.id,
      brokerCounter: n,
    });
    for (const n of [1, 2, 3]) await queue.outgoingEnqueue({ clientId: client.id }, packet(n));
    // the second as aedes hands a refused forward over: no packet id yet
    const removed = await queue.outgoingClearMessageId(client, { ...packet(2), messageId: undefined });
    expect(removed?.brokerCounter).toBe(2);
    const left: number[] = [];
    for await (const p of queue.outgoingStream(client)) left.push(p.brokerCounter);
    expect(left).toEqual([1, 3]);
    // one not queued: nothing removed
    expect(await queue.outgoingClearMessageId(client, { ...packet(9), messageId: undefined })).toBeUndefined();
  } finally {
    await new Promise<void>((resolve) => broker.close(() => resolve()));
  }
});
