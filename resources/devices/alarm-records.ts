import type { ResourceDeclaration } from '../types.js';

/**
 * Alarm records: raised by the server from device telemetry and events (src/server/areas/devices/
 * alarm-engine.ts), listed within the caller's device scope, with statistics and an .xlsx export.
 */
export const alarmRecords: ResourceDeclaration = {
  name: 'alarm-records',
  schema: 'devices/alarm.schema.json',
  forms: { filter: 'recordPageQuery' },
  calls: { list: 'alarmRecordPageList', actions: { statistics: 'alarmRecordStatistics', export: 'alarmRecordExport' } },
  recordLabel: 'serialNum',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true, hidden: true },
      { source: 'serialNum' },
      { source: 'deviceName' },
      { source: 'orgName' },
      { source: 'model' },
      { source: 'sourceType', type: 'enum', enum: 'alarmSource' },
      { source: 'level', type: 'enum', enum: 'alarmLevel' },
      { source: 'threshold', type: 'number' },
      { source: 'value', type: 'number', sortable: true },
      { source: 'count', type: 'number', sortable: true },
      { source: 'status', type: 'enum', enum: 'alarmStatus' },
      { source: 'firstAt', type: 'datetime', sortable: true },
      { source: 'lastAt', type: 'datetime', sortable: true },
      { source: 'clearedAt', type: 'datetime', hidden: true },
    ],
    filters: ['serialNum', 'productId', 'sourceType', 'level', 'status', 'startTime', 'endTime'],
    defaultSort: { field: 'firstAt', order: 'DESC' },
  },
  menu: { parent: 'menu.devices', code: 'menu.alarmRecords', icon: 'ReceiptLong', sort: 50 },
  permissions: { view: 'alarmRecord.view', export: 'alarmRecord.export' },
  functionCodes: [
    { code: 'alarmRecord.view', demo: ['merchantAdmin', 'storeStaff'] },
    { code: 'alarmRecord.export', demo: ['merchantAdmin'] },
  ],
  screens: { list: 'alarm-records' },
};
