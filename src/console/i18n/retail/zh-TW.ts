/** Messages of the retail area in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { RetailMessages } from './ja';

const messages: RetailMessages = {
  menu: {
    goods: '商品管理',
    suppliers: '供應商管理',
  },
  resources: {
    suppliers: {
      name: '供應商',
      fields: {
        id: 'ID',
        name: '供應商名稱',
        contactName: '聯絡人',
        phone: '聯絡電話',
        orgId: '組織',
        orgName: '組織',
        status: '狀態',
        createdAt: '建立時間',
        updatedAt: '更新時間',
      },
    },
  },
  functions: {
    supplier: {
      view: '檢視供應商',
      save: '新增供應商',
      update: '編輯供應商',
      status: '啟用／停用供應商',
    },
  },
};

export default messages;
