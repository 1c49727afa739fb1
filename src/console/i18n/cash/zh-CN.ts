/** Messages of the cash payment and vending-order screens in zh-CN: the same keys as ./ja.ts (a missing one is a type error). */
import type { CashMessages } from './ja';

const messages: CashMessages = {
  menu: {
    cashPayments: "现金支付",
    cashSummary: "现金汇总",
    vendingOrders: "售货订单",
    vendingSummary: "售货订单汇总",
  },
  resources: {
    "cash-payments": {
      name: "现金支付",
      fields: {
        orderNo: "订单号",
        digits: "小数位数",
        amountText: "金额",
        paidAt: "支付时间",
        deviceTime: "设备时间",
        revokedAt: "撤销时间",
        revokedBy: "撤销人",
      },
    },
    "cash-summary": {
      name: "现金汇总",
      fields: {
        count: "笔数",
        groupBy: "汇总方式",
      },
    },
    "vending-orders": {
      name: "售货订单",
      fields: {
        orderNumber: "订单号",
        result: "出货结果",
        payKind: "支付",
        payType: "支付方式",
        payStatus: "支付状态",
        paidAmount: "支付金额",
        revoked: "已撤销",
        paymentId: "支付 ID",
        soldAt: "销售时间",
        deviceTime: "设备时间",
      },
    },
    "vending-summary": {
      name: "售货订单汇总",
      fields: {
        count: "笔数",
        cashAmount: "现金",
        onlineAmount: "在线支付",
        payKind: "支付",
      },
    },
  },
  functions: {
    cashPay: {
      view: "查看现金支付",
      revoke: "撤销现金支付",
      export: "导出现金支付",
    },
    cashStats: {
      view: "查看现金汇总",
    },
    vendingOrder: {
      view: "查看售货订单",
      export: "导出售货订单",
      stats: "查看售货订单汇总",
    },
  },
  enum: {
    vendPayKind: {
      online: "在线支付",
      cash: "现金",
      none: "无支付",
    },
    vendResult: {
      ok: "成功",
      failed: "失败",
    },
  },
  cash: {
    revoke: "撤销",
    revokeTitle: "撤销现金支付 %{orderNo}？",
    revokeContent: "撤销只能进行一次且无法恢复。该笔支付将立即从统计中排除，并通知设备。",
    revoked: "已撤销现金支付",
    revokeLog: "撤销记录",
    noRevokeLog: "未撤销",
    operator: "操作人",
    at: "时间",
    change: "变更",
    push: "设备通知",
    notPushed: "未发送",
    totals: "合计",
    noData: "暂无数据",
    perDay: "按日",
    perDevice: "按设备",
    deviceCount: "设备数",
    loading: "加载中…",
    back: "返回列表",
    detail: "详情",
    payment: "支付",
    goods: "商品与货道",
    topGoods: "销售额前列商品",
    noGoods: "未设置商品的货道的销售",
    deletedGoods: "（已删除的商品 #%{id}）",
    topDevices: "销售额前列设备",
    trend: "每日销售额",
    regression: "回归分析",
    slope: "斜率（每日）",
    intercept: "截距",
    r2: "决定系数 R²",
    days: "天数",
    averageDaily: "日均",
    total: "合计",
    statPage: "按日与设备",
    fitted: "回归线",
    sales: "销售额",
    currencyPick: "币种",
    prev: "上一页",
    next: "下一页",
    pageOf: "第 %{page} / %{pages} 页（共 %{total} 条）",
    yes: "是",
    no: "否",
  },
};

export default messages;
