/**
 * Messages of the cash payment and vending-order screens (issue 9, module i18n: cash). Each text is [ja, zh-CN,
 * zh-TW, en].
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  menu: {
    cashPayments: ['現金決済', '现金支付', '現金支付', 'Cash payments'],
    cashSummary: ['現金集計', '现金汇总', '現金彙總', 'Cash summary'],
    vendingOrders: ['自販機注文', '售货订单', '售貨訂單', 'Vending orders'],
    vendingSummary: ['自販機注文集計', '售货订单汇总', '售貨訂單彙總', 'Vending summary'],
  },
  resources: {
    'cash-payments': {
      name: ['現金決済', '现金支付', '現金支付', 'Cash payments'],
      fields: {
        orderNo: ['注文番号', '订单号', '訂單號', 'Order number'],
        digits: ['小数桁数', '小数位数', '小數位數', 'Decimal digits'],
        amountText: ['金額', '金额', '金額', 'Amount'],
        paidAt: ['支払日時', '支付时间', '支付時間', 'Paid at'],
        deviceTime: ['デバイス時刻', '设备时间', '設備時間', 'Device time'],
        revokedAt: ['取消日時', '撤销时间', '撤銷時間', 'Revoked at'],
        revokedBy: ['取消者', '撤销人', '撤銷人', 'Revoked by'],
      },
    },
    'cash-summary': {
      name: ['現金集計', '现金汇总', '現金彙總', 'Cash summary'],
      fields: {
        count: ['件数', '笔数', '筆數', 'Count'],
        groupBy: ['集計単位', '汇总方式', '彙總方式', 'Group by'],
      },
    },
    'vending-orders': {
      name: ['自販機注文', '售货订单', '售貨訂單', 'Vending orders'],
      fields: {
        orderNumber: ['注文番号', '订单号', '訂單號', 'Order number'],
        result: ['販売結果', '出货结果', '出貨結果', 'Vend result'],
        payKind: ['支払い', '支付', '支付', 'Payment'],
        payType: ['決済方法', '支付方式', '支付方式', 'Method'],
        payStatus: ['支払状態', '支付状态', '支付狀態', 'Payment status'],
        paidAmount: ['支払金額', '支付金额', '支付金額', 'Paid amount'],
        revoked: ['取消済み', '已撤销', '已撤銷', 'Revoked'],
        paymentId: ['支払 ID', '支付 ID', '支付 ID', 'Payment ID'],
        soldAt: ['販売日時', '销售时间', '銷售時間', 'Sold at'],
        deviceTime: ['デバイス時刻', '设备时间', '設備時間', 'Device time'],
      },
    },
    'vending-summary': {
      name: ['自販機注文集計', '售货订单汇总', '售貨訂單彙總', 'Vending summary'],
      fields: {
        count: ['件数', '笔数', '筆數', 'Count'],
        cashAmount: ['現金', '现金', '現金', 'Cash'],
        onlineAmount: ['オンライン', '在线支付', '線上支付', 'Online'],
        payKind: ['支払い', '支付', '支付', 'Payment'],
      },
    },
  },
  functions: {
    cashPay: {
      view: ['現金決済の閲覧', '查看现金支付', '查看現金支付', 'View cash payments'],
      revoke: ['現金決済の取消', '撤销现金支付', '撤銷現金支付', 'Revoke cash payments'],
      export: ['現金決済のエクスポート', '导出现金支付', '匯出現金支付', 'Export cash payments'],
    },
    cashStats: {
      view: ['現金集計の閲覧', '查看现金汇总', '查看現金彙總', 'View the cash summary'],
    },
    vendingOrder: {
      view: ['自販機注文の閲覧', '查看售货订单', '查看售貨訂單', 'View vending orders'],
      export: ['自販機注文のエクスポート', '导出售货订单', '匯出售貨訂單', 'Export vending orders'],
      stats: ['自販機注文集計の閲覧', '查看售货订单汇总', '查看售貨訂單彙總', 'View the vending summary'],
    },
  },
  enum: {
    vendPayKind: {
      online: ['オンライン', '在线支付', '線上支付', 'Online'],
      cash: ['現金', '现金', '現金', 'Cash'],
      none: ['支払いなし', '无支付', '無支付', 'No payment'],
    },
    vendResult: {
      ok: ['成功', '成功', '成功', 'Succeeded'],
      failed: ['失敗', '失败', '失敗', 'Failed'],
    },
  },
  cash: {
    revoke: ['取消', '撤销', '撤銷', 'Revoke'],
    revokeTitle: ['現金決済 %{orderNo} を取り消しますか？', '撤销现金支付 %{orderNo}？', '撤銷現金支付 %{orderNo}？', 'Revoke cash payment %{orderNo}?'],
    revokeContent: [
      '取り消しは一度だけで、元に戻せません。集計から直ちに除外され、デバイスに通知されます。',
      '撤销只能进行一次且无法恢复。该笔支付将立即从统计中排除，并通知设备。',
      '撤銷只能進行一次且無法恢復。該筆支付將立即從統計中排除，並通知設備。',
      'A payment is revoked once and for good: it leaves the statistics at once and the device is told.',
    ],
    revoked: ['現金決済を取り消しました', '已撤销现金支付', '已撤銷現金支付', 'The cash payment was revoked'],
    revokeLog: ['取消履歴', '撤销记录', '撤銷記錄', 'Revoke log'],
    noRevokeLog: ['取消されていません', '未撤销', '未撤銷', 'Not revoked'],
    operator: ['操作者', '操作人', '操作人', 'Operator'],
    at: ['日時', '时间', '時間', 'At'],
    change: ['変更', '变更', '變更', 'Change'],
    push: ['デバイスへの通知', '设备通知', '設備通知', 'Device notice'],
    notPushed: ['未送信', '未发送', '未發送', 'Not sent'],
    totals: ['合計', '合计', '合計', 'Totals'],
    noData: ['データがありません', '暂无数据', '暫無資料', 'No data'],
    perDay: ['日別', '按日', '按日', 'Per day'],
    perDevice: ['デバイス別', '按设备', '按設備', 'Per device'],
    deviceCount: ['デバイス数', '设备数', '設備數', 'Devices'],
    loading: ['読み込み中…', '加载中…', '載入中…', 'Loading…'],
    back: ['一覧へ戻る', '返回列表', '返回列表', 'Back to the list'],
    detail: ['詳細', '详情', '詳情', 'Details'],
    payment: ['支払い', '支付', '支付', 'Payment'],
    goods: ['商品とレーン', '商品与货道', '商品與貨道', 'Goods and lane'],
    topGoods: ['売上上位の商品', '销售额前列商品', '銷售額前列商品', 'Best-selling goods'],
    noGoods: ['商品未設定の貨道での販売', '未设置商品的货道的销售', '未設定商品的貨道的銷售', 'Sales on lanes without a good'],
    deletedGoods: ['（削除された商品 #%{id}）', '（已删除的商品 #%{id}）', '（已刪除的商品 #%{id}）', '(deleted good #%{id})'],
    topDevices: ['売上上位のデバイス', '销售额前列设备', '銷售額前列設備', 'Best-selling devices'],
    trend: ['日別売上', '每日销售额', '每日銷售額', 'Sales per day'],
    regression: ['回帰分析', '回归分析', '迴歸分析', 'Regression analysis'],
    slope: ['傾き（1 日あたり）', '斜率（每日）', '斜率（每日）', 'Slope (per day)'],
    intercept: ['切片', '截距', '截距', 'Intercept'],
    r2: ['決定係数 R²', '决定系数 R²', '決定係數 R²', 'R²'],
    days: ['日数', '天数', '天數', 'Days'],
    averageDaily: ['1 日平均', '日均', '日均', 'Daily average'],
    total: ['合計', '合计', '合計', 'Total'],
    statPage: ['日別・デバイス別', '按日与设备', '按日與設備', 'Per day and device'],
    fitted: ['回帰直線', '回归线', '迴歸線', 'Fitted line'],
    sales: ['売上', '销售额', '銷售額', 'Sales'],
    currencyPick: ['通貨', '币种', '幣種', 'Currency'],
    prev: ['前へ', '上一页', '上一頁', 'Previous'],
    next: ['次へ', '下一页', '下一頁', 'Next'],
    pageOf: [
      '%{page} / %{pages} ページ（%{total} 件）',
      '第 %{page} / %{pages} 页（共 %{total} 条）',
      '第 %{page} / %{pages} 頁（共 %{total} 筆）',
      'Page %{page} of %{pages} (%{total})',
    ],
    yes: ['はい', '是', '是', 'Yes'],
    no: ['いいえ', '否', '否', 'No'],
  },
} satisfies MessageTable;

export default messages;
