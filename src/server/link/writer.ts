import type { Database } from '../db/database.js';
import type { PushStatus } from '../../domain/devices.js';
import { Batcher } from './write-batcher.js';
import { advanceStatuses, recordStages, type StageRow } from './stages.js';
import {
  acknowledgeAll,
  countMessages,
  storeEvents,
  storeTelemetry,
  topicsSeen,
  type AckRow,
  type CountRow,
  type DeviceRef,
  type TopicRow,
  type UplinkRow,
} from './inbound.js';
import { sessionsClosed, sessionsOpened, type SessionClose, type SessionOpen } from './presence.js';

/** The link's busy writes, each answering once it is in the database (see startLinkWriter). */
export interface LinkWriter {
  sessionOpened(s: SessionOpen): Promise<number>;
  sessionClosed(s: SessionClose): Promise<void>;
  stage(row: StageRow): Promise<void>;
  status(requestId: string, status: PushStatus): Promise<void>;
  /** false: an ack of no push of this device. */
  ack(a: AckRow): Promise<boolean>;
  telemetry(t: UplinkRow): Promise<void>;
  event(e: UplinkRow): Promise<void>;
  counted(c: CountRow): Promise<void>;
  topicSeen(t: TopicRow): Promise<void>;
  /** The device a message names, read together with the others arriving at the same moment. */
  device(serialNum: string): Promise<DeviceRef | undefined>;
  /** Items waiting to be written (not counting a batch being written). */
  readonly queued: number;
  /** Resolves when everything handed over so far is written. */
  idle(): Promise<void>;
  /** Writes everything handed over so far; what comes after is written at once. */
  close(): Promise<void>;
}

/**
 * The device link's writes in batches (issue 19): what thousands of devices cause at once — sessions opening
 * and closing, the broker stages and status changes of pushes, acks, telemetry, events, message counts — is
 * collected for a few milliseconds and written with one statement per kind and batch (src/server/link/
 * write-batcher.ts), instead of a few round trips per message.
 *
 * Times are the moments things happened (a stage's `at`, an ack's arrival), taken before the write is queued.
 * The kinds are written in the order below, one batch at a time, so what happened first is never written
 * after what follows from it: a push's broker stages are written no later than its PUBOK (the PUBACK comes
 * after the broker's hook queued brokerReceived) and its ack (brokerSent is queued before the device can have
 * the command); a device's session opening before its closing (its presence writes also wait one for another).
 *
 * Stopping: SIGTERM / app.close() closes the link, which writes what waits before the database closes.
 * A SIGKILL (or a crash) loses what waits and the batch being written: at most `windowMs` plus one batch's
 * write, milliseconds at fleet load. Nothing is then shown better than it was: a push whose brokerReceived,
 * brokerSent, PUBOK or ack was lost keeps an earlier status and shows EXPIRED once its time to live is over
 * (shownStatusSql; never delivered without a stored ack); sessions the embedded broker left open are closed
 * as serverRestart when the server starts again (closeOpenSessions); a few telemetry rows, events and counts of
 * those milliseconds are missing (the device sends again at its next interval). The same could be lost before
 * batching (writes in flight die with the process); the window is now a few milliseconds wider. A device's ack
 * already PUBACKed by the broker is not sent again by it; its command is sent again after its ack wait, or when the
 * device comes back (redeliver.ts), and the device acks the repeat.
 */
export function startLinkWriter(db: Database, opts: { slowMs: number; windowMs?: number; maxItems?: number }): LinkWriter {
  const writes = new Batcher(db, { windowMs: opts.windowMs ?? 5, maxItems: opts.maxItems });
  const sessionOpened = writes.step('sessionsOpened', sessionsOpened);
  const sessionClosed = writes.step('sessionsClosed', sessionsClosed);
  const stage = writes.step('stages', recordStages);
  const status = writes.step('statuses', advanceStatuses);
  const ack = writes.step('acks', (tx, rows: AckRow[]) => acknowledgeAll(tx, rows, opts.slowMs));
  const telemetry = writes.step('telemetry', storeTelemetry);
  const event = writes.step('events', storeEvents);
  const counted = writes.step('counts', countMessages);
  const topicSeen = writes.step('topics', topicsSeen);
  // reads are not ordered with the writes: their own batches, side by side
  const reads = new Batcher(db, { windowMs: 2, maxItems: opts.maxItems });
  const device = reads.step('devices', async (tx, serials: string[]) => {
    const rows = await tx.query<DeviceRef>(`select id, serial_num, product_id, org_id from devices where serial_num = any($1::text[])`, [
      [...new Set(serials)],
    ]);
    const bySerial = new Map(rows.map((r) => [r.serial_num, r]));
    return serials.map((s) => bySerial.get(s));
  });
  return {
    sessionOpened,
    sessionClosed,
    stage,
    status: (requestId, to) => status({ requestId, status: to }),
    ack,
    telemetry,
    event,
    counted,
    topicSeen,
    device,
    get queued() {
      return writes.queued;
    },
    async idle() {
      await reads.idle();
      await writes.idle();
    },
    async close() {
      await reads.close();
      await writes.close();
    },
  };
}
