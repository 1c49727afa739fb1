/**
 * The device detail's app list tab (src/console/screens/apps/DeviceAppsTab.tsx) against a test double of the
 * server: what the device reports beside each command's state, translated; an install of a chosen app's valid
 * version sent through install/1 for this device; an uninstall through install/0; a viewer sees no buttons.
 */
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DeviceAppsTab } from '../../src/console/screens/apps/DeviceAppsTab';
import { APP_TABS } from '../../src/console/screens/devices/detail/appTabs';
import { DEVICE_TABS } from '../../src/console/screens/devices/detail/tabs';
import { fakeApi, ok } from './fakeApi';
import { renderScreen } from './accounts-support';

const SERIAL = 'DEMO-000001';
const ROWS = [
  { appId: null, packageName: 'com.android.webview', version: '120.0', targetVersion: null, state: 'installed' },
  { appId: 8, packageName: 'jp.tokyovend.members', version: '1.0', targetVersion: '1.0.1', state: 'wrongVersion' },
];
const render = (access: string[]) =>
  renderScreen(
    <Suspense fallback={null}>
      <DeviceAppsTab device={{ serialNum: SERIAL }} />
    </Suspense>,
    { resource: 'devices', route: '/devices/:id/show', path: `/devices/${SERIAL}/show`, access, locale: 'ja' },
  );

describe('the app list tab', () => {
  it('is listed after the connection records, for holders of appInstall.view', () => {
    expect(DEVICE_TABS).toEqual(expect.arrayContaining(APP_TABS));
    expect(APP_TABS[0]).toMatchObject({ key: 'apps', order: 110, permission: 'appInstall.view' });
  });

  it("shows the reported apps and each command's state; a viewer gets no buttons", { timeout: 60_000 }, async () => {
    const api = fakeApi({ [`POST /appCenter/device/${SERIAL}/appList`]: () => ok(ROWS) });
    render(['appInstall.view']);
    const table = await screen.findByRole('table', { name: 'デバイスのアプリ' }, { timeout: 15_000 });
    expect(within(table).getByText('バージョン違い')).toBeTruthy();
    expect(within(table).getByText('インストール済み')).toBeTruthy();
    expect(within(table).getByText('1.0.1')).toBeTruthy();
    expect(api.to(`POST /appCenter/device/${SERIAL}/appList`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'アンインストール' })).toBeNull();
    expect(screen.queryByText('アプリのインストール')).toBeNull();
  });

  it("installs a chosen app's valid version on this device, and uninstalls", { timeout: 60_000 }, async () => {
    const api = fakeApi({
      [`POST /appCenter/device/${SERIAL}/appList`]: () => ok(ROWS),
      'POST /appCenter/appBase/pageList': () => ok({ list: [{ id: 8, name: '会員アプリ', platform: 'android' }], total: 1 }),
      'POST /appCenter/packages/pageListByAppIdGroupByVersion': () =>
        ok({
          list: [
            { version: '1.0.1', valid: 1, packages: [] },
            { version: '0.9', valid: 0, packages: [] },
          ],
          total: 2,
        }),
      'POST /appCenter/deviceInstallConfig/install/1': () => ok([{ serialNum: SERIAL, requestId: 'r1' }]),
      'POST /appCenter/deviceInstallConfig/install/0': () => ok([{ serialNum: SERIAL, requestId: 'r2' }]),
    });
    render(['appInstall.view', 'appInstall.push']);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'アプリ' }, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('option', { name: '会員アプリ (Android)' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'バージョン' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['1.0.1']);
    fireEvent.click(options[0]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '起動方法' }));
    fireEvent.click(await screen.findByRole('option', { name: 'キオスク' }));
    fireEvent.click(screen.getByRole('button', { name: 'インストール' }));
    await waitFor(() => expect(api.to('POST /appCenter/deviceInstallConfig/install/1')).toHaveLength(1));
    expect(api.to('POST /appCenter/deviceInstallConfig/install/1')[0].body).toEqual({
      appId: 8,
      version: '1.0.1',
      installMode: 'forced',
      startupMode: 'kiosk',
      serialNums: [SERIAL],
    });
    fireEvent.click(screen.getByRole('button', { name: 'アンインストール' }));
    await waitFor(() => expect(api.to('POST /appCenter/deviceInstallConfig/install/0')).toHaveLength(1));
    expect(api.to('POST /appCenter/deviceInstallConfig/install/0')[0].body).toEqual({ appId: 8, serialNums: [SERIAL] });
  });

  it("marks the kiosk app and its flags, cancels an open command, reinstalls from history showing the server's warning", { timeout: 60_000 }, async () => {
    const warning = 'Android では古いバージョンに戻すために先にアンインストールが必要で、アプリのデータは失われます';
    const api = fakeApi({
      [`POST /appCenter/device/${SERIAL}/appList`]: () =>
        ok([
          {
            appId: 8,
            packageName: 'jp.tokyovend.members',
            version: null,
            targetVersion: '1.0.1',
            state: 'downloading',
            kiosk: true,
            autoStart: false,
            flags: ['kioskMissing'],
          },
        ]),
      'POST /appCenter/appBase/pageList': () => ok({ list: [], total: 0 }),
      'POST /appCenter/deviceInstallConfig/installHistory': () =>
        ok({
          total: 2,
          list: [
            {
              id: 31,
              appId: 8,
              appName: '会員アプリ',
              op: 'install',
              version: '1.0.1',
              releaseId: null,
              createdAt: '2026-11-01T00:00:00.000Z',
              state: 'downloading',
            },
            { id: 30, appId: 8, appName: '会員アプリ', op: 'install', version: '1.0', releaseId: 5, createdAt: '2026-10-01T00:00:00.000Z', state: 'replaced' },
          ],
        }),
      'POST /appCenter/cancel/device': () => ok({ serialNum: SERIAL, appId: 8, id: 31, state: 'canceled' }),
      'POST /appCenter/deviceInstallConfig/reinstallFromHistory': () =>
        ok({ serialNum: SERIAL, version: '1.0', requestId: 'r3', uninstallFirst: true, uninstallRequestId: 'r2', warning }),
    });
    render(['appInstall.view', 'appInstall.push']);
    const table = await screen.findByRole('table', { name: 'デバイスのアプリ' }, { timeout: 15_000 });
    // the kiosk app is a switch turned on (tests/console/apps-store.test.tsx switches it)
    expect((within(table).getByRole('switch', { name: 'キオスクモード' }) as HTMLInputElement).checked).toBe(true);
    expect(within(table).getByText('キオスクアプリがない')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: '指示を取り消す' }));
    await waitFor(() => expect(api.to('POST /appCenter/cancel/device')).toHaveLength(1));
    expect(api.to('POST /appCenter/cancel/device')[0].body).toEqual({ serialNum: SERIAL, appId: 8 });

    const history = await screen.findByRole('table', { name: 'インストール履歴' });
    expect(within(history).getByText('置き換え済み')).toBeTruthy();
    // the warning is said before anything is pressed, and the server's words after
    expect(screen.getByText(warning)).toBeTruthy();
    fireEvent.click(within(history).getByRole('button', { name: '1.0 を再インストール' }));
    await waitFor(() => expect(api.to('POST /appCenter/deviceInstallConfig/reinstallFromHistory')).toHaveLength(1));
    expect(api.to('POST /appCenter/deviceInstallConfig/reinstallFromHistory')[0].body).toEqual({ serialNum: SERIAL, historyId: 30 });
    await waitFor(() => expect(screen.getAllByText(warning).length).toBeGreaterThan(1));
  });
});
