import type { ResourceDeclaration } from '../types.js';

/**
 * The device online report (document 2 §7, /bi/deviceOnline/*, /device/report/OnlineStatus): devices
 * online now by model and organisation, yesterday's online rate with the least online devices, and the
 * figures per day over a range of at most 31 days. A bespoke screen; the calls need `device.view` (the
 * device list's code), so the entry declares no function code of its own: a role sees it with its menu
 * code and `device.view`.
 */
export const deviceOnline: ResourceDeclaration = {
  name: 'deviceOnline',
  schema: 'devices/online.schema.json',
  forms: { filter: 'multiDayQuery' },
  calls: {
    list: 'deviceOnlineMultiDayStats',
    actions: { preDay: 'deviceOnlinePreDayStats', status: 'deviceOnlineStatusReport' },
  },
  idField: 'day',
  recordLabel: 'day',
  list: {
    columns: [
      { source: 'day' },
      { source: 'deviceCount', type: 'number' },
      { source: 'onlineDevices', type: 'number' },
      { source: 'onlineRate', type: 'number' },
      { source: 'avgOnlineHours', type: 'number' },
      { source: 'timeRate', type: 'number' },
    ],
    filters: ['startDate', 'endDate', 'orgId'],
    defaultSort: { field: 'day', order: 'ASC' },
  },
  menu: { parent: 'menu.devices', code: 'menu.deviceOnline', icon: 'Dashboard', sort: 80 },
  permissions: { view: 'device.view' },
  screens: { list: 'device-online-report' },
};
