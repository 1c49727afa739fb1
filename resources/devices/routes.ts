import type { ResourceDeclaration } from '../types.js';

/** Routes (device groups): a named set of an organisation's devices, the round a route-man walks. */
export const routes: ResourceDeclaration = {
  name: 'routes',
  schema: 'devices/route.schema.json',
  forms: { create: 'create', edit: 'update', filter: 'pageQuery' },
  calls: {
    list: 'routePageList',
    get: 'routeDetail',
    create: 'routeSave',
    update: 'routeUpdate',
    delete: 'routeDelete',
    options: { call: 'routeGroupList' },
    actions: { bind: 'routeBind', unbind: 'routeUnbind' },
  },
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'name', sortable: true },
      { source: 'orgName' },
      { source: 'deviceCount', type: 'number', sortable: true },
      { source: 'remark' },
      { source: 'status', type: 'status', sortable: true },
      { source: 'createdAt', type: 'datetime', sortable: true },
    ],
    filters: ['name', 'status'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  menu: { parent: 'menu.devices', code: 'menu.routes', icon: 'AccountTree', sort: 20 },
  permissions: { view: 'route.view', create: 'route.save', update: 'route.update', delete: 'route.delete', bind: 'route.bind', unbind: 'route.bind' },
  functionCodes: [
    { code: 'route.view', demo: ['merchantAdmin'] },
    { code: 'route.save', demo: ['merchantAdmin'] },
    { code: 'route.update', demo: ['merchantAdmin'] },
    { code: 'route.delete', demo: ['merchantAdmin'] },
    { code: 'route.bind', demo: ['merchantAdmin'] },
  ],
  screens: { show: 'route-detail' },
};
