import type { ResourceDeclaration } from '../types.js';

/**
 * The payee (collection) QR code settings of a device (`/qrcodeSet`, hidden from the menu: it is reached
 * from the device detail's "payee QR code" tab), and the test push messages sent from that tab.
 */
export const qrcodeSet: ResourceDeclaration = {
  name: 'qrcodeSet',
  schema: 'payments/payment-code.schema.json',
  forms: { create: 'save', edit: 'save' },
  calls: {
    get: 'paymentCodeGet',
    update: 'paymentCodeSave',
    delete: 'paymentCodeDelete',
    actions: { notify: 'testPushNotify', notifyAndPrint: 'testPushNotifyAndPrint' },
  },
  recordLabel: 'serialNum',
  idField: 'serialNum',
  list: {
    columns: [
      { source: 'serialNum' },
      { source: 'title' },
      { source: 'amountMode', type: 'enum', enum: 'payAmountMode' },
      { source: 'updatedAt', type: 'datetime' },
    ],
    filters: [],
    defaultSort: { field: 'serialNum', order: 'ASC' },
  },
  menu: { parent: 'menu.deal', code: 'menu.qrcodeSet', icon: 'Payment', sort: 22, hidden: true },
  permissions: { view: 'paymentCode.view', update: 'paymentCode.update', delete: 'paymentCode.update', notify: 'payTest.push', notifyAndPrint: 'payTest.push' },
  functionCodes: [
    { code: 'paymentCode.view', demo: ['merchantAdmin'] },
    { code: 'paymentCode.update', demo: ['merchantAdmin'] },
    { code: 'payTest.push', demo: ['merchantAdmin'] },
  ],
  screens: { list: 'qrcode-set' },
};
