import net from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { Aedes, type AedesPublishPacket, type Client, type PublishPacket, type Subscription } from 'aedes';
import type { Database } from '../db/database.js';
import { KeyedQueue } from './serial.js';
import { closeOpenSessions, type OfflineReason } from './presence.js';
import type { LinkWriter } from './writer.js';
import { clearRefusedExactly } from './aedes-queue.js';

/** How many messages the embedded broker delivers at once (see createBroker below). */
export const BROKER_CONCURRENCY = 65_536;

/** The server's own client on the embedded broker: may publish commands and desired shadows, read uplinks. */
export interface ServerCredentials {
  username: string;
  password: string;
}

/** What the broker reports about commands as it handles them (the link flow's broker stages). */
export interface BrokerObserver {
  /** The broker took a command from the server (stage brokerReceived). */
  commandReceived(requestId: string, at: Date): void;
  /** The broker is handing a command to its device (stage brokerSent); false drops it (time to live over). */
  commandForwarding(requestId: string, at: Date): boolean;
  /**
   * A device can take commands: it connected with its command subscription restored (after the broker handed it
   * what it held), or it subscribed to its command topic. `forwarded`: the commands already handed to it on this
   * connection, which need no second send.
   */
  deviceReady(deviceId: number, forwarded: ReadonlySet<string>, since: Date): void;
}

interface DeviceSession {
  deviceId: number;
  serialNum: string;
  connectionId?: Promise<number | undefined>;
  reason?: OfflineReason;
  /** requestIds of the commands forwarded on this connection, which began at `since` (its login). */
  forwarded: Set<string>;
  since: Date;
}
type LinkClient = Client & { ops?: { server: true } | DeviceSession };

export const EMBEDDED_BROKER_ID = 'embedded';

const UPLINK = /^devices\/([^/]+)\/(ack|telemetry|event|shadow\/reported|status)$/;
const DOWNLINK = /^devices\/([^/]+)\/(cmd|shadow\/desired)$/;
const SERVER_SUBSCRIPTIONS = new Set(['devices/+/ack', 'devices/+/telemetry', 'devices/+/event', 'devices/+/shadow/reported', 'devices/+/status']);

const refused = (code: 4 | 5, message: string) => Object.assign(new Error(message), { returnCode: code });
const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The MQTT broker inside the server (aedes 1.2, MQTT 3.1.1). Devices log in with clientId = username =
 * serial number and their secret; an unknown, disabled or wrongly authenticated device is refused, and a
 * device may publish and subscribe only on its own topics (asyncapi/devices.yaml). Presence is written from
 * its connect / disconnect / keepalive events; the link stages from its authorize hooks.
 */
export async function startEmbeddedBroker(opts: {
  db: Database;
  port: number;
  host: string;
  server: ServerCredentials;
  observer: BrokerObserver;
  /** Presence is written through the link's batches. */
  writer: LinkWriter;
  log: { warn(obj: unknown, msg?: string): void };
}): Promise<{ port: number; close(): Promise<void> }> {
  const { db, observer, writer, log } = opts;
  const writes = new KeyedQueue();
  let closing = false;
  // sessions a previous run left open (it stopped without closing them) end now
  await closeOpenSessions(db, EMBEDDED_BROKER_ID, 'serverRestart');

  const broker = await Aedes.createBroker({
    id: EMBEDDED_BROKER_ID,
    // a client that stops reading is dropped after 10 s rather than 60 (devices.md)
    drainTimeout: 10_000,
    // messages in flight before aedes queues the rest; its queue is drained recursively, so thousands queued at
    // once (a fleet disconnecting together, each leaving its status) overflow the stack (mcollina/mqemitter#204)
    concurrency: BROKER_CONCURRENCY,
    authenticate(client: LinkClient, username, password, done) {
      const pass = password?.toString('utf8') ?? '';
      if (username === opts.server.username) {
        if (sameSecret(pass, opts.server.password)) {
          client.ops = { server: true };
          return done(null, true);
        }
        return done(refused(4, 'bad credentials'), false);
      }
      if (!username || client.id !== username) return done(refused(4, 'clientId and username must both be the serial number'), false);
      db.query<{ id: number; secret: string; status: number }>(`select id, secret, status from devices where serial_num = $1`, [username]).then(
        ([device]) => {
          if (!device || !sameSecret(pass, device.secret)) return done(refused(4, 'bad credentials'), false);
          if (device.status !== 1) return done(refused(5, 'device disabled'), false);
          // a session already open for this device is about to be closed by this one
          const previous = (broker as unknown as { clients: Record<string, LinkClient> }).clients[client.id];
          if (previous?.ops && 'deviceId' in previous.ops) previous.ops.reason = 'takenOver';
          client.ops = { deviceId: Number(device.id), serialNum: username, forwarded: new Set(), since: new Date() };
          done(null, true);
        },
        (err) => {
          log.warn({ err }, 'mqtt authenticate failed');
          done(refused(5, 'server unavailable'), false);
        },
      );
    },
    authorizePublish(client: LinkClient | null, packet: PublishPacket, done) {
      if (!client) return done(null); // the broker's own ($SYS heartbeat)
      if (packet.topic.startsWith('$SYS/')) return done(new Error("$SYS is the broker's"));
      const who = client.ops;
      if (who && 'server' in who) {
        const m = DOWNLINK.exec(packet.topic);
        if (!m) return done(new Error('the server publishes only commands and desired shadows'));
        // stamped here, not on the 'publish' event: aedes forwards to the device before emitting that
        if (m[2] === 'cmd') {
          const requestId = commandRequestId(packet.payload);
          if (requestId) observer.commandReceived(requestId, new Date());
        }
        return done(null);
      }
      const m = UPLINK.exec(packet.topic);
      if (!who || !m || m[1] !== who.serialNum) return done(new Error("not this device's topic"));
      done(null);
    },
    authorizeSubscribe(client: LinkClient, sub: Subscription, done) {
      const who = client.ops;
      if (who && 'server' in who) return done(null, SERVER_SUBSCRIPTIONS.has(sub.topic) ? { ...sub, qos: Math.min(sub.qos, 1) as 0 | 1 } : null);
      const m = DOWNLINK.exec(sub.topic);
      // null refuses this subscription (SUBACK 0x80) without dropping the connection
      if (!who || !m || m[1] !== who.serialNum) return done(null, null);
      done(null, { ...sub, qos: 1 });
    },
    authorizeForward(client: LinkClient, packet: AedesPublishPacket) {
      const who = client.ops;
      if (!who || !('deviceId' in who)) return packet;
      if (packet.topic === `devices/${who.serialNum}/cmd`) {
        const requestId = commandRequestId(packet.payload);
        if (requestId && !observer.commandForwarding(requestId, new Date())) return null;
        if (requestId) who.forwarded.add(requestId);
      }
      return packet;
    },
  });
  // a command refused as expired must not take another queued one with it (aedes-queue.ts)
  clearRefusedExactly(broker);

  broker.on('clientReady', (client: LinkClient) => {
    const who = client.ops;
    if (!who || !('deviceId' in who)) return;
    // a restored session: its queue has been handed over by now (aedes emits clientReady after emptying it)
    // (aedes keeps a client's live subscriptions in `subscriptions`, which its types leave out)
    const live = (client as unknown as { subscriptions: Record<string, unknown> }).subscriptions;
    if (live[`devices/${who.serialNum}/cmd`]) observer.deviceReady(who.deviceId, who.forwarded, who.since);
    const ip = (client.conn as net.Socket | undefined)?.remoteAddress;
    const keepalive = (client as unknown as { _keepaliveInterval?: number })._keepaliveInterval;
    const at = new Date();
    who.connectionId = new Promise((resolve) => {
      void writes.run(who.serialNum, async () => {
        try {
          resolve(
            await writer.sessionOpened({
              deviceId: who.deviceId,
              ip,
              keepalive: keepalive && keepalive > 0 ? Math.round(keepalive / 1500) : undefined,
              brokerId: EMBEDDED_BROKER_ID,
              at,
            }),
          );
        } catch (err) {
          log.warn({ err }, 'mqtt: recording a session failed');
          resolve(undefined);
        }
      });
    });
  });
  // a device subscribing to its command topic (a new session, or one that subscribes again each time). aedes
  // reports the QoS asked for (authorizeSubscribe's QoS 1 is what it delivers at) and 128 for a refusal
  broker.on('subscribe', (subs, client: LinkClient) => {
    const who = client?.ops;
    if (!who || !('deviceId' in who)) return;
    if (subs.some((sub) => sub.topic === `devices/${who.serialNum}/cmd` && sub.qos <= 2)) observer.deviceReady(who.deviceId, who.forwarded, who.since);
  });
  broker.on('keepaliveTimeout', (client: LinkClient) => {
    if (client.ops && 'deviceId' in client.ops) client.ops.reason ??= 'keepaliveTimeout';
  });
  broker.on('clientError', (client: LinkClient) => {
    if (client.ops && 'deviceId' in client.ops) client.ops.reason ??= 'error';
  });
  broker.on('clientDisconnect', (client: LinkClient) => {
    const who = client.ops;
    if (!who || !('deviceId' in who) || !who.connectionId || closing) return;
    const reason: OfflineReason = who.reason ?? ((client as unknown as { _disconnected?: boolean })._disconnected ? 'clientDisconnect' : 'connectionLost');
    const connectionId = who.connectionId;
    const at = new Date();
    void writes.run(who.serialNum, async () => {
      const id = await connectionId;
      if (id === undefined) return;
      await writer.sessionClosed({ deviceId: who.deviceId, connectionId: id, reason, at }).catch((err) => log.warn({ err }, 'mqtt: closing a session failed'));
    });
  });

  // the sockets still open when the broker closes are ended by it: the listener's close waits for every one
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    broker.handle(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    async close() {
      // let pending session writes land, then close the rest as a shutdown in one statement
      await writes.idle();
      closing = true;
      await closeOpenSessions(db, EMBEDDED_BROKER_ID, 'serverShutdown').catch((err) => log.warn({ err }, 'mqtt: closing sessions failed'));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      // a client that never answered the close (a half-open connection) would hold the listener open: dropped
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/** The requestId of a command payload (the server wrote it, so a cheap parse suffices). */
function commandRequestId(payload: Buffer | string): string | undefined {
  try {
    const id = JSON.parse(payload.toString()).requestId;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}
