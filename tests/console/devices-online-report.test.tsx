/**
 * The device online report (screens/devices/OnlineReport.tsx) over a test double of the server: the
 * devices connected now by model and organisation, yesterday's figures with its least online devices, the
 * figures per day for the last week at first; a range over 31 days or ending before it starts refused
 * under the end day with the server's own message before anything is sent; a good range asked for; an
 * organisation chosen narrows every call to it; a refusal shown as the server's message.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deviceOnline } from '../../resources/devices/online-report';
import { OnlineReport, addDays, dayRangeProblem, tokyoToday } from '../../src/console/screens/devices/OnlineReport';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { ERRORS } from '../../src/domain/errors';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';

const counts = (total: number, online: number, offline: number, neverConnected: number) => ({ total, online, offline, neverConnected });
const STATUS = {
  ...counts(12, 5, 6, 1),
  byModel: [{ productId: 1, model: 'VM-COLD-01', productName: 'Cold vending', ...counts(8, 4, 3, 1) }],
  byOrg: [
    { orgId: 4, orgName: 'Tokyo Vending', ...counts(9, 5, 4, 0) },
    { orgId: null, orgName: null, ...counts(3, 0, 2, 1) },
  ],
};
const PRE_DAY = {
  day: '2026-11-22',
  deviceCount: 10,
  onlineDevices: 8,
  onlineRate: 0.8,
  avgOnlineHours: 12.5,
  timeRate: 0.5208,
  devices: {
    total: 10,
    list: [{ serialNum: 'DEMO-000007', name: 'Lobby', orgName: 'Tokyo Vending', onlineSeconds: 5400, onlineHours: 1.5, onlineRate: 0.0625, sessions: 2 }],
  },
};
const day = (d: string, deviceCount = 10, onlineDevices = 7) => ({
  day: d,
  deviceCount,
  onlineDevices,
  onlineRate: onlineDevices / deviceCount,
  avgOnlineHours: 6,
  timeRate: 0.25,
});

const routes = {
  'GET /device/report/OnlineStatus': () => ok(STATUS),
  'GET /bi/deviceOnline/preDayMultiDeviceStats': () => ok(PRE_DAY),
  'GET /bi/deviceOnline/multiDayMultiDeviceStats': (c: { query: Record<string, string> }) => ok([day(c.query.startDate), day(c.query.endDate, 10, 9)]),
  'POST /open/customer/orgList': () => ok([{ id: 4, name: 'Tokyo Vending', type: 'merchant', parentId: 2 }]),
};

/** A figure's label and value as shown in one part of the report. */
function figure(part: HTMLElement, name: string): string | null | undefined {
  const item = part.querySelector(`[data-figure="${name}"]`);
  return item?.querySelector('dd')?.textContent;
}

function renderReport(access = ['device.view'], locale: 'en' | 'ja' = 'en') {
  return renderScreen(<OnlineReport declaration={deviceOnline} />, { resource: 'deviceOnline', route: '/deviceOnline', path: '/deviceOnline', access, locale });
}

describe('the range rule', () => {
  it("is the server's: both days, start not after end, at most 31 days inclusive", () => {
    expect(dayRangeProblem('2026-01-01', '2026-01-31')).toBeUndefined();
    expect(dayRangeProblem('2026-01-01', '2026-02-01')).toEqual({ field: 'endDate', key: 'validation.reportRange' });
    expect(dayRangeProblem('2026-01-02', '2026-01-01')).toEqual({ field: 'endDate', key: 'validation.reportRange' });
    expect(dayRangeProblem('', '2026-01-01')?.key).toBe('validation.required');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // Tokyo is ahead of UTC: 20:00 UTC is already the next day there
    expect(tokyoToday(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
  });
});

describe('device online report', () => {
  it('shows the devices connected now, yesterday and the last week, as the server counts them', async () => {
    const api = fakeApi(routes);
    renderReport();
    const now = await screen.findByRole('region', { name: 'Connected now' });
    await waitFor(() => expect(figure(now, 'total')).toBe('12'));
    expect(figure(now, 'online')).toBe('5');
    expect(figure(now, 'offline')).toBe('6');
    expect(figure(now, 'neverConnected')).toBe('1');
    const byModel = await within(now).findByRole('table', { name: 'By model' });
    expect(within(byModel).getByText('VM-COLD-01')).toBeTruthy();
    const byOrg = within(now).getByRole('table', { name: 'By organisation' });
    expect(within(byOrg).getByText('Tokyo Vending')).toBeTruthy();
    expect(within(byOrg).getByText('Not assigned (stock)')).toBeTruthy();

    const yesterday = screen.getByRole('region', { name: 'Yesterday' });
    await waitFor(() => expect(within(yesterday).getByText('2026-11-22')).toBeTruthy());
    expect(figure(yesterday, 'deviceCount')).toBe('10');
    expect(figure(yesterday, 'onlineDevices')).toBe('8');
    expect(figure(yesterday, 'offlineDevices')).toBe('2');
    expect(figure(yesterday, 'onlineRate')).toBe('80%');
    expect(figure(yesterday, 'timeRate')).toBe('52.1%');
    const devices = within(yesterday).getByRole('table', { name: 'Per device (least online first)' });
    expect(within(devices).getByText('DEMO-000007')).toBeTruthy();
    expect(within(devices).getByText('1 hour 30 minutes')).toBeTruthy();
    expect(within(devices).getByText('6.3%')).toBeTruthy();

    const days = screen.getByRole('region', { name: 'Per day' });
    const table = await within(days).findByRole('table', { name: 'Per day' });
    const today = tokyoToday();
    expect(within(table).getByText(today)).toBeTruthy();
    expect(within(table).getByText(addDays(today, -6))).toBeTruthy();
    expect(api.to('GET /bi/deviceOnline/multiDayMultiDeviceStats')[0].query).toEqual({ startDate: addDays(today, -6), endDate: today });
    expect(api.to('GET /bi/deviceOnline/preDayMultiDeviceStats')[0].query).toEqual({ pageNum: '1', pageSize: '10' });
    expect(api.to('GET /device/report/OnlineStatus')[0].query).toEqual({});
    // without org.view there is no organisation to choose
    expect(screen.queryByRole('combobox', { name: 'Organisation' })).toBeNull();
  });

  it('refuses a range over 31 days before sending, then asks for a good one', async () => {
    const api = fakeApi(routes);
    renderReport(['device.view'], 'ja');
    const days = await screen.findByRole('region', { name: '日別の稼働' });
    await within(days).findByRole('table', { name: '日別の稼働' });
    const sent = api.to('GET /bi/deviceOnline/multiDayMultiDeviceStats').length;
    fireEvent.change(within(days).getByLabelText('開始日'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(days).getByLabelText('終了日'), { target: { value: '2026-02-01' } });
    fireEvent.click(within(days).getByRole('button', { name: '表示' }));
    expect(await within(days).findByText(VALIDATION_MESSAGES['validation.reportRange'].ja)).toBeTruthy();
    expect(api.to('GET /bi/deviceOnline/multiDayMultiDeviceStats')).toHaveLength(sent);

    fireEvent.change(within(days).getByLabelText('終了日'), { target: { value: '2026-01-31' } });
    fireEvent.click(within(days).getByRole('button', { name: '表示' }));
    await waitFor(() => expect(api.to('GET /bi/deviceOnline/multiDayMultiDeviceStats')).toHaveLength(sent + 1));
    expect(api.to('GET /bi/deviceOnline/multiDayMultiDeviceStats').at(-1)!.query).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(await within(days).findByText('2026-01-31')).toBeTruthy();
    expect(within(days).queryByText(VALIDATION_MESSAGES['validation.reportRange'].ja)).toBeNull();
  });

  it('narrows every call to the organisation chosen', async () => {
    const api = fakeApi(routes);
    renderReport(['device.view', 'org.view']);
    const org = await screen.findByRole('combobox', { name: 'Organisation' });
    fireEvent.mouseDown(org);
    fireEvent.click(await screen.findByRole('option', { name: 'Tokyo Vending' }));
    await waitFor(() => {
      expect(api.to('GET /device/report/OnlineStatus').at(-1)!.query).toEqual({ orgId: '4' });
      expect(api.to('GET /bi/deviceOnline/preDayMultiDeviceStats').at(-1)!.query).toEqual({ orgId: '4', pageNum: '1', pageSize: '10' });
      expect(api.to('GET /bi/deviceOnline/multiDayMultiDeviceStats').at(-1)!.query.orgId).toBe('4');
    });
  });

  it('shows a refusal as the server says it', async () => {
    fakeApi({ ...routes, 'GET /device/report/OnlineStatus': () => refuse(403, 200006, ERRORS[200006].msg.en) });
    renderReport();
    const now = await screen.findByRole('region', { name: 'Connected now' });
    expect(await within(now).findByText(ERRORS[200006].msg.en)).toBeTruthy();
  });
});
