/**
 * The device detail screen (screens/devices/DeviceDetail.tsx) and its fleet and link tabs over a test
 * double of the server: the header and the tabs the user may see, each tab's call made only when it is
 * chosen, the chosen tab taken from `?tab=`; the secret masked and read on demand by holders of
 * device.secret; the floor refused in the browser; the shadow per key; a connection range over 7 days
 * refused before sending; pushes with their stages and the dropped messages; a command pushed and its
 * link flow followed. Every tab's accessibility is checked in the browser (tests/e2e/a11y.test.ts: axe, colour contrast
 * included).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { devices } from '../../resources/devices/devices';
import { DeviceDetail } from '../../src/console/screens/devices/DeviceDetail';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { ERRORS } from '../../src/domain/errors';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';
import { vendingRoutes } from './vending-fixtures';

const SERIAL = 'DEMO-000001';
const at = '2026-03-01T01:02:03.000Z';
const REQUEST = '5f0c6a52-3f0e-4d8e-9a61-1c2b3d4e5f60';
const PLACE = { lat: 35.658, lng: 139.7016, address: '東京都渋谷区道玄坂1-1' };
const ORG = (id: number, name: string, type: string) => ({ id, name, type });

const DEVICE = {
  id: 1,
  serialNum: SERIAL,
  name: 'Shibuya #1',
  alias: 'Front door',
  controlNumber: 'CN-001',
  status: 1,
  product: { id: 1, productKey: 'vm-a1', name: 'Vending A1', model: 'VM-A1', brand: 'Acme', type: 'vending', status: 1 },
  organisation: ORG(6, 'Shibuya Store', 'store'),
  provider: ORG(2, 'East Service', 'agent'),
  boundAt: at,
  activated: true,
  activatedAt: at,
  manualLocation: PLACE,
  reportedLocation: null,
  activationLocation: PLACE,
  floor: 2,
  online: true,
  lastLoginAt: at,
  lastOfflineAt: null,
  lastOfflineReason: 'keepaliveTimeout',
  signal: 24,
  temperature: 6.5,
  createdAt: at,
};
const SECRET = 'aB3dE5fG7hI9jK1lM3nO5pQ7';

const STAGES = [
  { stage: 'apiSent', at },
  { stage: 'brokerReceived', at: '2026-03-01T01:02:03.155Z' },
];

const LANE = {
  id: 1,
  serialNum: SERIAL,
  laneNo: '1',
  rowNo: 1,
  colNo: 1,
  goodsId: 3,
  goodsName: 'Green tea',
  price: 150,
  stock: 5,
  maxStock: 10,
  threshold: 1,
  status: 1,
  priceSource: 'manualUpdate',
  updatedAt: at,
};
const routes = (extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) => ({
  'GET /device/get': () => ok(DEVICE),
  'POST /pos/device/getActivateInfo': () =>
    ok({
      serialNum: SERIAL,
      activated: true,
      activatedAt: at,
      activationLocation: PLACE,
      productKey: 'vm-a1',
      productName: 'Vending A1',
      model: 'VM-A1',
      productType: 'vending',
      orgId: 6,
      orgName: 'Shibuya Store',
      boundAt: at,
    }),
  [`POST /pos/vendingMachine/position/get/${SERIAL}`]: () =>
    ok({ serialNum: SERIAL, manualLocation: null, reportedLocation: PLACE, activationLocation: PLACE, floor: 2 }),
  'POST /pos/vendingMachine/update/position': () =>
    ok({ serialNum: SERIAL, manualLocation: null, reportedLocation: PLACE, activationLocation: PLACE, floor: 3 }),
  [`GET /device/merchant/getBySerialNum/${SERIAL}`]: () =>
    ok({
      serialNum: SERIAL,
      organisation: ORG(6, 'Shibuya Store', 'store'),
      merchant: ORG(4, 'Tokyo Vending', 'merchant'),
      store: ORG(6, 'Shibuya Store', 'store'),
      provider: ORG(2, 'East Service', 'agent'),
      boundAt: at,
      chain: [ORG(1, 'Platform', 'platform'), ORG(2, 'East Service', 'agent'), ORG(4, 'Tokyo Vending', 'merchant'), ORG(6, 'Shibuya Store', 'store')],
    }),
  'POST /device/topic': () =>
    ok({
      serialNum: SERIAL,
      online: true,
      brokerUrl: 'mqtt://127.0.0.1:1883',
      dropped: 2,
      topics: [
        { topic: `devices/${SERIAL}/cmd`, channel: 'cmd', direction: 'down', qos: 1, messageCount: 5, lastAt: at },
        { topic: `devices/${SERIAL}/telemetry`, channel: 'telemetry', direction: 'up', qos: 1, messageCount: 1234, lastAt: at },
      ],
    }),
  'POST /device/shadow': () =>
    ok({
      serialNum: SERIAL,
      desired: { volume: 5 },
      reported: { volume: 3, mode: 'eco' },
      delta: { volume: 5 },
      version: 7,
      metadata: { desired: { volume: Date.parse(at) }, reported: { volume: Date.parse(at), mode: Date.parse(at) } },
      updatedAt: at,
    }),
  'POST /device/connect/history': () =>
    ok({
      total: 1,
      list: [
        {
          id: 9,
          connectedAt: at,
          disconnectedAt: '2026-03-01T02:02:03.000Z',
          durationSeconds: 3600,
          reason: 'keepaliveTimeout',
          clientIp: '10.0.0.8',
          keepalive: 60,
        },
      ],
    }),
  'POST /device/pushMsg/pageList': () =>
    ok({
      total: 1,
      list: [
        {
          requestId: REQUEST,
          serialNum: SERIAL,
          type: 3,
          status: 'PUBOK',
          slow: false,
          totalMs: null,
          source: 'command',
          ackResult: null,
          createdAt: at,
          expiresAt: at,
          stages: STAGES,
        },
      ],
    }),
  'POST /device/message/dropped': () =>
    ok({ total: 1, list: [{ id: 1, topic: `devices/${SERIAL}/event`, reason: 'malformed', size: 12, excerpt: '{not json', receivedAt: at }] }),
  // the lane tabs (src/console/screens/devices/detail/laneTabs.ts)
  'POST /vendingChannel/get': () => ok({ serialNum: SERIAL, rows: 1, cols: 2, lanes: [LANE] }),
  'POST /vendingChannelLog/list/page': () =>
    ok({
      total: 1,
      list: [{ id: 1, laneId: 1, laneNo: '1', action: 'restock', before: { stock: 0 }, after: { stock: 5 }, userId: null, userName: null, createdAt: at }],
    }),
  'POST /channel/pageList': () => ok({ total: 1, list: [LANE] }),
  ...vendingRoutes(SERIAL),
  // the pay log tab (src/console/screens/devices/detail/orderTabs.ts)
  'POST /das/payOrder/pageList': () =>
    ok({
      total: 1,
      list: [
        {
          id: 1,
          orderNumber: 'ORD-1',
          serialNum: SERIAL,
          deviceName: null,
          amount: 150,
          refundedAmount: 0,
          currency: 'JPY',
          payType: 205,
          status: 'paid',
          refundStatus: 'none',
          revoked: false,
          createdAt: at,
          paidAt: at,
        },
      ],
    }),
  // the app list tab (app centre, src/console/screens/devices/detail/appTabs.ts)
  [`POST /appCenter/device/${SERIAL}/appList`]: () =>
    ok([{ appId: 8, packageName: 'jp.example.vending', version: '1.2.0', targetVersion: '1.2.0', state: 'installed' }]),
  ...extra,
});

const ALL = [
  'device.view',
  'device.update',
  'device.push',
  'device.secret',
  'pushMsg.view',
  'lane.view',
  'lane.update',
  'vending.view',
  'vending.export',
  'vending.print',
  'vending.replenishTime',
  'paymentCode.view',
  'paymentCode.update',
  'payTest.push',
  'payOrder.view',
  'appInstall.view',
];

function renderDetail(opts: { access?: string[]; tab?: string; locale?: 'en' | 'ja' } = {}) {
  return renderScreen(<DeviceDetail declaration={devices} />, {
    resource: 'devices',
    route: '/devices/:id/show',
    path: `/devices/${SERIAL}/show${opts.tab ? `?tab=${opts.tab}` : ''}`,
    access: opts.access ?? ALL,
    locale: opts.locale,
  });
}

const tablist = () => screen.findByRole('tablist', { name: 'Device detail' });
const panel = () => screen.getByRole('tabpanel');
const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('device detail', () => {
  it('shows the header and only the tabs the user may see; a tab is read only when chosen', { timeout: 90_000 }, async () => {
    const api = fakeApi(routes());
    renderDetail({ access: ['device.view'], locale: 'ja' });
    const tabs = await screen.findByRole('tablist', { name: 'デバイス詳細' });
    const header = screen.getByRole('region', { name: 'デバイスの概要' });
    expect(within(header).getByText(SERIAL)).toBeTruthy();
    expect(within(header).getByText('Shibuya #1')).toBeTruthy();
    expect(within(header).getByText('Front door')).toBeTruthy();
    expect(within(header).getByText('オンライン')).toBeTruthy();
    expect(within(header).getByText('VM-A1')).toBeTruthy();
    // without device.update no position tab; without device.push no command
    // (pushMsg.view's link statistics neither); the telemetry tabs sit between, in the spec's order
    const shown = within(tabs)
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(
      shown.filter((t) => ['デバイス情報', '有効化情報', 'トピック一覧', 'デバイスシャドウ', '接続履歴', 'メッセージ履歴', '加盟店情報'].includes(t!)),
    ).toEqual(['デバイス情報', '有効化情報', 'トピック一覧', 'デバイスシャドウ', '接続履歴', 'メッセージ履歴', '加盟店情報']);
    expect(shown).toContain('温度');
    expect(shown).not.toContain('位置の編集');
    expect(shown).not.toContain('メッセージ統計 / リンクフロー');
    expect(screen.queryByRole('button', { name: 'コマンド送信' })).toBeNull();
    // the first tab opens; nothing of the others is read
    expect(within(tabs).getByRole('tab', { name: 'デバイス情報' }).getAttribute('aria-selected')).toBe('true');
    expect(await within(panel()).findByText('CN-001')).toBeTruthy();
    expect(within(panel()).getByText('キープアライブのタイムアウト')).toBeTruthy();
    expect(api.to(`GET /device/merchant/getBySerialNum/${SERIAL}`)).toHaveLength(0);
    expect(api.to('POST /device/shadow')).toHaveLength(0);
    expect(api.to('GET /device/get')[0].query).toEqual({ serialNum: SERIAL });

    fireEvent.click(within(tabs).getByRole('tab', { name: '加盟店情報' }));
    expect((await within(panel()).findAllByText('Tokyo Vending')).length).toBeGreaterThan(0);
    expect(within(panel()).getByRole('navigation', { name: '組織の階層' }).textContent).toBe('Platform/East Service/Tokyo Vending/Shibuya Store');
    expect(within(panel()).getAllByText('Shibuya Store').length).toBeGreaterThan(0);
    expect(within(tabs).getByRole('tab', { name: '加盟店情報' }).getAttribute('aria-selected')).toBe('true');
    expect(api.to(`GET /device/merchant/getBySerialNum/${SERIAL}`)).toHaveLength(1);
  });

  it('opens the tab the address names', async () => {
    fakeApi(routes());
    renderDetail({ tab: 'topics' });
    const tabs = await tablist();
    expect(within(tabs).getByRole('tab', { name: 'Topics' }).getAttribute('aria-selected')).toBe('true');
    const table = await within(panel()).findByRole('table');
    expect(tableRows(table)).toEqual([
      [`devices/${SERIAL}/cmd`, 'Server → device', '1', '5', expect.any(String)],
      [`devices/${SERIAL}/telemetry`, 'Device → server', '1', '1,234', expect.any(String)],
    ]);
    expect(within(panel()).getByText('mqtt://127.0.0.1:1883')).toBeTruthy();
  });

  it('a tab the user may not see is not opened from the address', async () => {
    const api = fakeApi(routes());
    renderDetail({ tab: 'position', access: ['device.view'] });
    const tabs = await tablist();
    expect(within(tabs).queryByRole('tab', { name: 'Position' })).toBeNull();
    expect(within(tabs).getByRole('tab', { name: 'Device info' }).getAttribute('aria-selected')).toBe('true');
    expect(api.to(`POST /pos/vendingMachine/position/get/${SERIAL}`)).toHaveLength(0);
  });

  it('masks the secret; a holder of device.secret reads it on demand, others get no button', async () => {
    const api = fakeApi(routes());
    const view = renderDetail();
    await tablist();
    const secret = await screen.findByTestId('device-secret');
    expect(secret.textContent).toMatch(/^•+$/);
    const before = api.to('GET /device/get').length;
    fakeApi(routes({ 'GET /device/get': () => ok({ ...DEVICE, secret: SECRET }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Show the secret' }));
    await waitFor(() => expect(screen.getByTestId('device-secret').textContent).toBe(SECRET));
    fireEvent.click(screen.getByRole('button', { name: 'Hide the secret' }));
    expect(screen.getByTestId('device-secret').textContent).toMatch(/^•+$/);
    expect(before).toBe(1);
    view.unmount();

    fakeApi(routes());
    renderDetail({ access: ['device.view'] });
    await screen.findByTestId('device-secret');
    expect(screen.queryByRole('button', { name: 'Show the secret' })).toBeNull();
  });

  it('position: a floor outside -5..100 is refused before sending; a good one is saved', { timeout: 90_000 }, async () => {
    const api = fakeApi(routes());
    renderDetail({ tab: 'position' });
    const floor = await screen.findByRole('spinbutton', { name: 'Floor' });
    await waitFor(() => expect((floor as HTMLInputElement).value).toBe('2'));
    fireEvent.change(floor, { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VALIDATION_MESSAGES['validation.floor'].en)).toBeTruthy();
    expect(api.to('POST /pos/vendingMachine/update/position')).toHaveLength(0);
    // half a location is refused too
    fireEvent.change(floor, { target: { value: '3' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'Location set by hand' })).getByRole('spinbutton', { name: 'Latitude' }), {
      target: { value: '35.6' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cannot be empty')).toBeTruthy();
    expect(screen.queryByText(VALIDATION_MESSAGES['validation.floor'].en)).toBeNull();
    expect(api.to('POST /pos/vendingMachine/update/position')).toHaveLength(0);
    fireEvent.change(within(screen.getByRole('group', { name: 'Location set by hand' })).getByRole('spinbutton', { name: 'Latitude' }), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Position saved')).toBeTruthy();
    expect(api.to('POST /pos/vendingMachine/update/position')[0].body).toEqual({ serialNum: SERIAL, floor: 3, location: null });
  });

  it('shadow: desired, reported and delta per key, the version and when each key was set', async () => {
    const api = fakeApi(routes());
    renderDetail({ tab: 'shadow' });
    const table = await within(await waitFor(() => panel())).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-key'))).toEqual(['mode', 'volume']);
    // keys by their names (deviceTerms), one no table names as words: never the raw key
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Mode', 'Volume']);
    const volume = within(rows[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(volume[0]).toBe('5');
    expect(volume[2]).toBe('3');
    expect(volume[4]).toBe('Differs');
    expect(within(rows[1]).getAllByRole('cell')[1].querySelector('time')?.getAttribute('dateTime')).toBe(at);
    const mode = within(rows[0])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(mode).toEqual(['—', '—', 'eco', expect.any(String), '—']);
    expect(within(panel()).getByText('7')).toBeTruthy();
    expect(api.to('POST /device/shadow')[0].body).toEqual({ serialNum: SERIAL });
  });

  it(
    'parameters: named ones with their labels and pending values, others as reported; a value out of range is refused before sending',
    { timeout: 90_000 },
    async () => {
      const api = fakeApi(
        routes({
          'POST /device/shadow/desired': () =>
            ok({ serialNum: SERIAL, desired: { volume: 8 }, reported: { volume: 3, mode: 'eco' }, delta: { volume: 8 }, version: 8, metadata: {} }),
        }),
      );
      renderDetail({ tab: 'parameters' });
      const table = await within(await waitFor(() => panel())).findByRole('table');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((r) => r.getAttribute('data-key'))).toEqual(['volume', 'mode']);
      expect(within(rows[0]).getByRole('rowheader').textContent).toBe('Volume');
      expect(
        within(rows[0])
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['3', expect.any(String), 'Pending: 5', 'Edit']);
      expect(within(rows[1]).getByRole('rowheader').textContent).toBe('Mode');
      // a parameter the console does not name is shown, not edited
      expect(
        within(rows[1])
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['eco', expect.any(String), '—', '']);

      fireEvent.click(within(rows[0]).getByRole('button', { name: 'Change Volume' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change Volume' });
      const input = within(dialog).getByRole('spinbutton', { name: 'Volume' });
      expect((input as HTMLInputElement).value).toBe('5');
      fireEvent.change(input, { target: { value: '11' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Must be 10 or less')).toBeTruthy();
      expect(api.to('POST /device/shadow/desired')).toHaveLength(0);
      fireEvent.change(input, { target: { value: '8' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Volume sent to the device')).toBeTruthy();
      expect(api.to('POST /device/shadow/desired')[0].body).toEqual({ serialNum: SERIAL, state: { volume: 8 } });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Volume' })).toBeNull());
    },
  );

  it('parameters: without device.update nothing can be changed', async () => {
    fakeApi(routes());
    renderDetail({ tab: 'parameters', access: ['device.view'] });
    const table = await within(await waitFor(() => panel())).findByRole('table');
    expect(within(table).getAllByRole('row')[1].getAttribute('data-key')).toBe('volume');
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('connection records: a range over 7 days is refused before sending; rows with the reason, paged', { timeout: 90_000 }, async () => {
    const api = fakeApi(routes());
    renderDetail({ tab: 'connections' });
    const table = await within(await waitFor(() => panel())).findByRole('table');
    await waitFor(() => expect(tableRows(table)).toHaveLength(1));
    expect(tableRows(table)[0].slice(2)).toEqual(['1:00:00', 'Keepalive timed out', '10.0.0.8', '60 s']);
    const first = api.to('POST /device/connect/history')[0].body as Record<string, unknown>;
    expect(first).toMatchObject({ serialNum: SERIAL, pageNum: 1, pageSize: 10 });
    expect(Date.parse(first.endTime as string) - Date.parse(first.startTime as string)).toBeLessThanOrEqual(7 * 86400_000);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01T00:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-08T00:01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(VALIDATION_MESSAGES['validation.connectionRange'].en)).toBeTruthy();
    expect(api.to('POST /device/connect/history')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-08T00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.to('POST /device/connect/history')).toHaveLength(2));
    const second = api.to('POST /device/connect/history')[1].body as Record<string, string>;
    expect(Date.parse(second.endTime) - Date.parse(second.startTime)).toBe(7 * 86400_000);
    expect(screen.queryByText(VALIDATION_MESSAGES['validation.connectionRange'].en)).toBeNull();
  });

  it('message history: pushes with status and four stages, one opened; the dropped messages counted', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes(),
      [`GET /device/pushMsg/detail/${SERIAL}/${REQUEST}`]: () =>
        ok({
          requestId: REQUEST,
          serialNum: SERIAL,
          type: 3,
          status: 'PUBOK',
          slow: false,
          totalMs: null,
          payload: { text: 'hello' },
          source: 'command',
          ackResult: null,
          ackMessage: null,
          createdAt: at,
          expiresAt: at,
          stages: STAGES,
        }),
    });
    renderDetail({ tab: 'messages' });
    const pushes = await screen.findByRole('table', { name: 'Messages sent' });
    await waitFor(() => expect(tableRows(pushes)).toHaveLength(1));
    const row = within(pushes).getAllByRole('row')[1];
    expect(within(row).getByText('Test')).toBeTruthy();
    expect(within(row).getByText('Command')).toBeTruthy();
    const stages = within(row).getByRole('list', { name: 'Link flow' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((li) => [li.getAttribute('data-stage'), li.getAttribute('data-seen')]),
    ).toEqual([
      ['apiSent', 'true'],
      ['brokerReceived', 'true'],
      ['brokerSent', 'false'],
      ['deviceReceived', 'false'],
    ]);
    expect(within(stages).getAllByText('Not seen')).toHaveLength(2);
    // each stage to the millisecond, and where the time went from one stage to the next
    expect(within(stages).getByText('+155 ms')).toBeTruthy();
    expect(
      within(stages)
        .getAllByRole('time')
        .map((t) => t.getAttribute('datetime')),
    ).toEqual([at, '2026-03-01T01:02:03.155Z']);
    expect(api.to('POST /device/pushMsg/pageList')[0].body).toEqual({ serialNum: SERIAL, pageNum: 1, pageSize: 10 });

    expect(await screen.findByRole('heading', { name: 'Dropped messages (1)' })).toBeTruthy();
    expect(screen.getByText('Not JSON')).toBeTruthy();
    expect(screen.getByText('{not json')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: `Detail of message ${REQUEST}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Message detail' });
    expect(await within(dialog).findByText(REQUEST)).toBeTruthy();
    expect(within(dialog).getByText('{"text":"hello"}')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('without pushMsg.view the message history shows only the dropped messages', async () => {
    const api = fakeApi(routes());
    renderDetail({ tab: 'messages', access: ['device.view'] });
    expect(await screen.findByRole('heading', { name: 'Dropped messages (1)' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Messages sent' })).toBeNull();
    expect(api.to('POST /device/pushMsg/pageList')).toHaveLength(0);
  });

  it('pushes a command: its requestId shown, then its link flow followed until the device acknowledged', { timeout: 90_000 }, async () => {
    let reads = 0;
    let refusals = 1;
    const api = fakeApi({
      ...routes(),
      'POST /push/device/command': () => (refusals-- > 0 ? refuse(400, 203206, ERRORS[203206].msg.en) : ok({ requestId: REQUEST })),
      [`GET /device/pushMsg/detail/${SERIAL}/${REQUEST}`]: () => {
        reads += 1;
        const done = reads > 1;
        return ok({
          requestId: REQUEST,
          serialNum: SERIAL,
          type: 0,
          status: done ? 'SUBOK' : 'PUB',
          slow: false,
          totalMs: done ? 120 : null,
          source: 'command',
          ackResult: done ? 'ok' : null,
          createdAt: at,
          expiresAt: at,
          stages: done ? [...STAGES, { stage: 'brokerSent', at }, { stage: 'deviceReceived', at }] : STAGES,
        });
      },
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Send command' }));
    const dialog = await screen.findByRole('dialog', { name: `Send a command to ${SERIAL}` });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Command type' }), { target: { value: '0' } });
    // 24 hours unless another time to live is chosen
    const ttl = within(dialog).getByRole('combobox', { name: 'Expires after' });
    expect((ttl as HTMLSelectElement).selectedOptions[0].textContent).toBe('24 hours');
    fireEvent.change(ttl, { target: { value: '3600' } });
    const payload = within(dialog).getByRole('textbox', { name: 'Payload' });
    fireEvent.change(payload, { target: { value: '{"amount": ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('This is not valid JSON')).toBeTruthy();
    expect(api.to('POST /push/device/command')).toHaveLength(0);

    fireEvent.change(payload, { target: { value: '{"amount": 150}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ERRORS[203206].msg.en)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('push-request-id')).toBeTruthy();
    expect(screen.getByTestId('push-request-id').textContent).toBe(REQUEST);
    expect(api.to('POST /push/device/command')[1].body).toEqual({ serialNum: SERIAL, type: 0, ttlSeconds: 3600, payload: { amount: 150 } });

    fireEvent.click(screen.getByRole('button', { name: 'Follow its link flow' }));
    const flow = await screen.findByRole('dialog', { name: 'Message detail' });
    const stages = await within(flow).findByRole('list', { name: 'Link flow' });
    await waitFor(() =>
      expect(
        within(stages)
          .getAllByRole('listitem')
          .filter((li) => li.getAttribute('data-seen') === 'true'),
      ).toHaveLength(2),
    );
    // read again until the device has acknowledged
    await waitFor(
      () =>
        expect(
          within(stages)
            .getAllByRole('listitem')
            .every((li) => li.getAttribute('data-seen') === 'true'),
        ).toBe(true),
      { timeout: 6000 },
    );
    expect(within(flow).getByText('Succeeded')).toBeTruthy();
    expect(within(flow).getByText('Payment')).toBeTruthy();
  });

  it('a device that cannot be read says so', async () => {
    fakeApi(routes({ 'GET /device/get': () => refuse(400, 203001, ERRORS[203001].msg.en) }));
    renderDetail();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe(`The device could not be loaded${ERRORS[203001].msg.en}`));
    expect(screen.queryByText('elsewhere')).toBeNull();
  });
});
