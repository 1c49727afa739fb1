/**
 * The goods library's import, export and change history in the console, over a test double of the server:
 * Import and Export only for holders of goods.import and goods.export; the import dialog lists the columns
 * in the user's language, refuses a file that is not .xlsx/.xls before sending, shows how many goods imports
 * created so far, and on a file with a bad row shows the server's message, that nothing was imported, and
 * each bad cell by row, column (named as the form names it) and reason; a good file lists each imported row.
 * Export asks the server for the file with the list's filters. The detail shows the change history.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { goods } from '../../resources/retail/goods';
import { GenericList } from '../../src/console/crud/GenericList';
import { GoodsDetail } from '../../src/console/screens/retail/GoodsDetail';
import { ERRORS } from '../../src/domain/errors';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { goodsTemplateHeader, goodsHeaderKey, GOODS_IMPORT_COLUMNS } from '../../src/domain/goods-io';
import { xlsxOf } from '../../src/console/ui/xlsxTemplate';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';

const at = '2026-11-01T00:00:00.000Z';
const GOOD = {
  id: 12,
  orgId: 4,
  orgName: '東京ベンディング',
  brand: '伊藤園',
  name: 'お～いお茶',
  categoryId: 1,
  spec: 525,
  specUnit: 'ml',
  image: null,
  barcode: '4901085089347',
  itemCode: null,
  purchasePrice: 100,
  defaultPrice: 140,
  referencePrice: 151,
  remark: null,
  status: 1,
  createdAt: at,
  updatedAt: at,
};
const listRoutes = {
  'POST /goods/list/page': () => ok({ list: [GOOD], total: 1 }),
  'POST /goods/importCount': () => ok({ count: 1234, imports: 5, refused: 1, lastImportAt: at }),
};

function renderList(access: string[], locale: 'en' | 'ja' = 'en') {
  return renderScreen(<GenericList declaration={goods} />, { resource: 'goods', route: '/goods', path: '/goods', access, locale });
}

const file = (name = 'goods.xlsx', content = 'PK-sheet') => new File([content], name, { type: 'application/octet-stream' });
const choose = (dialog: HTMLElement, f: File) => fireEvent.change(within(dialog).getByTestId('goods-import-file'), { target: { files: [f] } });
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('goods import and export on the list', () => {
  it('are offered only to holders of goods.import and goods.export', { timeout: 90_000 }, async () => {
    fakeApi(listRoutes);
    renderList(['goods.view']);
    expect(await screen.findByText('お～いお茶', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it("a file with a bad row: the server's message, nothing imported, each bad cell by row, column and reason", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...listRoutes,
      'POST /goods/import': () =>
        // the server's message appends the raw cell paths (for integrators), as it does
        refuse(400, 209071, `${ERRORS[209071].msg.en}: 3.defaultPrice: x; 4.barcode: y`, [
          { field: '3.defaultPrice', message: VALIDATION_MESSAGES['validation.goodsDefaultPrice'].en },
          { field: '4.barcode', message: ERRORS[209012].msg.en },
        ]),
    });
    renderList(['goods.view', 'goods.import']);
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import goods from a spreadsheet' });
    // the columns in the user's language, which are required, and what imports created so far
    const columns = within(dialog).getByRole('table', { name: 'Columns of the file' });
    expect(within(columns).getByText('Goods name')).toBeTruthy();
    expect(within(columns).getByText('Drinks, Food, Toys or Other (or 1 to 4)')).toBeTruthy();
    expect(within(columns).getAllByText('Required')).toHaveLength(1 + GOODS_IMPORT_COLUMNS.filter((c) => c.import === 'required').length);
    expect(await within(dialog).findByText('Goods imported so far: 1,234 (in 5 imports)')).toBeTruthy();

    // a .txt is refused here, before anything is sent
    choose(dialog, file('goods.txt'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Choose a .xlsx / .xls / .csv file')).toBeTruthy();
    expect(api.to('POST /goods/import')).toHaveLength(0);

    const listed = api.to('POST /goods/list/page').length;
    choose(dialog, file('goods.xls'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Some rows are wrong, so nothing was imported. Correct the file and import it again.')).toBeTruthy();
    const sent = api.to('POST /goods/import')[0];
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(sent.body)).toContain('Content-Disposition: form-data; name="file"');
    // what happened in words, the cells only in the table (by row and column name, never '3.defaultPrice')
    const refusal = within(dialog)
      .getAllByRole('alert')
      .find((a) => a.textContent?.includes(ERRORS[209071].msg.en))!;
    expect(refusal.textContent).not.toMatch(/defaultPrice|3\./);
    expect(cells(within(dialog).getByRole('table', { name: 'Rows with errors' }))).toEqual([
      ['3', 'Default price', VALIDATION_MESSAGES['validation.goodsDefaultPrice'].en],
      ['4', 'Barcode', ERRORS[209012].msg.en],
    ]);
    // nothing changed: the list is not read again
    expect(api.to('POST /goods/list/page')).toHaveLength(listed);
  });

  it('a good file: each imported row, and the list read again (in Japanese)', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...listRoutes,
      'POST /goods/import': () =>
        ok({
          count: 2,
          rows: [
            { row: 2, id: 31, barcode: '4901', name: '緑茶' },
            { row: 3, id: 32, barcode: '4902', name: '麦茶' },
          ],
        }),
    });
    renderList(['goods.view', 'goods.import'], 'ja');
    fireEvent.click(await screen.findByRole('button', { name: '一括登録' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'ファイルから商品を一括登録' });
    const listed = api.to('POST /goods/list/page').length;
    choose(dialog, file());
    fireEvent.click(within(dialog).getByRole('button', { name: '登録する' }));
    expect(await within(dialog).findByText('2 件の商品を登録しました')).toBeTruthy();
    expect(cells(within(dialog).getByRole('table', { name: '登録した行' }))).toEqual([
      ['2', '4901', '緑茶'],
      ['3', '4902', '麦茶'],
    ]);
    await waitFor(() => expect(api.to('POST /goods/list/page').length).toBeGreaterThan(listed));
  });

  it("export asks the server for the file with the list's filters", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...listRoutes,
      'POST /goods/export': () => refuse(413, 209019, ERRORS[209019].msg.en),
    });
    const filter = encodeURIComponent(JSON.stringify({ brand: '伊藤園', status: 1 }));
    renderScreen(<GenericList declaration={goods} />, {
      resource: 'goods',
      route: '/goods',
      path: `/goods?filter=${filter}`,
      access: ['goods.view', 'goods.export'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }, { timeout: 15_000 }));
    await waitFor(() => expect(api.to('POST /goods/export')).toHaveLength(1));
    expect(api.to('POST /goods/export')[0].body).toEqual({ brand: '伊藤園', status: 1 });
    expect(await screen.findByText(/The export failed: The export is too large/)).toBeTruthy();
  });

  it("the template is the header row in the user's language, read back by the server's header rule", async () => {
    const bytes = xlsxOf('goods', [goodsTemplateHeader('zh-TW')]);
    const rows: unknown[][] = [];
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(bytes)), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'ignore',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    for await (const sheet of reader) for await (const row of sheet) rows.push((row.values as unknown[]).slice(1));
    expect(rows[0][0]).toBe('商品名稱');
    expect(rows[0].map((h) => goodsHeaderKey(String(h)))).toEqual(GOODS_IMPORT_COLUMNS.map((c) => c.key));
  });
});

describe('goods change history on the detail', () => {
  it('lists each change with who, when, the action and the fields before and after', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'POST /goods/get/12': () => ok(GOOD),
      'POST /goods/sellingDevices/page': () => ok({ total: 0, list: [] }),
      'POST /goods/history/page/12': () =>
        ok({
          total: 2,
          list: [
            {
              id: 9,
              action: 'update',
              changes: [
                { field: 'categoryId', before: 1, after: 2 },
                { field: 'remark', before: null, after: '冷やして' },
              ],
              userId: 7,
              userAccount: 'merchant01',
              userName: '伊藤 翔',
              createdAt: at,
            },
            {
              id: 8,
              action: 'import',
              changes: [{ field: 'name', before: null, after: 'お～いお茶' }],
              userId: 7,
              userAccount: 'merchant01',
              userName: '伊藤 翔',
              createdAt: at,
            },
          ],
        }),
    });
    renderScreen(<GoodsDetail declaration={goods} />, { resource: 'goods', route: '/goods/:id/show/*', path: '/goods/12/show', access: ['goods.view'] });
    const history = await screen.findByRole('table', { name: 'Change history' }, { timeout: 15_000 });
    const rows = cells(history);
    expect(rows).toHaveLength(2);
    expect(rows[0][1]).toBe('伊藤 翔（merchant01）');
    expect(rows[0][2]).toBe('Edited');
    expect(rows[0][3]).toContain('Category:');
    expect(rows[0][3]).toContain('Drinks→Food');
    expect(rows[0][3]).toContain('Remark:冷やして');
    expect(rows[1][2]).toBe('Imported');
    expect(api.to('POST /goods/history/page/12')[0].body).toEqual({ pageNum: 1, pageSize: 10 });
  });
});

describe('machines selling the good, on the detail', () => {
  it('lists each machine with its lanes, open lanes, units against capacity and prices, linked to the machine', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      'POST /goods/get/12': () => ok(GOOD),
      'POST /goods/history/page/12': () => ok({ total: 0, list: [] }),
      'POST /goods/sellingDevices/page': () =>
        ok({
          total: 1,
          list: [
            {
              id: 5,
              serialNum: 'DEMO-VM-0001',
              name: '渋谷駅前1号機',
              online: true,
              orgName: '東京ベンディング',
              laneNos: ['A1', 'A2'],
              openLanes: 1,
              stock: 7,
              maxStock: 20,
              minPrice: 130,
              maxPrice: 140,
            },
          ],
        }),
    });
    renderScreen(<GoodsDetail declaration={goods} />, { resource: 'goods', route: '/goods/:id/show/*', path: '/goods/12/show', access: ['goods.view'] });
    const table = await screen.findByRole('table', { name: 'Machines selling it' }, { timeout: 15_000 });
    expect(cells(table)).toEqual([['DEMO-VM-0001', '渋谷駅前1号機', 'Online', 'A1, A2', '1', '7 / 20', '¥130 – ¥140', '東京ベンディング']]);
    expect(within(table).getByRole('link', { name: 'DEMO-VM-0001' }).getAttribute('href')).toBe('/devices/DEMO-VM-0001/show');
    expect(api.to('POST /goods/sellingDevices/page')[0].body).toEqual({ goodsId: 12, pageNum: 1, pageSize: 10 });
  });
});
