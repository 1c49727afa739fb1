import mqtt, { type MqttClient } from 'mqtt';
import { demoDeviceSecret } from '../../src/domain/demo-devices.js';
import { deviceTopics } from '../../src/domain/devices.js';

/** A real MQTT client standing in for a device in the link tests. */
export interface TestDevice {
  client: MqttClient;
  serialNum: string;
  /** Commands received on devices/{serial}/cmd, in order. */
  commands: { requestId: string; type: number; payload?: unknown; sentAt: string }[];
  desired: Record<string, unknown>[];
  publish(channel: 'ack' | 'telemetry' | 'event' | 'shadow/reported' | string, message: unknown): Promise<void>;
  ack(requestId: string, result?: 'ok' | 'error'): Promise<void>;
  /** Waits for the n-th command (1-based). */
  nextCommand(n?: number, timeoutMs?: number): Promise<TestDevice['commands'][number]>;
  end(force?: boolean): Promise<void>;
}

export function connectDevice(
  url: string,
  serialNum: string,
  opts: { secret?: string; subscribe?: boolean; clientId?: string; status?: boolean; alwaysSubscribe?: boolean } = {},
): Promise<TestDevice> {
  const client = mqtt.connect(url, {
    clientId: opts.clientId ?? serialNum,
    username: serialNum,
    password: opts.secret ?? demoDeviceSecret(serialNum),
    keepalive: 60,
    clean: false,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    // presence for an external broker: the broker publishes this will when the connection is lost
    ...(opts.status
      ? {
          will: {
            topic: `devices/${serialNum}/status`,
            payload: Buffer.from(JSON.stringify({ ts: new Date().toISOString(), online: false, reason: 'connectionLost' })),
            qos: 1 as const,
            retain: false,
          },
        }
      : {}),
  });
  const topics = deviceTopics(serialNum);
  const device: TestDevice = {
    client,
    serialNum,
    commands: [],
    desired: [],
    publish: (channel, message) =>
      new Promise((resolve, reject) =>
        client.publish(
          `devices/${serialNum}/${channel}`,
          typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message),
          { qos: 1 },
          (err) => (err ? reject(err) : resolve()),
        ),
      ),
    ack: (requestId, result = 'ok') => device.publish('ack', { requestId, receivedAt: new Date().toISOString(), result }),
    async nextCommand(n = 1, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (device.commands.length < n) {
        if (Date.now() > until) throw new Error(`${serialNum}: no command ${n} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return device.commands[n - 1];
    },
    async end(force = false) {
      if (opts.status && !force && client.connected)
        await device.publish('status', { ts: new Date().toISOString(), online: false, reason: 'clientDisconnect' });
      await new Promise<void>((resolve) => client.end(force, {}, () => resolve()));
    },
  };
  client.on('message', (topic, payload) => {
    const body = JSON.parse(payload.toString());
    if (topic === topics.cmd) device.commands.push(body);
    else if (topic === topics.shadowDesired) device.desired.push(body);
  });
  return new Promise((resolve, reject) => {
    client.once('connect', (connack) => {
      const announced = () => (opts.status ? device.publish('status', { ts: new Date().toISOString(), online: true }) : Promise.resolve());
      // a device that subscribes on every connection, its session restored or not (issue 30 item 6)
      if (opts.subscribe === false || (connack.sessionPresent && !opts.alwaysSubscribe)) return void announced().then(() => resolve(device), reject);
      client.subscribe([topics.cmd, topics.shadowDesired], { qos: 1 }, (err) => (err ? reject(err) : void announced().then(() => resolve(device), reject)));
    });
    client.once('error', (err) => {
      client.end(true);
      reject(err);
    });
  });
}

/** Polls `probe` until it answers something truthy (the server writes what the broker reports asynchronously). */
export async function eventually<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A clean start on a shared broker (the machine's Mosquitto): drops any session (and held messages) an earlier run left. */
export async function forgetSession(url: string, serialNum: string): Promise<void> {
  const c = mqtt.connect(url, { clientId: serialNum, username: serialNum, password: demoDeviceSecret(serialNum), clean: true, reconnectPeriod: 0 });
  await new Promise<void>((resolve, reject) => {
    c.once('connect', () => resolve());
    c.once('error', reject);
  });
  await new Promise<void>((r) => c.end(false, {}, () => r()));
}
