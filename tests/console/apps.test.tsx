/**
 * The app centre's apps in the console: no React of their own — the generated list, create and show screens
 * of the declaration (resources/apps/apps.ts) over the real contract's calls, against a test double of the
 * server: the list's translated columns (platform, listing) and icon thumbnails read by key, the Android
 * package-name rule shown before anything is sent, and a save answering {id} read back with getDetail {id}.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apps, appWhitelist } from '../../resources/apps/apps';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { fakeApi, ok } from './fakeApi';
import { adminFor, menuAnswer } from './harness';

const at = '2026-11-01T00:00:00.000Z';
const ICON = 'ab'.repeat(16);
const ROWS = [
  {
    id: 8,
    orgId: 4,
    orgName: '東京ベンディング',
    name: '会員アプリ',
    platform: 'android',
    type: 'app',
    packageName: 'jp.tokyovend.members',
    classify: 'payment',
    intro: null,
    icon: ICON,
    screenshots: [],
    shelf: 1,
    versionCount: 2,
    latestVersion: '1.0.1',
    createdAt: at,
    updatedAt: at,
  },
  {
    id: 7,
    orgId: 4,
    orgName: '東京ベンディング',
    name: '決済ドライバー',
    platform: 'windows',
    type: 'system',
    packageName: 'OpsPay',
    classify: 'payment',
    intro: null,
    icon: null,
    screenshots: [],
    shelf: 0,
    versionCount: 0,
    latestVersion: null,
    createdAt: at,
    updatedAt: at,
  },
];
const routes = {
  ...menuAnswer([apps, appWhitelist]),
  'POST /open/customer/list': () => ok([{ id: 4, name: '東京ベンディング' }]),
};

const renderAdmin = adminFor({ resources: [apps, appWhitelist] });

describe('apps, generated from the declaration', () => {
  it('lists apps with translated platform and listing, and icons read by key, through /appCenter/appBase/pageList', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /appCenter/appBase/pageList': () => ok({ list: ROWS, total: 2 }),
      'POST /appCenter/classify/queryList': () => ok([{ code: 'payment', name: '決済' }]),
    });
    const { container } = renderAdmin('/apps', ['app.view']);
    expect(await screen.findByText('会員アプリ', {}, { timeout: 15_000 })).toBeTruthy();
    for (const header of ['アプリ名', 'プラットフォーム', 'パッケージ名', '最新バージョン', '掲載'])
      expect(screen.getAllByRole('columnheader', { name: new RegExp(header) }).length).toBeGreaterThan(0);
    expect(screen.getByText('掲載中')).toBeTruthy();
    expect(screen.getByText('非掲載')).toBeTruthy();
    expect(screen.getByText('システムアプリ')).toBeTruthy();
    // the class by the name its call gives it, not its code (issue 28 item 6)
    expect((await screen.findAllByText('決済')).length).toBe(2);
    expect(screen.queryByText('payment')).toBeNull();
    expect(container.querySelector(`img[src="/api/appCenter/image/${ICON}"]`)).toBeTruthy();
    expect(api.to('POST /appCenter/appBase/pageList')[0].body).toEqual({ pageNum: 1, pageSize: 10, sort: { field: 'id', order: 'desc' } });
    expect(screen.queryByRole('link', { name: /作成/ })).toBeNull();
  });

  it('shows the Android package-name rule before sending, then saves and reads the app back', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /appCenter/classify/queryList': () =>
        ok([
          { code: 'vending', name: '自販機' },
          { code: 'other', name: 'その他' },
        ]),
      'POST /appCenter/appBase/save': () => ok({ id: 31 }),
      'POST /appCenter/appBase/getDetail': (c) => ok({ ...ROWS[0], id: (c.body as { id: number }).id, name: '売場案内' }),
    });
    renderAdmin('/apps/create', ['app.view', 'app.save']);
    fireEvent.change(await screen.findByLabelText(/アプリ名/, {}, { timeout: 15_000 }), { target: { value: '売場案内' } });
    fireEvent.change(screen.getByLabelText(/パッケージ名/), { target: { value: 'nodot' } });
    // the class is chosen among what classify/queryList answers, named as the server names it
    fireEvent.mouseDown(screen.getByLabelText(/^分類/));
    fireEvent.click(await screen.findByRole('option', { name: 'その他' }));
    fireEvent.mouseDown(screen.getByLabelText(/プラットフォーム/));
    fireEvent.click(await screen.findByRole('option', { name: 'Android' }));
    fireEvent.mouseDown(screen.getByLabelText(/種類/));
    fireEvent.click(await screen.findByRole('option', { name: 'アプリ' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(document.getElementById('root_packageName__error')?.textContent).toContain(VALIDATION_MESSAGES['validation.appAndroidPackageName'].ja),
    );
    expect(api.to('POST /appCenter/appBase/save')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/パッケージ名/), { target: { value: 'jp.naniwa.guide' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.to('POST /appCenter/appBase/save')).toHaveLength(1));
    expect(api.to('POST /appCenter/appBase/save')[0].body).toEqual({
      name: '売場案内',
      platform: 'android',
      type: 'app',
      packageName: 'jp.naniwa.guide',
      classify: 'other',
    });
    await waitFor(() => expect(window.location.pathname).toBe('/apps/31/show'));
    expect(await screen.findByText('売場案内')).toBeTruthy();
    expect(api.to('POST /appCenter/appBase/getDetail')[0].body).toEqual({ id: 31 });
  });

  it("the kiosk whitelist lists its rows and takes one off after confirmation, by its id in the DELETE's query", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'POST /appCenter/appBase/whitelist/list': () =>
        ok({
          total: 1,
          list: [
            {
              id: 5,
              orgId: 4,
              orgName: '東京ベンディング',
              appId: 8,
              appName: '会員アプリ',
              packageName: 'jp.tokyovend.members',
              platform: 'android',
              createdAt: at,
            },
          ],
        }),
      'DELETE /appCenter/appBase/whitelist': () => ok({ id: 5 }),
    });
    renderAdmin('/appWhitelist', ['appWhitelist.view', 'appWhitelist.update']);
    expect(await screen.findByText('会員アプリ', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: '削除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '削除' }));
    await waitFor(() => expect(api.to('DELETE /appCenter/appBase/whitelist')).toHaveLength(1));
    expect(api.to('DELETE /appCenter/appBase/whitelist')[0].query).toEqual({ id: '5' });
  });
});
