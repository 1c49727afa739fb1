import type { ResourceDeclaration } from '../types.js';

/**
 * Allot devices and unbind devices (spec document 1, device screens): serial numbers given at once, sent
 * through /device/bind and /device/unbind in batches, with a result per device. Bespoke screens
 * (screens/devices/DeviceAllot.tsx); both need `device.bind`, the code of the calls.
 */
export const deviceAllot: ResourceDeclaration = {
  name: 'deviceAllot',
  schema: 'devices/device.schema.json',
  calls: { actions: { bind: 'deviceBind' } },
  idField: 'serialNum',
  recordLabel: 'serialNum',
  list: { columns: [], filters: [], defaultSort: { field: 'serialNum', order: 'ASC' } },
  menu: { parent: 'menu.devices', code: 'menu.deviceAllot', icon: 'Devices', sort: 12 },
  permissions: { view: 'device.bind', bind: 'device.bind' },
  screens: { list: 'device-allot' },
};

export const deviceUnbind: ResourceDeclaration = {
  name: 'deviceUnbind',
  schema: 'devices/device.schema.json',
  calls: { actions: { unbind: 'deviceUnbind' } },
  idField: 'serialNum',
  recordLabel: 'serialNum',
  list: { columns: [], filters: [], defaultSort: { field: 'serialNum', order: 'ASC' } },
  menu: { parent: 'menu.devices', code: 'menu.deviceUnbind', icon: 'Devices', sort: 14 },
  permissions: { view: 'device.bind', unbind: 'device.bind' },
  screens: { list: 'device-unbind' },
};
