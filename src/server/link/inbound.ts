import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { LIMITS } from '../../domain/limits.js';
import type { UplinkChannel } from '../../domain/devices.js';
import { notifyUplink } from './uplinks.js';
import type { ProtocolChannel } from './protocol.js';
import { KeyedQueue } from './serial.js';
import { applyReported } from './shadow.js';
import { sessionClosed, sessionOpened, type OfflineReason } from './presence.js';

/** Why a device's message was dropped (the message screens translate these). */
export type DropReason = 'oversized' | 'malformed' | 'invalid' | 'unknown';

/** How many dropped messages are kept per device (their excerpts; the counts are kept whole). */
export const DROPPED_KEPT = 50;
const EXCERPT_CHARS = 200;

interface DeviceRef { id: number; serial_num: string; product_id: number; org_id: number | null }

export interface InboundOptions {
  db: Database;
  protocol: ProtocolChannel[];
  slowMs: number;
  /** Publishes a desired shadow to a device (after a report that leaves a delta). */
  publishDesired(serialNum: string, message: Record<string, unknown>): Promise<void>;
  /** Presence from the devices' status messages (an external broker); the embedded broker's hooks report it otherwise. */
  presenceFromStatus?: boolean;
  /** Resolves once the stages before a device's ack are written (the embedded broker writes brokerSent on its own). */
  beforeAck?(requestId: string): Promise<void>;
  log: { warn(obj: unknown, msg?: string): void };
}

/**
 * What the server does with each message a device sends: check it (size, JSON, the payload asyncapi
 * declares) before anything is stored, store it, then tell the areas listening (notifyUplink). A message
 * that fails is dropped, counted and its excerpt kept; nothing it holds reaches the other tables.
 * Messages of one device are handled in order.
 */
export class Inbound {
  private readonly queue = new KeyedQueue();
  private readonly channels: Map<string, ProtocolChannel>;

  constructor(private readonly opts: InboundOptions) {
    this.channels = new Map(opts.protocol.filter((c) => c.action === 'receive').map((c) => [c.channel, c]));
  }

  /** The topic filters the server subscribes to. */
  get filters(): string[] {
    return [...this.channels.values()].map((c) => c.filter);
  }

  handle(topic: string, payload: Buffer): Promise<void> {
    const m = /^devices\/([^/]+)\/(.+)$/.exec(topic);
    if (!m) return Promise.resolve();
    const [, serialNum, channel] = m;
    return this.queue.run(serialNum, () =>
      this.process(serialNum, channel, payload).catch((err) => this.opts.log.warn({ err, topic }, 'device message not stored')),
    );
  }

  idle(): Promise<void> {
    return this.queue.idle();
  }

  private async process(serialNum: string, channel: string, payload: Buffer): Promise<void> {
    const { db } = this.opts;
    const [device] = await db.query<DeviceRef>(`select id, serial_num, product_id, org_id from devices where serial_num = $1`, [serialNum]);
    // a device the server does not know (only possible with an external broker whose ACL let it in)
    if (!device) return;
    const topic = `devices/${serialNum}/${channel}`;
    const spec = this.channels.get(channel);
    if (!spec) return this.drop(device, topic, 'unknown', payload);
    if (payload.length > LIMITS.deviceMessageMaxBytes) return this.drop(device, topic, 'oversized', payload);
    let message: unknown;
    try {
      message = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload));
    } catch {
      return this.drop(device, topic, 'malformed', payload);
    }
    if (!spec.validate(message)) return this.drop(device, topic, 'invalid', payload);
    const body = message as Record<string, any>;
    const receivedAt = new Date();
    const stored = await this.store(device, channel as UplinkChannel, body, receivedAt);
    if (!stored) return this.drop(device, topic, 'unknown', payload);
    await count(db, device.id, 'accepted');
    await topicSeen(db, device.id, channel, receivedAt);
    await notifyUplink(
      { db, device: { id: Number(device.id), serialNum, productId: Number(device.product_id), orgId: device.org_id === null ? null : Number(device.org_id) }, channel: channel as UplinkChannel, message: body, receivedAt },
      (err) => this.opts.log.warn({ err }, 'uplink listener failed'),
    );
  }

  /** Stores an accepted message; false when it refers to nothing the server knows (an ack of no push). */
  private async store(device: DeviceRef, channel: UplinkChannel, body: Record<string, any>, at: Date): Promise<boolean> {
    const { db } = this.opts;
    switch (channel) {
      case 'telemetry': {
        await db.query(
          `insert into device_telemetry (device_id, ts, received_at, signal, temperature, body) values ($1, $2, $3, $4, $5, $6)`,
          [device.id, body.ts, at, body.signal ?? null, body.temperature ?? null, JSON.stringify(body)],
        );
        await db.query(
          `update devices set signal = coalesce($2, signal), temperature = coalesce($3, temperature), last_seen_at = $4,
             reported_location = coalesce($5::jsonb, reported_location) where id = $1`,
          [device.id, body.signal ?? null, body.temperature ?? null, at, body.location ? JSON.stringify(body.location) : null],
        );
        return true;
      }
      case 'event':
        await db.query(`insert into device_events (device_id, ts, received_at, type, body) values ($1, $2, $3, $4, $5)`, [device.id, body.ts, at, body.type, JSON.stringify(body)]);
        await db.query(`update devices set last_seen_at = $2 where id = $1`, [device.id, at]);
        return true;
      case 'ack':
        await this.opts.beforeAck?.((body as { requestId: string }).requestId);
        return acknowledge(db, device.id, body as { requestId: string; result: string; message?: string }, at, this.opts.slowMs);
      case 'status':
        if (this.opts.presenceFromStatus) await statusReported(db, device.id, body as { ts: string; online: boolean; reason?: OfflineReason });
        return true;
      case 'shadow/reported': {
        const shadow = await db.transaction((tx) => applyReported(tx, device.id, body.state, at));
        if (Object.keys(shadow.delta).length) {
          await this.opts.publishDesired(device.serial_num, { state: shadow.desired, delta: shadow.delta, version: shadow.version, sentAt: new Date().toISOString() })
            .then(() => topicSeen(db, device.id, 'shadow/desired', new Date()))
            .catch((err) => this.opts.log.warn({ err }, 'desired shadow not sent'));
        }
        return true;
      }
    }
  }

  private async drop(device: DeviceRef, topic: string, reason: DropReason, payload: Buffer): Promise<void> {
    const { db } = this.opts;
    await count(db, device.id, reason);
    await db.query(
      `insert into device_dropped_messages (device_id, topic, reason, size, excerpt) values ($1, $2, $3, $4, $5)`,
      [device.id, topic, reason, payload.length, excerpt(payload)],
    );
    // keep the latest few per device
    await db.query(
      `delete from device_dropped_messages where device_id = $1 and id < (
         select min(id) from (select id from device_dropped_messages where device_id = $1 order by id desc limit ${DROPPED_KEPT}) k)`,
      [device.id],
    );
  }
}

/** The broker id of sessions known from status messages (an external broker tells nothing else). */
export const EXTERNAL_BROKER_ID = 'external';

/**
 * A device's own word on its presence: online opens a session (closing one it left open, as a takeover),
 * offline closes it with the reason (its will says connectionLost).
 */
async function statusReported(db: Database, deviceId: number, status: { ts: string; online: boolean; reason?: OfflineReason }): Promise<void> {
  await db.transaction(async (tx) => {
    // every server process receives every status message (link.ts): the first applies it, the others wait for
    // that and skip it (043_device_status_seen.sql), so one device's statuses are applied in their order
    const digest = createHash('sha256').update(JSON.stringify([status.ts, status.online, status.reason ?? null])).digest('base64url');
    const fresh = await tx.query(
      `insert into device_status_seen (device_id, digest) values ($1, $2)
       on conflict (device_id, digest) do update set seen_at = now() where device_status_seen.seen_at < now() - interval '10 minutes'
       returning 1`,
      [deviceId, digest],
    );
    if (!fresh.length) return;
    await tx.query(`delete from device_status_seen where device_id = $1 and seen_at < now() - interval '10 minutes'`, [deviceId]);
    const open = await tx.query<{ id: number }>(
      `select id from device_connections where device_id = $1 and broker_id = $2 and disconnected_at is null for update`, [deviceId, EXTERNAL_BROKER_ID]);
    for (const c of open) await sessionClosed(tx, deviceId, Number(c.id), status.online ? 'takenOver' : status.reason ?? 'connectionLost');
    if (status.online) await sessionOpened(tx, deviceId, { brokerId: EXTERNAL_BROKER_ID });
  });
}

/** Counts one message of a device today (Tokyo's day), by outcome. */
async function count(db: Queryable, deviceId: number, outcome: 'accepted' | DropReason): Promise<void> {
  await db.query(
    `insert into device_message_counts (device_id, day, outcome, count) values ($1, (now() at time zone 'Asia/Tokyo')::date, $2, 1)
     on conflict (device_id, day, outcome) do update set count = device_message_counts.count + 1`,
    [deviceId, outcome],
  );
}

/** One more message on a device's topic (the topic list's counts and last times). */
export async function topicSeen(db: Queryable, deviceId: number, channel: string, at: Date): Promise<void> {
  await db.query(
    `insert into device_topic_stats (device_id, channel, count, last_at) values ($1, $2, 1, $3)
     on conflict (device_id, channel) do update set count = device_topic_stats.count + 1, last_at = greatest(device_topic_stats.last_at, excluded.last_at)`,
    [deviceId, channel, at],
  );
}

/** The start of a dropped message as text: never parsed, control characters (NUL included) shown as �. */
export function excerpt(payload: Buffer): string {
  const text = new TextDecoder('utf-8').decode(payload.subarray(0, EXCERPT_CHARS * 4));
  // eslint-disable-next-line no-control-regex
  return [...text].slice(0, EXCERPT_CHARS).join('').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\ufffd');
}

/**
 * The device's ack: the last stage (deviceReceived, the server's time when it arrived) and the final
 * status, SUBOK or FAILED, with the whole link's duration and whether it was slow. A repeated ack (QoS 1
 * may deliver twice) changes nothing; an ack of a push this device was never sent is unknown.
 */
export async function acknowledge(db: Queryable, deviceId: number, ack: { requestId: string; result: string; message?: string }, at: Date, slowMs: number): Promise<boolean> {
  const [push] = await db.query<{ request_id: string }>(`select request_id from push_messages where request_id = $1 and device_id = $2`, [ack.requestId, deviceId]);
  if (!push) return false;
  await db.query(`insert into push_stages (request_id, stage, at) values ($1, 'deviceReceived', $2) on conflict do nothing`, [ack.requestId, at]);
  await db.query(
    `update push_messages set status = $2, ack_result = $3, ack_message = $4,
       total_ms = greatest(0, round(extract(epoch from ($5::timestamptz - created_at)) * 1000))::int,
       slow = round(extract(epoch from ($5::timestamptz - created_at)) * 1000) > $6
     where request_id = $1 and status in ('SEND', 'PUB', 'PUBOK', 'SUB')`,
    [ack.requestId, ack.result === 'ok' ? 'SUBOK' : 'FAILED', ack.result, ack.message ?? null, at, slowMs],
  );
  return true;
}
