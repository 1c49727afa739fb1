import type { ResourceDeclaration } from '../types.js';

/** The device fleet: the list (`/device/pageListFast`), the detail with its tabs, bind/unbind, alias, import. */
export const devices: ResourceDeclaration = {
  name: 'devices',
  schema: 'devices/device.schema.json',
  forms: { filter: 'pageQuery' },
  calls: {
    list: 'devicePageListFast',
    get: 'deviceGet',
    actions: { bind: 'deviceBind', unbind: 'deviceUnbind', alias: 'deviceUpdateAlias', import: 'posImportExcel' },
  },
  idField: 'serialNum',
  recordLabel: 'serialNum',
  list: {
    columns: [
      { source: 'serialNum', sortable: true },
      { source: 'name' },
      { source: 'alias' },
      { source: 'model' },
      { source: 'productName', hidden: true },
      { source: 'orgName' },
      { source: 'online', type: 'enum', enum: 'deviceOnline' },
      { source: 'activated', type: 'enum', enum: 'deviceActivated' },
      { source: 'signal', type: 'number' },
      { source: 'temperature', type: 'number' },
      { source: 'lastLoginAt', type: 'datetime', sortable: true },
      { source: 'lastOfflineAt', type: 'datetime', sortable: true, hidden: true },
      { source: 'floor', type: 'number', hidden: true },
      { source: 'controlNumber', hidden: true },
    ],
    filters: ['serialNum', 'name', 'productId', 'orgId', 'online', 'activated', 'bound'],
    defaultSort: { field: 'serialNum', order: 'ASC' },
    actions: [{ action: 'import', screen: 'device-import' }],
  },
  menu: { parent: 'menu.devices', code: 'menu.deviceList', icon: 'Router', sort: 10 },
  permissions: {
    view: 'device.view',
    bind: 'device.bind',
    unbind: 'device.bind',
    alias: 'device.update',
    update: 'device.update',
    push: 'device.push',
    secret: 'device.secret',
    import: 'device.import',
  },
  functionCodes: [
    { code: 'device.view', demo: ['merchantAdmin', 'storeStaff'] },
    { code: 'device.bind' },
    { code: 'device.update', demo: ['merchantAdmin'] },
    { code: 'device.push', demo: ['merchantAdmin'] },
    // the MQTT password of a device: whoever reads it can impersonate the device
    { code: 'device.secret' },
    { code: 'device.import' },
  ],
  screens: { show: 'device-detail' },
};
