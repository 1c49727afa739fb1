/**
 * The goods library's workbook calls and change history: /goods/export (headings in the caller's language,
 * the list's filters, the 30000 cap), /goods/import (.xlsx and .xls told by their bytes, headings in any
 * language, all or nothing with every bad cell named, scope and codes), /goods/importCount, and
 * /goods/history/page/{id} fed by the generic table handler's save, update and status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { multipart } from '../support/multipart.js';
import { png } from '../support/png.js';
import { GOODS_IMPORT_COLUMNS } from '../../src/domain/goods-io.js';
import { workbookType } from '../../src/server/sheet-rows.js';
import { tableSpec } from '../../src/server/table/spec.js';
import { tableOperations } from '../../src/server/table/index.js';
import { changedFields } from '../../src/server/table/history.js';
import { loadSchemaFiles } from '../../src/server/validation.js';
import { loadContract } from '../../src/server/contract/load.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let orgs: Record<string, number>;

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'viewer01', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  orgs = {
    tokyoVend: await orgId(s.db, '東京ベンディング'),
    naniwa: await orgId(s.db, 'なにわ自販機'),
    shibuya: await orgId(s.db, '渋谷駅前店'),
  };
});
afterAll(async () => s?.close());

const call = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/${path}`, { token: tokens[as], body, lang });
const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};

let seq = 0;
const good = (extra: Record<string, unknown> = {}): Record<string, any> => {
  const n = ++seq;
  return {
    brand: 'IOテスト',
    name: `IO緑茶${n}`,
    categoryId: 1,
    spec: 500,
    specUnit: 'ml',
    barcode: `4988000${String(n).padStart(6, '0')}`,
    purchasePrice: 60.5,
    defaultPrice: 130,
    referencePrice: 150,
    ...extra,
  };
};

/** An .xlsx (written by exceljs) with these rows, the first one the header. */
async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('goods');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** An .xls (BIFF8, written by SheetJS) with these rows. */
function xlsOf(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'goods');
  return XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

const HEADER_EN = GOODS_IMPORT_COLUMNS.map((c) => c.label.en);
/** A good as a row under HEADER_EN (category by name, status by word). */
const rowOf = (g: Record<string, any>, category: string | number = 'Drinks', status: string | number = 'Enabled') =>
  GOODS_IMPORT_COLUMNS.map((c) => (c.key === 'categoryId' ? category : c.key === 'status' ? status : (g[c.key] ?? null)));

async function importFile(as: string | undefined, data: Buffer, name = 'goods.xlsx', lang = 'en', fields: Record<string, string | number> = {}) {
  const { payload, headers } = multipart(fields, [{ field: 'file', name, type: 'application/octet-stream', data }]);
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/goods/import',
    payload,
    headers: { ...headers, 'accept-language': lang, ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}) },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

async function exportAs(as: string, body: unknown, lang = 'en') {
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/goods/export',
    headers: { authorization: `Bearer ${tokens[as]}`, 'accept-language': lang },
    payload: body as object,
  });
  return res;
}
async function sheetOf(raw: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(raw as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

const countGoods = async (brand: string) => (await s.db.query<{ n: number }>('select count(*)::int as n from goods where brand = $1', [brand]))[0].n;

describe('workbookType', () => {
  it('tells .xlsx and .xls by their bytes, and nothing else', async () => {
    expect(workbookType(await xlsxOf([['a']]))).toBe('xlsx');
    expect(workbookType(xlsOf([['a']]))).toBe('xls');
    expect(workbookType(png(10, 10))).toBeUndefined();
    expect(workbookType(Buffer.from('name,brand\n'))).toBeUndefined();
    expect(workbookType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('goods/export', () => {
  it('streams the filtered goods as .xlsx, headings and categories in the caller language, newest first', async () => {
    const a = (await call('goods/save', 'merchant01', good({ brand: 'EXPORTA', categoryId: 2 }))).body.data.id;
    const b = (await call('goods/save', 'merchant01', good({ brand: 'EXPORTA', status: 0 }))).body.data.id;
    await call('goods/save', 'merchant02', good({ brand: 'EXPORTA' })); // another merchant's: not in merchant01's file

    const res = await exportAs('merchant01', { brand: 'EXPORTA' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="goods-\d{8}\.xlsx"/);
    const sheet = await sheetOf(res.rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['ID', 'Goods name', 'Brand', 'Category']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe(b);
    expect(sheet.getRow(3).getCell(1).value).toBe(a);
    expect(sheet.getRow(3).getCell(4).value).toBe('Food');
    expect(sheet.getRow(2).getCell(13).value).toBe('Disabled');
    // created and updated as Tokyo date and time text, as every export writes times
    expect(sheet.getRow(1).getCell(15).value).toBe('Created');
    expect(sheet.getRow(2).getCell(15).value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // another filter of the list: status
    const enabled = await sheetOf((await exportAs('merchant01', { brand: 'EXPORTA', status: 1 }, 'ja')).rawPayload);
    expect(enabled.rowCount).toBe(2);
    expect(enabled.getRow(1).getCell(2).value).toBe('商品名');
    expect(enabled.getRow(2).getCell(4).value).toBe('食品');
    // the platform sees both merchants'
    expect((await sheetOf((await exportAs('admin', { brand: 'EXPORTA' })).rawPayload)).rowCount).toBe(4);
  });

  // writes 30,001 goods to pass the cap: more than the default 30 s on a busy two-core machine
  it('refuses callers without goods.export, an organisation outside the scope, bad filters, and more than 30000 goods', { timeout: 90_000 }, async () => {
    expectCode(await call('goods/export', 'store01', {}), 101005, 403);
    expectCode(await call('goods/export', 'viewer01', {}), 101005, 403);
    expectCode(await call('goods/export', 'merchant01', { orgId: orgs.naniwa }), 200006);
    expectCode(await call('goods/export', 'merchant01', { categoryId: 9 }), 100001, 400);
    await s.db.query(
      `insert into goods (org_id, brand, name, category_id, spec, spec_unit, barcode, purchase_price, default_price, reference_price)
       select $1, 'BULK', 'bulk' || g, 1, 1, 'ml', '77' || g, 1, 1, 1 from generate_series(1, 30001) g`,
      [orgs.naniwa],
    );
    const res = await call('goods/export', 'merchant02', { brand: 'BULK' }, 'en');
    expectCode(res, 209019, 413);
    expect(res.body.msg).toBe('The export is too large');
    await s.db.query(`delete from goods where brand = 'BULK'`);
  });
});

describe('goods/import', () => {
  it('imports a good .xlsx (English headings), all rows, each with an import history entry, and logs it', async () => {
    const g1 = good({ brand: 'IMPX' });
    const g2 = good({ brand: 'IMPX', itemCode: 'AB12', remark: '冷やして' });
    const file = await xlsxOf([HEADER_EN, rowOf(g1), [], rowOf(g2, 3, 0)]);
    const res = await importFile('merchant01', file);
    expectCode(res, 200);
    expect(res.body.data.count).toBe(2);
    expect(res.body.data.rows.map((r: any) => [r.row, r.barcode, r.name])).toEqual([
      [2, g1.barcode, g1.name],
      [4, g2.barcode, g2.name],
    ]);
    const second = (await call('goods/get/' + res.body.data.rows[1].id, 'merchant01')).body.data;
    expect(second).toMatchObject({ ...g2, categoryId: 3, status: 0, orgId: orgs.tokyoVend });
    const history = await call(`goods/history/page/${second.id}`, 'merchant01', {});
    expect(history.body.data.total).toBe(1);
    expect(history.body.data.list[0]).toMatchObject({ action: 'import', userAccount: 'merchant01' });
    expect(history.body.data.list[0].changes).toContainEqual({ field: 'barcode', before: null, after: g2.barcode });
  });

  it('imports a good .xls (Japanese headings, columns in another order), and into a chosen organisation of the subtree', async () => {
    const g = good({ brand: 'IMPXLS' });
    const cols = [...GOODS_IMPORT_COLUMNS].reverse();
    const file = xlsOf([cols.map((c) => c.label.ja), cols.map((c) => (c.key === 'categoryId' ? '飲料' : c.key === 'status' ? '有効' : (g[c.key] ?? null)))]);
    const res = await importFile('merchant01', file, 'goods.xls', 'ja', { orgId: orgs.shibuya });
    expectCode(res, 200);
    expect(res.body.data.count).toBe(1);
    const created = (await call(`goods/get/${res.body.data.rows[0].id}`, 'merchant01')).body.data;
    expect(created).toMatchObject({ ...g, orgId: orgs.shibuya, categoryId: 1, status: 1 });
  });

  it('refuses a file with one bad row: nothing is imported, every bad cell named per row in the caller language', async () => {
    const okRow = good({ brand: 'IMPBAD' });
    const dupName = good({ brand: 'IMPBAD', name: okRow.name.toLowerCase() });
    const badPrice = good({ brand: 'IMPBAD', defaultPrice: 0, specUnit: 'm l' });
    const existing = (await call('goods/save', 'merchant01', good({ brand: 'IMPEXIST' }))).body.data.id;
    const taken = (await call(`goods/get/${existing}`, 'merchant01')).body.data;
    const takenBarcode = good({ brand: 'IMPBAD', barcode: taken.barcode });
    const file = await xlsxOf([HEADER_EN, rowOf(okRow), rowOf(badPrice), rowOf(dupName), rowOf(takenBarcode), rowOf(good({ brand: 'IMPBAD' }), 'Snacks')]);
    const res = await importFile('merchant01', file, 'goods.xlsx', 'en');
    expectCode(res, 209071, 400);
    const fields = Object.fromEntries(res.body.fields.map((f: any) => [f.field, f.message]));
    // row by row, as the spreadsheet numbers them
    expect(res.body.fields.map((f: any) => Number(f.field.split('.')[0]))).toEqual([3, 3, 4, 5, 6]);
    expect(fields['3.defaultPrice']).toBeTruthy();
    expect(fields['3.specUnit']).toBeTruthy();
    expect(fields['4.name']).toMatch(/^A good with this name already exists in this organisation \(value read: .+\)$/);
    expect(fields['5.barcode']).toBe('A good with this barcode already exists in this organisation (value read: 4988000000010)');
    expect(fields['6.categoryId']).toBeTruthy();
    expect(Object.keys(fields).some((k) => k.startsWith('2.'))).toBe(false);
    expect(await countGoods('IMPBAD')).toBe(0);
    // the same refusal in Japanese
    const ja = await importFile('merchant01', file, 'goods.xlsx', 'ja');
    expect(ja.body.msg).toContain('何もインポートされていません');
    expect(ja.body.fields.find((f: any) => f.field === '5.barcode').message).toBe(
      'この組織には同じバーコードの商品が既に存在します（読み取った値: 4988000000010）',
    );
  });

  it('refuses what is named a workbook but is not one by its bytes: a PNG or a CSV named .xlsx (209070)', async () => {
    const pngRes = await importFile('merchant01', png(10, 10), 'goods.xlsx');
    expectCode(pngRes, 209070, 400);
    expect(pngRes.body.msg).toBe('The file is not an .xlsx or .xls workbook');
    expectCode(await importFile('merchant01', Buffer.from(`${HEADER_EN.join(',')}\n`), 'goods.xlsx'), 209070, 400);
    // a zip that is no workbook, an empty file, a header without rows, a required column missing
    const { storedZip } = await import('../../src/console/ui/xlsxTemplate.js');
    expectCode(await importFile('merchant01', Buffer.from(storedZip({ 'a.txt': 'x' })), 'goods.xlsx'), 203017, 400);
    expectCode(await importFile('merchant01', Buffer.alloc(0)), 203016);
    expectCode(await importFile('merchant01', await xlsxOf([HEADER_EN])), 203016);
    const missing = await importFile('merchant01', await xlsxOf([HEADER_EN.slice(1), rowOf(good()).slice(1)]));
    expectCode(missing, 203017);
    expect(missing.body.fields[0].field).toBe('1.name');
    // no file part at all
    const { payload, headers } = multipart({ orgId: orgs.tokyoVend });
    const none = await s.app.inject({
      method: 'POST',
      url: '/api/goods/import',
      payload,
      headers: { ...headers, authorization: `Bearer ${tokens.merchant01}` },
    });
    expect(JSON.parse(none.body).code).toBe(100001);
  });

  it('refuses more than 5000 rows (209017) and callers without goods.import or outside their scope', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => rowOf(good({ brand: 'IMPMANY', name: `many${i}`, barcode: `55${i}` })));
    expectCode(await importFile('merchant01', await xlsxOf([HEADER_EN, ...rows])), 209017, 413);
    expect(await countGoods('IMPMANY')).toBe(0);
    const file = await xlsxOf([HEADER_EN, rowOf(good({ brand: 'IMPSCOPE' }))]);
    expectCode(await importFile('store01', file), 101005, 403);
    expectCode(await importFile('viewer01', file), 101005, 403);
    expectCode(await importFile(undefined, file), 101001, 401);
    expectCode(await importFile('merchant01', file, 'goods.xlsx', 'en', { orgId: orgs.naniwa }), 200006);
    expectCode(await importFile('merchant01', file, 'goods.xlsx', 'en', { orgId: 'x' }), 100001);
    expect(await countGoods('IMPSCOPE')).toBe(0);
  });
});

describe('goods/importCount', () => {
  it("counts the goods the scope's imports created, the imports and the refusals", async () => {
    const m1 = await call('goods/importCount', 'merchant01');
    expectCode(m1, 200);
    expect(m1.body.data.count).toBeGreaterThanOrEqual(3);
    expect(m1.body.data.imports).toBeGreaterThanOrEqual(2);
    expect(m1.body.data.refused).toBeGreaterThanOrEqual(1);
    expect(m1.body.data.lastImportAt).toMatch(/^\d{4}-/);
    // the import into 渋谷駅前店 counts under it; merchant02 saw none of merchant01's
    expect((await call('goods/importCount', 'merchant01', { orgId: orgs.shibuya })).body.data).toMatchObject({ count: 1, imports: 1 });
    expect((await call('goods/importCount', 'merchant02')).body.data).toMatchObject({ count: 0, imports: 0, lastImportAt: null });
    expectCode(await call('goods/importCount', 'merchant01', { orgId: orgs.naniwa }), 200006);
    expectCode(await call('goods/importCount', 'store01'), 101005, 403);
  });
});

describe('goods/history/page/{id}', () => {
  it('records save, update and status in the same transaction, newest first, with only the changed fields', async () => {
    const g = good({ brand: 'HIST' });
    const id = (await call('goods/save', 'merchant01', g)).body.data.id;
    expectCode(await call('goods/update', 'merchant01', { ...g, id, status: 1, defaultPrice: 140, remark: '新価格' }), 200);
    // an update that changes nothing leaves no entry
    expectCode(await call('goods/update', 'merchant01', { ...g, id, status: 1, defaultPrice: 140, remark: '新価格' }), 200);
    expectCode(await call(`goods/update/status/${id}`, 'merchant01', { status: 0 }), 200);
    // a refused update leaves none either
    expectCode(await call('goods/update', 'merchant01', { ...g, id, status: 1, defaultPrice: 0 }), 100001);

    const res = await call(`goods/history/page/${id}`, 'merchant01', { pageNum: 1, pageSize: 10 });
    expectCode(res, 200);
    expect(res.body.data.total).toBe(3);
    const [status, update, create] = res.body.data.list;
    expect(status).toMatchObject({ action: 'status', userAccount: 'merchant01', userName: '伊藤 翔', changes: [{ field: 'status', before: 1, after: 0 }] });
    expect(update.action).toBe('update');
    expect(update.changes).toEqual([
      { field: 'defaultPrice', before: 130, after: 140 },
      { field: 'remark', before: null, after: '新価格' },
    ]);
    expect(create.action).toBe('create');
    expect(create.changes).toContainEqual({ field: 'name', before: null, after: g.name });
    expect(create.changes.map((c: any) => c.field)).not.toContain('createdAt');
    expect(new Date(status.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(create.createdAt).getTime());

    // paging
    const page2 = await call(`goods/history/page/${id}`, 'merchant01', { pageNum: 2, pageSize: 2 });
    expect(page2.body.data).toMatchObject({ total: 3 });
    expect(page2.body.data.list.map((e: any) => e.action)).toEqual(['create']);
    // the body may be left out
    expect((await call(`goods/history/page/${id}`, 'admin')).body.data.total).toBe(3);
  });

  it('refuses a good outside the scope like a missing one (209008), and callers without goods.view', async () => {
    const id = (await call('goods/save', 'merchant01', good({ brand: 'HIST2' }))).body.data.id;
    expectCode(await call(`goods/history/page/${id}`, 'merchant02', {}), 209008, 404);
    expectCode(await call('goods/history/page/999999999', 'merchant01', {}), 209008, 404);
    expectCode(await call(`goods/history/page/${id}`, 'store01', {}), 101005, 403);
    expectCode(await call(`goods/history/page/${id}`, 'merchant01', { pageSize: 1000 }), 100001, 400);
  });
});

describe('the generic history hook (x-table.history)', () => {
  const files = loadSchemaFiles();
  const SUPPLIER = 'https://ops-console.local/schemas/retail/supplier.schema.json';
  const GOODS = 'https://ops-console.local/schemas/retail/goods.schema.json';
  const historyOp = loadContract().operations.find((o) => o.operationId === 'goodsHistoryPage')!;

  it('is opt-in: goods keep a history, suppliers do not, and a value other than true or false stops the start', () => {
    expect(tableSpec(GOODS, files[GOODS]).history).toBe(true);
    expect(tableSpec(SUPPLIER, files[SUPPLIER]).history).toBe(false);
    const broken = structuredClone(files[SUPPLIER]) as any;
    broken['x-table'].history = 'yes';
    expect(() => tableSpec(SUPPLIER, broken)).toThrow(/history must be true or false/);
  });

  it('a history call over a table without one, or without the id in its path, stops the start', async () => {
    await expect(tableOperations([{ ...historyOp, table: { verb: 'history', schema: SUPPLIER } }], s.db)).rejects.toThrow(/needs x-table.history/);
    await expect(tableOperations([{ ...historyOp, params: undefined }], s.db)).rejects.toThrow(/id in its path/);
    expect(Object.keys(await tableOperations([historyOp], s.db))).toEqual(['goodsHistoryPage']);
  });

  it('a table without history writes none', async () => {
    expectCode(await call('supplier/save', 'merchant01', { name: '履歴なし商事' }), 200);
    expect((await s.db.query(`select 1 from table_history where table_name = 'suppliers'`)).length).toBe(0);
  });

  it('records only fields that changed, not the identity, owner or time stamps', () => {
    const before = { id: 1, orgId: 2, orgName: 'A', name: 'x', remark: null, updatedAt: 'then', spec: 1 };
    expect(changedFields(before, { ...before, orgName: 'B', updatedAt: 'now', remark: 'r', spec: 1 })).toEqual({ remark: [null, 'r'] });
    expect(changedFields(undefined, { id: 1, name: 'x', image: null })).toEqual({ name: [null, 'x'] });
  });
});
