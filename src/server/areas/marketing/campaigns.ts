import type { Operations } from '../../operation.js';
import type { Database, Queryable } from '../../db/database.js';
import { AppError, fail } from '../../errors.js';
import { scopedRow } from '../../table/scope.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { tokyoDay } from '../../../domain/campaigns.js';
import { claimCoupon } from './coupons.js';
import { requireMerchant } from './ms-org.js';
import { earnPoints } from '../members/points-lots.js';

/**
 * Marketing campaigns (activities; openapi/marketing/campaigns.yaml, migration 031): new-member gift, stamp
 * collecting and holiday marketing, for merchants only (206500). States come from the Tokyo day when read;
 * only `terminated_at` is stored (activity/over), which blocks new prizes and keeps those received.
 *
 * Campaigns act inside the transaction of the event that triggers them: a member opening a card
 * (campaignsOnNewMember, called by openMember), a paid vend whose payer is a member (campaignsOnPaidOrder,
 * called by rewardPaidOrder), a member's login (stampOnLogin). Race safety is the database's:
 *  - a stamp is one row per (campaign, source): a paid order's number, or a login's day — a redelivered
 *    event stamps once;
 *  - the daily cap is a guarded upsert of (campaign, member, day) … where n < daily_cap;
 *  - the prize limit is a guarded upsert of (campaign, member) … where prizes < prize_limit.
 * A prize is points (the points ledger, reason 'campaign') or one coupon (claimCoupon, so the coupon's
 * quantity, period and per-person limit hold); a coupon that cannot be given is recorded `notSent` with the
 * refusal's code, and the member's prize count is given back.
 */

const TODAY = `(now() at time zone 'Asia/Tokyo')::date`;
const day = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;
interface CampaignRow {
  id: number;
  org_id: number;
  org_path: string;
  type: string;
  prize_type: 'points' | 'coupon';
  prize_points: number | null;
  prize_template_id: number | null;
  prize_limit: number;
  stamp_mode: string | null;
  daily_cap: number | null;
  redeem_count: number | null;
}
const ROW_COLUMNS = 'id, org_id, org_path, type, prize_type, prize_points, prize_template_id, prize_limit, stamp_mode, daily_cap, redeem_count';

/** A campaign of the caller's subtree (206301 when missing or outside it). */
async function scopedCampaign(db: Queryable, user: Parameters<typeof scopedRow>[1], id: number) {
  return scopedRow<CampaignRow & { ended: boolean; terminated: boolean }>(db, user, {
    sql: `select ${ROW_COLUMNS}, ${TODAY} > end_day as ended, terminated_at is not null as terminated from campaigns where id = $1`,
    params: [id],
    notFound: 206301,
  });
}

/** The campaigns of a merchant of one kind running on `today` (not terminated). */
async function running(tx: Queryable, orgId: number, type: string, today: string, stampMode?: string): Promise<CampaignRow[]> {
  return tx.query<CampaignRow>(
    `select ${ROW_COLUMNS} from campaigns where org_id = $1 and type = $2 and terminated_at is null and $3::date between start_day and end_day
       and ($4::text is null or stamp_mode = $4) order by id`,
    [orgId, type, today, stampMode ?? null],
  );
}

/** Runs `fn` in a savepoint of the open transaction `tx`, so that a refusal inside it undoes only its own writes. */
function savepointDb(tx: Queryable): Database {
  return {
    query: (sql: string, params?: unknown[]) => tx.query(sql, params),
    transaction: async <T>(fn: (inner: Queryable) => Promise<T>): Promise<T> => {
      await tx.query('savepoint campaign_prize');
      try {
        const out = await fn(tx);
        await tx.query('release savepoint campaign_prize');
        return out;
      } catch (err) {
        await tx.query('rollback to savepoint campaign_prize');
        throw err;
      }
    },
  } as unknown as Database;
}

type Trigger = 'newMember' | 'stamps' | 'payment';

/**
 * Gives one prize of `c` to a member, within the per-person limit (a guarded upsert: of parallel events
 * for one member at most `prize_limit` pass). Answers the prize row's id, or null when the limit is reached.
 */
async function givePrize(
  tx: Queryable,
  c: CampaignRow,
  memberId: number,
  trigger: Trigger,
  today: string,
  at: Date,
  orderNo: string | null = null,
): Promise<number | null> {
  const reserved = await tx.query(
    `insert into campaign_members (campaign_id, member_id, prizes) values ($1, $2, 1)
     on conflict (campaign_id, member_id) do update set prizes = campaign_members.prizes + 1 where campaign_members.prizes < $3
     returning prizes`,
    [c.id, memberId, c.prize_limit],
  );
  if (!reserved.length) return null;
  let status: 'sent' | 'notSent' = 'sent';
  let reason: number | null = null;
  let ledgerId: number | null = null;
  let couponCode: string | null = null;
  if (c.prize_type === 'points') {
    ledgerId = await earnPoints(tx, memberId, { reason: 'campaign', points: c.prize_points!, at });
  } else {
    const [match] = await tx.query<{ same: boolean }>(
      'select t.platform = m.platform and t.org_id = m.org_id as same from coupon_templates t, members m where t.id = $1 and m.id = $2',
      [c.prize_template_id, memberId],
    );
    try {
      if (!match?.same) fail(206207);
      couponCode = (await claimCoupon(savepointDb(tx), c.prize_template_id!, memberId)).couponCode;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      status = 'notSent';
      reason = err.code;
    }
  }
  if (status === 'notSent') await tx.query('update campaign_members set prizes = prizes - 1 where campaign_id = $1 and member_id = $2', [c.id, memberId]);
  const [row] = await tx.query<{ id: number }>(
    `insert into campaign_prizes (campaign_id, member_id, org_id, org_path, trigger, prize_type, points, ledger_id, coupon_code, status, reason_code, order_no, day, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
    [
      c.id,
      memberId,
      c.org_id,
      c.org_path,
      trigger,
      c.prize_type,
      c.prize_type === 'points' ? c.prize_points : null,
      ledgerId,
      couponCode,
      status,
      reason,
      orderNo,
      today,
      at,
    ],
  );
  return row.id;
}

/**
 * One stamp of `c` for a member from `sourceKey` (once per campaign), within the daily cap; every
 * `redeem_count`-th stamp gives a prize (within the per-person limit). Answers whether a stamp was added.
 */
async function addStamp(tx: Queryable, c: CampaignRow, memberId: number, sourceKey: string, today: string, at: Date): Promise<boolean> {
  const [stamp] = await tx.query<{ id: number }>(
    `insert into campaign_stamps (campaign_id, member_id, source_key, day, created_at) values ($1, $2, $3, $4, $5)
     on conflict (campaign_id, source_key) do nothing returning id`,
    [c.id, memberId, sourceKey, today, at],
  );
  if (!stamp) return false; // the same order or login again
  const counted = await tx.query(
    `insert into campaign_daily_stamps (campaign_id, member_id, day, n) values ($1, $2, $3, 1)
     on conflict (campaign_id, member_id, day) do update set n = campaign_daily_stamps.n + 1 where campaign_daily_stamps.n < $4
     returning n`,
    [c.id, memberId, today, c.daily_cap],
  );
  if (!counted.length) {
    await tx.query('delete from campaign_stamps where id = $1', [stamp.id]);
    return false;
  }
  const [{ stamps }] = await tx.query<{ stamps: number }>(
    `insert into campaign_members (campaign_id, member_id, stamps) values ($1, $2, 1)
     on conflict (campaign_id, member_id) do update set stamps = campaign_members.stamps + 1 returning stamps`,
    [c.id, memberId],
  );
  if (stamps % c.redeem_count! === 0) await givePrize(tx, c, memberId, 'stamps', today, at);
  return true;
}

/** A member opened a card with the merchant `orgId`: the new-member gift of each of its running campaigns. */
export async function campaignsOnNewMember(tx: Queryable, memberId: number, orgId: number, at: Date = new Date()): Promise<void> {
  const today = tokyoDay(at);
  for (const c of await running(tx, orgId, 'newMember', today)) await givePrize(tx, c, memberId, 'newMember', today, at);
}

/**
 * A vend paid at a machine of the merchant by a member (called in the transaction that marks the order
 * paid): a stamp of each running consumption stamp campaign, and the prize of each running holiday campaign.
 */
export async function campaignsOnPaidOrder(tx: Queryable, memberId: number, orgId: number, orderNumber: string, at: Date = new Date()): Promise<void> {
  const today = tokyoDay(at);
  for (const c of await running(tx, orgId, 'stamp', today, 'consumption')) await addStamp(tx, c, memberId, `order:${orderNumber}`, today, at);
  for (const c of await running(tx, orgId, 'holiday', today)) {
    const [done] = await tx.query('select 1 from campaign_prizes where campaign_id = $1 and order_no = $2', [c.id, orderNumber]);
    if (!done) await givePrize(tx, c, memberId, 'payment', today, at, orderNumber);
  }
}

/** A member's login (the wallet card's daily sign-in): a stamp of each running login stamp campaign, once a day. */
export async function stampOnLogin(tx: Queryable, memberId: number, at: Date = new Date()): Promise<number> {
  const [m] = await tx.query<{ org_id: number }>('select org_id from members where id = $1 for update', [memberId]);
  if (!m) return 0;
  const today = tokyoDay(at);
  let n = 0;
  for (const c of await running(tx, m.org_id, 'stamp', today, 'login')) if (await addStamp(tx, c, memberId, `login:${memberId}:${today}`, today, at)) n++;
  return n;
}

export const campaignOperations: Operations = {
  async activityOver({ body, db, user }) {
    requireMerchant(user);
    await scopedCampaign(db, user, body.id);
    // one conditional update: of simultaneous terminations one wins; an ended or terminated campaign is refused
    const [row] = await db.query<{ terminatedAt: string }>(
      `update campaigns set terminated_at = now(), terminated_by = $2, updated_at = now()
        where id = $1 and terminated_at is null and ${TODAY} <= end_day returning terminated_at as "terminatedAt"`,
      [body.id, user.userId],
    );
    if (!row) fail(206302);
    return { id: body.id, state: 'terminated', terminatedAt: row.terminatedAt };
  },

  async activityGetChart({ body, db, user, locale }) {
    requireMerchant(user);
    await scopedCampaign(db, user, body.id);
    if (body.startDate && body.endDate && body.endDate < body.startDate) {
      fail(100001, [{ field: 'endDate', message: VALIDATION_MESSAGES['validation.campaignEndBeforeStart'][locale] }]);
    }
    // the campaign's days (up to today), narrowed to the asked range, each with its figures
    return db.query(
      `with c as (select id, greatest(start_day, coalesce($2::date, start_day)) as d0, least(end_day, ${TODAY}, coalesce($3::date, end_day)) as d1 from campaigns where id = $1),
            days as (select g::date as d from c, generate_series(c.d0, c.d1, interval '1 day') g)
       select ${day('days.d')} as day,
              (select count(*)::int from (select member_id from campaign_stamps s where s.campaign_id = $1 and s.day = days.d
                                          union select member_id from campaign_prizes p where p.campaign_id = $1 and p.day = days.d) x) as participants,
              (select count(*)::int from campaign_stamps s where s.campaign_id = $1 and s.day = days.d) as stamps,
              (select count(*)::int from campaign_prizes p where p.campaign_id = $1 and p.day = days.d and p.status = 'sent') as prizes
         from days order by days.d`,
      [body.id, body.startDate ?? null, body.endDate ?? null],
    );
  },
};
