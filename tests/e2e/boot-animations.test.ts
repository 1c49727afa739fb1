/**
 * Boot animation upload in the browser (issue 18): starting logged out at the list, a merchant chooses a
 * compressed bootanimation.zip and sees what is wrong before anything is sent; then a good one plays in the
 * preview, uploads, and its stored copy plays from the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, sharedProduct, type RunningProduct } from '../support/browser';
import { zipOf } from '../support/zip';
import { png } from '../support/png';
import { faultMessage } from '../../src/domain/boot-animation';
import { WAIT, path, translator, visible, expectAccessible as expectAccessibleOn, DEMO_PASSWORD } from './support';

const ja = translator('ja');
const NAME = `E2E起動${Date.now() % 100000}`;
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const files = mkdtempSync(join(tmpdir(), 'e2e-boot-'));
const animation = (compress: string[] = []) =>
  zipOf([
    { name: 'desc.txt', data: '48 32 8\np 0 0 part0\n' },
    ...[0, 1, 2].map((i) => ({
      name: `part0/${String(i).padStart(3, '0')}.png`,
      data: png(48, 32, { rgb: [i * 80, 40, 200 - i * 60] }),
      compress: compress.includes(`part0/00${i}.png`),
    })),
  ]);

beforeAll(async () => {
  [product, browser] = await Promise.all([sharedProduct(), launchChromium()]);
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
  writeFileSync(join(files, 'compressed.zip'), animation(['part0/001.png']));
  writeFileSync(join(files, 'bootanimation.zip'), animation());
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

describe('boot animation upload', () => {
  it('a compressed zip is refused with what is wrong; a good one plays, uploads and plays from the list', async () => {
    await page.goto(`${product.url}/boot-animations`);
    await path(page, '/login');
    await page.getByRole('textbox', { name: ja('login.account') }).fill('merchant01');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, '/boot-animations');

    await (await visible(page.getByRole('button', { name: ja('screens.bootAnimations.upload.button') }))).click();
    const dialog = page.getByRole('dialog', { name: ja('screens.bootAnimations.upload.title') });
    await visible(dialog);
    await dialog.getByTestId('boot-upload-file').setInputFiles(join(files, 'compressed.zip'));
    const faults = dialog.getByRole('list', { name: ja('screens.bootAnimations.upload.faults') });
    await visible(faults);
    expect(await faults.getByRole('listitem').allTextContents()).toEqual([faultMessage({ fault: 'compressed', entry: 'part0/001.png' }, 'ja')]);
    await expectAccessibleOn(page, 'boot animation upload with a fault');

    await dialog.getByTestId('boot-upload-file').setInputFiles(join(files, 'bootanimation.zip'));
    const frame = dialog.getByTestId('boot-preview-frame');
    await visible(frame);
    await expect.poll(() => frame.getAttribute('data-frame'), { timeout: WAIT }).toBe('part0/002.png');
    await dialog.getByRole('textbox', { name: ja('resources.boot-animations.fields.name') }).fill(NAME);
    await dialog
      .getByRole('button', { name: ja('screens.bootAnimations.upload.upload'), exact: true })
      .last()
      .click();
    // done: the dialog closes by itself and the notice says so
    await visible(page.getByText(ja('screens.bootAnimations.upload.done')));
    await expect.poll(() => dialog.count(), { timeout: WAIT }).toBe(0);

    const row = page.getByRole('row').filter({ hasText: NAME });
    await visible(row);
    await row.getByRole('button', { name: ja('ra.action.expand') }).click();
    const stored = page.getByTestId('boot-preview-frame');
    await visible(stored);
    await expect.poll(() => stored.getAttribute('data-frame'), { timeout: WAIT }).toBe('part0/001.png');
  });
});
