/**
 * Batch import of users in the browser (issue 18): starting logged out at the user list, a merchant
 * imports a file with one bad row through the import dialog — nothing is imported, the bad cell is named with the value read —
 * then finds the refusal on the import record list with its row result.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, sharedProduct, type RunningProduct } from '../support/browser';
import { ERRORS } from '../../src/domain/errors';
import { withValueRead } from '../../src/domain/imports';
import { WAIT, path, translator, visible, expectAccessible as expectAccessibleOn, DEMO_PASSWORD } from './support';

const ja = translator('ja');
const FILE = `users-${Date.now() % 100000}.xlsx`;
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const files = mkdtempSync(join(tmpdir(), 'e2e-imports-'));

beforeAll(async () => {
  [product, browser] = await Promise.all([sharedProduct(), launchChromium()]);
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('users');
  ws.addRow(['アカウント', '氏名', 'パスワード', '電話番号']);
  ws.addRow(['e2eimp1', '山田 花子', 'Secret#2026', '']);
  // already an account of the demo estate
  ws.addRow(['merchant02', '重複 太郎', 'Secret#2027', '']);
  writeFileSync(join(files, FILE), Buffer.from(await wb.xlsx.writeBuffer()));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

describe("users' batch import", () => {
  it('a file with a bad row: nothing imported, the cell named; the record shows the refusal and its row', async () => {
    await page.goto(`${product.url}/users`);
    await path(page, '/login');
    await page.getByRole('textbox', { name: ja('login.account') }).fill('merchant01');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, '/users');

    await (await visible(page.getByRole('button', { name: ja('imports.users.button') }))).click();
    const dialog = page.getByRole('dialog', { name: ja('imports.users.title') });
    await visible(dialog);
    await dialog.getByTestId('user-import-file').setInputFiles(join(files, FILE));
    await dialog.getByRole('button', { name: ja('imports.users.upload'), exact: true }).click();
    await visible(dialog.getByText(ja('imports.users.failed')));
    const problems = dialog.getByRole('table', { name: ja('ui.import.problems') });
    await visible(problems);
    expect(await problems.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([
      '3',
      'アカウント',
      withValueRead(ERRORS[201001].msg.ja, 'merchant02', 'ja'),
    ]);
    await dialog.getByRole('button', { name: ja('ui.import.close') }).click();

    await page.goto(`${product.url}/import-records`);
    const row = page.getByRole('row').filter({ hasText: FILE });
    await visible(row);
    expect(await row.getByText(ja('enum.importResult.refused')).count()).toBe(1);
    expect(await row.getByText(ja('enum.importKind.user')).count()).toBe(1);
    await expectAccessibleOn(page, 'import records');
    // by the keyboard: the row's expand button is in the tab order
    await row.getByRole('button', { name: ja('ra.action.expand') }).focus();
    await page.keyboard.press('Enter');
    const results = page.getByRole('table', { name: ja('imports.records.detail') });
    await visible(results);
    expect(await results.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([
      '3',
      ja('enum.importResult.refused'),
      // the refused row's key, and its reason with the value read
      'merchant02',
      'アカウント',
      withValueRead(ERRORS[201001].msg.ja, 'merchant02', 'ja'),
    ]);
    await visible(page.getByText(`${ja('imports.records.reason')}: ${ERRORS[201001].msg.ja}`));
  });
});
