import type { ResourceDeclaration } from '../types.js';

/**
 * Device binding to pay configs: every device with the config it takes money through (its own binding or
 * its organisation's default), and for one config its bound devices and the devices that could be bound.
 */
export const payBinding: ResourceDeclaration = {
  name: 'payBinding',
  schema: 'payments/pay-push.schema.json',
  forms: { filter: 'allDeviceQuery' },
  calls: {
    list: 'payBindAllDevicePageList',
    actions: { bound: 'payBindBoundPageList', unbound: 'payBindUnboundPageList', bind: 'payBindBind', unbind: 'payBindUnbind' },
  },
  recordLabel: 'serialNum',
  idField: 'serialNum',
  list: {
    columns: [
      { source: 'serialNum', sortable: true },
      { source: 'deviceName' },
      { source: 'orgName' },
      { source: 'configName' },
      { source: 'bindType', type: 'enum', enum: 'payBindType' },
      { source: 'boundAt', type: 'datetime', sortable: true },
      { source: 'boundBy' },
    ],
    filters: ['serialNum', 'configId', 'orgId', 'bindType'],
    defaultSort: { field: 'serialNum', order: 'ASC' },
  },
  menu: { parent: 'menu.deal', code: 'menu.payBinding', icon: 'Devices', sort: 21 },
  permissions: { view: 'payBind.view', update: 'payBind.update' },
  functionCodes: [
    { code: 'payBind.view', demo: ['merchantAdmin'] },
    { code: 'payBind.update', demo: ['merchantAdmin'] },
  ],
  screens: { list: 'pay-binding' },
};
