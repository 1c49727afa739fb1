import type { ResourceDeclaration } from '../types.js';

/** Suppliers goods are bought from: a plain table, served by the generic table handler (no SQL, no React). */
export const suppliers: ResourceDeclaration = {
  name: 'suppliers',
  schema: 'retail/supplier.schema.json',
  forms: { create: 'create', edit: 'update', filter: 'pageQuery' },
  calls: {
    list: 'supplierPageList',
    get: 'supplierGetOne',
    create: 'supplierSave',
    update: 'supplierUpdate',
    status: 'supplierUpdateStatus',
    options: { call: 'supplierList' },
  },
  paths: {
    list: '/supplier/list/page',
    options: '/supplier/list',
    get: '/supplier/getOne',
    create: '/supplier/save',
    update: '/supplier/update',
    status: '/supplier/update/status/{id}',
  },
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'name', sortable: true },
      { source: 'contactName', sortable: true },
      { source: 'phone' },
      { source: 'orgName' },
      { source: 'status', type: 'status', sortable: true },
      { source: 'createdAt', type: 'datetime', sortable: true },
      { source: 'updatedAt', type: 'datetime', sortable: true, hidden: true },
    ],
    filters: ['name', 'contactName', 'phone', 'status'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  menu: { parent: 'menu.goods', code: 'menu.suppliers', icon: 'LocalShipping', sort: 50 },
  permissions: { view: 'supplier.view', create: 'supplier.save', update: 'supplier.update', status: 'supplier.status' },
  functionCodes: [
    { code: 'supplier.view', demo: ['merchantAdmin'] },
    { code: 'supplier.save', demo: ['merchantAdmin'] },
    { code: 'supplier.update', demo: ['merchantAdmin'] },
    { code: 'supplier.status', demo: ['merchantAdmin'] },
  ],
};
