import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';
import { LIMITS } from '../../domain/limits.js';
import { deviceTopics } from '../../domain/devices.js';
import type { PushSourceName } from '../../domain/push-sources.js';
import { fail } from '../errors.js';
import type { DeviceLink } from './link.js';
import { commandMessage } from './redeliver.js';

/** What is pushed, the same for every device of a batch. */
export interface PushContent {
  /** 0 pay, 1 revoke, 2 refund, 3 test; other numbers other commands (src/domain/devices.ts PUSH_TYPES). */
  type: number;
  payload?: unknown;
  /**
   * What push_messages records as the payload when it must differ from what the device is sent: a pay
   * config push sends the device its secrets but records them masked (the link flow shows the record).
   */
  recordedPayload?: unknown;
  /** How long the broker keeps it for an offline device (LIMITS.pushTtlDefaultSeconds unless said). */
  ttlSeconds?: number;
  /** Who asked (named in the device's message history). */
  source?: PushSourceName;
  sourceId?: number | null;
  userId?: number | null;
}

export interface PushTarget {
  deviceId: number;
  serialNum: string;
}

/** Where pushes go: the app (its `db` and `link`), or the same pair given directly. */
export interface PushHost {
  db: Database;
  link?: DeviceLink | null;
}

/**
 * Every push to devices goes through here. For each device it records the message (SEND) and its first
 * stage, apiSent, stamped just before the message is handed to the broker, all in one statement for the
 * whole batch; then publishes each command at QoS 1. The broker stages follow from the broker (embedded:
 * its hooks; external: the PUBACK), the last from the device's ack. Answers the requestIds, in order.
 * Without a running link nothing is recorded and the call is refused (203210). A command not acknowledged is
 * published again while its time to live lasts (src/server/link/redeliver.ts).
 */
export async function pushToDevices(host: PushHost, content: PushContent, targets: PushTarget[]): Promise<string[]> {
  const link = host.link;
  if (!link) fail(203210);
  if (!targets.length) return [];
  const ttl = Math.min(content.ttlSeconds ?? LIMITS.pushTtlDefaultSeconds, LIMITS.pushTtlMaxSeconds);
  const ids = targets.map(() => randomUUID());
  const sentAt = new Date();
  const expiresAt = new Date(sentAt.getTime() + ttl * 1000);
  await host.db.transaction(async (tx) => {
    await tx.query(
      `insert into push_messages (request_id, device_id, serial_num, type, payload, source, source_id, expires_at, created_by, created_at, sent_payload, last_sent_at)
       select t.id, t.device_id, t.serial_num, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $10
       from unnest($1::uuid[], $2::bigint[], $3::text[]) as t(id, device_id, serial_num)`,
      [
        ids,
        targets.map((t) => t.deviceId),
        targets.map((t) => t.serialNum),
        content.type,
        recordedJson(content),
        content.source ?? 'command',
        content.sourceId ?? null,
        expiresAt,
        content.userId ?? null,
        sentAt,
        // what the device is sent, kept sealed for a resend when the record differs from it (redeliver.ts)
        content.recordedPayload !== undefined && content.payload !== undefined ? link.secrets.seal(JSON.stringify(content.payload)) : null,
      ],
    );
    await tx.query(`insert into push_stages (request_id, stage, at) select id, 'apiSent', $2 from unnest($1::uuid[]) as id on conflict do nothing`, [
      ids,
      sentAt,
    ]);
  });
  targets.forEach((t, i) => {
    const requestId = ids[i];
    link.expireAt(requestId, expiresAt);
    const message = commandMessage({ requestId, type: content.type, payload: content.payload, sentAt });
    link
      .publish(deviceTopics(t.serialNum).cmd, message, { expirySeconds: ttl })
      .then(
        () => link.published(requestId, new Date()),
        () => undefined, // not handed over: it stays SEND, and is sent again by the sweep (redeliver.ts) within its TTL
      )
      .catch(() => undefined);
  });
  return ids;
}

function recordedJson(content: PushContent): string | null {
  const recorded = content.recordedPayload !== undefined ? content.recordedPayload : content.payload;
  return recorded === undefined ? null : JSON.stringify(recorded);
}

/** One push to one device (see pushToDevices); answers its requestId. */
export async function pushToDevice(host: PushHost, input: PushContent & PushTarget): Promise<string> {
  const [id] = await pushToDevices(host, input, [{ deviceId: input.deviceId, serialNum: input.serialNum }]);
  return id;
}
