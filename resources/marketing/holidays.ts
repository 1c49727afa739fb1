import type { ResourceDeclaration } from '../types.js';

/**
 * Holiday marketing (openapi/marketing/holidays.yaml): a year's festivals, built-in and the organisation's own,
 * and a form to add an own dated festival. One bespoke screen; `holiday.view` reads, `holiday.add` adds.
 */
export const holidays: ResourceDeclaration = {
  name: 'holidays',
  schema: 'marketing/holiday.schema.json',
  forms: { create: 'add' },
  calls: { list: 'holidayList', create: 'holidayAdd' },
  idField: 'date',
  recordLabel: 'name',
  list: {
    columns: [{ source: 'date' }, { source: 'name' }, { source: 'lunar', type: 'boolean' }],
    filters: ['year'],
    defaultSort: { field: 'date', order: 'ASC' },
  },
  menu: { parent: 'menu.marketing', code: 'menu.holidays', icon: 'Campaign', sort: 80 },
  permissions: { view: 'holiday.view', create: 'holiday.add' },
  functionCodes: [
    { code: 'holiday.view', demo: ['merchantAdmin'] },
    { code: 'holiday.add', demo: ['merchantAdmin'] },
  ],
  screens: { list: 'holiday-marketing' },
};
