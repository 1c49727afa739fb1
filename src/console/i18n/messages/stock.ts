/** Messages of stock, the stock change log and purchase/return orders. Each text is [ja, zh-CN, zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

/** A stock row's and a change's labels beside the shared ones (fields.ts: id, organisation, goods name, status…). */
const LOG_FIELDS = {
  goodsId: ['商品 ID', '商品 ID', '商品 ID', 'Goods ID'],
  name: ['商品名', '商品名称', '商品名稱', 'Goods name'],
  categoryId: ['カテゴリ', '分类', '分類', 'Category'],
  quantity: ['在庫数', '库存', '庫存', 'Stock'],
  kind: ['変動種別', '变动类型', '變動類型', 'Change'],
  delta: ['変動数', '变动数量', '變動數量', 'Change by'],
  before: ['変動前', '变动前', '變動前', 'Before'],
  after: ['変動後', '变动后', '變動後', 'After'],
  refNo: ['伝票番号', '单号', '單號', 'Reference no.'],
  operatorId: ['操作者', '操作人', '操作人', 'Operator'],
  operatorName: ['操作者', '操作人', '操作人', 'Operator'],
  serialNum: ['デバイス', '设备', '設備', 'Device'],
  laneNo: ['レーン番号', '货道号', '貨道號', 'Lane'],
  createdAt: ['日時', '时间', '時間', 'Time'],
} satisfies MessageTable;

const messages = {
  menu: {
    stock: ['在庫', '库存', '庫存', 'Stock'],
    stockChangeLog: ['在庫変動履歴', '库存变动记录', '庫存變動記錄', 'Stock change log'],
    purchaseOrders: ['発注・返品伝票', '采购/退货单', '採購/退貨單', 'Purchase/return orders'],
  },
  resources: {
    stock: {
      name: ['在庫', '库存', '庫存', 'Stock'],
      fields: {
        ...LOG_FIELDS,
        lowStock: ['在庫数（以下）', '库存（不超过）', '庫存（不超過）', 'Stock at most'],
        delta: ['増減数', '增减数量', '增減數量', 'Change by'],
        quantity: ['在庫数', '库存', '庫存', 'Stock'],
      },
    },
    stockChangeLogs: {
      name: ['在庫変動履歴', '库存变动记录', '庫存變動記錄', 'Stock change'],
      fields: { ...LOG_FIELDS, lowStock: ['在庫数（以下）', '库存（不超过）', '庫存（不超過）', 'Stock at most'] },
    },
    purchaseOrders: {
      name: ['発注・返品伝票', '采购/退货单', '採購/退貨單', 'Purchase/return order'],
      fields: {
        orderNo: ['伝票番号', '单号', '單號', 'Order no.'],
        type: ['種別', '类型', '類型', 'Type'],
        supplierId: ['仕入先', '供应商', '供應商', 'Supplier'],
        supplierName: ['仕入先', '供应商', '供應商', 'Supplier'],
        itemCount: ['明細数', '明细数', '明細數', 'Lines'],
        totalQuantity: ['合計数量', '总数量', '總數量', 'Total quantity'],
        totalAmount: ['合計金額', '总金额', '總金額', 'Total amount'],
        creatorId: ['作成者', '创建人', '建立人', 'Created by'],
        creatorName: ['作成者', '创建人', '建立人', 'Created by'],
        questionOpen: ['未解決の質問', '未解决的疑问', '未解決的疑問', 'Open question'],
        confirmedAt: ['確定日時', '确认时间', '確認時間', 'Confirmed'],
        items: ['明細', '明细', '明細', 'Lines'],
        goodsId: ['商品', '商品', '商品', 'Good'],
        quantity: ['数量', '数量', '數量', 'Quantity'],
        purchasePrice: ['仕入価格', '进货价', '進貨價', 'Purchase price'],
        confirmedByName: ['確定者', '确认人', '確認人', 'Confirmed by'],
        questions: ['質問', '疑问', '疑問', 'Questions'],
      },
    },
  },
  enum: {
    stockChangeKind: {
      purchase: ['仕入', '采购', '採購', 'Purchase'],
      return: ['返品', '退货', '退貨', 'Return'],
      manualAdjust: ['手動調整', '手动调整', '手動調整', 'Manual adjustment'],
      vendingReplenish: ['自販機補充', '售货机补货', '販賣機補貨', 'Machine replenishment'],
      vendingReturn: ['自販機返品', '售货机退货', '販賣機退貨', 'Machine return'],
      oneKeyReplenish: ['ワンタッチ補充', '一键补货', '一鍵補貨', 'One-key replenishment'],
      vend: ['販売', '售出', '售出', 'Vend'],
    },
    purchaseOrderType: { purchase: ['発注', '采购', '採購', 'Purchase'], return: ['返品', '退货', '退貨', 'Return'] },
    purchaseOrderStatus: { draft: ['下書き', '草稿', '草稿', 'Draft'], confirmed: ['確定済み', '已确认', '已確認', 'Confirmed'] },
  },
  functions: {
    stock: { view: ['在庫の閲覧', '查看库存', '檢視庫存', 'View stock'], adjust: ['在庫の調整', '调整库存', '調整庫存', 'Adjust stock'] },
    stockLog: { view: ['在庫変動履歴の閲覧', '查看库存变动记录', '檢視庫存變動記錄', 'View the stock change log'] },
    purchaseOrder: {
      view: ['伝票の閲覧', '查看单据', '檢視單據', 'View orders'],
      save: ['伝票の作成・編集', '新建和编辑单据', '新增與編輯單據', 'Create and edit orders'],
      confirm: ['伝票の確定', '确认单据', '確認單據', 'Confirm orders'],
      question: ['伝票への質問・解決', '单据疑问与解决', '單據疑問與解決', 'Raise and resolve order questions'],
    },
  },
  purchaseOrder: {
    items: ['明細', '明细', '明細', 'Lines'],
    questions: ['質問', '疑问', '疑問', 'Questions'],
    noQuestions: ['質問はありません', '没有疑问', '沒有疑問', 'No questions'],
    confirm: ['確定', '确认', '確認', 'Confirm'],
    confirmTitle: ['伝票 %{orderNo} を確定しますか？', '确认单据 %{orderNo}？', '確認單據 %{orderNo}？', 'Confirm order %{orderNo}?'],
    confirmContent: [
      '確定すると明細の数量が在庫に反映され、以後は編集できません。',
      '确认后明细数量将计入库存，之后不能再编辑。',
      '確認後明細數量將計入庫存，之後不能再編輯。',
      'Confirming applies the quantities to stock; the order can no longer be edited.',
    ],
    confirmed: ['伝票を確定しました', '单据已确认', '單據已確認', 'The order is confirmed'],
    ask: ['質問する', '提出疑问', '提出疑問', 'Raise a question'],
    askLabel: ['質問の内容', '疑问内容', '疑問內容', 'Question'],
    asked: ['質問を登録しました', '疑问已提交', '疑問已提交', 'The question is raised'],
    resolve: ['解決する', '解决', '解決', 'Resolve'],
    answerLabel: ['回答（任意）', '答复（可选）', '答覆（選填）', 'Answer (optional)'],
    resolved: ['質問を解決しました', '疑问已解决', '疑問已解決', 'The question is resolved'],
    open: ['未解決', '未解决', '未解決', 'Open'],
    amount: ['金額', '金额', '金額', 'Amount'],
    stock: ['現在の在庫', '当前库存', '目前庫存', 'Stock now'],
  },
} satisfies MessageTable;

export default messages;
