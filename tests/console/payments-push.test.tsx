/**
 * The pay config push plan screen (screens/payments/push/PayPushPlan.tsx), the binding screen and the
 * payee QR code form over a test double of the server: devices to push shown pushable or not with the
 * reason; selected devices pushed and the outcome told; the pushed tab re-pushes and takes devices off
 * after a confirmation; the history tab shows results and deletes rows; actions hidden without the codes;
 * a QR code amount sent in minor units (JPY without decimals refused before anything is sent).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { payPush } from '../../resources/payments/pay-push';
import { payBinding } from '../../resources/payments/pay-binding';
import { PayPushPlan } from '../../src/console/screens/payments/push/PayPushPlan';
import { PayBinding } from '../../src/console/screens/payments/push/PayBinding';
import { QrcodeSet } from '../../src/console/screens/payments/push/QrcodeSet';
import { PAY_TABS } from '../../src/console/screens/devices/detail/payTabs';
import { DEVICE_TABS } from '../../src/console/screens/devices/detail/tabs';
import { fakeApi, ok, refuse, type RecordedCall } from './fakeApi';
import { renderScreen } from './accounts-support';

const REQ = '7d2f0a1e-5b3c-4e8a-9f10-2a3b4c5d6e7f';
const PLAN = [
  {
    serialNum: 'DEMO-000090',
    deviceName: 'Marunouchi 2',
    orgName: 'Tokyo Vending',
    configId: 1,
    configName: 'TV sandbox',
    status: 'pushable',
    reason: null,
    requestId: null,
    pushResult: null,
    pushedAt: null,
  },
  {
    serialNum: 'DEMO-000091',
    deviceName: 'Marunouchi 3',
    orgName: 'Tokyo Vending',
    configId: 1,
    configName: 'TV sandbox',
    status: 'notPushable',
    reason: 'offline',
    requestId: null,
    pushResult: null,
    pushedAt: null,
  },
];
const STAGES = ['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived'].map((stage, i) => ({
  stage,
  at: new Date(Date.UTC(2026, 10, 20, 3, 0, 0, i * 10)).toISOString(),
}));
const PUSHED = [
  {
    serialNum: 'DEMO-000092',
    deviceName: 'Marunouchi 4',
    orgName: 'Tokyo Vending',
    configName: 'TV sandbox',
    requestId: REQ,
    pushedAt: '2026-11-20T03:00:00Z',
    pushedBy: 'Suzuki',
    stages: STAGES,
  },
];
const HISTORY = [
  {
    id: 7,
    serialNum: 'DEMO-000092',
    orgName: 'Tokyo Vending',
    configName: 'TV sandbox',
    requestId: REQ,
    result: 'succeeded',
    pushedAt: '2026-11-20T03:00:00Z',
    pushedBy: 'Suzuki',
    stages: STAGES,
  },
  {
    id: 6,
    serialNum: 'DEMO-000092',
    orgName: 'Tokyo Vending',
    configName: 'TV sandbox',
    requestId: '11111111-2222-4333-8444-555555555555',
    result: 'expired',
    pushedAt: '2026-11-19T03:00:00Z',
    pushedBy: 'Suzuki',
    stages: STAGES.slice(0, 1),
  },
];

const routes = () => ({
  'POST /aiot/payChannelDevice/notPushedPageList': () => ok({ list: PLAN, total: PLAN.length }),
  'POST /aiot/payChannelDevice/pushedPageList': () => ok({ list: PUSHED, total: 1 }),
  'POST /aiot/payChannelPushHistory/pageList': () => ok({ list: HISTORY, total: 2 }),
  ...TARGET_ROUTES,
  'POST /aiot/payChannelPush/push': () =>
    ok({ pushed: [{ serialNum: 'DEMO-000090', requestId: REQ }], skipped: [{ serialNum: 'DEMO-000091', reason: 'offline' }] }),
  'POST /aiot/payChannelDevice/pushedDelete': () => ok({ removed: 1 }),
  'POST /aiot/payChannelPushHistory/deleteByParams': () => ok({ removed: 1 }),
});

const ALL = ['payPush.view', 'payPush.push', 'payPush.delete', 'device.view'];
const renderPlan = (access = ALL, locale: 'en' | 'ja' = 'en') =>
  renderScreen(<PayPushPlan declaration={payPush} />, { resource: 'payPush', route: '/payPush', path: '/payPush', access, locale });

/** The targeting control's calls: the server resolves the picked devices (here: all of them counted). */
const TARGET_ROUTES = {
  'POST /device/product/list': () => ok([]),
  'POST /device/pageListFast': () => ok({ list: [], total: 0 }),
  'POST /device/target/resolve': (c: RecordedCall) => {
    const { serialNums = [] } = (c.body as { filter: { serialNums?: string[] } }).filter;
    return ok({ count: serialNums.length, serialNums });
  },
};

/** In the targeting dialog: the count shown, the send pressed, "Send to N devices?" confirmed. */
async function sendInDialog(label: string, count: number) {
  const targets = await screen.findByRole('dialog', { name: label });
  await within(targets).findByText(count === 1 ? '1 device chosen' : `${count} devices chosen`);
  fireEvent.click(within(targets).getByRole('button', { name: label }));
  const asked = await screen.findByRole('dialog', { name: count === 1 ? 'Send to 1 device?' : `Send to ${count} devices?` });
  fireEvent.click(within(asked).getByRole('button', { name: label }));
}

describe('push plan screen', () => {
  it('lists devices to push, pushable or not with the reason, and pushes the selected ones', async () => {
    const api = fakeApi(routes());
    renderPlan();
    expect(await screen.findByRole('heading', { name: 'Parameter config (push)' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Not pushed' });
    const row = within(table).getByRole('row', { name: /DEMO-000091/ });
    expect(within(row).getByText('Not pushable')).toBeTruthy();
    expect(within(row).getByText('Offline')).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /DEMO-000090/ })).getByText('Pushable')).toBeTruthy();

    const push = screen.getByRole('button', { name: 'Push to selected devices' }) as HTMLButtonElement;
    expect(push.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select DEMO-000090' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select DEMO-000091' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(push);
    // the selected rows start as the targeting control's picked devices; the count is confirmed before the push
    const targets = await screen.findByRole('dialog', { name: 'Push to selected devices' });
    expect(await within(targets).findByText('2 devices chosen')).toBeTruthy();
    expect(api.to('POST /device/target/resolve').at(-1)!.body).toEqual({ filter: { serialNums: ['DEMO-000090', 'DEMO-000091'] }, max: 1000 });
    fireEvent.click(within(targets).getByRole('button', { name: 'Push to selected devices' }));
    const asked = await screen.findByRole('dialog', { name: 'Send to 2 devices?' });
    expect(api.to('POST /aiot/payChannelPush/push')).toEqual([]);
    fireEvent.click(within(asked).getByRole('button', { name: 'Push to selected devices' }));
    await waitFor(() => expect(api.to('POST /aiot/payChannelPush/push')).toHaveLength(1));
    expect(api.to('POST /aiot/payChannelPush/push')[0].body).toEqual({ serialNums: ['DEMO-000090', 'DEMO-000091'] });
    expect(await screen.findByText('Pushed to 1 devices (1 could not be pushed to)')).toBeTruthy();
    // the lists are read again after the push
    await waitFor(() => expect(api.to('POST /aiot/payChannelDevice/notPushedPageList').length).toBeGreaterThan(1));
  });

  it('filters by push status and serial number, in the call', async () => {
    const api = fakeApi(routes());
    renderPlan();
    await screen.findByRole('table', { name: 'Not pushed' });
    fireEvent.change(screen.getByLabelText('Search by serial number'), { target: { value: 'DEMO-0000' } });
    await waitFor(() =>
      expect(api.to('POST /aiot/payChannelDevice/notPushedPageList').some((c) => (c.body as { serialNum?: string }).serialNum === 'DEMO-0000')).toBe(true),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Push status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Not pushable' }));
    await waitFor(() =>
      expect(api.to('POST /aiot/payChannelDevice/notPushedPageList').at(-1)!.body).toMatchObject({ serialNum: 'DEMO-0000', status: 'notPushable', pageNum: 1 }),
    );
  });

  it('the pushed tab re-pushes, and takes devices off the list after a confirmation', async () => {
    const api = fakeApi(routes());
    renderPlan();
    fireEvent.click(await screen.findByRole('tab', { name: 'Pushed' }));
    const table = await screen.findByRole('table', { name: 'Pushed' });
    expect(within(table).getByText('4/4')).toBeTruthy();
    expect(within(table).getByText('Suzuki')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select DEMO-000092' }));
    fireEvent.click(screen.getByRole('button', { name: 'Push again' }));
    await sendInDialog('Push again', 1);
    await waitFor(() => expect(api.to('POST /aiot/payChannelPush/push')[0]?.body).toEqual({ serialNums: ['DEMO-000092'] }));

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select DEMO-000092' }));
    fireEvent.click(screen.getByRole('button', { name: 'Take off the pushed list' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Take the 1 selected devices off the pushed list?')).toBeTruthy();
    expect(api.to('POST /aiot/payChannelDevice/pushedDelete')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.to('POST /aiot/payChannelDevice/pushedDelete')[0]?.body).toEqual({ serialNums: ['DEMO-000092'] }));
    expect(await screen.findByText('1 taken off')).toBeTruthy();
  });

  it("the history tab shows each push's result and deletes the selected rows by id", async () => {
    const api = fakeApi(routes());
    renderPlan();
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    const table = await screen.findByRole('table', { name: 'History' });
    expect(within(table).getByText('Succeeded')).toBeTruthy();
    expect(within(table).getByText('Expired')).toBeTruthy();
    expect(within(table).getByText(REQ)).toBeTruthy();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected history' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.to('POST /aiot/payChannelPushHistory/deleteByParams')[0]?.body).toEqual({ ids: [7, 6] }));
  });

  it('without push and delete codes there is nothing to select or press; a refusal is told', async () => {
    fakeApi({ ...routes(), 'POST /aiot/payChannelDevice/notPushedPageList': () => refuse(403, 101005, 'You do not have permission') });
    renderPlan(['payPush.view']);
    expect(await screen.findByText('You do not have permission')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Push to selected devices' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    await screen.findByRole('table', { name: 'History' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete selected history' })).toBeNull();
  });

  it('speaks Japanese', async () => {
    fakeApi(routes());
    renderPlan(ALL, 'ja');
    expect(await screen.findByRole('heading', { name: 'パラメータ設定（プッシュ実行）' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '未プッシュ' });
    expect(within(table).getByText('オフライン')).toBeTruthy();
    expect(within(table).getByText('配信不可')).toBeTruthy();
  });
});

describe('binding screen', () => {
  it('with a config, unbinds its devices and binds others', async () => {
    const rows = [
      {
        serialNum: 'DEMO-000001',
        deviceName: 'Shibuya 1',
        orgName: 'Shibuya',
        configId: 3,
        configName: 'East sandbox',
        bindType: 'bound',
        boundAt: '2026-11-20T03:00:00Z',
        boundBy: 'Suzuki',
      },
    ];
    const api = fakeApi({
      'POST /aiot/devicePayChannel/allDevicePageList': () => ok({ list: rows, total: 1 }),
      'POST /aiot/devicePayChannel/boundPageList': () => ok({ list: rows, total: 1 }),
      'GET /aiot/deviceUnBindPayChannel/pageList': () =>
        ok({ list: [{ ...rows[0], serialNum: 'DEMO-000005', bindType: 'default', configName: 'TV default' }], total: 1 }),
      'POST /aiot/devicePayChannel/unbind': () => ok({ unbound: 1 }),
      'POST /aiot/devicePayChannel/bind': () => ok({ bound: 1 }),
      ...TARGET_ROUTES,
    });
    renderScreen(<PayBinding declaration={payBinding} />, {
      resource: 'payBinding',
      route: '/payBinding',
      path: '/payBinding?configId=3',
      access: ['payBind.view', 'payBind.update', 'device.view'],
    });
    const table = await screen.findByRole('table', { name: 'Devices using this config' });
    expect(within(table).getByText('Bound')).toBeTruthy();
    expect(api.to('POST /aiot/devicePayChannel/boundPageList')[0].body).toMatchObject({ configId: 3 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select DEMO-000001' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unbind selected devices' }));
    await waitFor(() => expect(api.to('POST /aiot/devicePayChannel/unbind')[0]?.body).toEqual({ configId: 3, serialNums: ['DEMO-000001'] }));

    fireEvent.click(screen.getByRole('tab', { name: 'Devices to bind' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select DEMO-000005' }));
    expect(api.to('GET /aiot/deviceUnBindPayChannel/pageList')[0].query).toMatchObject({ configId: '3' });
    fireEvent.click(screen.getByRole('button', { name: 'Bind selected devices' }));
    await sendInDialog('Bind selected devices', 1);
    await waitFor(() => expect(api.to('POST /aiot/devicePayChannel/bind')[0]?.body).toEqual({ configId: 3, serialNums: ['DEMO-000005'] }));
  });
});

describe('payee QR code', () => {
  it('is a device detail tab for holders of paymentCode.view', () => {
    expect(PAY_TABS.map((t) => t.key)).toEqual(['payeeQr']);
    expect(DEVICE_TABS.find((t) => t.key === 'payeeQr')?.permission).toBe('paymentCode.view');
  });

  it('sends a fixed amount in minor units; a JPY amount with decimals is refused before anything is sent; test push', async () => {
    const api = fakeApi({
      'POST /aiot/paymentCode/config/get': () => ok(null),
      'POST /aiot/paymentCode/config/add': (c) => ok({ ...(c.body as object), updatedAt: '2026-11-20T03:00:00Z', updatedBy: 'tester' }),
      'POST /aiot/testPushMsg/notifyAndPrint': () => ok({ requestId: REQ }),
    });
    renderScreen(<QrcodeSet />, {
      resource: 'qrcodeSet',
      route: '/qrcodeSet',
      path: '/qrcodeSet?serialNum=DEMO-000090',
      access: ['paymentCode.view', 'paymentCode.update', 'payTest.push'],
    });
    expect(await screen.findByText('No payee QR code is set for this device yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/QR content/), { target: { value: 'https://pay.example.jp/c/90' } });
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Marunouchi 2' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Amount' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fixed amount' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '150.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a positive amount with no more decimals than the currency allows')).toBeTruthy();
    expect(api.to('POST /aiot/paymentCode/config/add')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.to('POST /aiot/paymentCode/config/add')[0]?.body).toEqual({
        serialNum: 'DEMO-000090',
        qrContent: 'https://pay.example.jp/c/90',
        title: 'Marunouchi 2',
        amountMode: 'fixed',
        amount: 150,
        currency: 'JPY',
      }),
    );

    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send and print' }));
    await waitFor(() => expect(api.to('POST /aiot/testPushMsg/notifyAndPrint')[0]?.body).toEqual({ serialNum: 'DEMO-000090', message: 'hello' }));
    expect(await screen.findByText(`Sent (request ID ${REQ}); follow it in the link flow`)).toBeTruthy();
  });
});
