/**
 * Messages shared by the payment screens (the Deal menu): its menu group and the payment catalogues' states.
 * Japanese is the reference: the other languages beside it have the same keys. Each payment screen keeps
 * its own messages in its own module (payconfig, paypush, orders, paystats, cash).
 */
import type { Shape } from '../shape';

const messages = {
  menu: {
    deal: '取引',
  },
  payments: {
    historyPresets: '期間',
  },
  enum: {
    orderStatus: { unpaid: '未払い', paid: '支払い済み', failed: '支払い失敗（キャンセル）', directFailed: '直接支払い失敗', cancelFailed: '失敗（キャンセル失敗）', unknown: '結果不明' },
    refundStatus: { none: '返金なし', partial: '一部返金成功', full: '全額返金成功' },
    refundState: { pending: '処理中', unknown: '結果不明', success: '成功', failed: '失敗' },
    cashStatus: { normal: '正常', revoked: '取消済み' },
    pushPlanStatus: { pushable: '配信可能', notPushable: '配信不可', pushed: '配信済み' },
    channelType: { normal: '通常', quota: '定額' },
    payChannel: { sandbox: 'サンドボックス（テストモード）', StarPay: 'StarPay', OnePay: 'OnePay', TMN: 'TMN', CIL: 'CIL', RM: 'RM', IntaSect: 'IntaSect', Qianfang: '銭方', QFPAY: 'QFPAY', Direct: '直接接続', Alipay: 'Alipay', WeChat: 'WeChat', UnionPay: 'UnionPay' },
    historyPreset: { today: '今日', yesterday: '昨日', last7Days: '過去 7 日間', last30Days: '過去 30 日間', last3Months: '過去 3 か月', last1Year: '過去 1 年' },
    revoked: { true: '取消済み', false: '—' },
  },
};

export type PaymentsMessages = Shape<typeof messages>;

export default messages;
