import type { Database } from '../db/database.js';
import type { UplinkChannel } from '../../domain/devices.js';

/** A device message that passed validation and has been stored. */
export interface StoredUplink {
  db: Database;
  device: { id: number; serialNum: string; productId: number; orgId: number | null };
  channel: UplinkChannel;
  /** The message as validated against asyncapi/devices.yaml. */
  message: Record<string, unknown>;
  receivedAt: Date;
}

type Listener = (uplink: StoredUplink) => Promise<void>;

/**
 * A listener's refusal of a message it cannot act on for a known reason (a pay event of a device without an
 * organisation or a pay config): the message stays stored, the reason is logged on one line, without a stack.
 */
export class UplinkNotActedOn extends Error {}
const listeners: Listener[] = [];

/**
 * Areas that act on what devices send (alarms raised from telemetry and events; later vends and cash)
 * register here once, at import; the link calls them after storing each accepted message.
 */
export function onUplink(listener: Listener): void {
  listeners.push(listener);
}

/** Runs every listener; one failing is logged by the caller's `log` and does not stop the others. */
export async function notifyUplink(uplink: StoredUplink, log: (err: unknown) => void): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener(uplink);
    } catch (err) {
      log(err);
    }
  }
}
