import type { Aedes, Client } from 'aedes';

/** A queued message as aedes keeps it: its packet id (given when sent) and where it came from. */
interface QueuedPacket {
  messageId?: number;
  brokerId?: string;
  brokerCounter?: number;
}

/** The part of aedes' persistence that keeps a persistent session's outgoing queue. */
interface OutgoingQueue {
  outgoingUpdate(client: Client, packet: QueuedPacket): Promise<void>;
  outgoingClearMessageId(client: Client, packet: QueuedPacket): Promise<QueuedPacket | undefined>;
}

/**
 * A packet id aedes never gives a queued message (it numbers from 1, and takes 0 for "none yet"): the refused
 * message is marked with it for the moment of its removal.
 */
const REFUSED_ID = 0;

/**
 * Makes aedes 1.2 remove a message its authorizeForward hook refused (a command past its time to live) from a
 * persistent session's queue, and that message only (issue 30 item 6).
 *
 * On the way to a connected client aedes clears a refused message by its packet id (lib/client.js deliverQoS),
 * which it has not given yet: undefined matches the first queued message of the client still without one,
 * another command on its way to the same device. That command's send then fails (its queue entry is gone),
 * aedes drops the connection, and the command, counted as handed over on that connection, is not sent on it.
 * A clear without a packet id now finds the refused message by its broker counter instead.
 */
export function clearRefusedExactly(broker: Aedes): void {
  const queue = (broker as unknown as { persistence: OutgoingQueue }).persistence;
  const clear = queue.outgoingClearMessageId.bind(queue);
  const update = queue.outgoingUpdate.bind(queue);
  queue.outgoingClearMessageId = async (client, packet) => {
    if (packet.messageId !== undefined) return clear(client, packet);
    try {
      // outgoingUpdate finds it by broker id and counter, and gives it the marking id
      await update(client, { ...packet, messageId: REFUSED_ID });
    } catch {
      return undefined; // not queued (a clean session's, or already gone)
    }
    return clear(client, { ...packet, messageId: REFUSED_ID });
  };
}
