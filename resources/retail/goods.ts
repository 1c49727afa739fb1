import type { ResourceDeclaration } from '../types.js';

/**
 * The goods library: a plain table served by the generic table handler (list, create, edit, show, status);
 * the image is uploaded through its own call by the form's image widget.
 */
export const goods: ResourceDeclaration = {
  name: 'goods',
  schema: 'retail/goods.schema.json',
  forms: { create: 'create', edit: 'update', filter: 'pageQuery' },
  calls: {
    list: 'goodsPageList',
    get: 'goodsGet',
    create: 'goodsSave',
    update: 'goodsUpdate',
    status: 'goodsUpdateStatus',
    actions: {
      import: 'goodsImport',
      export: 'goodsExport',
      importCount: 'goodsImportCount',
      history: 'goodsHistoryPage',
      sellingDevices: 'goodsSellingDevices',
    },
  },
  // the plain calls; the lookups, uniqueness check, images and history are written in openapi/retail/
  paths: { list: '/goods/list/page', get: '/goods/get/{id}', create: '/goods/save', update: '/goods/update', status: '/goods/update/status/{id}' },
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'image', type: 'image' },
      { source: 'name', sortable: true },
      { source: 'brand', sortable: true },
      { source: 'categoryId', type: 'enum', enum: 'goodsCategory', sortable: true },
      { source: 'barcode', sortable: true },
      { source: 'itemCode', hidden: true },
      { source: 'spec', type: 'number' },
      { source: 'specUnit' },
      { source: 'purchasePrice', type: 'money', hidden: true },
      { source: 'defaultPrice', type: 'money', sortable: true },
      { source: 'referencePrice', type: 'money' },
      { source: 'orgName' },
      { source: 'status', type: 'status', sortable: true },
      { source: 'remark', hidden: true },
      { source: 'createdAt', type: 'datetime', sortable: true, hidden: true },
      { source: 'updatedAt', type: 'datetime', sortable: true, hidden: true },
    ],
    filters: ['name', 'brand', 'barcode', 'categoryId', 'status'],
    defaultSort: { field: 'id', order: 'DESC' },
    actions: [
      { action: 'import', screen: 'goods-import' },
      { action: 'export', screen: 'list-export' },
    ],
  },
  menu: { parent: 'menu.goods', code: 'menu.goodsLibrary', icon: 'Category', sort: 10 },
  permissions: {
    view: 'goods.view',
    create: 'goods.save',
    update: 'goods.update',
    status: 'goods.status',
    import: 'goods.import',
    export: 'goods.export',
    importCount: 'goods.import',
    history: 'goods.view',
    sellingDevices: 'goods.view',
  },
  functionCodes: [
    { code: 'goods.view', demo: ['merchantAdmin'] },
    { code: 'goods.save', demo: ['merchantAdmin'] },
    { code: 'goods.update', demo: ['merchantAdmin'] },
    { code: 'goods.status', demo: ['merchantAdmin'] },
    { code: 'goods.import', demo: ['merchantAdmin'] },
    { code: 'goods.export', demo: ['merchantAdmin'] },
  ],
  // the detail adds the machines selling the good and its change history below the generic fields
  screens: { show: 'goods-detail' },
};
