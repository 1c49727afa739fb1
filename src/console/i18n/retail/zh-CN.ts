/** Messages of the retail area in zh-CN: the same keys as ./ja.ts (a missing one is a type error). */
import type { RetailMessages } from './ja';
import { byCategoryId } from '../../../domain/goods';

/** The goods categories' names, by the code /category/list answers. */
const CATEGORIES = { drinks: '饮料', food: '食品', toys: '玩具', other: '其他' };

const messages: RetailMessages = {
  menu: {
    goodsLibrary: '商品库',
    goods: '商品管理',
    goodsOnSale: '在售商品',
    suppliers: '供应商管理',
  },
  resources: {
    goods: {
      name: '商品',
      fields: {
        image: '图片',
        name: '商品名称',
        categoryId: '分类',
        spec: '规格',
        specUnit: '规格单位',
        itemCode: '货号',
        purchasePrice: '进货价',
        defaultPrice: '默认价格',
        referencePrice: '参考价',
      },
    },
    goodsOnSale: {
      name: '在售商品',
      fields: {
        image: '图片',
        name: '商品名称',
        categoryId: '分类',
        devices: '售卖机台数',
        lanes: '货道数',
        stock: '货道库存',
        minPrice: '最低价',
        maxPrice: '最高价',
      },
    },
    suppliers: {
      name: '供应商',
      fields: {
        name: '供应商名称',
        contactName: '联系人',
        phone: '联系电话',
      },
    },
  },
  /** The goods detail's machines selling the good. */
  sellingDevices: {
    title: '在售设备',
    empty: '没有设备的货道中放有该商品',
    serialNum: '设备序列号',
    name: '设备名称',
    online: '状态',
    isOnline: '在线',
    isOffline: '离线',
    lanes: '货道',
    openLanes: '在售货道',
    stock: '库存 / 容量',
    price: '价格',
    orgName: '组织',
  },
  /** Goods categories by code (/category/list answers the code); the form's enum labels key them by id. */
  category: CATEGORIES,
  enum: {
    goodsCategory: byCategoryId(CATEGORIES),
  },
  functions: {
    goods: {
      view: '查看商品',
      save: '新增商品',
      update: '编辑商品',
      status: '启用或停用商品',
    },
    supplier: {
      view: '查看供应商',
      save: '新增供应商',
      update: '编辑供应商',
      status: '启用/禁用供应商',
    },
  },
};

export default messages;
