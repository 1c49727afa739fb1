import type { Queryable } from '../db/database.js';

/**
 * Presence from the broker: a session opens (the device is online, its last login now) and closes with a
 * reason (the device is offline unless another session of it is still open, as during a takeover).
 */
export async function sessionOpened(db: Queryable, deviceId: number, s: { ip?: string; keepalive?: number; brokerId: string }): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into device_connections (device_id, client_ip, keepalive, broker_id) values ($1, $2, $3, $4) returning id`,
    [deviceId, s.ip ?? null, s.keepalive ?? null, s.brokerId],
  );
  await db.query(`update devices set online = true, last_login_at = now() where id = $1`, [deviceId]);
  return Number(row.id);
}

/** Why a session ended (the connection records show it translated). */
export type OfflineReason = 'clientDisconnect' | 'keepaliveTimeout' | 'connectionLost' | 'takenOver' | 'serverShutdown' | 'serverRestart' | 'error';

export async function sessionClosed(db: Queryable, deviceId: number, connectionId: number, reason: OfflineReason): Promise<void> {
  await db.query(`update device_connections set disconnected_at = now(), reason = $2 where id = $1 and disconnected_at is null`, [connectionId, reason]);
  await db.query(
    `update devices set
       online = exists (select 1 from device_connections c where c.device_id = devices.id and c.disconnected_at is null),
       last_offline_at = now(), last_offline_reason = $2
     where id = $1`,
    [deviceId, reason],
  );
}

/**
 * Closes every session a broker left open (the server stopped, or stopped without saying so) and sets
 * those devices offline.
 */
export async function closeOpenSessions(db: Queryable, brokerId: string, reason: OfflineReason): Promise<void> {
  const closed = await db.query<{ device_id: number }>(
    `update device_connections set disconnected_at = now(), reason = $2 where broker_id = $1 and disconnected_at is null returning device_id`,
    [brokerId, reason],
  );
  if (!closed.length) return;
  await db.query(
    `update devices set online = exists (select 1 from device_connections c where c.device_id = devices.id and c.disconnected_at is null),
       last_offline_at = now(), last_offline_reason = $2
     where id = any($1::bigint[])`,
    [[...new Set(closed.map((r) => r.device_id))], reason],
  );
}
