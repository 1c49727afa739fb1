import type { Database } from '../db/database.js';
import { LIMITS } from '../../domain/limits.js';
import { excerpt } from './inbound.js';

/** The drop reason of a flooding device's messages (the message screens translate it). */
export const FLOODING = 'flooding';

interface Bucket {
  tokens: number;
  at: number;
  /** Cut off until this time (epoch ms): its messages are dropped unread. */
  cutUntil: number;
  /** Messages dropped since the count was last written. */
  dropped: number;
}

export interface FloodGuardOptions {
  db: Database;
  log: { warn(obj: unknown, msg?: string): void };
  perSecond?: number;
  burst?: number;
  cutOffMs?: number;
  now?: () => number;
}

/**
 * A device that floods the link (a firmware loop, a replayed buffer gone wrong) must not slow the others down:
 * past `burst` messages and then `perSecond`, it is cut off for `cutOffMs`. Its messages are dropped before they
 * are parsed or queued, so they cost neither the event loop nor the database; the first is kept as a dropped
 * message (reason `flooding`, shown translated on the device's message screens) with a warning in the log, and
 * how many were dropped is added to the device's daily counts every few seconds.
 *
 * Kept in each process's memory, on purpose: it protects that process, and with several processes sharing the
 * uplinks each sees its share of a flood (a device gets at most N × the limit through N processes). Writing a
 * counter to the database per message would be the very load it prevents.
 */
export class FloodGuard {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perSecond: number;
  private readonly burst: number;
  private readonly cutOffMs: number;
  private readonly now: () => number;
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly opts: FloodGuardOptions) {
    this.perSecond = opts.perSecond ?? LIMITS.deviceMessagesPerSecond;
    this.burst = opts.burst ?? LIMITS.deviceMessageBurst;
    this.cutOffMs = opts.cutOffMs ?? LIMITS.deviceFloodCutOffSeconds * 1000;
    this.now = opts.now ?? Date.now;
    this.timer = setInterval(() => void this.flush(), 5000);
    this.timer.unref();
  }

  /** Whether a message of this device is handled (true) or dropped unread (false, the device is cut off). */
  admit(serialNum: string, topic: string, payload: Buffer): boolean {
    const now = this.now();
    let b = this.buckets.get(serialNum);
    if (!b) this.buckets.set(serialNum, (b = { tokens: this.burst, at: now, cutUntil: 0, dropped: 0 }));
    if (b.cutUntil > now) {
      b.dropped++;
      return false;
    }
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) / 1000) * this.perSecond);
    b.at = now;
    if (b.tokens >= 1) {
      b.tokens--;
      return true;
    }
    b.cutUntil = now + this.cutOffMs;
    b.tokens = 0;
    b.dropped++;
    this.opts.log.warn({ serialNum, perSecond: this.perSecond, burst: this.burst, cutOffSeconds: this.cutOffMs / 1000 }, 'device flooding the link: cut off');
    void this.recordCutOff(serialNum, topic, payload);
    return false;
  }

  /** Whether a device is cut off now (tests, the process's own view). */
  isCutOff(serialNum: string): boolean {
    return (this.buckets.get(serialNum)?.cutUntil ?? 0) > this.now();
  }

  private async recordCutOff(serialNum: string, topic: string, payload: Buffer): Promise<void> {
    try {
      await this.opts.db.query(
        `insert into device_dropped_messages (device_id, topic, reason, size, excerpt)
         select id, $2, $3, $4, $5 from devices where serial_num = $1`,
        [serialNum, topic, FLOODING, payload.length, excerpt(payload)],
      );
    } catch (err) {
      this.opts.log.warn({ err }, "a flooding device's cut-off not recorded");
    }
  }

  /** Writes the dropped counts and forgets devices that have been quiet long enough to have a full bucket. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const now = this.now();
      const counts: [string, number][] = [];
      for (const [serial, b] of this.buckets) {
        if (b.dropped) counts.push([serial, b.dropped]);
        b.dropped = 0;
        const full = b.tokens + ((now - b.at) / 1000) * this.perSecond >= this.burst;
        if (b.cutUntil <= now && full) this.buckets.delete(serial);
      }
      if (!counts.length) return;
      await this.opts.db
        .query(
          `insert into device_message_counts (device_id, day, outcome, count)
         select d.id, (now() at time zone 'Asia/Tokyo')::date, $3, c.n
           from unnest($1::text[], $2::int[]) as c(serial, n) join devices d on d.serial_num = c.serial
         on conflict (device_id, day, outcome) do update set count = device_message_counts.count + excluded.count`,
          [counts.map((c) => c[0]), counts.map((c) => c[1]), FLOODING],
        )
        .catch((err) => this.opts.log.warn({ err }, "a flooding device's dropped messages not counted"));
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
