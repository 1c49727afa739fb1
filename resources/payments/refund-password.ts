import type { ResourceDeclaration } from '../types.js';

/** The organisation's refund password: whether it is set, set it, change it (openapi/payments/refund-password.yaml). */
export const refundPassword: ResourceDeclaration = {
  name: 'refund-password',
  schema: 'payments/refund-password.schema.json',
  calls: { actions: { getSetPwd: 'refundPwdGetSetPwd', set: 'refundPwdSet', modify: 'refundPwdModify' } },
  recordLabel: 'set',
  list: { columns: [], filters: [], defaultSort: { field: 'id', order: 'ASC' } },
  menu: { parent: 'menu.deal', code: 'menu.refundPassword', icon: 'Settings', sort: 20 },
  permissions: { view: 'refundPwd.view', set: 'refundPwd.update', modify: 'refundPwd.update' },
  functionCodes: [
    { code: 'refundPwd.view', demo: ['merchantAdmin'] },
    { code: 'refundPwd.update', demo: ['merchantAdmin'] },
  ],
  screens: { list: 'refund-password' },
};
