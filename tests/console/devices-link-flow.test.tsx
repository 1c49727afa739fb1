/**
 * The link flow (screens/devices/LinkFlow.tsx and the device detail's linkStats tab) over a test double of
 * the server: the fleet's counts by delivery status, the slow ones and p50/p95 of each interval; a device
 * and a period applied (a period over 31 days refused before anything is sent); one push looked up and
 * drawn as its four stages with the gaps between them, a stage not observed shown as not reached, slow
 * flagged; a push the server does not know told with its message; the tab fixed to its device.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { linkFlow } from '../../resources/devices/link-flow';
import { LinkFlow } from '../../src/console/screens/devices/LinkFlow';
import { LinkStatsTab } from '../../src/console/screens/devices/detail/LinkStatsTab';
import { LINK_TABS } from '../../src/console/screens/devices/detail/linkTabs';
import { ERRORS } from '../../src/domain/errors';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';

const REQ = '7d2f0a1e-5b3c-4e8a-9f10-2a3b4c5d6e7f';
const SLOW_REQ = '11111111-2222-4333-8444-555555555555';

const STATS = {
  total: 12,
  slow: 2,
  statuses: { SUBOK: 9, PUBOK: 1, SEND: 1, EXPIRED: 1 },
  shown: { pushed: 1, published: 1, succeeded: 9, expired: 1, failed: 0 },
  intervals: [
    { from: 'apiSent', to: 'brokerReceived', count: 11, p50: 1.5, p95: 4.2 },
    { from: 'brokerReceived', to: 'brokerSent', count: 10, p50: 0.8, p95: 2 },
    { from: 'brokerSent', to: 'deviceReceived', count: 9, p50: 35, p95: 6100 },
    { from: 'apiSent', to: 'deviceReceived', count: 9, p50: 40, p95: 6120.5 },
  ],
};

const stages = (t0: number, gaps: (number | null)[]) => {
  const names = ['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived'];
  let t = t0;
  const out: { stage: string; at: string }[] = [];
  gaps.forEach((g, i) => {
    if (g === null) return;
    t += g;
    out.push({ stage: names[i], at: new Date(t).toISOString() });
  });
  return out;
};

const T0 = Date.parse('2026-11-20T03:00:00.000Z');
const PUSH = {
  requestId: REQ,
  serialNum: 'DEMO-000001',
  deviceName: 'Shibuya 1',
  type: 3,
  status: 'SUBOK',
  slow: false,
  totalMs: 42,
  source: 'command',
  ackResult: 'ok',
  createdAt: new Date(T0).toISOString(),
  stages: stages(T0, [0, 2, 5, 35]),
};
// an external broker never reports brokerSent; this one was also late
const SLOW_PUSH = { ...PUSH, requestId: SLOW_REQ, status: 'SUBOK', slow: true, totalMs: 6120, stages: stages(T0, [0, 3, null, 6117]) };

const routes = {
  'POST /device/pushMsg/statistics': () => ok(STATS),
  'POST /device/pushMsg/pageList': () => ok({ list: [PUSH, SLOW_PUSH], total: 2 }),
  [`GET /device/pushMsg/detail/DEMO-000001/${REQ}`]: () => ok(PUSH),
  [`GET /device/pushMsg/detail/DEMO-000001/${SLOW_REQ}`]: () => ok(SLOW_PUSH),
};

function renderFlow(locale: 'en' | 'ja' = 'en') {
  return renderScreen(<LinkFlow declaration={linkFlow} />, { resource: 'linkFlow', route: '/linkFlow', path: '/linkFlow', access: ['pushMsg.view'], locale });
}

const tokyoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());

describe('link flow screen', () => {
  it("shows the fleet's pushes by status, the slow ones and p50/p95 of each interval", async () => {
    const api = fakeApi(routes);
    renderFlow();
    expect(await screen.findByRole('heading', { name: 'Message statistics (link flow)' })).toBeTruthy();
    const counts = await screen.findByTestId('link-counts');
    const value = (label: string) => within(counts).getByText(label).nextElementSibling?.textContent;
    expect(value('Pushes')).toBe('12');
    expect(value('Succeeded')).toBe('9');
    expect(value('Published')).toBe('1');
    expect(value('Pushed')).toBe('1');
    expect(value('Expired')).toBe('1');
    expect(value('Failed')).toBe('0');
    expect(value('Slow (over 5 s)')).toBe('2');

    const table = screen.getByRole('table', { name: 'Time per interval' });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(
      within(row(/^API sent → Broker received/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['11', '1.5', '4.2']);
    expect(
      within(row(/^Broker sent → Device received/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['9', '35', '6,100']);
    expect(
      within(row(/^Whole link/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['9', '40', '6,120.5']);

    // the fleet (no serialNum) over the last seven Tokyo days
    const body = api.to('POST /device/pushMsg/statistics')[0].body as Record<string, string>;
    expect(body.serialNum).toBeUndefined();
    expect(body.endDate).toBe(tokyoToday());
    expect((Date.parse(body.endDate) - Date.parse(body.startDate)) / 86_400_000).toBe(6);

    // the recent pushes, their statuses as the spec shows them
    const recent = screen.getByRole('table', { name: 'Recent pushes' });
    const slowRow = (await within(recent).findByText(SLOW_REQ)).closest('tr')!;
    expect(within(slowRow).getByText('Succeeded')).toBeTruthy();
    expect(within(slowRow).getByText('Slow')).toBeTruthy();
  });

  it('applies a device and a period; a period over 31 days is refused before anything is sent', async () => {
    const api = fakeApi(routes);
    renderFlow();
    await screen.findByTestId('link-counts');
    const filters = screen.getByRole('search', { name: 'Filters' });
    fireEvent.change(within(filters).getByLabelText('Serial number'), { target: { value: 'DEMO-000001' } });
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Show' }));
    expect(await within(filters).findByText('The period may be at most 31 days')).toBeTruthy();
    expect(api.to('POST /device/pushMsg/statistics')).toHaveLength(1);

    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-01-31' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(api.to('POST /device/pushMsg/statistics')).toHaveLength(2));
    expect(api.to('POST /device/pushMsg/statistics')[1].body).toEqual({ serialNum: 'DEMO-000001', startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(await screen.findByText('Device DEMO-000001, 2026-01-01 to 2026-01-31')).toBeTruthy();
    await waitFor(() => expect(api.to('POST /device/pushMsg/pageList')).toHaveLength(2));
    expect(api.to('POST /device/pushMsg/pageList')[1].body).toMatchObject({
      serialNum: 'DEMO-000001',
      pageNum: 1,
      pageSize: 10,
      startTime: '2026-01-01T00:00:00.000+09:00',
      endTime: '2026-01-31T23:59:59.999+09:00',
    });
    // "Show" again on the same period reads it again (new pushes keep arriving)
    fireEvent.click(within(filters).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(api.to('POST /device/pushMsg/statistics')).toHaveLength(3));
    expect(api.to('POST /device/pushMsg/statistics')[2].body).toEqual({ serialNum: 'DEMO-000001', startDate: '2026-01-01', endDate: '2026-01-31' });
  });

  it('looks up one push: its four stages, each with its time and the gap from the one before', async () => {
    const api = fakeApi(routes);
    renderFlow();
    await screen.findByTestId('link-counts');
    const lookup = screen.getByRole('region', { name: 'Look up a push' });
    // a malformed requestId is not sent
    fireEvent.change(within(lookup).getByRole('textbox', { name: /Serial number/ }), { target: { value: 'DEMO-000001' } });
    fireEvent.change(within(lookup).getByRole('textbox', { name: /Request ID/ }), { target: { value: 'not-a-request' } });
    fireEvent.click(within(lookup).getByRole('button', { name: 'Look up' }));
    expect(await within(lookup).findByText('The request ID is not valid (8-4-4-4-12 hexadecimal digits)')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.startsWith('/device/pushMsg/detail'))).toHaveLength(0);

    fireEvent.change(within(lookup).getByRole('textbox', { name: /Request ID/ }), { target: { value: REQ } });
    fireEvent.click(within(lookup).getByRole('button', { name: 'Look up' }));
    const flow = await within(lookup).findByRole('list', { name: 'Link flow' });
    const items = within(flow).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-stage'))).toEqual(['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived']);
    expect(items.every((li) => li.getAttribute('data-reached') === 'true')).toBe(true);
    expect(within(items[0]).getByText('API sent')).toBeTruthy();
    expect(within(items[1]).getByText('+2 ms')).toBeTruthy();
    expect(within(items[2]).getByText('+5 ms')).toBeTruthy();
    expect(within(items[3]).getByText('+35 ms')).toBeTruthy();
    expect(items[3].querySelector('time')?.getAttribute('datetime')).toBe(PUSH.stages[3].at);
    expect(within(lookup).getByText('Succeeded')).toBeTruthy();
    expect(within(lookup).getByText('Whole link: 42 ms')).toBeTruthy();
    expect(within(lookup).queryByText('Slow')).toBeNull();
  });

  it('a stage the broker never reported is not reached, never invented; over 5 s is flagged slow', async () => {
    fakeApi(routes);
    renderFlow();
    const recent = await screen.findByRole('table', { name: 'Recent pushes' });
    fireEvent.click(await within(recent).findByRole('button', { name: `Show the flow of ${SLOW_REQ}` }));
    const lookup = screen.getByRole('region', { name: 'Look up a push' });
    const flow = await within(lookup).findByRole('list', { name: 'Link flow' });
    const sent = within(flow).getAllByRole('listitem')[2];
    expect(sent.getAttribute('data-reached')).toBe('false');
    expect(within(sent).getByText('Not reached')).toBeTruthy();
    expect(sent.querySelector('time')).toBeNull();
    const received = within(flow).getAllByRole('listitem')[3];
    expect(within(received).getByText('+6,117 ms after Broker received')).toBeTruthy();
    expect(within(lookup).getByText('Slow')).toBeTruthy();
    expect(within(lookup).getByText('The whole link took 6.1 s (over 5 s)')).toBeTruthy();
    // the form shows the push chosen
    expect((within(lookup).getByRole('textbox', { name: /Request ID/ }) as HTMLInputElement).value).toBe(SLOW_REQ);
  });

  it("a push the server does not know is told with the server's message", async () => {
    const missing = '99999999-2222-4333-8444-555555555555';
    fakeApi({ ...routes, [`GET /device/pushMsg/detail/DEMO-000001/${missing}`]: () => refuse(404, 203204, ERRORS[203204].msg.ja) });
    renderFlow('ja');
    const lookup = await screen.findByRole('region', { name: 'プッシュの検索' });
    fireEvent.change(within(lookup).getByRole('textbox', { name: /シリアル番号/ }), { target: { value: 'DEMO-000001' } });
    fireEvent.change(within(lookup).getByRole('textbox', { name: /リクエスト ID/ }), { target: { value: missing } });
    fireEvent.click(within(lookup).getByRole('button', { name: '検索' }));
    expect(await within(lookup).findByText('プッシュメッセージが存在しません')).toBeTruthy();
  });
});

describe('device detail: message statistics / link flow tab', () => {
  it('is listed once, needs pushMsg.view, and reads only its device', async () => {
    expect(LINK_TABS.filter((t) => t.key === 'linkStats')).toHaveLength(1);
    expect(LINK_TABS.find((t) => t.key === 'linkStats')?.permission).toBe('pushMsg.view');
    const api = fakeApi(routes);
    renderScreen(<LinkStatsTab device={{ serialNum: 'DEMO-000001' }} />, {
      resource: 'devices',
      route: '/devices/:id/show',
      path: '/devices/DEMO-000001/show',
      access: ['pushMsg.view'],
    });
    await screen.findByTestId('link-counts');
    expect(screen.getByText(/^Device DEMO-000001, \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d$/)).toBeTruthy();
    expect(api.to('POST /device/pushMsg/statistics')[0].body).toMatchObject({ serialNum: 'DEMO-000001' });
    expect(api.to('POST /device/pushMsg/pageList')[0].body).toMatchObject({ serialNum: 'DEMO-000001' });
    // no serial number to type: the lookup takes only the requestId
    const lookup = screen.getByRole('region', { name: 'Look up a push' });
    expect(within(lookup).queryByRole('textbox', { name: /Serial number/ })).toBeNull();
    fireEvent.change(within(lookup).getByRole('textbox', { name: /Request ID/ }), { target: { value: REQ } });
    fireEvent.click(within(lookup).getByRole('button', { name: 'Look up' }));
    expect(await within(lookup).findByRole('list', { name: 'Link flow' })).toBeTruthy();
    expect(api.calls.some((c) => c.path === `/device/pushMsg/detail/DEMO-000001/${REQ}`)).toBe(true);
  });
});
