/**
 * Collective print in a real browser against the product (the run's shared product; this file only reads), as
 * the demo merchant administrator merchant02 in a Japanese browser: logged out at the deep link, login brings
 * the user back; choosing the running stamp campaign shows each of the merchant's stores with the campaign's
 * name; print media shows the document alone, and Chromium prints it on the pages the layout says (claim cards
 * of two stores on one 2 × 5 label sheet, a poster per store: three A4 pages). The screen is axe clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, sharedProduct, type RunningProduct } from '../support/browser';
import { DEMO_PASSWORD, WAIT, expectAccessible, path, sideMenu, translator, visible } from './support';

const ja = translator('ja');
const CAMPAIGN = '冬のログインスタンプ'; // the demo estate's stamp campaign of every merchant, in progress
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

describe('collective print', () => {
  it("prints a campaign's claim cards and posters for each store of the merchant", async () => {
    await page.goto(`${product.url}/campaignPrint`);
    await path(page, '/login');
    await page.getByRole('textbox', { name: ja('login.account') }).fill('merchant02');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, '/campaignPrint');

    await page.getByRole('combobox', { name: ja('resources.campaignPrint.fields.campaign') }).click();
    await page.getByRole('option', { name: new RegExp(CAMPAIGN) }).click();
    const doc = await visible(page.getByRole('document', { name: ja('campaignPrint.documentOf', { campaign: CAMPAIGN }) }));
    await visible(page.getByRole('heading', { name: ja('campaignPrint.preview', { pages: 3 }) }));
    for (const store of ['梅田店', '難波店']) {
      const poster = doc.getByRole('region', { name: ja('campaignPrint.posterOf', { store }) });
      await visible(poster.getByRole('heading', { name: CAMPAIGN }));
      await visible(poster.getByRole('img', { name: ja('campaignPrint.qrOf', { store }) }));
    }
    await expectAccessible(page, 'collective print');

    // print media: the document alone, on the layout's pages
    await page.emulateMedia({ media: 'print' });
    expect(await sideMenu(page, 'ja').isVisible()).toBe(false);
    expect(await page.locator('.cp-print .cp-poster').count()).toBe(2);
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(3);
    await page.emulateMedia({ media: 'screen' });
  });
});
