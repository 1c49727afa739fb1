/**
 * The activation import on the device list (list.actions → screens/devices/DeviceImport.tsx) over a test
 * double of the server: the button only for holders of device.import; the dialog says which columns the
 * file has; a file that is not .xlsx, .xls or .csv is refused before sending; the file goes as a multipart form; the
 * rows imported are listed with their translated result and the list is read again; a refused file shows
 * the server's message, that nothing was imported, and every wrong cell with its reason; the template the
 * dialog offers is an .xlsx the server's reader reads.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { devices } from '../../resources/devices/devices';
import { GenericList } from '../../src/console/crud/GenericList';
import { ERRORS } from '../../src/domain/errors';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { xlsxOf } from '../../src/console/ui/xlsxTemplate';
import { IMPORT_COLUMNS } from '../../src/console/screens/devices/DeviceImport';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';

const DEVICE = {
  id: 1,
  serialNum: 'DEMO-000001',
  name: 'Lobby',
  alias: null,
  model: 'VM-COLD-01',
  productName: 'Cold vending',
  orgName: 'Tokyo Vending',
  online: false,
  activated: true,
  signal: null,
  temperature: null,
  lastLoginAt: null,
  lastOfflineAt: null,
  floor: null,
  controlNumber: null,
};

const listRoutes = {
  'POST /device/pageListFast': () => ok({ list: [DEVICE], total: 1 }),
};

function renderList(access: string[], locale: 'en' | 'ja' = 'en') {
  return renderScreen(<GenericList declaration={devices} />, { resource: 'devices', route: '/devices', path: '/devices', access, locale });
}

const xlsx = (name = 'devices.xlsx', content = 'PK-sheet') =>
  new File([content], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
  return screen.findByRole('dialog', { name: 'Activate devices from a spreadsheet' });
}

function choose(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByTestId('device-import-file'), { target: { files: [file] } });
}

describe('device import', () => {
  it('is offered only to holders of device.import', async () => {
    fakeApi(listRoutes);
    renderList(['device.view']);
    expect(await screen.findByText('DEMO-000001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('describes the columns, refuses another kind of file before sending, imports and reads the list again', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...listRoutes,
      'POST /pos/import/excel': () =>
        ok({
          count: 2,
          rows: [
            { row: 2, serialNum: 'DEMO-000301', result: 'activated' },
            { row: 3, serialNum: 'NEW-0001', result: 'created' },
          ],
        }),
    });
    renderList(['device.view', 'device.import']);
    expect(await screen.findByText('DEMO-000001')).toBeTruthy();
    const dialog = await openDialog();
    const columns = within(dialog).getByRole('table', { name: 'Columns of the file' });
    expect(within(columns).getByText('serialNum')).toBeTruthy();
    expect(within(columns).getByText('Product key (a known device must be of that product)')).toBeTruthy();
    expect(within(columns).getAllByText('Required')).toHaveLength(3); // the header and two columns
    expect(within(dialog).getByText('At most 5,000 rows and 5 MB')).toBeTruthy();

    // nothing chosen, then a .txt: refused here (.xlsx, .xls and .csv are taken)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'No file chosen');
    choose(dialog, xlsx('devices.txt'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Choose a .xlsx / .xls / .csv file')).toBeTruthy();
    expect(api.to('POST /pos/import/excel')).toHaveLength(0);

    const listed = api.to('POST /device/pageListFast').length;
    choose(dialog, xlsx());
    expect(within(dialog).getByText('devices.xlsx')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('2 devices imported')).toBeTruthy();
    const sent = api.to('POST /pos/import/excel')[0];
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    // the file's name and bytes as a browser sends them are checked by the browser test (jsdom's File loses them)
    expect(String(sent.body)).toContain('Content-Disposition: form-data; name="file"');
    const results = within(dialog).getByRole('table', { name: 'Imported rows' });
    const rows = within(results)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['2', 'DEMO-000301', 'Activated'],
      ['3', 'NEW-0001', 'Registered and activated'],
    ]);
    // the list is read again
    await waitFor(() => expect(api.to('POST /device/pageListFast').length).toBeGreaterThan(listed));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a refused file: the server's message, nothing imported, every wrong cell with its reason (in Japanese)", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...listRoutes,
      'POST /pos/import/excel': () =>
        refuse(400, 215101, ERRORS[215101].msg.ja, [
          { field: '3.productKey', message: ERRORS[215101].msg.ja },
          { field: '5.floor', message: VALIDATION_MESSAGES['validation.floor'].ja },
        ]),
    });
    renderList(['device.view', 'device.import'], 'ja');
    fireEvent.click(await screen.findByRole('button', { name: '一括有効化' }));
    const dialog = await screen.findByRole('dialog', { name: '端末の一括有効化' });
    const listed = api.to('POST /device/pageListFast').length;
    choose(dialog, xlsx());
    fireEvent.click(within(dialog).getByRole('button', { name: '取り込む' }));
    expect(await within(dialog).findByText('誤りのある行があるため、何も取り込まれていません。ファイルを直して、もう一度取り込んでください。')).toBeTruthy();
    const problems = within(dialog).getByRole('table', { name: '誤りのある行' });
    const rows = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['3', 'productKey', ERRORS[215101].msg.ja],
      ['5', 'floor', VALIDATION_MESSAGES['validation.floor'].ja],
    ]);
    expect(api.to('POST /device/pageListFast')).toHaveLength(listed);
  });

  it('the template is an .xlsx read as the server reads it: one sheet, the header row of the columns', async () => {
    // the server's IMPORT_COLUMNS (src/server/areas/devices/device-import.ts), the first two required
    expect(IMPORT_COLUMNS.map((c) => c.name)).toEqual(['serialNum', 'productKey', 'name', 'controlNumber', 'floor']);
    const bytes = xlsxOf('devices', [IMPORT_COLUMNS.map((c) => c.name), ['A&B<1>', '製品']]);
    const rows: unknown[][] = [];
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(bytes)), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'ignore',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    for await (const sheet of reader) for await (const row of sheet) rows.push((row.values as unknown[]).slice(1));
    expect(rows).toEqual([
      ['serialNum', 'productKey', 'name', 'controlNumber', 'floor'],
      ['A&B<1>', '製品'],
    ]);
  });
});
