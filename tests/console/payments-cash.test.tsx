/**
 * The cash and vending-order screens over a test double of the server: a cash payment's detail revoked once
 * after a confirmation (the reason sent, the log shown), no revoke without cashPay.revoke; the cash summary's
 * totals with the currency's digits and a preset changing the range asked for; the vending-order list's rows
 * and filters; the vending summary's regression figures.
 */
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cashPayments } from '../../resources/payments/cash-orders';
import { cashSummary } from '../../resources/payments/cash-stats';
import { vendingOrders, vendingSummary } from '../../resources/payments/vending-orders';
import { CashPaymentDetail } from '../../src/console/screens/payments/cash/CashPaymentDetail';
import { CashSummary } from '../../src/console/screens/payments/cash/CashSummary';
import { VendingOrderList } from '../../src/console/screens/payments/vending/VendingOrderList';
import { VendingSummary } from '../../src/console/screens/payments/vending/VendingSummary';
import { presetRange } from '../../src/domain/payments';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';

const ORDER = {
  id: 5,
  orderNo: 'DEMO-C1-2-3',
  serialNum: 'DEMO-000001',
  orgName: 'Tokyo Vending',
  laneNo: '3',
  goodsName: 'Green tea',
  currency: 'JPY',
  digits: 0,
  amount: 150,
  status: 'normal',
  paidAt: '2026-11-20T01:00:00Z',
  revokedAt: null,
  revokedBy: null,
  revokeLog: [],
};
const REVOKED = {
  ...ORDER,
  status: 'revoked',
  revokedAt: '2026-11-21T01:00:00Z',
  revokedBy: 'Admin',
  revokeLog: [
    {
      id: 1,
      operator: 'Admin',
      reason: 'no change',
      before: { status: 'normal' },
      after: { status: 'revoked' },
      pushRequestId: 'r',
      pushStatus: 'SUBOK',
      createdAt: '2026-11-21T01:00:00Z',
    },
  ],
};

describe('cash payment detail', () => {
  it('revokes once after a confirmation, with the reason, then shows the log', async () => {
    let revoked = false;
    const api = fakeApi({
      'POST /cashPayInfo/get/5': () => ok(revoked ? REVOKED : ORDER),
      'POST /cashPayInfo/revoke': () => {
        revoked = true;
        return ok(REVOKED);
      },
    });
    renderScreen(<CashPaymentDetail declaration={cashPayments} />, {
      resource: 'cash-payments',
      route: '/cash-payments/:id/show',
      path: '/cash-payments/5/show',
      access: ['cashPay.view', 'cashPay.revoke'],
    });
    expect(await screen.findByText('Green tea')).toBeTruthy();
    expect(screen.getByText('Not revoked')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'no change' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Revoke cash payment DEMO-C1-2-3?')).toBeTruthy();
    expect(api.to('POST /cashPayInfo/revoke')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.to('POST /cashPayInfo/revoke')).toHaveLength(1));
    expect(api.to('POST /cashPayInfo/revoke')[0].body).toEqual({ id: 5, reason: 'no change' });
    const log = await screen.findByRole('table', { name: 'Revoke log' });
    expect(within(log).getByText('Normal → Revoked')).toBeTruthy();
    expect(within(log).getByText('SUBOK')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('a refused revoke (already revoked) is told with the server’s message', async () => {
    fakeApi({
      'POST /cashPayInfo/get/5': () => ok(ORDER),
      'POST /cashPayInfo/revoke': () => refuse(409, 209009, 'The cash payment is already cancelled'),
    });
    renderScreen(<CashPaymentDetail declaration={cashPayments} />, {
      resource: 'cash-payments',
      route: '/cash-payments/:id/show',
      path: '/cash-payments/5/show',
      access: ['cashPay.view', 'cashPay.revoke'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(/already cancelled/)).toBeTruthy();
  });

  it('offers no revoke without cashPay.revoke', async () => {
    fakeApi({ 'POST /cashPayInfo/get/5': () => ok(ORDER) });
    renderScreen(<CashPaymentDetail declaration={cashPayments} />, {
      resource: 'cash-payments',
      route: '/cash-payments/:id/show',
      path: '/cash-payments/5/show',
      access: ['cashPay.view'],
    });
    expect(await screen.findByText('Green tea')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
  });
});

describe('cash summary', () => {
  it('shows totals per currency with its digits and asks again for another preset', async () => {
    const api = fakeApi({
      'POST /cashPayStats/getCashPayStatsTotal': () =>
        ok([
          { currency: 'JPY', digits: 0, count: 3, amount: 4500, deviceCount: 2 },
          { currency: 'USD', digits: 2, count: 1, amount: 1234, deviceCount: 1 },
        ]),
      'POST /cashPayStats/getCashPayStatsList': () => ok({ list: [{ day: '2026-11-20', currency: 'JPY', digits: 0, count: 3, amount: 4500 }], total: 1 }),
    });
    renderScreen(<CashSummary declaration={cashSummary} />, {
      resource: 'cash-summary',
      route: '/cash-summary',
      path: '/cash-summary',
      access: ['cashStats.view'],
    });
    expect(await screen.findByText('$12.34')).toBeTruthy();
    expect(screen.getAllByText('¥4,500').length).toBeGreaterThan(0);
    expect(await screen.findByText('2026-11-20')).toBeTruthy();
    const first = presetRange('last30Days');
    expect(api.to('POST /cashPayStats/getCashPayStatsTotal')[0].body).toEqual({ startDay: first.from, endDay: first.to });
    fireEvent.click(screen.getByTestId('preset-last7Days'));
    const week = presetRange('last7Days');
    await waitFor(() => expect(api.to('POST /cashPayStats/getCashPayStatsTotal').at(-1)!.body).toEqual({ startDay: week.from, endDay: week.to }));
    fireEvent.click(screen.getByRole('button', { name: 'Per device' }));
    await waitFor(() => expect(api.to('POST /cashPayStats/getCashPayStatsList').at(-1)!.body).toMatchObject({ groupBy: 'device' }));
  });
});

describe('vending orders', () => {
  it('lists the range’s orders with their payment, revoked ones marked, and filters by payment', async () => {
    const api = fakeApi({
      'POST /payOrderSnapshoot/pageList': () =>
        ok({
          list: [
            {
              id: 1,
              orderNumber: 'O-1',
              serialNum: 'DEMO-000001',
              laneNo: '2',
              goodsName: 'Cola',
              amount: 160,
              currency: 'JPY',
              result: 'ok',
              payKind: 'cash',
              payType: null,
              payStatus: 'revoked',
              revoked: true,
              soldAt: '2026-11-20T01:00:00Z',
            },
            {
              id: 2,
              orderNumber: 'O-2',
              serialNum: 'DEMO-000001',
              laneNo: '3',
              goodsName: 'Tea',
              amount: 150,
              currency: 'JPY',
              result: 'ok',
              payKind: 'online',
              payType: 1,
              payStatus: 'paid',
              revoked: false,
              soldAt: '2026-11-20T02:00:00Z',
            },
          ],
          total: 2,
        }),
    });
    renderScreen(<VendingOrderList declaration={vendingOrders} />, {
      resource: 'vending-orders',
      route: '/vending-orders',
      path: '/vending-orders',
      access: ['vendingOrder.view'],
    });
    const table = await screen.findByRole('table', { name: 'Vending orders' });
    await within(table).findByText('Cola');
    expect(within(table).getByText('Online')).toBeTruthy();
    expect(within(table).getAllByText('Revoked')).toHaveLength(2); // the heading and the one revoked order
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    const week = presetRange('last7Days');
    expect(api.to('POST /payOrderSnapshoot/pageList')[0].body).toMatchObject({ startDay: week.from, endDay: week.to, pageNum: 1 });
    fireEvent.mouseDown(screen.getByLabelText('Payment'));
    fireEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    await waitFor(() => expect(api.to('POST /payOrderSnapshoot/pageList').at(-1)!.body).toMatchObject({ payKind: 'cash' }));
  });
});

describe('vending summary', () => {
  it('shows the regression figures, the top goods and the table per day and device', async () => {
    fakeApi({
      'POST /payOrderStats/top': (c) =>
        ok({
          currency: 'JPY',
          digits: 0,
          list:
            (c.body as any).dimension === 'device'
              ? [{ deviceId: 1, serialNum: 'DEMO-000002', count: 2, amount: 750 }]
              : [
                  { goodsId: 1, goodsName: 'Cola', count: 2, amount: 700 },
                  { goodsId: null, goodsName: null, count: 694, amount: 600 },
                  { goodsId: 77, goodsName: null, count: 1, amount: 120 },
                ],
        }),
      'POST /payOrderStats/trend': () =>
        ok({
          currency: 'JPY',
          digits: 0,
          list: [
            { day: '2025-01-01', count: 2, amount: 300 },
            { day: '2025-01-02', count: 1, amount: 150 },
          ],
        }),
      'POST /payOrderStats/regression': () =>
        ok({ currency: 'JPY', digits: 0, slope: 25, intercept: 190, r2: 0.0456204, days: 5, averageDaily: 240, total: 1200 }),
      'POST /payOrderStats/statPage': () =>
        ok({
          currency: 'JPY',
          digits: 0,
          list: [
            { day: '2025-01-05', deviceId: 2, serialNum: 'DEMO-000002', orgName: 'Tokyo Vending', count: 1, amount: 250, cashAmount: 250, onlineAmount: 0 },
          ],
          total: 1,
        }),
    });
    const { container } = renderScreen(<VendingSummary declaration={vendingSummary} />, {
      resource: 'vending-summary',
      route: '/vending-summary',
      path: '/vending-summary',
      access: ['vendingOrder.stats'],
    });
    await waitFor(() => expect(container.querySelector('[data-figure="slope"] dd')?.textContent).toBe('25.00'));
    expect(container.querySelector('[data-figure="intercept"] dd')?.textContent).toBe('190.00');
    expect(container.querySelector('[data-figure="r2"] dd')?.textContent).toBe('0.0456');
    expect(container.querySelector('[data-figure="total"] dd')?.textContent).toBe('¥1,200');
    expect(await within(screen.getByRole('region', { name: 'Best-selling goods' })).findByText('Cola')).toBeTruthy();
    // no nameless entry: sales on a lane without a good, and a good since deleted, say so
    const top = screen.getByRole('region', { name: 'Best-selling goods' });
    expect(within(top).getByText('Sales on lanes without a good')).toBeTruthy();
    expect(within(top).getByText('(deleted good #77)')).toBeTruthy();
    expect(within(top).queryByText('—')).toBeNull();
    expect(await within(screen.getByRole('region', { name: 'Best-selling devices' })).findByText('DEMO-000002')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Per day and device' })).findByText('2025-01-05')).toBeTruthy();
  });
});

describe('accessibility (ja)', () => {
  const ROUTES = {
    'POST /cashPayInfo/get/5': () => ok(REVOKED),
    'POST /cashPayStats/getCashPayStatsTotal': () => ok([{ currency: 'JPY', digits: 0, count: 3, amount: 4500, deviceCount: 2 }]),
    'POST /cashPayStats/getCashPayStatsList': () => ok({ list: [{ day: '2026-11-20', currency: 'JPY', digits: 0, count: 3, amount: 4500 }], total: 1 }),
    'POST /payOrderSnapshoot/pageList': () =>
      ok({
        list: [
          {
            id: 1,
            orderNumber: 'O-1',
            serialNum: 'DEMO-000001',
            laneNo: '2',
            goodsName: 'コーラ',
            amount: 160,
            currency: 'JPY',
            result: 'ok',
            payKind: 'cash',
            payType: null,
            payStatus: 'normal',
            revoked: false,
            soldAt: '2026-11-20T01:00:00Z',
          },
        ],
        total: 1,
      }),
    'POST /payOrderStats/top': () => ok({ currency: 'JPY', digits: 0, list: [{ goodsId: 1, goodsName: 'コーラ', count: 2, amount: 700 }] }),
    'POST /payOrderStats/trend': () => ok({ currency: 'JPY', digits: 0, list: [{ day: '2025-01-01', count: 2, amount: 300 }] }),
    'POST /payOrderStats/regression': () => ok({ currency: 'JPY', digits: 0, slope: null, intercept: null, r2: null, days: 1, averageDaily: 300, total: 300 }),
    'POST /payOrderStats/statPage': () => ok({ currency: 'JPY', digits: 0, list: [], total: 0 }),
  };
  const SCREENS: [string, ReactElement, { resource: string; route: string; path: string; access: string[] }][] = [
    [
      'cash payment detail',
      <CashPaymentDetail declaration={cashPayments} />,
      { resource: 'cash-payments', route: '/cash-payments/:id/show', path: '/cash-payments/5/show', access: ['cashPay.view'] },
    ],
    [
      'cash summary',
      <CashSummary declaration={cashSummary} />,
      { resource: 'cash-summary', route: '/cash-summary', path: '/cash-summary', access: ['cashStats.view'] },
    ],
    [
      'vending orders',
      <VendingOrderList declaration={vendingOrders} />,
      { resource: 'vending-orders', route: '/vending-orders', path: '/vending-orders', access: ['vendingOrder.view', 'vendingOrder.export'] },
    ],
    [
      'vending summary',
      <VendingSummary declaration={vendingSummary} />,
      { resource: 'vending-summary', route: '/vending-summary', path: '/vending-summary', access: ['vendingOrder.stats'] },
    ],
  ];
  for (const [name, ui, opts] of SCREENS) {
    it(`${name}: no axe violation`, async () => {
      fakeApi(ROUTES);
      const { container } = renderScreen(ui, { ...opts, locale: 'ja' });
      await waitFor(() => expect(container.querySelector('table, dl')).toBeTruthy());
      await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`)).toEqual([]);
    });
  }
});
