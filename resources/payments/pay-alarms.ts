import type { ResourceDeclaration } from '../types.js';
import { RULE_COLUMNS, ruleAccess } from '../devices/alarm-rules.js';

/**
 * Payment alarm rules (issue 29 item 3): the device alarm rules' form and calls for channels — one rule per
 * channel and source type, shared by every estate using the channel, so writing them is for the platform's
 * staff (platform-only codes); anyone holding payAlarm.view may read them.
 */
export const payAlarmRules: ResourceDeclaration = {
  name: 'pay-alarm-rules',
  schema: 'payments/pay-alarm.schema.json',
  forms: { create: 'save', edit: 'update', filter: 'rulePageQuery' },
  calls: {
    list: 'payAlarmRulePageList',
    get: 'payAlarmRuleGet',
    create: 'payAlarmRuleSave',
    update: 'payAlarmRuleUpdate',
    delete: 'payAlarmRuleDelete',
    status: 'payAlarmRuleStatus',
    actions: { checkExist: 'payAlarmRuleCheckExist' },
  },
  // a rule is named by its source type and channel (the paths' {sourceType}/{source})
  idField: 'key',
  idParts: ['sourceType', 'source'],
  recordLabel: 'key',
  list: {
    columns: [
      { source: 'sourceType', type: 'enum', enum: 'alarmSource', sortable: true },
      { source: 'source', type: 'enum', enum: 'payChannel', sortable: true },
      ...RULE_COLUMNS,
    ],
    filters: ['sourceType', 'source', 'status'],
    defaultSort: { field: 'updatedAt', order: 'DESC' },
  },
  menu: { parent: 'menu.deal', code: 'menu.payAlarmRules', icon: 'Campaign', sort: 40 },
  ...ruleAccess('payAlarm'),
};

/**
 * Payment alarm records, the Deal menu's warning records: raised by the server from orders, refunds and pay
 * config pushes (src/server/areas/payments/pay-alarms.ts), listed by the generic table handler in the
 * caller's organisation subtree; an active one may be resolved by hand with a note.
 */
export const payAlarmRecords: ResourceDeclaration = {
  name: 'pay-alarm-records',
  schema: 'payments/pay-alarm.schema.json',
  forms: { filter: 'recordPageQuery' },
  calls: { list: 'payAlarmRecordPageList', actions: { resolve: 'payAlarmRecordResolve' } },
  recordLabel: 'id',
  formActions: [{ action: 'resolve', form: 'resolve', on: 'row', icon: 'writeOff', fill: { id: 'id' }, when: { status: ['active'] } }],
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true, hidden: true },
      { source: 'sourceType', type: 'enum', enum: 'alarmSource' },
      { source: 'serialNum' },
      { source: 'deviceName' },
      { source: 'configName' },
      { source: 'channel', type: 'enum', enum: 'payChannel' },
      { source: 'orgName' },
      { source: 'level', type: 'enum', enum: 'alarmLevel' },
      { source: 'threshold', type: 'number' },
      { source: 'windowMinutes', type: 'number', hidden: true },
      { source: 'value', type: 'number', sortable: true },
      { source: 'count', type: 'number', sortable: true },
      { source: 'status', type: 'enum', enum: 'alarmStatus' },
      { source: 'firstAt', type: 'datetime', sortable: true },
      { source: 'lastAt', type: 'datetime', sortable: true },
      { source: 'clearedAt', type: 'datetime', hidden: true },
      { source: 'resolvedByName', hidden: true },
      { source: 'resolveNote', hidden: true },
    ],
    filters: ['sourceType', 'serialNum', 'channel', 'level', 'status', 'startTime', 'endTime', 'orgId'],
    defaultSort: { field: 'firstAt', order: 'DESC' },
  },
  menu: { parent: 'menu.deal', code: 'menu.payAlarmRecords', icon: 'ReceiptLong', sort: 41 },
  permissions: { view: 'payAlarmRecord.view', resolve: 'payAlarmRecord.resolve' },
  functionCodes: [
    { code: 'payAlarmRecord.view', demo: ['merchantAdmin', 'storeStaff'] },
    { code: 'payAlarmRecord.resolve', demo: ['merchantAdmin'] },
  ],
};
