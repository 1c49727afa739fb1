/** Messages of stock and purchase/return orders in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { StockMessages } from './ja';

const LOG_FIELDS = {
  id: 'ID', orgId: '組織', orgName: '組織', goodsId: '商品 ID', goodsName: '商品名稱', name: '商品名稱', brand: '品牌',
  barcode: '條碼', categoryId: '分類', status: '狀態', quantity: '庫存', kind: '變動類型', delta: '變動數量',
  before: '變動前', after: '變動後', reason: '原因', refNo: '單號', operatorId: '操作人', operatorName: '操作人',
  serialNum: '設備', laneNo: '貨道號', createdAt: '時間', updatedAt: '更新時間', startTime: '開始時間', endTime: '結束時間',
};

const messages: StockMessages = {
  menu: { stock: '庫存', stockChangeLog: '庫存變動記錄', purchaseOrders: '採購/退貨單' },
  resources: {
    stock: { name: '庫存', fields: { ...LOG_FIELDS, lowStock: '庫存（不超過）', delta: '增減數量', quantity: '庫存' } },
    stockChangeLogs: { name: '庫存變動記錄', fields: { ...LOG_FIELDS, lowStock: '庫存（不超過）' } },
    purchaseOrders: {
      name: '採購/退貨單',
      fields: {
        orderNo: '單號', type: '類型', supplierId: '供應商',
        supplierName: '供應商', itemCount: '明細數', totalQuantity: '總數量', totalAmount: '總金額', 
        creatorId: '建立人', creatorName: '建立人', questionOpen: '未解決的疑問', confirmedAt: '確認時間', 
        items: '明細', goodsId: '商品', quantity: '數量',
        purchasePrice: '進貨價', confirmedByName: '確認人', questions: '疑問',
      },
    },
  },
  enum: {
    stockChangeKind: {
      purchase: '採購', return: '退貨', manualAdjust: '手動調整', vendingReplenish: '販賣機補貨', vendingReturn: '販賣機退貨',
      oneKeyReplenish: '一鍵補貨', vend: '售出',
    },
    purchaseOrderType: { purchase: '採購', return: '退貨' },
    purchaseOrderStatus: { draft: '草稿', confirmed: '已確認' },
  },
  functions: {
    stock: { view: '檢視庫存', adjust: '調整庫存' },
    stockLog: { view: '檢視庫存變動記錄' },
    purchaseOrder: { view: '檢視單據', save: '新增與編輯單據', confirm: '確認單據', question: '單據疑問與解決' },
  },
  purchaseOrder: {
    items: '明細',
    questions: '疑問',
    noQuestions: '沒有疑問',
    confirm: '確認',
    confirmTitle: '確認單據 %{orderNo}？',
    confirmContent: '確認後明細數量將計入庫存，之後不能再編輯。',
    confirmed: '單據已確認',
    ask: '提出疑問',
    askLabel: '疑問內容',
    asked: '疑問已提交',
    resolve: '解決',
    answerLabel: '答覆（選填）',
    resolved: '疑問已解決',
    open: '未解決',
    amount: '金額',
    stock: '目前庫存',
  },
};

export default messages;
