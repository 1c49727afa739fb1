/**
 * The app centre's releases (issue 17, second part) in a real browser against the run's shared product, as the
 * platform's administrator (admin) in a Japanese browser: logged out at the deep link of the release list,
 * login brings the user back there; the demo's held gray release of the temperature collector is opened and
 * started on its gray devices with its thresholds, and the per-device states of the release show the gray
 * devices sent while the rest wait. Then, from nothing: an app is created through its form, an APK uploaded on its
 * detail (its version read from the file) and saved, the version published from the release form as a gray
 * release, its gray devices chosen by a percentage and started: the release's devices show their states, and a
 * gray device's app-list tab shows the command. The screens visited are axe clean.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, sharedProduct, type RunningProduct } from '../support/browser';
import { buildApk } from '../../src/server/areas/apps/apk-build';
import { DEMO_PASSWORD, WAIT, path, tokenCookie, translator, until, visible, expectAccessible as expectAccessibleOn } from './support';

const ja = translator('ja');
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const RUN = String(Date.now() % 100000);
const PACKAGE = `jp.e2e.guide${RUN}`;
const files = mkdtempSync(join(tmpdir(), 'e2e-apps-'));

beforeAll(async () => {
  [product, browser] = await Promise.all([sharedProduct(), launchChromium()]);
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
  writeFileSync(join(files, 'guide.apk'), buildApk({ packageName: PACKAGE, versionCode: 1, versionName: '1.0.0' }, 2048, { store: true }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const expectAccessible = (name: string) => expectAccessibleOn(page, name);

async function api<T>(route: string, body: Record<string, unknown>): Promise<T> {
  const token = (await tokenCookie(page))!.value;
  const res = await fetch(`${product.url}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  return answer.data as T;
}

describe('releases', () => {
  it('starts logged out at the release list and lands on it after logging in', async () => {
    await page.goto(`${product.url}/appReleases`);
    await path(page, '/login');
    await page.getByRole('textbox', { name: ja('login.account') }).fill('admin');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, '/appReleases');
    await visible(page.getByRole('cell', { name: ja('enum.appReleaseScope.providers') }).first());
    await expectAccessible('release list');
  });

  it("starts the held gray release on its gray devices and shows each device's state", async () => {
    const { list } = await api<{ list: { id: number; appName: string; grayStatus: string | null }[] }>('appCenter/customerRelease/pageList', {
      appName: '温度センサー',
    });
    const gray = list.find((r) => r.grayStatus === 'held');
    expect(gray, JSON.stringify(list)).toBeDefined();
    await page.goto(`${product.url}/appReleases/${gray!.id}/show`);
    await visible(page.getByRole('table', { name: ja('appScreens.releaseDevices') }));
    await visible(page.getByText(ja('enum.appGrayStatus.held'), { exact: true }));
    await expectAccessible('release detail (held gray release)');

    await page.getByRole('textbox', { name: ja('resources.appReleases.fields.errorThreshold') }).fill('50');
    const started = page.waitForResponse((r) => r.url().endsWith('/api/appCenter/packagesGray/save'), { timeout: WAIT });
    await page.getByRole('button', { name: ja('appScreens.grayStart'), exact: true }).click();
    const answer = await (await started).json();
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    expect(answer.data.sent).toHaveLength(3);
    // the three gray devices were sent it; the rest of the release's devices wait
    const sentStates = ['pending', 'downloading', 'installed', 'failed', 'wrongVersion'].map((s) => ja(`enum.appInstallState.${s}`));
    await until(
      async () => {
        const chips = await page.getByText(new RegExp(`^(${sentStates.join('|')}): \\d+$`)).allTextContents();
        return chips.reduce((n, c) => n + Number(c.split(': ')[1]), 0) === 3;
      },
      WAIT,
      'three gray devices sent',
    );
    await visible(page.getByText(new RegExp(`^${ja('enum.appInstallState.notSent')}: \\d+$`)));
    await expectAccessible('release detail (gray release started)');
  });

  it('creates an app, uploads a version, publishes it to a gray set and shows the per-device states', async () => {
    await page.goto(`${product.url}/apps/create`);
    await visible(page.getByLabel(new RegExp(`^${ja('resources.apps.fields.name')}`)));
    await page.getByLabel(new RegExp(`^${ja('resources.apps.fields.name')}`)).fill(`E2E 売場案内 ${RUN}`);
    await page.getByLabel(new RegExp(`^${ja('resources.apps.fields.packageName')}`)).fill(PACKAGE);
    for (const [field, option] of [
      ['classify', 'その他'],
      ['platform', 'Android'],
      ['type', ja('enum.appType.app')],
    ] as const) {
      await page.getByLabel(new RegExp(`^${ja(`resources.apps.fields.${field}`)}`)).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    const created = page.waitForResponse((r) => r.url().endsWith('/api/appCenter/appBase/save'), { timeout: WAIT });
    await page.getByRole('button', { name: ja('ra.action.save'), exact: true }).click();
    const appId = (await (await created).json()).data.id as number;
    await path(page, `/apps/${appId}/show`);

    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/appCenter/packages/upload'), { timeout: WAIT });
    await page.getByLabel(ja('appScreens.chooseFile')).setInputFiles(join(files, 'guide.apk'));
    expect((await (await uploaded).json()).data).toMatchObject({ packageName: PACKAGE, versionName: '1.0.0' });
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/appCenter/packages/save'), { timeout: WAIT });
    await page.getByRole('button', { name: ja('appScreens.save'), exact: true }).click();
    expect((await (await saved).json()).code).toBe(200);

    await page.goto(`${product.url}/appReleases/create`);
    // the app is picked by name among the caller's apps
    const appPicker = page.getByRole('combobox', { name: new RegExp(`^${ja('resources.appReleases.fields.appId')}`) });
    await visible(appPicker);
    await appPicker.fill(`E2E 売場案内 ${RUN}`);
    await page.getByRole('option', { name: `E2E 売場案内 ${RUN}` }).click();
    // the version is one of the app's uploaded versions, named with its APK version code
    await page.getByLabel(new RegExp(`^${ja('resources.appReleases.fields.version')}`)).click();
    await page.getByRole('option', { name: /^1\.0\.0/ }).click();
    for (const [field, option] of [
      ['scope', ja('enum.appReleaseScope.all')],
      ['installMode', ja('enum.appInstallMode.forced')],
      ['startupMode', ja('enum.appStartupMode.auto')],
    ] as const) {
      await page.getByLabel(new RegExp(`^${ja(`resources.appReleases.fields.${field}`)}`)).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await page.getByLabel(ja('resources.appReleases.fields.gray')).check();
    await expectAccessible('release form');
    const published = page.waitForResponse((r) => r.url().endsWith('/api/appCenter/customerRelease/save'), { timeout: WAIT });
    await page.getByRole('button', { name: ja('ra.action.save'), exact: true }).click();
    // a release to every device of the estate asks first, with the count the server gives for the draft
    const asking = page.getByRole('dialog');
    await visible(asking);
    const asked = Number((await asking.getByRole('heading').textContent())!.match(/\d+/)![0]);
    await asking.getByRole('button', { name: ja('ra.action.save'), exact: true }).click();
    const release = await (await published).json();
    expect(release.code, JSON.stringify(release)).toBe(200);
    expect(release.data.sent).toBe(0);
    expect(release.data.devices).toBe(asked);

    await page.goto(`${product.url}/appReleases/${release.data.id}/show`);
    await visible(page.getByText(ja('enum.appGrayStatus.held'), { exact: true }));
    await page.getByRole('textbox', { name: ja('resources.appReleases.fields.percent') }).fill('1');
    const chosen = page.waitForResponse((r) => r.url().endsWith('/api/appCenter/grayDeviceTemp/add'), { timeout: WAIT });
    await page.getByRole('button', { name: ja('appScreens.grayChoose'), exact: true }).click();
    const gray = (await (await chosen).json()).data as { gray: number; devices: number };
    expect(gray.gray).toBe(Math.ceil(gray.devices / 100));
    const started = page.waitForResponse((r) => r.url().endsWith('/api/appCenter/packagesGray/save'), { timeout: WAIT });
    await page.getByRole('button', { name: ja('appScreens.grayStart'), exact: true }).click();
    const sent = (await (await started).json()).data.sent as { serialNum: string }[];
    expect(sent).toHaveLength(gray.gray);
    const sentStates = ['pending', 'downloading', 'installed', 'failed', 'wrongVersion'].map((st) => ja(`enum.appInstallState.${st}`));
    await until(
      async () => {
        const chips = await page.getByText(new RegExp(`^(${sentStates.join('|')}): \\d+$`)).allTextContents();
        return chips.reduce((n, c) => n + Number(c.split(': ')[1]), 0) === gray.gray;
      },
      WAIT,
      'the gray devices sent',
    );
    await expectAccessible('release detail (new gray release)');

    // the same command on a gray device's app-list tab
    await page.goto(`${product.url}/devices/${sent[0].serialNum}/show`);
    const tabs = page.getByRole('tablist', { name: ja('screens.devices.detail.title') });
    await tabs.getByRole('tab', { name: ja('appScreens.tab') }).click();
    const apps = page.getByRole('table', { name: ja('appScreens.deviceApps') });
    const row = apps.getByRole('row').filter({ hasText: PACKAGE });
    await visible(row);
    await visible(row.getByText('1.0.0').first());
    await visible(row.getByText(new RegExp(`^(${sentStates.join('|')})$`)));
    await expectAccessible('device app-list tab');
  });
});
