import type { Queryable } from '../db/database.js';
import { STAGE_STATUS, type LinkStage, type PushStatus } from '../../domain/devices.js';

/** The statuses a message moves through, in order; EXPIRED, FAILED and SUBOK are final. */
const FORWARD: PushStatus[] = ['SEND', 'PUB', 'PUBOK', 'SUB', 'SUBOK'];

/** The statuses a message may leave to reach `status` (only earlier ones: statuses never move back). */
export function earlierStatuses(status: PushStatus): PushStatus[] {
  const i = FORWARD.indexOf(status);
  return i < 0 ? ['SEND', 'PUB', 'PUBOK', 'SUB'] : FORWARD.slice(0, i);
}

/** Moves a message's status forward to `status` (a message already past it keeps its own). */
export async function advanceStatus(db: Queryable, requestId: string, status: PushStatus): Promise<void> {
  await db.query(`update push_messages set status = $2 where request_id = $1 and status = any($3::text[])`, [requestId, status, earlierStatuses(status)]);
}

/**
 * Records one link stage with a server timestamp, once: the first observation wins (a QoS 1 message can be
 * forwarded twice), whichever process sees it. The status follows the stage forward.
 */
export async function recordStage(db: Queryable, requestId: string, stage: LinkStage, at = new Date()): Promise<void> {
  const rows = await db.query(
    `insert into push_stages (request_id, stage, at)
     select $1, $2, $3 where exists (select 1 from push_messages where request_id = $1)
     on conflict do nothing returning request_id`,
    [requestId, stage, at],
  );
  if (rows.length) await advanceStatus(db, requestId, STAGE_STATUS[stage]);
}

/**
 * The status as shown: a message not yet delivered whose time to live has run out is EXPIRED (computed
 * from expires_at, so no timer has to mark it). `m` is the push_messages alias.
 */
export const shownStatusSql = (m = 'm') =>
  `(case when ${m}.status in ('SEND', 'PUB', 'PUBOK', 'SUB') and ${m}.expires_at <= now() then 'EXPIRED' else ${m}.status end)`;
