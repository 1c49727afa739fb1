/**
 * Payment orders in the console: the bills list shows amounts with the currency's digits (JPY none, USD two)
 * and revoked orders marked, and sends its filters to /das/payOrder/pageList; the refund dialog converts the
 * typed major-unit amount with the domain's toMinorUnits (a JPY fraction is refused before anything is
 * sent) and shows the minor amount sent; the refund password screen checks the two entries match before
 * sending /pay/refundPwd/set.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { payOrders } from '../../resources/payments/pay-orders';
import { refundPassword } from '../../resources/payments/refund-password';
import { fakeApi, ok, refuse } from './fakeApi';
import { adminFor, menuAnswer } from './harness';

const at = '2026-11-01T00:00:00.000Z';
const ORDER = {
  id: 11,
  orderNumber: 'ORD-JPY-1',
  serialNum: 'DEMO-000001',
  deviceName: '渋谷1号機',
  orgName: '渋谷駅前店',
  amount: 500,
  refundedAmount: 0,
  refundReserved: 0,
  currency: 'JPY',
  payType: 205,
  status: 'paid',
  refundStatus: 'none',
  revoked: false,
  revokedAt: null,
  channel: 'sandbox',
  gatewayTradeNo: 'SBX-ORD-JPY-1-P',
  gatewayCostMs: 120,
  gatewayCode: 'SUCCESS',
  laneNo: '1',
  goodsId: null,
  goodsName: null,
  createdAt: at,
  paidAt: at,
};
const USD = {
  ...ORDER,
  id: 12,
  orderNumber: 'ORD-USD-1',
  amount: 1234,
  refundedAmount: 34,
  currency: 'USD',
  payType: 2,
  refundStatus: 'partial',
  revoked: false,
};
const REVOKED = { ...ORDER, id: 13, orderNumber: 'ORD-REV-1', revoked: true };
const ACCESS = ['payOrder.view', 'payOrder.export', 'payOrder.refund', 'payOrder.revoke', 'payOrder.resolve', 'refundPwd.view', 'refundPwd.update'];
const routes = menuAnswer([payOrders, refundPassword]);

const renderAdmin = adminFor({ resources: [payOrders, refundPassword], access: ACCESS, locale: 'en' });

describe('payment orders list', () => {
  it("shows amounts with the currency's digits and revoked orders marked, and filters through pageList", { timeout: 90_000 }, async () => {
    const api = fakeApi({ ...routes, 'POST /das/payOrder/pageList': () => ok({ list: [ORDER, USD, REVOKED], total: 3 }) });
    renderAdmin('/pay-orders');
    const table = await screen.findByRole('table', { name: 'Payment orders' });
    const rows = within(table).getAllByRole('row');
    // the one money formatter: the currency's digits, the symbol where English puts it
    expect(within(rows[1]).getByText('¥500')).toBeTruthy();
    expect(within(rows[2]).getByText('$12.34')).toBeTruthy();
    expect(within(rows[2]).getByText('$0.34')).toBeTruthy();
    expect(within(rows[3]).getByText('Revoked')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'ORD-' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.to('POST /das/payOrder/pageList').at(-1)?.body).toEqual({ orderNumber: 'ORD-', pageNum: 1, pageSize: 20 }));
  });
});

describe('payment orders list in Japanese', () => {
  it('shows amounts as Japanese places the symbol and methods by their translated names, as the bill summary does', { timeout: 90_000 }, async () => {
    fakeApi({ ...routes, 'POST /das/payOrder/pageList': () => ok({ list: [ORDER, USD, { ...REVOKED, payType: 211 }], total: 3 }) });
    renderAdmin('/pay-orders', ACCESS, { locale: 'ja' });
    await screen.findByText('ORD-USD-1');
    const row = (n: string) => screen.getByText(n).closest('tr') as HTMLElement;
    expect(within(row('ORD-JPY-1')).getByText('￥500')).toBeTruthy();
    expect(within(row('ORD-USD-1')).getByText('$12.34')).toBeTruthy();
    expect(within(row('ORD-USD-1')).getByText('アリペイ（支付宝）')).toBeTruthy();
    expect(within(row('ORD-REV-1')).getByText('メルペイ')).toBeTruthy();
    expect(screen.queryByText('Alipay')).toBeNull();
    expect(screen.queryByText('MerPay')).toBeNull();
  });
});

describe('bill history', () => {
  it("names who made each change in the reader's language: the device, the automatic re-query, a person, never a raw tag", { timeout: 90_000 }, async () => {
    fakeApi({
      ...routes,
      'GET /das/payOrder/get/11': () =>
        ok({
          ...ORDER,
          refunds: [],
          events: [
            { id: 1, kind: 'created', before: null, after: { status: 'unpaid' }, operator: null, note: 'device', createdAt: at },
            { id: 2, kind: 'status', before: { status: 'unpaid' }, after: { status: 'paid' }, operator: null, note: 'requery', createdAt: at },
            { id: 3, kind: 'revoke', before: { revoked: false }, after: { revoked: true }, operator: '山田', note: '誤購入', createdAt: at },
          ],
        }),
      'POST /das/payOrder/trace': () => ok({ orderNumber: ORDER.orderNumber, events: [], pushes: [] }),
    });
    renderAdmin('/pay-orders/11/show', ACCESS, { locale: 'ja' });
    const table = await screen.findByRole('table', { name: '変更履歴' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.map((r) => [r[2], r[5]])).toEqual([
      ['デバイス（決済報告）', '—'],
      ['決済事業者への自動再照会', '—'],
      ['山田', '誤購入'],
    ]);
    expect(within(table).queryByText('device')).toBeNull();
  });
});

describe('refund dialog', () => {
  it('refuses a JPY fraction before sending, and sends the minor amount with the password and a key', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'GET /das/payOrder/get/11': () =>
        ok({ ...ORDER, refunds: [], events: [{ id: 1, kind: 'created', before: null, after: { status: 'paid' }, operator: null, note: null, createdAt: at }] }),
      'POST /das/payOrder/trace': () =>
        ok({
          orderNumber: ORDER.orderNumber,
          events: [],
          pushes: [
            {
              requestId: 'r1',
              type: 0,
              typeName: 'pay',
              status: 'SUBOK',
              statusShown: 'succeeded',
              createdAt: at,
              stages: [
                { stage: 'apiSent', at },
                { stage: 'deviceReceived', at },
              ],
            },
          ],
        }),
      'POST /pay/refundPwd/getSetPwd': () => ok({ set: true }),
      'POST /das/payOrder/refund': (c) =>
        (c.body as any).refundPassword === '1234' ? ok({ refundNo: 'RF123456789', status: 'success' }) : refuse(400, 207035, 'Wrong refund password'),
    });
    renderAdmin('/pay-orders/11/show');
    expect(await screen.findByText('Payment order ORD-JPY-1')).toBeTruthy();
    expect(await screen.findByText('Server sent → Device received')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/Refund amount \(JPY\)/);
    fireEvent.change(amount, { target: { value: '100.5' } });
    expect(within(dialog).getByText(/JPY: at most 0 decimals/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Refund password/), { target: { value: '9999' } });
    expect((within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '600' } });
    expect((within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '300' } });
    expect(within(dialog).getByText('Amount sent: 300 (minor units)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Wrong refund password')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Refund password/), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.to('POST /das/payOrder/refund')).toHaveLength(2));
    const [first, second] = api.to('POST /das/payOrder/refund').map((c) => c.body as Record<string, unknown>);
    expect(second).toMatchObject({ orderNumber: 'ORD-JPY-1', amount: 300, refundPassword: '1234' });
    // the same dialog is one refund: a retry carries the same idempotency key
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(await screen.findByText(/Refund RF123456789/)).toBeTruthy();
  });

  it('converts a USD amount to cents', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'GET /das/payOrder/get/12': () => ok({ ...USD, refundReserved: 34, refunds: [], events: [] }),
      'POST /das/payOrder/trace': () => ok({ orderNumber: USD.orderNumber, events: [], pushes: [] }),
      'POST /pay/refundPwd/getSetPwd': () => ok({ set: true }),
      'POST /das/payOrder/refund': () => ok({ refundNo: 'RF987654321', status: 'unknown' }),
    });
    renderAdmin('/pay-orders/12/show');
    const refund = await screen.findByRole('button', { name: 'Refund' });
    // partly refunded: no revoke, and the reason said where the button is
    const revoke = screen.getByRole('button', { name: 'Revoke' });
    expect(revoke.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(revoke.getAttribute('aria-describedby')!)!.textContent).toBe('An order with refunds cannot be revoked');
    fireEvent.click(refund);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Refundable: $12.00')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Refund amount \(USD\)/), { target: { value: '1.5' } });
    fireEvent.change(within(dialog).getByLabelText(/Refund password/), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.to('POST /das/payOrder/refund')[0]?.body).toMatchObject({ amount: 150, orderNumber: 'ORD-USD-1' }));
  });
});

describe('refund password screen', () => {
  it('checks the two entries match, then sets it', { timeout: 90_000 }, async () => {
    let set = false;
    const api = fakeApi({
      ...routes,
      'POST /pay/refundPwd/getSetPwd': () => ok({ set }),
      'POST /pay/refundPwd/set': () => {
        set = true;
        return ok(null);
      },
    });
    renderAdmin('/refund-password');
    expect(await screen.findByText(/No refund password yet/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: '1235' } });
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Set' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(api.to('POST /pay/refundPwd/set')[0]?.body).toEqual({ password: '1234', confirmPassword: '1234' }));
    expect(await screen.findByText(/The refund password is set/)).toBeTruthy();
  });
});
