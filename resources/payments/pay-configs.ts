import type { ResourceDeclaration } from '../types.js';

/**
 * Collection (pay) configs (document 1 §3 Payment config): generic list and show; the create/edit form is
 * bespoke (secrets as write-only inputs showing the stored mask, certificate upload, channel rules shown
 * before submit) and renders the schema's form definitions, which carry the exact limits.
 */
export const payConfigs: ResourceDeclaration = {
  name: 'payConfigs',
  schema: 'payments/pay-config.schema.json',
  forms: { create: 'createForm', edit: 'updateForm', filter: 'pageQuery' },
  calls: {
    list: 'payConfigPageList',
    get: 'payConfigGet',
    create: 'payConfigAdd',
    update: 'payConfigModify',
    delete: 'payConfigDeletes',
  },
  recordLabel: 'name',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'name', sortable: true },
      { source: 'channel', type: 'enum', enum: 'payChannel', sortable: true },
      { source: 'channelType', type: 'enum', enum: 'channelType' },
      { source: 'currency' },
      { source: 'isDefault', type: 'boolean' },
      { source: 'merchantNo' },
      { source: 'orgName' },
      { source: 'boundDevices', type: 'number' },
      { source: 'certificateValidTo', type: 'datetime', hidden: true },
      { source: 'createdAt', type: 'datetime', sortable: true },
      { source: 'updatedAt', type: 'datetime', sortable: true, hidden: true },
    ],
    filters: ['name', 'channel', 'isDefault'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  show: [
    { source: 'id', type: 'number' },
    { source: 'name' },
    { source: 'orgName' },
    { source: 'channel', type: 'enum', enum: 'payChannel' },
    { source: 'channelType', type: 'enum', enum: 'channelType' },
    { source: 'currency' },
    { source: 'isDefault', type: 'boolean' },
    { source: 'merchantNo' },
    { source: 'appId' },
    { source: 'subMerchantId' },
    { source: 'tradeUrl' },
    { source: 'queryUrl' },
    { source: 'timeoutSeconds', type: 'number' },
    { source: 'secretMask' },
    { source: 'privateKeyMask' },
    { source: 'certificateSubject' },
    { source: 'certificateValidTo', type: 'datetime' },
    { source: 'configText' },
    { source: 'remark' },
    { source: 'boundDevices', type: 'number' },
    { source: 'createdAt', type: 'datetime' },
    { source: 'updatedAt', type: 'datetime' },
  ],
  menu: { parent: 'menu.deal', code: 'menu.payConfigs', icon: 'Settings', sort: 30 },
  permissions: { view: 'payConfig.view', create: 'payConfig.save', update: 'payConfig.update', delete: 'payConfig.delete' },
  functionCodes: [
    { code: 'payConfig.view', demo: ['merchantAdmin'] },
    { code: 'payConfig.save', demo: ['merchantAdmin'] },
    { code: 'payConfig.update', demo: ['merchantAdmin'] },
    { code: 'payConfig.delete' },
  ],
  screens: { create: 'pay-config-form', edit: 'pay-config-form' },
};
