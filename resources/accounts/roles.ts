import type { ResourceDeclaration } from '../types.js';

export const roles: ResourceDeclaration = {
  name: 'roles',
  schema: 'accounts/role.schema.json',
  forms: { create: 'create', edit: 'update', filter: 'pageQuery' },
  calls: {
    list: 'rolePageList',
    get: 'roleGet',
    create: 'roleAdd',
    update: 'roleUpdate',
    delete: 'roleDel',
    // a user form offers the roles that may be given in the organisation it has chosen
    options: { call: 'roleList', from: { orgId: 'orgId' } },
  },
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'name', sortable: true },
      { source: 'orgName' },
      { source: 'remark' },
      { source: 'status', type: 'status', sortable: true },
      { source: 'createdAt', type: 'datetime', sortable: true },
    ],
    filters: ['name', 'status'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  menu: { parent: 'menu.accounts', code: 'menu.roles', icon: 'Badge', sort: 20 },
  permissions: { view: 'role.view', create: 'role.save', update: 'role.update', delete: 'role.delete' },
  screens: { create: 'role-form', edit: 'role-form', show: 'role-detail' },
};
