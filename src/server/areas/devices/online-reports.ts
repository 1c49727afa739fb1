import type { Operations, SessionUser } from '../../operation.js';
import type { Queryable } from '../../db/database.js';
import type { Locale } from '../../../domain/locale.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';
import { fail } from '../../errors.js';
import { Where, pageSlice } from '../../db/sql.js';
import { scopedOrg } from '../../table/scope.js';
import { deviceScopeCondition } from './device-scope.js';

/**
 * Online reports (/bi/deviceOnline/*, /device/report/OnlineStatus), aggregated in SQL over the caller's
 * fleet. A day is a calendar day in Asia/Tokyo: [D 00:00, D+1 00:00) Tokyo time. A device's online time in
 * a day is the overlap of its sessions (device_connections; an open session runs until now) with the day,
 * capped at 24 h (a session taken over by a new one may briefly overlap it).
 */

const TZ = 'Asia/Tokyo';
const MAX_RANGE_DAYS = 31;

/** The devices of the report: the caller's scope, narrowed to an organisation's subtree when asked. */
async function fleetWhere(db: Queryable, user: SessionUser, orgId: number | undefined, w: Where) {
  const scope = deviceScopeCondition(user, 'd');
  if (scope) w.add(scope.sql, scope.value);
  if (orgId) {
    const org = await scopedOrg(db, user, orgId, { missing: 200001, outside: 200006 });
    w.add(`d.org_path like ? || '%'`, org.path);
  }
}

/**
 * Per day and device, the seconds online, for the days from `$start` to `$end` (placeholders of `w`) and the
 * activated devices `w` keeps. Used as CTEs: `days`, `fleet`, `per`.
 */
function onlineCtes(w: Where, start: string, end: string) {
  return `days as (
      select g::date as day, (g::date::timestamp at time zone '${TZ}') as s, ((g::date + 1)::timestamp at time zone '${TZ}') as e
        from generate_series(${start}::date, ${end}::date, interval '1 day') as g
    ),
    fleet as (
      select d.id, d.activated_at from devices d ${w}
    ),
    per as (
      select days.day, c.device_id, count(*)::int as sessions,
             least(86400, sum(extract(epoch from least(coalesce(c.disconnected_at, now()), days.e) - greatest(c.connected_at, days.s))))::int as secs
        from days
        join device_connections c on c.connected_at < days.e and coalesce(c.disconnected_at, now()) > days.s
        join fleet f on f.id = c.device_id and f.activated_at < days.e
       group by days.day, c.device_id
    )`;
}

/** The figures of each day, from the CTEs above. */
const DAY_STATS = `
  select to_char(days.day, 'YYYY-MM-DD') as day, t.n as "deviceCount", coalesce(o.devices, 0) as "onlineDevices",
         case when t.n = 0 then 0 else round(coalesce(o.devices, 0)::numeric / t.n, 4)::float8 end as "onlineRate",
         case when t.n = 0 then 0 else round(coalesce(o.secs, 0)::numeric / t.n / 3600, 2)::float8 end as "avgOnlineHours",
         case when t.n = 0 then 0 else round(coalesce(o.secs, 0)::numeric / (t.n * 86400), 4)::float8 end as "timeRate"
    from days
    cross join lateral (select count(*)::int as n from fleet f where f.activated_at < days.e) t
    left join lateral (select count(*)::int as devices, sum(p.secs)::bigint as secs from per p where p.day = days.day) o on true
   order by days.day`;

const fieldError = (field: string, key: string, locale: Locale) => [{ field, message: VALIDATION_MESSAGES[key][locale] }];

/** Calendar days from a to b inclusive (YYYY-MM-DD). */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;

export const onlineReportOperations: Operations = {
  async deviceOnlinePreDayStats({ query, db, user }) {
    // yesterday by the database's clock, the one the sessions were stamped with
    const [{ yesterday }] = await db.query<{ yesterday: string }>(`select to_char((now() at time zone '${TZ}')::date - 1, 'YYYY-MM-DD') as yesterday`);
    const w = new Where();
    const day = w.param(yesterday);
    w.add('d.activated_at is not null');
    await fleetWhere(db, user, query.orgId, w);
    const params = w.params;
    const ctes = onlineCtes(w, day, day);
    const [totals] = await db.query<Record<string, unknown>>(`with ${ctes} ${DAY_STATS}`, params);

    const { limit, offset } = pageSlice(query);
    const list = await db.query(
      `with ${ctes}
       select dv.serial_num as "serialNum", dv.name, o.name as "orgName", coalesce(p.secs, 0) as "onlineSeconds",
              round(coalesce(p.secs, 0)::numeric / 3600, 2)::float8 as "onlineHours",
              round(coalesce(p.secs, 0)::numeric / 86400, 4)::float8 as "onlineRate", coalesce(p.sessions, 0) as sessions
         from fleet f cross join days
         join devices dv on dv.id = f.id
         left join organisations o on o.id = dv.org_id
         left join per p on p.device_id = f.id
        where f.activated_at < days.e
        order by coalesce(p.secs, 0), dv.serial_num
        limit ${limit} offset ${offset}`,
      params,
    );
    return { ...totals, devices: { list, total: totals.deviceCount } };
  },

  async deviceOnlineMultiDayStats({ query, db, user, locale }) {
    const { startDate, endDate } = query as { startDate: string; endDate: string };
    const span = daysBetween(startDate, endDate);
    if (!(span >= 1 && span <= MAX_RANGE_DAYS)) fail(100001, fieldError('endDate', 'validation.reportRange', locale));
    const w = new Where();
    const start = w.param(startDate);
    const end = w.param(endDate);
    w.add('d.activated_at is not null');
    await fleetWhere(db, user, query.orgId, w);
    return db.query(`with ${onlineCtes(w, start, end)} ${DAY_STATS}`, w.params);
  },

  async deviceOnlineStatusReport({ query, db, user }) {
    const w = new Where();
    await fleetWhere(db, user, query.orgId, w);
    const counts = `count(*)::int as total, count(*) filter (where d.online)::int as online,
      count(*) filter (where not d.online and d.last_login_at is not null)::int as offline,
      count(*) filter (where not d.online and d.last_login_at is null)::int as "neverConnected"`;
    const [totals] = await db.query(`select ${counts} from devices d ${w}`, w.params);
    const byModel = await db.query(
      `select p.id as "productId", p.model, p.name as "productName", ${counts}
         from devices d join products p on p.id = d.product_id ${w}
        group by p.id order by total desc, p.model`,
      w.params,
    );
    const byOrg = await db.query(
      `select d.org_id as "orgId", o.name as "orgName", ${counts}
         from devices d left join organisations o on o.id = d.org_id ${w}
        group by d.org_id, o.name order by total desc, o.name nulls last`,
      w.params,
    );
    return { ...totals, byModel, byOrg };
  },
};
