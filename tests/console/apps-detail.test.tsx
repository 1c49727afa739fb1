/**
 * The app detail (src/console/screens/apps/AppDetail.tsx) against a test double of the server: the app and its
 * versions newest first with their packages, a version pack made invalid through
 * batchUpdatePackagesByAppVersion, and a new package — the file uploaded first, the version taken from the
 * APK's version name, the save sending the upload's key and MD5 — with a refusal shown as the server words it.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apps } from '../../resources/apps/apps';
import { fakeApi, ok, refuse, type RecordedCall } from './fakeApi';
import { adminFor, menuAnswer } from './harness';

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
  versionCount: 2,
  latestVersion: '1.0.1',
  createdAt: at,
  updatedAt: at,
};
const pkg = (id: number, version: string, valid = 1) => ({
  id,
  version,
  packageType: 'full',
  baseVersion: null,
  format: 'apk',
  versionCode: id * 10,
  md5: `${id}`.repeat(32).slice(0, 32),
  size: 4096,
  signed: true,
  encrypted: false,
  valid,
});
const VERSIONS = {
  total: 2,
  list: [
    { version: '1.0.1', note: '不具合の修正', valid: 1, createdAt: at, packages: [pkg(2, '1.0.1')] },
    { version: '1.0', note: '初版', valid: 1, createdAt: at, packages: [pkg(1, '1.0')] },
  ],
};
const routes = {
  ...menuAnswer([apps]),
  'POST /appCenter/appBase/getDetail': () => ok(APP),
  'POST /appCenter/packages/pageListByAppIdGroupByVersion': () => ok(VERSIONS),
};

const renderAdmin = adminFor({ resources: [apps] });

describe('the app detail', () => {
  it('shows the app, its versions and packages; a viewer gets no buttons', { timeout: 90_000 }, async () => {
    const api = fakeApi(routes);
    renderAdmin('/apps/8/show', ['app.view', 'appPackage.view']);
    const versions = await screen.findByRole('table', { name: 'バージョン' }, { timeout: 15_000 });
    expect(within(versions).getByText('不具合の修正')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'パッケージ' })).getAllByText('APK')).toHaveLength(2);
    expect(screen.getByText('jp.tokyovend.members')).toBeTruthy();
    expect(api.to('POST /appCenter/packages/pageListByAppIdGroupByVersion')[0].body).toEqual({ appId: 8, pageNum: 1, pageSize: 10 });
    expect(screen.queryByRole('button', { name: /無効にする|掲載をやめる/ })).toBeNull();
    expect(screen.queryByText('パッケージの追加')).toBeNull();
  });

  it("makes a version pack invalid, uploads a package and saves it for the APK's version; a refusal is shown as worded", { timeout: 90_000 }, async () => {
    let saves = 0;
    const api = fakeApi({
      ...routes,
      'POST /appCenter/packages/batchUpdatePackagesByAppVersion': () => ok({ appId: 8, version: '1.0', valid: 0, packages: 1 }),
      'POST /appCenter/packages/upload': () =>
        ok({
          fileKey: 'f'.repeat(32),
          md5: 'a'.repeat(32),
          size: 2048,
          format: 'apk',
          packageName: 'jp.tokyovend.members',
          versionName: '1.1.0',
          versionCode: 30,
        }),
      'POST /appCenter/packages/save': () =>
        ++saves === 1 ? refuse(409, 205025, 'APK のバージョンコードは前のバージョンより大きく、次のバージョンより小さくしてください') : ok({ id: 3 }),
    });
    renderAdmin('/apps/8/show', ['app.view', 'app.shelf', 'appPackage.view', 'appPackage.save', 'appPackage.update']);
    fireEvent.click(await screen.findByRole('button', { name: '1.0 を無効にする' }, { timeout: 15_000 }));
    await waitFor(() => expect(api.to('POST /appCenter/packages/batchUpdatePackagesByAppVersion')).toHaveLength(1));
    expect(api.to('POST /appCenter/packages/batchUpdatePackagesByAppVersion')[0].body).toEqual({ appId: 8, version: '1.0', valid: 0 });

    fireEvent.change(screen.getByLabelText('ファイルを選ぶ'), { target: { files: [new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'app.apk')] } });
    await waitFor(() => expect(api.to('POST /appCenter/packages/upload')).toHaveLength(1));
    const version = await screen.findByRole('textbox', { name: /^バージョン/ });
    expect((version as HTMLInputElement).value).toBe('1.1.0');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/バージョンコードは前のバージョンより大きく/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.to('POST /appCenter/packages/save')).toHaveLength(2));
    expect(api.to('POST /appCenter/packages/save')[1].body).toEqual({
      appId: 8,
      version: '1.1.0',
      packageType: 'full',
      fileKey: 'f'.repeat(32),
      md5: 'a'.repeat(32),
      signed: false,
      encrypted: false,
    });
  });

  it('installs a version on devices chosen by route, with the count confirmed; Cancel sends nothing', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes,
      'GET /device/group/groupList': () => ok([{ id: 3, name: '渋谷ルート' }]),
      'POST /device/product/list': () => ok([]),
      'POST /device/target/resolve': (c: RecordedCall) =>
        (c.body as { filter: { routeId?: number } }).filter.routeId === 3
          ? ok({ count: 2, serialNums: ['SN0001', 'SN0002'] })
          : ok({ count: 140, serialNums: [] }),
      'POST /appCenter/deviceInstallConfig/install/1': () => ok([]),
    });
    renderAdmin('/apps/8/show', ['app.view', 'appPackage.view', 'appInstall.push', 'device.view', 'route.view']);
    fireEvent.click(await screen.findByRole('button', { name: '1.0.1 をデバイスにインストール' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: '1.0.1 をデバイスにインストール' });
    // more devices than one install takes: said, and nothing to send
    expect(await within(dialog).findByText('140 台が該当します。一度に送れるのは 100 台までです。条件を絞ってください')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'ルート' }));
    fireEvent.click(await screen.findByRole('option', { name: '渋谷ルート' }));
    expect(await within(dialog).findByText('対象デバイス: 2 台')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '起動方法' }));
    fireEvent.click(await screen.findByRole('option', { name: 'キオスク' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'インストール' }));
    let asked = await screen.findByRole('dialog', { name: '2 台のデバイスに送信しますか？' });
    fireEvent.click(within(asked).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '2 台のデバイスに送信しますか？' })).toBeNull());
    expect(api.to('POST /appCenter/deviceInstallConfig/install/1')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'インストール' }));
    asked = await screen.findByRole('dialog', { name: '2 台のデバイスに送信しますか？' });
    fireEvent.click(within(asked).getByRole('button', { name: 'インストール' }));
    await waitFor(() => expect(api.to('POST /appCenter/deviceInstallConfig/install/1')).toHaveLength(1));
    expect(api.to('POST /appCenter/deviceInstallConfig/install/1')[0].body).toEqual({
      appId: 8,
      version: '1.0.1',
      installMode: 'forced',
      startupMode: 'kiosk',
      serialNums: ['SN0001', 'SN0002'],
    });
    expect(await screen.findByText('2 台にインストールを送りました')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
