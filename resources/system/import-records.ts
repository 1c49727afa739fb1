import type { ResourceDeclaration } from '../types.js';

/**
 * Import records (issue 18): one per import the server read — devices, activations, goods, users — with
 * each row's result; listed and exported within the caller's subtree (openapi/system/imports.yaml).
 */
export const importRecords: ResourceDeclaration = {
  name: 'import-records',
  schema: 'system/import-record.schema.json',
  forms: { filter: 'pageQuery' },
  calls: { list: 'importRecordPageList', actions: { export: 'importRecordExport' } },
  recordLabel: 'fileName',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'createdAt', type: 'datetime', sortable: true },
      { source: 'kind', type: 'enum', enum: 'importKind' },
      { source: 'orgName' },
      { source: 'userAccount' },
      { source: 'fileName' },
      { source: 'rows', type: 'number', sortable: true },
      { source: 'imported', type: 'number' },
      { source: 'result', type: 'enum', enum: 'importResult' },
    ],
    filters: ['kind', 'result', 'fileName', 'startTime', 'endTime'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    actions: [{ action: 'export', screen: 'list-export' }],
  },
  menu: { parent: 'menu.accounts', code: 'menu.importRecords', icon: 'Article', sort: 90 },
  permissions: { view: 'importRecord.view', export: 'importRecord.view' },
  functionCodes: [{ code: 'importRecord.view', demo: ['merchantAdmin'] }],
  screens: { list: 'import-records' },
};
