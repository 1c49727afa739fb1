/** Messages of the retail area in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { RetailMessages } from './ja';
import { byCategoryId } from '../../../domain/goods';

/** The goods categories' names, by the code /category/list answers. */
const CATEGORIES = { drinks: '飲料', food: '食品', toys: '玩具', other: '其他' };

const messages: RetailMessages = {
  menu: {
    goodsLibrary: '商品庫',
    goods: '商品管理',
    goodsOnSale: '在售商品',
    suppliers: '供應商管理',
  },
  resources: {
    goods: {
      name: '商品',
      fields: {
        image: '圖片',
        name: '商品名稱',
        categoryId: '分類',
        spec: '規格',
        specUnit: '規格單位',
        itemCode: '貨號',
        purchasePrice: '進貨價',
        defaultPrice: '預設價格',
        referencePrice: '參考價',
      },
    },
    goodsOnSale: {
      name: '在售商品',
      fields: {
        image: '圖片',
        name: '商品名稱',
        categoryId: '分類',
        devices: '販賣機台數',
        lanes: '貨道數',
        stock: '貨道庫存',
        minPrice: '最低價',
        maxPrice: '最高價',
      },
    },
    suppliers: {
      name: '供應商',
      fields: {
        name: '供應商名稱',
        contactName: '聯絡人',
        phone: '聯絡電話',
      },
    },
  },
  /** The goods detail's machines selling the good. */
  sellingDevices: {
    title: '在售設備',
    empty: '沒有設備的貨道中放有該商品',
    serialNum: '設備序號',
    name: '設備名稱',
    online: '狀態',
    isOnline: '線上',
    isOffline: '離線',
    lanes: '貨道',
    openLanes: '在售貨道',
    stock: '庫存 / 容量',
    price: '價格',
    orgName: '組織',
  },
  /** Goods categories by code (/category/list answers the code); the form's enum labels key them by id. */
  category: CATEGORIES,
  enum: {
    goodsCategory: byCategoryId(CATEGORIES),
  },
  functions: {
    goods: {
      view: '檢視商品',
      save: '新增商品',
      update: '編輯商品',
      status: '啟用或停用商品',
    },
    supplier: {
      view: '檢視供應商',
      save: '新增供應商',
      update: '編輯供應商',
      status: '啟用／停用供應商',
    },
  },
};

export default messages;
