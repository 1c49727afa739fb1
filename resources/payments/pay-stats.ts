import type { ResourceDeclaration } from '../types.js';

/**
 * The bill summary: payment statistics by method and by method and time (document 2 §7 "Orders and
 * statistics": /pay/stats/{payType, byType, byTypeAndTime/pageList, byTypeAndTime/chart, flyback/list},
 * GET /pay/stats/byTypeAndTime/dynaExcel). Read from the daily rollups the order ledger keeps, so a revoked
 * order leaves every figure at once. A bespoke screen: a chart over the table of the same figures.
 */
export const payStats: ResourceDeclaration = {
  name: 'payStats',
  schema: 'payments/pay-stats.schema.json',
  forms: { filter: 'pageQuery' },
  calls: {
    list: 'payStatsByTypeAndTimePageList',
    actions: {
      payType: 'payStatsPayType',
      byType: 'payStatsByType',
      chart: 'payStatsByTypeAndTimeChart',
      flyback: 'payStatsFlybackList',
      export: 'payStatsByTypeAndTimeExcel',
    },
  },
  idField: 'period',
  recordLabel: 'period',
  list: {
    columns: [
      { source: 'period' },
      { source: 'payType' },
      { source: 'currency' },
      { source: 'count', type: 'number' },
      { source: 'amount', type: 'number' },
      { source: 'refundedAmount', type: 'number' },
      { source: 'netAmount', type: 'number' },
    ],
    filters: ['startDate', 'endDate', 'orgId', 'payType', 'currency', 'channel', 'serialNum', 'granularity'],
    defaultSort: { field: 'period', order: 'DESC' },
  },
  menu: { parent: 'menu.deal', code: 'menu.payStats', icon: 'BarChart', sort: 90 },
  permissions: { view: 'payStats.view', export: 'payStats.export' },
  functionCodes: [
    { code: 'payStats.view', demo: ['merchantAdmin'] },
    { code: 'payStats.export', demo: ['merchantAdmin'] },
  ],
  screens: { list: 'pay-stats' },
};
