/** Messages of the payment statistics screens in zh-TW: the same keys as ./ja.ts (a missing one is a type error). */
import type { PayStatsMessages } from './ja';

const messages: PayStatsMessages = {
  menu: {
    payStats: '帳單匯總',
    payGatewayStats: '閘道效能',
  },
  functions: {
    payStats: { view: '查看帳單匯總', export: '匯出帳單匯總' },
    payGateway: { view: '查看閘道效能' },
  },
  resources: {
    payStats: {
      name: '帳單匯總',
      fields: {
        period: '期間', count: '筆數', refundedAmount: '退款金額', netAmount: '淨額',
        channel: '通路', granularity: '匯總單位',
        pageNum: '頁碼', pageSize: '每頁筆數',
      },
    },
    payGatewayStats: {
      name: '閘道效能',
      fields: {
        day: '日期', attempts: '嘗試次數', paid: '已支付', rate: '成功率',
        channel: '通路', 
      },
    },
  },
  paystats: {
    filters: '篩選',
    allMethods: '全部支付方式',
    allCurrencies: '全部幣種',
    granularity: { auto: '自動', day: '按日', month: '按月' },
    metric: { label: '圖表數值', amount: '金額', count: '筆數' },
    byType: '按支付方式合計',
    chart: '按期間趨勢（%{currency}）',
    chartData: '圖表資料',
    byTime: '按期間與支付方式',
    flyback: '按日退款',
    empty: '該期間沒有支付',
    noRefunds: '該期間沒有退款',
    axisPeriod: '期間',
    axisAmount: '金額（%{currency}）',
    axisCount: '筆數',
    oneCurrency: '金額按幣種分别汇总，圖表顯示一種幣種。',
    gateway: {
      summary: '期間概覽',
      attempts: '嘗試次數',
      paid: '已支付',
      rate: '成功率',
      avgCost: '平均回應時間',
      costPie: '网关回應時間分佈',
      costPillar: '按日网关回應時間',
      ratePie: '按結果的嘗試次數',
      ratePillar: '按日成功率',
      bucket: '回應時間',
      bucketFirst: '低於 %{to} 毫秒',
      bucketMiddle: '%{from}–%{to} 毫秒',
      bucketLast: '%{from} 毫秒以上',
      milliseconds: '%{value} 毫秒',
      status: '結果',
      orders: '筆數',
      day: '日期',
      noData: '該期間沒有嘗試',
    },
  },
};

export default messages;
