/** Messages of the retail area in zh-CN: the same keys as ./ja.ts (a missing one is a type error). */
import type { RetailMessages } from './ja';

const messages: RetailMessages = {
  menu: {
    goods: '商品管理',
    suppliers: '供应商管理',
  },
  resources: {
    suppliers: {
      name: '供应商',
      fields: {
        id: 'ID',
        name: '供应商名称',
        contactName: '联系人',
        phone: '联系电话',
        orgId: '组织',
        orgName: '组织',
        status: '状态',
        createdAt: '创建时间',
        updatedAt: '更新时间',
      },
    },
  },
  functions: {
    supplier: {
      view: '查看供应商',
      save: '新增供应商',
      update: '编辑供应商',
      status: '启用/禁用供应商',
    },
  },
};

export default messages;
