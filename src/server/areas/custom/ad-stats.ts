import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import { fail } from '../../errors.js';
import { likeText } from '../../db/sql.js';
import { orgInScope } from '../../table/queries.js';
import { AD_ATTRIBUTION_DEFAULT_MINUTES, AD_STATS_MAX_DAYS } from '../../../domain/ads.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import type { Locale } from '../../../domain/locale.js';

/**
 * The advertising statistics (issue 18), Revive Adserver's screens served from this server: affiliate history
 * (by organisation), zone history, banner stats (by creative) and banner stats detail (one creative by period,
 * organisation and zone). Days and hours are the caller's, in the IANA time zone it names (Revive#987); the
 * figures are read from the hourly buckets only (ad_hourly), so they survive deleted creatives and cost the
 * same whatever the number of plays. Attribution — vends on the same machine within N minutes after a play,
 * each vend given to the latest play before it (last touch) — is read from the plays and the vends.
 */

interface Range {
  from: string;
  to: string;
  tz: string;
  fmt: string;
}

/** Whether the time zone is one this runtime (and so the database, which shares the IANA names) knows. */
function knownTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The query's range: whole local days, the end not before the start and at most 30 days (218050). */
function rangeOf(q: { startDate: string; endDate: string; timeZone: string; period?: string }, locale: Locale): Range {
  if (!knownTimeZone(q.timeZone)) fail(100001, [{ field: 'timeZone', message: VALIDATION_MESSAGES['validation.adTimeZone'][locale] }]);
  const days = (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000;
  if (Number.isNaN(days) || days < 0 || days >= AD_STATS_MAX_DAYS) fail(218050);
  return { from: q.startDate, to: q.endDate, tz: q.timeZone, fmt: q.period === 'hour' ? 'YYYY-MM-DD HH24:00' : 'YYYY-MM-DD' };
}

/** The bucket conditions: the caller's subtree (or one organisation's in it), the range, optionally a zone or a creative. */
async function bucketWhere(db: Queryable, user: SessionUser, r: Range, q: { orgId?: number; zoneId?: number; creativeId?: number }) {
  const path = q.orgId ? (await orgInScope(db, user, q.orgId)).path : user.orgPath;
  const params: unknown[] = [likeText(path), r.from, r.to, r.tz];
  let sql = `h.org_path like $1 || '%' and h.hour >= ($2::date)::timestamp at time zone $4 and h.hour < ($3::date + 1)::timestamp at time zone $4`;
  if (q.zoneId) sql += ` and h.zone_id = $${params.push(q.zoneId)}`;
  if (q.creativeId) sql += ` and h.creative_id = $${params.push(q.creativeId)}`;
  return { sql, params };
}

const num = (rows: Record<string, any>[], ...fields: string[]) =>
  rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, fields.includes(k) && v !== null ? Number(v) : v])));

/**
 * Vends attributed per creative over the range: each successful vend of a device in scope, at its device time,
 * goes to the creative whose play on that device ended latest within `minutes` before it.
 */
export async function attribution(db: Queryable, scopePath: string, r: Range, minutes: number): Promise<Map<number, { vends: number; vendAmount: number }>> {
  const rows = await db.query<{ creative_id: number; vends: number; amount: string }>(
    `select x.creative_id, count(*)::int as vends, sum(x.amount)::bigint as amount from (
       select v.amount, (select p.creative_id from ad_plays p
                          where p.device_id = v.device_id and p.ended_at <= coalesce(v.device_ts, v.sold_at)
                            and p.ended_at > coalesce(v.device_ts, v.sold_at) - make_interval(mins => $5)
                          order by p.ended_at desc, p.seq desc limit 1) as creative_id
         from vend_records v join devices d on d.id = v.device_id
        where v.result = 'ok' and d.org_path like $1 || '%'
          and coalesce(v.device_ts, v.sold_at) >= ($2::date)::timestamp at time zone $4
          and coalesce(v.device_ts, v.sold_at) < ($3::date + 1)::timestamp at time zone $4) x
      where x.creative_id is not null group by x.creative_id`,
    [likeText(scopePath), r.from, r.to, r.tz, minutes],
  );
  return new Map(rows.map((x) => [Number(x.creative_id), { vends: Number(x.vends), vendAmount: Number(x.amount) }]));
}

export const adStatsOperations: Operations = {
  /** Revive's affiliate history: plays and seconds per period and organisation. */
  async adAffiliateHistory({ query, db, user, locale }) {
    const r = rangeOf(query, locale);
    const w = await bucketWhere(db, user, r, query);
    const rows = await db.query<Record<string, any>>(
      `select to_char(h.hour at time zone $4, '${r.fmt}') as period, h.org_id as "orgId", max(h.org_name) as "orgName",
              sum(h.plays)::bigint as plays, sum(h.seconds)::bigint as seconds
         from ad_hourly h where ${w.sql} group by 1, 2 order by 1, 3, 2`,
      w.params,
    );
    return num(rows, 'orgId', 'plays', 'seconds');
  },

  /** Revive's zone history: plays and seconds per period and zone. */
  async adZoneHistory({ query, db, user, locale }) {
    const r = rangeOf(query, locale);
    const w = await bucketWhere(db, user, r, query);
    const rows = await db.query<Record<string, any>>(
      `select to_char(h.hour at time zone $4, '${r.fmt}') as period, h.zone_id as "zoneId", max(h.zone_name) as "zoneName",
              sum(h.plays)::bigint as plays, sum(h.seconds)::bigint as seconds
         from ad_hourly h where ${w.sql} group by 1, 2 order by 1, 3, 2`,
      w.params,
    );
    return num(rows, 'zoneId', 'plays', 'seconds');
  },

  /** Revive's banner stats: per creative over the range, with the vends attributed to it beside its plays. */
  async adBannerStats({ query, db, user, locale }) {
    const r = rangeOf(query, locale);
    const w = await bucketWhere(db, user, r, query);
    const rows = num(
      await db.query<Record<string, any>>(
        `select h.creative_id as "creativeId", max(h.creative_name) as "creativeName", max(h.campaign_name) as "campaignName",
              max(h.advertiser_name) as "advertiserName", sum(h.plays)::bigint as plays, sum(h.seconds)::bigint as seconds
         from ad_hourly h where ${w.sql} group by 1 order by 5 desc, 1`,
        w.params,
      ),
      'creativeId',
      'plays',
      'seconds',
    );
    const minutes = query.windowMinutes ?? AD_ATTRIBUTION_DEFAULT_MINUTES;
    const path = query.orgId ? (await orgInScope(db, user, query.orgId)).path : user.orgPath;
    const sold = await attribution(db, path, r, minutes);
    return rows.map((row) => ({
      ...row,
      windowMinutes: minutes,
      vends: sold.get(row.creativeId)?.vends ?? 0,
      vendAmount: sold.get(row.creativeId)?.vendAmount ?? 0,
    }));
  },

  /** Revive's banner stats detail: one creative per period, organisation and zone. */
  async adBannerStatsDetail({ query, db, user, locale }) {
    const r = rangeOf(query, locale);
    const w = await bucketWhere(db, user, r, query);
    const rows = await db.query<Record<string, any>>(
      `select to_char(h.hour at time zone $4, '${r.fmt}') as period, h.org_id as "orgId", max(h.org_name) as "orgName",
              h.zone_id as "zoneId", max(h.zone_name) as "zoneName", sum(h.plays)::bigint as plays, sum(h.seconds)::bigint as seconds
         from ad_hourly h where ${w.sql} group by 1, 2, 4 order by 1, 3, 5`,
      w.params,
    );
    return num(rows, 'orgId', 'zoneId', 'plays', 'seconds');
  },
};
