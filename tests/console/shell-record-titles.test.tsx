/**
 * A record's tab and the document title name the record (issue 28 item 11): an app's detail page says which app
 * ("アプリ管理 · 会員アプリ の詳細", not "アプリ管理 · 詳細"), and where the label alone would not tell records apart
 * (two releases of one app) the declaration's `recordTitle` fields name it.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { apps } from '../../resources/apps/apps';
import { appReleases } from '../../resources/apps/releases';
import { Layout } from '../../src/console/shell/Layout';
import { fakeApi, ok } from './fakeApi';
import { adminFor, menuAnswer } from './harness';
import { gadgets, registerGadgets } from './gadgets';
import { t } from '../e2e/support';

const ja = (key: string, vars?: Record<string, string | number>) => t('ja', key, vars);
const at = '2026-11-01T00:00:00.000Z';
const APP = {
  id: 8,
  orgId: 4,
  orgName: '東京ベンディング',
  name: '会員アプリ',
  platform: 'android',
  type: 'app',
  packageName: 'jp.tokyovend.members',
  classify: 'payment',
  intro: '会員カード',
  icon: null,
  screenshots: [],
  shelf: 1,
  versionCount: 0,
  latestVersion: null,
  createdAt: at,
  updatedAt: at,
};

describe("a record's document title", () => {
  it("names the app on the app's detail page", { timeout: 90_000 }, async () => {
    fakeApi({
      ...menuAnswer([apps]),
      'POST /errorLog/save': () => ok({ id: 1, time: new Date().toISOString() }),
      'POST /appCenter/appBase/getDetail': () => ok(APP),
      'POST /appCenter/packages/pageListByAppIdGroupByVersion': () => ok({ total: 0, list: [] }),
      'POST /appCenter/classify/queryList': () => ok([{ code: 'payment', name: '決済' }]),
    });
    adminFor({ resources: [apps], layout: Layout })('/apps/8/show', ['app.view']);
    const details = ja('shell.tags.showRecord', { label: '会員アプリ' });
    await waitFor(() => expect(document.title).toContain(details), { timeout: 15_000 });
    expect(document.title).toContain(ja('menu.appManage'));
  });

  it("names a record by its declaration's recordTitle fields where its label alone would not tell it apart", { timeout: 90_000 }, async () => {
    // two releases of one app are told apart by their version
    expect(appReleases.recordTitle).toBe('{appName} {version} #{id}');
    const pair = { ...gadgets, recordTitle: '{name} {code}' };
    registerGadgets();
    fakeApi({
      ...menuAnswer([pair]),
      'POST /errorLog/save': () => ok({ id: 1, time: new Date().toISOString() }),
      'GET /test/gadget/get': () => ok({ id: 12, name: 'りんご', code: 'A-1', status: 1 }),
    });
    adminFor({ resources: [pair], orgId: 1, layout: Layout })('/gadgets/12/show', ['gadget.view']);
    await waitFor(() => expect(document.title).toContain(ja('shell.tags.showRecord', { label: 'りんご A-1' })), { timeout: 15_000 });
    expect(await screen.findAllByText('A-1')).not.toHaveLength(0);
  });
});
