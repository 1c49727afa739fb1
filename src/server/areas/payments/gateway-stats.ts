/**
 * Gateway performance (openapi/payments/stats.yaml, tag payGateway): the gateway cost time distribution and
 * the success rate (paid ÷ every attempt), from the rollups the order ledger keeps (migrations 020, 024):
 * each rollup row counts its orders per cost time bucket (cost_b0…cost_b4) and sums their cost time.
 */
import type { Operations } from '../../operation.js';
import { ORDER_STATUSES } from '../../../domain/payments.js';
import { GATEWAY_COST_BUCKET_COUNT, costBucketBounds } from '../../../domain/payments.js';
import { num, periodsOf, scopedRollup } from './pay-stats.js';

const BUCKETS = Array.from({ length: GATEWAY_COST_BUCKET_COUNT }, (_, i) => i);
const BUCKET_SUMS = BUCKETS.map((b) => `sum(s.cost_b${b}) as b${b}`).join(', ');

/** paid ÷ attempts, rounded to four places; null without attempts (no rate, rather than a made-up 0). */
const rate = (paid: number, attempts: number) => (attempts ? Math.round((paid / attempts) * 10_000) / 10_000 : null);

export const gatewayStatsOperations: Operations = {
  async payGatewayCostTimePie({ query, db, user }) {
    const s = await scopedRollup(db, user, query);
    const [row] = await db.query<Record<string, unknown>>(`select ${BUCKET_SUMS} from ${s.from} ${s.where}`, s.where.params);
    return BUCKETS.map((b) => ({ bucket: b, ...costBucketBounds(b), count: num(row[`b${b}`]) }));
  },

  async payGatewayCostTimePillar({ query, db, user }) {
    const s = await scopedRollup(db, user, query);
    const days = periodsOf(query.startDate, query.endDate, 'day');
    const at = new Map(days.map((d, i) => [d, i]));
    const rows = await db.query<Record<string, unknown> & { day: string }>(
      `select to_char(s.day, 'YYYY-MM-DD') as day, ${BUCKET_SUMS} from ${s.from} ${s.where} group by s.day`,
      s.where.params,
    );
    const buckets = BUCKETS.map((b) => ({ bucket: b, ...costBucketBounds(b), counts: days.map(() => 0) }));
    for (const r of rows) for (const b of BUCKETS) buckets[b].counts[at.get(r.day)!] = num(r[`b${b}`]);
    return { days, buckets };
  },

  async payGatewaySuccessRatePillar({ query, db, user }) {
    const s = await scopedRollup(db, user, query);
    const rows = await db.query<{ day: string; attempts: unknown; paid: unknown }>(
      `select to_char(s.day, 'YYYY-MM-DD') as day, sum(s.order_count) as attempts, coalesce(sum(s.order_count) filter (where s.status = 'paid'), 0) as paid
         from ${s.from} ${s.where} group by s.day`,
      s.where.params,
    );
    const byDay = new Map(rows.map((r) => [r.day, r]));
    return periodsOf(query.startDate, query.endDate, 'day').map((day) => {
      const attempts = num(byDay.get(day)?.attempts);
      const paid = num(byDay.get(day)?.paid);
      return { day, attempts, paid, rate: rate(paid, attempts) };
    });
  },

  async payGatewaySuccessRatePie({ query, db, user }) {
    const s = await scopedRollup(db, user, query);
    const rows = await db.query<{ status: string; n: unknown }>(
      `select s.status, sum(s.order_count) as n from ${s.from} ${s.where} group by s.status`,
      s.where.params,
    );
    const byStatus = new Map(rows.map((r) => [r.status, num(r.n)]));
    return ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
  },

  async payGatewaySuccessRateAvg({ query, db, user }) {
    const s = await scopedRollup(db, user, query);
    const [r] = await db.query<Record<string, unknown>>(
      `select sum(s.order_count) as attempts, coalesce(sum(s.order_count) filter (where s.status = 'paid'), 0) as paid,
              sum(s.gateway_cost_ms) as cost_ms, ${BUCKET_SUMS}
         from ${s.from} ${s.where}`,
      s.where.params,
    );
    const attempts = num(r.attempts);
    const paid = num(r.paid);
    // the buckets count exactly the attempts that recorded a cost time: the mean is over those
    const timed = BUCKETS.reduce((n, b) => n + num(r[`b${b}`]), 0);
    return { attempts, paid, rate: rate(paid, attempts), avgCostMs: timed ? Math.round((num(r.cost_ms) / timed) * 10) / 10 : null };
  },
};
