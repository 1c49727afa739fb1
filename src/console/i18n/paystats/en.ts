/** Messages of the payment statistics screens in en: the same keys as ./ja.ts (a missing one is a type error). */
import type { PayStatsMessages } from './ja';

const messages: PayStatsMessages = {
  menu: {
    payStats: 'Bill summary',
    payGatewayStats: 'Gateway performance',
  },
  functions: {
    payStats: { view: 'View the bill summary', export: 'Export the bill summary' },
    payGateway: { view: 'View gateway performance' },
  },
  resources: {
    payStats: {
      name: 'Bill summary',
      fields: {
        period: 'Period', count: 'Orders', refundedAmount: 'Refunded', netAmount: 'Net',
        channel: 'Channel', granularity: 'Grouping',
        pageNum: 'Page', pageSize: 'Rows per page',
      },
    },
    payGatewayStats: {
      name: 'Gateway performance',
      fields: {
        day: 'Day', attempts: 'Attempts', paid: 'Paid', rate: 'Success rate',
        channel: 'Channel', 
      },
    },
  },
  paystats: {
    filters: 'Filters',
    allMethods: 'All payment methods',
    allCurrencies: 'All currencies',
    granularity: { auto: 'Automatic', day: 'Per day', month: 'Per month' },
    metric: { label: 'Chart value', amount: 'Amount', count: 'Orders' },
    byType: 'Totals by payment method',
    chart: 'Over time (%{currency})',
    chartData: 'Chart data',
    byTime: 'By period and payment method',
    flyback: 'Refunds by day',
    empty: 'No payments in this period',
    noRefunds: 'No refunds in this period',
    axisPeriod: 'Period',
    axisAmount: 'Amount (%{currency})',
    axisCount: 'Orders',
    oneCurrency: 'Amounts are totalled per currency; the chart shows one currency.',
    gateway: {
      summary: 'The period at a glance',
      attempts: 'Attempts',
      paid: 'Paid',
      rate: 'Success rate',
      avgCost: 'Mean response time',
      costPie: 'Gateway response time distribution',
      costPillar: 'Gateway response time per day',
      ratePie: 'Attempts by result',
      ratePillar: 'Success rate per day',
      bucket: 'Response time',
      bucketFirst: 'Under %{to} ms',
      bucketMiddle: '%{from}–%{to} ms',
      bucketLast: '%{from} ms or more',
      milliseconds: '%{value} ms',
      status: 'Result',
      orders: 'Orders',
      day: 'Day',
      noData: 'No attempts in this period',
    },
  },
};

export default messages;
