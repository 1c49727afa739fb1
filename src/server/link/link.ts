import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import type { Database } from '../db/database.js';
import { DEFAULT_RESEND, type MqttConfig } from '../config.js';
import { deviceTopics } from '../../domain/devices.js';
import { connectMqtt } from '../../mqtt/connect.js';
import { startEmbeddedBroker } from './broker.js';
import { loadProtocol } from './protocol.js';
import { Inbound } from './inbound.js';
import { startLinkWriter } from './writer.js';
import { FloodGuard } from './flood.js';
import { REDELIVER_BATCH, claimPending, type PendingScope } from './redeliver.js';
import { secretBox, type SecretBox } from '../secrets.js';
import { startSweep, sweepSeconds } from '../sweep.js';

type Log = { warn(obj: unknown, msg?: string): void; info(msg: string): void };

/** The server's link to its devices: the broker (embedded or external) and the server's client on it. */
export interface DeviceLink {
  readonly mode: 'embedded' | 'external';
  /** What devices connect to (mqtt://host:port): the embedded broker's address, or MQTT_URL without credentials. */
  readonly deviceUrl: string;
  /** A link (apiSent → deviceReceived) slower than this is flagged slow. */
  readonly slowMs: number;
  /**
   * Hands a QoS 1 message to the broker; resolves on the broker's PUBACK. `expirySeconds` is the MQTT 5
   * message expiry an external broker applies to a message waiting for an offline device.
   */
  publish(topic: string, payload: string, opts?: { expirySeconds?: number }): Promise<void>;
  /**
   * A command's PUBACK (at `at`): the status moves on to PUBOK. An external broker's PUBACK is the only sign it
   * took the message, so its brokerReceived stage is recorded too; the embedded broker's hook queued that stage
   * before it sent the PUBACK. Either way the stage is written no later than the status (src/server/link/writer.ts).
   */
  published(requestId: string, at: Date): Promise<void>;
  /** Until when the embedded broker may hand a command to its device (it drops it after: EXPIRED). */
  expireAt(requestId: string, expiresAt: Date): void;
  publishDesired(serialNum: string, message: Record<string, unknown>): Promise<void>;
  /** Seals what a command sends when its record differs from it (a pay config's secrets), for a resend. */
  readonly secrets: SecretBox;
  /**
   * Publishes again the pending commands of the scope (redeliver.ts), each claimed with a lease; answers how
   * many. The link does it by itself on a device's (re)connection, at its start and on its sweep.
   */
  redeliver(scope: PendingScope): Promise<number>;
  /**
   * Resolves when every device message received so far has been handled, every resend pass begun has sent, and every
   * write is done (tests).
   */
  idle(): Promise<void>;
  /**
   * What waits right now: device messages received and not yet handled (inbound), and the server's own
   * publishes not yet acknowledged by the broker or waiting for a connection (outgoing). bench:soak prints them.
   */
  backlog(): { inbound: number; outgoing: number };
  close(): Promise<void>;
}

/**
 * Starts the link as configured: with the embedded broker, the broker on MQTT_PORT and the server as a
 * client of it over loopback (so the broker's hooks see the server's publishes exactly as an external
 * broker would); with MQTT_URL, the server as an MQTT 5 client of that broker. Either way the server
 * subscribes to what devices send and publishes commands and desired shadows.
 */
export async function startLink(db: Database, config: Exclude<MqttConfig, { mode: 'off' }>, log: Log, opts: { secrets?: SecretBox } = {}): Promise<DeviceLink> {
  const protocol = loadProtocol();
  // the server's key (app.secrets), so a sealed command can be sent again after a restart; a process key otherwise
  const secrets = opts.secrets ?? secretBox(randomBytes(32));
  const expiries = new Map<string, number>();
  const warn = (msg: string) => (err: unknown) => log.warn({ err }, msg);
  // sessions, stages, statuses, acks, telemetry: written in batches, in the order they happened
  const writer = startLinkWriter(db, { slowMs: config.slowMs });
  const stage = (requestId: string, stage: 'brokerReceived' | 'brokerSent', at: Date) =>
    void writer.stage({ requestId, stage, at }).catch(warn(`stage ${stage} not recorded`));
  let brokerAddress: string;
  let closeBroker = async () => {};
  let serverLogin: { username: string; password: string } | undefined;

  if (config.mode === 'embedded') {
    serverLogin = { username: '$ops-server', password: randomBytes(24).toString('base64url') };
    const broker = await startEmbeddedBroker({
      db,
      port: config.port,
      host: config.host,
      server: serverLogin,
      writer,
      log,
      observer: {
        commandReceived(requestId, at) {
          stage(requestId, 'brokerReceived', at);
        },
        commandForwarding(requestId, at) {
          const expiresAt = expiries.get(requestId);
          if (expiresAt !== undefined && expiresAt <= at.getTime()) {
            expiries.delete(requestId);
            writer.status(requestId, 'EXPIRED').catch(warn('expired push not recorded'));
            return false;
          }
          stage(requestId, 'brokerSent', at);
          return true;
        },
        deviceReady(deviceId, forwarded, since) {
          void redeliver({ deviceId, skip: forwarded, since }).catch(warn('commands not sent again to a device back online'));
        },
      },
    });
    closeBroker = broker.close;
    const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    brokerAddress = `mqtt://${host.includes(':') ? `[${host}]` : host}:${broker.port}`;
  } else {
    brokerAddress = config.url;
  }

  const external = config.mode === 'external';
  const client: MqttClient = connectMqtt(brokerAddress, {
    clientId: `ops-server-${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`,
    protocolVersion: external ? 5 : 4,
    clean: true,
    keepalive: 30,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
    ...(serverLogin ?? {}),
  });
  const inbound = new Inbound({
    db,
    writer,
    protocol,
    log,
    publishDesired: (serialNum, message) => publish(deviceTopics(serialNum).shadowDesired, JSON.stringify(message)),
    presenceFromStatus: external,
    // an external broker tells of a device back only through its status message: its commands are sent again
    deviceOnline: (deviceId, since) => void redeliver({ deviceId, since }).catch(warn('commands not sent again to a device back online')),
  });
  // several server processes on one external broker share the uplinks: each message is handled once. Status
  // messages (presence) are the exception: a shared subscription hands a device's online and offline to
  // different processes, which could apply them out of order; every process takes every status message, in
  // the broker's order, and one applies each (inbound.ts statusReported)
  const filters = inbound.filters.map((f) => (external && !f.endsWith('/status') ? `$share/${config.shareGroup ?? 'ops'}/${f}` : f));
  // a device flooding the link is cut off before its messages are parsed (flood.ts)
  const flood = new FloodGuard({ db, log });
  let inboundPending = 0;
  client.on('message', (topic, payload) => {
    const serialNum = /^devices\/([^/]+)\//.exec(topic)?.[1];
    if (serialNum !== undefined && !flood.admit(serialNum, topic, payload)) return;
    inboundPending++;
    void inbound.handle(topic, payload).finally(() => inboundPending--);
  });
  client.on('error', warn('mqtt client error'));
  const subscribed = new Promise<void>((resolve, reject) => {
    client.on('connect', () => {
      client.subscribe(
        filters.map((f) => f),
        { qos: 1 },
        (err, granted) => {
          const refused = granted?.filter((g) => g.qos > 1);
          if (err || refused?.length) {
            const e = err ?? new Error(`broker refused ${refused!.map((g) => g.topic).join(', ')}`);
            log.warn({ err: e }, 'mqtt: subscribing to device topics failed');
            reject(e);
          } else resolve();
        },
      );
    });
  });
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
  try {
    if ((await Promise.race([subscribed, timeout])) === 'timeout') {
      if (!external) throw new Error('the server could not connect to its embedded broker');
      log.warn({ url: redact(brokerAddress) }, 'mqtt: the external broker is not reachable yet; retrying every second');
    }
  } catch (err) {
    client.end(true);
    await closeBroker();
    throw err;
  }
  log.info(`mqtt: ${external ? `external broker ${redact(brokerAddress)}` : `embedded broker on ${brokerAddress}`}`);

  // forget expiry times of commands past them (their messages are gone or answered)
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [id, at] of expiries) if (at <= now) expiries.delete(id);
  }, 60_000);
  sweep.unref();

  async function published(requestId: string, at: Date): Promise<void> {
    if (external) stage(requestId, 'brokerReceived', at);
    await writer.status(requestId, 'PUBOK').catch(warn('status PUBOK not recorded'));
  }

  // resend passes under way (a device's return, the start, the sweep): idle() waits for them
  const passes = new Set<Promise<number>>();
  function redeliver(scope: PendingScope): Promise<number> {
    const pass = redeliverPass(scope);
    passes.add(pass);
    void pass.catch(() => undefined).finally(() => passes.delete(pass));
    return pass;
  }

  /** Claims the scope's pending commands and publishes each again with the time to live it has left. */
  async function redeliverPass(scope: PendingScope): Promise<number> {
    let sent = 0;
    for (;;) {
      const { claimed, commands, unreadable } = await claimPending(db, scope, secrets);
      if (unreadable.length) log.warn({ requestIds: unreadable }, 'commands sealed under another key: not sent again');
      for (const c of commands) {
        if (!external) expiries.set(c.requestId, c.expiresAt.getTime());
        const expirySeconds = Math.max(1, Math.ceil((c.expiresAt.getTime() - Date.now()) / 1000));
        publish(deviceTopics(c.serialNum).cmd, c.message, { expirySeconds }).then(
          () => published(c.requestId, new Date()),
          () => undefined, // the link went down: the resend sweep or the next connection sends it
        );
      }
      sent += commands.length;
      // one device's commands fit a batch; the start and the sweep take every batch
      if (claimed < REDELIVER_BATCH || 'deviceId' in scope) return sent;
    }
  }
  // on start, the commands of devices shown online (an external broker kept them connected); then, every sweep,
  // those recorded but never handed to the broker and those of online devices past their ack wait (one rule)
  void redeliver({ online: true }).catch(warn('pending commands not sent again at start'));
  const due = config.resend ?? DEFAULT_RESEND;
  const stopResend = startSweep({
    seconds: sweepSeconds('REDELIVER_SECONDS', 10),
    what: 'command resend sweep',
    log,
    pass: () => redeliver({ due }),
  });

  function publish(topic: string, payload: string, opts: { expirySeconds?: number } = {}): Promise<void> {
    return new Promise((resolve, reject) => {
      const properties = external && opts.expirySeconds ? { messageExpiryInterval: opts.expirySeconds } : undefined;
      client.publish(topic, payload, { qos: 1, retain: false, ...(properties ? { properties } : {}) }, (err) => (err ? reject(err) : resolve()));
    });
  }

  return {
    mode: config.mode,
    deviceUrl: redact(brokerAddress),
    slowMs: config.slowMs,
    publish,
    published,
    expireAt(requestId, expiresAt) {
      if (!external) expiries.set(requestId, expiresAt.getTime());
    },
    publishDesired: (serialNum, message) => publish(deviceTopics(serialNum).shadowDesired, JSON.stringify(message)),
    secrets,
    redeliver,
    async idle() {
      await inbound.idle();
      await Promise.allSettled([...passes]);
      await writer.idle();
    },
    backlog() {
      // mqtt.js keeps QoS 1 publishes awaiting their PUBACK in `outgoing` and those made offline in `queue`
      const c = client as unknown as { outgoing?: Record<number, unknown>; queue?: unknown[] };
      return { inbound: inboundPending, outgoing: Object.keys(c.outgoing ?? {}).length + (c.queue?.length ?? 0) };
    },
    async close() {
      clearInterval(sweep);
      stopResend();
      await new Promise<void>((resolve) => client.end(false, {}, () => resolve()));
      await inbound.idle();
      await flood.close();
      await closeBroker();
      // what waits in the batches is written before the database closes (SIGTERM: src/server/main.ts)
      await writer.close();
    },
  };
}

/** An address without its credentials, for logs and the README's "devices connect to". */
function redact(url: string): string {
  const u = new URL(url);
  u.username = '';
  u.password = '';
  return u.href.replace(/\/$/, '');
}
