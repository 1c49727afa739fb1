import type { ResourceDeclaration } from '../types.js';

/**
 * The device products (models; spec document 1 §4: product, enabled and disabled): shared by every estate,
 * listed and switched on and off by the platform's staff (platform-only codes) through the generic table
 * handler. A product of a disabled brand is not enabled (x-table.statusRules, 203003); a disabled one leaves
 * the pickers (`deviceProductList`).
 */
const codes = ['product.view', 'product.status'];
export const products: ResourceDeclaration = {
  name: 'products',
  schema: 'devices/product.schema.json',
  forms: { filter: 'pageQuery' },
  calls: { list: 'productPageList', status: 'productUpdateStatus' },
  paths: { list: '/device/product/list/page', status: '/device/product/update/status/{id}' },
  notInSpec:
    "Document 1 §4 enables and disables products; document 2 §7 names only /device/product/list (the pickers' list), so these paths are the project's own.",
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'name' },
      { source: 'model' },
      { source: 'productKey', sortable: true },
      { source: 'brandId' },
      { source: 'type', type: 'enum', enum: 'productType' },
      { source: 'deviceCount', type: 'number', sortable: true },
      { source: 'status', type: 'status', sortable: true },
      { source: 'createdAt', type: 'datetime', sortable: true, hidden: true },
    ],
    filters: ['name', 'model', 'brandId', 'type', 'status'],
    defaultSort: { field: 'id', order: 'ASC' },
  },
  menu: { parent: 'menu.devices', code: 'menu.products', icon: 'Devices', sort: 32 },
  permissions: { view: 'product.view', status: 'product.status' },
  functionCodes: codes.map((code) => ({ code, platformOnly: true })),
};
