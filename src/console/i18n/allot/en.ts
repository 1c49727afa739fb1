/** Messages of the allot devices and unbind devices screens in en: the same keys as ./ja.ts. */
import type { AllotMessages } from './ja';
import devices from '../devices/en';

const messages: AllotMessages = {
  menu: {
    deviceAllot: 'Allot devices',
    deviceUnbind: 'Unbind devices',
  },
  resources: {
    // the device's fields, labelled as on the device list
    deviceAllot: { name: 'Allot devices', fields: devices.resources.devices.fields },
    deviceUnbind: { name: 'Unbind devices', fields: devices.resources.devices.fields },
  },
  screens: {
    allot: {
      devices: 'Devices',
      organisation: 'Organisation to allot to',
      serials: 'Serial numbers',
      serialsHelp: 'Several at once, separated by line breaks, spaces or commas (%{smart_count} devices)',
      badSerials: 'Not serial numbers: %{serials}',
      working: 'Working…',
      results: 'Result per device',
      noResults: 'No results',
      serialNum: 'Serial number',
      result: 'Result',
      refused: '%{smart_count} refused',
      allot: {
        title: 'Allot devices',
        intro: 'Allots the devices named by their serial numbers to an organisation, 100 at a time, with a result per device.',
        submit: 'Allot %{smart_count} devices',
        changed: '%{smart_count} allotted',
        unchanged: '%{smart_count} unchanged',
        changedOne: 'Allotted',
        unchangedOne: 'Already allotted to this organisation',
      },
      unbind: {
        title: 'Unbind devices',
        intro: 'Unbinds the devices named by their serial numbers from their organisation, 100 at a time, with a result per device.',
        submit: 'Unbind %{smart_count} devices',
        changed: '%{smart_count} unbound',
        unchanged: '%{smart_count} unchanged',
        changedOne: 'Unbound',
        unchangedOne: 'Not bound to any organisation',
      },
    },
  },
};

export default messages;
