/**
 * The app centre's switches and questions (issue 28 item 3), against a test double of the server: kiosk mode and
 * auto-start switched on a device's app after a confirmation, shown as the server then answers, refused as the
 * server words it, disabled for a user without the right; listing and delisting an app asked first; the market's
 * versions below a row, the store at a glance and the kiosk-mode apps, each reachable from the menu's screens.
 */
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apps } from '../../resources/apps/apps';
import { appKioskApps, appMarket } from '../../resources/apps/releases';
import { DeviceAppsTab } from '../../src/console/screens/apps/DeviceAppsTab';
import { fakeApi, ok, refuse } from './fakeApi';
import { adminFor, menuAnswer } from './harness';
import { renderScreen } from './accounts-support';

const at = '2026-11-01T00:00:00.000Z';
const SERIAL = 'DEMO-000001';

describe("a device's app modes", () => {
  const renderTab = (access: string[], locale: 'ja' | 'en' = 'ja') =>
    renderScreen(
      <Suspense fallback={null}>
        <DeviceAppsTab device={{ serialNum: SERIAL }} />
      </Suspense>,
      { resource: 'devices', route: '/devices/:id/show', path: `/devices/${SERIAL}/show`, access, locale },
    );

  it(
    'turns kiosk mode on after a confirmation and shows what the server then reports; a refusal is worded as the server words it',
    { timeout: 60_000 },
    async () => {
      let kiosk = false;
      let asked = 0;
      const api = fakeApi({
        [`POST /appCenter/device/${SERIAL}/appList`]: () =>
          ok([
            { appId: null, packageName: 'com.android.webview', version: '120.0', targetVersion: null, state: 'installed' },
            { appId: 8, packageName: 'jp.tokyovend.members', version: '1.0.1', targetVersion: '1.0.1', state: 'installed', kiosk, autoStart: false },
          ]),
        'POST /appCenter/customerStatus/appKioskMode': (c) => {
          if (++asked === 1) return refuse(409, 205083, 'このアプリはキオスクモードのホワイトリストにありません');
          kiosk = (c.body as { status: number }).status === 1;
          return ok([{ serialNum: SERIAL, requestId: 'k1' }]);
        },
      });
      renderTab(['appInstall.view', 'appInstall.push']);
      const table = await screen.findByRole('table', { name: 'デバイスのアプリ' }, { timeout: 15_000 });
      const row = within(table).getByText('jp.tokyovend.members').closest('tr')!;
      // an app the estate does not know (no app id) has no switch
      expect(within(within(table).getByText('com.android.webview').closest('tr')!).queryByRole('switch')).toBeNull();
      const kioskSwitch = () => within(row).getByRole('switch', { name: 'キオスクモード' }) as HTMLInputElement;
      expect(kioskSwitch().checked).toBe(false);

      // cancelled: nothing sent, nothing changed
      fireEvent.click(kioskSwitch());
      let confirm = await screen.findByRole('dialog', { description: /DEMO-000001 で jp.tokyovend.members をキオスクモードにしますか？/ });
      fireEvent.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.to('POST /appCenter/customerStatus/appKioskMode')).toHaveLength(0);
      expect(kioskSwitch().checked).toBe(false);

      // refused: the server's words, the switch as it was
      fireEvent.click(kioskSwitch());
      confirm = await screen.findByRole('dialog', { description: /キオスクモードにしますか/ });
      fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
      expect(await screen.findByText('このアプリはキオスクモードのホワイトリストにありません')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(kioskSwitch().checked).toBe(false);

      // accepted: on, as the device's app list now says
      fireEvent.click(kioskSwitch());
      confirm = await screen.findByRole('dialog', { description: /キオスクモードにしますか/ });
      fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(api.to('POST /appCenter/customerStatus/appKioskMode')).toHaveLength(2));
      expect(api.to('POST /appCenter/customerStatus/appKioskMode')[1].body).toEqual({ appId: 8, serialNums: [SERIAL], status: 1 });
      expect(await screen.findByText('キオスクモードをオンにしました')).toBeTruthy();
      await waitFor(() => expect(kioskSwitch().checked).toBe(true));
    },
  );

  it('turns auto-start off through its own call', { timeout: 60_000 }, async () => {
    const api = fakeApi({
      [`POST /appCenter/device/${SERIAL}/appList`]: () =>
        ok([{ appId: 8, packageName: 'jp.tokyovend.members', version: '1.0.1', targetVersion: '1.0.1', state: 'installed', kiosk: false, autoStart: true }]),
      'POST /appCenter/customerStatus/appAutoStart': () => ok([{ serialNum: SERIAL, requestId: 'a1' }]),
    });
    renderTab(['appInstall.view', 'appInstall.push'], 'en');
    const toggle = (await screen.findByRole('switch', { name: 'Auto-start' }, { timeout: 15_000 })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    const confirm = await screen.findByRole('dialog', { description: 'Stop starting jp.tokyovend.members when DEMO-000001 boots?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.to('POST /appCenter/customerStatus/appAutoStart')).toHaveLength(1));
    expect(api.to('POST /appCenter/customerStatus/appAutoStart')[0].body).toEqual({ appId: 8, serialNums: [SERIAL], status: 0 });
    expect(await screen.findByText('Auto-start is off')).toBeTruthy();
  });

  it('shows the modes to a user without the right, switched off and saying which right it needs', { timeout: 60_000 }, async () => {
    fakeApi({
      [`POST /appCenter/device/${SERIAL}/appList`]: () =>
        ok([{ appId: 8, packageName: 'jp.tokyovend.members', version: '1.0.1', targetVersion: '1.0.1', state: 'installed', kiosk: true, autoStart: false }]),
    });
    renderTab(['appInstall.view']);
    const toggle = (await screen.findByRole('switch', { name: 'キオスクモード' }, { timeout: 15_000 })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    // each switch says why it cannot be used
    expect(screen.getAllByLabelText('切り替えには「アプリのインストールとアンインストール」の権限が必要です')).toHaveLength(2);
  });
});

const APP = {
  id: 8,
  orgId: 4,
  orgName: '東京ベンディング',
  name: '会員アプリ',
  platform: 'android',
  type: 'app',
  packageName: 'jp.tokyovend.members',
  classify: 'payment',
  intro: null,
  icon: null,
  screenshots: [],
  versionCount: 1,
  latestVersion: '1.0.1',
  createdAt: at,
  updatedAt: at,
};

describe('listing an app', () => {
  const renderAdmin = adminFor({ resources: [apps] });
  it('is asked first: cancelled sends nothing, confirmed lists it; delisting is asked too', { timeout: 90_000 }, async () => {
    let shelf = 0;
    const api = fakeApi({
      ...menuAnswer([apps]),
      'POST /appCenter/appBase/getDetail': () => ok({ ...APP, shelf }),
      'POST /appCenter/packages/pageListByAppIdGroupByVersion': () => ok({ total: 0, list: [] }),
      'POST /appCenter/customerStatus/appUppLower': (c) => {
        shelf = (c.body as { shelf: number }).shelf;
        return ok({ id: 8, shelf });
      },
    });
    renderAdmin('/apps/8/show', ['app.view', 'app.shelf', 'appPackage.view']);
    fireEvent.click(await screen.findByRole('button', { name: '掲載する' }, { timeout: 15_000 }));
    let confirm = await screen.findByRole('dialog', { description: /会員アプリ をアプリマーケットに掲載しますか？/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /appCenter/customerStatus/appUppLower')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '掲載する' }));
    confirm = await screen.findByRole('dialog', { description: /掲載しますか/ });
    fireEvent.click(within(confirm).getByRole('button', { name: '掲載する' }));
    await waitFor(() => expect(api.to('POST /appCenter/customerStatus/appUppLower')).toHaveLength(1));
    expect(api.to('POST /appCenter/customerStatus/appUppLower')[0].body).toEqual({ id: 8, shelf: 1 });
    // read again: now listed, and delisting is asked as well
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: '掲載をやめる' }));
    confirm = await screen.findByRole('dialog', { description: /会員アプリ の掲載を取り下げますか？/ });
    fireEvent.click(within(confirm).getByRole('button', { name: '掲載をやめる' }));
    await waitFor(() => expect(api.to('POST /appCenter/customerStatus/appUppLower')).toHaveLength(2));
    expect(api.to('POST /appCenter/customerStatus/appUppLower')[1].body).toEqual({ id: 8, shelf: 0 });
  });
});

const marketRow = (releaseId: number, appId: number, appName: string, version: string, startupMode = 'auto') => ({
  releaseId,
  appId,
  appName,
  platform: 'android',
  type: 'app',
  packageName: `jp.test.${appId}`,
  icon: null,
  intro: `${appName}の紹介`,
  classify: 'tools',
  version,
  note: null,
  installMode: 'reminder',
  startupMode,
  publishedAt: at,
});

describe('the app market', () => {
  const renderAdmin = adminFor({ resources: [appMarket, appKioskApps, apps] });
  const VERSIONS = {
    total: 2,
    list: [
      {
        ...marketRow(12, 8, '会員アプリ', '1.0.1'),
        note: '不具合の修正',
        packages: [{ id: 3, packageType: 'full', md5: 'a'.repeat(32), size: 4096, format: 'apk' }],
      },
      { ...marketRow(11, 8, '会員アプリ', '1.0.0'), packages: [] },
    ],
  };

  it("opens an app's released versions below its row, and shows the whole store at a glance with the list's filters", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...menuAnswer([appMarket, appKioskApps]),
      'POST /appCenter/customerRelease/getAppMarketPageList': () => ok({ total: 1, list: [marketRow(12, 8, '会員アプリ', '1.0.1')] }),
      'POST /appCenter/packages/getAppMarketPckVersionPageList': () => ok(VERSIONS),
      'POST /appCenter/customerRelease/getAppMarketList': () => ok([marketRow(12, 8, '会員アプリ', '1.0.1'), marketRow(20, 9, '売場案内', '2.0')]),
    });
    renderAdmin('/appMarket', ['appMarket.view']);
    const cell = await screen.findByRole('cell', { name: '会員アプリ' }, { timeout: 15_000 });
    fireEvent.click(within(cell.closest('tr')!).getByRole('button', { expanded: false }));
    const versions = await screen.findByRole('table', { name: '会員アプリ のバージョン' });
    expect(within(versions).getByText('不具合の修正')).toBeTruthy();
    expect(within(versions).getByText('フル APK 4,096 B')).toBeTruthy();
    expect(api.to('POST /appCenter/packages/getAppMarketPckVersionPageList')[0].body).toEqual({ appId: 8, pageNum: 1, pageSize: 10 });

    fireEvent.click(await screen.findByRole('button', { name: 'ストア一覧' }, { timeout: 10_000 }));
    const store = await screen.findByRole('list', { name: 'ストア一覧' });
    expect(await within(store).findByRole('heading', { name: '売場案内' })).toBeTruthy();
    expect(within(store).getByText('売場案内の紹介')).toBeTruthy();
    expect(api.to('POST /appCenter/customerRelease/getAppMarketList')[0].body).toEqual({});
  });

  it('lists the kiosk-mode apps as one list, paged in the browser', { timeout: 90_000 }, async () => {
    const rows = Array.from({ length: 12 }, (_, i) => marketRow(100 + i, 50 + i, `キオスク ${String(i + 1).padStart(2, '0')}`, '1.0', 'kiosk'));
    const api = fakeApi({ ...menuAnswer([appMarket, appKioskApps]), 'POST /appCenter/customerRelease/getKioskModeApp': () => ok(rows) });
    // the second page, as its address names it: the rows past the first ten of the one answer
    renderAdmin('/appKioskApps?page=2&perPage=10', ['appMarket.view']);
    expect(await screen.findByRole('cell', { name: 'キオスク 11' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'キオスク 12' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'キオスク 01' })).toBeNull();
    // the call takes no paging: nothing but what its schema allows is sent
    expect(api.to('POST /appCenter/customerRelease/getKioskModeApp')[0].body).toEqual({});
  });
});
