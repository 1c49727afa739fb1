import type { ResourceDeclaration } from '../types.js';

/**
 * Gateway performance (document 2 §7 "Orders and statistics": GET /bi/pay/gw/costTime/passTime/{pie, pillar},
 * /bi/pay/gw/successRate/{passTime/pillar, pie, avg}): how long the payment gateway took to answer, as a
 * distribution over the buckets below, and the share of attempts that were paid. A bespoke chart screen.
 */

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
    columns: [{ source: 'day' }, { source: 'attempts', type: 'number' }, { source: 'paid', type: 'number' }, { source: 'rate', type: 'number' }],
    filters: ['startDate', 'endDate', 'orgId', 'payType', 'currency', 'channel', 'serialNum'],
    defaultSort: { field: 'day', order: 'ASC' },
  },
  menu: { parent: 'menu.deal', code: 'menu.payGatewayStats', icon: 'Dashboard', sort: 92 },
  permissions: { view: 'payGateway.view' },
  functionCodes: [{ code: 'payGateway.view', demo: ['merchantAdmin'] }],
  screens: { list: 'pay-gateway-stats' },
};
