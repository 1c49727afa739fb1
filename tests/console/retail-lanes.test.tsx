/**
 * The device detail's lane tabs (src/console/screens/retail/lanes/, listed by laneTabs.ts) over a test double
 * of the server: the grid renders each place as a cell (lane number, good, price, stock/max, open or closed),
 * is one tab stop whose arrow keys move between cells, opens an inline editor on Enter that sends only what
 * changed, shows the server's refusal in the cell, checks a new lane's number before anything is sent; the
 * history and list tabs page the calls and translate actions and price sources.
 */
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LANE_TABS } from '../../src/console/screens/devices/detail/laneTabs';
import { DEVICE_TABS } from '../../src/console/screens/devices/detail/tabs';
import { LaneGridTab } from '../../src/console/screens/retail/lanes/LaneGridTab';
import { LaneHistoryTab } from '../../src/console/screens/retail/lanes/LaneHistoryTab';
import { LaneListTab } from '../../src/console/screens/retail/lanes/LaneListTab';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';

const SERIAL = 'DEMO-000001';
const DEVICE = { serialNum: SERIAL, id: 1 };

const lane = (id: number, laneNo: string, rowNo: number, colNo: number, extra: Record<string, unknown> = {}) => ({
  id,
  serialNum: SERIAL,
  laneNo,
  rowNo,
  colNo,
  goodsId: 5,
  goodsName: 'Green tea',
  goodsImage: null,
  barcode: null,
  price: 150,
  stock: 3,
  maxStock: 10,
  threshold: 1,
  status: 1,
  priceSource: 'manualUpdate',
  updatedAt: '2026-03-01T09:00:00.000Z',
  ...extra,
});
const GRID = {
  serialNum: SERIAL,
  rows: 2,
  cols: 2,
  lanes: [lane(11, '1', 1, 1), lane(12, '2', 1, 2, { status: 0, goodsName: 'Cola', stock: 0 }), lane(13, '3', 2, 1)],
};

function renderTab(ui: ReactElement, access = ['device.view', 'lane.view', 'lane.update'], locale: 'en' | 'ja' = 'en') {
  return renderScreen(<Suspense fallback={null}>{ui}</Suspense>, {
    resource: 'devices',
    route: '/devices/:id/show',
    path: `/devices/${SERIAL}/show`,
    access,
    locale,
  });
}

const cells = () => screen.getAllByRole('gridcell');

describe('lane tabs registry', () => {
  it('lists lane and goods management, lane history and the lane list after vending management, for holders of lane.view', () => {
    expect(LANE_TABS.map((t) => [t.key, t.order, t.permission])).toEqual([
      ['lanes', 50, 'lane.view'],
      ['laneHistory', 60, 'lane.view'],
      ['laneList', 70, 'lane.view'],
    ]);
    const keys = DEVICE_TABS.map((t) => t.key);
    expect(keys.indexOf('active')).toBeLessThan(keys.indexOf('lanes'));
    expect(keys.indexOf('laneList')).toBeLessThan(keys.indexOf('topics'));
  });
});

describe('lane grid', () => {
  it('renders every place of the grid, lanes with their good, price, stock and state, one tab stop', async () => {
    const api = fakeApi({ 'POST /vendingChannel/get': () => ok(GRID) });
    renderTab(<LaneGridTab device={DEVICE} />);
    const grid = await screen.findByRole('grid', { name: 'Lane grid' });
    expect(within(grid).getAllByRole('row')).toHaveLength(2);
    expect(cells()).toHaveLength(4);
    expect(cells()[0].textContent).toBe('1Green tea¥1503/10Open');
    expect(cells()[1].textContent).toContain('Closed');
    expect(cells()[3].textContent).toBe('Empty (row 2, column 2)');
    expect(cells().map((c) => c.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(api.to('POST /vendingChannel/get')[0].body).toEqual({ serialNum: SERIAL });
  });

  it('moves between cells with the arrow keys (roving tabindex)', async () => {
    fakeApi({ 'POST /vendingChannel/get': () => ok(GRID) });
    renderTab(<LaneGridTab device={DEVICE} />);
    await screen.findByRole('grid');
    cells()[0].focus();
    fireEvent.keyDown(cells()[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cells()[1]);
    expect(cells().map((c) => c.tabIndex)).toEqual([-1, 0, -1, -1]);
    fireEvent.keyDown(cells()[1], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cells()[3]);
    fireEvent.keyDown(cells()[3], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cells()[3]);
    fireEvent.keyDown(cells()[3], { key: 'Home' });
    expect(document.activeElement).toBe(cells()[2]);
    fireEvent.keyDown(cells()[2], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(cells()[0]);
  });

  it('Enter opens the inline editor; saving sends only the changed price and refreshes the grid', async () => {
    let version = 0;
    const api = fakeApi({
      'POST /vendingChannel/get': () => ok(version === 0 ? GRID : { ...GRID, lanes: [lane(11, '1', 1, 1, { price: 180 }), ...GRID.lanes.slice(1)] }),
      'POST /channelGoods/update': () => {
        version++;
        return ok(lane(11, '1', 1, 1, { price: 180 }));
      },
      'POST /goods/list/page': () => ok({ list: [{ id: 5, name: 'Green tea', defaultPrice: 150 }], total: 1 }),
    });
    renderTab(<LaneGridTab device={DEVICE} />);
    await screen.findByRole('grid');
    fireEvent.keyDown(cells()[0], { key: 'Enter' });
    const price = await screen.findByRole('spinbutton', { name: 'Price' });
    fireEvent.change(price, { target: { value: '180' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST /channelGoods/update')).toHaveLength(1));
    expect(api.to('POST /channelGoods/update')[0].body).toEqual({ id: 11, price: 180 });
    expect(api.to('POST /channel/update')).toHaveLength(0);
    await waitFor(() => expect(cells()[0].textContent).toContain('¥180'));
    expect(screen.queryByRole('spinbutton', { name: 'Price' })).toBeNull();
  });

  it("shows the server's refusal in the cell and keeps the editor open", async () => {
    fakeApi({
      'POST /vendingChannel/get': () => ok(GRID),
      'POST /channelGoods/update': () => refuse(409, 209016, 'The lane is full or has no room to replenish'),
      'POST /goods/list/page': () => ok({ list: [], total: 0 }),
    });
    renderTab(<LaneGridTab device={DEVICE} />);
    await screen.findByRole('grid');
    fireEvent.click(cells()[0]);
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Stock' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await within(cells()[0]).findByRole('alert');
    expect(alert.textContent).toBe('The lane is full or has no room to replenish');
    expect(screen.getByRole('spinbutton', { name: 'Stock' })).toBeTruthy();
    // Escape closes it without sending anything more
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('spinbutton', { name: 'Stock' }), { key: 'Escape' });
    });
    expect(screen.queryByRole('spinbutton', { name: 'Stock' })).toBeNull();
  });

  it('adds a lane in an empty place, refusing a bad number before anything is sent', async () => {
    const api = fakeApi({ 'POST /vendingChannel/get': () => ok(GRID), 'POST /channel/save': () => ok({ id: 14 }) });
    renderTab(<LaneGridTab device={DEVICE} />);
    await screen.findByRole('grid');
    fireEvent.keyDown(cells()[0], { key: 'End' });
    fireEvent.keyDown(cells()[1], { key: 'ArrowDown' });
    fireEvent.keyDown(cells()[3], { key: 'Enter' });
    const number = await screen.findByRole('textbox', { name: 'Lane number' });
    fireEvent.change(number, { target: { value: 'ABCDEF' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add lane' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The lane number is at most 5 letters or digits');
    expect(api.to('POST /channel/save')).toHaveLength(0);
    fireEvent.change(number, { target: { value: 'A4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add lane' }));
    await waitFor(() => expect(api.to('POST /channel/save')).toHaveLength(1));
    expect(api.to('POST /channel/save')[0].body).toEqual({ serialNum: SERIAL, laneNo: 'A4', rowNo: 2, colNo: 2, maxStock: 10 });
  });

  it('offers to create a grid on a device without one; a viewer gets no editing controls', async () => {
    const api = fakeApi({
      'POST /vendingChannel/get': () => ok({ serialNum: SERIAL, rows: null, cols: null, lanes: [] }),
      'POST /vendingChannel/save': () => ok({ serialNum: SERIAL, rows: 4, cols: 5 }),
    });
    renderTab(<LaneGridTab device={DEVICE} />);
    expect(await screen.findByText('This device has no lane grid yet. Choose its rows and columns to create one.')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Rows' }), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the lane grid' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Rows and columns are 1 to 20');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Rows' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the lane grid' }));
    await waitFor(() => expect(api.to('POST /vendingChannel/save')[0]?.body).toEqual({ serialNum: SERIAL, rows: 4, cols: 5 }));
  });

  it('in Japanese, for a viewer: the grid without editing controls', async () => {
    fakeApi({ 'POST /vendingChannel/get': () => ok(GRID) });
    renderTab(<LaneGridTab device={DEVICE} />, ['device.view', 'lane.view'], 'ja');
    await screen.findByRole('grid', { name: 'レーン構成' });
    expect(screen.queryByRole('button', { name: 'ワンタッチ補充' })).toBeNull();
    fireEvent.keyDown(cells()[0], { key: 'Enter' });
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(cells()[0].textContent).toContain('販売中');
  });
});

describe('lane history and list', () => {
  it('pages the history with translated actions, and the device for a vend', async () => {
    const api = fakeApi({
      'POST /vendingChannelLog/list/page': () =>
        ok({
          total: 2,
          list: [
            {
              id: 2,
              laneId: 11,
              laneNo: '1',
              action: 'dispatch',
              before: { stock: 3 },
              after: { stock: 2 },
              userId: null,
              userName: null,
              createdAt: '2026-03-01T10:00:00.000Z',
            },
            {
              id: 1,
              laneId: 11,
              laneNo: '1',
              action: 'priceChange',
              before: { price: 150 },
              after: { price: 180 },
              userId: 7,
              userName: 'tester',
              createdAt: '2026-03-01T09:00:00.000Z',
            },
          ],
        }),
    });
    renderTab(<LaneHistoryTab device={DEVICE} />);
    await screen.findByText('Price change');
    const table = screen.getByRole('table', { name: 'Lane history' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['1', 'Dispatch', '{"stock":3}', '{"stock":2}', 'Device'],
      ['1', 'Price change', '{"price":150}', '{"price":180}', 'tester'],
    ]);
    expect(api.to('POST /vendingChannelLog/list/page')[0].body).toEqual({ serialNum: SERIAL, pageNum: 1, pageSize: 10 });
  });

  it('lists the lanes, paged, with translated status and price source', async () => {
    const api = fakeApi({ 'POST /channel/pageList': () => ok({ total: 1, list: [lane(11, '1', 1, 1, { priceSource: 'smartAdjust' })] }) });
    renderTab(<LaneListTab device={DEVICE} />);
    await screen.findByText('Smart adjust');
    const table = screen.getByRole('table', { name: 'Lane list' });
    const cellsOf = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cellsOf.slice(0, 8)).toEqual(['1', '1-1', 'Green tea', '¥150', '3', '10', 'Open', 'Smart adjust']);
    expect(api.to('POST /channel/pageList')[0].body).toEqual({ serialNum: SERIAL, pageNum: 1, pageSize: 10 });
  });
});
