import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { LIMITS } from '../../domain/limits.js';
import type { UplinkChannel } from '../../domain/devices.js';
import { UplinkNotActedOn, notifyUplink } from './uplinks.js';
import type { ProtocolChannel } from './protocol.js';
import { KeyedQueue } from './serial.js';
import { applyReported } from './shadow.js';
import { sessionClosed, sessionOpened, type OfflineReason } from './presence.js';
import type { LinkWriter } from './writer.js';

/** Why a device's message was dropped (the message screens translate these). */
export type DropReason = 'oversized' | 'malformed' | 'invalid' | 'unknown';

/** How many dropped messages are kept per device (their excerpts; the counts are kept whole). */
export const DROPPED_KEPT = 50;
const EXCERPT_CHARS = 200;

export interface DeviceRef {
  id: number;
  serial_num: string;
  product_id: number;
  org_id: number | null;
}

export interface InboundOptions {
  db: Database;
  /** Where the busy writes go (acks, telemetry, events, counts), in batches. */
  writer: LinkWriter;
  protocol: ProtocolChannel[];
  /** Publishes a desired shadow to a device (after a report that leaves a delta). */
  publishDesired(serialNum: string, message: Record<string, unknown>): Promise<void>;
  /** Presence from the devices' status messages (an external broker); the embedded broker's hooks report it otherwise. */
  presenceFromStatus?: boolean;
  /** A device said it is online (presence from status): its pending commands are sent again (redeliver.ts). */
  deviceOnline?(deviceId: number, since: Date): void;
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
    // the moment the message reached the server (an ack's deviceReceived stage), not when its turn came
    const receivedAt = new Date();
    return this.queue.run(serialNum, () =>
      this.process(serialNum, channel, payload, receivedAt).catch((err) => this.opts.log.warn({ err, topic }, 'device message not stored')),
    );
  }

  idle(): Promise<void> {
    return this.queue.idle();
  }

  private async process(serialNum: string, channel: string, payload: Buffer, receivedAt: Date): Promise<void> {
    const { db, writer } = this.opts;
    const device = await writer.device(serialNum);
    // a device the server does not know (only possible with an external broker whose ACL let it in)
    if (!device) return;
    const topic = `devices/${serialNum}/${channel}`;
    const spec = this.channels.get(channel);
    if (!spec) return this.drop(device, topic, 'unknown', payload, receivedAt);
    if (payload.length > LIMITS.deviceMessageMaxBytes) return this.drop(device, topic, 'oversized', payload, receivedAt);
    let message: unknown;
    try {
      message = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload));
    } catch {
      return this.drop(device, topic, 'malformed', payload, receivedAt);
    }
    if (!spec.validate(message)) return this.drop(device, topic, 'invalid', payload, receivedAt);
    const body = message as Record<string, any>;
    const stored = await this.store(device, channel as UplinkChannel, body, receivedAt);
    if (!stored) return this.drop(device, topic, 'unknown', payload, receivedAt);
    // counters commute: they are not waited for here (link.idle() waits for them)
    this.tally(writer.counted({ deviceId: device.id, outcome: 'accepted', at: receivedAt }));
    this.tally(writer.topicSeen({ deviceId: device.id, channel, at: receivedAt }));
    await notifyUplink(
      {
        db,
        device: { id: Number(device.id), serialNum, productId: Number(device.product_id), orgId: device.org_id === null ? null : Number(device.org_id) },
        channel: channel as UplinkChannel,
        message: body,
        receivedAt,
      },
      (err) =>
        err instanceof UplinkNotActedOn
          ? this.opts.log.warn({ serialNum, channel, reason: err.message }, 'uplink not acted on')
          : this.opts.log.warn({ err }, 'uplink listener failed'),
    );
  }

  /** Stores an accepted message; false when it refers to nothing the server knows (an ack of no push). */
  private async store(device: DeviceRef, channel: UplinkChannel, body: Record<string, any>, at: Date): Promise<boolean> {
    const { db, writer } = this.opts;
    switch (channel) {
      case 'telemetry':
        await writer.telemetry({ deviceId: device.id, body, at });
        return true;
      case 'event':
        await writer.event({ deviceId: device.id, body: eventRecord(body), at });
        return true;
      case 'ack':
        // the stages before it (brokerSent) were handed to the writer before the device had the command, so
        // they are written no later than this ack: the status never runs ahead of its stages
        return writer.ack({ deviceId: device.id, requestId: body.requestId, result: body.result, message: body.message, at });
      case 'status':
        if (this.opts.presenceFromStatus && (await statusReported(db, device.id, body as { ts: string; online: boolean; reason?: OfflineReason })))
          this.opts.deviceOnline?.(Number(device.id), at);
        return true;
      case 'shadow/reported': {
        const shadow = await db.transaction((tx) => applyReported(tx, device.id, body.state, at));
        if (Object.keys(shadow.delta).length) {
          await this.opts
            .publishDesired(device.serial_num, { state: shadow.desired, delta: shadow.delta, version: shadow.version, sentAt: new Date().toISOString() })
            .then(() => topicSeen(db, device.id, 'shadow/desired', new Date()))
            .catch((err) => this.opts.log.warn({ err }, 'desired shadow not sent'));
        }
        return true;
      }
    }
  }

  private tally(write: Promise<void>): void {
    write.catch((err) => this.opts.log.warn({ err }, 'device message not counted'));
  }

  private async drop(device: DeviceRef, topic: string, reason: DropReason, payload: Buffer, at: Date): Promise<void> {
    const { db, writer } = this.opts;
    this.tally(writer.counted({ deviceId: device.id, outcome: reason, at }));
    await db.query(`insert into device_dropped_messages (device_id, topic, reason, size, excerpt) values ($1, $2, $3, $4, $5)`, [
      device.id,
      topic,
      reason,
      payload.length,
      excerpt(payload),
    ]);
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
 * offline closes it with the reason (its will says connectionLost). True when this process applied an online.
 */
async function statusReported(db: Database, deviceId: number, status: { ts: string; online: boolean; reason?: OfflineReason }): Promise<boolean> {
  return db.transaction(async (tx) => {
    // every server process receives every status message (link.ts): the first applies it, the others wait for
    // that and skip it (038_device_status_seen.sql), so one device's statuses are applied in their order
    const digest = createHash('sha256')
      .update(JSON.stringify([status.ts, status.online, status.reason ?? null]))
      .digest('base64url');
    const fresh = await tx.query(
      `insert into device_status_seen (device_id, digest) values ($1, $2)
       on conflict (device_id, digest) do update set seen_at = now() where device_status_seen.seen_at < now() - interval '10 minutes'
       returning 1`,
      [deviceId, digest],
    );
    if (!fresh.length) return false;
    await tx.query(`delete from device_status_seen where device_id = $1 and seen_at < now() - interval '10 minutes'`, [deviceId]);
    const open = await tx.query<{ id: number }>(
      `select id from device_connections where device_id = $1 and broker_id = $2 and disconnected_at is null for update`,
      [deviceId, EXTERNAL_BROKER_ID],
    );
    for (const c of open) await sessionClosed(tx, deviceId, Number(c.id), status.online ? 'takenOver' : (status.reason ?? 'connectionLost'));
    if (status.online) await sessionOpened(tx, deviceId, { brokerId: EXTERNAL_BROKER_ID });
    return status.online;
  });
}

/** A message of a device counted on the day (Tokyo's) it arrived, by outcome. */
export interface CountRow {
  deviceId: number;
  outcome: 'accepted' | DropReason;
  at: Date;
}

/** Counts a batch of messages in one statement. */
export async function countMessages(db: Queryable, rows: CountRow[]): Promise<void[]> {
  await db.query(
    `insert into device_message_counts (device_id, day, outcome, count)
     select device_id, (at at time zone 'Asia/Tokyo')::date, outcome, count(*)
       from unnest($1::bigint[], $2::text[], $3::timestamptz[]) as t(device_id, outcome, at)
      group by 1, 2, 3
     on conflict (device_id, day, outcome) do update set count = device_message_counts.count + excluded.count`,
    [rows.map((r) => r.deviceId), rows.map((r) => r.outcome), rows.map((r) => r.at.toISOString())],
  );
  return rows.map(() => undefined);
}

/** A message seen on a device's topic. */
export interface TopicRow {
  deviceId: number;
  channel: string;
  at: Date;
}

/** A batch of messages on devices' topics, in one statement (the topic list's counts and last times). */
export async function topicsSeen(db: Queryable, rows: TopicRow[]): Promise<void[]> {
  await db.query(
    `insert into device_topic_stats (device_id, channel, count, last_at)
     select device_id, channel, count(*), max(at) from unnest($1::bigint[], $2::text[], $3::timestamptz[]) as t(device_id, channel, at) group by 1, 2
     on conflict (device_id, channel) do update set count = device_topic_stats.count + excluded.count, last_at = greatest(device_topic_stats.last_at, excluded.last_at)`,
    [rows.map((r) => r.deviceId), rows.map((r) => r.channel), rows.map((r) => r.at.toISOString())],
  );
  return rows.map(() => undefined);
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
  return (
    [...text]
      .slice(0, EXCERPT_CHARS)
      .join('')
      // eslint-disable-next-line no-control-regex -- the control characters are what it replaces
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\ufffd')
  );
}

/**
 * What the event log keeps of an event: the body, but for `adPlay` (up to 100 plays, sent every minute or two by
 * every screen) only how many plays and which numbers — the plays themselves are ad_plays rows (areas/custom).
 */
function eventRecord(body: Record<string, any>): Record<string, any> {
  if (body.type !== 'adPlay') return body;
  const seqs = (body.plays as { seq: number }[]).map((p) => p.seq);
  return { ts: body.ts, type: body.type, playCount: seqs.length, firstSeq: Math.min(...seqs), lastSeq: Math.max(...seqs) };
}

/** A device's message as stored: its validated body and the moment it reached the server. */
export interface UplinkRow {
  deviceId: number;
  body: Record<string, any>;
  at: Date;
}

/** Per device, the latest of what a batch of its telemetry says (a value a message leaves out keeps the earlier one). */
function latestPerDevice(rows: UplinkRow[]) {
  const latest = new Map<number, { signal: number | null; temperature: number | null; location: string | null; at: Date }>();
  for (const r of rows) {
    const had = latest.get(r.deviceId);
    latest.set(r.deviceId, {
      signal: r.body.signal ?? had?.signal ?? null,
      temperature: r.body.temperature ?? had?.temperature ?? null,
      location: r.body.location ? JSON.stringify(r.body.location) : (had?.location ?? null),
      at: had && had.at > r.at ? had.at : r.at,
    });
  }
  return latest;
}

/** Stores a batch of telemetry and brings each device's latest readings up to date, in one statement. */
export async function storeTelemetry(db: Queryable, rows: UplinkRow[]): Promise<void[]> {
  const latest = latestPerDevice(rows);
  const devices = [...latest.values()];
  await db.query(
    `with stored as (
       insert into device_telemetry (device_id, ts, received_at, signal, temperature, body)
       select device_id, ts, at, signal, temperature, body::jsonb
         from unnest($1::bigint[], $2::timestamptz[], $3::timestamptz[], $4::int[], $5::numeric[], $6::text[]) as t(device_id, ts, at, signal, temperature, body))
     update devices d set signal = coalesce(l.signal, d.signal), temperature = coalesce(l.temperature, d.temperature),
         last_seen_at = greatest(d.last_seen_at, l.at), reported_location = coalesce(l.location::jsonb, d.reported_location)
       from unnest($7::bigint[], $8::int[], $9::numeric[], $10::text[], $11::timestamptz[]) as l(device_id, signal, temperature, location, at)
      where d.id = l.device_id`,
    [
      rows.map((r) => r.deviceId),
      rows.map((r) => r.body.ts),
      rows.map((r) => r.at.toISOString()),
      rows.map((r) => r.body.signal ?? null),
      rows.map((r) => r.body.temperature ?? null),
      rows.map((r) => JSON.stringify(r.body)),
      [...latest.keys()],
      devices.map((l) => l.signal),
      devices.map((l) => l.temperature),
      devices.map((l) => l.location),
      devices.map((l) => l.at.toISOString()),
    ],
  );
  return rows.map(() => undefined);
}

/** Stores a batch of events and each device's last-seen time, in one statement. */
export async function storeEvents(db: Queryable, rows: UplinkRow[]): Promise<void[]> {
  const latest = latestPerDevice(rows.map((r) => ({ ...r, body: {} })));
  await db.query(
    `with stored as (
       insert into device_events (device_id, ts, received_at, type, body)
       select device_id, ts, at, type, body::jsonb from unnest($1::bigint[], $2::timestamptz[], $3::timestamptz[], $4::text[], $5::text[]) as t(device_id, ts, at, type, body))
     update devices d set last_seen_at = greatest(d.last_seen_at, l.at) from unnest($6::bigint[], $7::timestamptz[]) as l(device_id, at) where d.id = l.device_id`,
    [
      rows.map((r) => r.deviceId),
      rows.map((r) => r.body.ts),
      rows.map((r) => r.at.toISOString()),
      rows.map((r) => r.body.type),
      rows.map((r) => JSON.stringify(r.body)),
      [...latest.keys()],
      [...latest.values()].map((l) => l.at.toISOString()),
    ],
  );
  return rows.map(() => undefined);
}

/** A device's ack as it arrived. */
export interface AckRow {
  deviceId: number;
  requestId: string;
  result: string;
  message?: string;
  at: Date;
}

/**
 * A batch of device acks, in one statement: each one's last stage (deviceReceived, the moment the ack reached
 * the server) and its final status, SUBOK or FAILED, with the whole link's duration (apiSent → deviceReceived)
 * and whether it was slow (over `slowMs`, the spec's 5 s). A repeated ack (QoS 1 may deliver twice) changes
 * nothing; an ack of a push this device was never sent is unknown (false).
 */
export async function acknowledgeAll(db: Queryable, acks: AckRow[], slowMs: number): Promise<boolean[]> {
  const key = (requestId: string, deviceId: number) => `${requestId.toLowerCase()}/${Number(deviceId)}`;
  const first = new Map<string, AckRow>();
  for (const a of acks) if (!first.has(key(a.requestId, a.deviceId))) first.set(key(a.requestId, a.deviceId), a);
  const unique = [...first.values()];
  const known = await db.query<{ request_id: string; device_id: number }>(
    `with a as (select * from unnest($1::uuid[], $2::bigint[], $3::text[], $4::text[], $5::timestamptz[]) as a(request_id, device_id, result, message, at)),
     k as (select a.* from a join push_messages m on m.request_id = a.request_id and m.device_id = a.device_id),
     stage as (insert into push_stages (request_id, stage, at) select request_id, 'deviceReceived', at from k on conflict do nothing),
     final as (
       update push_messages m set status = case when k.result = 'ok' then 'SUBOK' else 'FAILED' end, ack_result = k.result, ack_message = k.message,
         sent_payload = null,
         total_ms = greatest(0, round(extract(epoch from (k.at - m.created_at)) * 1000))::int,
         slow = round(extract(epoch from (k.at - m.created_at)) * 1000) > $6
         from k where m.request_id = k.request_id and m.status in ('SEND', 'PUB', 'PUBOK', 'SUB'))
     select request_id::text, device_id from k`,
    [
      unique.map((a) => a.requestId),
      unique.map((a) => a.deviceId),
      unique.map((a) => a.result),
      unique.map((a) => a.message ?? null),
      unique.map((a) => a.at.toISOString()),
      slowMs,
    ],
  );
  const found = new Set(known.map((k) => key(k.request_id, k.device_id)));
  return acks.map((a) => found.has(key(a.requestId, a.deviceId)));
}
