/**
 * Suppliers in the console: no React of their own — the generated list and create screens of the
 * declaration (resources/retail/suppliers.ts) over the real contract's calls, against a test double of the
 * server: the list's columns in Japanese and its paged call, the schema's name rule shown before anything is
 * sent, and a save answering {id} leading to the record read back with getOne {id}.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { suppliers } from '../../resources/retail/suppliers';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { fakeApi, ok } from './fakeApi';
import { adminFor, menuAnswer } from './harness';

const at = '2026-11-01T00:00:00.000Z';
const ROWS = [
  {
    id: 12,
    orgId: 4,
    orgName: '東京ベンディング',
    name: '関東飲料卸株式会社',
    contactName: '木村 誠',
    phone: '03-3211-4501',
    status: 1,
    createdAt: at,
    updatedAt: at,
  },
  { id: 11, orgId: 4, orgName: '東京ベンディング', name: '城南ボトリング', contactName: null, phone: null, status: 0, createdAt: at, updatedAt: at },
];
const routes = {
  ...menuAnswer([suppliers]),
  'POST /open/customer/list': () => ok([{ id: 4, name: '東京ベンディング' }]),
};

const renderAdmin = adminFor({ resources: [suppliers] });

describe('suppliers, generated from the declaration', () => {
  it('lists suppliers with translated columns and status chips, through /supplier/list/page', { timeout: 90_000 }, async () => {
    const api = fakeApi({ ...routes, 'POST /supplier/list/page': () => ok({ list: ROWS, total: 2 }) });
    renderAdmin('/suppliers', ['supplier.view']);
    expect(await screen.findByText('関東飲料卸株式会社', {}, { timeout: 15_000 })).toBeTruthy();
    for (const header of ['仕入先名', '担当者名', '電話番号', '組織', '状態'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    expect(screen.getByText('03-3211-4501')).toBeTruthy();
    expect(screen.getByText('無効')).toBeTruthy();
    expect(api.to('POST /supplier/list/page')[0].body).toEqual({ pageNum: 1, pageSize: 10, sort: { field: 'id', order: 'desc' } });
    // view only: nothing to create or switch
    expect(screen.queryByRole('link', { name: /作成/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /無効にする|有効にする/ })).toBeNull();
  });

  it('shows the name rule before sending, then saves and reads the supplier back', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /supplier/save': () => ok({ id: 31 }),
      'POST /supplier/getOne': (c) => ok({ ...ROWS[0], id: (c.body as { id: number }).id, name: '武蔵野乳業' }),
    });
    renderAdmin('/suppliers/create', ['supplier.view', 'supplier.save']);
    const name = await screen.findByLabelText(/仕入先名/, {}, { timeout: 15_000 });
    fireEvent.change(name, { target: { value: ' 武蔵野乳業' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(document.getElementById('root_name__error')?.textContent).toContain(VALIDATION_MESSAGES['validation.supplierName'].ja));
    expect(api.to('POST /supplier/save')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '武蔵野乳業' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.to('POST /supplier/save')).toHaveLength(1));
    // the status starts at the schema's default (enabled), shown chosen, and is sent as shown
    expect(api.to('POST /supplier/save')[0].body).toEqual({ name: '武蔵野乳業', status: 1 });
    await waitFor(() => expect(window.location.pathname).toBe('/suppliers/31/show'));
    expect(await screen.findByText('武蔵野乳業')).toBeTruthy();
    expect(api.to('POST /supplier/getOne')[0].body).toEqual({ id: 31 });
  });
});
