/** Messages of the retail area (goods: the goods library and suppliers). Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';
import { byCategoryId } from '../../../domain/goods';

/** The goods categories' names, by the code /category/list answers. */
const CATEGORIES = {
  drinks: ['飲料', '饮料', '飲料', 'Drinks'],
  food: ['食品', '食品', '食品', 'Food'],
  toys: ['おもちゃ', '玩具', '玩具', 'Toys'],
  other: ['その他', '其他', '其他', 'Other'],
} satisfies MessageTable;

const messages = {
  menu: {
    goodsLibrary: ['商品ライブラリ', '商品库', '商品庫', 'Goods library'],
    goods: ['商品管理', '商品管理', '商品管理', 'Goods'],
    goodsOnSale: ['販売中の商品', '在售商品', '在售商品', 'Goods on sale'],
    suppliers: ['仕入先管理', '供应商管理', '供應商管理', 'Suppliers'],
  },
  resources: {
    goods: {
      name: ['商品', '商品', '商品', 'Good'],
      fields: {
        image: ['画像', '图片', '圖片', 'Image'],
        name: ['商品名', '商品名称', '商品名稱', 'Goods name'],
        categoryId: ['分類', '分类', '分類', 'Category'],
        spec: ['規格', '规格', '規格', 'Spec'],
        specUnit: ['規格単位', '规格单位', '規格單位', 'Spec unit'],
        itemCode: ['品番', '货号', '貨號', 'Item code'],
        purchasePrice: ['仕入価格', '进货价', '進貨價', 'Purchase price'],
        defaultPrice: ['標準価格', '默认价格', '預設價格', 'Default price'],
        referencePrice: ['参考価格', '参考价', '參考價', 'Reference price'],
      },
    },
    goodsOnSale: {
      name: ['販売中の商品', '在售商品', '在售商品', 'Good on sale'],
      fields: {
        image: ['画像', '图片', '圖片', 'Image'],
        name: ['商品名', '商品名称', '商品名稱', 'Goods name'],
        categoryId: ['分類', '分类', '分類', 'Category'],
        devices: ['販売機台数', '售卖机台数', '販賣機台數', 'Machines'],
        lanes: ['レーン数', '货道数', '貨道數', 'Lanes'],
        stock: ['レーン在庫', '货道库存', '貨道庫存', 'Units in lanes'],
        minPrice: ['最低価格', '最低价', '最低價', 'Lowest price'],
        maxPrice: ['最高価格', '最高价', '最高價', 'Highest price'],
      },
    },
    suppliers: {
      name: ['仕入先', '供应商', '供應商', 'Supplier'],
      fields: {
        name: ['仕入先名', '供应商名称', '供應商名稱', 'Supplier name'],
        contactName: ['担当者名', '联系人', '聯絡人', 'Contact name'],
        phone: ['電話番号', '联系电话', '聯絡電話', 'Phone'],
      },
    },
  },
  /** The goods detail's machines selling the good. */
  sellingDevices: {
    title: ['販売中の販売機', '在售设备', '在售設備', 'Machines selling it'],
    empty: ['この商品をレーンに入れている販売機はありません', '没有设备的货道中放有该商品', '沒有設備的貨道中放有該商品', 'No machine has this good in a lane'],
    serialNum: ['シリアル番号', '设备序列号', '設備序號', 'Serial number'],
    name: ['デバイス名', '设备名称', '設備名稱', 'Device name'],
    online: ['状態', '状态', '狀態', 'Status'],
    isOnline: ['オンライン', '在线', '線上', 'Online'],
    isOffline: ['オフライン', '离线', '離線', 'Offline'],
    lanes: ['レーン', '货道', '貨道', 'Lanes'],
    openLanes: ['販売中のレーン', '在售货道', '在售貨道', 'Open lanes'],
    stock: ['在庫 / 容量', '库存 / 容量', '庫存 / 容量', 'Units / capacity'],
    price: ['価格', '价格', '價格', 'Price'],
    orgName: ['組織', '组织', '組織', 'Organisation'],
  },
  /** Goods categories by code (/category/list answers the code); the form's enum labels key them by id. */
  category: CATEGORIES,
  enum: {
    goodsCategory: byCategoryId(CATEGORIES),
  },
  functions: {
    goods: {
      view: ['商品の閲覧', '查看商品', '檢視商品', 'View goods'],
      save: ['商品の追加', '新增商品', '新增商品', 'Add goods'],
      update: ['商品の編集', '编辑商品', '編輯商品', 'Edit goods'],
      status: ['商品の有効化・無効化', '启用或停用商品', '啟用或停用商品', 'Enable or disable goods'],
    },
    supplier: {
      view: ['仕入先の閲覧', '查看供应商', '檢視供應商', 'View suppliers'],
      save: ['仕入先の追加', '新增供应商', '新增供應商', 'Add suppliers'],
      update: ['仕入先の編集', '编辑供应商', '編輯供應商', 'Edit suppliers'],
      status: ['仕入先の有効化・無効化', '启用/禁用供应商', '啟用／停用供應商', 'Enable or disable suppliers'],
    },
  },
} satisfies MessageTable;

export default messages;
