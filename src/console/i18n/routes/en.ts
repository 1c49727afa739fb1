/** Messages of the routes part of the devices area in en: the same keys as ./ja.ts (a missing one is a type error). */
import type { RoutesMessages } from './ja';

const messages: RoutesMessages = {
  resources: {
    routes: {
      name: 'Route',
      fields: {
        name: 'Route name',
        onlineCount: 'Online',
        remark: 'Description',
      },
    },
  },
  functions: {
    route: {
      view: 'View routes',
      save: 'Create routes',
      update: 'Edit routes',
      delete: 'Delete routes',
      bind: 'Add and remove devices on routes',
    },
  },
  screens: {
    routes: {
      title: 'Route: %{name}',
      info: 'Route',
      capacity: '%{count} / %{max} devices',
      bound: 'Devices on this route',
      unbound: 'Devices that can be added',
      filter: 'Filter by serial number',
      filterName: 'Filter by name',
      search: 'Search',
      selectAll: 'Select all on this page',
      selectRow: 'Select %{serialNum}',
      bind: 'Add selected devices (%{smart_count})',
      unbind: 'Remove selected devices (%{smart_count})',
      unbindTitle: 'Remove devices from the route',
      unbindConfirm: 'Remove %{smart_count} device from route "%{name}"? |||| Remove %{smart_count} devices from route "%{name}"?',
      bindDone: 'Added %{smart_count} device |||| Added %{smart_count} devices',
      unbindDone: 'Removed %{smart_count} device |||| Removed %{smart_count} devices',
      full: 'A route holds at most %{max} devices: %{free} more can be added',
      refused: 'Devices concerned: %{serials}',
      noBound: 'No devices on this route yet',
      noUnbound: 'No devices can be added',
      boundAt: 'Added',
      online: 'Connection',
    },
  },
};

export default messages;
