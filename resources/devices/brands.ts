import type { ResourceDeclaration } from '../types.js';

/**
 * The brands of the device products (spec document 1 §4: brand, enabled and disabled): shared by every estate,
 * listed and switched on and off by the platform's staff (platform-only codes) through the generic table
 * handler; a brand with enabled products is not disabled (x-table.statusRules, 203209).
 */
const codes = ['brand.view', 'brand.status'];
export const brands: ResourceDeclaration = {
  name: 'brands',
  schema: 'devices/brand.schema.json',
  forms: { filter: 'pageQuery' },
  calls: { list: 'brandPageList', status: 'brandUpdateStatus' },
  paths: { list: '/device/brand/list/page', status: '/device/brand/update/status/{id}' },
  notInSpec: "Document 1 §4 enables and disables brands; document 2 §7 names no brand call, so these paths are the project's own.",
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'name' },
      { source: 'productCount', type: 'number', sortable: true },
      { source: 'enabledProductCount', type: 'number' },
      { source: 'status', type: 'status', sortable: true },
      { source: 'createdAt', type: 'datetime', sortable: true, hidden: true },
      { source: 'updatedAt', type: 'datetime', hidden: true },
    ],
    filters: ['name', 'status'],
    defaultSort: { field: 'id', order: 'ASC' },
  },
  menu: { parent: 'menu.devices', code: 'menu.brands', icon: 'Category', sort: 30 },
  permissions: { view: 'brand.view', status: 'brand.status' },
  functionCodes: codes.map((code) => ({ code, platformOnly: true })),
};
