/**
 * Messages shared by the payment screens (the Deal menu): its menu group and the payment catalogues' states.
 * Each text is [ja, zh-CN, zh-TW, en]. Each payment screen keeps its own messages in its own module (payconfig,
 * paypush, orders, paystats, cash).
 */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  menu: {
    deal: ['取引', '交易', '交易', 'Deal'],
  },
  payments: {
    historyPresets: ['期間', '时间范围', '時間範圍', 'Period'],
  },
  enum: {
    orderStatus: {
      unpaid: ['未払い', '未支付', '未支付', 'Unpaid'],
      paid: ['支払い済み', '已支付', '已支付', 'Paid'],
      failed: ['支払い失敗（キャンセル）', '支付失败（已取消）', '支付失敗（已取消）', 'Payment failed (cancelled)'],
      directFailed: ['直接支払い失敗', '直接支付失败', '直接支付失敗', 'Direct payment failed'],
      cancelFailed: ['失敗（キャンセル失敗）', '失败（取消失败）', '失敗（取消失敗）', 'Failed (cancel failed)'],
      unknown: ['結果不明', '结果未知', '結果未知', 'Result unknown'],
    },
    refundStatus: {
      none: ['返金なし', '无退款', '無退款', 'No refund'],
      partial: ['一部返金成功', '部分退款成功', '部分退款成功', 'Partially refunded'],
      full: ['全額返金成功', '全额退款成功', '全額退款成功', 'Fully refunded'],
    },
    refundState: {
      pending: ['処理中', '处理中', '處理中', 'Processing'],
      unknown: ['結果不明', '结果未知', '結果未知', 'Result unknown'],
      success: ['成功', '成功', '成功', 'Succeeded'],
      failed: ['失敗', '失败', '失敗', 'Failed'],
    },
    cashStatus: { normal: ['正常', '正常', '正常', 'Normal'], revoked: ['取消済み', '已撤销', '已撤銷', 'Revoked'] },
    pushPlanStatus: {
      pushable: ['配信可能', '可推送', '可推送', 'Pushable'],
      notPushable: ['配信不可', '不可推送', '不可推送', 'Not pushable'],
      pushed: ['配信済み', '已推送', '已推送', 'Pushed'],
    },
    channelType: { normal: ['通常', '普通', '一般', 'Normal'], quota: ['定額', '定额', '定額', 'Quota'] },
    payChannel: {
      sandbox: ['サンドボックス（テストモード）', '沙箱（测试模式）', '沙盒（測試模式）', 'Sandbox (test mode)'],
      StarPay: ['StarPay', 'StarPay', 'StarPay', 'StarPay'],
      OnePay: ['OnePay', 'OnePay', 'OnePay', 'OnePay'],
      TMN: ['TMN', 'TMN', 'TMN', 'TMN'],
      CIL: ['CIL', 'CIL', 'CIL', 'CIL'],
      RM: ['RM', 'RM', 'RM', 'RM'],
      IntaSect: ['IntaSect', 'IntaSect', 'IntaSect', 'IntaSect'],
      Qianfang: ['銭方', '钱方', '錢方', 'Qianfang'],
      QFPAY: ['QFPAY', 'QFPAY', 'QFPAY', 'QFPAY'],
      Direct: ['直接接続', '直连', '直連', 'Direct'],
      Alipay: ['Alipay', '支付宝', '支付寶', 'Alipay'],
      WeChat: ['WeChat', '微信', '微信', 'WeChat'],
      UnionPay: ['UnionPay', '银联', '銀聯', 'UnionPay'],
    },
    historyPreset: {
      today: ['今日', '今天', '今天', 'Today'],
      yesterday: ['昨日', '昨天', '昨天', 'Yesterday'],
      last7Days: ['過去 7 日間', '最近 7 天', '最近 7 天', 'Last 7 days'],
      last30Days: ['過去 30 日間', '最近 30 天', '最近 30 天', 'Last 30 days'],
      last3Months: ['過去 3 か月', '最近 3 个月', '最近 3 個月', 'Last 3 months'],
      last1Year: ['過去 1 年', '最近 1 年', '最近 1 年', 'Last 1 year'],
    },
    revoked: { true: ['取消済み', '已撤销', '已撤銷', 'Revoked'], false: ['—', '—', '—', '—'] },
  },
} satisfies MessageTable;

export default messages;
