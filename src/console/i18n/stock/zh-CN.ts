/** Messages of stock and purchase/return orders in zh-CN: the same keys as ./ja.ts (a missing one is a type error). */
import type { StockMessages } from './ja';

const LOG_FIELDS = {
  id: 'ID', orgId: '组织', orgName: '组织', goodsId: '商品 ID', goodsName: '商品名称', name: '商品名称', brand: '品牌',
  barcode: '条形码', categoryId: '分类', status: '状态', quantity: '库存', kind: '变动类型', delta: '变动数量',
  before: '变动前', after: '变动后', reason: '原因', refNo: '单号', operatorId: '操作人', operatorName: '操作人',
  serialNum: '设备', laneNo: '货道号', createdAt: '时间', updatedAt: '更新时间', startTime: '开始时间', endTime: '结束时间',
};

const messages: StockMessages = {
  menu: { stock: '库存', stockChangeLog: '库存变动记录', purchaseOrders: '采购/退货单' },
  resources: {
    stock: { name: '库存', fields: { ...LOG_FIELDS, lowStock: '库存（不超过）', delta: '增减数量', quantity: '库存' } },
    stockChangeLogs: { name: '库存变动记录', fields: { ...LOG_FIELDS, lowStock: '库存（不超过）' } },
    purchaseOrders: {
      name: '采购/退货单',
      fields: {
        orderNo: '单号', type: '类型', supplierId: '供应商',
        supplierName: '供应商', itemCount: '明细数', totalQuantity: '总数量', totalAmount: '总金额', 
        creatorId: '创建人', creatorName: '创建人', questionOpen: '未解决的疑问', confirmedAt: '确认时间', 
        items: '明细', goodsId: '商品', quantity: '数量',
        purchasePrice: '进货价', confirmedByName: '确认人', questions: '疑问',
      },
    },
  },
  enum: {
    stockChangeKind: {
      purchase: '采购', return: '退货', manualAdjust: '手动调整', vendingReplenish: '售货机补货', vendingReturn: '售货机退货',
      oneKeyReplenish: '一键补货', vend: '售出',
    },
    purchaseOrderType: { purchase: '采购', return: '退货' },
    purchaseOrderStatus: { draft: '草稿', confirmed: '已确认' },
  },
  functions: {
    stock: { view: '查看库存', adjust: '调整库存' },
    stockLog: { view: '查看库存变动记录' },
    purchaseOrder: { view: '查看单据', save: '新建和编辑单据', confirm: '确认单据', question: '单据疑问与解决' },
  },
  purchaseOrder: {
    items: '明细',
    questions: '疑问',
    noQuestions: '没有疑问',
    confirm: '确认',
    confirmTitle: '确认单据 %{orderNo}？',
    confirmContent: '确认后明细数量将计入库存，之后不能再编辑。',
    confirmed: '单据已确认',
    ask: '提出疑问',
    askLabel: '疑问内容',
    asked: '疑问已提交',
    resolve: '解决',
    answerLabel: '答复（可选）',
    resolved: '疑问已解决',
    open: '未解决',
    amount: '金额',
    stock: '当前库存',
  },
};

export default messages;
