/**
 * Every import takes CSV beside .xlsx and .xls (issue 29 item 8; document 1 §5): UTF-8 with or without a BOM
 * and Shift_JIS, as Japanese Excel saves "CSV (comma delimited)". A file that is no CSV — binary bytes named
 * .csv, another encoding, quoting that never closes — is refused with 217030, the spec's "Format Error: the
 * file you uploaded is not a CSV", in the caller's language, nothing imported and the refusal recorded; a file
 * * named .xlsx or .xls that is no workbook stays 209070.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { multipart } from '../support/multipart.js';
import { png } from '../support/png.js';
import { ERRORS } from '../../src/domain/errors.js';
import { LOCALES } from '../../src/domain/locale.js';
import { GOODS_IMPORT_COLUMNS } from '../../src/domain/goods-io.js';

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'merchant01', 'store01']) tokens[account] = await s.login(account);
});
afterAll(async () => s?.close());

/** Shift_JIS bytes of `text`, by the decoder's own table (Node has no Shift_JIS encoder): what Japanese Excel writes. */
let sjisTable: Map<string, number[]> | undefined;
function shiftJis(text: string): Buffer {
  if (!sjisTable) {
    sjisTable = new Map();
    const decoder = new TextDecoder('shift_jis');
    for (let lead = 0x81; lead <= 0xfc; lead++) {
      if (lead > 0x9f && lead < 0xe0) continue;
      for (let trail = 0x40; trail <= 0xfc; trail++) {
        if (trail === 0x7f) continue;
        const ch = decoder.decode(new Uint8Array([lead, trail]));
        if (ch.length === 1 && ch !== '\ufffd' && !sjisTable.has(ch)) sjisTable.set(ch, [lead, trail]);
      }
    }
  }
  const bytes: number[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) bytes.push(ch.charCodeAt(0));
    else bytes.push(...(sjisTable.get(ch) ?? (() => expect.fail(`no Shift_JIS for ${ch}`))()));
  }
  return Buffer.from(bytes);
}

async function upload(path: string, as: string, data: Buffer, name: string, lang = 'en') {
  const { payload, headers } = multipart({}, [{ field: 'file', name, type: 'text/csv', data }]);
  const res = await s.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload,
    headers: { ...headers, 'accept-language': lang, authorization: `Bearer ${tokens[as]}` },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}
const lastRecord = async (as: string, kind: string) =>
  (await s.call('POST', '/api/aiot/import/record/pageList', { token: tokens[as], body: { kind, pageSize: 1 } })).body.data.list[0];
const count = async (sql: string, params: unknown[]) => (await s.db.query<{ n: number }>(sql, params))[0].n;

describe('CSV imports', () => {
  it('users: a UTF-8 file with a BOM, CRLF line ends, a quoted cell holding a comma and a doubled quote', async () => {
    const csv = '\ufeffアカウント,氏名,パスワード,電話番号\r\ncsvuser1,佐藤健,"Se,c""ret#7001",09011112222\r\ncsvuser2,佐藤花子,Secret#7002,\r\n';
    const res = await upload('/aiot/import/excel', 'merchant01', Buffer.from(csv), 'users.csv');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.count).toBe(2);
    const rows = await s.db.query<{ account: string; name: string; phone: string | null }>(
      "select account, name, phone from users where account in ('csvuser1', 'csvuser2') order by account",
    );
    // the phone is text in a CSV: its leading 0 is kept as written
    expect(rows.map((r) => ({ ...r }))).toEqual([
      { account: 'csvuser1', name: '佐藤健', phone: '09011112222' },
      { account: 'csvuser2', name: '佐藤花子', phone: null },
    ]);
    expect(await lastRecord('merchant01', 'user')).toMatchObject({ fileName: 'users.csv', fileType: 'csv', imported: 2, result: 'imported' });
    // the quoted password was read whole, its doubled quote one quote: the account logs in with it
    expect(await s.login('csvuser1', 'Se,c"ret#7001')).toEqual(expect.any(String));
  });

  it('goods: a Shift_JIS file with Japanese headings and names, without a BOM; a barcode keeps its digits as text', async () => {
    const header = GOODS_IMPORT_COLUMNS.filter((c) => c.import).map((c) => c.label.ja);
    const cells: Record<string, string> = {
      name: 'CSV緑茶',
      brand: 'CSV園',
      categoryId: '飲料',
      spec: '500',
      specUnit: 'ml',
      barcode: '0049880001234',
      itemCode: '',
      purchasePrice: '60.5',
      defaultPrice: '130',
      referencePrice: '150',
      remark: '静岡産',
      status: '有効',
    };
    const line = GOODS_IMPORT_COLUMNS.filter((c) => c.import).map((c) => cells[c.key] ?? '');
    const data = shiftJis(`${header.join(',')}\r\n${line.join(',')}\r\n`);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(data)).toThrow(); // truly not UTF-8
    const res = await upload('/goods/import', 'merchant01', data, 'goods.csv');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [g] = await s.db.query<{ name: string; brand: string; barcode: string; remark: string; purchase_price: string }>(
      "select name, brand, barcode, remark, purchase_price::text from goods where brand = 'CSV園'",
    );
    expect({ ...g }).toMatchObject({ name: 'CSV緑茶', barcode: '0049880001234', remark: '静岡産' });
  });

  it('devices: a UTF-8 file without a BOM registers and activates a device, its floor read as a number', async () => {
    const res = await upload('/pos/import/excel', 'admin', Buffer.from('serialNum,productKey,name,floor\nCSVDEV-0001,pk-vm-cold,CSV機,3\n'), 'devices.csv');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rows).toEqual([expect.objectContaining({ row: 2, serialNum: 'CSVDEV-0001' })]);
    const [d] = await s.db.query<{ name: string; floor: number }>("select name, floor from devices where serial_num = 'CSVDEV-0001'");
    expect({ ...d }).toEqual({ name: 'CSV機', floor: 3 });
  });

  it('a cell broken over two lines inside quotes is one cell, and the row numbers are the records the file holds', async () => {
    const res = await upload(
      '/pos/import/excel',
      'admin',
      Buffer.from('serialNum,productKey,name\n"CSVDEV-0002",pk-vm-cold,"two\nlines"\nCSVDEV-0003,no-such-key,x\n'),
      'd.csv',
    );
    // the third record (the second data row) names an unknown product key: every row is refused, by its record number
    expect(res.body.code).toBe(215101);
    expect(res.body.fields).toEqual([expect.objectContaining({ field: '3.productKey' })]);
    expect(await count("select count(*)::int as n from devices where serial_num in ('CSVDEV-0002', 'CSVDEV-0003')", [])).toBe(0);
  });

  const NOT_CSV: [string, Buffer][] = [
    ['a PNG named .csv', png(10, 10)],
    ['bytes with NUL (UTF-16)', Buffer.from('\ufeffaccount,name\n', 'utf16le')],
    ['neither UTF-8 nor Shift_JIS', Buffer.from([0x61, 0x2c, 0x62, 0x0a, 0x85, 0x40, 0xff, 0xfe])],
    ['a quote never closed', Buffer.from('account,name,password\ncsvbad1,"Open,Secret#7003\n')],
    ['a quote inside a bare cell', Buffer.from('account,name,password\ncsvbad2,Sa"to,Secret#7004\n')],
    ['text after a closing quote', Buffer.from('account,name,password\ncsvbad3,"Sato"x,Secret#7005\n')],
  ];
  for (const [what, data] of NOT_CSV) {
    it(`refuses ${what} with 217030, nothing imported, the refusal recorded`, async () => {
      const res = await upload('/aiot/import/excel', 'merchant01', data, 'users.csv', 'ja');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 217030, msg: ERRORS[217030].msg.ja });
      expect(await count("select count(*)::int as n from users where account like 'csvbad%'", [])).toBe(0);
      expect(await lastRecord('merchant01', 'user')).toMatchObject({ fileName: 'users.csv', result: 'refused', errorCode: 217030, imported: 0 });
    });
  }

  it("words 217030 as the spec does, in the caller's language, for every import", async () => {
    const data = png(10, 10);
    for (const locale of LOCALES) {
      for (const [path, as] of [
        ['/goods/import', 'merchant01'],
        ['/pos/import/excel', 'admin'],
        ['/aiot/import/device/active', 'admin'],
        ['/aiot/import/excel', 'merchant01'],
      ]) {
        const res = await upload(path, as, data, 'file.csv', locale);
        expect(res.body, `${path} ${locale}`).toEqual({ code: 217030, msg: ERRORS[217030].msg[locale] });
      }
    }
    expect(ERRORS[217030].msg.en).toBe('Format Error: the file you uploaded is not a CSV');
  });

  it('a file named .xlsx or .xls that is no workbook is still 209070', async () => {
    expect((await upload('/goods/import', 'merchant01', Buffer.from('name,brand\n'), 'goods.xlsx')).body.code).toBe(209070);
    expect((await upload('/goods/import', 'merchant01', Buffer.from('name,brand\n'), 'goods.XLS')).body.code).toBe(209070);
  });

  it('a caller without the import permission is refused before the file is read (101005)', async () => {
    expect((await upload('/goods/import', 'store01', Buffer.from('x'), 'goods.csv')).body.code).toBe(101005);
    expect((await upload('/aiot/import/excel', 'store01', png(10, 10), 'users.csv')).body.code).toBe(101005);
  });
});
