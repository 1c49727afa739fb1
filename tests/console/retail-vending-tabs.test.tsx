/**
 * The device detail's vending tabs (src/console/screens/devices/detail/vendingTabs.ts) over a test double of
 * the server: vending management shows the lane, goods, day and hour reports of the range and the currency,
 * refuses a range over 30 days in the browser, and offers the export only to those who may; printing lists
 * the records with their status and why one failed, checks the text before sending, and sends; replenish
 * shows the last and next replenishment and saves the plan. Each in the user's language.
 */
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VENDING_TABS } from '../../src/console/screens/devices/detail/vendingTabs';
import { VendingTab } from '../../src/console/screens/devices/detail/VendingTab';
import { PrintingTab } from '../../src/console/screens/devices/detail/PrintingTab';
import { ReplenishTab } from '../../src/console/screens/devices/detail/ReplenishTab';
import { toLocalInput } from '../../src/console/screens/devices/detail/telemetryParts';
import { messagesFor } from '../../src/console/i18n/all';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { fakeApi, ok } from './fakeApi';
import { renderScreen } from './accounts-support';
import { vendingRoutes } from './vending-fixtures';

const SERIAL = 'DEMO-000001';
const DEVICE = { serialNum: SERIAL, id: 1 };
const VIEW = ['device.view', 'vending.view'];
const ALL = [...VIEW, 'vending.export', 'vending.print', 'vending.replenishTime'];

function renderTab(ui: ReactElement, access: string[] = ALL, locale: 'en' | 'ja' | 'zh-CN' | 'zh-TW' = 'en') {
  return renderScreen(<Suspense fallback={null}>{ui}</Suspense>, {
    resource: 'devices',
    route: '/devices/:id/show',
    path: `/devices/${SERIAL}/show`,
    access,
    locale,
  });
}

function tableText(table: HTMLElement) {
  const rows = within(table).getAllByRole('row');
  return {
    headers: within(rows[0])
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
    rows: rows.slice(1).map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ),
  };
}

describe('vending tabs registry', () => {
  it('places vending management, printing and replenish where the spec lists them, behind vending.view, titled in every language', () => {
    expect(VENDING_TABS.map((t) => [t.key, t.order, t.permission])).toEqual([
      ['vending', 40, 'vending.view'],
      ['printing', 230, 'vending.view'],
      ['replenish', 280, 'vending.view'],
    ]);
    const titles = (locale: 'ja' | 'en' | 'zh-CN' | 'zh-TW') => {
      const m = messagesFor(locale) as unknown as Record<string, unknown>;
      return VENDING_TABS.map((t) => t.label.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], m));
    };
    expect(titles('ja')).toEqual(['販売管理', '印刷', '補充']);
    expect(titles('en')).toEqual(['Vending management', 'Printing', 'Replenish']);
    expect(titles('zh-CN')).toEqual(['售货管理', '打印', '补货']);
    expect(titles('zh-TW')).toEqual(['售貨管理', '列印', '補貨']);
  });
});

describe('vending management', () => {
  it('shows the reports of the last 7 days by lane, goods, day and hour, and the currency', async () => {
    const api = fakeApi(vendingRoutes(SERIAL));
    renderTab(<VendingTab device={DEVICE} />);
    const lanes = await screen.findByRole('table', { name: 'Sales by lane' });
    expect(tableText(lanes)).toEqual({
      headers: ['Lane', 'Goods', 'Sold', 'Sales', 'Failed'],
      rows: [
        ['1', 'お茶 500ml', '2', '¥300', '0'],
        ['2', 'None set', '1', '¥130', '1'],
      ],
    });
    expect(screen.getByText('Total: sales ¥430, 3 sold, 1 failed')).toBeTruthy();
    expect(tableText(await screen.findByRole('table', { name: 'Sales by goods' })).rows).toEqual([
      ['お茶 500ml', '2', '¥300', '1'],
      ['None set', '1', '¥130', '1'],
    ]);
    expect(tableText(screen.getByRole('table', { name: 'Sales by day' })).rows).toEqual([['2026-03-01', '3', '¥430']]);
    const hours = tableText(await screen.findByRole('table', { name: 'Sales by hour of day (Japan time)' }));
    expect(hours.rows).toHaveLength(24);
    expect(hours.rows[10]).toEqual(['10:00', '3', '¥430']);
    expect(await screen.findByText('JPY (¥)')).toBeTruthy();
    expect(screen.getByText(/Default \(the device reported none\)/)).toBeTruthy();
    expect(screen.getByText('No changes')).toBeTruthy();
    const [call] = api.to(`POST /channelReport/getChannelReportAmount/${SERIAL}`);
    const body = call.body as { startTime: string; endTime: string };
    expect(Date.parse(body.endTime) - Date.parse(body.startTime)).toBe(7 * 86400_000);
    expect(api.to(`POST /channelReport/getChannelReportTime/${SERIAL}`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('refuses a range over 30 days in the browser, with the translated message, and sends nothing', async () => {
    const api = fakeApi(vendingRoutes(SERIAL));
    renderTab(<VendingTab device={DEVICE} />, ALL, 'ja');
    await screen.findByRole('table', { name: 'レーン別の売上' });
    const before = api.to(`POST /channelReport/getChannelReportAmount/${SERIAL}`).length;
    const start = document.getElementById('vending-report-start') as HTMLInputElement;
    fireEvent.change(start, { target: { value: toLocalInput(new Date(Date.now() - 40 * 86400_000)) } });
    fireEvent.click(screen.getByRole('button', { name: '表示' }));
    expect(await screen.findByText(VALIDATION_MESSAGES['validation.range30Days'].ja)).toBeTruthy();
    expect(api.to(`POST /channelReport/getChannelReportAmount/${SERIAL}`)).toHaveLength(before);
  });

  it('says when there were no sales; no export without vending.export', async () => {
    fakeApi({
      ...vendingRoutes(SERIAL),
      [`POST /channelReport/getChannelReportAmount/${SERIAL}`]: () => ok({ total: { amount: 0, count: 0, failedCount: 0 }, list: [] }),
      [`POST /channelReport/getChannelReportTime/${SERIAL}`]: () => ok(Array.from({ length: 24 }, (_, hour) => ({ hour, amount: 0, count: 0 }))),
    });
    renderTab(<VendingTab device={DEVICE} />, VIEW, 'zh-TW');
    expect((await screen.findAllByText('該期間沒有銷售')).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button', { name: '匯出' })).toBeNull();
  });
});

describe('printing', () => {
  it('lists the prints with their status and why one failed', async () => {
    fakeApi(vendingRoutes(SERIAL));
    renderTab(<PrintingTab device={DEVICE} />);
    const table = await screen.findByRole('table', { name: 'Print records' });
    const { headers, rows } = tableText(table);
    expect(headers).toEqual(['Sent at', 'Text to print', 'Copies', 'Status', 'Reason', 'Deadline', 'Answered at', 'Sent by']);
    expect(rows.map((r) => [r[1], r[3], r[4]])).toEqual([
      ['late', 'Failed', 'Timed out'],
      ['paper test', 'Failed', 'The device answered an error (paper out)'],
      ['receipt', 'Done', '—'],
    ]);
  });

  it('checks the text before sending, then sends the command and asks for the list again', async () => {
    const api = fakeApi({ ...vendingRoutes(SERIAL), 'POST /vendingPrint/sendCommand': () => ok({ id: 4, requestId: 'd' }) });
    renderTab(<PrintingTab device={DEVICE} />, ALL, 'ja');
    const form = await screen.findByRole('form', { name: '印刷を送信' });
    fireEvent.click(within(form).getByRole('button', { name: '印刷を送信' }));
    await waitFor(() => expect(document.getElementById('vending-print-content-helper-text')).toBeTruthy());
    expect(api.to('POST /vendingPrint/sendCommand')).toHaveLength(0);
    fireEvent.change(document.getElementById('vending-print-content')!, { target: { value: 'テスト印刷' } });
    fireEvent.change(document.getElementById('vending-print-copies')!, { target: { value: '2' } });
    const lists = api.to('POST /vendingPrint/pageList').length;
    fireEvent.click(within(form).getByRole('button', { name: '印刷を送信' }));
    await waitFor(() => expect(api.to('POST /vendingPrint/sendCommand')).toHaveLength(1));
    expect(api.to('POST /vendingPrint/sendCommand')[0].body).toEqual({ serialNum: SERIAL, content: 'テスト印刷', copies: 2, timeoutSeconds: 60 });
    expect(await screen.findByText('印刷コマンドを送信しました')).toBeTruthy();
    await waitFor(() => expect(api.to('POST /vendingPrint/pageList').length).toBeGreaterThan(lists));
  });

  it('filters by status, and shows no send form without vending.print', async () => {
    const api = fakeApi(vendingRoutes(SERIAL));
    renderTab(<PrintingTab device={DEVICE} />, VIEW);
    await screen.findByRole('table', { name: 'Print records' });
    expect(screen.queryByRole('form', { name: 'Send print' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(api.to('POST /vendingPrint/pageList').some((c) => (c.body as { status?: string }).status === 'failed')).toBe(true));
  });
});

describe('replenish', () => {
  it('shows the last and next replenishment and the plan, and saves a new plan', async () => {
    const api = fakeApi({
      ...vendingRoutes(SERIAL),
      'POST /channelGoods/setReplenishTime': () =>
        ok({ lastReplenishAt: null, replenishTime: '07:15', intervalDays: 3, nextReplenishAt: null, updatedAt: null, updatedBy: null }),
    });
    renderTab(<ReplenishTab device={DEVICE} />);
    expect(await screen.findByText('Every 2 days at 09:30')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Replenish time' });
    fireEvent.change(document.getElementById('vending-replenish-interval')!, { target: { value: '31' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.getElementById('vending-replenish-interval-helper-text')).toBeTruthy());
    expect(api.to('POST /channelGoods/setReplenishTime')).toHaveLength(0);
    fireEvent.change(document.getElementById('vending-replenish-interval')!, { target: { value: '3' } });
    fireEvent.change(document.getElementById('vending-replenish-time')!, { target: { value: '07:15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST /channelGoods/setReplenishTime')).toHaveLength(1));
    expect(api.to('POST /channelGoods/setReplenishTime')[0].body).toEqual({ serialNum: SERIAL, replenishTime: '07:15', intervalDays: 3 });
    expect(await screen.findByText('The replenishment plan was saved')).toBeTruthy();
  });

  it('without a plan says so, in Simplified Chinese; no form without vending.replenishTime', async () => {
    fakeApi({
      ...vendingRoutes(SERIAL),
      [`POST /channelGoods/getReplenishTime/${SERIAL}`]: () =>
        ok({ lastReplenishAt: null, replenishTime: null, intervalDays: null, nextReplenishAt: null, updatedAt: null, updatedBy: null }),
    });
    renderTab(<ReplenishTab device={DEVICE} />, VIEW, 'zh-CN');
    expect(await screen.findByText('尚未补货')).toBeTruthy();
    expect(screen.getAllByText('未设置计划').length).toBe(3);
    expect(screen.queryByRole('form')).toBeNull();
  });
});
