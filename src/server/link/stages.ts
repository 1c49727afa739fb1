import type { Queryable } from '../db/database.js';
import { STAGE_STATUS, type LinkStage, type PushStatus } from '../../domain/devices.js';

/** The statuses a message moves through, in order; EXPIRED, FAILED and SUBOK are final. */
const FORWARD: PushStatus[] = ['SEND', 'PUB', 'PUBOK', 'SUB', 'SUBOK'];

/** A status's place in FORWARD, 1-based as SQL's array_position; EXPIRED and FAILED come after every other. */
const statusRank = (status: PushStatus) => (FORWARD.includes(status) ? FORWARD.indexOf(status) + 1 : FORWARD.length + 1);
/** SQL: the rank of a stored status that may still move (null for EXPIRED, FAILED and SUBOK: final). */
const MOVABLE_RANK = (col: string) => `array_position(array['SEND', 'PUB', 'PUBOK', 'SUB']::text[], ${col})`;

/** A link stage as observed: `at` is the moment it happened, not when its batch is written. */
export interface StageRow {
  requestId: string;
  stage: LinkStage;
  at: Date;
}

/**
 * Records a batch of stages in one statement, each once (the first observation wins: a stage seen twice, in
 * this batch or an earlier one, keeps its first time), only for pushes that exist; each push's status moves
 * forward to the furthest of its new stages.
 */
export async function recordStages(db: Queryable, rows: StageRow[]): Promise<void[]> {
  const first = new Map<string, StageRow>();
  for (const r of rows) if (!first.has(`${r.requestId}/${r.stage}`)) first.set(`${r.requestId}/${r.stage}`, r);
  const unique = [...first.values()];
  await db.query(
    `with t as (select * from unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::int[]) as t(request_id, stage, at, rank)),
     added as (
       insert into push_stages (request_id, stage, at)
       select t.request_id, t.stage, t.at from t where exists (select 1 from push_messages m where m.request_id = t.request_id)
       on conflict do nothing returning request_id, stage),
     furthest as (select a.request_id, max(t.rank) as rank from added a join t using (request_id, stage) group by a.request_id)
     update push_messages m set status = (array['SEND', 'PUB', 'PUBOK', 'SUB', 'SUBOK']::text[])[f.rank]
       from furthest f where m.request_id = f.request_id and ${MOVABLE_RANK('m.status')} < f.rank`,
    [unique.map((r) => r.requestId), unique.map((r) => r.stage), unique.map((r) => r.at), unique.map((r) => statusRank(STAGE_STATUS[r.stage]))],
  );
  return rows.map(() => undefined);
}

/** Moves a batch of messages' statuses forward in one statement (for each, the furthest asked; never back). */
export async function advanceStatuses(db: Queryable, changes: { requestId: string; status: PushStatus }[]): Promise<void[]> {
  const furthest = new Map<string, PushStatus>();
  for (const c of changes) {
    const had = furthest.get(c.requestId);
    if (!had || statusRank(c.status) > statusRank(had)) furthest.set(c.requestId, c.status);
  }
  await db.query(
    `update push_messages m set status = t.status
       from unnest($1::uuid[], $2::text[], $3::int[]) as t(request_id, status, rank)
      where m.request_id = t.request_id and ${MOVABLE_RANK('m.status')} < t.rank`,
    [[...furthest.keys()], [...furthest.values()], [...furthest.values()].map(statusRank)],
  );
  return changes.map(() => undefined);
}

/**
 * The status as shown: a message not yet delivered whose time to live has run out is EXPIRED (computed
 * from expires_at, so no timer has to mark it). `m` is the push_messages alias.
 */
export const shownStatusSql = (m = 'm') =>
  `(case when ${m}.status in ('SEND', 'PUB', 'PUBOK', 'SUB') and ${m}.expires_at <= now() then 'EXPIRED' else ${m}.status end)`;
