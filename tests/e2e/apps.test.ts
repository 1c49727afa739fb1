/**
 * The app centre's releases (issue 17, second part) in a real browser against the run's shared product, as the
 * platform's administrator (admin) in a Japanese browser: logged out at the deep link of the release list,
 * login brings the user back there; the demo's held gray release of the temperature collector is opened and
 * started on its gray devices with its thresholds, and the per-device states of the release show the gray
 * devices sent while the rest wait. The release list and detail are axe clean. (Creating an app and uploading a
 * version through the browser is not covered here yet.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, sharedProduct, type RunningProduct } from '../support/browser';
import { DEMO_PASSWORD, WAIT, path, tokenCookie, translator, until, visible, expectAccessible as expectAccessibleOn } from './support';

const ja = translator('ja');
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [product, browser] = await Promise.all([sharedProduct(), launchChromium()]);
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
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

  it('starts the held gray release on its gray devices and shows each device\'s state', async () => {
    const { list } = await api<{ list: { id: number; appName: string; grayStatus: string | null }[] }>('appCenter/customerRelease/pageList', { appName: '温度センサー' });
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
    await until(async () => {
      const chips = await page.getByText(new RegExp(`^(${sentStates.join('|')}): \\d+$`)).allTextContents();
      return chips.reduce((n, c) => n + Number(c.split(': ')[1]), 0) === 3;
    }, WAIT, 'three gray devices sent');
    await visible(page.getByText(new RegExp(`^${ja('enum.appInstallState.notSent')}: \\d+$`)));
    await expectAccessible('release detail (gray release started)');
  });
});
