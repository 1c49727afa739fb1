import type { ResourceDeclaration } from '../types.js';

/** Which channels are offered per locale, in order (/pay/channel/choose/*): a bespoke screen, one list per locale. */
export const payChannelChoose: ResourceDeclaration = {
  name: 'payChannelChoose',
  schema: 'payments/pay-channel-choose.schema.json',
  // the screen saves through payChannelChooseAdd/Modify itself: no generic create/edit screens
  calls: { list: 'payChannelChooseQuery' },
  recordLabel: 'channel',
  idField: 'channel',
  list: {
    columns: [
      { source: 'locale' },
      { source: 'channel', type: 'enum', enum: 'payChannel' },
      { source: 'sort', type: 'number' },
      { source: 'enabled', type: 'boolean' },
    ],
    filters: [],
    defaultSort: { field: 'sort', order: 'ASC' },
  },
  menu: { parent: 'menu.deal', code: 'menu.payChannelChoose', icon: 'Payment', sort: 25 },
  permissions: { view: 'payChannel.view', update: 'payChannel.update', create: 'payChannel.update' },
  functionCodes: [{ code: 'payChannel.view', demo: ['merchantAdmin'] }, { code: 'payChannel.update' }],
  screens: { list: 'pay-channel-choose' },
};
