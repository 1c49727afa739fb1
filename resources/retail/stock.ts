import type { ResourceDeclaration } from '../types.js';

/**
 * Storage stock: every good of the caller's subtree with its quantity (lowest first), and a manual
 * adjustment (the new quantity or a change, with a reason) offered as the list's create action.
 */
export const stock: ResourceDeclaration = {
  name: 'stock',
  schema: 'retail/stock.schema.json',
  forms: { create: 'adjust', filter: 'pageQuery' },
  calls: { list: 'stockPageList', create: 'stockAdjust' },
  idField: 'goodsId',
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'goodsId', type: 'number', sortable: true },
      { source: 'name', sortable: true },
      { source: 'brand' },
      { source: 'barcode', sortable: true },
      { source: 'categoryId', type: 'enum', enum: 'goodsCategory' },
      { source: 'quantity', type: 'number', sortable: true },
      { source: 'orgName' },
      { source: 'status', type: 'status' },
      { source: 'updatedAt', type: 'datetime', sortable: true },
    ],
    filters: ['name', 'barcode', 'categoryId', 'lowStock'],
    defaultSort: { field: 'quantity', order: 'ASC' },
  },
  menu: { parent: 'menu.goods', code: 'menu.stock', icon: 'Widgets', sort: 20 },
  permissions: { view: 'stock.view', create: 'stock.adjust' },
  functionCodes: [
    { code: 'stock.view', demo: ['merchantAdmin'] },
    { code: 'stock.adjust', demo: ['merchantAdmin'] },
  ],
};

/** The stock change log: every change of storage and lane stock, newest first, read only. */
export const stockChangeLogs: ResourceDeclaration = {
  name: 'stockChangeLogs',
  schema: 'retail/stock.schema.json',
  forms: { filter: 'logQuery' },
  calls: { list: 'stockChangeLogPageList' },
  recordLabel: 'goodsName',
  list: {
    columns: [
      { source: 'id', type: 'number' },
      { source: 'createdAt', type: 'datetime' },
      { source: 'goodsName' },
      { source: 'barcode' },
      { source: 'kind', type: 'enum', enum: 'stockChangeKind' },
      { source: 'delta', type: 'number' },
      { source: 'before', type: 'number' },
      { source: 'after', type: 'number' },
      { source: 'reason' },
      { source: 'refNo' },
      { source: 'operatorName' },
      { source: 'serialNum' },
      { source: 'laneNo' },
      { source: 'orgName', hidden: true },
    ],
    filters: ['goodsId', 'kind', 'serialNum', 'refNo', 'startTime', 'endTime'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  menu: { parent: 'menu.goods', code: 'menu.stockChangeLog', icon: 'Article', sort: 30 },
  permissions: { view: 'stockLog.view' },
  functionCodes: [{ code: 'stockLog.view', demo: ['merchantAdmin'] }],
};

/**
 * Purchase and return orders: generic list, create and edit (the lines are the form's array of goods,
 * quantities and prices); confirming and questions are their own calls.
 */
export const purchaseOrders: ResourceDeclaration = {
  name: 'purchaseOrders',
  schema: 'retail/purchase-order.schema.json',
  forms: { create: 'create', edit: 'update', filter: 'pageQuery' },
  calls: {
    list: 'purchaseOrderPageList',
    get: 'purchaseOrderGet',
    create: 'purchaseOrderSave',
    update: 'purchaseOrderUpdate',
    actions: { confirm: 'purchaseOrderConfirm', question: 'purchaseOrderQuestion', resolve: 'purchaseOrderQuestionResolve' },
  },
  recordLabel: 'orderNo',
  // a line's good: the enabled goods of the order's organisation (the server refuses others: 209008, 209038)
  pickers: { goodsId: { from: { orgId: 'orgId' }, fixed: { status: 1 } } },
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'orderNo', sortable: true },
      { source: 'type', type: 'enum', enum: 'purchaseOrderType' },
      { source: 'status', type: 'enum', enum: 'purchaseOrderStatus' },
      { source: 'supplierName' },
      { source: 'itemCount', type: 'number' },
      { source: 'totalQuantity', type: 'number' },
      { source: 'totalAmount', type: 'money' },
      { source: 'questionOpen', type: 'boolean' },
      { source: 'creatorName' },
      { source: 'orgName', hidden: true },
      { source: 'remark', hidden: true },
      { source: 'confirmedAt', type: 'datetime', sortable: true },
      { source: 'createdAt', type: 'datetime', sortable: true },
    ],
    filters: ['orderNo', 'type', 'status', 'supplierId', 'questionOpen'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  screens: { show: 'purchase-order-detail' },
  menu: { parent: 'menu.goods', code: 'menu.purchaseOrders', icon: 'ReceiptLong', sort: 40 },
  permissions: {
    view: 'purchaseOrder.view',
    create: 'purchaseOrder.save',
    update: 'purchaseOrder.save',
    confirm: 'purchaseOrder.confirm',
    question: 'purchaseOrder.question',
    resolve: 'purchaseOrder.question',
  },
  functionCodes: [
    { code: 'purchaseOrder.view', demo: ['merchantAdmin'] },
    { code: 'purchaseOrder.save', demo: ['merchantAdmin'] },
    { code: 'purchaseOrder.confirm', demo: ['merchantAdmin'] },
    { code: 'purchaseOrder.question', demo: ['merchantAdmin'] },
  ],
};
