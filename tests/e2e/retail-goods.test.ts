/**
 * The goods form in a real browser against the product as `npm start` runs it: a user starts logged out at
 * the deep link of the goods form, logs in and lands on it; the barcode rule is told before anything is sent;
 * an image of the wrong size is refused with the server's message (the server reads the PNG's real
 * dimensions), a 750 × 750 PNG is kept and shown; the good is saved, read back with its image, and found on
 * the list. The form and the list are axe clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, sharedProduct, type RunningProduct } from '../support/browser';
import { png } from '../support/png';
import { ERRORS } from '../../src/domain/errors';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { WAIT, path, translator, visible, expectAccessible as expectAccessibleOn, DEMO_PASSWORD } from './support';

const ja = translator('ja');
const NAME = `E2E烏龍茶${Date.now() % 100000}`;
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const files = mkdtempSync(join(tmpdir(), 'e2e-goods-'));

beforeAll(async () => {
  // the run's shared product (its good is uniquely named)
  [product, browser] = await Promise.all([sharedProduct(), launchChromium()]);
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
  writeFileSync(join(files, 'small.png'), png(300, 300));
  writeFileSync(join(files, 'tea.png'), png(750, 750, { rgb: [30, 140, 60] }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

/** A stored goods image, as the list and the detail show it. */
const IMAGE = 'img[src*="/api/goods/image/"]';
/** A form field by its label (text or number), the required mark allowed. */
const field = (key: string) => page.getByLabel(new RegExp(`^${ja(`resources.goods.fields.${key}`)}(\\s*\\*)?$`));

describe('goods form', () => {
  it('starts logged out at the form, and lands on it after logging in', async () => {
    await page.goto(`${product.url}/goods/create`);
    await path(page, '/login');
    await page.getByRole('textbox', { name: ja('login.account') }).fill('merchant01');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, '/goods/create');
    await visible(field('brand'));
    await expectAccessibleOn(page, 'goods form');
  });

  it('tells the barcode rule before sending, refuses a wrong-size image, keeps a good one, and saves', async () => {
    await field('brand').fill('E2E茶房');
    await field('name').fill(NAME);
    await field('spec').fill('500');
    await field('specUnit').fill('ml');
    await field('purchasePrice').fill('55.5');
    await field('defaultPrice').fill('140');
    await field('referencePrice').fill('150');
    await field('barcode').fill('4901-77');
    let saves = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/goods/save')) saves++;
    });
    await page.getByRole('button', { name: ja('ra.action.save'), exact: true }).click();
    await visible(page.getByText(VALIDATION_MESSAGES['validation.goodsBarcode'].ja));
    expect(saves).toBe(0);

    const upload = page.getByLabel(ja('resources.goods.fields.image'), { exact: true });
    await upload.setInputFiles(join(files, 'small.png'));
    await visible(page.getByText(ERRORS[211041].msg.ja));
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/goods/image/upload'));
    await upload.setInputFiles(join(files, 'tea.png'));
    expect((await (await uploaded).json()).code).toBe(200);
    const preview = page.getByRole('img', { name: ja('resources.goods.fields.image') });
    await visible(preview);
    await expect.poll(() => preview.first().evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: WAIT }).toBe(750);

    await field('barcode').fill(`49017${String(Date.now()).slice(-8)}`);
    await page.getByRole('combobox', { name: new RegExp(ja('resources.goods.fields.categoryId')) }).click();
    await page.getByRole('option', { name: ja('enum.goodsCategory.1') }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/goods/save'));
    await page.getByRole('button', { name: ja('ra.action.save'), exact: true }).click();
    const answer = await (await saved).json();
    expect(answer.code).toBe(200);
    await path(page, `/goods/${answer.data.id}/show`);
    await visible(page.getByText(NAME));
    // the detail's thumbnail is decorative (alt=""): found by what it loads
    await expect
      .poll(
        () =>
          page
            .locator(IMAGE)
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        { timeout: WAIT },
      )
      .toBe(750);
  });

  it('finds the new good on the list, with its image', async () => {
    await page.goto(`${product.url}/goods`);
    const row = page.getByRole('row').filter({ hasText: NAME });
    await visible(row);
    await expect
      .poll(
        () =>
          row
            .locator(IMAGE)
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        { timeout: WAIT },
      )
      .toBe(750);
    await expectAccessibleOn(page, 'goods list');
  });
});
