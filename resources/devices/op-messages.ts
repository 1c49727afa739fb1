import type { ResourceDeclaration } from '../types.js';

/** Operator messages: a message with its file, its target devices, push to all (document 2 §7 "Push messages"). */
export const opMessages: ResourceDeclaration = {
  name: 'opMessages',
  schema: 'devices/op-message.schema.json',
  forms: { create: 'add', edit: 'update', filter: 'pageQuery' },
  calls: {
    list: 'opMessagePageList',
    get: 'opMessageGet',
    create: 'opMessageAdd',
    update: 'opMessageUpdate',
    delete: 'opMessageDelete',
    actions: {
      devices: 'opMessageDeviceList',
      addDevices: 'opMessageAddDevice',
      removeDevices: 'opMessageDeleteDevice',
      removeAllDevices: 'opMessageDeleteAllDevice',
      push: 'opMessagePush',
    },
  },
  recordLabel: 'title',
  list: {
    columns: [
      { source: 'id', type: 'number', sortable: true },
      { source: 'title', sortable: true },
      { source: 'type', type: 'enum', enum: 'opMessageType', sortable: true },
      { source: 'fileName' },
      { source: 'deviceCount', type: 'number', sortable: true },
      { source: 'orgName' },
      { source: 'createdAt', type: 'datetime', sortable: true },
    ],
    filters: ['title', 'type'],
    defaultSort: { field: 'id', order: 'DESC' },
  },
  menu: { parent: 'menu.devices', code: 'menu.opMessages', icon: 'Campaign', sort: 60 },
  permissions: {
    view: 'opMessage.view',
    create: 'opMessage.save',
    update: 'opMessage.save',
    delete: 'opMessage.delete',
    push: 'opMessage.push',
    addDevices: 'opMessage.save',
    removeDevices: 'opMessage.save',
    removeAllDevices: 'opMessage.save',
  },
  functionCodes: [{ code: 'opMessage.view', demo: ['merchantAdmin'] }, { code: 'opMessage.save' }, { code: 'opMessage.delete' }, { code: 'opMessage.push' }],
  screens: { create: 'op-message-create', edit: 'op-message-edit', show: 'op-message-detail' },
};
