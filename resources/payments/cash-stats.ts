import type { ResourceDeclaration } from '../types.js';

/** The cash summary (openapi/payments/cash.yaml, cashPayStats): totals per currency and a per-day table. */
export const cashSummary: ResourceDeclaration = {
  name: 'cash-summary',
  schema: 'payments/cash.schema.json',
  forms: { filter: 'statsListQuery' },
  calls: { list: 'cashPayStatsList', actions: { total: 'cashPayStatsTotal' } },
  idField: 'day',
  recordLabel: 'day',
  list: {
    columns: [{ source: 'day' }, { source: 'currency' }, { source: 'count', type: 'number' }, { source: 'amount', type: 'number' }],
    filters: ['startDay', 'endDay', 'serialNum', 'currency'],
    defaultSort: { field: 'day', order: 'DESC' },
  },
  menu: { parent: 'menu.deal', code: 'menu.cashSummary', icon: 'BarChart', sort: 61 },
  permissions: { view: 'cashStats.view', total: 'cashStats.view' },
  functionCodes: [{ code: 'cashStats.view', demo: ['merchantAdmin'] }],
  screens: { list: 'cash-summary' },
};
