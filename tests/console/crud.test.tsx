/**
 * The generated screens of a resource declared in the test (tests/console/gadgets.ts), rendered in
 * react-admin against a test double of the server: the list (columns, translated status chips, paging
 * and sorting sent as the contract says, permission-gated actions, enable/disable with confirmation) and
 * the create form (the schema's rules shown before anything is sent, the server's 100001 fields shown
 * on the right field).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getToken } from '../../src/console/providers/session';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { fakeApi, ok, refuse } from './fakeApi';
import { adminFor, menuAnswer } from './harness';
import { gadgets, registerGadgets } from './gadgets';

const ROWS = [
  { id: 12, name: 'りんご', code: 'A-1', status: 1 },
  { id: 11, name: 'みかん', code: 'B-2', status: 0 },
];

const menuRoute = menuAnswer([gadgets]);

const renderAdmin = adminFor({ resources: [gadgets], orgId: 1 });

/** A click on the dimmed area around a dialog (MUI reads a press that starts and ends there). */
function pressBackdrop(dialog: HTMLElement) {
  const container = dialog.closest('.MuiDialog-container') ?? dialog.parentElement!;
  fireEvent.mouseDown(container);
  fireEvent.click(container);
}

beforeAll(() => registerGadgets());

describe('generated list', () => {
  it('shows the declared columns with translated headers and status chips, paged and sorted as the contract says', async () => {
    const api = fakeApi({ ...menuRoute, 'POST /test/gadget/page/list': () => ok({ list: ROWS, total: 2 }) });
    renderAdmin('/gadgets', ['gadget.view']);

    // the first screen of the file pays for loading the lazy screens: generous on a busy machine
    expect(await screen.findByText('りんご', {}, { timeout: 15_000 })).toBeTruthy();
    for (const header of ['ID', 'ガジェット名', 'コード', '状態']) expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('有効')).toBeTruthy();
    expect(within(rows[1]).getByText('無効')).toBeTruthy();
    expect(within(rows[0]).getByText('A-1')).toBeTruthy();

    const [call] = api.to('POST /test/gadget/page/list');
    expect(call.body).toEqual({ pageNum: 1, pageSize: 10, sort: { field: 'id', order: 'desc' } });
    expect(call.headers.get('authorization')).toBe('Bearer test-token');
    expect(call.headers.get('accept-language')).toMatch(/^(ja|zh-CN|zh-TW|en)$/);

    // only view granted: no create, edit, delete or status actions
    expect(screen.queryByRole('link', { name: /作成/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /無効にする|削除/ })).toBeNull();
  });

  it('says "more than" of a total the server counted only up to a ceiling (totalCapped), and the plain total otherwise', async () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ id: 100 - i, name: `品${i}`, code: `C-${i}`, status: 1 }));
    let capped = true;
    fakeApi({ ...menuRoute, 'POST /test/gadget/page/list': () => ok({ list: many, total: capped ? 1000 : 10, totalCapped: capped }) });
    renderAdmin('/gadgets', ['gadget.view']);
    expect(await screen.findByText('1 - 10 / 1000 件以上', {}, { timeout: 15_000 })).toBeTruthy();
    cleanup();
    capped = false;
    renderAdmin('/gadgets', ['gadget.view']);
    expect(await screen.findByText('1 - 10 / 10')).toBeTruthy();
    expect(screen.queryByText(/件以上/)).toBeNull();
  });

  it('leaves a column declared hidden off until the user shows it with the column chooser', async () => {
    fakeApi({ ...menuRoute, 'POST /test/gadget/page/list': () => ok({ list: ROWS, total: 2 }) });
    const withHiddenCode = {
      ...gadgets,
      list: { ...gadgets.list, columns: gadgets.list.columns.map((c) => (c.source === 'code' ? { ...c, hidden: true } : c)) },
    };
    renderAdmin('/gadgets', ['gadget.view'], { resources: [withHiddenCode] });
    await screen.findByText('りんご');
    expect(screen.queryByRole('columnheader', { name: /コード/ })).toBeNull();
    expect(screen.queryByText('A-1')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '列を編集' }));
    const toggle = await screen.findByRole('switch', { name: 'コード' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    // the chooser is a popover over the page: close it to read the table again
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(await screen.findByRole('columnheader', { name: /コード/ })).toBeTruthy();
    expect(screen.getByText('A-1')).toBeTruthy();
  });

  it('sends a filter and a new sort order to the list call', async () => {
    const api = fakeApi({ ...menuRoute, 'POST /test/gadget/page/list': () => ok({ list: ROWS, total: 2 }) });
    renderAdmin('/gadgets', ['gadget.view']);
    await screen.findByText('りんご');

    fireEvent.click(screen.getByRole('button', { name: /ガジェット名/ }));
    await waitFor(() => expect(api.to('POST /test/gadget/page/list').some((c) => (c.body as { sort?: { order: string } }).sort?.order === 'asc')).toBe(true));

    fireEvent.change(screen.getByRole('textbox', { name: 'ガジェット名' }), { target: { value: 'りん' } });
    await waitFor(() => expect(api.to('POST /test/gadget/page/list').some((c) => (c.body as { name?: string }).name === 'りん')).toBe(true), { timeout: 3000 });
  });

  it('disables a record after confirmation, through the status call, for a user holding the status code', async () => {
    let status = 1;
    const api = fakeApi({
      ...menuRoute,
      'POST /test/gadget/page/list': () => ok({ list: [{ ...ROWS[0], status }, ROWS[1]], total: 2 }),
      'POST /test/gadget/status/12': (c) => {
        status = (c.body as { status: number }).status;
        return ok({ id: 12, status });
      },
    });
    renderAdmin('/gadgets', ['gadget.view', 'gadget.status', 'gadget.save']);
    await screen.findByText('りんご');
    expect(screen.getByRole('link', { name: /作成/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /削除/ })).toBeNull();

    const row = screen.getAllByRole('row')[1];
    fireEvent.click(within(row).getByRole('button', { name: '無効にする' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('「りんご」を無効にしますか？')).toBeTruthy();
    expect(api.to('POST /test/gadget/status/12')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '無効にする' }));

    await waitFor(() => expect(api.to('POST /test/gadget/status/12')).toHaveLength(1));
    expect(api.to('POST /test/gadget/status/12')[0].body).toEqual({ status: 0 });
    expect(await screen.findByText('状態を変更しました')).toBeTruthy();
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]).getByText('無効')).toBeTruthy());
  });

  it('deletes a record after confirmation, through the delete call, for a user holding the delete code', async () => {
    const api = fakeApi({
      ...menuRoute,
      'POST /test/gadget/page/list': () => ok({ list: ROWS, total: 2 }),
      'POST /test/gadget/del/11': () => ok({ id: 11 }),
    });
    renderAdmin('/gadgets', ['gadget.view', 'gadget.delete']);
    await screen.findByText('みかん');
    const row = screen.getAllByRole('row')[2];
    fireEvent.click(within(row).getByRole('button', { name: '削除' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.to('POST /test/gadget/del/11')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '削除' }));
    await waitFor(() => expect(api.to('POST /test/gadget/del/11')).toHaveLength(1));
    expect(api.to('POST /test/gadget/del/11')[0].body).toBeUndefined();
  });

  it('answers a status or delete confirmation only through its buttons: not Escape, not a click beside it', async () => {
    const api = fakeApi({
      ...menuRoute,
      'POST /test/gadget/page/list': () => ok({ list: ROWS, total: 2 }),
      'POST /test/gadget/status/12': () => ok({ id: 12, status: 0 }),
      'POST /test/gadget/del/12': () => ok({ id: 12 }),
    });
    renderAdmin('/gadgets', ['gadget.view', 'gadget.status', 'gadget.delete']);
    await screen.findByText('りんご', {}, { timeout: 15_000 });
    for (const action of ['無効にする', '削除']) {
      fireEvent.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: action }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.keyDown(dialog, { key: 'Escape' });
      pressBackdrop(dialog);
      await new Promise((r) => setTimeout(r, 300));
      expect(screen.getByRole('dialog')).toBe(dialog);
      fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(api.to('POST /test/gadget/status/12')).toHaveLength(0);
    expect(api.to('POST /test/gadget/del/12')).toHaveLength(0);
  });

  it("answers the show page's status confirmation only through its buttons", async () => {
    fakeApi({ ...menuRoute, 'GET /test/gadget/get': () => ok({ ...ROWS[0] }) });
    renderAdmin('/gadgets/12/show', ['gadget.view', 'gadget.status']);
    fireEvent.click(await screen.findByRole('button', { name: '無効にする' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    pressBackdrop(dialog);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('on 101009 clears the session and shows the login page with the server message', async () => {
    localStorage.setItem('locale', 'ja');
    localStorage.setItem('something', 'else');
    fakeApi({ ...menuRoute, 'POST /test/gadget/page/list': () => refuse(401, 101009, 'セッションが無効です。再度ログインしてください') });
    renderAdmin('/gadgets', ['gadget.view']);

    expect(await screen.findByText('セッションが無効です。再度ログインしてください')).toBeTruthy();
    expect(await screen.findByLabelText(/アカウント/)).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(getToken()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(Object.keys(localStorage).filter((k) => !k.startsWith('RaStore'))).toEqual(['locale']);
  });
});

describe('generated create form', () => {
  const fill = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('shows the schema rules in the current language before anything is sent', async () => {
    const api = fakeApi({ ...menuRoute });
    renderAdmin('/gadgets/create', ['gadget.view', 'gadget.save']);
    await screen.findByLabelText(/ガジェット名/);
    // the schema's English description is documentation, not UI
    expect(screen.queryByText(/must not reach the form/)).toBeNull();

    fill(/^コード/, 'bad code!');
    fill(/^暗証 /, 'Secret#2026');
    fill(/暗証（確認）/, 'Other#2026');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText(VALIDATION_MESSAGES['validation.jobNumber'].ja)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES['validation.required'].ja)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES['validation.passwordMismatch'].ja)).toBeTruthy();
    expect(document.getElementById('root_code__error')?.textContent).toContain(VALIDATION_MESSAGES['validation.jobNumber'].ja);
    expect(document.getElementById('root_name__error')?.textContent).toContain(VALIDATION_MESSAGES['validation.required'].ja);
    expect(api.to('POST /test/gadget/save')).toHaveLength(0);

    // fixed as the user types (validation follows once submitted)
    fill(/^コード/, 'GD-0001');
    await waitFor(() => expect(document.getElementById('root_code__error')?.textContent ?? '').not.toContain(VALIDATION_MESSAGES['validation.jobNumber'].ja));
  });

  it("puts the server's 100001 field errors on the fields they name", async () => {
    const api = fakeApi({
      ...menuRoute,
      'POST /test/gadget/save': () =>
        refuse(400, 100001, 'パラメータが正しくありません: phone: 電話番号はサーバーが拒否しました', [
          { field: 'phone', message: '電話番号はサーバーが拒否しました' },
        ]),
    });
    renderAdmin('/gadgets/create', ['gadget.view', 'gadget.save']);
    await screen.findByLabelText(/ガジェット名/);

    fill(/ガジェット名/, 'りんご');
    fill(/^コード/, 'GD-0001');
    fill(/電話番号/, '09012345678');
    fill(/^暗証 /, 'Secret#2026');
    fill(/暗証（確認）/, 'Secret#2026');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(api.to('POST /test/gadget/save')).toHaveLength(1));
    expect(api.to('POST /test/gadget/save')[0].body).toEqual({
      name: 'りんご',
      code: 'GD-0001',
      phone: '09012345678',
      secret: 'Secret#2026',
      confirmSecret: 'Secret#2026',
      status: 1,
    });
    await waitFor(() => expect(document.getElementById('root_phone__error')?.textContent).toContain('電話番号はサーバーが拒否しました'));
    expect(document.getElementById('root_name__error')?.textContent ?? '').toBe('');
    // still on the form: nothing was created
    expect(window.location.pathname).toBe('/gadgets/create');

    // editing the field clears the server's complaint about it
    fill(/電話番号/, '09012345679');
    await waitFor(() => expect(document.getElementById('root_phone__error')?.textContent ?? '').not.toContain('電話番号はサーバーが拒否しました'));
  });

  it('creates the record and leaves the form on success', async () => {
    const api = fakeApi({
      ...menuRoute,
      'POST /test/gadget/save': () => ok({ id: 31 }),
      'GET /test/gadget/get': (c) => ok({ id: Number(c.query.id), name: 'りんご', code: 'GD-0001', status: 1 }),
    });
    renderAdmin('/gadgets/create', ['gadget.view', 'gadget.save']);
    await screen.findByLabelText(/ガジェット名/);
    fill(/ガジェット名/, 'りんご');
    fill(/^コード/, 'GD-0001');
    fill(/^暗証 /, 'Secret#2026');
    fill(/暗証（確認）/, 'Secret#2026');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(window.location.pathname).toBe('/gadgets/31/show'));
    expect(api.to('POST /test/gadget/save')).toHaveLength(1);
    expect(await screen.findByText('GD-0001')).toBeTruthy();
  });

  it('edits the whole editable record through the update call', async () => {
    const api = fakeApi({
      ...menuRoute,
      'GET /test/gadget/get': () => ok({ id: 12, name: 'りんご', code: 'A-1', phone: null, status: 1, createdAt: '2026-01-01T00:00:00Z' }),
      'POST /test/gadget/update': () => ok({ id: 12 }),
    });
    renderAdmin('/gadgets/12', ['gadget.view', 'gadget.update']);
    const name = await screen.findByLabelText(/ガジェット名/);
    expect((name as HTMLInputElement).value).toBe('りんご');
    fireEvent.change(name, { target: { value: 'あおりんご' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.to('POST /test/gadget/update')).toHaveLength(1));
    expect(api.to('POST /test/gadget/update')[0].body).toEqual({ id: 12, name: 'あおりんご', status: 1 });
  });

  it('sends a user without the create code to /401', async () => {
    fakeApi({ ...menuRoute, 'POST /test/gadget/page/list': () => ok({ list: ROWS, total: 2 }) });
    renderAdmin('/gadgets/create', ['gadget.view']);
    await waitFor(() => expect(window.location.pathname).toBe('/401'));
  });
});
