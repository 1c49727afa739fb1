import type { ResourceDeclaration } from '../types.js';

/**
 * The pay config push plan ("parameter config with push execution", document 1 §4: pushable, not
 * pushable, pushed; re-push allowed; history): a bespoke screen with three tabs — devices still to push
 * (select and push), devices pushed (re-push, take off the list) and the push history (delete rows).
 */
export const payPush: ResourceDeclaration = {
  name: 'payPush',
  schema: 'payments/pay-push.schema.json',
  forms: { filter: 'planQuery' },
  calls: {
    list: 'payPushNotPushedPageList',
    actions: {
      pushed: 'payPushPushedPageList',
      push: 'payPushDevices',
      pushConfig: 'payPushConfig',
      pushedDelete: 'payPushPushedDelete',
      history: 'payPushHistoryPageList',
      historyDelete: 'payPushHistoryDelete',
    },
  },
  recordLabel: 'serialNum',
  idField: 'serialNum',
  list: {
    columns: [
      { source: 'serialNum', sortable: true },
      { source: 'deviceName' },
      { source: 'orgName' },
      { source: 'configName' },
      { source: 'status', type: 'enum', enum: 'pushPlanStatus' },
      { source: 'reason', type: 'enum', enum: 'payPushReason' },
      { source: 'pushedAt', type: 'datetime', sortable: true },
    ],
    filters: ['serialNum', 'configId', 'orgId', 'status'],
    defaultSort: { field: 'serialNum', order: 'ASC' },
  },
  menu: { parent: 'menu.deal', code: 'menu.payPush', icon: 'Settings', sort: 20 },
  permissions: { view: 'payPush.view', push: 'payPush.push', delete: 'payPush.delete' },
  functionCodes: [
    { code: 'payPush.view', demo: ['merchantAdmin'] },
    { code: 'payPush.push', demo: ['merchantAdmin'] },
    { code: 'payPush.delete', demo: ['merchantAdmin'] },
  ],
  screens: { list: 'pay-push-plan' },
};
