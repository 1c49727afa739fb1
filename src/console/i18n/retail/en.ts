/** Messages of the retail area in en: the same keys as ./ja.ts (a missing one is a type error). */
import type { RetailMessages } from './ja';
import { byCategoryId } from '../../../domain/goods';

/** The goods categories' names, by the code /category/list answers. */
const CATEGORIES = { drinks: 'Drinks', food: 'Food', toys: 'Toys', other: 'Other' };

const messages: RetailMessages = {
  menu: {
    goodsLibrary: 'Goods library',
    goods: 'Goods',
    goodsOnSale: 'Goods on sale',
    suppliers: 'Suppliers',
  },
  resources: {
    goods: {
      name: 'Good',
      fields: {
        image: 'Image',
        name: 'Goods name',
        categoryId: 'Category',
        spec: 'Spec',
        specUnit: 'Spec unit',
        itemCode: 'Item code',
        purchasePrice: 'Purchase price',
        defaultPrice: 'Default price',
        referencePrice: 'Reference price',
      },
    },
    goodsOnSale: {
      name: 'Good on sale',
      fields: {
        image: 'Image',
        name: 'Goods name',
        categoryId: 'Category',
        devices: 'Machines',
        lanes: 'Lanes',
        stock: 'Units in lanes',
        minPrice: 'Lowest price',
        maxPrice: 'Highest price',
      },
    },
    suppliers: {
      name: 'Supplier',
      fields: {
        name: 'Supplier name',
        contactName: 'Contact name',
        phone: 'Phone',
      },
    },
  },
  /** The goods detail's machines selling the good. */
  sellingDevices: {
    title: 'Machines selling it',
    empty: 'No machine has this good in a lane',
    serialNum: 'Serial number',
    name: 'Device name',
    online: 'Status',
    isOnline: 'Online',
    isOffline: 'Offline',
    lanes: 'Lanes',
    openLanes: 'Open lanes',
    stock: 'Units / capacity',
    price: 'Price',
    orgName: 'Organisation',
  },
  /** Goods categories by code (/category/list answers the code); the form's enum labels key them by id. */
  category: CATEGORIES,
  enum: {
    goodsCategory: byCategoryId(CATEGORIES),
  },
  functions: {
    goods: {
      view: 'View goods',
      save: 'Add goods',
      update: 'Edit goods',
      status: 'Enable or disable goods',
    },
    supplier: {
      view: 'View suppliers',
      save: 'Add suppliers',
      update: 'Edit suppliers',
      status: 'Enable or disable suppliers',
    },
  },
};

export default messages;
