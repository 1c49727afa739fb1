/** Messages of the payment statistics screens (bill summary, gateway performance) */
import type { MessageTable } from '../../../domain/texts';

const messages = {
  menu: {
    payStats: ['決済集計', '账单汇总', '帳單匯總', 'Bill summary'],
    payGatewayStats: ['ゲートウェイ性能', '网关性能', '閘道效能', 'Gateway performance'],
  },
  functions: {
    payStats: {
      view: ['決済集計の閲覧', '查看账单汇总', '查看帳單匯總', 'View the bill summary'],
      export: ['決済集計のエクスポート', '导出账单汇总', '匯出帳單匯總', 'Export the bill summary'],
    },
    payGateway: { view: ['ゲートウェイ性能の閲覧', '查看网关性能', '查看閘道效能', 'View gateway performance'] },
  },
  resources: {
    payStats: {
      name: ['決済集計', '账单汇总', '帳單匯總', 'Bill summary'],
      fields: {
        period: ['期間', '期间', '期間', 'Period'],
        count: ['件数', '笔数', '筆數', 'Orders'],
        refundedAmount: ['返金額', '退款金额', '退款金額', 'Refunded'],
        netAmount: ['純額', '净额', '淨額', 'Net'],
        channel: ['チャネル', '渠道', '通路', 'Channel'],
        granularity: ['集計単位', '汇总单位', '匯總單位', 'Grouping'],
        pageNum: ['ページ', '页码', '頁碼', 'Page'],
        pageSize: ['件数/ページ', '每页条数', '每頁筆數', 'Rows per page'],
      },
    },
    payGatewayStats: {
      name: ['ゲートウェイ性能', '网关性能', '閘道效能', 'Gateway performance'],
      fields: {
        day: ['日', '日期', '日期', 'Day'],
        attempts: ['試行数', '尝试次数', '嘗試次數', 'Attempts'],
        paid: ['支払い済み', '已支付', '已支付', 'Paid'],
        rate: ['成功率', '成功率', '成功率', 'Success rate'],
        channel: ['チャネル', '渠道', '通路', 'Channel'],
      },
    },
  },
  paystats: {
    filters: ['絞り込み', '筛选', '篩選', 'Filters'],
    allMethods: ['すべての決済方法', '全部支付方式', '全部支付方式', 'All payment methods'],
    allCurrencies: ['すべての通貨', '全部币种', '全部幣種', 'All currencies'],
    granularity: { auto: ['自動', '自动', '自動', 'Automatic'], day: ['日別', '按日', '按日', 'Per day'], month: ['月別', '按月', '按月', 'Per month'] },
    metric: {
      label: ['グラフの値', '图表数值', '圖表數值', 'Chart value'],
      amount: ['金額', '金额', '金額', 'Amount'],
      count: ['件数', '笔数', '筆數', 'Orders'],
    },
    byType: ['決済方法別の合計', '按支付方式合计', '按支付方式合計', 'Totals by payment method'],
    chart: ['期間別の推移（%{currency}）', '按期间趋势（%{currency}）', '按期間趨勢（%{currency}）', 'Over time (%{currency})'],
    chartData: ['グラフのデータ', '图表数据', '圖表資料', 'Chart data'],
    byTime: ['期間・決済方法別', '按期间和支付方式', '按期間與支付方式', 'By period and payment method'],
    flyback: ['日別の返金', '按日退款', '按日退款', 'Refunds by day'],
    empty: ['この期間の決済はありません', '该期间没有支付', '該期間沒有支付', 'No payments in this period'],
    noRefunds: ['この期間の返金はありません', '该期间没有退款', '該期間沒有退款', 'No refunds in this period'],
    axisPeriod: ['期間', '期间', '期間', 'Period'],
    axisAmount: ['金額（%{currency}）', '金额（%{currency}）', '金額（%{currency}）', 'Amount (%{currency})'],
    axisCount: ['件数', '笔数', '筆數', 'Orders'],
    oneCurrency: [
      '金額は通貨ごとに集計します。グラフは一つの通貨を表示します。',
      '金额按币种分别汇总，图表显示一种币种。',
      '金額按幣種分别汇总，圖表顯示一種幣種。',
      'Amounts are totalled per currency; the chart shows one currency.',
    ],
    gateway: {
      summary: ['期間の概要', '期间概览', '期間概覽', 'The period at a glance'],
      attempts: ['試行数', '尝试次数', '嘗試次數', 'Attempts'],
      paid: ['支払い済み', '已支付', '已支付', 'Paid'],
      rate: ['成功率', '成功率', '成功率', 'Success rate'],
      avgCost: ['平均応答時間', '平均响应时间', '平均回應時間', 'Mean response time'],
      costPie: ['ゲートウェイ応答時間の分布', '网关响应时间分布', '网关回應時間分佈', 'Gateway response time distribution'],
      costPillar: ['日別のゲートウェイ応答時間', '按日网关响应时间', '按日网关回應時間', 'Gateway response time per day'],
      ratePie: ['結果別の試行数', '按结果的尝试次数', '按結果的嘗試次數', 'Attempts by result'],
      ratePillar: ['日別の成功率', '按日成功率', '按日成功率', 'Success rate per day'],
      bucket: ['応答時間', '响应时间', '回應時間', 'Response time'],
      bucketFirst: ['%{to} ミリ秒未満', '低于 %{to} 毫秒', '低於 %{to} 毫秒', 'Under %{to} ms'],
      bucketMiddle: ['%{from}〜%{to} ミリ秒', '%{from}–%{to} 毫秒', '%{from}–%{to} 毫秒', '%{from}–%{to} ms'],
      bucketLast: ['%{from} ミリ秒以上', '%{from} 毫秒及以上', '%{from} 毫秒以上', '%{from} ms or more'],
      milliseconds: ['%{value} ミリ秒', '%{value} 毫秒', '%{value} 毫秒', '%{value} ms'],
      status: ['結果', '结果', '結果', 'Result'],
      orders: ['件数', '笔数', '筆數', 'Orders'],
      day: ['日', '日期', '日期', 'Day'],
      noData: ['この期間の試行はありません', '该期间没有尝试', '該期間沒有嘗試', 'No attempts in this period'],
    },
  },
} satisfies MessageTable;

export default messages;
