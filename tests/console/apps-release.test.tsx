/**
 * The release detail (src/console/screens/apps/ReleaseDetail.tsx) against a test double of the server: the
 * release, its devices with their states and the counts per state; a paused gray release shows why it paused
 * (what the server counted) and is cleared with its app and version in the query; a held one has its gray
 * devices chosen by a percentage and is started with its thresholds; a viewer gets no buttons; a refusal is
 * shown as the server words it. The list and the create form are the generated ones (resources/apps/releases.ts).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appReleases } from '../../resources/apps/releases';
import { apps } from '../../resources/apps/apps';
import { organisations } from '../../resources/accounts/organisations';
import { fakeApi, ok, refuse, type RecordedCall } from './fakeApi';
import { adminFor, menuAnswer } from './harness';

const at = '2026-11-01T00:00:00.000Z';
const release = (over: Record<string, unknown> = {}) => ({
  id: 5,
  appId: 8,
  appName: '会員アプリ',
  platform: 'android',
  packageName: 'jp.tokyovend.members',
  icon: null,
  version: '1.0.1',
  scope: 'devices',
  installMode: 'forced',
  startupMode: 'auto',
  status: 'published',
  orgId: 4,
  orgName: '東京ベンディング',
  orgs: [],
  serialNums: ['SN0001', 'SN0002'],
  commandCount: 2,
  grayStatus: 'paused',
  graySuccessThreshold: 100,
  grayErrorThreshold: 50,
  grayPause: { gray: 2, installed: 0, failed: 1, timedOut: 0, errorThreshold: 50 },
  grayCount: 2,
  createdAt: at,
  updatedAt: at,
  canceledAt: null,
  ...over,
});
const DEVICES = {
  total: 3,
  counts: { failed: 1, pending: 1, notSent: 1 },
  list: [
    { serialNum: 'SN0001', deviceId: 1, state: 'failed', version: null, targetVersion: '1.0.1', requestId: 'r1', sentAt: at },
    { serialNum: 'SN0002', deviceId: 2, state: 'pending', version: null, targetVersion: '1.0.1', requestId: 'r2', sentAt: at },
    { serialNum: 'SN0003', deviceId: 3, state: 'notSent', version: null, targetVersion: null, requestId: null, sentAt: null },
  ],
};
const routes = (r = release()) => ({
  ...menuAnswer([appReleases]),
  'POST /appCenter/customerRelease/getDetail': () => ok(r),
  'POST /appCenter/packageDevice/pageList': () => ok(DEVICES),
});

const renderAdmin = adminFor({ resources: [appReleases], data: [appReleases, apps, organisations] });

/** The pickers' lists: the caller's apps (searched by name) and organisations. */
const appRow = (id: number, name: string) => ({
  id,
  name,
  platform: 'android',
  type: 'app',
  packageName: `jp.test.${id}`,
  classify: 'tools',
  icon: null,
  shelf: 1,
  orgId: 4,
  orgName: '東京ベンディング',
  createdAt: at,
  updatedAt: at,
});
/** An app's usable packages, newest version first: a version may have several (full and differential). */
const pkg = (id: number, version: string, versionCode: number | null, packageType = 'full') => ({ id, appId: 8, version, versionCode, packageType, valid: 1 });
const APP_ROUTES = {
  'POST /appCenter/packages/queryList': () => ok([pkg(3, '1.0.1', 101), pkg(4, '1.0.1', 101, 'differential'), pkg(2, '1.0.0', 100)]),
  'POST /appCenter/appBase/pageList': (c: { body?: unknown }) => {
    const name = (c.body as { name?: string } | undefined)?.name ?? '';
    const list = [appRow(8, '会員アプリ'), appRow(9, '売場案内'), appRow(10, 'Members app')].filter((r) => r.name.includes(name));
    return ok({ total: list.length, list });
  },
  'POST /open/customer/list': () =>
    ok([
      {
        id: 4,
        name: 'Tokyo Vending',
        type: 'merchant',
        parentId: 1,
        parentName: null,
        parentStatus: null,
        remark: '',
        status: 1,
        depth: 2,
        childCount: 1,
        userCount: 0,
        bdUserId: null,
        createdAt: at,
        updatedAt: at,
      },
      {
        id: 6,
        name: 'Shibuya Store',
        type: 'store',
        parentId: 4,
        parentName: 'Tokyo Vending',
        parentStatus: 1,
        remark: '',
        status: 1,
        depth: 3,
        childCount: 0,
        userCount: 0,
        bdUserId: null,
        createdAt: at,
        updatedAt: at,
      },
    ]),
};

/** Opens the picker labelled `label`, types `text`, and chooses the option named `option`. */
async function pick(label: RegExp, text: string, option: RegExp) {
  const box = await screen.findByRole('combobox', { name: label });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.mouseDown(box);
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 10_000 }));
}

/** The targeting control's calls: the device search and the server's resolution of the picked devices. */
const TARGET_ROUTES = {
  'POST /device/product/list': () => ok([]),
  'POST /device/pageListFast': (c: RecordedCall) => {
    const serial = (c.body as { serialNum?: string }).serialNum;
    const list = ['SN0001', 'SN0002'].filter((s) => !serial || s.startsWith(serial)).map((serialNum) => ({ serialNum, name: '' }));
    return ok({ list, total: list.length });
  },
  'POST /device/target/resolve': (c: RecordedCall) => {
    const { serialNums = [] } = (c.body as { filter: { serialNums?: string[] } }).filter;
    return ok({ count: serialNums.length, serialNums });
  },
};

describe('the release detail', () => {
  it('shows the devices with their states and why the gray release paused; a viewer gets no buttons', { timeout: 90_000 }, async () => {
    const api = fakeApi(routes());
    renderAdmin('/appReleases/5/show', ['appRelease.view']);
    const table = await screen.findByRole('table', { name: '対象デバイス' }, { timeout: 15_000 });
    expect(within(table).getByText('SN0003')).toBeTruthy();
    expect(within(table).getByText('失敗')).toBeTruthy();
    expect(screen.getByText('未送信: 1')).toBeTruthy();
    expect(screen.getByText(/自動停止：グレーデバイス 2 台のうち失敗 1 台・タイムアウト 0 台が失敗しきい値 50% に達しました/)).toBeTruthy();
    expect(api.to('POST /appCenter/packageDevice/pageList')[0].body).toEqual({ releaseId: 5, pageNum: 1, pageSize: 10 });
    expect(screen.queryByRole('button', { name: /キャンセル|クリア/ })).toBeNull();
  });

  it('clears a paused gray release with its app and version in the query, and cancels the release', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes(),
      'POST /appCenter/packagesGray/clear': () => ok({ releaseId: 5, cleared: 2, canceled: 1 }),
      'POST /appCenter/customerRelease/cancel': () => refuse(409, 205065, 'リリースは既にキャンセルされています'),
    });
    renderAdmin('/appReleases/5/show', ['appRelease.view', 'appRelease.cancel', 'appGray.update']);
    fireEvent.click(await screen.findByRole('button', { name: 'グレーリリースをクリア' }, { timeout: 15_000 }));
    await waitFor(() => expect(api.to('POST /appCenter/packagesGray/clear')).toHaveLength(1));
    expect(api.to('POST /appCenter/packagesGray/clear')[0].query).toEqual({ appId: '8', version: '1.0.1' });
    fireEvent.click(screen.getByRole('button', { name: 'リリースをキャンセル' }));
    expect(await screen.findByText('リリースは既にキャンセルされています')).toBeTruthy();
  });

  it('chooses gray devices by a percentage and starts a held gray release with its thresholds', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes(release({ grayStatus: 'held', grayPause: null, graySuccessThreshold: null, grayErrorThreshold: null })),
      'POST /appCenter/grayDeviceTemp/add': () => ok({ releaseId: 5, added: 1, gray: 2, devices: 3 }),
      'POST /appCenter/packagesGray/save': () => ok({ releaseId: 5, sent: [] }),
    });
    renderAdmin('/appReleases/5/show', ['appRelease.view', 'appGray.update']);
    const share = await screen.findByRole('textbox', { name: '割合（%）' }, { timeout: 15_000 });
    fireEvent.change(share, { target: { value: '150' } });
    expect((screen.getByRole('button', { name: 'グレーデバイスを選ぶ' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(share, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'グレーデバイスを選ぶ' }));
    await waitFor(() => expect(api.to('POST /appCenter/grayDeviceTemp/add')).toHaveLength(1));
    expect(api.to('POST /appCenter/grayDeviceTemp/add')[0].body).toEqual({ appId: 8, version: '1.0.1', percent: 30 });
    fireEvent.change(screen.getByRole('textbox', { name: '失敗しきい値（%）' }), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'グレーリリースを開始' }));
    await waitFor(() => expect(api.to('POST /appCenter/packagesGray/save')).toHaveLength(1));
    expect(api.to('POST /appCenter/packagesGray/save')[0].body).toEqual({ appId: 8, version: '1.0.1', successThreshold: 80, errorThreshold: 25 });
  });

  it('lists the releases with their scope', { timeout: 90_000 }, async () => {
    const api = fakeApi({ ...routes(), 'POST /appCenter/customerRelease/pageList': () => ok({ total: 1, list: [release()] }) });
    renderAdmin('/appReleases', ['appRelease.view', 'appRelease.save']);
    const row = await screen.findByRole('cell', { name: '会員アプリ' }, { timeout: 15_000 });
    expect(within(row.closest('tr')!).getByText('デバイス指定')).toBeTruthy();
    expect(api.to('POST /appCenter/customerRelease/pageList')).toHaveLength(1);
  });

  it(
    'publishes from the generated create form: the app picked by name, the chosen-devices scope picks its devices with the targeting control and asks "Send to N devices?" first',
    { timeout: 90_000 },
    async () => {
      const api = fakeApi({
        ...routes(),
        ...APP_ROUTES,
        ...TARGET_ROUTES,
        // the server counts what the release reaches: the named devices of the caller's that are enabled
        'POST /appCenter/customerRelease/reach': () => ok({ count: 2 }),
        'POST /appCenter/customerRelease/save': () => ok({ id: 6, devices: 12, sent: 0 }),
      });
      renderAdmin('/appReleases/create', ['appRelease.view', 'appRelease.save']);
      await screen.findByRole('button', { name: '保存' }, { timeout: 15_000 });
      // the app is a picker of the caller's apps by name (searched through appBase/pageList), not an id to type
      await pick(/^アプリ/, '会員', /会員アプリ/);
      expect(api.to('POST /appCenter/appBase/pageList').at(-1)!.body).toMatchObject({ name: '会員' });
      fireEvent.mouseDown(screen.getByLabelText(/^バージョン/));
      fireEvent.click(await screen.findByRole('option', { name: '1.0.1（バージョンコード 101）' }));
      fireEvent.mouseDown(screen.getByLabelText(/公開範囲/));
      fireEvent.click(await screen.findByRole('option', { name: 'デバイス指定' }));
      fireEvent.mouseDown(screen.getByLabelText(/インストール方法/));
      fireEvent.click(await screen.findByRole('option', { name: '通知' }));
      fireEvent.mouseDown(screen.getByLabelText(/起動方法/));
      fireEvent.click(await screen.findByRole('option', { name: 'キオスク' }));
      // the chosen-devices scope asks for its devices (the schema's condition) with the one targeting control:
      // devices picked by search, counted, and "Send to N devices?" asked before the release leaves
      // it starts by picking (nothing picked, nothing counted), not with every device of the filter
      expect(await screen.findByText('対象デバイス: 0 台')).toBeTruthy();
      const search = screen.getByRole('combobox', { name: 'デバイスを検索して選ぶ' });
      for (const serial of ['SN0001', 'SN0002']) {
        fireEvent.change(search, { target: { value: serial } });
        fireEvent.click(await screen.findByRole('option', { name: new RegExp(serial) }));
      }
      expect(await screen.findByText('対象デバイス: 2 台')).toBeTruthy();
      expect(screen.queryByLabelText(/serialNums-1/)).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
      let dialog = await screen.findByRole('dialog', { name: '2 台のデバイスに送信しますか？' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.to('POST /appCenter/customerRelease/save')).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
      dialog = await screen.findByRole('dialog', { name: '2 台のデバイスに送信しますか？' });
      fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
      await waitFor(() => expect(api.to('POST /appCenter/customerRelease/save')).toHaveLength(1));
      expect(api.to('POST /appCenter/customerRelease/save')[0].body).toEqual({
        appId: 8,
        version: '1.0.1',
        scope: 'devices',
        serialNums: ['SN0001', 'SN0002'],
        installMode: 'reminder',
        startupMode: 'kiosk',
      });
    },
  );

  it("the service-provider scope picks each organisation by name, its items labelled in the user's language", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes(),
      ...APP_ROUTES,
      'POST /appCenter/customerRelease/reach': () => ok({ count: 40 }),
      'POST /appCenter/customerRelease/save': () => ok({ id: 7, devices: 40, sent: 0 }),
    });
    renderAdmin('/appReleases/create', ['appRelease.view', 'appRelease.save'], { locale: 'en' });
    await screen.findByRole('button', { name: 'Save' }, { timeout: 15_000 });
    await pick(/^App/, 'Members', /Members app/);
    fireEvent.mouseDown(screen.getByLabelText(/^Version/));
    fireEvent.click(await screen.findByRole('option', { name: '1.0.1 (version code 101)' }));
    fireEvent.mouseDown(screen.getByLabelText(/^Scope/));
    fireEvent.click(await screen.findByRole('option', { name: /service providers/i }));
    fireEvent.mouseDown(screen.getByLabelText(/^Install mode/));
    fireEvent.click(await screen.findByRole('option', { name: 'Forced' }));
    fireEvent.mouseDown(screen.getByLabelText(/^Startup mode/));
    fireEvent.click(await screen.findByRole('option', { name: 'Auto' }));
    // each organisation of the list is a picker of organisations, named "Service provider 1", "… 2"
    await pick(/^Service provider 1/, 'Shibuya', /Shibuya Store/);
    expect(screen.queryByText(/orgIds-1/)).toBeNull();
    // a release to whole organisations leaves only after "Send to N devices?", N as the server counts the draft
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 40 devices?' });
    expect(api.to('POST /appCenter/customerRelease/reach')[0].body).toMatchObject({ scope: 'providers', orgIds: [6] });
    expect(api.to('POST /appCenter/customerRelease/save')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST /appCenter/customerRelease/save')).toHaveLength(1));
    expect(api.to('POST /appCenter/customerRelease/save')[0].body).toEqual({
      appId: 10,
      version: '1.0.1',
      scope: 'providers',
      orgIds: [6],
      installMode: 'forced',
      startupMode: 'auto',
    });
  });
});
