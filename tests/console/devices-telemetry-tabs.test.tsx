/**
 * The device detail's telemetry tabs (src/console/screens/devices/detail/*Tab.tsx, listed by
 * telemetryTabs.ts) over a test double of the server: each tab calls its documented operation for the
 * device when it opens, shows what the device sent in a table or a list with translated headers and
 * values, numbers and dates in the user's language, a translated empty state when there is nothing,
 * pages where the call pages; a coin box range over 30 days is refused in the browser with the translated
 * message and nothing is sent, a refusal of the server shows its message.
 */
import { Suspense, type ReactElement } from 'react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TELEMETRY_TABS } from '../../src/console/screens/devices/detail/telemetryTabs';
import { SignalTab } from '../../src/console/screens/devices/detail/SignalTab';
import { TemperatureTab } from '../../src/console/screens/devices/detail/TemperatureTab';
import { NetworkTab } from '../../src/console/screens/devices/detail/NetworkTab';
import { NetConfigTab } from '../../src/console/screens/devices/detail/NetConfigTab';
import { HealthTab } from '../../src/console/screens/devices/detail/HealthTab';
import { HardwareTab } from '../../src/console/screens/devices/detail/HardwareTab';
import { CoinBoxTab } from '../../src/console/screens/devices/detail/CoinBoxTab';
import { CheckUpTab } from '../../src/console/screens/devices/detail/CheckUpTab';
import { LogsTab } from '../../src/console/screens/devices/detail/LogsTab';
import { toLocalInput } from '../../src/console/screens/devices/detail/telemetryParts';
import { messagesFor } from '../../src/console/i18n/all';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { fakeApi, ok, refuse, type RecordedCall } from './fakeApi';
import { renderScreen } from './accounts-support';

const SERIAL = 'DEMO-000001';
const DEVICE = { serialNum: SERIAL, id: 1 };
const DAY = 86400_000;

function renderTab(ui: ReactElement, locale: 'en' | 'ja' | 'zh-CN' | 'zh-TW' = 'en') {
  return renderScreen(<Suspense fallback={null}>{ui}</Suspense>, {
    resource: 'devices',
    route: '/devices/:id/show',
    path: `/devices/${SERIAL}/show`,
    access: ['device.view'],
    locale,
  });
}

/** The texts of a table's header cells and of each row's cells. */
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

/** A date as DateTimeText shows it in `tag`. */
const shown = (iso: string, tag: string) =>
  new Date(iso).toLocaleString(tag, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

const rangeOf = (call: RecordedCall) => {
  const b = call.body as { startTime: string; endTime: string };
  return new Date(b.endTime).getTime() - new Date(b.startTime).getTime();
};

describe('telemetry tabs registry', () => {
  it('lists the nine tabs whose calls exist, in the order of the spec, with a title in every language', () => {
    expect(TELEMETRY_TABS.map((t) => [t.key, t.order])).toEqual([
      ['logs', 120],
      ['network', 160],
      ['netConfig', 170],
      ['health', 180],
      ['hardware', 190],
      ['coinBox', 200],
      ['signal', 210],
      ['temperature', 220],
      ['checkUp', 290],
    ]);
    const titles = (locale: 'ja' | 'en') => {
      const m = messagesFor(locale) as { screens: { devices: { detail: { tabs: Record<string, string> } } } };
      return TELEMETRY_TABS.map((t) => t.label.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], m));
    };
    expect(titles('ja')).toEqual([
      'ログ検索',
      'ネットワーク履歴',
      'ネットワーク設定履歴',
      '稼働状態レポート',
      'ハードウェア情報',
      '金庫の状態',
      '電波状態',
      '温度',
      '自己診断レポート',
    ]);
    expect(titles('en')).toEqual([
      'Log query',
      'Network history',
      'Net-config history',
      'Health report',
      'Hardware info',
      'Coin box status',
      'Signal health',
      'Temperature',
      'Test report',
    ]);
  });

  it('loads a tab only when it is shown, and then calls its operation for the device', async () => {
    const api = fakeApi({ 'POST /device/telemetry/hardware': () => ok(null) });
    const tab = TELEMETRY_TABS.find((t) => t.key === 'hardware')!;
    expect(api.calls).toHaveLength(0);
    const Tab = tab.component;
    renderTab(<Tab device={DEVICE} />);
    expect(await screen.findByText('The device has not reported its hardware yet')).toBeTruthy();
    expect(api.to('POST /device/telemetry/hardware').map((c) => c.body)).toEqual([{ serialNum: SERIAL }]);
  });
});

describe('signal health', () => {
  it('shows the current network and the signal over the last day, in Japanese', async () => {
    const api = fakeApi({
      'GET /device/event/net/getLast': () => ok({ type: 'wifi', ssid: 'shop-ap', ip: '10.0.0.5', rssi: -61, signal: 72, at: '2026-03-01T09:30:00.000Z' }),
      'POST /device/event/net/getSignalList': () =>
        ok({
          bucketSeconds: 180,
          points: [
            { at: '2026-03-01T09:00:00.000Z', avg: 70, min: 60, max: 80 },
            { at: '2026-03-01T09:03:00.000Z', avg: 74.25, min: 71, max: 77 },
          ],
        }),
    });
    renderTab(<SignalTab device={DEVICE} />, 'ja');
    const current = await screen.findByRole('region', { name: '現在のネットワーク' });
    await within(current).findByText('72%');
    expect(within(current).getByText('無線ネットワーク')).toBeTruthy();
    expect(within(current).getByText('-61 dBm')).toBeTruthy();
    expect(within(current).getByText('shop-ap')).toBeTruthy();
    expect(within(current).getByText(shown('2026-03-01T09:30:00.000Z', 'ja-JP'))).toBeTruthy();

    const table = await screen.findByRole('table', { name: '電波強度の推移' });
    const { headers, rows } = tableText(table);
    expect(headers).toEqual(['時刻', '平均', '最小', '最大']);
    // newest first
    expect(rows).toEqual([
      [shown('2026-03-01T09:03:00.000Z', 'ja-JP'), '74.3%', '71%', '77%'],
      [shown('2026-03-01T09:00:00.000Z', 'ja-JP'), '70%', '60%', '80%'],
    ]);
    expect(screen.getByText(/1行は3 分ごとの集計です/)).toBeTruthy();
    expect(api.to('GET /device/event/net/getLast')[0].query).toEqual({ serialNum: SERIAL });
    const [call] = api.to('POST /device/event/net/getSignalList');
    expect((call.body as { serialNum: string }).serialNum).toBe(SERIAL);
    expect(rangeOf(call)).toBe(DAY);
  });

  it('says when the device has reported no network and no signal', async () => {
    fakeApi({
      'GET /device/event/net/getLast': () => ok(null),
      'POST /device/event/net/getSignalList': () => ok({ bucketSeconds: 173, points: [] }),
    });
    renderTab(<SignalTab device={DEVICE} />, 'zh-CN');
    expect(await screen.findByText('设备尚未上报网络')).toBeTruthy();
    expect(await screen.findByText('该时段没有信号强度记录')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('temperature', () => {
  it('shows the temperature series and the sensor readings, paged by the server', async () => {
    const reading = (i: number) => ({ name: 'chiller', value: 4 + i / 10, unit: '°C', at: new Date(Date.UTC(2026, 2, 1, 9, 59 - i)).toISOString() });
    const api = fakeApi({
      'POST /device/telemetry/temperature': () => ok({ bucketSeconds: 173, points: [{ at: '2026-03-01T09:00:00.000Z', avg: 4.5, min: 3.9, max: 5.2 }] }),
      'POST /device/event/sensor/list': (c) => {
        const { pageNum = 1, pageSize = 10 } = c.body as { pageNum?: number; pageSize?: number };
        const all = Array.from({ length: 12 }, (_, i) => reading(i));
        return ok({ list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: all.length });
      },
    });
    renderTab(<TemperatureTab device={DEVICE} />);
    const series = await screen.findByRole('table', { name: 'Temperature over time' });
    expect(tableText(series)).toEqual({
      headers: ['Time', 'Average', 'Lowest', 'Highest'],
      rows: [[shown('2026-03-01T09:00:00.000Z', 'en'), '4.5°C', '3.9°C', '5.2°C']],
    });
    expect(screen.getByText(/lowest 3\.9°C, highest 5\.2°C, average 4\.5°C/)).toBeTruthy();

    const sensors = await screen.findByRole('table', { name: 'Sensor readings' });
    let t = tableText(sensors);
    expect(t.headers).toEqual(['Received', 'Sensor', 'Reading']);
    expect(t.rows).toHaveLength(10);
    expect(t.rows[0]).toEqual([shown(reading(0).at, 'en'), 'Chiller', '4 °C']);
    expect(screen.getByText('1-10 of 12')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(tableText(screen.getByRole('table', { name: 'Sensor readings' })).rows).toHaveLength(2));
    t = tableText(screen.getByRole('table', { name: 'Sensor readings' }));
    expect(t.rows[1]).toEqual([shown(reading(11).at, 'en'), 'Chiller', '5.1 °C']);
    const calls = api.to('POST /device/event/sensor/list').map((c) => c.body as Record<string, unknown>);
    expect(calls.map((b) => [b.pageNum, b.pageSize, b.serialNum])).toEqual([
      [1, 10, SERIAL],
      [2, 10, SERIAL],
    ]);
    // the readings of the same range as the series
    const [temperature] = api.to('POST /device/telemetry/temperature');
    expect(calls[0].startTime).toBe((temperature.body as Record<string, unknown>).startTime);
  });

  it('shows the empty states in Traditional Chinese', async () => {
    fakeApi({
      'POST /device/telemetry/temperature': () => ok({ bucketSeconds: 173, points: [] }),
      'POST /device/event/sensor/list': () => ok({ list: [], total: 0 }),
    });
    renderTab(<TemperatureTab device={DEVICE} />, 'zh-TW');
    expect(await screen.findByText('此時段沒有溫度紀錄')).toBeTruthy();
    expect(await screen.findByText('此時段沒有感測器讀數')).toBeTruthy();
  });

  it('refuses an end before the start without sending it', async () => {
    const api = fakeApi({
      'POST /device/telemetry/temperature': () => ok({ bucketSeconds: 173, points: [] }),
      'POST /device/event/sensor/list': () => ok({ list: [], total: 0 }),
    });
    renderTab(<TemperatureTab device={DEVICE} />);
    await screen.findByText('No temperature was recorded in this period');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01T10:00' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-02T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(VALIDATION_MESSAGES['validation.rangeOrder'].en)).toBeTruthy();
    expect(api.to('POST /device/telemetry/temperature')).toHaveLength(1);
  });
});

describe('coin box status', () => {
  const latest = { coins: { '100': 25, '10': 40 }, bills: { '1000': 3 }, total: 5900, full: false, at: '2026-03-01T09:00:00.000Z' };
  const routes = {
    'POST /device/telemetry/coinBox': () => ok({ latest, bucketSeconds: 1210, points: [{ at: '2026-03-01T08:00:00.000Z', avg: 5800, min: 5500, max: 5900 }] }),
  };

  it('shows the cash held by denomination and over the last week', async () => {
    const api = fakeApi(routes);
    renderTab(<CoinBoxTab device={DEVICE} />);
    const box = await screen.findByRole('region', { name: 'Latest coin box status' });
    await within(box).findByText('¥5,900');
    expect(within(box).getByText('Has room')).toBeTruthy();
    expect(tableText(within(box).getByRole('table', { name: 'Pieces by denomination' }))).toEqual({
      headers: ['Kind', 'Denomination', 'Pieces', 'Amount'],
      rows: [
        ['Coins', '¥10', '40', '¥400'],
        ['Coins', '¥100', '25', '¥2,500'],
        ['Bills', '¥1,000', '3', '¥3,000'],
      ],
    });
    expect(tableText(screen.getByRole('table', { name: 'Cash held over time' })).rows).toEqual([
      [shown('2026-03-01T08:00:00.000Z', 'en'), '¥5,800', '¥5,500', '¥5,900'],
    ]);
    const [call] = api.to('POST /device/telemetry/coinBox');
    expect((call.body as { serialNum: string }).serialNum).toBe(SERIAL);
    expect(rangeOf(call)).toBe(7 * DAY);
  });

  it('refuses a 31-day range in the browser with the translated message, sending nothing; 30 days are sent', async () => {
    const api = fakeApi(routes);
    renderTab(<CoinBoxTab device={DEVICE} />, 'ja');
    await within(await screen.findByRole('region', { name: '最新の金庫の状態' })).findByText('￥5,900');
    expect(api.to('POST /device/telemetry/coinBox')).toHaveLength(1);

    const end = new Date(2026, 2, 31, 12, 0);
    fireEvent.change(screen.getByLabelText('終了日時'), { target: { value: toLocalInput(end) } });
    fireEvent.change(screen.getByLabelText('開始日時'), { target: { value: toLocalInput(new Date(end.getTime() - 31 * DAY)) } });
    fireEvent.click(screen.getByRole('button', { name: '表示' }));
    expect(await screen.findByText('期間は30日以内で指定してください')).toBeTruthy();
    expect(screen.getByLabelText('終了日時').getAttribute('aria-invalid')).toBe('true');
    await new Promise((r) => setTimeout(r, 50));
    expect(api.to('POST /device/telemetry/coinBox')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('開始日時'), { target: { value: toLocalInput(new Date(end.getTime() - 30 * DAY)) } });
    fireEvent.click(screen.getByRole('button', { name: '表示' }));
    await waitFor(() => expect(api.to('POST /device/telemetry/coinBox')).toHaveLength(2));
    const sent = api.to('POST /device/telemetry/coinBox')[1].body as { startTime: string; endTime: string };
    expect(sent.endTime).toBe(end.toISOString());
    expect(rangeOf(api.to('POST /device/telemetry/coinBox')[1])).toBe(30 * DAY);
    expect(screen.queryByText('期間は30日以内で指定してください')).toBeNull();
  });

  it("shows the server's refusal and the empty state", async () => {
    let first = true;
    fakeApi({
      'POST /device/telemetry/coinBox': () => {
        if (first) {
          first = false;
          return refuse(400, 100001, 'The range is at most 30 days', [{ field: 'endTime', message: 'The range is at most 30 days' }]);
        }
        return ok({ latest: null, bucketSeconds: 1210, points: [] });
      },
    });
    renderTab(<CoinBoxTab device={DEVICE} />);
    expect((await screen.findByRole('alert')).textContent).toContain('The range is at most 30 days');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The device has not reported its coin box yet')).toBeTruthy();
    expect(screen.getByText('No coin box report in this period')).toBeTruthy();
  });
});

describe('network and net-config history', () => {
  it('lists the network events of the device, newest first', async () => {
    const api = fakeApi({
      'POST /device/telemetry/events': () =>
        ok({
          list: [
            {
              id: 9,
              type: 'network',
              ts: '2026-03-01T08:59:58.000Z',
              receivedAt: '2026-03-01T09:00:00.000Z',
              body: { type: 'network', ts: '2026-03-01T08:59:58.000Z', network: { type: '4g', carrier: '44010', ip: '10.1.2.3', rssi: -85 } },
            },
          ],
          total: 1,
        }),
    });
    renderTab(<NetworkTab device={DEVICE} />, 'zh-CN');
    const table = await screen.findByRole('table', { name: '网络历史' });
    expect(tableText(table)).toEqual({
      headers: ['接收时间', '连接方式', '运营商代码', 'SSID', 'IP 地址', '接收功率', '设备时间'],
      rows: [[shown('2026-03-01T09:00:00.000Z', 'zh-CN'), '4G', '44010', '—', '10.1.2.3', '-85 dBm', shown('2026-03-01T08:59:58.000Z', 'zh-CN')]],
    });
    expect(api.to('POST /device/telemetry/events')[0].body).toEqual({ serialNum: SERIAL, type: 'network', pageNum: 1, pageSize: 10 });
  });

  it('says when no network change was reported', async () => {
    fakeApi({ 'POST /device/telemetry/events': () => ok({ list: [], total: 0 }) });
    renderTab(<NetworkTab device={DEVICE} />);
    expect(await screen.findByText('The device has not reported a network change yet')).toBeTruthy();
  });

  it('lists the net-config records with their result translated', async () => {
    const api = fakeApi({
      'POST /device/netConfigRecord/getBySerialNum/DEMO-000001': () =>
        ok({
          list: [
            { id: 2, at: '2026-03-02T09:00:00.000Z', mode: 'wifi', ssid: 'shop-ap', result: 'error', message: 'wrong password' },
            { id: 1, at: '2026-03-01T09:00:00.000Z', mode: 'ethernet', ssid: null, result: 'ok', message: null },
          ],
          total: 2,
        }),
    });
    renderTab(<NetConfigTab device={DEVICE} />, 'ja');
    const table = await screen.findByRole('table', { name: 'ネットワーク設定履歴' });
    expect(tableText(table)).toEqual({
      headers: ['受信日時', '接続方式', 'SSID', '結果', 'メッセージ'],
      rows: [
        [shown('2026-03-02T09:00:00.000Z', 'ja-JP'), '無線ネットワーク', 'shop-ap', '失敗', 'wrong password'],
        [shown('2026-03-01T09:00:00.000Z', 'ja-JP'), '有線ネットワーク', '—', '成功', '—'],
      ],
    });
    expect(api.to('POST /device/netConfigRecord/getBySerialNum/DEMO-000001')[0].body).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('says when there is no net-config record', async () => {
    fakeApi({ 'POST /device/netConfigRecord/getBySerialNum/DEMO-000001': () => ok({ list: [], total: 0 }) });
    renderTab(<NetConfigTab device={DEVICE} />, 'zh-TW');
    expect(await screen.findByText('尚無配網紀錄')).toBeTruthy();
  });
});

describe('health report, hardware info, test report', () => {
  it('shows the latest health and the recent reports', async () => {
    const report = (i: number) => ({
      cpu: 30 + i,
      memory: 55.5,
      disk: 71,
      uptimeSeconds: 90061 + i * 60,
      doorOpen: i === 0,
      at: new Date(Date.UTC(2026, 2, 1, 9, 50 - i)).toISOString(),
    });
    const history = Array.from({ length: 12 }, (_, i) => report(i));
    fakeApi({ 'POST /device/telemetry/health': () => ok({ latest: history[0], history }) });
    renderTab(<HealthTab device={DEVICE} />);
    const latest = await screen.findByRole('region', { name: 'Latest health' });
    await within(latest).findByText('30%');
    expect(within(latest).getByText('55.5%')).toBeTruthy();
    expect(within(latest).getByText('1 day 1 hour')).toBeTruthy();
    expect(within(latest).getByText('Open')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Recent reports (at most 50)' });
    const t = tableText(table);
    expect(t.headers).toEqual(['Reported', 'CPU use', 'Memory use', 'Disk use', 'Uptime', 'Door']);
    expect(t.rows).toHaveLength(10);
    expect(t.rows[1]).toEqual([shown(history[1].at, 'en'), '31%', '55.5%', '71%', '1 day 1 hour', 'Closed']);
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(tableText(screen.getByRole('table', { name: 'Recent reports (at most 50)' })).rows).toHaveLength(2);
  });

  it('says when no health was reported', async () => {
    fakeApi({ 'POST /device/telemetry/health': () => ok({ latest: null, history: [] }) });
    renderTab(<HealthTab device={DEVICE} />, 'ja');
    expect(await screen.findByText('この端末はまだ稼働状態を報告していません')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the hardware the device reported', async () => {
    fakeApi({
      'POST /device/telemetry/hardware': () =>
        ok({
          board: 'VM-B2',
          firmware: '2.4.1',
          appVersion: '5.0.3',
          imei: '490154203237518',
          iccid: '8981100000000000001',
          mac: '00:1A:2B:3C:4D:5E',
          at: '2026-03-01T09:00:00.000Z',
        }),
    });
    renderTab(<HardwareTab device={DEVICE} />, 'ja');
    const region = await screen.findByRole('region', { name: 'ハードウェア情報' });
    await within(region).findByText('VM-B2');
    for (const [label, value] of [
      ['ファームウェア', '2.4.1'],
      ['アプリのバージョン', '5.0.3'],
      ['IMEI', '490154203237518'],
      ['ICCID', '8981100000000000001'],
      ['MAC アドレス', '00:1A:2B:3C:4D:5E'],
      ['報告日時', shown('2026-03-01T09:00:00.000Z', 'ja-JP')],
    ]) {
      const term = within(region).getByText(label);
      expect(term.nextElementSibling?.textContent).toBe(value);
    }
  });

  it('shows the latest self-test with each item', async () => {
    const api = fakeApi({
      'GET /device/checkUpEvent/DEMO-000001': () =>
        ok({
          at: '2026-03-01T09:00:00.000Z',
          items: [
            { name: 'coinMech', result: 'pass' },
            { name: 'billValidator', result: 'fail', detail: 'jammed' },
            { name: 'coolerFan', result: 'pass' },
          ],
          passed: 2,
          failed: 1,
        }),
    });
    renderTab(<CheckUpTab device={DEVICE} />, 'zh-CN');
    const table = await screen.findByRole('table', { name: '检测项' });
    expect(tableText(table)).toEqual({
      headers: ['项目', '结果', '详情'],
      rows: [
        // items by their translated names; one no table names yet reads as words, never as its raw key
        ['硬币器', '通过', '—'],
        ['纸币识别器', '未通过', 'jammed'],
        ['Cooler fan', '通过', '—'],
      ],
    });
    expect(api.to('GET /device/checkUpEvent/DEMO-000001')).toHaveLength(1);
  });

  it('says when no self-test was reported', async () => {
    fakeApi({ 'GET /device/checkUpEvent/DEMO-000001': () => ok(null) });
    renderTab(<CheckUpTab device={DEVICE} />);
    expect(await screen.findByText('The device has not reported a self-test yet')).toBeTruthy();
  });
});

describe('log query', () => {
  const EVENTS = [
    {
      id: 3,
      type: 'alarm',
      ts: '2026-03-01T09:02:00.000Z',
      receivedAt: '2026-03-01T09:02:01.000Z',
      body: { type: 'alarm', ts: '2026-03-01T09:02:00.000Z', code: 'E12', level: 'critical', message: 'cooler stopped' },
    },
    {
      id: 2,
      type: 'door',
      ts: '2026-03-01T09:01:00.000Z',
      receivedAt: '2026-03-01T09:01:01.000Z',
      body: { type: 'door', ts: '2026-03-01T09:01:00.000Z', open: true },
    },
    {
      id: 1,
      type: 'cash',
      ts: '2026-03-01T09:00:00.000Z',
      receivedAt: '2026-03-01T09:00:01.000Z',
      body: { type: 'cash', ts: '2026-03-01T09:00:00.000Z', direction: 'in', amount: 500 },
    },
  ];

  it('lists the events with their type and content translated, filtered by type and range', async () => {
    const api = fakeApi({
      'POST /device/telemetry/events': (c) => {
        const type = (c.body as { type?: string }).type;
        const list = type ? EVENTS.filter((e) => e.type === type) : EVENTS;
        return ok({ list, total: list.length });
      },
    });
    renderTab(<LogsTab device={DEVICE} />);
    const table = await screen.findByRole('table', { name: 'Event log' });
    const t = tableText(table);
    expect(t.headers).toEqual(['Received', 'Event type', 'Content', 'Device time']);
    expect(t.rows.map((r) => r.slice(1, 3))).toEqual([
      ['Device fault', 'Code: E12Level: CriticalMessage: cooler stopped'],
      ['Door', 'Door: Open'],
      ['Cash in or out', 'Direction: Paid inAmount: ¥500'],
    ]);
    expect(api.to('POST /device/telemetry/events')[0].body).toEqual({ serialNum: SERIAL, pageNum: 1, pageSize: 10 });

    // one type
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Event type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Door' }));
    await waitFor(() => expect(tableText(screen.getByRole('table', { name: 'Event log' })).rows).toHaveLength(1));
    expect(api.to('POST /device/telemetry/events').at(-1)!.body).toEqual({ serialNum: SERIAL, type: 'door', pageNum: 1, pageSize: 10 });

    // a range of at most 30 days
    const end = new Date(2026, 2, 2, 0, 0);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: toLocalInput(new Date(end.getTime() - 40 * DAY)) } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: toLocalInput(end) } });
    const before = api.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The range is at most 30 days')).toBeTruthy();
    expect(api.calls.length).toBe(before);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: toLocalInput(new Date(end.getTime() - DAY)) } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(api.calls.length).toBe(before + 1));
    expect(api.to('POST /device/telemetry/events').at(-1)!.body).toEqual({
      serialNum: SERIAL,
      type: 'door',
      startTime: new Date(end.getTime() - DAY).toISOString(),
      endTime: end.toISOString(),
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('says when the device sent no events, and when none matches', async () => {
    fakeApi({ 'POST /device/telemetry/events': () => ok({ list: [], total: 0 }) });
    renderTab(<LogsTab device={DEVICE} />, 'ja');
    expect(await screen.findByText('この端末からのイベントはまだありません')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'イベント種別' }));
    fireEvent.click(await screen.findByRole('option', { name: '起動' }));
    expect(await screen.findByText('条件に合うイベントはありません')).toBeTruthy();
  });
});

describe('accessibility', () => {
  // what each tab shows when the device has sent something (colour contrast needs a real browser: left to e2e)
  const FULL = {
    'GET /device/event/net/getLast': () => ok({ type: 'wifi', ssid: 'shop-ap', ip: '10.0.0.5', rssi: -61, signal: 72, at: '2026-03-01T09:30:00.000Z' }),
    'POST /device/event/net/getSignalList': () => ok({ bucketSeconds: 180, points: [{ at: '2026-03-01T09:00:00.000Z', avg: 70, min: 60, max: 80 }] }),
    'POST /device/telemetry/temperature': () => ok({ bucketSeconds: 180, points: [{ at: '2026-03-01T09:00:00.000Z', avg: 4.5, min: 3.9, max: 5.2 }] }),
    'POST /device/event/sensor/list': () =>
      ok({ list: Array.from({ length: 10 }, (_, i) => ({ name: `s${i}`, value: i, unit: '°C', at: '2026-03-01T09:00:00.000Z' })), total: 30 }),
    'POST /device/telemetry/events': () =>
      ok({
        list: [
          {
            id: 1,
            type: 'network',
            ts: '2026-03-01T09:00:00.000Z',
            receivedAt: '2026-03-01T09:00:01.000Z',
            body: { type: 'network', network: { type: 'wifi', ssid: 'a' } },
          },
        ],
        total: 1,
      }),
    'POST /device/netConfigRecord/getBySerialNum/DEMO-000001': () =>
      ok({ list: [{ id: 1, at: '2026-03-01T09:00:00.000Z', mode: 'wifi', ssid: 'a', result: 'ok', message: null }], total: 1 }),
    'POST /device/telemetry/health': () =>
      ok({
        latest: { cpu: 1, memory: 2, disk: 3, uptimeSeconds: 60, doorOpen: false, at: '2026-03-01T09:00:00.000Z' },
        history: [{ cpu: 1, memory: 2, disk: 3, uptimeSeconds: 60, doorOpen: false, at: '2026-03-01T09:00:00.000Z' }],
      }),
    'POST /device/telemetry/hardware': () => ok({ board: 'B', firmware: '1', at: '2026-03-01T09:00:00.000Z' }),
    'POST /device/telemetry/coinBox': () =>
      ok({
        latest: { coins: { '100': 1 }, total: 100, full: true, at: '2026-03-01T09:00:00.000Z' },
        bucketSeconds: 1210,
        points: [{ at: '2026-03-01T09:00:00.000Z', avg: 100, min: 100, max: 100 }],
      }),
    'GET /device/checkUpEvent/DEMO-000001': () => ok({ at: '2026-03-01T09:00:00.000Z', items: [{ name: 'cooler', result: 'pass' }], passed: 1, failed: 0 }),
  };

  for (const tab of TELEMETRY_TABS) {
    it(`${tab.key}: no axe violation`, async () => {
      fakeApi(FULL);
      const Tab = tab.component;
      const { container } = renderTab(<Tab device={DEVICE} />, 'ja');
      await waitFor(() => expect(container.querySelector('table, dl')).toBeTruthy());
      await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`)).toEqual([]);
      expect(results.passes.length).toBeGreaterThan(5);
    });
  }
});
