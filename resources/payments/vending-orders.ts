import type { ResourceDeclaration } from '../types.js';

/**
 * Vending orders (openapi/payments/vending-orders.yaml, payOrderSnapshoot): each vend with its good, lane and
 * payment (online, cash or none); detail by order number; .xlsx export.
 */
export const vendingOrders: ResourceDeclaration = {
  name: 'vending-orders',
  schema: 'payments/vending-order.schema.json',
  forms: { filter: 'pageQuery' },
  calls: {
    list: 'vendingOrderPageList',
    get: 'vendingOrderByOrderNo',
    actions: { export: 'vendingOrderExport', currencies: 'vendingOrderCurrencyList' },
  },
  idField: 'orderNumber',
  recordLabel: 'orderNumber',
  list: {
    columns: [
      { source: 'orderNumber' },
      { source: 'serialNum' },
      { source: 'laneNo' },
      { source: 'goodsName' },
      { source: 'amount', type: 'number', sortable: true },
      { source: 'currency' },
      { source: 'payKind', type: 'enum', enum: 'vendPayKind' },
      { source: 'revoked', type: 'boolean' },
      { source: 'soldAt', type: 'datetime', sortable: true },
    ],
    filters: ['startDay', 'endDay', 'serialNum', 'orderNumber', 'payKind', 'currency'],
    defaultSort: { field: 'soldAt', order: 'DESC' },
  },
  menu: { parent: 'menu.deal', code: 'menu.vendingOrders', icon: 'ShoppingCart', sort: 70 },
  permissions: { view: 'vendingOrder.view', export: 'vendingOrder.export', currencies: 'vendingOrder.view' },
  functionCodes: [
    { code: 'vendingOrder.view', demo: ['merchantAdmin'] },
    { code: 'vendingOrder.export', demo: ['merchantAdmin'] },
    { code: 'vendingOrder.stats', demo: ['merchantAdmin'] },
  ],
  screens: { list: 'vending-order-list', show: 'vending-order-detail' },
};

/** The vending summary (payOrderStats): top goods and devices, the daily trend with its regression, a per-day table. */
export const vendingSummary: ResourceDeclaration = {
  name: 'vending-summary',
  schema: 'payments/vending-order.schema.json',
  forms: { filter: 'statPageQuery' },
  calls: {
    list: 'vendingOrderStatsPage',
    actions: { top: 'vendingOrderStatsTop', trend: 'vendingOrderStatsTrend', regression: 'vendingOrderStatsRegression' },
  },
  idField: 'day',
  recordLabel: 'day',
  list: {
    columns: [{ source: 'day' }, { source: 'serialNum' }, { source: 'count', type: 'number' }, { source: 'amount', type: 'number' }],
    filters: ['startDay', 'endDay', 'serialNum', 'currency'],
    defaultSort: { field: 'day', order: 'DESC' },
  },
  menu: { parent: 'menu.deal', code: 'menu.vendingSummary', icon: 'Dashboard', sort: 71 },
  permissions: { view: 'vendingOrder.stats', top: 'vendingOrder.stats', trend: 'vendingOrder.stats', regression: 'vendingOrder.stats' },
  screens: { list: 'vending-summary' },
};
