import type { ResourceDeclaration } from '../types.js';

export const organisations: ResourceDeclaration = {
  name: 'organisations',
  schema: 'accounts/organisation.schema.json',
  forms: { create: 'create', edit: 'update', filter: 'pageQuery' },
  calls: {
    list: 'customerPageList',
    get: 'customerQuery',
    create: 'customerAdd',
    update: 'customerUpdate',
    status: { enable: 'customerEnable', disable: 'customerForbidden' },
    // pickers get the caller's whole subtree in tree order (disabled ones too, marked: they cannot be chosen)
    options: { call: 'customerList' },
  },
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'name', sortable: true },
      { source: 'type', type: 'enum', enum: 'orgType' },
      { source: 'parentName' },
      { source: 'remark' },
      { source: 'status', type: 'status', sortable: true },
    ],
    filters: ['name', 'type', 'status'],
    defaultSort: { field: 'id', order: 'ASC' },
  },
  menu: { parent: 'menu.accounts', code: 'menu.organisations', icon: 'AccountTree', sort: 30 },
  permissions: { view: 'org.view', create: 'org.save', update: 'org.update', status: 'org.status' },
  screens: { list: 'org-tree' },
};
