/** Messages of stock and purchase/return orders in en: the same keys as ./ja.ts (a missing one is a type error). */
import type { StockMessages } from './ja';

const LOG_FIELDS = {
  id: 'ID', orgId: 'Organisation', orgName: 'Organisation', goodsId: 'Goods ID', goodsName: 'Goods name', name: 'Goods name', brand: 'Brand',
  barcode: 'Barcode', categoryId: 'Category', status: 'Status', quantity: 'Stock', kind: 'Change', delta: 'Change by',
  before: 'Before', after: 'After', reason: 'Reason', refNo: 'Reference no.', operatorId: 'Operator', operatorName: 'Operator',
  serialNum: 'Device', laneNo: 'Lane', createdAt: 'Time', updatedAt: 'Updated', startTime: 'From', endTime: 'To',
};

const messages: StockMessages = {
  menu: { stock: 'Stock', stockChangeLog: 'Stock change log', purchaseOrders: 'Purchase/return orders' },
  resources: {
    stock: { name: 'Stock', fields: { ...LOG_FIELDS, lowStock: 'Stock at most', delta: 'Change by', quantity: 'Stock' } },
    stockChangeLogs: { name: 'Stock change', fields: { ...LOG_FIELDS, lowStock: 'Stock at most' } },
    purchaseOrders: {
      name: 'Purchase/return order',
      fields: {
        orderNo: 'Order no.', type: 'Type', supplierId: 'Supplier',
        supplierName: 'Supplier', itemCount: 'Lines', totalQuantity: 'Total quantity', totalAmount: 'Total amount', 
        creatorId: 'Created by', creatorName: 'Created by', questionOpen: 'Open question', confirmedAt: 'Confirmed', 
        items: 'Lines', goodsId: 'Good', quantity: 'Quantity',
        purchasePrice: 'Purchase price', confirmedByName: 'Confirmed by', questions: 'Questions',
      },
    },
  },
  enum: {
    stockChangeKind: {
      purchase: 'Purchase', return: 'Return', manualAdjust: 'Manual adjustment', vendingReplenish: 'Machine replenishment', vendingReturn: 'Machine return',
      oneKeyReplenish: 'One-key replenishment', vend: 'Vend',
    },
    purchaseOrderType: { purchase: 'Purchase', return: 'Return' },
    purchaseOrderStatus: { draft: 'Draft', confirmed: 'Confirmed' },
  },
  functions: {
    stock: { view: 'View stock', adjust: 'Adjust stock' },
    stockLog: { view: 'View the stock change log' },
    purchaseOrder: { view: 'View orders', save: 'Create and edit orders', confirm: 'Confirm orders', question: 'Raise and resolve order questions' },
  },
  purchaseOrder: {
    items: 'Lines',
    questions: 'Questions',
    noQuestions: 'No questions',
    confirm: 'Confirm',
    confirmTitle: 'Confirm order %{orderNo}?',
    confirmContent: 'Confirming applies the quantities to stock; the order can no longer be edited.',
    confirmed: 'The order is confirmed',
    ask: 'Raise a question',
    askLabel: 'Question',
    asked: 'The question is raised',
    resolve: 'Resolve',
    answerLabel: 'Answer (optional)',
    resolved: 'The question is resolved',
    open: 'Open',
    amount: 'Amount',
    stock: 'Stock now',
  },
};

export default messages;
