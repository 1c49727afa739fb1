/** Messages of the payment statistics screens (bill summary, gateway performance) in ja; the other languages have the same keys. */
const messages = {
  menu: {
    payStats: '決済集計',
    payGatewayStats: 'ゲートウェイ性能',
  },
  functions: {
    payStats: { view: '決済集計の閲覧', export: '決済集計のエクスポート' },
    payGateway: { view: 'ゲートウェイ性能の閲覧' },
  },
  resources: {
    payStats: {
      name: '決済集計',
      fields: {
        period: '期間', count: '件数', refundedAmount: '返金額', netAmount: '純額',
        channel: 'チャネル', granularity: '集計単位',
        pageNum: 'ページ', pageSize: '件数/ページ',
      },
    },
    payGatewayStats: {
      name: 'ゲートウェイ性能',
      fields: {
        day: '日', attempts: '試行数', paid: '支払い済み', rate: '成功率',
        channel: 'チャネル', 
      },
    },
  },
  paystats: {
    filters: '絞り込み',
    allMethods: 'すべての決済方法',
    allCurrencies: 'すべての通貨',
    granularity: { auto: '自動', day: '日別', month: '月別' },
    metric: { label: 'グラフの値', amount: '金額', count: '件数' },
    byType: '決済方法別の合計',
    chart: '期間別の推移（%{currency}）',
    chartData: 'グラフのデータ',
    byTime: '期間・決済方法別',
    flyback: '日別の返金',
    empty: 'この期間の決済はありません',
    noRefunds: 'この期間の返金はありません',
    axisPeriod: '期間',
    axisAmount: '金額（%{currency}）',
    axisCount: '件数',
    oneCurrency: '金額は通貨ごとに集計します。グラフは一つの通貨を表示します。',
    gateway: {
      summary: '期間の概要',
      attempts: '試行数',
      paid: '支払い済み',
      rate: '成功率',
      avgCost: '平均応答時間',
      costPie: 'ゲートウェイ応答時間の分布',
      costPillar: '日別のゲートウェイ応答時間',
      ratePie: '結果別の試行数',
      ratePillar: '日別の成功率',
      bucket: '応答時間',
      bucketFirst: '%{to} ミリ秒未満',
      bucketMiddle: '%{from}〜%{to} ミリ秒',
      bucketLast: '%{from} ミリ秒以上',
      milliseconds: '%{value} ミリ秒',
      status: '結果',
      orders: '件数',
      day: '日',
      noData: 'この期間の試行はありません',
    },
  },
};

export type PayStatsMessages = typeof messages;
export default messages;
