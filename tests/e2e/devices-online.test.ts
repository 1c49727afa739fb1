/**
 * The device online report and the activation import in a real browser against the product as `npm start`
 * runs it: logged out at the deep link /deviceOnline, login brings the user back there; the figures shown
 * are the server's (read again here through the API with the same session); a range over 31 days is
 * refused before anything is sent; the report is axe clean. On the device list, an .xlsx built here with
 * exceljs is imported through the dialog: each row's result is listed, the list shows the new devices, and
 * importing the same file again is refused row by row with nothing written; the template the dialog
 * downloads has the columns' header row and the server reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { launchChromium, startProduct, type RunningProduct } from '../support/browser';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { withValueRead } from '../../src/domain/imports';
import { ERRORS } from '../../src/domain/errors';
import { DEMO_PASSWORD, WAIT, path, tokenCookie, translator, visible, expectAccessible as expectAccessibleOn } from './support';

const ja = translator('ja');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const calls: Request[] = [];

beforeAll(async () => {
  // a product of its own, not the run's shared one: it adds devices to the fleet and reads the fleet's figures
  [product, browser] = await Promise.all([startProduct({ env: { SIMULATE_DEVICES: '0' } }), launchChromium()]);
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
  page.on('request', (r) => {
    if (r.url().includes('/api/')) calls.push(r);
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const expectAccessible = (name: string) => expectAccessibleOn(page, name);

/** One documented call made with the page's session, its `data`. */
async function api<T>(pathAndQuery: string): Promise<T> {
  const token = (await tokenCookie(page))!.value;
  const res = await page.request.get(`${product.url}/api${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

const fmt = (n: number) => new Intl.NumberFormat('ja-JP').format(n);
const figure = (part: string, name: string) => page.getByRole('region', { name: part }).locator(`[data-figure="${name}"] dd`);

describe('the device online report', () => {
  it("a logged-out deep link leads to login, then back to the report with the server's figures", async () => {
    await page.goto(`${product.url}/deviceOnline`);
    await path(page, '/login');
    await page.getByRole('textbox', { name: ja('login.account') }).fill('admin');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, '/deviceOnline');

    const now = ja('screens.devices.online.now.title');
    const yesterday = ja('screens.devices.online.yesterday.title');
    const status = await api<{ total: number; online: number; offline: number; neverConnected: number; byModel: { model: string }[] }>(
      '/device/report/OnlineStatus',
    );
    expect(status.total).toBeGreaterThan(0);
    await expect.poll(() => figure(now, 'total').textContent(), { timeout: WAIT }).toBe(fmt(status.total));
    expect(await figure(now, 'online').textContent()).toBe(fmt(status.online));
    expect(await figure(now, 'offline').textContent()).toBe(fmt(status.offline));
    expect(await figure(now, 'neverConnected').textContent()).toBe(fmt(status.neverConnected));
    const byModel = page.getByRole('table', { name: ja('screens.devices.online.now.byModel') });
    await visible(byModel.getByText(status.byModel[0].model, { exact: true }));

    const pre = await api<{ day: string; deviceCount: number; onlineDevices: number; devices: { list: { serialNum: string }[] } }>(
      '/bi/deviceOnline/preDayMultiDeviceStats',
    );
    await expect.poll(() => figure(yesterday, 'day').textContent(), { timeout: WAIT }).toBe(pre.day);
    expect(await figure(yesterday, 'deviceCount').textContent()).toBe(fmt(pre.deviceCount));
    expect(await figure(yesterday, 'onlineDevices').textContent()).toBe(fmt(pre.onlineDevices));
    expect(await figure(yesterday, 'offlineDevices').textContent()).toBe(fmt(pre.deviceCount - pre.onlineDevices));
    const perDevice = page.getByRole('table', { name: ja('screens.devices.online.yesterday.devices') });
    await visible(perDevice.getByText(pre.devices.list[0].serialNum, { exact: true }));

    // the last week, today first
    const days = page.getByRole('table', { name: ja('screens.devices.online.days.title') });
    await visible(days);
    expect(await days.locator('tbody tr').count()).toBe(7);
    await expectAccessible('device online report');
  });

  it('a range over 31 days is refused before anything is sent; a good one is shown', async () => {
    const part = page.getByRole('region', { name: ja('screens.devices.online.days.title') });
    const multiDay = () => calls.filter((r) => r.url().includes('/bi/deviceOnline/multiDayMultiDeviceStats')).length;
    const before = multiDay();
    await part.getByLabel(ja('screens.devices.online.days.start')).fill('2026-01-01');
    await part.getByLabel(ja('screens.devices.online.days.end')).fill('2026-02-01');
    await part.getByRole('button', { name: ja('screens.devices.online.days.apply') }).click();
    await visible(part.getByText(VALIDATION_MESSAGES['validation.reportRange'].ja));
    expect(multiDay()).toBe(before);
    await expectAccessible('device online report with a refused range');

    await part.getByLabel(ja('screens.devices.online.days.end')).fill('2026-01-31');
    await part.getByRole('button', { name: ja('screens.devices.online.days.apply') }).click();
    await expect.poll(multiDay, { timeout: WAIT }).toBe(before + 1);
    await expect.poll(() => part.locator('tbody tr').count(), { timeout: WAIT }).toBe(31);
    await visible(part.getByRole('cell', { name: '2026-01-31', exact: true }));
  });
});

/** An .xlsx as an operator would fill it: a header row, then one device per row. */
async function sheet(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('devices');
  ws.addRow(['serialNum', 'productKey', 'name', 'controlNumber', 'floor']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('the activation import', () => {
  it("imports an .xlsx from the device list: each row's result, the new devices in the list; the same file again is refused", async () => {
    await page.goto(`${product.url}/devices`);
    await visible(page.locator('td.column-serialNum').first());
    await page.getByRole('button', { name: ja('screens.devices.import.button') }).click();
    const dialog = page.getByRole('dialog', { name: ja('screens.devices.import.title') });
    await visible(dialog.getByRole('table', { name: ja('ui.import.columnsLabel') }));
    await expectAccessible('import dialog');

    // the template: the header row of the columns, read by the server (no rows: 203016, not a parse failure)
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: ja('ui.import.template') }).click()]);
    expect(download.suggestedFilename()).toBe('device-import.xlsx');
    const template = readFileSync((await download.path())!);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template as unknown as ExcelJS.Buffer);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(['serialNum', 'productKey', 'name', 'controlNumber', 'floor']);
    await dialog.getByTestId('device-import-file').setInputFiles({ name: download.suggestedFilename(), mimeType: XLSX, buffer: template });
    await dialog.getByRole('button', { name: ja('screens.devices.import.upload'), exact: true }).click();
    await visible(dialog.getByText(ERRORS[203016].msg.ja));

    const file = await sheet([
      ['E2E-IMP-0001', 'pk-vm-cold', 'インポート1号機', 'E2E-C1', 2],
      ['E2E-IMP-0002', 'pk-pos-mini'],
    ]);
    const upload = { name: 'devices.xlsx', mimeType: XLSX, buffer: file };
    await dialog.getByTestId('device-import-file').setInputFiles(upload);
    await visible(dialog.getByText('devices.xlsx'));
    await dialog.getByRole('button', { name: ja('screens.devices.import.upload'), exact: true }).click();
    await visible(dialog.getByText(ja('screens.devices.import.done', { smart_count: 2 })));
    const results = dialog.getByRole('table', { name: ja('screens.devices.import.results') });
    await visible(results.getByRole('cell', { name: 'E2E-IMP-0001', exact: true }));
    expect(await results.locator('tbody tr').allTextContents()).toEqual([
      `2E2E-IMP-0001${ja('screens.devices.import.outcomes.created')}`,
      `3E2E-IMP-0002${ja('screens.devices.import.outcomes.created')}`,
    ]);
    await expectAccessible('import dialog with results');

    // the same file again: both serial numbers are activated already, nothing is written
    await dialog.getByTestId('device-import-file').setInputFiles(upload);
    await dialog.getByRole('button', { name: ja('screens.devices.import.upload'), exact: true }).click();
    await visible(dialog.getByText(ja('screens.devices.import.failed')));
    const problems = dialog.getByRole('table', { name: ja('ui.import.problems') });
    // each refusal says the value it read (issue 28 item 8)
    expect(await problems.locator('tbody tr').allTextContents()).toEqual([
      `2serialNum${withValueRead(ERRORS[203009].msg.ja, 'E2E-IMP-0001', 'ja')}`,
      `3serialNum${withValueRead(ERRORS[203009].msg.ja, 'E2E-IMP-0002', 'ja')}`,
    ]);
    await dialog.getByRole('button', { name: ja('ui.import.close') }).click();

    // the new devices are in the list: found by their serial number's prefix
    await page.getByRole('textbox', { name: ja('resources.devices.fields.serialNum'), exact: true }).fill('E2E-IMP');
    await expect
      .poll(() => page.locator('td.column-serialNum').filter({ visible: true }).allTextContents(), { timeout: WAIT })
      .toEqual(['E2E-IMP-0001', 'E2E-IMP-0002']);
  });
});
