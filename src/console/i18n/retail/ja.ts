/**
 * Messages of the retail area (goods: the goods library and suppliers). Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';
import { byCategoryId } from '../../../domain/goods';

/** The goods categories' names, by the code /category/list answers. */
const CATEGORIES = { drinks: '飲料', food: '食品', toys: 'おもちゃ', other: 'その他' };

const messages = {
  menu: {
    goodsLibrary: '商品ライブラリ',
    goods: '商品管理',
    goodsOnSale: '販売中の商品',
    suppliers: '仕入先管理',
  },
  resources: {
    goods: {
      name: '商品',
      fields: {
        image: '画像',
        name: '商品名',
        categoryId: '分類',
        spec: '規格',
        specUnit: '規格単位',
        itemCode: '品番',
        purchasePrice: '仕入価格',
        defaultPrice: '標準価格',
        referencePrice: '参考価格',
      },
    },
    goodsOnSale: {
      name: '販売中の商品',
      fields: {
        image: '画像',
        name: '商品名',
        categoryId: '分類',
        devices: '販売機台数',
        lanes: 'レーン数',
        stock: 'レーン在庫',
        minPrice: '最低価格',
        maxPrice: '最高価格',
      },
    },
    suppliers: {
      name: '仕入先',
      fields: {
        name: '仕入先名',
        contactName: '担当者名',
        phone: '電話番号',
      },
    },
  },
  /** The goods detail's machines selling the good. */
  sellingDevices: {
    title: '販売中の販売機',
    empty: 'この商品をレーンに入れている販売機はありません',
    serialNum: 'シリアル番号',
    name: 'デバイス名',
    online: '状態',
    isOnline: 'オンライン',
    isOffline: 'オフライン',
    lanes: 'レーン',
    openLanes: '販売中のレーン',
    stock: '在庫 / 容量',
    price: '価格',
    orgName: '組織',
  },
  /** Goods categories by code (/category/list answers the code); the form's enum labels key them by id. */
  category: CATEGORIES,
  enum: {
    goodsCategory: byCategoryId(CATEGORIES),
  },
  functions: {
    goods: {
      view: '商品の閲覧',
      save: '商品の追加',
      update: '商品の編集',
      status: '商品の有効化・無効化',
    },
    supplier: {
      view: '仕入先の閲覧',
      save: '仕入先の追加',
      update: '仕入先の編集',
      status: '仕入先の有効化・無効化',
    },
  },
};

export type RetailMessages = Shape<typeof messages>;

export default messages;
