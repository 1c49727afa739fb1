import type { ResourceDeclaration } from '../types.js';

/**
 * BD devices (spec document 1 §2 Account, "BD management (BD devices)"): the machines each BD serves — those of
 * the organisations bound to it and below them, the nearest binding winning — with their state. A read-only list
 * on the generic path (schemas/accounts/bd-device.schema.json x-table over view bd_device_records), in the
 * caller's subtree; a BD's detail shows it narrowed to that BD. Merchants see which BD serves each of their
 * machines; BD staff the machines of their estate's BDs.
 */
export const bdDevices: ResourceDeclaration = {
  name: 'bdDevices',
  schema: 'accounts/bd-device.schema.json',
  forms: { filter: 'pageQuery' },
  calls: { list: 'bdDevicePageList' },
  paths: { list: '/aiot/bduser/device/page/list' },
  notInSpec: 'document 2 §7 lists no call for the BD devices screen of document 1 §2 (Account: "BD management (BD devices)")',
  recordLabel: 'serialNum',
  list: {
    columns: [
      { source: 'serialNum', sortable: true },
      { source: 'name' },
      { source: 'alias', hidden: true },
      { source: 'model' },
      { source: 'orgName', sortable: true },
      { source: 'online', type: 'enum', enum: 'deviceOnline' },
      { source: 'activated', type: 'enum', enum: 'deviceActivated' },
      { source: 'status', type: 'status' },
      { source: 'lastSeenAt', type: 'datetime', sortable: true },
      { source: 'bdAccount', sortable: true },
      { source: 'bdName' },
      { source: 'bdRank', type: 'enum', enum: 'bdRank' },
      { source: 'boundOrgName' },
    ],
    filters: ['bdAccount', 'serialNum'],
    defaultSort: { field: 'serialNum', order: 'ASC' },
  },
  menu: { parent: 'menu.accounts', code: 'menu.bdDevices', icon: 'Devices', sort: 45 },
  permissions: { view: 'bdDevice.view' },
  functionCodes: [{ code: 'bdDevice.view', demo: ['merchantAdmin', 'bdStaff'] }],
};
