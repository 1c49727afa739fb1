import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { tokyoDay } from '../../../domain/payments.js';
// campaigns (issue 16, m-campaigns): a new member's gift, a paid vend's stamps and holiday prize
import { campaignsOnNewMember, campaignsOnPaidOrder } from '../marketing/campaigns.js';
import { applyToMember, earnPoints, earnSettings, expireDue, LEVEL_OF, lockMember } from './points-lots.js';

export { earnPoints, earnSettings, expireDue, LEVEL_OF } from './points-lots.js';

/**
 * The one place a member's points change (migration 029), with its lots in points-lots.ts. Every function runs in the caller's transaction
 * and, for each movement:
 *  - locks the member row first (SELECT … FOR UPDATE), so two movements of one member run one after the
 *    other and each sees the other's balance;
 *  - appends one member_points_ledger row with the balance after it, and writes members.points (always the
 *    sum of the member's rows), members.points_earned (every positive movement) and members.level (from the
 *    points earned and the merchant's level rules) in the same statement sequence.
 * A positive row is a lot: `remaining` of it lapses at `expires_at` (the merchant's validity when earned,
 * null when lots never lapse). Expiry and spends draw from the lots soonest to lapse first; expirable lots
 * are found by their shape (a positive row, a date, something remaining), never by a label.
 */

/** Takes `points` from the member's lots: `first` (a lot id) before the rest, then the soonest to lapse (undated last). */
async function drawFromLots(tx: Queryable, memberId: number, points: number, first: number | null = null): Promise<void> {
  const lots = await tx.query<{ id: number; remaining: number }>(
    `select id, remaining from member_points_ledger where member_id = $1 and delta > 0 and remaining > 0
      order by id = $2 desc, expires_at nulls last, id for update`,
    [memberId, first ?? 0],
  );
  let left = points;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, Number(lot.remaining));
    await tx.query('update member_points_ledger set remaining = remaining - $2 where id = $1', [lot.id, take]);
    left -= take;
  }
}

/** The members among `ids` holding a lot past its date (one query over the lots index). */
export async function membersWithDueLots(db: Queryable, ids: number[], now: Date = new Date()): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ member_id: number }>(
    `select distinct member_id from member_points_ledger
      where member_id = any($1::bigint[]) and remaining > 0 and delta > 0 and expires_at is not null and expires_at <= $2`,
    [ids, now],
  );
  return rows.map((r) => r.member_id);
}

/**
 * A member's first visit of the Tokyo day to their card: the merchant's daily login points, once a day. Visits of
 * one member wait for each other on the member's row, so two at once still earn once. Answers the ledger row's
 * id, or null when nothing was written (no daily points set, or the day already earned).
 */
export async function earnDailyLogin(tx: Queryable, memberId: number, at: Date = new Date()): Promise<number | null> {
  const m = await lockMember(tx, memberId);
  const day = tokyoDay(at);
  const [earned] = await tx.query(
    `select 1 from member_points_ledger where member_id = $1 and reason = 'dailyLogin'
        and created_at >= ($2::date)::timestamp at time zone 'Asia/Tokyo' and created_at < ($2::date + 1)::timestamp at time zone 'Asia/Tokyo'`,
    [memberId, day],
  );
  if (earned) return null;
  const { dailyLoginPoints } = await earnSettings(tx, m.org_id);
  return earnPoints(tx, memberId, { reason: 'dailyLogin', points: dailyLoginPoints, at });
}

/**
 * What a refund (or a revoke) of a paid order takes back of the consumption points it earned: the order keeps
 * the share of its points that its amount still paid keeps (none once revoked or wholly refunded), less what
 * earlier refunds took. Taken from the order's own lot first, then the soonest to lapse; a member who spent
 * them already gives back what is left (the balance never goes below zero). One row per refund (`key`), so a
 * refund's result recorded twice takes back once. Answers the points taken back.
 */
export async function takeBackOrderPoints(
  tx: Queryable,
  order: { order_number: string; amount: number; refunded_amount: number; revoked: boolean },
  key: string,
  at: Date = new Date(),
): Promise<number> {
  const [lot] = await tx.query<{ id: number; member_id: number; delta: number }>(
    `select id, member_id, delta from member_points_ledger where order_no = $1 and delta > 0`,
    [order.order_number],
  );
  if (!lot) return 0;
  await expireDue(tx, lot.member_id, at);
  const m = await lockMember(tx, lot.member_id);
  const [{ taken }] = await tx.query<{ taken: number }>(
    `select coalesce(-sum(delta), 0)::bigint as taken from member_points_ledger where order_no = $1 and reason = 'refund'`,
    [order.order_number],
  );
  const earned = Number(lot.delta);
  const stillPaid = order.revoked ? 0 : Math.max(0, order.amount - order.refunded_amount);
  const keeps = order.amount > 0 ? Math.floor((earned * stillPaid) / order.amount) : 0;
  const points = Math.min(earned - Number(taken) - keeps, Number(m.points));
  if (points <= 0) return 0;
  const [row] = await tx.query<{ id: number }>(
    `insert into member_points_ledger (member_id, org_id, delta, balance_after, reason, order_no, reversal_key, created_at)
     values ($1, $2, $3, $4, 'refund', $5, $6, $7) on conflict (order_no, reversal_key) where reversal_key is not null do nothing returning id`,
    [lot.member_id, m.org_id, -points, Number(m.points) - points, order.order_number, key, at],
  );
  if (!row) return 0;
  await drawFromLots(tx, lot.member_id, points, lot.id);
  // points given back were never earned: the level follows
  await applyToMember(tx, lot.member_id, -points, -points);
  return points;
}

/**
 * Takes points from a member's lots, the soonest to lapse first (lots without a date last), after lapsing
 * what is due. Answers false, changing nothing, when the balance is short.
 */
export async function spendPoints(tx: Queryable, memberId: number, points: number, at: Date = new Date()): Promise<boolean> {
  await expireDue(tx, memberId, at);
  const m = await lockMember(tx, memberId);
  if (points <= 0 || m.points < points) return false;
  await drawFromLots(tx, memberId, points);
  await tx.query(`insert into member_points_ledger (member_id, org_id, delta, balance_after, reason, created_at) values ($1, $2, $3, $4, 'spend', $5)`, [
    memberId,
    m.org_id,
    -points,
    m.points - points,
    at,
  ]);
  await applyToMember(tx, memberId, -points);
  return true;
}

/** A hand adjustment's outcome: the ledger row and the member after it. */
export interface Adjusted {
  id: number;
  memberId: number;
  delta: number;
  balanceAfter: number;
  points: number;
  pointsEarned: number;
  level: number;
  levelName: string | null;
}

/**
 * A person's adjustment of a member's points, with the reason they gave (`note`): after lapsing what is due, one
 * `adjust` row. Given points are a lot (lapsing like any earning) and count as earned; taken points draw from the
 * lots soonest to lapse and come off the points earned too (a correction), so the level follows both ways. More
 * than the balance is refused (206105) with nothing written.
 */
export async function adjustPoints(tx: Queryable, memberId: number, delta: number, note: string, userId: number, at: Date = new Date()): Promise<Adjusted> {
  await expireDue(tx, memberId, at);
  const m = await lockMember(tx, memberId);
  const balance = Number(m.points) + delta;
  if (balance < 0) fail(206105);
  let row: { id: number };
  if (delta > 0) {
    const { validityDays } = await earnSettings(tx, m.org_id);
    [row] = await tx.query<{ id: number }>(
      `insert into member_points_ledger (member_id, org_id, delta, balance_after, reason, note, adjusted_by, expires_at, remaining, created_at)
       values ($1, $2, $3, $4, 'adjust', $5, $6, case when $7::int > 0 then $8::timestamptz + make_interval(days => $7::int) end, $3, $8) returning id`,
      [memberId, m.org_id, delta, balance, note, userId, validityDays, at],
    );
  } else {
    await drawFromLots(tx, memberId, -delta);
    [row] = await tx.query<{ id: number }>(
      `insert into member_points_ledger (member_id, org_id, delta, balance_after, reason, note, adjusted_by, created_at)
       values ($1, $2, $3, $4, 'adjust', $5, $6, $7) returning id`,
      [memberId, m.org_id, delta, balance, note, userId, at],
    );
  }
  await applyToMember(tx, memberId, delta, delta);
  const [after] = await tx.query<{ points: number; pointsEarned: number; level: number; levelName: string | null }>(
    `select m.points::int as points, m.points_earned::int as "pointsEarned", m.level, lv.name as "levelName"
       from members m left join member_levels lv on lv.org_id = m.org_id and lv.level = m.level where m.id = $1`,
    [memberId],
  );
  return { id: Number(row.id), memberId, delta, balanceAfter: balance, ...after };
}

export interface NewMember {
  orgId: number;
  platform: 'alipay' | 'wechat';
  walletUserId: string;
  cardNo: string;
  name?: string | null;
  mobile?: string | null;
  at?: Date;
}

/**
 * Opens a member's card with the merchant (`orgId`) and gives the new-member reward of its settings. The
 * same wallet user of the same platform again is the same member: nothing more is written.
 */
export async function openMember(tx: Queryable, n: NewMember): Promise<{ id: number; created: boolean }> {
  const at = n.at ?? new Date();
  const [row] = await tx.query<{ id: number }>(
    `insert into members (org_id, org_path, platform, wallet_user_id, card_no, name, mobile, level, opened_at, created_at)
     select o.id, o.path, $2, $3, $4, $5, $6, ${LEVEL_OF('o.id', '0')}, $7, $7 from organisations o where o.id = $1
     on conflict (org_id, platform, wallet_user_id) do nothing returning id`,
    [n.orgId, n.platform, n.walletUserId, n.cardNo, n.name ?? null, n.mobile ?? null, at],
  );
  if (!row) {
    const [m] = await tx.query<{ id: number }>('select id from members where org_id = $1 and platform = $2 and wallet_user_id = $3', [
      n.orgId,
      n.platform,
      n.walletUserId,
    ]);
    return { id: m.id, created: false };
  }
  const { newMemberPoints } = await earnSettings(tx, n.orgId);
  await earnPoints(tx, row.id, { reason: 'newMember', points: newMemberPoints, at });
  // campaigns (m-campaigns): the new-member gift of the merchant's running campaigns
  await campaignsOnNewMember(tx, row.id, n.orgId, at);
  return { id: row.id, created: true };
}

/** The wallet identity a device's pay event names as the payer. */
export interface Payer {
  platform: 'alipay' | 'wechat';
  userId: string;
}

/**
 * The member a payer is at a device of the organisation `orgPath`: a member of that organisation or of one
 * above it (the merchant whose machine it is). Null when the payer is no member there.
 */
export async function memberOfPayer(tx: Queryable, orgPath: string, payer: Payer): Promise<number | null> {
  const ancestors = orgPath.split('/').filter(Boolean).map(Number);
  const [m] = await tx.query<{ id: number }>(
    `select id from members where org_id = any($1::bigint[]) and platform = $2 and wallet_user_id = $3 order by length(org_path) desc limit 1`,
    [ancestors, payer.platform, payer.userId],
  );
  return m?.id ?? null;
}

/** Files the paying member of an order (a device's pay event naming a payer who is a member), once. */
export async function attachPayer(tx: Queryable, orderNumber: string, orgPath: string, payer: Payer): Promise<number | null> {
  const memberId = await memberOfPayer(tx, orgPath, payer);
  if (memberId === null) return null;
  await tx.query('insert into member_order_payers (order_number, member_id) values ($1, $2) on conflict (order_number) do nothing', [orderNumber, memberId]);
  return memberId;
}

/**
 * The consumption reward of a paid order whose payer is a member: floor(amount / consumeAmount) ×
 * consumePoints of the member's merchant, one ledger row carrying the order number (written at most once
 * per order, however often this runs). Called in the transaction that marks the order paid.
 */
export async function rewardPaidOrder(tx: Queryable, order: { order_number: string; amount: number; paid_at?: Date | null }): Promise<number | null> {
  const [payer] = await tx.query<{ member_id: number; org_id: number }>(
    'select p.member_id, m.org_id from member_order_payers p join members m on m.id = p.member_id where p.order_number = $1',
    [order.order_number],
  );
  if (!payer) return null;
  const s = await earnSettings(tx, payer.org_id);
  const points = Math.floor(order.amount / s.consumeAmount) * s.consumePoints;
  const earned = await earnPoints(tx, payer.member_id, { reason: 'consumption', points, orderNo: order.order_number });
  // campaigns (m-campaigns): the paid vend's stamps and holiday prize, once per order
  await campaignsOnPaidOrder(tx, payer.member_id, payer.org_id, order.order_number);
  return earned;
}
