import type { Operations } from '../../operation.js';
import { fail } from '../../errors.js';
import { Where } from '../../db/sql.js';
import { deviceScopeCondition, scopedDevice } from './device-scope.js';
import { LIMITS } from '../../../domain/limits.js';
import { LINK_STAGES, pushStatusShown, type LinkStage, type PushStatusShown } from '../../../domain/devices.js';
import { VALIDATION_MESSAGES } from '../../../domain/validation-messages.js';

/** The intervals of the link flow: each stage from the one before, and the whole link. */
export const LINK_INTERVALS: [LinkStage, LinkStage][] = [
  ['apiSent', 'brokerReceived'],
  ['brokerReceived', 'brokerSent'],
  ['brokerSent', 'deviceReceived'],
  ['apiSent', 'deviceReceived'],
];

const DAY_MS = 24 * 60 * 60 * 1000;
const SHOWN: PushStatusShown[] = ['pushed', 'published', 'succeeded', 'expired', 'failed'];

export const pushStatisticsOperations: Operations = {
  async pushMsgStatistics({ body, db, user, locale }) {
    const days = (Date.parse(body.endDate) - Date.parse(body.startDate)) / DAY_MS + 1;
    if (!(days >= 1 && days <= LIMITS.pushStatisticsDays)) {
      fail(100001, [{ field: 'endDate', message: VALIDATION_MESSAGES['validation.statisticsRange'][locale] }]);
    }
    const w = new Where();
    // the days are Tokyo days: [start 00:00, end + 1 day 00:00) in Asia/Tokyo
    w.add(`p.created_at >= (?::date)::timestamp at time zone 'Asia/Tokyo'`, body.startDate);
    w.add(`p.created_at < (?::date + 1)::timestamp at time zone 'Asia/Tokyo'`, body.endDate);
    let from = 'push_messages p';
    if (body.serialNum) {
      const device = await scopedDevice(db, user, body.serialNum);
      w.add('p.device_id = ?', device.id);
    } else {
      const scope = deviceScopeCondition(user, 'd');
      if (scope) {
        from = 'push_messages p join devices d on d.id = p.device_id';
        w.add(scope.sql, scope.value);
      }
    }
    const stageCols = LINK_STAGES.map((s) => `max(st.at) filter (where st.stage = '${s}') as "${s}"`).join(', ');
    const intervalCols = LINK_INTERVALS.map(([a, b], i) => {
      const ms = `extract(epoch from (s."${b}" - s."${a}")) * 1000`;
      // percentile_cont ignores nulls: a push missing either stage does not count for that interval
      return `count(${ms})::int as c${i}, percentile_cont(0.5) within group (order by ${ms}) as p50_${i},
        percentile_cont(0.95) within group (order by ${ms}) as p95_${i}`;
    }).join(', ');
    const [row] = await db.query<Record<string, unknown>>(
      `with p as (select p.request_id, p.status, p.slow from ${from} ${w}),
            s as (select st.request_id, ${stageCols} from push_stages st join p on p.request_id = st.request_id group by st.request_id)
       select (select count(*)::int from p) as total,
              (select count(*)::int from p where p.slow) as slow,
              (select coalesce(json_object_agg(status, n), '{}'::json) from (select status, count(*)::int as n from p group by status) x) as statuses,
              ${intervalCols}
         from s`,
      w.params,
    );
    const statuses = row.statuses as Record<string, number>;
    const shown = Object.fromEntries(SHOWN.map((k) => [k, 0])) as Record<PushStatusShown, number>;
    for (const [status, n] of Object.entries(statuses)) shown[pushStatusShown(status)] = (shown[pushStatusShown(status)] ?? 0) + n;
    const ms = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
    return {
      total: row.total,
      slow: row.slow,
      statuses,
      shown,
      intervals: LINK_INTERVALS.map(([a, b], i) => ({ from: a, to: b, count: row[`c${i}`], p50: ms(row[`p50_${i}`]), p95: ms(row[`p95_${i}`]) })),
    };
  },
};
