/** Messages of the payment statistics screens in zh-CN: the same keys as ./ja.ts (a missing one is a type error). */
import type { PayStatsMessages } from './ja';

const messages: PayStatsMessages = {
  menu: {
    payStats: '账单汇总',
    payGatewayStats: '网关性能',
  },
  functions: {
    payStats: { view: '查看账单汇总', export: '导出账单汇总' },
    payGateway: { view: '查看网关性能' },
  },
  resources: {
    payStats: {
      name: '账单汇总',
      fields: {
        period: '期间', count: '笔数', refundedAmount: '退款金额', netAmount: '净额',
        channel: '渠道', granularity: '汇总单位',
        pageNum: '页码', pageSize: '每页条数',
      },
    },
    payGatewayStats: {
      name: '网关性能',
      fields: {
        day: '日期', attempts: '尝试次数', paid: '已支付', rate: '成功率',
        channel: '渠道', 
      },
    },
  },
  paystats: {
    filters: '筛选',
    allMethods: '全部支付方式',
    allCurrencies: '全部币种',
    granularity: { auto: '自动', day: '按日', month: '按月' },
    metric: { label: '图表数值', amount: '金额', count: '笔数' },
    byType: '按支付方式合计',
    chart: '按期间趋势（%{currency}）',
    chartData: '图表数据',
    byTime: '按期间和支付方式',
    flyback: '按日退款',
    empty: '该期间没有支付',
    noRefunds: '该期间没有退款',
    axisPeriod: '期间',
    axisAmount: '金额（%{currency}）',
    axisCount: '笔数',
    oneCurrency: '金额按币种分别汇总，图表显示一种币种。',
    gateway: {
      summary: '期间概览',
      attempts: '尝试次数',
      paid: '已支付',
      rate: '成功率',
      avgCost: '平均响应时间',
      costPie: '网关响应时间分布',
      costPillar: '按日网关响应时间',
      ratePie: '按结果的尝试次数',
      ratePillar: '按日成功率',
      bucket: '响应时间',
      bucketFirst: '低于 %{to} 毫秒',
      bucketMiddle: '%{from}–%{to} 毫秒',
      bucketLast: '%{from} 毫秒及以上',
      milliseconds: '%{value} 毫秒',
      status: '结果',
      orders: '笔数',
      day: '日期',
      noData: '该期间没有尝试',
    },
  },
};

export default messages;
