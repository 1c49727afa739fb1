/**
 * The tags bar with the generated screens of a resource in the real shell layout, against a test double
 * of the server: detail and edit tabs (and the breadcrumb and document title) name their record, so six
 * open details can be told apart; a create tab goes away once its record is saved (coming back gives an
 * empty form, not a second copy of the last one); a page the user may not open leaves no tab behind.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Layout } from '../../src/console/shell/Layout';
import { fakeApi, ok } from './fakeApi';
import { adminFor, menuAnswer } from './harness';
import { gadgets, registerGadgets } from './gadgets';
import { t } from '../e2e/support';

const RECORDS: Record<number, { id: number; name: string; code: string; status: number }> = {
  12: { id: 12, name: 'りんご', code: 'A-1', status: 1 },
  11: { id: 11, name: 'みかん', code: 'B-2', status: 0 },
};

const ja = (key: string, vars?: Record<string, string | number>) => t('ja', key, vars);

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...menuAnswer([gadgets]),
    'POST /errorLog/save': () => ok({ id: 1, time: new Date().toISOString() }),
    'POST /test/gadget/page/list': () => ok({ list: Object.values(RECORDS).reverse(), total: 2 }),
    'GET /test/gadget/get': (c) => ok(RECORDS[Number(c.query.id)]),
    ...extra,
  });
}

const renderConsole = adminFor({ resources: [gadgets], orgId: 1, layout: Layout });

const strip = () => screen.getByTestId('tags-strip');
const tagNames = () =>
  within(strip())
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');
const shownRow = (text: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(text) && !r.closest('[hidden]'))!;

beforeAll(() => registerGadgets());

describe('tabs of records', () => {
  it('name the record on detail and edit tabs, in the breadcrumb and the document title', async () => {
    api();
    renderConsole('/gadgets', ['gadget.view', 'gadget.update']);
    await screen.findByText('りんご', {}, { timeout: 15_000 });

    fireEvent.click(within(shownRow('りんご')).getByRole('link', { name: ja('ra.action.show') }));
    await waitFor(() => expect(window.location.pathname).toBe('/gadgets/12/show'));
    const appleDetails = ja('shell.tags.showRecord', { label: 'りんご' });
    await waitFor(() => expect(tagNames().some((n) => n.includes(appleDetails))).toBe(true));
    expect(
      within(screen.getByRole('navigation', { name: ja('shell.breadcrumb.label') }))
        .getByText(appleDetails)
        .getAttribute('aria-current'),
    ).toBe('page');
    await waitFor(() => expect(document.title).toContain(appleDetails));

    fireEvent.click(within(strip()).getByRole('link', { name: 'menu.gadgets' }));
    await waitFor(() => expect(window.location.pathname).toBe('/gadgets'));
    fireEvent.click(within(shownRow('みかん')).getByRole('link', { name: ja('ra.action.edit') }));
    await waitFor(() => expect(window.location.pathname).toBe('/gadgets/11'));
    const orangeEdit = ja('shell.tags.editRecord', { label: 'みかん' });
    await waitFor(() => expect(tagNames().some((n) => n.includes(orangeEdit))).toBe(true));
    // the edit page says which record it edits
    expect(within(screen.getByRole('navigation', { name: ja('shell.breadcrumb.label') })).getByText(orangeEdit)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(orangeEdit);
    // two record tabs, told apart
    expect(new Set(tagNames()).size).toBe(tagNames().length);
  });

  it('keeps the record names of open tabs across a reload without fetching the records again', async () => {
    const first = api();
    const view = renderConsole('/gadgets/12/show', ['gadget.view']);
    const appleDetails = ja('shell.tags.showRecord', { label: 'りんご' });
    await waitFor(() => expect(tagNames().some((n) => n.includes(appleDetails))).toBe(true), { timeout: 15_000 });
    act(() => view.unmount());

    const second = api();
    renderConsole('/home', ['gadget.view']);
    await waitFor(() => expect(tagNames().some((n) => n.includes(appleDetails))).toBe(true));
    expect(second.to('GET /test/gadget/get')).toHaveLength(0);
    expect(first.to('GET /test/gadget/get').length).toBeGreaterThan(0);
  });
});

describe('the create tab', () => {
  const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('goes away once its record is saved; opening create again gives an empty form', async () => {
    const calls = api({ 'POST /test/gadget/save': () => ok({ id: 12 }) });
    renderConsole('/gadgets/create', ['gadget.view', 'gadget.save']);
    await screen.findByLabelText(/ガジェット名/, {}, { timeout: 15_000 });
    await waitFor(() =>
      expect(
        within(strip())
          .queryAllByRole('link')
          .some((a) => a.getAttribute('href') === '/gadgets/create'),
      ).toBe(true),
    );
    fill(/ガジェット名/, 'りんご');
    fill(/^コード/, 'GD-0001');
    fill(/^暗証 /, 'Secret#2026');
    fill(/暗証（確認）/, 'Secret#2026');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(window.location.pathname).toBe('/gadgets/12/show'));
    expect(calls.to('POST /test/gadget/save')).toHaveLength(1);

    await waitFor(() =>
      expect(
        within(strip())
          .queryAllByRole('link')
          .some((a) => a.getAttribute('href') === '/gadgets/create'),
      ).toBe(false),
    );
    expect(JSON.parse(localStorage.getItem('shell.tags.7')!).map((tag: { path: string }) => tag.path)).not.toContain('/gadgets/create');
    // the filled form is gone with its tab
    // the filled form is gone with its tab: create again starts empty
    await waitFor(() => expect(document.querySelector('input[value="GD-0001"]')).toBeNull());
    act(() => {
      window.history.pushState({}, '', '/gadgets/create');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(((await screen.findByLabelText(/ガジェット名/)) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^コード/) as HTMLInputElement).value).toBe('');
  });
});

describe('a denied page', () => {
  it('leaves no tab that leads only to /401', async () => {
    api();
    renderConsole('/gadgets', ['gadget.view']);
    await screen.findByText('りんご', {}, { timeout: 15_000 });
    act(() => {
      window.history.pushState({}, '', '/gadgets/create');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(window.location.pathname).toBe('/401'));
    await new Promise((r) => setTimeout(r, 200));
    expect(
      within(strip())
        .queryAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).not.toContain('/gadgets/create');
    expect(JSON.parse(localStorage.getItem('shell.tags.7')!).map((tag: { path: string }) => tag.path)).not.toContain('/gadgets/create');
  });
});
