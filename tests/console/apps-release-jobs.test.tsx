/**
 * The app centre's jobs finished in the console (issue 28 item 3), against a test double of the server: a
 * release's version chosen among the app's valid versions with their version codes; an open release's strategy
 * changed in a dialog built from the call's schema; devices found by serial number and added after a confirmation
 * naming how many; a named device taken off (and the app uninstalled) after a confirmation; a release's title
 * naming its app, version and id.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appReleases } from '../../resources/apps/releases';
import { apps } from '../../resources/apps/apps';
import { organisations } from '../../resources/accounts/organisations';
import { fakeApi, ok, refuse } from './fakeApi';
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
  grayStatus: null,
  graySuccessThreshold: null,
  grayErrorThreshold: null,
  grayPause: null,
  grayCount: 0,
  createdAt: at,
  updatedAt: at,
  canceledAt: null,
  ...over,
});
const DEVICES = {
  total: 3,
  counts: { installed: 1, pending: 1, notSent: 1 },
  list: [
    { serialNum: 'SN0001', deviceId: 1, state: 'installed', version: '1.0.1', targetVersion: '1.0.1', requestId: 'r1', sentAt: at },
    { serialNum: 'SN0002', deviceId: 2, state: 'pending', version: null, targetVersion: '1.0.1', requestId: 'r2', sentAt: at },
    // reached by the release's scope, not named by it: it cannot be taken off alone
    { serialNum: 'SN0003', deviceId: 3, state: 'notSent', version: null, targetVersion: null, requestId: null, sentAt: null },
  ],
};
const device = (serialNum: string) => ({ serialNum, name: `自販機 ${serialNum.slice(-2)}`, alias: null, orgName: '東京ベンディング' });
const routes = (r = release()) => ({
  ...menuAnswer([appReleases]),
  'POST /appCenter/customerRelease/getDetail': () => ok(r),
  'POST /appCenter/packageDevice/pageList': () => ok(DEVICES),
  'POST /device/pageListFast': (c: { body?: unknown }) => {
    const prefix = (c.body as { serialNum?: string }).serialNum ?? '';
    const list = ['SN0001', 'SN0009', 'SN0010', 'SN0100'].filter((s) => s.startsWith(prefix)).map(device);
    return ok({ total: list.length, list });
  },
});
const SAVER = ['appRelease.view', 'appRelease.save', 'device.view'];

const renderAdmin = adminFor({ resources: [appReleases], data: [appReleases, apps, organisations] });

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
const pkg = (id: number, appId: number, version: string, versionCode: number | null, packageType = 'full') => ({
  id,
  appId,
  version,
  versionCode,
  packageType,
  valid: 1,
});

describe("a release's version", () => {
  it("is chosen among the chosen app's valid versions, each once, with its version code", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes(),
      'POST /appCenter/appBase/pageList': () => ok({ total: 2, list: [appRow(8, '会員アプリ'), appRow(9, '売場案内')] }),
      'POST /appCenter/packages/queryList': (c) =>
        (c.body as { appId: number }).appId === 8
          ? ok([pkg(3, 8, '1.0.1', 101), pkg(4, 8, '1.0.1', 101, 'differential'), pkg(2, 8, '1.0.0', 100)])
          : ok([pkg(7, 9, '2.0', null)]),
    });
    renderAdmin('/appReleases/create', ['appRelease.view', 'appRelease.save']);
    await screen.findByRole('button', { name: '保存' }, { timeout: 15_000 });
    // no app, no versions to offer
    const version = () => screen.getByLabelText(/^バージョン/);
    expect(version().getAttribute('aria-disabled')).toBe('true');
    const appBox = screen.getByRole('combobox', { name: /^アプリ/ });
    fireEvent.mouseDown(appBox);
    fireEvent.keyDown(appBox, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: /会員アプリ/ }, { timeout: 10_000 }));
    await waitFor(() => expect(api.to('POST /appCenter/packages/queryList')).toHaveLength(1));
    expect(api.to('POST /appCenter/packages/queryList')[0].body).toEqual({ appId: 8, valid: 1 });
    fireEvent.mouseDown(version());
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['1.0.1（バージョンコード 101）', '1.0.0（バージョンコード 100）']);
    fireEvent.click(options[1]);
    await waitFor(() => expect(version().textContent).toContain('1.0.0'));

    // another app: its versions (a Windows package has no version code), and the kept choice goes
    fireEvent.mouseDown(appBox);
    fireEvent.keyDown(appBox, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: /売場案内/ }));
    await waitFor(() => expect(api.to('POST /appCenter/packages/queryList').at(-1)!.body).toEqual({ appId: 9, valid: 1 }));
    await waitFor(() => expect(version().textContent).not.toContain('1.0.0'));
    fireEvent.mouseDown(version());
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['2.0']);
  });
});

describe('an open release', () => {
  it('is titled by its app, version and id; a viewer may change nothing', { timeout: 90_000 }, async () => {
    fakeApi(routes());
    renderAdmin('/appReleases/5/show', ['appRelease.view']);
    expect(await screen.findByRole('heading', { name: '会員アプリ 1.0.1 #5' }, { timeout: 15_000 })).toBeTruthy();
    await screen.findByRole('table', { name: '対象デバイス' });
    expect(screen.queryByRole('button', { name: /公開方法を変更|デバイスを追加|リリースから外す/ })).toBeNull();
  });

  it('has its strategy changed in a dialog from the call schema, a refusal kept on the dialog', { timeout: 90_000 }, async () => {
    let calls = 0;
    const api = fakeApi({
      ...routes(),
      'POST /appCenter/customerRelease/updatePubStrategy': () =>
        ++calls === 1 ? refuse(409, 205062, '対象デバイスに合うパッケージがありません') : ok({ id: 5, sent: 1 }),
    });
    renderAdmin('/appReleases/5/show', SAVER);
    fireEvent.click(await screen.findByRole('button', { name: '公開方法を変更' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: '公開方法を変更' });
    // the release's own modes to start from
    expect(within(dialog).getByLabelText(/^インストール方法/).textContent).toContain('強制');
    fireEvent.mouseDown(within(dialog).getByLabelText(/^起動方法/));
    fireEvent.click(await screen.findByRole('option', { name: 'キオスク' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '公開方法を変更' }));
    await waitFor(() => expect(api.to('POST /appCenter/customerRelease/updatePubStrategy')).toHaveLength(1));
    expect(api.to('POST /appCenter/customerRelease/updatePubStrategy')[0].body).toEqual({ id: 5, installMode: 'forced', startupMode: 'kiosk' });
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', '対象デバイスに合うパッケージがありません');
    fireEvent.click(within(dialog).getByRole('button', { name: '公開方法を変更' }));
    expect(await screen.findByText('公開方法を変更しました（1 台に送信）')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /appCenter/customerRelease/updatePubStrategy')).toHaveLength(2);
    // read again, as the server now has it
    await waitFor(() => expect(api.to('POST /appCenter/customerRelease/getDetail').length).toBeGreaterThan(1));
  });

  it('has devices found by serial number, picked and added after a confirmation naming how many', { timeout: 90_000 }, async () => {
    const api = fakeApi({ ...routes(), 'POST /appCenter/packageDevice/add': () => ok({ releaseId: 5, added: 2, sent: [] }) });
    renderAdmin('/appReleases/5/show', SAVER);
    fireEvent.click(await screen.findByRole('button', { name: 'デバイスを追加' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'デバイスを追加' });
    const search = within(dialog).getByRole('combobox', { name: /シリアル番号で検索/ });
    // typed into, as a user does: with the focus there
    search.focus();
    fireEvent.change(search, { target: { value: 'SN00' } });
    await waitFor(() => expect(api.to('POST /device/pageListFast').at(-1)!.body).toMatchObject({ serialNum: 'SN00', orgId: 4 }));
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    // SN0001 is the release's already: not offered again
    await screen.findByRole('option', { name: /SN0009/ });
    expect(screen.queryByRole('option', { name: /SN0001/ })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: /SN0009/ }));
    fireEvent.change(search, { target: { value: 'SN001' } });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: /SN0010/ }));
    expect(within(dialog).getByText('2 台を選択中')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'デバイスを追加' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'デバイスを追加',
      description: /2 台のデバイスをこのリリースに追加しますか？（SN0009, SN0010）/,
    });
    // cancelling the question sends nothing and keeps the choice
    fireEvent.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
    expect(api.to('POST /appCenter/packageDevice/add')).toHaveLength(0);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'デバイスを追加' }));
    fireEvent.click(within(await screen.findByRole('dialog', { description: /2 台のデバイス/ })).getByRole('button', { name: 'デバイスを追加' }));
    await waitFor(() => expect(api.to('POST /appCenter/packageDevice/add')).toHaveLength(1));
    expect(api.to('POST /appCenter/packageDevice/add')[0].body).toEqual({ releaseId: 5, serialNums: ['SN0009', 'SN0010'] });
    expect(await screen.findByText('2 台を追加しました')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has a named device taken off after a confirmation, with the app uninstalled when asked', { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes(),
      'POST /appCenter/packageDevice/delete/0': () => ok({ releaseId: 5, deleted: 1, uninstalled: [] }),
      'POST /appCenter/packageDevice/delete/1': () => ok({ releaseId: 5, deleted: 1, uninstalled: [{ serialNum: 'SN0001', requestId: 'u1' }] }),
    });
    renderAdmin('/appReleases/5/show', SAVER);
    const table = await screen.findByRole('table', { name: '対象デバイス' }, { timeout: 15_000 });
    const row = (serial: string) => within(table).getByText(serial).closest('tr')!;
    // only the devices the release names can be taken off
    expect(within(row('SN0003')).queryByRole('button', { name: 'リリースから外す' })).toBeNull();
    fireEvent.click(within(row('SN0002')).getByRole('button', { name: 'リリースから外す' }));
    let confirm = await screen.findByRole('dialog', { description: /SN0002 をこのリリースから外しますか？/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.path.startsWith('/appCenter/packageDevice/delete'))).toHaveLength(0);

    fireEvent.click(within(row('SN0002')).getByRole('button', { name: 'リリースから外す' }));
    confirm = await screen.findByRole('dialog', { description: /SN0002/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'リリースから外す' }));
    await waitFor(() => expect(api.to('POST /appCenter/packageDevice/delete/0')).toHaveLength(1));
    expect(api.to('POST /appCenter/packageDevice/delete/0')[0].body).toEqual({ releaseId: 5, serialNums: ['SN0002'] });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(row('SN0001')).getByRole('button', { name: 'リリースから外す' }));
    confirm = await screen.findByRole('dialog', { description: /SN0001/ });
    fireEvent.click(within(confirm).getByRole('checkbox', { name: '会員アプリ もデバイスからアンインストールする' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'リリースから外す' }));
    await waitFor(() => expect(api.to('POST /appCenter/packageDevice/delete/1')).toHaveLength(1));
    expect(api.to('POST /appCenter/packageDevice/delete/1')[0].body).toEqual({ releaseId: 5, serialNums: ['SN0001'] });
  });

  it("is offered the strategy change on its list row too, started from the row's modes; a cancelled one is not", { timeout: 90_000 }, async () => {
    const api = fakeApi({
      ...routes(),
      'POST /appCenter/customerRelease/pageList': () =>
        ok({ total: 2, list: [release(), release({ id: 4, version: '1.0.0', status: 'canceled', installMode: 'reminder' })] }),
      'POST /appCenter/customerRelease/updatePubStrategy': () => ok({ id: 5, sent: 0 }),
    });
    renderAdmin('/appReleases', SAVER);
    const open = (await screen.findByRole('cell', { name: '1.0.1' }, { timeout: 15_000 })).closest('tr')!;
    const canceled = screen.getByRole('cell', { name: '1.0.0' }).closest('tr')!;
    expect(within(canceled).queryByRole('button', { name: '公開方法を変更' })).toBeNull();
    fireEvent.click(within(open).getByRole('button', { name: '公開方法を変更' }));
    const dialog = await screen.findByRole('dialog', { name: '公開方法を変更' });
    fireEvent.mouseDown(within(dialog).getByLabelText(/^インストール方法/));
    fireEvent.click(await screen.findByRole('option', { name: '通知' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '公開方法を変更' }));
    await waitFor(() => expect(api.to('POST /appCenter/customerRelease/updatePubStrategy')).toHaveLength(1));
    expect(api.to('POST /appCenter/customerRelease/updatePubStrategy')[0].body).toEqual({ id: 5, installMode: 'reminder', startupMode: 'auto' });
  });

  it('a cancelled release offers no change', { timeout: 90_000 }, async () => {
    fakeApi(routes(release({ status: 'canceled', canceledAt: at })));
    renderAdmin('/appReleases/5/show', SAVER);
    await screen.findByRole('table', { name: '対象デバイス' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: /公開方法を変更|デバイスを追加|リリースから外す/ })).toBeNull();
  });
});
