/**
 * The route detail (screens/devices/RouteDetail.tsx) over a test double of the server: the route with its
 * capacity, the devices on it and those it could take, each paged with groupDevicePageList /
 * unGroupDevicePageList {groupId, pageNum, pageSize}; several devices picked and added with one bind
 * {groupId, serialNums}, removed with one unbind after a confirmation; the server's refusals (the route
 * full, a device already on a route) told with its message and the devices it names; without route.bind
 * nothing can be picked.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes as routeResource } from '../../resources/devices/routes';
import { RouteDetail } from '../../src/console/screens/devices/RouteDetail';
import { ERRORS } from '../../src/domain/errors';
import { fakeApi, ok, refuse, type RecordedCall } from './fakeApi';
import { renderScreen } from './accounts-support';

const at = '2026-11-01T00:00:00.000Z';
const ROUTE = {
  id: 5,
  name: 'Shibuya round',
  remark: 'Mornings',
  status: 1,
  orgId: 4,
  orgName: 'Tokyo Vending',
  deviceCount: 2,
  onlineCount: 1,
  createdAt: at,
  updatedAt: at,
};
const device = (n: number, extra: Record<string, unknown> = {}) => ({
  id: n,
  serialNum: `DEMO-${String(n).padStart(6, '0')}`,
  name: `Machine ${n}`,
  alias: '',
  model: 'VM-200',
  productName: 'Vending 200',
  orgId: 4,
  orgName: 'Tokyo Vending',
  status: 1,
  online: n % 2 === 1,
  activatedAt: at,
  lastLoginAt: null,
  boundAt: null,
  ...extra,
});
const BOUND = [device(1, { boundAt: at }), device(2, { boundAt: at })];
const UNBOUND = Array.from({ length: 13 }, (_, i) => device(10 + i));

const page = (rows: unknown[], call: RecordedCall) => {
  const { pageNum = 1, pageSize = 10 } = call.body as { pageNum?: number; pageSize?: number };
  return ok({ list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length });
};

const api = (extra: Record<string, (c: RecordedCall) => ReturnType<typeof ok>> = {}) =>
  fakeApi({
    'POST /device/group/detail': () => ok(ROUTE),
    'POST /device/group/groupDevicePageList': (c) => page(BOUND, c),
    'POST /device/group/unGroupDevicePageList': (c) => page(UNBOUND, c),
    ...extra,
  });

function renderDetail(access = ['route.view', 'route.bind', 'route.update'], locale: 'en' | 'ja' = 'en') {
  return renderScreen(<RouteDetail declaration={routeResource} />, { resource: 'routes', route: '/routes/:id/show', path: '/routes/5/show', access, locale });
}

describe('route detail', () => {
  it('shows the route, its devices and the devices it could take, each paged', { timeout: 90_000 }, async () => {
    const calls = api();
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Route: Shibuya round' })).toBeTruthy();
    expect(screen.getByText('Tokyo Vending')).toBeTruthy();
    expect(screen.getByTestId('route-device-count').textContent).toBe('2 / 256 devices');
    expect(screen.getByText('Mornings')).toBeTruthy();

    const bound = screen.getByRole('region', { name: 'Devices on this route' });
    await within(bound).findByText('DEMO-000001');
    expect(within(bound).getByText('DEMO-000002')).toBeTruthy();
    expect(calls.to('POST /device/group/groupDevicePageList')[0].body).toEqual({ groupId: 5, pageNum: 1, pageSize: 10 });

    const unbound = screen.getByRole('region', { name: 'Devices that can be added' });
    await within(unbound).findByText('DEMO-000010');
    expect(within(unbound).queryByText('DEMO-000020')).toBeNull();
    fireEvent.click(within(unbound).getByRole('button', { name: 'Go to next page' }));
    expect(await within(unbound).findByText('DEMO-000020')).toBeTruthy();
    expect(calls.to('POST /device/group/unGroupDevicePageList').at(-1)!.body).toEqual({ groupId: 5, pageNum: 2, pageSize: 10 });
  });

  it('adds the devices picked with one bind call, then removes one after confirming', { timeout: 90_000 }, async () => {
    const calls = api({
      'POST /device/group/bind': () => ok({ groupId: 5, count: 4 }),
      'POST /device/group/unbind': () => ok({ groupId: 5, count: 1 }),
    });
    renderDetail();
    const unbound = await screen.findByRole('region', { name: 'Devices that can be added' });
    await within(unbound).findByText('DEMO-000010');
    const add = within(unbound).getByRole('button', { name: /Add selected devices/ });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(unbound).getByRole('checkbox', { name: 'Select DEMO-000010' }));
    fireEvent.click(within(unbound).getByRole('checkbox', { name: 'Select DEMO-000011' }));
    expect(add.textContent).toBe('Add selected devices (2)');
    fireEvent.click(add);
    await waitFor(() => expect(calls.to('POST /device/group/bind')).toHaveLength(1));
    expect(calls.to('POST /device/group/bind')[0].body).toEqual({ groupId: 5, serialNums: ['DEMO-000010', 'DEMO-000011'] });
    expect(await screen.findByText('Added 2 devices')).toBeTruthy();
    // both lists and the route are read again
    await waitFor(() => expect(calls.to('POST /device/group/detail').length).toBeGreaterThan(1));
    await waitFor(() => expect(calls.to('POST /device/group/groupDevicePageList').length).toBeGreaterThan(1));

    const bound = screen.getByRole('region', { name: 'Devices on this route' });
    fireEvent.click(await within(bound).findByRole('checkbox', { name: 'Select DEMO-000002' }));
    fireEvent.click(within(bound).getByRole('button', { name: 'Remove selected devices (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove devices from the route' });
    expect(within(dialog).getByText('Remove 1 device from route "Shibuya round"?')).toBeTruthy();
    expect(calls.to('POST /device/group/unbind')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Confirm/ }));
    await waitFor(() => expect(calls.to('POST /device/group/unbind')).toHaveLength(1));
    expect(calls.to('POST /device/group/unbind')[0].body).toEqual({ groupId: 5, serialNums: ['DEMO-000002'] });
    expect(await screen.findByText('Removed 1 device')).toBeTruthy();
  });

  it("tells the server's refusals with its message and the devices it names", { timeout: 90_000 }, async () => {
    let answer = 0;
    api({
      'POST /device/group/bind': () =>
        answer++ === 0
          ? refuse(409, 203014, ERRORS[203014].msg.ja)
          : refuse(409, 203005, ERRORS[203005].msg.ja, [{ field: 'serialNums', message: 'DEMO-000012' }]),
    });
    renderDetail(undefined, 'ja');
    const unbound = await screen.findByRole('region', { name: '追加できるデバイス' });
    await within(unbound).findByText('DEMO-000012');
    const select = within(unbound).getByRole('checkbox', { name: 'このページをすべて選択' });
    fireEvent.click(select);
    fireEvent.click(within(unbound).getByRole('button', { name: '選択したデバイスを追加（10）' }));
    expect((await within(unbound).findAllByText('ルートのデバイス数が上限に達しています')).length).toBeGreaterThan(0);

    fireEvent.click(within(unbound).getByRole('button', { name: '選択したデバイスを追加（10）' }));
    expect((await within(unbound).findAllByText('デバイスは既にルートに登録されています')).length).toBeGreaterThan(0);
    expect(within(unbound).getByText('該当するデバイス：DEMO-000012')).toBeTruthy();
    // nothing was taken off the selection: the user can adjust and try again
    expect((within(unbound).getByRole('checkbox', { name: 'DEMO-000012 を選択' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a full route takes no more devices than it has room for', { timeout: 90_000 }, async () => {
    api({ 'POST /device/group/detail': () => ok({ ...ROUTE, deviceCount: 255 }) });
    renderDetail();
    const unbound = await screen.findByRole('region', { name: 'Devices that can be added' });
    await within(unbound).findByText('DEMO-000010');
    fireEvent.click(within(unbound).getByRole('checkbox', { name: 'Select DEMO-000010' }));
    expect((within(unbound).getByRole('button', { name: 'Add selected devices (1)' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(unbound).getByRole('checkbox', { name: 'Select DEMO-000011' }));
    expect((within(unbound).getByRole('button', { name: 'Add selected devices (2)' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(unbound).getByText('A route holds at most 256 devices: 1 more can be added')).toBeTruthy();
  });

  it('without route.bind the devices are listed but cannot be picked', async () => {
    api();
    renderDetail(['route.view']);
    const bound = await screen.findByRole('region', { name: 'Devices on this route' });
    await within(bound).findByText('DEMO-000001');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Add selected devices|Remove selected devices/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
