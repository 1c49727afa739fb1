import type { ResourceDeclaration } from '../types.js';

/**
 * Shipping (replenishment) lists: the devices to visit and the goods to bring, made on a bespoke screen
 * (pick up to 100 devices, then goods and quantities, optionally per lane), viewed with their goods lines,
 * exported as .xlsx and applied once (goods leave storage, named lanes are restocked).
 */
export const shippingLists: ResourceDeclaration = {
  name: 'shipping-lists',
  schema: 'retail/replenishment.schema.json',
  forms: { create: 'save', filter: 'pageQuery' },
  calls: {
    list: 'shippingListPageList',
    get: 'shippingListGetOne',
    create: 'shippingListSave',
    actions: { goods: 'shippingListGoodsPage', export: 'shippingListExport', apply: 'shippingListApply' },
  },
  recordLabel: 'orderNumber',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true, hidden: true },
      { source: 'orderNumber' },
      { source: 'status', type: 'enum', enum: 'shippingListStatus' },
      { source: 'deviceCount', type: 'number', sortable: true },
      { source: 'lineCount', type: 'number' },
      { source: 'totalQuantity', type: 'number', sortable: true },
      { source: 'orgName' },
      { source: 'createdBy' },
      { source: 'createdAt', type: 'datetime', sortable: true },
      { source: 'appliedAt', type: 'datetime', hidden: true },
    ],
    filters: ['orderNumber', 'status', 'serialNum'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
  },
  menu: { parent: 'menu.goods', code: 'menu.shippingLists', icon: 'ShoppingCart', sort: 30 },
  permissions: { view: 'shippingList.view', create: 'shippingList.save', export: 'shippingList.export', apply: 'shippingList.apply' },
  functionCodes: [
    { code: 'shippingList.view', demo: ['merchantAdmin'] },
    { code: 'shippingList.save', demo: ['merchantAdmin'] },
    { code: 'shippingList.export', demo: ['merchantAdmin'] },
    { code: 'shippingList.apply', demo: ['merchantAdmin'] },
  ],
  screens: { create: 'shipping-list-create', show: 'shipping-list-detail' },
};
