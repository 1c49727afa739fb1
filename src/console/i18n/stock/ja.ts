/**
 * Messages of stock, the stock change log and purchase/return orders. Japanese is the reference: the other
 * languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const LOG_FIELDS = {
  id: 'ID', orgId: '組織', orgName: '組織', goodsId: '商品 ID', goodsName: '商品名', name: '商品名', brand: 'ブランド',
  barcode: 'バーコード', categoryId: 'カテゴリ', status: '状態', quantity: '在庫数', kind: '変動種別', delta: '変動数',
  before: '変動前', after: '変動後', reason: '理由', refNo: '伝票番号', operatorId: '操作者', operatorName: '操作者',
  serialNum: 'デバイス', laneNo: 'レーン番号', createdAt: '日時', updatedAt: '更新日時', startTime: '開始日時', endTime: '終了日時',
};

const messages = {
  menu: {
    stock: '在庫',
    stockChangeLog: '在庫変動履歴',
    purchaseOrders: '発注・返品伝票',
  },
  resources: {
    stock: {
      name: '在庫',
      fields: { ...LOG_FIELDS, lowStock: '在庫数（以下）', delta: '増減数', quantity: '在庫数' },
    },
    stockChangeLogs: {
      name: '在庫変動履歴',
      fields: { ...LOG_FIELDS, lowStock: '在庫数（以下）' },
    },
    purchaseOrders: {
      name: '発注・返品伝票',
      fields: {
        orderNo: '伝票番号', type: '種別', supplierId: '仕入先',
        supplierName: '仕入先', itemCount: '明細数', totalQuantity: '合計数量', totalAmount: '合計金額', 
        creatorId: '作成者', creatorName: '作成者', questionOpen: '未解決の質問', confirmedAt: '確定日時', 
        items: '明細', goodsId: '商品', quantity: '数量',
        purchasePrice: '仕入価格', confirmedByName: '確定者', questions: '質問',
      },
    },
  },
  enum: {
    stockChangeKind: {
      purchase: '仕入', return: '返品', manualAdjust: '手動調整', vendingReplenish: '自販機補充', vendingReturn: '自販機返品',
      oneKeyReplenish: 'ワンタッチ補充', vend: '販売',
    },
    purchaseOrderType: { purchase: '発注', return: '返品' },
    purchaseOrderStatus: { draft: '下書き', confirmed: '確定済み' },
  },
  functions: {
    stock: { view: '在庫の閲覧', adjust: '在庫の調整' },
    stockLog: { view: '在庫変動履歴の閲覧' },
    purchaseOrder: { view: '伝票の閲覧', save: '伝票の作成・編集', confirm: '伝票の確定', question: '伝票への質問・解決' },
  },
  purchaseOrder: {
    items: '明細',
    questions: '質問',
    noQuestions: '質問はありません',
    confirm: '確定',
    confirmTitle: '伝票 %{orderNo} を確定しますか？',
    confirmContent: '確定すると明細の数量が在庫に反映され、以後は編集できません。',
    confirmed: '伝票を確定しました',
    ask: '質問する',
    askLabel: '質問の内容',
    asked: '質問を登録しました',
    resolve: '解決する',
    answerLabel: '回答（任意）',
    resolved: '質問を解決しました',
    open: '未解決',
    amount: '金額',
    stock: '現在の在庫',
  },
};

export type StockMessages = Shape<typeof messages>;

export default messages;
