/**
 * The goods library in the console: the generated list of the declaration (resources/retail/goods.ts) with
 * translated categories, prices as money and image thumbnails; the create form showing the barcode rule
 * before anything is sent; the image widget sending the chosen file through /goods/image/upload (a multipart
 * body) and keeping the key it answers, shown from the server's refusal when the bytes are wrong; a save
 * answering {id} leading to the good read back with /goods/get/{id}.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { goods } from '../../resources/retail/goods';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { fakeApi, ok, refuse } from './fakeApi';
import { adminFor, menuAnswer } from './harness';

const at = '2026-11-01T00:00:00.000Z';
const KEY = '0123456789abcdef0123456789abcdef';
const ROWS = [
  {
    id: 12,
    orgId: 4,
    orgName: '東京ベンディング',
    brand: '伊藤園',
    name: 'お～いお茶',
    categoryId: 1,
    spec: 525,
    specUnit: 'ml',
    image: KEY,
    barcode: '4901085089347',
    itemCode: null,
    purchasePrice: 1234.5,
    defaultPrice: 140,
    referencePrice: 151,
    remark: null,
    status: 1,
    createdAt: at,
    updatedAt: at,
  },
  {
    id: 11,
    orgId: 4,
    orgName: '東京ベンディング',
    brand: 'カルビー',
    name: 'ポテトチップス',
    categoryId: 2,
    spec: 60,
    specUnit: 'g',
    image: null,
    barcode: '4901330502881',
    itemCode: 'PC60',
    purchasePrice: 80,
    defaultPrice: 12000,
    referencePrice: 150,
    remark: null,
    status: 0,
    createdAt: at,
    updatedAt: at,
  },
];
const routes = {
  ...menuAnswer([goods]),
  'POST /open/customer/list': () => ok([{ id: 4, name: '東京ベンディング' }]),
};

const renderAdmin = adminFor({ resources: [goods] });

describe('goods, generated from the declaration', () => {
  it('lists goods with translated categories, prices as money and thumbnails, through /goods/list/page', { timeout: 90_000 }, async () => {
    const api = fakeApi({ ...routes, 'POST /goods/list/page': () => ok({ list: ROWS, total: 2 }) });
    renderAdmin('/goods', ['goods.view']);
    expect(await screen.findByText('お～いお茶', {}, { timeout: 15_000 })).toBeTruthy();
    for (const header of ['商品名', 'ブランド', '分類', 'バーコード', '標準価格', '参考価格', '状態']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    }
    expect(screen.getByText('飲料')).toBeTruthy();
    expect(screen.getByText('食品')).toBeTruthy();
    expect(screen.getByText('￥12,000')).toBeTruthy();
    const thumbnails = [...document.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(thumbnails).toContain(`/api/goods/image/${KEY}`);
    expect(api.to('POST /goods/list/page')[0].body).toEqual({ pageNum: 1, pageSize: 10, sort: { field: 'id', order: 'desc' } });
    expect(screen.queryByRole('link', { name: /作成/ })).toBeNull();
  });

  it('shows the barcode rule before sending, uploads the image and keeps its key, then saves and reads the good back', { timeout: 90_000 }, async () => {
    let uploads = 0;
    const api = fakeApi({
      ...routes,
      'POST /goods/image/upload': () =>
        ++uploads === 1 ? refuse(400, 211041, '画像のサイズは 750×750 ピクセルにしてください') : ok({ image: KEY, url: `/api/goods/image/${KEY}` }),
      'POST /goods/save': () => ok({ id: 31 }),
      'POST /goods/get/31': () => ok({ ...ROWS[0], id: 31, name: '綾鷹' }),
    });
    renderAdmin('/goods/create', ['goods.view', 'goods.save']);
    const field = async (label: RegExp) => screen.findByLabelText(label, {}, { timeout: 15_000 });
    fireEvent.change(await field(/ブランド/), { target: { value: 'コカ・コーラ' } });
    fireEvent.change(await field(/商品名/), { target: { value: '綾鷹' } });
    fireEvent.change(await field(/^規格$|規格 \*/), { target: { value: '525' } });
    fireEvent.change(await field(/規格単位/), { target: { value: 'ml' } });
    fireEvent.change(await field(/仕入価格/), { target: { value: '60.5' } });
    fireEvent.change(await field(/標準価格/), { target: { value: '140' } });
    fireEvent.change(await field(/参考価格/), { target: { value: '151' } });
    const barcode = await field(/バーコード/);
    fireEvent.change(barcode, { target: { value: '4902-102' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(document.getElementById('root_barcode__error')?.textContent).toContain(VALIDATION_MESSAGES['validation.goodsBarcode'].ja));
    expect(api.to('POST /goods/save')).toHaveLength(0);

    // the image: its limit is stated before any upload (IMAGE_LIMITS.goods), a file over the size is refused
    // here; the server's refusal of the bytes is shown under the field; a good file's key is kept
    expect(screen.getByText('PNG・750×750 ピクセル・200 KB 以下')).toBeTruthy();
    const file = await field(/画像/);
    fireEvent.change(file, { target: { files: [new File([new Uint8Array(200 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    expect(await screen.findByText('ファイルが大きすぎます（PNG・750×750 ピクセル・200 KB 以下）')).toBeTruthy();
    expect(api.to('POST /goods/image/upload')).toHaveLength(0);
    fireEvent.change(file, { target: { files: [new File([new Uint8Array([1, 2, 3])], 'small.png', { type: 'image/png' })] } });
    expect(await screen.findByText('画像のサイズは 750×750 ピクセルにしてください')).toBeTruthy();
    fireEvent.change(file, { target: { files: [new File([new Uint8Array([4, 5, 6])], 'tea.png', { type: 'image/png' })] } });
    await waitFor(() => expect([...document.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toContain(`/api/goods/image/${KEY}`));
    expect(api.to('POST /goods/image/upload')[1].contentType).toMatch(/^multipart\/form-data/);

    // the category is picked from the four, by name
    fireEvent.change(barcode, { target: { value: '4902102112345' } });
    const category = await field(/分類/);
    fireEvent.mouseDown(category);
    fireEvent.click(await screen.findByRole('option', { name: '飲料' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.to('POST /goods/save')).toHaveLength(1));
    // the status the good will be saved with is shown chosen from the start; an empty organisation says whose it will be
    expect((screen.getByRole('radio', { name: '有効' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('空欄ならご自身の組織に登録されます')).toBeTruthy();
    expect(api.to('POST /goods/save')[0].body).toEqual({
      brand: 'コカ・コーラ',
      name: '綾鷹',
      categoryId: 1,
      spec: 525,
      specUnit: 'ml',
      image: KEY,
      barcode: '4902102112345',
      purchasePrice: 60.5,
      defaultPrice: 140,
      referencePrice: 151,
      status: 1,
    });
    await waitFor(() => expect(window.location.pathname).toBe('/goods/31/show'));
    expect(await screen.findByText('綾鷹')).toBeTruthy();
    expect(api.to('POST /goods/get/31')).toHaveLength(1);
  });
});
