/** Messages shared by the payment screens in en: the same keys as ./ja.ts (a missing one is a type error). */
import type { PaymentsMessages } from './ja';

const messages: PaymentsMessages = {
  menu: {
    deal: 'Deal',
  },
  payments: {
    historyPresets: 'Period',
  },
  enum: {
    orderStatus: { unpaid: 'Unpaid', paid: 'Paid', failed: 'Payment failed (cancelled)', directFailed: 'Direct payment failed', cancelFailed: 'Failed (cancel failed)', unknown: 'Result unknown' },
    refundStatus: { none: 'No refund', partial: 'Partially refunded', full: 'Fully refunded' },
    refundState: { pending: 'Processing', unknown: 'Result unknown', success: 'Succeeded', failed: 'Failed' },
    cashStatus: { normal: 'Normal', revoked: 'Revoked' },
    pushPlanStatus: { pushable: 'Pushable', notPushable: 'Not pushable', pushed: 'Pushed' },
    channelType: { normal: 'Normal', quota: 'Quota' },
    payChannel: { sandbox: 'Sandbox (test mode)', StarPay: 'StarPay', OnePay: 'OnePay', TMN: 'TMN', CIL: 'CIL', RM: 'RM', IntaSect: 'IntaSect', Qianfang: 'Qianfang', QFPAY: 'QFPAY', Direct: 'Direct', Alipay: 'Alipay', WeChat: 'WeChat', UnionPay: 'UnionPay' },
    historyPreset: { today: 'Today', yesterday: 'Yesterday', last7Days: 'Last 7 days', last30Days: 'Last 30 days', last3Months: 'Last 3 months', last1Year: 'Last 1 year' },
    revoked: { true: 'Revoked', false: '—' },
  },
};

export default messages;
