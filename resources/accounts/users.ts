import type { ResourceDeclaration } from '../types.js';

export const users: ResourceDeclaration = {
  name: 'users',
  schema: 'accounts/user.schema.json',
  forms: { create: 'create', edit: 'update', filter: 'pageQuery' },
  calls: {
    list: 'userPageList',
    get: 'userGet',
    create: 'userSave',
    update: 'userUpdate',
    delete: 'userDelete',
    status: 'userUpdateStatus',
    // Account's quick/batch import (issue 18)
    actions: { import: 'importUsers' },
  },
  recordLabel: 'account',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'account', sortable: true },
      { source: 'name', sortable: true },
      { source: 'phone' },
      { source: 'email', hidden: true },
      { source: 'orgName' },
      { source: 'roleName' },
      { source: 'status', type: 'status', sortable: true },
      { source: 'createdAt', type: 'datetime', sortable: true },
    ],
    filters: ['account', 'name', 'phone', 'status'],
    defaultSort: { field: 'id', order: 'DESC' },
    actions: [{ action: 'import', screen: 'user-import' }],
  },
  menu: { parent: 'menu.accounts', code: 'menu.users', icon: 'People', sort: 10 },
  permissions: { view: 'user.view', create: 'user.save', update: 'user.update', delete: 'user.delete', status: 'user.status', import: 'user.save' },
};
