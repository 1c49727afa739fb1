import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { testServer, orgId, roleId, type TestServer } from '../support/server.js';
import { LIMITS } from '../../src/domain/limits.js';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages.js';
import { ERRORS } from '../../src/domain/errors.js';
import { demoSerial } from '../../src/domain/demo-devices.js';
import { withValueRead } from '../../src/domain/imports.js';

let s: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await testServer();
  // the demo merchants do not import; granted here so the import's scope rules can be seen from their side
  await s.db.query(`insert into role_permissions (role_id, code) values ($1, 'device.import')`, [await roleId(s.db, '加盟店管理者')]);
  for (const account of ['admin', 'agent01', 'merchant01', 'merchant02', 'store01']) t[account] = await s.login(account);
});
afterAll(async () => s?.close());

/** An .xlsx with a header row and the given rows. */
async function sheet(rows: unknown[][], header: string[] = ['serialNum', 'productKey', 'name', 'controlNumber', 'floor']): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('devices');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The same sheet as a legacy .xls (BIFF8), written by SheetJS as Excel 97-2003 does. */
function xls(rows: unknown[][], header: string[] = ['serialNum', 'productKey', 'name', 'controlNumber', 'floor']): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([header, ...rows]), 'devices');
  return XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/** Posts a multipart form with one file, as a browser does. */
async function upload(token: string, file: Buffer, filename = 'devices.xlsx', lang = 'en') {
  const boundary = '----fleet' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return s.call('POST', '/api/pos/import/excel', {
    token,
    lang,
    body: payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const device = async (serial: string) =>
  (
    await s.db.query<{ org_id: number | null; activated_at: Date | null; secret: string; name: string; control_number: string | null; floor: number | null }>(
      'select org_id, activated_at, secret, name, control_number, floor from devices where serial_num = $1',
      [serial],
    )
  )[0];

describe('the activation import', () => {
  it('activates stock and registers new devices, all in one go, with random secrets', async () => {
    const file = await sheet([
      [demoSerial(301), 'pk-vm-cold', '新規1号機', 'IMP-1', 3],
      ['NEW-0001', 'pk-vm-cold', '新規2号機', 'IMP-2', -1],
      ['NEW-0002', 'pk-pos-mini'],
    ]);
    const res = await upload(t.admin, file);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      count: 3,
      rows: [
        { row: 2, serialNum: demoSerial(301), result: 'activated' },
        { row: 3, serialNum: 'NEW-0001', result: 'created' },
        { row: 4, serialNum: 'NEW-0002', result: 'created' },
      ],
    });
    const stock = await device(demoSerial(301));
    expect(stock).toMatchObject({ name: '新規1号機', control_number: 'IMP-1', floor: 3 });
    expect(stock.activated_at).not.toBeNull();
    const a = await device('NEW-0001');
    const b = await device('NEW-0002');
    expect(a).toMatchObject({ org_id: null, name: '新規2号機', floor: -1 });
    expect(a.secret).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(a.secret).not.toBe(b.secret);
  });

  it("an agent's new devices are bound to the agent, who then sees them", async () => {
    const res = await upload(t.agent01, await sheet([['AG-0001', 'pk-vm-cold']]));
    expect(res.status).toBe(200);
    expect((await device('AG-0001')).org_id).toBe(await orgId(s.db, '東日本サービス株式会社'));
    expect((await s.call('GET', '/api/device/get?serialNum=AG-0001', { token: t.agent01 })).body.data.provider.name).toBe('東日本サービス株式会社');
  });

  it('any bad row and nothing is written; every bad row is answered', async () => {
    const file = await sheet([
      ['OK-0001', 'pk-vm-cold'],
      ['OK-0002', 'no-such-key'],
      ['OK-0001', 'pk-vm-cold'],
      ['BAD SERIAL', 'pk-vm-cold'],
      ['OK-0003', 'pk-vm-cold', '', 'IMP-1'],
      ['OK-0004', 'pk-vm-cold', '', '', 101],
      [demoSerial(1), 'pk-vm-cold'],
    ]);
    const res = await upload(t.admin, file);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(215101);
    // each reason ends with the value read
    const read = (message: string, value: string | number) => withValueRead(message, value, 'en');
    expect(res.body.fields).toEqual([
      { field: '3.productKey', message: read(ERRORS[215101].msg.en, 'no-such-key') },
      { field: '4.serialNum', message: read(ERRORS[215001].msg.en, 'OK-0001') },
      { field: '5.serialNum', message: read(VALIDATION_MESSAGES['validation.serialNum'].en, 'BAD SERIAL') },
      { field: '6.controlNumber', message: read(ERRORS[203220].msg.en, 'IMP-1') },
      { field: '7.floor', message: read(VALIDATION_MESSAGES['validation.floor'].en, 101) },
      { field: '8.serialNum', message: read(ERRORS[203009].msg.en, demoSerial(1)) },
    ]);
    expect(res.body.fields[4].message).toMatch(/\S \(value read: 101\)$/);
    expect(await device('OK-0001')).toBeUndefined();
    // the record keeps each refused row's serial number as read
    const [record] = await s.db.query<{ row_results: { row: number; key?: string; field: string }[] }>(
      `select row_results from import_records where kind = 'device' order by id desc limit 1`,
    );
    expect(record.row_results.map((r) => `${r.row} ${r.key} ${r.field}`)).toEqual([
      '3 OK-0002 productKey',
      '4 OK-0001 serialNum',
      '5 BAD SERIAL serialNum',
      '6 OK-0003 controlNumber',
      '7 OK-0004 floor',
      `8 ${demoSerial(1)} serialNum`,
    ]);
  });

  it("scope: another estate's device is taken (215001); a wrong product is 215002", async () => {
    await s.db.query(`update devices set activated_at = null where serial_num = $1`, [demoSerial(250)]);
    const foreign = await upload(t.merchant01, await sheet([[demoSerial(250), 'pk-vm-cold']]));
    expect(foreign.body.code).toBe(215001);
    expect((await device(demoSerial(250))).activated_at).toBeNull();
    const [{ product_key }] = await s.db.query<{ product_key: string }>(
      `select p.product_key from devices d join products p on p.id = d.product_id where d.serial_num = $1`,
      [demoSerial(250)],
    );
    const other = product_key === 'pk-vm-cold' ? 'pk-vm-combo' : 'pk-vm-cold';
    expect((await upload(t.merchant02, await sheet([[demoSerial(250), other]]))).body.code).toBe(215002);
    expect((await upload(t.merchant02, await sheet([[demoSerial(250), product_key]]))).status).toBe(200);
  });

  it('refuses callers without device.import', async () => {
    // store staff hold device.view only
    expect((await upload(t.store01, await sheet([['X-1', 'pk-vm-cold']]))).body.code).toBe(101005);
  });

  it('reads a legacy .xls as it reads an .xlsx: good rows land, bad ones are named with the value read', async () => {
    const good = await upload(
      t.admin,
      xls([
        ['XLS-0001', 'pk-vm-cold', 'XLS 1号機', 'XLS-1', 2],
        [20260001, 'pk-pos-mini'],
      ]),
      'devices.xls',
    );
    expect(good.status).toBe(200);
    expect(good.body.data.rows).toEqual([
      { row: 2, serialNum: 'XLS-0001', result: 'created' },
      { row: 3, serialNum: '20260001', result: 'created' },
    ]);
    expect(await device('XLS-0001')).toMatchObject({ name: 'XLS 1号機', control_number: 'XLS-1', floor: 2 });
    const bad = await upload(t.admin, xls([['XLS-0002', 'pk-vm-cold', '', '', 500]]), 'devices.xls', 'ja');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([{ field: '2.floor', message: withValueRead(VALIDATION_MESSAGES['validation.floor'].ja, 500, 'ja') }]);
    expect(bad.body.fields[0].message).toMatch(/（読み取った値: 500）$/);
    expect(await device('XLS-0002')).toBeUndefined();
    const [record] = await s.db.query<{ file_type: string; row_results: unknown }>(
      `select file_type, row_results from import_records where kind = 'device' order by id desc limit 1`,
    );
    expect(record).toEqual({
      file_type: 'xls',
      row_results: [{ row: 2, result: 'refused', key: 'XLS-0002', field: 'floor', message: bad.body.fields[0].message }],
    });
    // an .xlsx named .xls is read for what it is
    expect((await upload(t.admin, await sheet([['XLS-0003', 'pk-vm-cold']]), 'devices.xls')).status).toBe(200);
  });

  it('empty, unreadable, not a workbook, too big, too many rows', async () => {
    expect((await upload(t.admin, await sheet([]))).body.code).toBe(203016);
    expect((await upload(t.admin, Buffer.alloc(0))).body.code).toBe(203016);
    expect((await upload(t.admin, Buffer.from('not a workbook at all'))).body.code).toBe(209070);
    // a .csv is read as CSV (imports-csv.test.ts): one whose quote never closes is no CSV
    expect((await upload(t.admin, Buffer.from('serialNum,productKey\n"A-1,pk-vm-cold\n'), 'devices.csv')).body.code).toBe(217030);
    // a zip that holds no workbook
    expect((await upload(t.admin, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 7)]))).body.code).toBe(203017);
    expect((await upload(t.admin, await sheet([['A-1']], ['serialNum']))).body.code).toBe(203017);
    const big = await upload(t.admin, Buffer.alloc(LIMITS.importMaxBytes + 1, 1));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe(203015);
    const many = await upload(t.admin, await sheet(Array.from({ length: LIMITS.importMaxRows + 1 }, (_, i) => [`MANY-${i}`, 'pk-vm-cold'])));
    expect(many.body.code).toBe(209017);
    expect((await s.call('POST', '/api/pos/import/excel', { token: t.admin, body: {} })).body.code).toBe(100001);
  });
});
