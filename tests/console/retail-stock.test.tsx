/**
 * Stock, the stock change log and purchase/return orders in the console: the generated lists of the
 * declarations (resources/retail/stock.ts) over the real contract's calls, against a test double of the
 * server — columns and enum values in Japanese, the paged calls' bodies — and the order's detail screen:
 * its lines and open question, and confirming a draft only after the confirmation dialog.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { purchaseOrders, stock, stockChangeLogs } from '../../resources/retail/stock';
import { goods } from '../../resources/retail/goods';
import { fakeApi, ok, refuse } from './fakeApi';
import { adminFor, menuAnswer } from './harness';

const DECLS = [stock, stockChangeLogs, purchaseOrders, goods];
const at = '2026-11-01T00:00:00.000Z';
const routes = {
  ...menuAnswer([stock, stockChangeLogs, purchaseOrders]),
  'POST /open/customer/list': () => ok([{ id: 4, name: '東京ベンディング' }]),
};
const ORDER = {
  id: 21,
  orderNo: 'PO20261101000021',
  orgId: 4,
  orgName: '東京ベンディング',
  type: 'purchase',
  status: 'draft',
  supplierId: 3,
  supplierName: '関東飲料卸株式会社',
  itemCount: 1,
  totalQuantity: 24,
  totalAmount: 912,
  remark: '来週分',
  creatorId: 7,
  creatorName: '伊藤 翔',
  questionOpen: true,
  confirmedAt: null,
  createdAt: at,
  updatedAt: at,
  confirmedByName: null,
  items: [{ lineNo: 1, goodsId: 5, goodsName: '天然水', barcode: '4900001000011', quantity: 24, purchasePrice: 38, amount: 912, stock: 70 }],
  questions: [{ id: 2, text: '入荷数が 2 個少ない', raisedByName: '伊藤 翔', raisedAt: at, answer: null, resolvedByName: null, resolvedAt: null }],
};

const renderAdmin = adminFor({ resources: DECLS });

describe('stock and the change log, generated from the declarations', () => {
  it('lists stock lowest first with translated columns, through /stock/list/page', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /stock/list/page': () =>
        ok({
          list: [
            {
              id: 5,
              goodsId: 5,
              orgId: 4,
              orgName: '東京ベンディング',
              name: '天然水',
              brand: '富士の水',
              barcode: '4900001000011',
              categoryId: 1,
              status: 1,
              quantity: 3,
              updatedAt: at,
            },
          ],
          total: 1,
        }),
    });
    renderAdmin('/stock', ['stock.view']);
    expect(await screen.findByText('天然水', {}, { timeout: 15_000 })).toBeTruthy();
    for (const header of ['商品名', 'バーコード', '在庫数', '組織']) expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    expect(api.to('POST /stock/list/page')[0].body).toEqual({ pageNum: 1, pageSize: 10, sort: { field: 'quantity', order: 'asc' } });
    // view only: no adjustment offered
    expect(screen.queryByRole('link', { name: /作成/ })).toBeNull();
  });

  it('lists the change log newest first with the kind in Japanese', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /stockChangeLog/list/page': () =>
        ok({
          list: [
            {
              id: 90,
              orgId: 4,
              orgName: '東京ベンディング',
              goodsId: 5,
              goodsName: '天然水',
              barcode: '4900001000011',
              kind: 'manualAdjust',
              delta: -2,
              before: 10,
              after: 8,
              reason: '破損',
              refNo: null,
              operatorId: 7,
              operatorName: '伊藤 翔',
              serialNum: null,
              laneNo: null,
              createdAt: at,
            },
          ],
          total: 1,
        }),
    });
    renderAdmin('/stockChangeLogs', ['stockLog.view']);
    expect(await screen.findByText('破損', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('手動調整')).toBeTruthy();
    for (const header of ['変動種別', '変動前', '変動後', '操作者']) expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    expect(api.to('POST /stockChangeLog/list/page')[0].body).toMatchObject({ pageNum: 1, pageSize: 10 });
  });
});

describe('a purchase order', () => {
  it('creates a draft from the generated form (type, supplier, lines) and shows the order read back', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /supplier/list': () =>
        ok([
          { id: 3, orgId: 4, orgName: '東京ベンディング', name: '関東飲料卸株式会社', contactName: null, phone: null, status: 1, createdAt: at, updatedAt: at },
        ]),
      'POST /purchaseOrder/save': () => ok({ id: 21, orderNo: ORDER.orderNo }),
      'POST /goods/list/page': () =>
        ok({ total: 1, list: [{ id: 5, orgId: 4, orgName: '東京ベンディング', name: '天然水', brand: '富士の水', barcode: '4900001000011', status: 1 }] }),
      'POST /purchaseOrder/get/21': () => ok(ORDER),
    });
    renderAdmin('/purchaseOrders/create', ['purchaseOrder.view', 'purchaseOrder.save', 'goods.view']);
    expect(await screen.findByText('明細', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getAllByText(/種別/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/仕入先/).length).toBeGreaterThan(0);
    // nothing is sent while the required fields are empty
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(api.to('POST /purchaseOrder/save')).toHaveLength(0);

    const type = screen.getByRole('combobox', { name: /種別/ });
    fireEvent.mouseDown(type);
    fireEvent.click(await screen.findByRole('option', { name: '発注' }));
    const supplier = screen.getByRole('combobox', { name: /仕入先/ });
    fireEvent.mouseDown(supplier);
    fireEvent.keyDown(supplier, { key: 'ArrowDown' });
    const option = (await screen.findAllByRole('option')).find((o) => /関東飲料卸株式会社/.test(o.textContent ?? ''))!;
    fireEvent.click(option);
    // a line's good is picked by name, as the supplier is
    const good = document.getElementById('root_items_0_goodsId')!;
    fireEvent.mouseDown(good);
    fireEvent.keyDown(good, { key: 'ArrowDown' });
    fireEvent.click((await screen.findAllByRole('option')).find((o) => /天然水/.test(o.textContent ?? ''))!);
    // only what the server accepts is offered: enabled goods (of the order's organisation once one is chosen)
    expect(api.to('POST /goods/list/page').map((c) => c.body)).toContainEqual(expect.objectContaining({ status: 1 }));
    fireEvent.change(document.getElementById('root_items_0_quantity')!, { target: { value: '24' } });
    fireEvent.change(document.getElementById('root_items_0_purchasePrice')!, { target: { value: '38' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.to('POST /purchaseOrder/save')).toHaveLength(1));
    expect(api.to('POST /purchaseOrder/save')[0].body).toEqual({ type: 'purchase', supplierId: 3, items: [{ goodsId: 5, quantity: 24, purchasePrice: 38 }] });
    await waitFor(() => expect(window.location.pathname).toBe('/purchaseOrders/21/show'));
    expect(await screen.findByText('天然水')).toBeTruthy();
  });

  it('shows its lines and open question, and confirms a draft only after the dialog; a refusal shows its message', { timeout: 90_000 }, async () => {
    const confirmAnswer = refuse(409, 209021, '在庫が足りません');
    const api = fakeApi({
      ...routes,
      'POST /purchaseOrder/get/21': () => ok(ORDER),
      'POST /purchaseOrder/confirm/21': () => confirmAnswer,
    });
    renderAdmin('/purchaseOrders/21/show', ['purchaseOrder.view', 'purchaseOrder.confirm', 'purchaseOrder.question']);
    expect(await screen.findByText('天然水', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('入荷数が 2 個少ない')).toBeTruthy();
    expect(screen.getAllByText('未解決').length).toBeGreaterThan(0);
    // the open question can be resolved, not a second one raised
    expect(screen.getByRole('button', { name: '解決する' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '質問する' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('伝票 PO20261101000021 を確定しますか？')).toBeTruthy();
    expect(api.to('POST /purchaseOrder/confirm/21')).toHaveLength(0);
    fireEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(api.to('POST /purchaseOrder/confirm/21')).toHaveLength(1));
    expect(await screen.findByText('在庫が足りません')).toBeTruthy();
  });
});
