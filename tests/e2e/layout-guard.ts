/**
 * The guard of issue 20 (one file per language, layout-guard-<locale>.test.ts, so the four run beside the other
 * browser files instead of one after another): every screen of the side menu and every tab of a device's detail, at 1366×768 as
 * admin, in each of the four languages, passes the layout checks of layout-checks.ts (no sideways scroll, no
 * word broken inside a table cell, no raw identifier on screen — a field key, a message key, an enum's code
 * where its label belongs — no sticky column covering a cell), and the
 * header's error badge stays at zero through a form the server refuses. It reads the menu the user is
 * shown, so an area that lands later is covered the day it lands. All problems of a language are listed
 * at once, each with its screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, sharedProduct, type RunningProduct } from '../support/browser';
import { messagesFor } from '../../src/console/i18n/all';
import type { Locale } from '../../src/domain/locale';
import { DEMO_PASSWORD, WAIT, eachDeviceTab, path, sideMenu, translator, until, visible } from './support';
import { enumCodes, layoutProblems } from './layout-checks';
import { SCHEMAS } from '../../src/generated/schemas';
import { goodsTemplateHeader } from '../../src/domain/goods-io';
import ExcelJS from 'exceljs';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const BROWSER_LOCALE: Record<Locale, string> = { ja: 'ja-JP', 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW', en: 'en-US' };

/** Waits until the screen has its code and data: no request in flight for a moment, no progress shown. */
async function quiet(page: Page, inFlight: () => number) {
  let calm = 0;
  await until(
    async () => {
      const busy = inFlight() > 0 || (await page.locator('[role="progressbar"], [aria-busy="true"]').filter({ visible: true }).count()) > 0;
      calm = busy ? 0 : calm + 1;
      return calm >= 2;
    },
    WAIT,
    `${page.url()} to finish loading`,
  );
}

export function guardLanguage(locale: Locale) {
  describe(`every screen at 1366×768 in ${locale}`, () => {
    const tr = translator(locale);
    const namespaces = Object.keys(messagesFor(locale));
    const codes = enumCodes(SCHEMAS);
    let context: BrowserContext;
    let page: Page;
    let pending = 0;
    const problems: string[] = [];

    let product: RunningProduct;
    let browser: Browser;

    beforeAll(async () => {
      // the run's shared product: the guard only reads (its refused import changes nothing)
      [product, browser] = await Promise.all([sharedProduct(), launchChromium()]);
      context = await browser.newContext({ locale: BROWSER_LOCALE[locale], viewport: { width: 1366, height: 768 } });
      context.setDefaultTimeout(WAIT);
      page = await context.newPage();
      // the product's own requests: its calls, and the chunks of a screen loaded when first opened
      const own = (url: string) => url.startsWith(product.url);
      page.on('request', (r) => void (own(r.url()) && pending++));
      page.on('requestfinished', (r) => void (own(r.url()) && pending--));
      page.on('requestfailed', (r) => void (own(r.url()) && pending--));
    });
    afterAll(async () => {
      await context?.close();
      await browser?.close();
      await product?.stop();
    });

    /** A problem counts when it is still there a moment later (the screen left is drawn beside the next one while that one's code arrives). */
    async function check(screen: string) {
      await quiet(page, () => pending);
      let found = await layoutProblems(page, locale, namespaces, codes);
      if (found.length) {
        await page.waitForTimeout(500);
        await quiet(page, () => pending);
        found = await layoutProblems(page, locale, namespaces, codes);
      }
      for (const p of found) problems.push(`${screen}: ${p.kind}: ${p.detail}`);
    }

    it('logs in from a deep link and passes on every menu screen', async () => {
      await page.goto(`${product.url}/devices`);
      await path(page, '/login');
      await page.getByRole('textbox', { name: tr('login.account') }).fill('admin');
      await page.getByRole('textbox', { name: tr('login.password'), exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: tr('login.submit'), exact: true }).click();
      await path(page, '/devices');
      const menu = sideMenu(page, locale);
      await visible(menu);

      // open every group, then read the menu's own links
      const openGroups = async () => {
        for (let closed = menu.locator('[aria-expanded="false"]'); (await closed.count()) > 0;) await closed.first().click();
      };
      await openGroups();
      const paths = await menu.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(paths.length, 'menu screens').toBeGreaterThan(30);

      for (const screen of paths) {
        // (a group closes again when the menu is drawn anew)
        if ((await menu.locator(`a[href="${screen}"]`).count()) === 0) await openGroups();
        await menu.locator(`a[href="${screen}"]`).click();
        await path(page, screen);
        await check(screen);
      }
      expect(problems).toEqual([]);
      // no screen met a fault (a script error, a call without an answer, a 5xx)
      await visible(page.getByRole('link', { name: tr('shell.header.errors', { smart_count: 0 }) }));
    });

    it('passes on every tab of a device', async () => {
      problems.length = 0;
      await eachDeviceTab(page, product.url, locale, (name) => check(`device tab ${name}`));
      expect(problems).toEqual([]);
    });

    it('keeps the error badge at zero through an import the server refuses', async () => {
      problems.length = 0;
      const badge = page.getByRole('link', { name: tr('shell.header.errors', { smart_count: 0 }) });
      await visible(badge);
      // a workbook whose second row has a price that is not a whole number: refused, nothing imported
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('goods');
      sheet.addRow(goodsTemplateHeader(locale));
      sheet.addRow([`Guard ${locale}`, 'Guard', '飲料', 500, 'ml', '4955000000017', '', 60, 99.5, 140, '', '']);
      const buffer = Buffer.from(await book.xlsx.writeBuffer());

      await page.goto(`${product.url}/goods`);
      await page.getByRole('button', { name: tr('goodsio.import.button'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type="file"]').setInputFiles({ name: 'goods.xlsx', mimeType: XLSX, buffer });
      await dialog.getByRole('button', { name: tr('goodsio.import.upload'), exact: true }).click();
      await visible(dialog.getByRole('table', { name: tr('ui.import.problems') }));
      await check('goods import refused');
      problems.length = 0;
      expect(problems).toEqual([]);
      // the dialog is answered by its buttons only (Escape and the backdrop do not close it)
      await dialog.getByRole('button', { name: tr('ui.import.close'), exact: true }).click();
      await visible(badge);
    });
  });
}
