import type { Database } from '../db/database.js';
import type { ResendRule } from '../config.js';
import type { SecretBox } from '../secrets.js';

/**
 * Commands outlive the connection and the process (issue 30 items 6 and 7). The database is the truth of a
 * command: accepted (push_messages), handed to the broker, acknowledged by its device (SUBOK / FAILED) or past
 * its time to live. A broker's own queue is a cache of it: the embedded broker keeps it in memory (gone with the
 * process), an external one may lose it in a restart without persistence, and an ack may be lost with a
 * connection. So a command still pending and within its time to live is published again, the same message with
 * the same requestId (the device drops one it has already run and acknowledges it again):
 *
 * - when its device connects with its command subscription in place, or subscribes to its command topic
 *   (embedded broker; each command not already forwarded on that connection), or says it is online (external
 *   broker, its status message);
 * - when the server starts, for the devices shown online (an external broker keeps them connected meanwhile);
 * - every sweep (one rule, `due`): a command still SEND (recorded, never handed to the broker: the process died or
 *   the link was down) once REDELIVER_LEASE_SECONDS have passed since it was last sent; and a command handed to the
 *   broker (PUB, PUBOK, SUB) whose device is online and has not acknowledged it within its ack wait — the n-th send
 *   waits ackSeconds × 2^(n−1) — while it has sends left (at most maxSends in all, counting every send). This is
 *   the ack lost while the device stays connected: the broker took the publish, the device's ack never came, or
 *   the device never got it. An offline device gets nothing from the sweep: its return sends its commands.
 *
 * Each send claims its commands FOR UPDATE SKIP LOCKED with a lease (claimed_until): several processes, or two
 * triggers of one device, never publish one command at once; a sender that dies leaves the lease to run out.
 * Delivery is at least once: a device may see a requestId twice (its broker's copy and this one).
 */

/** How long a claim holds a command (seconds): no second send of it before, by any process. */
export const REDELIVER_LEASE_SECONDS = 5;
export const REDELIVER_BATCH = 1000;

/** A command to publish again: its device, its wire message, and when its time to live ends. */
export interface PendingCommand {
  requestId: string;
  serialNum: string;
  message: string;
  expiresAt: Date;
}

/** Which pending commands a pass takes. */
export type PendingScope =
  /**
   * one device's on its (re)connection at `since`: a lease taken before that connection began does not hold
   * them back (it covered a send to the connection before); those already forwarded on this one are skipped
   */
  | { deviceId: number; since?: Date; skip?: Iterable<string> }
  /** those of devices shown online (the start) */
  | { online: true }
  /**
   * the sweep's: those recorded and never handed to the broker (status SEND) for a lease or more, and those handed
   * over to an online device and not acknowledged within their ack wait, with sends left (the `due` rule)
   */
  | { due: ResendRule };

/** The longest ack wait is ackSeconds × 2^this (a long TTL with many sends allowed does not wait for days). */
const BACKOFF_MAX_DOUBLINGS = 6;

interface Row {
  request_id: string;
  serial_num: string;
  type: number;
  payload: unknown;
  sent_payload: string | null;
  created_at: Date;
  expires_at: Date;
}

/**
 * Claims up to BATCH pending commands of the scope that no live lease holds, stamping a lease, a send and its
 * time; answers how many, and them as wire messages, oldest first, but those whose sealed payload this server
 * cannot open (`unreadable`). A command with less than a second to live is left to expire.
 */
export async function claimPending(
  db: Database,
  scope: PendingScope,
  secrets: SecretBox,
): Promise<{ claimed: number; commands: PendingCommand[]; unreadable: string[] }> {
  const deviceId = 'deviceId' in scope ? scope.deviceId : null;
  const skip = 'deviceId' in scope ? [...(scope.skip ?? [])] : [];
  const rows = await db.transaction((tx) =>
    tx.query<Row>(
      `with c as (
         select m.request_id from push_messages m
          where m.status not in ('SUBOK', 'EXPIRED', 'FAILED') and m.expires_at > now() + interval '1 second'
            and (m.claimed_until is null or m.claimed_until < now() or m.last_sent_at < $6::timestamptz)
            and ($1::bigint is null or m.device_id = $1) and not (m.request_id = any($2::uuid[]))
            and (not $3 or exists (select 1 from devices d where d.id = m.device_id and d.online))
            and (not $4 or (m.status = 'SEND' and coalesce(m.last_sent_at, m.created_at) < now() - make_interval(secs => $5))
                 or ($7::float8 > 0 and m.status <> 'SEND' and m.sends < $8::int
                     and m.last_sent_at < now() - make_interval(secs => $7::float8 * power(2, least(m.sends - 1, ${BACKOFF_MAX_DOUBLINGS})))
                     and exists (select 1 from devices d where d.id = m.device_id and d.online)))
          order by m.created_at limit ${REDELIVER_BATCH}
          for update of m skip locked)
       update push_messages m set claimed_until = now() + make_interval(secs => $9::float8), sends = m.sends + 1, last_sent_at = now()
         from c where m.request_id = c.request_id
       returning m.request_id::text, m.serial_num, m.type, m.payload, m.sent_payload, m.created_at, m.expires_at`,
      [
        deviceId,
        skip,
        'online' in scope,
        'due' in scope,
        REDELIVER_LEASE_SECONDS,
        ('since' in scope && scope.since) || null,
        'due' in scope ? scope.due.ackSeconds : 0,
        'due' in scope ? scope.due.maxSends : 0,
        // the lease need not outlast an ack wait shorter than it (a publish takes milliseconds)
        'due' in scope && scope.due.ackSeconds > 0 ? Math.min(REDELIVER_LEASE_SECONDS, scope.due.ackSeconds) : REDELIVER_LEASE_SECONDS,
      ],
    ),
  );
  const commands: PendingCommand[] = [];
  const unreadable: string[] = [];
  for (const r of rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())) {
    let payload = r.payload;
    if (r.sent_payload !== null) {
      try {
        payload = JSON.parse(secrets.open(r.sent_payload));
      } catch {
        // sealed under another key (PAY_SECRET_KEY changed, or none shared): it cannot be sent again
        unreadable.push(r.request_id);
        continue;
      }
    }
    const message = commandMessage({ requestId: r.request_id, type: Number(r.type), payload, sentAt: new Date(r.created_at) });
    commands.push({ requestId: r.request_id, serialNum: r.serial_num, message, expiresAt: new Date(r.expires_at) });
  }
  return { claimed: rows.length, commands, unreadable };
}

/** The message on devices/{serial}/cmd (asyncapi/devices.yaml Command); a resend is the same message. */
export function commandMessage(c: { requestId: string; type: number; payload: unknown; sentAt: Date }): string {
  return JSON.stringify({
    requestId: c.requestId,
    type: c.type,
    ...(c.payload === undefined || c.payload === null ? {} : { payload: c.payload }),
    sentAt: c.sentAt.toISOString(),
  });
}
