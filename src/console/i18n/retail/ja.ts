/**
 * Messages of the retail area (goods: suppliers so far). Japanese is the reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  menu: {
    goods: '商品管理',
    suppliers: '仕入先管理',
  },
  resources: {
    suppliers: {
      name: '仕入先',
      fields: {
        id: 'ID',
        name: '仕入先名',
        contactName: '担当者名',
        phone: '電話番号',
        orgId: '組織',
        orgName: '組織',
        status: '状態',
        createdAt: '作成日時',
        updatedAt: '更新日時',
      },
    },
  },
  functions: {
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
