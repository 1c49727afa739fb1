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

/** A session as the broker opened it (`at`: the moment it did). */
export interface SessionOpen {
  deviceId: number;
  ip?: string;
  keepalive?: number;
  brokerId: string;
  at: Date;
}
/** A session as the broker closed it. */
export interface SessionClose {
  deviceId: number;
  connectionId: number;
  reason: OfflineReason;
  at: Date;
}

/**
 * Splits a batch into rounds with each device at most once (a device's presence writes are queued one after
 * another, so a batch holds one of each in practice; the rounds keep a second in order all the same).
 */
function perDeviceRounds<T extends { deviceId: number }>(items: T[]): { item: T; index: number }[][] {
  const rounds: { item: T; index: number }[][] = [];
  const seen: Set<number>[] = [];
  items.forEach((item, index) => {
    let r = 0;
    while (seen[r]?.has(Number(item.deviceId))) r++;
    (seen[r] ??= new Set()).add(Number(item.deviceId));
    (rounds[r] ??= []).push({ item, index });
  });
  return rounds;
}

/** sessionOpened for a batch, one statement per round: answers the connection ids, in order. */
export async function sessionsOpened(db: Queryable, opens: SessionOpen[]): Promise<number[]> {
  const ids: number[] = new Array(opens.length);
  for (const round of perDeviceRounds(opens)) {
    const rows = await db.query<{ id: number; device_id: number }>(
      `with t as (select * from unnest($1::bigint[], $2::text[], $3::int[], $4::text[], $5::timestamptz[]) as t(device_id, ip, keepalive, broker_id, at)),
       opened as (insert into device_connections (device_id, client_ip, keepalive, broker_id, connected_at) select device_id, ip, keepalive, broker_id, at from t returning id, device_id),
       online as (update devices d set online = true, last_login_at = t.at from t where d.id = t.device_id)
       select id, device_id from opened`,
      [
        round.map((r) => r.item.deviceId),
        round.map((r) => r.item.ip ?? null),
        round.map((r) => r.item.keepalive ?? null),
        round.map((r) => r.item.brokerId),
        round.map((r) => r.item.at.toISOString()),
      ],
    );
    const byDevice = new Map(rows.map((row) => [Number(row.device_id), Number(row.id)]));
    for (const r of round) ids[r.index] = byDevice.get(Number(r.item.deviceId))!;
  }
  return ids;
}

/** sessionClosed for a batch, one statement per round. */
export async function sessionsClosed(db: Queryable, closes: SessionClose[]): Promise<void[]> {
  for (const round of perDeviceRounds(closes)) {
    await db.query(
      `with t as (select * from unnest($1::bigint[], $2::bigint[], $3::text[], $4::timestamptz[]) as t(device_id, connection_id, reason, at)),
       closed as (update device_connections c set disconnected_at = t.at, reason = t.reason from t where c.id = t.connection_id and c.disconnected_at is null)
       update devices d set
         online = exists (select 1 from device_connections c where c.device_id = d.id and c.disconnected_at is null and c.id <> all($2::bigint[])),
         last_offline_at = t.at, last_offline_reason = t.reason
       from t where d.id = t.device_id`,
      [round.map((r) => r.item.deviceId), round.map((r) => r.item.connectionId), round.map((r) => r.item.reason), round.map((r) => r.item.at.toISOString())],
    );
  }
  return closes.map(() => undefined);
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
