/**
 * Payment orders in a real browser against the product as `npm start` runs it:
 * - a merchant starts logged out at the refund password screen, logs in, lands on it and sets the
 *   organisation's refund password (entered twice);
 * - opens a paid order of the bills, refunds part of it through the dialog (the yen amount, the password)
 *   and sees the refund and the partial refund status;
 * - exports the bills and opens the file: the order is there with its amount and refunded amount.
 * The orders are made beforehand through the order ledger in the product's own database (the product is
 * stopped, its embedded database opened, a sandbox config and orders written, the product started again).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, startProduct, type RunningProduct } from '../support/browser';
import { openDatabase } from '../../src/server/db/database';
import { createOrder } from '../../src/server/areas/payments/order-ledger';
import { WAIT, DEMO_PASSWORD, path, translator, visible, expectAccessible } from './support';
import { formatMoney } from '../../src/domain/money.js';

const ja = translator('ja');
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const ORDER = `E2E-${Date.now().toString(36)}`;

beforeAll(async () => {
  const first = await startProduct({ keepData: true });
  await first.stop();
  const db = await openDatabase({ dataDir: first.dataDir });
  try {
    const [org] = await db.query<{ id: number; path: string }>(`select id, path from organisations where name = '東京ベンディング'`);
    await db.query(`insert into pay_configs (org_id, org_path, name, channel, currency, is_default) values ($1, $2, 'e2e sandbox', 'sandbox', 'JPY', false)`, [
      org.id,
      org.path,
    ]);
    for (const [suffix, amount, currency] of [
      ['JPY', 1000, 'JPY'],
      ['USD', 1234, 'USD'],
    ] as const) {
      await db.transaction((tx) =>
        createOrder(tx, {
          orderNumber: `${ORDER}-${suffix}`,
          orgId: org.id,
          orgPath: org.path,
          channel: 'sandbox',
          payType: 205,
          currency,
          amount,
          status: 'paid',
          gatewayCostMs: 150,
        }),
      );
    }
  } finally {
    await db.close();
  }
  [product, browser] = await Promise.all([startProduct({ dataDir: first.dataDir }), launchChromium()]);
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const field = (name: string) => ja(`resources.pay-orders.fields.${name}`);

describe('payment orders', () => {
  it('starts logged out at the refund password screen, logs in, lands on it and sets the password', async () => {
    await page.goto(`${product.url}/refund-password`);
    await path(page, '/login');
    await page.getByRole('textbox', { name: ja('login.account') }).fill('merchant01');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, '/refund-password');
    await visible(page.getByText(ja('refundPassword.notSet')));
    await page.getByLabel(ja('refundPassword.password'), { exact: false }).first().fill('1234');
    await page.getByLabel(ja('refundPassword.confirmPassword'), { exact: false }).fill('1243');
    await visible(page.getByText(ja('refundPassword.mismatch')));
    await page.getByLabel(ja('refundPassword.confirmPassword'), { exact: false }).fill('1234');
    await page.getByRole('button', { name: ja('refundPassword.set'), exact: true }).click();
    await visible(page.getByText(ja('refundPassword.isSet')));
    await expectAccessible(page, 'refund password');
  });

  it('refunds part of a paid order through the dialog', async () => {
    await page.goto(`${product.url}/pay-orders`);
    await page.getByRole('textbox', { name: field('orderNumber') }).fill(`${ORDER}-JPY`);
    await page.getByRole('button', { name: ja('ra.action.search'), exact: true }).click();
    const table = page.getByRole('table', { name: ja('menu.payOrders') });
    await visible(table.getByRole('link', { name: `${ORDER}-JPY` }));
    await expectAccessible(page, 'payment orders');
    await table.getByRole('link', { name: `${ORDER}-JPY` }).click();
    await visible(page.getByRole('heading', { name: ja('orders.title', { orderNumber: `${ORDER}-JPY` }) }));
    await page.getByRole('button', { name: ja('orders.refund'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    const amount = dialog.getByLabel(ja('orders.refundAmount', { currency: 'JPY' }), { exact: false });
    await amount.fill('300.5');
    await visible(dialog.getByText(ja('orders.refundAmountBad', { currency: 'JPY', digits: 0 })));
    await amount.fill('300');
    await visible(dialog.getByText(ja('orders.refundMinor', { minor: 300 })));
    await dialog.getByLabel(ja('orders.refundPassword'), { exact: false }).fill('1234');
    await expectAccessible(page, 'refund dialog');
    await dialog.getByRole('button', { name: ja('orders.submit'), exact: true }).click();
    const refunds = page.getByRole('table', { name: ja('orders.refunds') });
    await visible(refunds.getByText(formatMoney(300, 'ja', { currency: 'JPY', unit: 'minor' })));
    await visible(page.getByText(ja('enum.refundStatus.partial')).first());
    await expectAccessible(page, 'payment order detail');
  });

  it('exports the bills and the file holds the order with its refund', async () => {
    await page.goto(`${product.url}/pay-orders`);
    await page.getByRole('textbox', { name: field('orderNumber') }).fill(ORDER);
    await page.getByRole('button', { name: ja('ra.action.search'), exact: true }).click();
    await visible(page.getByRole('link', { name: `${ORDER}-USD` }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: ja('ui.export.button'), exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^pay-orders-\d{8}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push(Object.fromEntries(header.map((h, i) => [h, (row.values as unknown[]).slice(1)[i]])));
    });
    expect(rows).toHaveLength(2);
    const jpy = rows.find((r) => r['注文番号'] === `${ORDER}-JPY`)!;
    expect(jpy).toMatchObject({ 金額: 1000, 返金額: 300, 通貨: 'JPY', 返金状態: '一部返金' });
    const usd = rows.find((r) => r['注文番号'] === `${ORDER}-USD`)!;
    expect(usd).toMatchObject({ 金額: 12.34, 通貨: 'USD' });
  });
});
