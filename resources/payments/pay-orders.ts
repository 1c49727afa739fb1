import type { ResourceDeclaration } from '../types.js';

/**
 * Online payment orders (bills): the list with its filters and export, the detail (refunds, history, link
 * trace) with refund, revoke and resolve actions (openapi/payments/orders.yaml).
 */
export const payOrders: ResourceDeclaration = {
  name: 'pay-orders',
  schema: 'payments/pay-order.schema.json',
  forms: { filter: 'pageQuery' },
  calls: {
    list: 'payOrderPageList',
    get: 'payOrderGet',
    actions: {
      export: 'payOrderExport',
      refund: 'payOrderRefund',
      revoke: 'payOrderRevoke',
      resolve: 'payOrderResolve',
      refundResolve: 'payOrderRefundResolve',
      trace: 'payOrderTrace',
      statistic: 'payOrderStatistic',
      payTypes: 'payOrderGetPayType',
    },
  },
  recordLabel: 'orderNumber',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true, hidden: true },
      { source: 'orderNumber' },
      { source: 'serialNum' },
      { source: 'payType' },
      { source: 'amount', sortable: true },
      { source: 'refundedAmount' },
      { source: 'currency' },
      { source: 'status', type: 'enum', enum: 'orderStatus' },
      { source: 'refundStatus', type: 'enum', enum: 'refundStatus' },
      { source: 'revoked', type: 'boolean' },
      { source: 'createdAt', type: 'datetime', sortable: true },
      { source: 'paidAt', type: 'datetime' },
    ],
    filters: ['orderNumber', 'serialNum', 'payType', 'currency', 'status', 'refundStatus', 'revoked', 'startTime', 'endTime'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
  },
  menu: { parent: 'menu.deal', code: 'menu.payOrders', icon: 'ReceiptLong', sort: 60 },
  permissions: {
    view: 'payOrder.view',
    export: 'payOrder.export',
    refund: 'payOrder.refund',
    revoke: 'payOrder.revoke',
    resolve: 'payOrder.resolve',
    refundResolve: 'payOrder.resolve',
    trace: 'payOrder.view',
    statistic: 'payOrder.view',
    payTypes: 'payOrder.view',
  },
  functionCodes: [
    { code: 'payOrder.view', demo: ['merchantAdmin', 'storeStaff'] },
    { code: 'payOrder.export', demo: ['merchantAdmin'] },
    { code: 'payOrder.refund', demo: ['merchantAdmin'] },
    { code: 'payOrder.revoke', demo: ['merchantAdmin'] },
    { code: 'payOrder.resolve', demo: ['merchantAdmin'] },
  ],
  screens: { list: 'pay-order-list', show: 'pay-order-detail' },
};
