/**
 * Batch imports and their records (issue 18): /aiot/import/excel (users: headings in any language, the
 * organisation's default role, every user rule per row, all or nothing), /aiot/import/device/active
 * (activations), the records every import writes — refused files too — and /aiot/import/record/{pageList,
 * export} within the caller's organisation subtree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { multipart } from '../support/multipart.js';
import { ERRORS } from '../../src/domain/errors.js';
import { withValueRead } from '../../src/domain/imports.js';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages.js';

let s: TestServer;
const tokens: Record<string, string> = {};
let orgs: Record<string, number>;

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  orgs = { tokyoVend: await orgId(s.db, '東京ベンディング'), naniwa: await orgId(s.db, 'なにわ自販機'), shibuya: await orgId(s.db, '渋谷駅前店') };
});
afterAll(async () => s?.close());

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('users');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A legacy .xls (BIFF8) of these rows, numbers kept as numbers, as Excel 97-2003 saves it. */
function xlsOf(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'users');
  return XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

async function upload(path: string, as: string, data: Buffer, name = 'users.xlsx', fields: Record<string, string | number> = {}, lang = 'en') {
  const { payload, headers } = multipart(fields, [{ field: 'file', name, data }]);
  const res = await s.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload,
    headers: { ...headers, 'accept-language': lang, authorization: `Bearer ${tokens[as]}` },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}
const importUsers = (as: string, data: Buffer, name?: string, fields?: Record<string, string | number>, lang?: string) =>
  upload('/aiot/import/excel', as, data, name, fields, lang);
const records = (as: string, body: Record<string, unknown> = {}) => s.call('POST', '/api/aiot/import/record/pageList', { token: tokens[as], body });
const lastRecord = async (as: string, kind: string) => (await records(as, { kind, pageSize: 1 })).body.data.list[0];
const usersNamed = async (accounts: string[]) =>
  (
    await s.db.query<{ account: string; role_id: number; org_id: number; status: number }>(
      'select account, role_id, org_id, status from users where account = any($1::text[]) order by account',
      [accounts],
    )
  ).map((u) => ({ ...u }));
const defaultRoleId = async () => (await s.db.query<{ id: number }>(`select id from roles where is_default`))[0].id;

describe("the users' batch import", () => {
  it("imports every row with the organisation's default role, headings in Japanese, and records each row", async () => {
    const file = await xlsxOf([
      ['アカウント', '氏名', 'パスワード', '電話番号', 'メールアドレス', '状態'],
      ['impja1', '山田 花子', 'Secret#2026', '090-7777-0001', 'hanako@example.com', '有効'],
      ['impja2', 'Taro Yamada', 'Secret#2027', '', '', '無効'],
    ]);
    const res = await importUsers('merchant01', file, 'スタッフ.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      count: 2,
      roleId: await defaultRoleId(),
      rows: [
        { row: 2, account: 'impja1' },
        { row: 3, account: 'impja2' },
      ],
    });
    expect(await usersNamed(['impja1', 'impja2'])).toEqual([
      { account: 'impja1', role_id: await defaultRoleId(), org_id: orgs.tokyoVend, status: 1 },
      { account: 'impja2', role_id: await defaultRoleId(), org_id: orgs.tokyoVend, status: 0 },
    ]);
    // the imported account logs in with the password of its row
    expect(await s.login('impja1', 'Secret#2026')).toEqual(expect.any(String));
    expect(await lastRecord('merchant01', 'user')).toMatchObject({
      kind: 'user',
      fileName: 'スタッフ.xlsx',
      fileType: 'xlsx',
      rows: 2,
      imported: 2,
      result: 'imported',
      errorCode: null,
      userAccount: 'merchant01',
      orgId: orgs.tokyoVend,
      rowResultCount: 2,
      rowResults: [
        { row: 2, result: 'imported', key: 'impja1' },
        { row: 3, result: 'imported', key: 'impja2' },
      ],
    });
  });

  it("reads headings in Chinese and English alike, and takes a store of the caller's subtree", async () => {
    const zh = await xlsxOf([
      ['帳號', '姓名', '密码', 'Phone'],
      ['impzh1', '陳 小明', 'Passw0rd!x', '+81 90-1111-2222'],
    ]);
    const res = await importUsers('merchant01', zh, 'zh.xlsx', { orgId: orgs.shibuya });
    expect(res.status).toBe(200);
    expect((await usersNamed(['impzh1']))[0].org_id).toBe(orgs.shibuya);
  });

  it('one bad row: nothing is imported, every bad cell is named, and the refusal is recorded', async () => {
    const file = await xlsxOf([
      ['account', 'name', 'password', 'phone'],
      ['impbad1', 'Good Row', 'Secret#3001', ''],
      ['impbad2', 'Bad Phone', 'Secret#3002', '12345'],
      ['impja1', 'Taken Account', 'Secret#3003', ''],
      ['impbad4', 'Holds Account', 'xximpbad4xx', ''],
      ['impbad1', 'Twice In File', 'Secret#3005', ''],
    ]);
    const res = await importUsers('merchant01', file, 'bad.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(100001);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual(['3.phone', '4.account', '5.password', '6.account']);
    expect(res.body.fields[0].message).toBe(withValueRead(VALIDATION_MESSAGES['validation.phone'].en, '12345', 'en'));
    expect(res.body.fields[1].message).toBe(withValueRead(ERRORS[201001].msg.en, 'impja1', 'en'));
    expect(res.body.fields[2].message).toBe(withValueRead(ERRORS[201021].msg.en, 'xximpbad4xx', 'en'));
    expect(await usersNamed(['impbad1', 'impbad2', 'impbad4'])).toEqual([]);
    const record = await lastRecord('merchant01', 'user');
    expect(record).toMatchObject({ fileName: 'bad.xlsx', rows: 5, imported: 0, result: 'refused', errorCode: 100001, rowResultCount: 4 });
    expect(record.rowResults.map((r: { row: number; field: string }) => `${r.row}.${r.field}`)).toEqual(['3.phone', '4.account', '5.password', '6.account']);
    // the key column of a refused row is its account as read
    expect(record.rowResults.map((r: { key?: string }) => r.key)).toEqual(['impbad2', 'impja1', 'impbad4', 'impbad1']);
  });

  for (const format of ['xlsx', 'xls'] as const) {
    it(`reads a phone the spreadsheet stored as a number (.${format}): a Japanese number gets its 0 back, a bad one is named with the value read`, async () => {
      const header = ['account', 'name', 'password', 'phone'];
      const n = format === 'xlsx' ? 1 : 2;
      const good = [
        header,
        [`impnum${n}a`, 'Mobile As Number', 'Secret#5001', 9011112220 + n], // 090-1111-222n, leading 0 dropped
        [`impnum${n}b`, 'Landline As Number', 'Secret#5002', 312345670 + n], // 03-1234-567n
        [`impnum${n}c`, 'Chinese Mobile', 'Secret#5003', 13800138000 + n], // 11 digits: kept
        [`impnum${n}d`, 'Typed As Text', 'Secret#5004', `080-2222-333${n}`],
      ];
      const file = format === 'xlsx' ? await xlsxOf(good) : xlsOf(good);
      const res = await importUsers('merchant01', file, `phones.${format}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const phones = await s.db.query<{ account: string; phone: string }>('select account, phone from users where account like $1 order by account', [
        `impnum${n}%`,
      ]);
      expect(phones.map((p) => `${p.account} ${p.phone}`)).toEqual([
        `impnum${n}a 0${9011112220 + n}`,
        `impnum${n}b 0${312345670 + n}`,
        `impnum${n}c ${13800138000 + n}`,
        `impnum${n}d 080-2222-333${n}`,
      ]);
      expect((await lastRecord('merchant01', 'user')).fileType).toBe(format);

      const badRows = [header, [`impnum${n}x`, 'Too Short', 'Secret#5005', 1234567], [`impnum${n}y`, 'Fine', 'Secret#5006', 7011113333]];
      const bad = await importUsers('merchant01', format === 'xlsx' ? await xlsxOf(badRows) : xlsOf(badRows), `refused-phones.${format}`, {}, 'ja');
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual([{ field: '2.phone', message: withValueRead(VALIDATION_MESSAGES['validation.phone'].ja, 1234567, 'ja') }]);
      expect(bad.body.fields[0].message).toMatch(/（読み取った値: 1234567）$/);
      const record = await lastRecord('merchant01', 'user');
      expect(record).toMatchObject({ fileName: `refused-phones.${format}`, fileType: format, result: 'refused' });
      expect(record.rowResults).toEqual([{ row: 2, result: 'refused', key: `impnum${n}x`, field: 'phone', message: bad.body.fields[0].message }]);
      expect(await usersNamed([`impnum${n}y`])).toEqual([]);
    });
  }

  it('refuses an organisation of another merchant (200006): nothing imported, recorded against the caller', async () => {
    const before = (await records('merchant01', { kind: 'user' })).body.data.total;
    const res = await importUsers(
      'merchant01',
      await xlsxOf([
        ['account', 'name', 'password'],
        ['impother1', 'Other Org', 'Secret#4001'],
      ]),
      'other.xlsx',
      { orgId: orgs.naniwa },
    );
    expect(res.body.code).toBe(200006);
    expect(await usersNamed(['impother1'])).toEqual([]);
    expect((await records('merchant01', { kind: 'user' })).body.data.total).toBe(before + 1);
    expect(await lastRecord('merchant01', 'user')).toMatchObject({ fileName: 'other.xlsx', result: 'refused', errorCode: 200006, orgId: orgs.tokyoVend });
  });

  it('refuses and records files that are no workbook (text named .xlsx), no CSV, empty, unreadable or missing a required column', async () => {
    const cases: [Buffer, string, number][] = [
      [Buffer.from('account,name,password\nimpcsv1,CSV,Secret#5001\n'), 'users.xlsx', 209070],
      [Buffer.from('account,name,password\nimpcsv1,"CSV,Secret#5001\n'), 'users.csv', 217030],
      [Buffer.alloc(0), 'empty.xlsx', 203016],
      [Buffer.from('PK\u0003\u0004 not really a zip'), 'broken.xlsx', 203017],
      [
        await xlsxOf([
          ['account', 'name'],
          ['impnopw', 'No Password'],
        ]),
        'nopw.xlsx',
        203017,
      ],
      [await xlsxOf([['account', 'name', 'password']]), 'header-only.xlsx', 203016],
    ];
    for (const [data, name, code] of cases) {
      const res = await importUsers('merchant01', data, name, {}, 'ja');
      expect(res.body.code, name).toBe(code);
      expect(res.body.msg.startsWith(ERRORS[code as keyof typeof ERRORS].msg.ja)).toBe(true);
      expect(await lastRecord('merchant01', 'user'), name).toMatchObject({ fileName: name, result: 'refused', errorCode: code, imported: 0 });
    }
    expect(await usersNamed(['impcsv1', 'impnopw'])).toEqual([]);
  });

  it('refuses and records a file over the size cap, by its name', async () => {
    const res = await importUsers('merchant01', Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'huge.xlsx');
    expect(res.body.code).toBe(203015);
    expect(await lastRecord('merchant01', 'user')).toMatchObject({ fileName: 'huge.xlsx', result: 'refused', errorCode: 203015 });
  });

  it('a caller without user.save is refused (101005) and nothing is recorded', async () => {
    const before = (await records('admin', {})).body.data.total;
    const res = await importUsers(
      'store01',
      await xlsxOf([
        ['account', 'name', 'password'],
        ['impstore', 'Store', 'Secret#6001'],
      ]),
    );
    expect(res.body.code).toBe(101005);
    expect((await records('admin', {})).body.data.total).toBe(before);
  });
});

describe('the activation import', () => {
  it('activates devices in stock, refuses one the server does not know (203001) with nothing written, and records both', async () => {
    const stock = await s.db.query<{ serial_num: string; product_key: string }>(
      `select d.serial_num, p.product_key from devices d join products p on p.id = d.product_id
        where d.activated_at is null and d.org_id is null order by d.id limit 2`,
    );
    expect(stock).toHaveLength(2);
    const header = ['serialNum', 'productKey'];
    const bad = await upload(
      '/aiot/import/device/active',
      'admin',
      await xlsxOf([header, [stock[0].serial_num, stock[0].product_key], ['NO-SUCH-0001', stock[0].product_key]]),
      'act-bad.xlsx',
    );
    expect(bad.body.code).toBe(203001);
    expect(bad.body.fields).toEqual([{ field: '3.serialNum', message: withValueRead(ERRORS[203001].msg.en, 'NO-SUCH-0001', 'en') }]);
    expect(
      (await s.db.query<{ activated_at: Date | null }>('select activated_at from devices where serial_num = $1', [stock[0].serial_num]))[0].activated_at,
    ).toBeNull();
    expect(await s.db.query('select 1 from devices where serial_num = $1', ['NO-SUCH-0001'])).toHaveLength(0);
    expect(await lastRecord('admin', 'activation')).toMatchObject({
      fileName: 'act-bad.xlsx',
      rows: 2,
      result: 'refused',
      errorCode: 203001,
      rowResults: [{ row: 3, key: 'NO-SUCH-0001', field: 'serialNum' }],
    });

    const good = await upload('/aiot/import/device/active', 'admin', await xlsxOf([header, ...stock.map((d) => [d.serial_num, d.product_key])]), 'act.xlsx');
    expect(good.status).toBe(200);
    expect(good.body.data.rows).toEqual(stock.map((d, i) => ({ row: i + 2, serialNum: d.serial_num, result: 'activated' })));
    expect(await lastRecord('admin', 'activation')).toMatchObject({ fileName: 'act.xlsx', rows: 2, imported: 2, result: 'imported' });
  });

  it('a caller without device.import is refused (101005)', async () => {
    const res = await upload(
      '/aiot/import/device/active',
      'merchant01',
      await xlsxOf([
        ['serialNum', 'productKey'],
        ['X', 'Y'],
      ]),
    );
    expect(res.body.code).toBe(101005);
  });
});

describe('the import records', () => {
  it('the device and goods imports write records too', async () => {
    const dev = await upload(
      '/pos/import/excel',
      'admin',
      await xlsxOf([
        ['serialNum', 'productKey'],
        ['IMPREC-0001', 'pk-vm-cold'],
      ]),
      'dev.xlsx',
    );
    expect(dev.status).toBe(200);
    expect(await lastRecord('admin', 'device')).toMatchObject({
      fileName: 'dev.xlsx',
      imported: 1,
      rowResults: [{ row: 2, result: 'imported', key: 'IMPREC-0001' }],
    });
    const goods = await upload('/goods/import', 'merchant01', Buffer.from('not a workbook'), 'goods.xls');
    expect(goods.body.code).toBe(209070);
    expect(await lastRecord('merchant01', 'goods')).toMatchObject({ fileName: 'goods.xls', result: 'refused', errorCode: 209070 });
  });

  it("are listed paged in the caller's subtree only: another merchant sees none of them", async () => {
    const mine = await records('merchant01', { pageSize: 100 });
    expect(mine.body.data.total).toBeGreaterThan(5);
    expect(new Set(mine.body.data.list.map((r: { orgId: number }) => r.orgId))).toEqual(new Set([orgs.tokyoVend, orgs.shibuya]));
    const theirs = await records('merchant02', { pageSize: 100 });
    expect(theirs.body.data.list.filter((r: { userAccount: string }) => r.userAccount === 'merchant01')).toEqual([]);
    expect((await records('merchant02', { orgId: orgs.tokyoVend })).body.code).toBe(200006);
    const page2 = await records('merchant01', { pageSize: 2, pageNum: 2 });
    expect(page2.body.data.list).toHaveLength(2);
    expect(page2.body.data.list[0].id).toBe(mine.body.data.list[2].id);
    expect((await records('merchant01', { result: 'refused', fileName: 'bad' })).body.data.list.map((r: { fileName: string }) => r.fileName)).toEqual([
      'bad.xlsx',
    ]);
    expect((await records('store01')).body.code).toBe(101005);
    expect((await records('merchant01', { kind: 'robots' })).body.code).toBe(100001);
  });

  it("are exported as a streamed .xlsx, one line per row result, worded in the caller's language", async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/aiot/import/record/export',
      payload: { kind: 'user', result: 'refused', fileName: 'bad' },
      headers: { authorization: `Bearer ${tokens.merchant01}`, 'accept-language': 'ja' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/import-records-\d{8}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows[0].slice(1, 4)).toEqual(['記録番号', '日時', '種別']);
    expect(rows.slice(1).map((r) => [r[3], r[6], r[9], r[11], r[14]])).toEqual([
      // each refused cell by its column's heading in the template (issue 28 item 6), not the field key
      ['ユーザー', 'bad.xlsx', '拒否', 3, '電話番号'],
      ['ユーザー', 'bad.xlsx', '拒否', 4, 'アカウント'],
      ['ユーザー', 'bad.xlsx', '拒否', 5, 'パスワード'],
      ['ユーザー', 'bad.xlsx', '拒否', 6, 'アカウント'],
    ]);
    const other = await s.app.inject({
      method: 'POST',
      url: '/api/aiot/import/record/export',
      payload: {},
      headers: { authorization: `Bearer ${tokens.merchant02}` },
    });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(other.rawPayload as unknown as ArrayBuffer);
    const lines = (wb2.worksheets[0].getSheetValues().slice(2) as unknown[][]).map((r) => r[5]);
    expect(lines).not.toContain('merchant01');
  });
});
