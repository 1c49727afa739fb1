/** Messages shared by the payment screens in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { PaymentsMessages } from './ja';

const messages: PaymentsMessages = {
  menu: {
    deal: '交易',
  },
  payments: {
    historyPresets: '時間範圍',
  },
  enum: {
    orderStatus: { unpaid: '未支付', paid: '已支付', failed: '支付失敗（已取消）', directFailed: '直接支付失敗', cancelFailed: '失敗（取消失敗）', unknown: '結果未知' },
    refundStatus: { none: '無退款', partial: '部分退款成功', full: '全額退款成功' },
    refundState: { pending: '處理中', unknown: '結果未知', success: '成功', failed: '失敗' },
    cashStatus: { normal: '正常', revoked: '已撤銷' },
    pushPlanStatus: { pushable: '可推送', notPushable: '不可推送', pushed: '已推送' },
    channelType: { normal: '一般', quota: '定額' },
    payChannel: { sandbox: '沙盒（測試模式）', StarPay: 'StarPay', OnePay: 'OnePay', TMN: 'TMN', CIL: 'CIL', RM: 'RM', IntaSect: 'IntaSect', Qianfang: '錢方', QFPAY: 'QFPAY', Direct: '直連', Alipay: '支付寶', WeChat: '微信', UnionPay: '銀聯' },
    historyPreset: { today: '今天', yesterday: '昨天', last7Days: '最近 7 天', last30Days: '最近 30 天', last3Months: '最近 3 個月', last1Year: '最近 1 年' },
    revoked: { true: '已撤銷', false: '—' },
  },
};

export default messages;
