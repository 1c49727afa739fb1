/**
 * The header's settings in a real browser against a product configured as an operator would: the browser's
 * language decides the first one (en-US opens in English), a choice made in the language menu sticks
 * (reloads, logout, the next login) and the current language is always named; the system switcher offers
 * the other systems whose addresses the server was given (SYSTEM_*_URL) and marks the others not configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium, startProduct, type RunningProduct } from '../support/browser';
import { DEMO_PASSWORD, WAIT, path, sideMenu, translator, visible } from './support';

const DEVICE_URL = 'https://device.example.com/console';
const ja = translator('ja');
const en = translator('en');

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct({ env: { SYSTEM_DEVICE_URL: DEVICE_URL } }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function logInAs(page: Page, tr: typeof ja, account = 'admin') {
  await visible(page.getByRole('textbox', { name: tr('login.account') }));
  await page.getByRole('textbox', { name: tr('login.account') }).fill(account);
  await page.getByRole('textbox', { name: tr('login.password'), exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: tr('login.submit'), exact: true }).click();
  await path(page, '/home');
  await visible(sideMenu(page, tr === ja ? 'ja' : 'en'));
}

/** The items of the language menu marked current, each with its tick. */
async function ticked(menu: Locator): Promise<string[]> {
  const current = menu.locator('[role="menuitem"][aria-current="true"]');
  const names = (await current.allTextContents()).map((s) => s.trim());
  for (let i = 0; i < names.length; i++) expect(await current.nth(i).locator('svg').count()).toBe(1);
  return names;
}

describe('the language, in an en-US browser', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 800, height: 900 } });
    context.setDefaultTimeout(WAIT);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('opens in English, the language named on the login page and in the header even on a narrow screen', async () => {
    await page.goto(`${product.url}/home`);
    await path(page, '/login');
    const select = await visible(page.getByRole('combobox', { name: en('login.language') }));
    expect(await select.inputValue()).toBe('en');
    await logInAs(page, en);
    const button = page.getByRole('button', { name: `${en('shell.header.language')}: English` });
    await visible(button);
    await visible(button.getByText('English', { exact: true }));
  });

  it('keeps the language chosen in the header across a reload, a logout and the next login', async () => {
    await page.getByRole('button', { name: `${en('shell.header.language')}: English` }).click();
    const menu = page.getByRole('menu', { name: en('shell.header.language') });
    // the current language is ticked
    await expect.poll(() => ticked(menu), { timeout: WAIT }).toEqual(['English']);
    await menu.getByRole('menuitem', { name: '日本語' }).click();
    await visible(sideMenu(page, 'ja'));
    await visible(page.getByRole('button', { name: `${ja('shell.header.language')}: 日本語` }).getByText('日本語', { exact: true }));
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: WAIT }).toBe('ja');

    await page.reload();
    await visible(sideMenu(page, 'ja'));
    await page.getByRole('button', { name: `${ja('shell.header.language')}: 日本語` }).click();
    await expect.poll(() => ticked(page.getByRole('menu', { name: ja('shell.header.language') })), { timeout: WAIT }).toEqual(['日本語']);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^ユーザーメニュー/ }).click();
    await page.getByRole('menuitem', { name: ja('shell.header.logout') }).click();
    await path(page, '/login');
    const select = await visible(page.getByRole('combobox', { name: ja('login.language') }));
    expect(await select.inputValue()).toBe('ja');
    await logInAs(page, ja);
    await visible(page.getByRole('button', { name: `${ja('shell.header.language')}: 日本語` }));
  });

  it('keeps the language chosen on the login page for the session that follows', async () => {
    await page.getByRole('button', { name: /^ユーザーメニュー/ }).click();
    await page.getByRole('menuitem', { name: ja('shell.header.logout') }).click();
    await path(page, '/login');
    await page.getByRole('combobox', { name: ja('login.language') }).selectOption('en');
    await logInAs(page, en);
    await page.reload();
    await visible(sideMenu(page, 'en'));
    await visible(page.getByRole('button', { name: `${en('shell.header.language')}: English` }));
  });
});

describe('the system switcher', () => {
  it('opens the configured system in a new window and marks the others not configured', async () => {
    const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(WAIT);
    try {
      const page = await context.newPage();
      await page.goto(`${product.url}/login`);
      await logInAs(page, ja);
      await page.getByRole('button', { name: ja('shell.header.systems') }).click();
      const menu = page.getByRole('menu', { name: ja('shell.header.systems') });
      const device = await visible(menu.getByRole('menuitem', { name: new RegExp(ja('shell.systems.device')) }));
      expect(await device.getAttribute('href')).toBe(DEVICE_URL);
      expect(await device.getAttribute('target')).toBe('_blank');
      for (const key of ['production', 'merchant']) {
        const item = menu.getByRole('menuitem', { name: new RegExp(ja(`shell.systems.${key}`)) });
        await visible(item);
        expect(await item.getAttribute('aria-disabled')).toBe('true');
        expect(await item.textContent()).toContain(ja('shell.systems.notConfigured'));
        expect(await item.getAttribute('href')).toBeNull();
      }
    } finally {
      await context.close();
    }
  });
});
