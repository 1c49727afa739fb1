import { createHash } from 'node:crypto';
import type { Rng } from './messages.js';

/**
 * A simulated device's ad player (issue 18): it holds what its last ad list (command type 40) named — each file
 * fetched and its MD5 computed, so the ack proves what it really holds — plays the held creatives whose MD5 is
 * the one it was told, one after another, each chosen at its start within its campaign's dates, daypart and hourly
 * cap, higher priority first and by weight within one priority, and keeps its plays until the server has acknowledged their report (QoS 1): plays made
 * offline are sent after reconnecting, in batches of at most 100, each numbered by the device (seq).
 */

export interface AdItem {
  creativeId: number;
  url: string;
  md5: string;
  durationSeconds: number;
  priority: number;
  weight: number;
  startAt: string;
  endAt: string;
  capPerHour: number;
  playDays: number[];
  playFrom: string;
  playTo: string;
}
export interface AdPlay {
  creativeId: number;
  startedAt: string;
  endedAt: string;
  seq: number;
}

const BATCH = 100;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a campaign's daypart holds at `at` (local time; a window starting later than it ends wraps past midnight, and belongs to the day it starts on). */
export function inDaypart(item: Pick<AdItem, 'playDays' | 'playFrom' | 'playTo'>, at: Date): boolean {
  const isoDay = (d: Date) => ((d.getDay() + 6) % 7) + 1;
  const now = at.getHours() * 60 + at.getMinutes();
  const [from, to] = [minutes(item.playFrom), minutes(item.playTo)];
  if (from <= to) return item.playDays.includes(isoDay(at)) && now >= from && now < to;
  if (now >= from) return item.playDays.includes(isoDay(at));
  const yesterday = new Date(at.getTime() - 86_400_000);
  return now < to && item.playDays.includes(isoDay(yesterday));
}

export class AdPlayer {
  /** The list as last sent, and what the device holds of it: creative → the MD5 it computed of its file. */
  private list: AdItem[] = [];
  private readonly held = new Map<number, string>();
  /** Plays not yet acknowledged by the server, oldest first. */
  readonly pending: AdPlay[] = [];
  /** Plays per creative in the current hour (the cap), keyed by the hour's start. */
  private hourCounts = new Map<string, number>();
  // a device numbers its plays for ever; starting from its clock keeps a restarted simulator clear of old numbers
  private seq = Date.now() * 100;
  private sending = false;

  constructor(
    private readonly rng: Rng,
    private readonly now: () => number,
    private readonly opts: { corruptDownloads?: boolean } = {},
  ) {}

  /** Takes a new list: fetches what it does not hold yet (or holds in another version), drops what is no longer listed. Answers what it holds. */
  async receive(payload: unknown): Promise<{ creativeId: number; md5: string }[]> {
    const items = ((payload as { creatives?: AdItem[] })?.creatives ?? []).filter((c) => typeof c?.creativeId === 'number');
    this.list = items;
    for (const id of [...this.held.keys()]) if (!items.some((c) => c.creativeId === id)) this.held.delete(id);
    await Promise.all(
      items.map(async (c) => {
        if (this.held.get(c.creativeId) === c.md5) return;
        try {
          const res = await fetch(c.url, { signal: AbortSignal.timeout(30_000) });
          if (!res.ok) return void this.held.delete(c.creativeId);
          const bytes = Buffer.from(await res.arrayBuffer());
          if (this.opts.corruptDownloads && bytes.length) bytes[0] ^= 0xff;
          this.held.set(c.creativeId, createHash('md5').update(bytes).digest('hex'));
        } catch {
          // not reachable: the device does not hold it, and its ack says so
          this.held.delete(c.creativeId);
        }
      }),
    );
    return [...this.held].map(([creativeId, md5]) => ({ creativeId, md5 }));
  }

  /** The creatives it may play at `at`: held with the right MD5, running, in their daypart, under their hourly cap. */
  playable(at: Date): AdItem[] {
    const hour = at.toISOString().slice(0, 13);
    return this.list.filter(
      (c) =>
        this.held.get(c.creativeId) === c.md5 &&
        Date.parse(c.startAt) <= at.getTime() &&
        at.getTime() < Date.parse(c.endAt) &&
        inDaypart(c, at) &&
        (c.capPerHour === 0 || (this.hourCounts.get(`${hour}/${c.creativeId}`) ?? 0) < c.capPerHour),
    );
  }

  /** The next creative: the highest priority playable, by weight among those. */
  private choose(at: Date): AdItem | undefined {
    const playable = this.playable(at);
    if (!playable.length) return undefined;
    const top = Math.max(...playable.map((c) => c.priority));
    const tier = playable.filter((c) => c.priority === top);
    let pick = this.rng() * tier.reduce((a, c) => a + c.weight, 0);
    for (const c of tier) if ((pick -= c.weight) < 0) return c;
    return tier[tier.length - 1];
  }

  /** When the last play ends: the next starts then (or now, if that is past). */
  private lastEnd = 0;

  /**
   * Plays `count` ads back to back from now (or from the end of the last play), each chosen at its start;
   * answers the plays made (fewer when nothing is playable).
   */
  play(count = 1): AdPlay[] {
    const made: AdPlay[] = [];
    let start = Math.max(this.now(), this.lastEnd);
    for (let i = 0; i < count; i++) {
      const at = new Date(start);
      const item = this.choose(at);
      if (!item) break;
      const end = start + item.durationSeconds * 1000;
      const key = `${at.toISOString().slice(0, 13)}/${item.creativeId}`;
      this.hourCounts.set(key, (this.hourCounts.get(key) ?? 0) + 1);
      const p = { creativeId: item.creativeId, startedAt: at.toISOString(), endedAt: new Date(end).toISOString(), seq: this.seq++ };
      this.pending.push(p);
      made.push(p);
      start = end;
    }
    if (made.length) this.lastEnd = start;
    if (this.hourCounts.size > 1000) this.hourCounts = new Map([...this.hourCounts].slice(-500));
    return made;
  }

  /**
   * Reports what is pending in batches of 100 through `publish` (which resolves once the server acknowledged it);
   * a batch leaves the buffer only then, so a report lost with the connection is sent again.
   */
  async flush(publish: (event: Record<string, unknown>) => Promise<void>): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      while (this.pending.length) {
        const batch = this.pending.slice(0, BATCH);
        await publish({ ts: new Date(this.now()).toISOString(), type: 'adPlay', plays: batch });
        this.pending.splice(0, batch.length);
      }
    } finally {
      this.sending = false;
    }
  }
}
