/** Messages shared by the payment screens in zh-CN: the same keys as ./ja.ts (a missing one is a type error). */
import type { PaymentsMessages } from './ja';

const messages: PaymentsMessages = {
  menu: {
    deal: '交易',
  },
  payments: {
    historyPresets: '时间范围',
  },
  enum: {
    orderStatus: { unpaid: '未支付', paid: '已支付', failed: '支付失败（已取消）', directFailed: '直接支付失败', cancelFailed: '失败（取消失败）', unknown: '结果未知' },
    refundStatus: { none: '无退款', partial: '部分退款成功', full: '全额退款成功' },
    refundState: { pending: '处理中', unknown: '结果未知', success: '成功', failed: '失败' },
    cashStatus: { normal: '正常', revoked: '已撤销' },
    pushPlanStatus: { pushable: '可推送', notPushable: '不可推送', pushed: '已推送' },
    channelType: { normal: '普通', quota: '定额' },
    payChannel: { sandbox: '沙箱（测试模式）', StarPay: 'StarPay', OnePay: 'OnePay', TMN: 'TMN', CIL: 'CIL', RM: 'RM', IntaSect: 'IntaSect', Qianfang: '钱方', QFPAY: 'QFPAY', Direct: '直连', Alipay: '支付宝', WeChat: '微信', UnionPay: '银联' },
    historyPreset: { today: '今天', yesterday: '昨天', last7Days: '最近 7 天', last30Days: '最近 30 天', last3Months: '最近 3 个月', last1Year: '最近 1 年' },
    revoked: { true: '已撤销', false: '—' },
  },
};

export default messages;
