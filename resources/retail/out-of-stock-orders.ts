import type { ResourceDeclaration } from '../types.js';

/**
 * Out-of-stock orders: snapshots of the lanes at or below their threshold, made from the devices of the
 * caller's scope (or chosen ones, or a route's), viewed grouped by device or by good, exported as .xlsx.
 */
export const outOfStockOrders: ResourceDeclaration = {
  name: 'out-of-stock-orders',
  schema: 'retail/replenishment.schema.json',
  forms: { create: 'oosCreate', filter: 'oosPageQuery' },
  calls: {
    list: 'outOfStockOrderPageList',
    get: 'outOfStockOrderGet',
    create: 'outOfStockOrderCreate',
    actions: {
      devices: 'outOfStockDevicePageList',
      byDevice: 'outOfStockOrderByDevice',
      byGoods: 'outOfStockOrderByGoods',
      export: 'outOfStockOrderExport',
      toShippingList: 'outOfStockOrderToShippingList',
    },
  },
  recordLabel: 'orderNumber',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true, hidden: true },
      { source: 'orderNumber' },
      { source: 'deviceCount', type: 'number', sortable: true },
      { source: 'lineCount', type: 'number' },
      { source: 'totalQuantity', type: 'number', sortable: true },
      { source: 'orgName' },
      { source: 'createdBy' },
      { source: 'createdAt', type: 'datetime', sortable: true },
    ],
    filters: ['orderNumber'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
  },
  menu: { parent: 'menu.goods', code: 'menu.outOfStockOrders', icon: 'ReceiptLong', sort: 35 },
  permissions: { view: 'outOfStockOrder.view', create: 'outOfStockOrder.save', export: 'outOfStockOrder.export', toShippingList: 'shippingList.save' },
  functionCodes: [
    { code: 'outOfStockOrder.view', demo: ['merchantAdmin'] },
    { code: 'outOfStockOrder.save', demo: ['merchantAdmin'] },
    { code: 'outOfStockOrder.export', demo: ['merchantAdmin'] },
  ],
  screens: { create: 'out-of-stock-order-create', show: 'out-of-stock-order-detail' },
};
