import type { ResourceDeclaration } from '../types.js';

export const bdUsers: ResourceDeclaration = {
  name: 'bdUsers',
  schema: 'accounts/bd-user.schema.json',
  forms: { create: 'create', filter: 'pageQuery' },
  calls: { list: 'bdPageList', get: 'bdGet', create: 'bdSave', actions: { bind: 'bdOrgBind', replace: 'bdReplace' } },
  idField: 'userId',
  recordLabel: 'account',
  list: {
    columns: [
      { source: 'userId', type: 'number', sortable: true },
      { source: 'account', sortable: true },
      { source: 'name' },
      { source: 'jobNumber', sortable: true },
      { source: 'rank', type: 'enum', enum: 'bdRank' },
      { source: 'providerName' },
      { source: 'orgCount', type: 'number' },
      { source: 'status', type: 'status' },
    ],
    filters: ['account', 'name', 'jobNumber', 'rank'],
    defaultSort: { field: 'userId', order: 'DESC' },
  },
  menu: { parent: 'menu.accounts', code: 'menu.bdUsers', icon: 'SupportAgent', sort: 40 },
  permissions: { view: 'bd.view', create: 'bd.save', bind: 'bd.bind' },
  screens: { show: 'bd-detail', create: 'bd-create' },
};
