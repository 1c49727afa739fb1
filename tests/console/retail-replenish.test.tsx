/**
 * Replenishment in the console: the shipping lists' generated list with translated statuses; making a list
 * (devices picked from the scope's devices, a good found by keyword, a quantity and a lane) sending exactly
 * the documented body and showing the server's refusal as it words it; a list's detail with its goods lines,
 * applied after a confirm; an out-of-stock order's lanes by device and by good.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { shippingLists } from '../../resources/retail/shipping-lists';
import { outOfStockOrders } from '../../resources/retail/out-of-stock-orders';
import { fakeApi, ok, refuse } from './fakeApi';
import { adminFor, menuAnswer } from './harness';

const at = '2026-11-01T00:00:00.000Z';
const LIST = {
  id: 5,
  orderNumber: 'SL20261101000005',
  orgId: 4,
  orgName: '東京ベンディング',
  status: 'created',
  remark: null,
  outOfStockOrderId: null,
  deviceCount: 2,
  lineCount: 2,
  totalQuantity: 17,
  createdBy: '伊藤 翔',
  createdAt: at,
  appliedBy: null,
  appliedAt: null,
  serialNums: ['DEMO-000001', 'DEMO-000002'],
};
const DEVICES = [
  { deviceId: 1, serialNum: 'DEMO-000001', deviceName: '渋谷1号機', orgName: '渋谷駅前店', lanes: 4, shortLanes: 2, quantity: 17 },
  { deviceId: 2, serialNum: 'DEMO-000002', deviceName: '渋谷2号機', orgName: '渋谷駅前店', lanes: 3, shortLanes: 0, quantity: 0 },
];
const routes = {
  ...menuAnswer([shippingLists, outOfStockOrders]),
  'POST /outOfStockOrder/allDevicePageList': () => ok({ list: DEVICES, total: 2 }),
};

const renderAdmin = adminFor({ resources: [shippingLists, outOfStockOrders] });

describe('shipping lists', () => {
  it('lists them with translated statuses through /shippingList/list/page', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /shippingList/list/page': () => ok({ list: [LIST, { ...LIST, id: 4, orderNumber: 'SL20261101000004', status: 'applied' }], total: 2 }),
    });
    renderAdmin('/shipping-lists', ['shippingList.view']);
    expect(await screen.findByText('SL20261101000005', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('未反映')).toBeTruthy();
    expect(screen.getByText('反映済み')).toBeTruthy();
    for (const header of ['リスト番号', '状態', 'デバイス数', '合計数量']) expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    expect(api.to('POST /shippingList/list/page')[0].body).toMatchObject({ pageNum: 1, pageSize: 10 });
  });

  it('makes a list from picked devices and a goods line with a lane, shows a refusal, then opens the new list', { timeout: 90_000 }, async () => {
    let saves = 0;
    const api = fakeApi({
      ...routes,
      'POST /goods/getGoodsByNameOrBarCode': () => ok([{ id: 31, name: '緑茶', barcode: '4900001000028' }]),
      'POST /shippingList/save': () =>
        ++saves === 1 ? refuse(409, 209053, 'レーンの商品が明細の商品と一致しません') : ok({ id: 5, orderNumber: LIST.orderNumber }),
      'POST /shippingList/getOne': () => ok(LIST),
      'POST /shippingList/goodslist/page': () => ok({ list: [], total: 0 }),
    });
    renderAdmin('/shipping-lists/create', ['shippingList.view', 'shippingList.save']);
    const pick1 = await screen.findByRole('checkbox', { name: 'DEMO-000001 を選択' }, { timeout: 15_000 });
    // nothing picked yet: the screen says so, and nothing is sent
    fireEvent.click(screen.getByRole('button', { name: '作成' }));
    expect((await screen.findByRole('alert')).textContent).toBe('デバイスを 1 台以上選んでください');
    fireEvent.click(pick1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'DEMO-000002 を選択' }));
    expect(screen.getByTestId('picked-count').textContent).toBe('2 / 100 台を選択');

    const line = screen.getByTestId('line-0');
    const goods = within(line).getByLabelText('商品名またはバーコード');
    fireEvent.change(goods, { target: { value: '緑茶' } });
    fireEvent.click(await screen.findByRole('option', { name: '緑茶 (4900001000028)' }));
    fireEvent.change(within(line).getByLabelText('数量'), { target: { value: '5' } });
    fireEvent.mouseDown(within(line).getByLabelText('デバイス（任意）'));
    fireEvent.click(await screen.findByRole('option', { name: 'DEMO-000001' }));
    fireEvent.change(within(line).getByLabelText('レーン番号（任意）'), { target: { value: 'A1' } });

    fireEvent.click(screen.getByRole('button', { name: '作成' }));
    await waitFor(() => expect(api.to('POST /shippingList/save')).toHaveLength(1));
    expect(api.to('POST /shippingList/save')[0].body).toEqual({
      serialNums: ['DEMO-000001', 'DEMO-000002'],
      items: [{ goodsId: 31, quantity: 5, serialNum: 'DEMO-000001', laneNo: 'A1' }],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('レーンの商品が明細の商品と一致しません');
    fireEvent.click(screen.getByRole('button', { name: '作成' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shipping-lists/5/show'));
    expect(await screen.findByText('補充リスト SL20261101000005')).toBeTruthy();
  });

  it('shows a list with its goods lines and applies it after a confirm', { timeout: 90_000 }, async () => {
    let applied = false;
    const api = fakeApi({
      ...routes,
      'POST /shippingList/getOne': () => ok(applied ? { ...LIST, status: 'applied', appliedAt: at, appliedBy: '伊藤 翔' } : LIST),
      'POST /shippingList/goodslist/page': () =>
        ok({
          list: [
            { id: 1, goodsId: 31, goodsName: '緑茶', barcode: '4900001000028', serialNum: 'DEMO-000001', laneNo: 'A1', quantity: 5 },
            { id: 2, goodsId: 32, goodsName: 'ほうじ茶', barcode: '4900001000035', serialNum: null, laneNo: null, quantity: 12 },
          ],
          total: 2,
        }),
      'POST /shippingList/apply/SL20261101000005': () => {
        applied = true;
        return ok({ ...LIST, status: 'applied' });
      },
    });
    renderAdmin('/shipping-lists/5/show', ['shippingList.view', 'shippingList.apply', 'shippingList.export']);
    expect(await screen.findByText('ほうじ茶', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('緑茶')).toBeTruthy();
    expect(screen.getByTestId('shipping-status').textContent).toBe('未反映');
    expect(screen.getByRole('button', { name: 'エクスポート' })).toBeTruthy();
    expect(api.to('POST /shippingList/goodslist/page')[0].body).toEqual({ id: 5, pageNum: 1, pageSize: 10 });
    fireEvent.click(screen.getByRole('button', { name: '反映' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('補充リスト SL20261101000005 を反映しますか');
    expect(api.to('POST /shippingList/apply/SL20261101000005')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /確認|OK|はい|実行/ }));
    await waitFor(() => expect(api.to('POST /shippingList/apply/SL20261101000005')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('shipping-status').textContent).toBe('反映済み'));
    expect(screen.queryByRole('button', { name: '反映' })).toBeNull();
  });

  it('offers neither apply nor export without their codes', { timeout: 90_000 }, async () => {
    fakeApi({ ...routes, 'POST /shippingList/getOne': () => ok(LIST), 'POST /shippingList/goodslist/page': () => ok({ list: [], total: 0 }) });
    renderAdmin('/shipping-lists/5/show', ['shippingList.view']);
    expect(await screen.findByText('補充リスト SL20261101000005', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '反映' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'エクスポート' })).toBeNull();
  });
});

describe('out-of-stock orders', () => {
  it("shows an order's lanes by device, then by good", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /outOfStockOrder/get/9': () =>
        ok({
          id: 9,
          orderNumber: 'OS20261101000009',
          orgId: 4,
          orgName: '東京ベンディング',
          remark: null,
          deviceCount: 1,
          lineCount: 2,
          totalQuantity: 17,
          createdBy: '伊藤 翔',
          createdAt: at,
        }),
      'POST /outOfStockOrder/getDetailPageList/groupByDevice': () =>
        ok({
          list: [
            {
              deviceId: 1,
              serialNum: 'DEMO-000001',
              deviceName: '渋谷1号機',
              lanes: 2,
              quantity: 17,
              lines: [
                { laneNo: 'A1', goodsId: 31, goodsName: '緑茶', stock: 1, maxStock: 10, threshold: 2, quantity: 9 },
                { laneNo: 'A2', goodsId: 32, goodsName: 'ほうじ茶', stock: 0, maxStock: 8, threshold: 1, quantity: 8 },
              ],
            },
          ],
          total: 1,
        }),
      'POST /outOfStockOrder/groupByGoods': () =>
        ok({
          list: [
            { goodsId: 31, goodsName: '緑茶', barcode: '4900001000028', lanes: 1, devices: 1, quantity: 9 },
            { goodsId: 32, goodsName: 'ほうじ茶', barcode: null, lanes: 1, devices: 1, quantity: 8 },
          ],
          total: 2,
        }),
    });
    renderAdmin('/out-of-stock-orders/9/show', ['outOfStockOrder.view']);
    expect(await screen.findByText('渋谷1号機', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/A1 緑茶 1\/10 \+9/)).toBeTruthy();
    expect(api.to('POST /outOfStockOrder/getDetailPageList/groupByDevice')[0].body).toEqual({ id: 9, pageNum: 1, pageSize: 10 });
    fireEvent.click(screen.getByRole('tab', { name: '商品別' }));
    expect(await screen.findByText('4900001000028')).toBeTruthy();
    expect(screen.getByText('ほうじ茶')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'エクスポート' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'この欠品リストから補充リストを作成' })).toBeNull();
  });

  it('turns an order into a shipping list and opens it, for holders of shippingList.save', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /outOfStockOrder/get/9': () =>
        ok({
          id: 9,
          orderNumber: 'OS20261101000009',
          orgId: 4,
          orgName: '東京ベンディング',
          remark: null,
          deviceCount: 1,
          lineCount: 2,
          totalQuantity: 17,
          createdBy: null,
          createdAt: at,
        }),
      'POST /outOfStockOrder/getDetailPageList/groupByDevice': () => ok({ list: [], total: 0 }),
      'POST /outOfStockOrder/toShippingList/9': () => ok({ id: 5, orderNumber: LIST.orderNumber }),
      'POST /shippingList/getOne': () => ok({ ...LIST, outOfStockOrderId: 9 }),
      'POST /shippingList/goodslist/page': () => ok({ list: [], total: 0 }),
    });
    renderAdmin('/out-of-stock-orders/9/show', ['outOfStockOrder.view', 'shippingList.view', 'shippingList.save']);
    fireEvent.click(await screen.findByRole('button', { name: 'この欠品リストから補充リストを作成' }, { timeout: 15_000 }));
    await waitFor(() => expect(window.location.pathname).toBe('/shipping-lists/5/show'));
    expect(api.to('POST /outOfStockOrder/toShippingList/9')).toHaveLength(1);
    expect(await screen.findByText('補充リスト SL20261101000005')).toBeTruthy();
  });

  it('makes an order from the whole scope when no device is picked, and shows "nothing short" as the server words it', { timeout: 90_000 }, async () => {
    const api = fakeApi({ ...routes, 'POST /outOfStockOrder/create': () => refuse(409, 209056, 'しきい値以下のレーンがありません') });
    renderAdmin('/out-of-stock-orders/create', ['outOfStockOrder.view', 'outOfStockOrder.save']);
    await screen.findByRole('checkbox', { name: 'DEMO-000001 を選択' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: '作成' }));
    expect((await screen.findByRole('alert')).textContent).toBe('しきい値以下のレーンがありません');
    expect(api.to('POST /outOfStockOrder/create')[0].body).toEqual({});
  });
});
