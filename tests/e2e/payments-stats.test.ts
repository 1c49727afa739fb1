/**
 * The bill summary and gateway performance in a real browser against the product (its server over a fresh
 * PostgreSQL database, so this test can record orders through the order ledger beside it): logged out at the
 * deep link /payStats, login brings the user back; the totals and the chart are the server's; an order revoked
 * through POST /das/payOrder/revoke leaves the totals as soon as the screen asks again; both screens are axe clean.
 *
 * The revoke call belongs to the orders part (issue 9). Until it is in the contract (404) the order is
 * revoked through the ledger on the same database, which is what that call does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, startProduct, type RunningProduct } from '../support/browser';
import { openDatabase, type Database } from '../../src/server/db/database';
import { createOrder } from '../../src/server/areas/payments/order-ledger';
import { DEMO_PASSWORD, WAIT, expectAccessible, path, tokenCookie, translator, visible } from './support';
import { formatMoney } from '../../src/domain/money.js';

const ja = translator('ja');
const SERVER = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = `ops_e2e_paystats_${process.pid}`;
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let db: Database;
const numbers: string[] = [];

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: SERVER });
  await c.connect();
  await c.query(sql);
  await c.end();
}

beforeAll(async () => {
  await admin(`create database ${NAME}`);
  const url = new URL(SERVER);
  url.pathname = `/${NAME}`;
  [product, browser] = await Promise.all([startProduct({ env: { DATABASE_URL: url.href, DEMO_PAY_ORDERS: '0' } }), launchChromium()]);
  db = await openDatabase({ url: url.href });
  const [org] = await db.query<{ id: number; path: string }>(`select id, path from organisations where name = '東京ベンディング'`);
  // no demo payment history (its exact totals would mix in): three PayPay payments just now (1,800 yen in all),
  // gateway answers of 200, 700 and 1,500 ms
  for (const [amount, cost] of [
    [1000, 200],
    [500, 700],
    [300, 1500],
  ]) {
    const orderNumber = `E2E-${process.pid}-${amount}`;
    numbers.push(orderNumber);
    await db.transaction((tx) =>
      createOrder(tx, {
        orderNumber,
        orgId: Number(org.id),
        orgPath: org.path,
        channel: 'sandbox',
        payType: 205,
        currency: 'JPY',
        amount,
        status: 'paid',
        gatewayCostMs: cost,
      }),
    );
  }
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
  await db?.close();
  await admin(`drop database if exists ${NAME} with (force)`).catch(() => undefined);
});

async function token() {
  return (await tokenCookie(page))!.value;
}

/** PayPay's JPY totals today as the server answers them. */
async function payPayToday(): Promise<{ count: number; amount: number } | undefined> {
  const res = await page.request.post(`${product.url}/api/pay/stats/byType`, {
    headers: { authorization: `Bearer ${await token()}` },
    data: {
      startDate: new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10),
      endDate: new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10),
    },
  });
  const body = (await res.json()) as { code: number; data: { payType: number; currency: string; count: number; amount: number }[] };
  expect(body.code).toBe(200);
  return body.data.find((r) => r.payType === 205 && r.currency === 'JPY');
}

/** An amount in yen as the console writes it in Japanese (the one money format: "￥1,800"). */
const yen = (n: number) => formatMoney(n, 'ja', { currency: 'JPY', unit: 'minor' });

describe('bill summary', () => {
  it('a logged-out deep link leads to login, then back to the chart; a revoke leaves the totals at once', async () => {
    await page.goto(`${product.url}/payStats`);
    await path(page, '/login');
    await page.getByRole('textbox', { name: ja('login.account') }).fill('admin');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, '/payStats');

    const before = await payPayToday();
    expect(before).toMatchObject({ count: 3, amount: 1800 });
    const totals = page.getByRole('table', { name: ja('paystats.byType') });
    await visible(totals.getByRole('cell', { name: yen(before!.amount), exact: true }).first());
    await visible(page.getByTestId('paystats-chart').locator('svg').first());
    await expectAccessible(page, 'bill summary');

    // revoke the 500 yen order through the orders' call
    const res = await page.request.post(`${product.url}/api/das/payOrder/revoke`, {
      headers: { authorization: `Bearer ${await token()}` },
      data: { orderNumber: numbers[1], reason: 'e2e' },
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);
    expect(await payPayToday()).toMatchObject({ count: 2, amount: 1300 });
    // the screen asks again when the period changes: the chart and the totals follow
    await page.getByTestId('preset-today').click();
    await visible(totals.getByRole('cell', { name: yen(1300), exact: true }).first());
    await visible(page.getByTestId('paystats-chart').locator('svg').first());
  });

  it('gateway performance shows the attempts and the response time buckets, axe clean', async () => {
    await page.goto(`${product.url}/payGatewayStats`);
    await path(page, '/payGatewayStats');
    const summary = page.getByRole('region', { name: ja('paystats.gateway.summary') });
    await expect
      .poll(async () => Number((await summary.locator('[data-figure="attempts"] dd').textContent())?.replace(/\D/g, '')), { timeout: WAIT })
      .toBeGreaterThanOrEqual(2);
    const buckets = page.getByRole('table', { name: ja('paystats.gateway.costPie') });
    await visible(buckets.getByText(ja('paystats.gateway.bucketFirst', { to: 500 })));
    await expectAccessible(page, 'gateway performance');
  });
});
