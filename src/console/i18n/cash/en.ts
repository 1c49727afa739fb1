/** Messages of the cash payment and vending-order screens in en: the same keys as ./ja.ts (a missing one is a type error). */
import type { CashMessages } from './ja';

const messages: CashMessages = {
  menu: {
    cashPayments: "Cash payments",
    cashSummary: "Cash summary",
    vendingOrders: "Vending orders",
    vendingSummary: "Vending summary",
  },
  resources: {
    "cash-payments": {
      name: "Cash payments",
      fields: {
        orderNo: "Order number",
        digits: "Decimal digits",
        amountText: "Amount",
        paidAt: "Paid at",
        deviceTime: "Device time",
        revokedAt: "Revoked at",
        revokedBy: "Revoked by",
      },
    },
    "cash-summary": {
      name: "Cash summary",
      fields: {
        count: "Count",
        groupBy: "Group by",
      },
    },
    "vending-orders": {
      name: "Vending orders",
      fields: {
        orderNumber: "Order number",
        result: "Vend result",
        payKind: "Payment",
        payType: "Method",
        payStatus: "Payment status",
        paidAmount: "Paid amount",
        revoked: "Revoked",
        paymentId: "Payment ID",
        soldAt: "Sold at",
        deviceTime: "Device time",
      },
    },
    "vending-summary": {
      name: "Vending summary",
      fields: {
        count: "Count",
        cashAmount: "Cash",
        onlineAmount: "Online",
        payKind: "Payment",
      },
    },
  },
  functions: {
    cashPay: {
      view: "View cash payments",
      revoke: "Revoke cash payments",
      export: "Export cash payments",
    },
    cashStats: {
      view: "View the cash summary",
    },
    vendingOrder: {
      view: "View vending orders",
      export: "Export vending orders",
      stats: "View the vending summary",
    },
  },
  enum: {
    vendPayKind: {
      online: "Online",
      cash: "Cash",
      none: "No payment",
    },
    vendResult: {
      ok: "Succeeded",
      failed: "Failed",
    },
  },
  cash: {
    revoke: "Revoke",
    revokeTitle: "Revoke cash payment %{orderNo}?",
    revokeContent: "A payment is revoked once and for good: it leaves the statistics at once and the device is told.",
    revoked: "The cash payment was revoked",
    revokeLog: "Revoke log",
    noRevokeLog: "Not revoked",
    operator: "Operator",
    at: "At",
    change: "Change",
    push: "Device notice",
    notPushed: "Not sent",
    totals: "Totals",
    noData: "No data",
    perDay: "Per day",
    perDevice: "Per device",
    deviceCount: "Devices",
    loading: "Loading…",
    back: "Back to the list",
    detail: "Details",
    payment: "Payment",
    goods: "Goods and lane",
    topGoods: "Best-selling goods",
    noGoods: "Sales on lanes without a good",
    deletedGoods: "(deleted good #%{id})",
    topDevices: "Best-selling devices",
    trend: "Sales per day",
    regression: "Regression analysis",
    slope: "Slope (per day)",
    intercept: "Intercept",
    r2: "R²",
    days: "Days",
    averageDaily: "Daily average",
    total: "Total",
    statPage: "Per day and device",
    fitted: "Fitted line",
    sales: "Sales",
    currencyPick: "Currency",
    prev: "Previous",
    next: "Next",
    pageOf: "Page %{page} of %{pages} (%{total})",
    yes: "Yes",
    no: "No",
  },
};

export default messages;
