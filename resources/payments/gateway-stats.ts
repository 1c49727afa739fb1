import type { ResourceDeclaration } from '../types.js';

/**
 * Gateway performance (document 2 §7 "Orders and statistics": GET /bi/pay/gw/costTime/passTime/{pie, pillar},
 * /bi/pay/gw/successRate/{passTime/pillar, pie, avg}): how long the payment gateway took to answer, as a
 * distribution over the buckets below, and the share of attempts that were paid. A bespoke chart screen.
 */

/**
 * Upper bounds (exclusive, milliseconds) of the gateway cost time buckets; the last bucket has none
 * (5 s or more). Migration 024 keeps one count column per bucket (cost_b0…cost_b4) in both rollups.
 */
export const GATEWAY_COST_BUCKETS_MS = [500, 1000, 2000, 5000] as const;
export const GATEWAY_COST_BUCKET_COUNT = GATEWAY_COST_BUCKETS_MS.length + 1;

/** The bucket (0…4) of a gateway cost time, or -1 when the order has none recorded. */
export function costBucket(ms: number | null | undefined): number {
  if (ms === null || ms === undefined) return -1;
  const i = GATEWAY_COST_BUCKETS_MS.findIndex((bound) => ms < bound);
  return i < 0 ? GATEWAY_COST_BUCKETS_MS.length : i;
}

/** A bucket's bounds as the charts name them: [from, to) in milliseconds, `to` null for the open last one. */
export function costBucketBounds(bucket: number): { from: number; to: number | null } {
  return { from: bucket === 0 ? 0 : GATEWAY_COST_BUCKETS_MS[bucket - 1], to: GATEWAY_COST_BUCKETS_MS[bucket] ?? null };
}

export const payGatewayStats: ResourceDeclaration = {
  name: 'payGatewayStats',
  schema: 'payments/pay-stats.schema.json',
  forms: { filter: 'gatewayQuery' },
  calls: {
    list: 'payGatewaySuccessRatePillar',
    actions: {
      costPie: 'payGatewayCostTimePie',
      costPillar: 'payGatewayCostTimePillar',
      ratePie: 'payGatewaySuccessRatePie',
      rateAvg: 'payGatewaySuccessRateAvg',
    },
  },
  idField: 'day',
  recordLabel: 'day',
  list: {
    columns: [
      { source: 'day' },
      { source: 'attempts', type: 'number' },
      { source: 'paid', type: 'number' },
      { source: 'rate', type: 'number' },
    ],
    filters: ['startDate', 'endDate', 'orgId', 'payType', 'currency', 'channel', 'serialNum'],
    defaultSort: { field: 'day', order: 'ASC' },
  },
  menu: { parent: 'menu.deal', code: 'menu.payGatewayStats', icon: 'Dashboard', sort: 92 },
  permissions: { view: 'payGateway.view' },
  functionCodes: [{ code: 'payGateway.view' }],
  screens: { list: 'pay-gateway-stats' },
};
