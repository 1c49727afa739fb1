import type { ResourceDeclaration } from '../types.js';

/**
 * Cash payment orders (openapi/payments/cash.yaml, cashPayInfo): what devices took in cash, one per device
 * and order number; revoked once (with a confirmation and a revoke log on the detail), exported as .xlsx.
 */
export const cashPayments: ResourceDeclaration = {
  name: 'cash-payments',
  schema: 'payments/cash.schema.json',
  forms: { filter: 'pageQuery' },
  calls: {
    list: 'cashPayInfoPageList',
    get: 'cashPayInfoGet',
    actions: { revoke: 'cashPayInfoRevoke', revokeLog: 'cashPayInfoGetRevokeLog', export: 'cashPayInfoExport' },
  },
  recordLabel: 'orderNo',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true, hidden: true },
      { source: 'orderNo' },
      { source: 'serialNum' },
      { source: 'orgName' },
      { source: 'laneNo' },
      { source: 'goodsName' },
      { source: 'amount', type: 'number', sortable: true, hidden: true },
      { source: 'amountText' },
      { source: 'currency' },
      { source: 'status', type: 'enum', enum: 'cashStatus' },
      { source: 'paidAt', type: 'datetime', sortable: true },
      { source: 'revokedAt', type: 'datetime', hidden: true },
      { source: 'revokedBy', hidden: true },
    ],
    filters: ['serialNum', 'status', 'orderNo', 'currency', 'startDay', 'endDay'],
    defaultSort: { field: 'paidAt', order: 'DESC' },
    actions: [{ action: 'export', screen: 'list-export' }],
  },
  menu: { parent: 'menu.deal', code: 'menu.cashPayments', icon: 'Payment', sort: 60 },
  permissions: { view: 'cashPay.view', revoke: 'cashPay.revoke', revokeLog: 'cashPay.view', export: 'cashPay.export' },
  functionCodes: [
    { code: 'cashPay.view', demo: ['merchantAdmin', 'storeStaff'] },
    { code: 'cashPay.revoke', demo: ['merchantAdmin'] },
    { code: 'cashPay.export', demo: ['merchantAdmin'] },
  ],
  screens: { show: 'cash-payment-detail' },
};
