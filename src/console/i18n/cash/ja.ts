/**
 * Messages of the cash payment and vending-order screens (issue 9, module i18n: cash). Japanese is the
 * reference: the other languages beside it have the same keys.
 */
import type { Shape } from '../shape';

const messages = {
  menu: {
    cashPayments: "現金決済",
    cashSummary: "現金集計",
    vendingOrders: "自販機注文",
    vendingSummary: "自販機注文集計",
  },
  resources: {
    "cash-payments": {
      name: "現金決済",
      fields: {
        orderNo: "注文番号",
        digits: "小数桁数",
        amountText: "金額",
        paidAt: "支払日時",
        deviceTime: "デバイス時刻",
        revokedAt: "取消日時",
        revokedBy: "取消者",
      },
    },
    "cash-summary": {
      name: "現金集計",
      fields: {
        count: "件数",
        groupBy: "集計単位",
      },
    },
    "vending-orders": {
      name: "自販機注文",
      fields: {
        orderNumber: "注文番号",
        result: "販売結果",
        payKind: "支払い",
        payType: "決済方法",
        payStatus: "支払状態",
        paidAmount: "支払金額",
        revoked: "取消済み",
        paymentId: "支払 ID",
        soldAt: "販売日時",
        deviceTime: "デバイス時刻",
      },
    },
    "vending-summary": {
      name: "自販機注文集計",
      fields: {
        count: "件数",
        cashAmount: "現金",
        onlineAmount: "オンライン",
        payKind: "支払い",
      },
    },
  },
  functions: {
    cashPay: {
      view: "現金決済の閲覧",
      revoke: "現金決済の取消",
      export: "現金決済のエクスポート",
    },
    cashStats: {
      view: "現金集計の閲覧",
    },
    vendingOrder: {
      view: "自販機注文の閲覧",
      export: "自販機注文のエクスポート",
      stats: "自販機注文集計の閲覧",
    },
  },
  enum: {
    vendPayKind: {
      online: "オンライン",
      cash: "現金",
      none: "支払いなし",
    },
    vendResult: {
      ok: "成功",
      failed: "失敗",
    },
  },
  cash: {
    revoke: "取消",
    revokeTitle: "現金決済 %{orderNo} を取り消しますか？",
    revokeContent: "取り消しは一度だけで、元に戻せません。集計から直ちに除外され、デバイスに通知されます。",
    revoked: "現金決済を取り消しました",
    revokeLog: "取消履歴",
    noRevokeLog: "取消されていません",
    operator: "操作者",
    at: "日時",
    change: "変更",
    push: "デバイスへの通知",
    notPushed: "未送信",
    totals: "合計",
    noData: "データがありません",
    perDay: "日別",
    perDevice: "デバイス別",
    deviceCount: "デバイス数",
    loading: "読み込み中…",
    back: "一覧へ戻る",
    detail: "詳細",
    payment: "支払い",
    goods: "商品とレーン",
    topGoods: "売上上位の商品",
    noGoods: "商品未設定の貨道での販売",
    deletedGoods: "（削除された商品 #%{id}）",
    topDevices: "売上上位のデバイス",
    trend: "日別売上",
    regression: "回帰分析",
    slope: "傾き（1 日あたり）",
    intercept: "切片",
    r2: "決定係数 R²",
    days: "日数",
    averageDaily: "1 日平均",
    total: "合計",
    statPage: "日別・デバイス別",
    fitted: "回帰直線",
    sales: "売上",
    currencyPick: "通貨",
    prev: "前へ",
    next: "次へ",
    pageOf: "%{page} / %{pages} ページ（%{total} 件）",
    yes: "はい",
    no: "いいえ",
  },
};

export type CashMessages = Shape<typeof messages>;

export default messages;
