/**
 * The bill summary and gateway performance screens (screens/payments/stats) over a test double of the server:
 * figures as the server answers them, money in each currency's own digits, the chart drawn from one currency,
 * the presets and method filter sent to every call, the export offered only with payStats.export and a
 * refusal shown as the server's message; the gateway figures, buckets and daily rates.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { payStats } from '../../resources/payments/pay-stats';
import { payGatewayStats } from '../../resources/payments/gateway-stats';
import PayStats from '../../src/console/screens/payments/stats/PayStats';
import GatewayStats from '../../src/console/screens/payments/stats/GatewayStats';
import { presetRange } from '../../src/domain/payments';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';

const BY_TYPE = [
  { payType: 205, currency: 'JPY', count: 3, amount: 1950, refundedAmount: 100, netAmount: 1850 },
  { payType: 2, currency: 'USD', count: 1, amount: 1999, refundedAmount: 1999, netAmount: 0 },
];
const statsRoutes = {
  'POST /pay/stats/payType': () =>
    ok([
      { payType: 2, orders: 1 },
      { payType: 205, orders: 3 },
    ]),
  'POST /pay/stats/byType': () => ok(BY_TYPE),
  'POST /pay/stats/byTypeAndTime/chart': (c: { body: any }) =>
    ok({
      granularity: 'day',
      periods: ['2026-11-22', '2026-11-23'],
      series: c.body.currency === 'JPY' ? [{ payType: 205, currency: 'JPY', counts: [1, 2], amounts: [150, 1800] }] : [],
    }),
  'POST /pay/stats/byTypeAndTime/pageList': () =>
    ok({
      total: 2,
      list: [
        { period: '2026-11-23', payType: 205, currency: 'JPY', count: 2, amount: 1800, refundedAmount: 100, netAmount: 1700 },
        { period: '2026-11-22', payType: 2, currency: 'USD', count: 1, amount: 1999, refundedAmount: 1999, netAmount: 0 },
      ],
    }),
  'POST /pay/stats/flyback/list': () => ok({ total: 1, list: [{ day: '2026-11-22', payType: 2, currency: 'USD', refundedAmount: 1999, amount: 1999 }] }),
};

const renderStats = (access = ['payStats.view', 'payStats.export']) =>
  renderScreen(<PayStats declaration={payStats} />, { resource: 'payStats', route: '/payStats', path: '/payStats', access });

describe('bill summary', () => {
  it('shows the totals per method in each currency’s digits, the chart of one currency and the table', async () => {
    const api = fakeApi(statsRoutes);
    renderStats();
    const totals = await screen.findByRole('table', { name: 'Totals by payment method' });
    await waitFor(() => expect(within(totals).getByText('¥1,950')).toBeTruthy());
    expect(within(totals).getByText('PayPay')).toBeTruthy();
    expect(within(totals).getAllByText('$19.99')).toHaveLength(2);
    expect(within(totals).getByText('$0.00')).toBeTruthy();
    // the chart asks for the currency with the most orders, never two at once
    await waitFor(() => expect(api.to('POST /pay/stats/byTypeAndTime/chart').at(-1)?.body).toMatchObject({ currency: 'JPY' }));
    expect(await screen.findByTestId('paystats-chart')).toBeTruthy();
    expect(screen.getByText('Over time (JPY)')).toBeTruthy();
    const data = screen.getByRole('table', { name: 'Chart data' });
    expect(within(data).getByText('2026-11-23')).toBeTruthy();
    expect(within(data).getByText('¥1,700')).toBeTruthy();
    const refunds = screen.getByRole('table', { name: 'Refunds by day' });
    expect(within(refunds).getByText('Alipay')).toBeTruthy();
    // last 30 Tokyo days at first
    const last30 = presetRange('last30Days');
    expect(api.to('POST /pay/stats/byType')[0].body).toEqual({ startDate: last30.from, endDate: last30.to });
  });

  it('in Japanese, shows money with the yen sign where Japanese puts it and methods by the names the bills list uses', async () => {
    fakeApi(statsRoutes);
    renderScreen(<PayStats declaration={payStats} />, { resource: 'payStats', route: '/payStats', path: '/payStats', access: ['payStats.view'], locale: 'ja' });
    await waitFor(() => expect(screen.getAllByText('￥1,950').length).toBeGreaterThan(0));
    expect(screen.getAllByText('アリペイ（支付宝）').length).toBeGreaterThan(0);
    expect(screen.getAllByText('$19.99').length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/\d JPY$/)).toEqual([]);
  });

  it('sends the preset and the method chosen to every call', async () => {
    const api = fakeApi(statsRoutes);
    renderStats();
    await screen.findByRole('table', { name: 'Totals by payment method' });
    fireEvent.click(screen.getByTestId('preset-last7Days'));
    const week = presetRange('last7Days');
    await waitFor(() => expect(api.to('POST /pay/stats/byType').at(-1)?.body).toEqual({ startDate: week.from, endDate: week.to }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Payment method' }));
    fireEvent.click(await screen.findByRole('option', { name: 'PayPay' }));
    await waitFor(() => expect(api.to('POST /pay/stats/byType').at(-1)?.body).toEqual({ startDate: week.from, endDate: week.to, payType: 205 }));
    await waitFor(() => expect(api.to('POST /pay/stats/byTypeAndTime/pageList').at(-1)?.body).toMatchObject({ payType: 205, pageNum: 1 }));
    await waitFor(() => expect(api.to('POST /pay/stats/flyback/list').at(-1)?.body).toMatchObject({ payType: 205 }));
  });

  it('offers the export only with payStats.export, and shows a refusal as the server says it', async () => {
    const api = fakeApi({ ...statsRoutes, 'GET /pay/stats/byTypeAndTime/dynaExcel': () => refuse(413, 209019, 'The export is too large') });
    const { unmount } = renderStats(['payStats.view']);
    await screen.findByRole('table', { name: 'Chart data' });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    unmount();
    renderStats();
    await screen.findByRole('table', { name: 'Chart data' });
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The export failed: The export is too large')).toBeTruthy();
    const sent = api.to('GET /pay/stats/byTypeAndTime/dynaExcel')[0];
    expect(sent.query).toMatchObject({ startDate: presetRange('last30Days').from });
  });
});

describe('gateway performance', () => {
  const buckets = [
    [0, 500],
    [500, 1000],
    [1000, 2000],
    [2000, 5000],
    [5000, null],
  ] as const;
  const routes = {
    'GET /bi/pay/gw/successRate/avg': () => ok({ attempts: 8, paid: 6, rate: 0.75, avgCostMs: 812.4 }),
    'GET /bi/pay/gw/costTime/passTime/pie': () => ok(buckets.map(([from, to], bucket) => ({ bucket, from, to, count: bucket + 1 }))),
    'GET /bi/pay/gw/costTime/passTime/pillar': () =>
      ok({ days: ['2026-11-23'], buckets: buckets.map(([from, to], bucket) => ({ bucket, from, to, counts: [bucket] })) }),
    'GET /bi/pay/gw/successRate/pie': () =>
      ok([
        { status: 'unpaid', count: 0 },
        { status: 'paid', count: 6 },
        { status: 'failed', count: 2 },
        { status: 'directFailed', count: 0 },
        { status: 'cancelFailed', count: 0 },
        { status: 'unknown', count: 0 },
      ]),
    'GET /bi/pay/gw/successRate/passTime/pillar': () =>
      ok([
        { day: '2026-11-23', attempts: 8, paid: 6, rate: 0.75 },
        { day: '2026-11-22', attempts: 0, paid: 0, rate: null },
      ]),
  };

  it('shows the figures, the response time buckets and the daily success rate', async () => {
    const api = fakeApi(routes);
    renderScreen(<GatewayStats declaration={payGatewayStats} />, {
      resource: 'payGatewayStats',
      route: '/payGatewayStats',
      path: '/payGatewayStats',
      access: ['payGateway.view'],
    });
    const summary = await screen.findByRole('region', { name: 'The period at a glance' });
    await waitFor(() => expect(summary.querySelector('[data-figure="rate"] dd')?.textContent).toBe('75%'));
    expect(summary.querySelector('[data-figure="avgCost"] dd')?.textContent).toBe('812 ms');
    const cost = await screen.findByRole('table', { name: 'Gateway response time distribution' });
    expect(within(cost).getByText('Under 500 ms')).toBeTruthy();
    expect(within(cost).getByText('1000–2000 ms')).toBeTruthy();
    expect(within(cost).getByText('5000 ms or more')).toBeTruthy();
    const results = screen.getByRole('table', { name: 'Attempts by result' });
    expect(within(results).getByText('Payment failed (cancelled)')).toBeTruthy();
    const days = await screen.findByRole('table', { name: 'Success rate per day' });
    expect(within(days).getByText('—')).toBeTruthy();
    expect(screen.getByTestId('gateway-cost-pillar')).toBeTruthy();
    // last 7 Tokyo days at first, as query parameters of the GET calls
    const week = presetRange('last7Days');
    expect(api.to('GET /bi/pay/gw/successRate/avg')[0].query).toEqual({ startDate: week.from, endDate: week.to });
  });
});
