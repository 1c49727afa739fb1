/** Messages of the cash payment and vending-order screens in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { CashMessages } from './ja';

const messages: CashMessages = {
  menu: {
    cashPayments: "現金支付",
    cashSummary: "現金彙總",
    vendingOrders: "售貨訂單",
    vendingSummary: "售貨訂單彙總",
  },
  resources: {
    "cash-payments": {
      name: "現金支付",
      fields: {
        orderNo: "訂單號",
        digits: "小數位數",
        amountText: "金額",
        paidAt: "支付時間",
        deviceTime: "設備時間",
        revokedAt: "撤銷時間",
        revokedBy: "撤銷人",
      },
    },
    "cash-summary": {
      name: "現金彙總",
      fields: {
        count: "筆數",
        groupBy: "彙總方式",
      },
    },
    "vending-orders": {
      name: "售貨訂單",
      fields: {
        orderNumber: "訂單號",
        result: "出貨結果",
        payKind: "支付",
        payType: "支付方式",
        payStatus: "支付狀態",
        paidAmount: "支付金額",
        revoked: "已撤銷",
        paymentId: "支付 ID",
        soldAt: "銷售時間",
        deviceTime: "設備時間",
      },
    },
    "vending-summary": {
      name: "售貨訂單彙總",
      fields: {
        count: "筆數",
        cashAmount: "現金",
        onlineAmount: "線上支付",
        payKind: "支付",
      },
    },
  },
  functions: {
    cashPay: {
      view: "查看現金支付",
      revoke: "撤銷現金支付",
      export: "匯出現金支付",
    },
    cashStats: {
      view: "查看現金彙總",
    },
    vendingOrder: {
      view: "查看售貨訂單",
      export: "匯出售貨訂單",
      stats: "查看售貨訂單彙總",
    },
  },
  enum: {
    vendPayKind: {
      online: "線上支付",
      cash: "現金",
      none: "無支付",
    },
    vendResult: {
      ok: "成功",
      failed: "失敗",
    },
  },
  cash: {
    revoke: "撤銷",
    revokeTitle: "撤銷現金支付 %{orderNo}？",
    revokeContent: "撤銷只能進行一次且無法恢復。該筆支付將立即從統計中排除，並通知設備。",
    revoked: "已撤銷現金支付",
    revokeLog: "撤銷記錄",
    noRevokeLog: "未撤銷",
    operator: "操作人",
    at: "時間",
    change: "變更",
    push: "設備通知",
    notPushed: "未發送",
    totals: "合計",
    noData: "暫無資料",
    perDay: "按日",
    perDevice: "按設備",
    deviceCount: "設備數",
    loading: "載入中…",
    back: "返回列表",
    detail: "詳情",
    payment: "支付",
    goods: "商品與貨道",
    topGoods: "銷售額前列商品",
    noGoods: "未設定商品的貨道的銷售",
    deletedGoods: "（已刪除的商品 #%{id}）",
    topDevices: "銷售額前列設備",
    trend: "每日銷售額",
    regression: "迴歸分析",
    slope: "斜率（每日）",
    intercept: "截距",
    r2: "決定係數 R²",
    days: "天數",
    averageDaily: "日均",
    total: "合計",
    statPage: "按日與設備",
    fitted: "迴歸線",
    sales: "銷售額",
    currencyPick: "幣種",
    prev: "上一頁",
    next: "下一頁",
    pageOf: "第 %{page} / %{pages} 頁（共 %{total} 筆）",
    yes: "是",
    no: "否",
  },
};

export default messages;
