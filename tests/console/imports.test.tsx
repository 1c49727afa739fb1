/**
 * Batch imports in the console (issue 18) over a test double of the server: the users' batch import on the
 * user list (only for holders of user.save; the columns named in the user's language; a refused file shows
 * every wrong cell by the column's name) and the import record list (each record's reason and row results
 * below its row, the export on the toolbar).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { users } from '../../resources/accounts/users';
import { importRecords } from '../../resources/system/import-records';
import { GenericList } from '../../src/console/crud/GenericList';
import { ImportRecords } from '../../src/console/screens/imports/ImportRecords';
import { ERRORS } from '../../src/domain/errors';
import { fakeApi, ok, refuse } from './fakeApi';
import { renderScreen } from './accounts-support';

const USER = {
  id: 2,
  account: 'merchant01',
  name: '伊藤 翔',
  phone: null,
  email: null,
  orgId: 4,
  orgName: 'Tokyo',
  roleId: 5,
  roleName: 'Merchant',
  status: 1,
  isSuper: false,
  bd: false,
  locked: false,
  createdAt: '2026-01-01T00:00:00Z',
};
const userRoutes = { 'POST /user/page/list': () => ok({ total: 1, list: [USER] }) };

const xlsx = (name = 'users.xlsx') => new File(['PK-sheet'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe("users' batch import", () => {
  it('takes a CSV: says which encodings, refuses one that is no CSV before sending (217030) and sends one that is', { timeout: 90_000 }, async () => {
    const api = fakeApi({ ...userRoutes, 'POST /aiot/import/excel': () => ok({ count: 1, rows: [{ row: 2, id: 9, account: 'csv1' }] }) });
    renderScreen(<GenericList declaration={users} />, { resource: 'users', route: '/users', path: '/users', access: ['user.view', 'user.save'], locale: 'ja' });
    fireEvent.click(await screen.findByRole('button', { name: '一括登録' }));
    const dialog = await screen.findByRole('dialog', { name: 'ファイルからユーザーを一括登録' });
    expect(within(dialog).getByText('CSV は UTF-8（BOM の有無を問わず）または Shift_JIS、カンマ区切りで保存してください')).toBeTruthy();
    expect(within(dialog).getByTestId('user-import-file').getAttribute('accept')).toContain('.csv');
    // a PNG renamed .csv
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    fireEvent.change(within(dialog).getByTestId('user-import-file'), { target: { files: [new File([png], 'users.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: '登録' }));
    expect(await within(dialog).findByText(ERRORS[217030].msg.ja)).toBeTruthy();
    expect(api.to('POST /aiot/import/excel')).toHaveLength(0);
    const csv = new File(['\ufeffアカウント,氏名,パスワード\r\ncsv1,佐藤,"Se,c""ret#1"\r\n'], 'users.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByTestId('user-import-file'), { target: { files: [csv] } });
    fireEvent.click(within(dialog).getByRole('button', { name: '登録' }));
    await waitFor(() => expect(api.to('POST /aiot/import/excel')).toHaveLength(1));
  });

  it('is offered only to holders of user.save', async () => {
    fakeApi(userRoutes);
    renderScreen(<GenericList declaration={users} />, { resource: 'users', route: '/users', path: '/users', access: ['user.view'] });
    expect(await screen.findByText('merchant01')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it("names the columns in the user's language; a bad row: nothing imported, each wrong cell by its column's name", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...userRoutes,
      'POST /aiot/import/excel': () => refuse(400, 201001, ERRORS[201001].msg.ja, [{ field: '3.account', message: ERRORS[201001].msg.ja }]),
    });
    renderScreen(<GenericList declaration={users} />, { resource: 'users', route: '/users', path: '/users', access: ['user.view', 'user.save'], locale: 'ja' });
    fireEvent.click(await screen.findByRole('button', { name: '一括登録' }));
    const dialog = await screen.findByRole('dialog', { name: 'ファイルからユーザーを一括登録' });
    const columns = within(dialog).getByRole('table', { name: 'ファイルの列' });
    expect(cells(columns).map((r) => r[0])).toEqual(['アカウント', '氏名', 'パスワード', '電話番号', 'メールアドレス', '状態']);
    fireEvent.change(within(dialog).getByTestId('user-import-file'), { target: { files: [xlsx('users.pdf')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: '登録' }));
    expect(await within(dialog).findByText('.xlsx / .xls / .csv ファイルを選択してください')).toBeTruthy();
    expect(api.to('POST /aiot/import/excel')).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('user-import-file'), { target: { files: [xlsx()] } });
    fireEvent.click(within(dialog).getByRole('button', { name: '登録' }));
    expect(await within(dialog).findByText('誤りのある行があるため、何も登録されていません。ファイルを直して、もう一度登録してください。')).toBeTruthy();
    expect(cells(within(dialog).getByRole('table', { name: '誤りのある行' }))).toEqual([['3', 'アカウント', ERRORS[201001].msg.ja]]);
    expect(api.to('POST /aiot/import/excel')).toHaveLength(1);
  });

  it("sends the organisation chosen (the user's own by default) and lists the imported rows", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...userRoutes,
      'POST /open/customer/orgList': () =>
        ok([
          { id: 4, name: 'Tokyo' },
          { id: 8, name: 'Shibuya' },
        ]),
      'POST /aiot/import/excel': () => ok({ count: 1, roleId: 5, rows: [{ row: 2, id: 9, account: 'imp01', name: 'Hanako' }] }),
    });
    renderScreen(<GenericList declaration={users} />, { resource: 'users', route: '/users', path: '/users', access: ['user.view', 'user.save', 'org.view'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import users from a spreadsheet' });
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: 'Organisation' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Shibuya' }));
    fireEvent.change(within(dialog).getByTestId('user-import-file'), { target: { files: [xlsx()] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('1 user imported')).toBeTruthy();
    expect(cells(within(dialog).getByRole('table', { name: 'Imported rows' }))).toEqual([['2', 'imp01', 'Hanako']]);
    expect(String(api.to('POST /aiot/import/excel')[0].body)).toMatch(/name="orgId"\r\n\r\n8\r\n/);
  });
});

const RECORD = {
  id: 31,
  kind: 'user',
  orgId: 4,
  orgName: 'Tokyo',
  userAccount: 'merchant01',
  fileName: 'bad.xlsx',
  fileType: 'xlsx',
  rows: 5,
  imported: 0,
  result: 'refused',
  errorCode: 201001,
  createdAt: '2026-11-27T01:00:00Z',
  rowResultCount: 60,
  rowResults: [{ row: 3, result: 'refused', field: 'account', message: ERRORS[201001].msg.en }],
};

describe('import records', () => {
  it('lists the records with kind and result translated; a row opens its reason and row results; export on the toolbar', { timeout: 90_000 }, async () => {
    const api = fakeApi({ 'POST /aiot/import/record/pageList': () => ok({ total: 1, list: [RECORD] }) });
    renderScreen(<ImportRecords declaration={importRecords} />, {
      resource: 'import-records',
      route: '/import-records',
      path: '/import-records',
      access: ['importRecord.view'],
    });
    expect(await screen.findByText('bad.xlsx')).toBeTruthy();
    expect(screen.getByText('Users')).toBeTruthy();
    expect(screen.getByText('Refused')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Export' })).toBeTruthy();
    expect(api.to('POST /aiot/import/record/pageList')[0].body).toMatchObject({ pageNum: 1, sort: { field: 'createdAt', order: 'desc' } });
    // the row's own expand button: in the tab order and named, unlike react-admin's toggle beside it
    const row = screen.getByText('bad.xlsx').closest('tr')!;
    const open = within(row).getByRole('button', { name: 'Expand' });
    expect(open.tabIndex).toBe(0);
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const panel = await screen.findByTestId('import-record-31');
    expect(within(row).getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByText(`Reason: ${ERRORS[201001].msg.en}`)).toBeTruthy();
    expect(cells(within(panel).getByRole('table', { name: 'Result of each row' }))).toEqual([['3', 'Refused', '', 'Account', ERRORS[201001].msg.en]]);
    expect(within(panel).getByText('Showing the first 1 of 60 (the export has them all)')).toBeTruthy();
  });
});
