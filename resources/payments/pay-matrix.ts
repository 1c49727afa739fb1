import type { ResourceDeclaration } from '../types.js';

/** The payment matrix: a bespoke grid of payment methods × enabled / channel / config, saved through /pay/config/*. */
export const payMatrix: ResourceDeclaration = {
  name: 'payMatrix',
  schema: 'payments/pay-matrix.schema.json',
  // the grid saves through payMatrixModify itself: no generic create/edit screens
  calls: { list: 'payMatrixQuery' },
  recordLabel: 'payName',
  idField: 'payType',
  list: {
    columns: [
      { source: 'payType', type: 'number' },
      { source: 'payName' },
      { source: 'channel', type: 'enum', enum: 'payChannel' },
      { source: 'payConfigName' },
      { source: 'enabled', type: 'boolean' },
    ],
    filters: [],
    defaultSort: { field: 'sort', order: 'ASC' },
  },
  menu: { parent: 'menu.deal', code: 'menu.payMatrix', icon: 'Apps', sort: 20 },
  permissions: { view: 'payMatrix.view', create: 'payMatrix.update', update: 'payMatrix.update', delete: 'payMatrix.update' },
  functionCodes: [
    { code: 'payMatrix.view', demo: ['merchantAdmin'] },
    { code: 'payMatrix.update', demo: ['merchantAdmin'] },
  ],
  screens: { list: 'pay-matrix' },
};
