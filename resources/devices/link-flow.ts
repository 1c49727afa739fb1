import type { ResourceDeclaration } from '../types.js';

/**
 * The link flow (document 2 §3–4): push counts by delivery status, slow pushes, p50/p95 of each of the four
 * stages across the caller's fleet, and the latest pushes with their stage timestamps. A bespoke screen.
 */
export const linkFlow: ResourceDeclaration = {
  name: 'linkFlow',
  schema: 'devices/op-message.schema.json',
  forms: { filter: 'statisticsQuery' },
  calls: { list: 'pushMsgStatistics' },
  recordLabel: 'requestId',
  idField: 'requestId',
  list: {
    columns: [{ source: 'requestId' }, { source: 'serialNum' }, { source: 'status' }, { source: 'createdAt', type: 'datetime' }],
    filters: ['serialNum', 'startDate', 'endDate'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
  },
  menu: { parent: 'menu.devices', code: 'menu.linkFlow', icon: 'BarChart', sort: 70 },
  permissions: { view: 'pushMsg.view' },
  functionCodes: [{ code: 'pushMsg.view', demo: ['merchantAdmin'] }],
  screens: { list: 'link-flow' },
};
