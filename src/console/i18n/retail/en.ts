/** Messages of the retail area in en: the same keys as ./ja.ts (a missing one is a type error). */
import type { RetailMessages } from './ja';

const messages: RetailMessages = {
  menu: {
    goods: 'Goods',
    suppliers: 'Suppliers',
  },
  resources: {
    suppliers: {
      name: 'Supplier',
      fields: {
        id: 'ID',
        name: 'Supplier name',
        contactName: 'Contact name',
        phone: 'Phone',
        orgId: 'Organisation',
        orgName: 'Organisation',
        status: 'Status',
        createdAt: 'Created',
        updatedAt: 'Updated',
      },
    },
  },
  functions: {
    supplier: {
      view: 'View suppliers',
      save: 'Add suppliers',
      update: 'Edit suppliers',
      status: 'Enable or disable suppliers',
    },
  },
};

export default messages;
