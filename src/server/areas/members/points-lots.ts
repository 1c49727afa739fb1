import type { Queryable } from '../../db/database.js';

/**
 * A member's lots of points: earning one and lapsing those past their date, with the member row's balance,
 * earned points and level written after each movement. Part of the points ledger (points-ledger.ts, which
 * re-exports it), in a module of its own so that campaigns can give points as a prize without importing the
 * ledger, which calls the campaigns on a new member and a paid order (a runtime import cycle otherwise).
 */

export type EarnReason = 'newMember' | 'consumption' | 'dailyLogin' | 'campaign'; // 'campaign': a campaign's prize (migration 031)

export interface MemberRow {
  id: number;
  org_id: number;
  org_path: string;
  platform: 'alipay' | 'wechat';
  points: number;
  points_earned: number;
  level: number;
}

export interface EarnSettings {
  newMemberPoints: number;
  consumeAmount: number;
  consumePoints: number;
  dailyLoginPoints: number;
  validityDays: number;
}

export const DEFAULT_SETTINGS: EarnSettings = { newMemberPoints: 0, consumeAmount: 100, consumePoints: 0, dailyLoginPoints: 0, validityDays: 0 };

/** A merchant's earn settings (the defaults, which give nothing, until it saves its own). */
export async function earnSettings(db: Queryable, orgId: number): Promise<EarnSettings & { updatedAt: Date | null }> {
  const [row] = await db.query<EarnSettings & { updatedAt: Date }>(
    `select new_member_points as "newMemberPoints", consume_amount as "consumeAmount", consume_points as "consumePoints",
       daily_login_points as "dailyLoginPoints", validity_days as "validityDays", updated_at as "updatedAt"
     from member_points_settings where org_id = $1`,
    [orgId],
  );
  return row ?? { ...DEFAULT_SETTINGS, updatedAt: null };
}

/** The level a merchant's rules give to this many points earned (0 below the first threshold). */
export const LEVEL_OF = (orgCol: string, earnedSql: string) =>
  `(select coalesce(max(l.level), 0) from member_levels l where l.org_id = ${orgCol} and l.threshold <= ${earnedSql})`;

export async function lockMember(tx: Queryable, memberId: number): Promise<MemberRow> {
  const [m] = await tx.query<MemberRow>('select id, org_id, org_path, platform, points, points_earned, level from members where id = $1 for update', [
    memberId,
  ]);
  if (!m) throw new Error(`member ${memberId} does not exist`);
  return m;
}

/** Writes the member's balance, earned points and level after a movement of `delta` (earned when positive). */
export async function applyToMember(tx: Queryable, memberId: number, delta: number, earned = Math.max(delta, 0)): Promise<void> {
  await tx.query(
    `update members m set points = points + $2, points_earned = greatest(points_earned + $3, 0),
       level = ${LEVEL_OF('m.org_id', 'greatest(m.points_earned + $3, 0)')}, updated_at = now()
     where id = $1`,
    [memberId, delta, earned],
  );
}

/**
 * Lapses what remains of the member's lots past their date, the soonest first: one `expiry` row per lot,
 * its remaining set to 0. Answers the points lapsed. Runs before a balance is answered or changed.
 */
export async function expireDue(tx: Queryable, memberId: number, now: Date = new Date()): Promise<number> {
  const m = await lockMember(tx, memberId);
  const lots = await tx.query<{ id: number; remaining: number }>(
    `select id, remaining from member_points_ledger
      where member_id = $1 and delta > 0 and remaining > 0 and expires_at is not null and expires_at <= $2
      order by expires_at, id for update`,
    [memberId, now],
  );
  let balance = m.points;
  let lapsed = 0;
  for (const lot of lots) {
    balance -= lot.remaining;
    lapsed += lot.remaining;
    await tx.query('update member_points_ledger set remaining = 0 where id = $1', [lot.id]);
    await tx.query(`insert into member_points_ledger (member_id, org_id, delta, balance_after, reason, created_at) values ($1, $2, $3, $4, 'expiry', $5)`, [
      memberId,
      m.org_id,
      -lot.remaining,
      balance,
      now,
    ]);
  }
  if (lapsed) await applyToMember(tx, memberId, -lapsed);
  return lapsed;
}

export interface Earning {
  reason: EarnReason;
  points: number;
  /** The paid order the points are for: a second earning for the same order is not written. */
  orderNo?: string | null;
  at?: Date;
}

/**
 * Gives a member points as a new lot (expiring after the merchant's validity days, if any), after lapsing
 * what is due. Answers the ledger row's id, or null when nothing was written (no points, or the order
 * already earned).
 */
export async function earnPoints(tx: Queryable, memberId: number, e: Earning): Promise<number | null> {
  const at = e.at ?? new Date();
  await expireDue(tx, memberId, at);
  if (e.points <= 0) return null;
  const m = await lockMember(tx, memberId);
  const { validityDays } = await earnSettings(tx, m.org_id);
  const [row] = await tx.query<{ id: number }>(
    `insert into member_points_ledger (member_id, org_id, delta, balance_after, reason, order_no, expires_at, remaining, created_at)
     values ($1, $2, $3, $4, $5, $6, case when $7::int > 0 then $8::timestamptz + make_interval(days => $7::int) end, $3, $8)
     on conflict (order_no) where order_no is not null and delta > 0 do nothing returning id`,
    [memberId, m.org_id, e.points, m.points + e.points, e.reason, e.orderNo ?? null, validityDays, at],
  );
  if (!row) return null;
  await applyToMember(tx, memberId, e.points);
  return row.id;
}
