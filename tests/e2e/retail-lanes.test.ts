/**
 * Lanes, replenishment and goods import in a real browser against the product as `npm start` runs it:
 * - a merchant starts logged out at a vending machine's lane tab, logs in and lands on it; moves through
 *   the grid with the keyboard, opens a lane with Enter, is refused a stock above the lane's maximum with the
 *   server's message, restocks it and sees the new stock in the grid and a restock in the lane history;
 * - creates a shipping list for that machine (a picked device, a good found by barcode, a lane), applies it
 *   after confirming, and the lane is restocked;
 * - imports a workbook with one bad row: the row and its reason are shown and nothing is imported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, sharedProduct, type RunningProduct } from '../support/browser';
import { goodsTemplateHeader } from '../../src/domain/goods-io';
import { WAIT, DEMO_PASSWORD, path, translator, visible, expectAccessible } from './support';

const ja = translator('ja');
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

interface Lane {
  id: number;
  laneNo: string;
  rowNo: number;
  colNo: number;
  goodsId: number | null;
  price: number | null;
  stock: number;
  maxStock: number;
  status: number;
}

/** A call as the merchant, outside the browser: to choose the machine and read back what the screens did. */
/** A POST as the console makes it: a JSON body, or none for a call that takes none (the id in the path). */
async function api<T>(path: string, body?: unknown): Promise<T> {
  const json = body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const res = await fetch(`${product.url}/api/${path}`, { method: 'POST', ...json, headers: { authorization: `Bearer ${token}`, ...json.headers } });
  const answer = await res.json();
  if (answer.code !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data as T;
}
const lanesOf = async (serialNum: string) => (await api<{ list: Lane[] }>('channel/pageList', { serialNum, pageNum: 1, pageSize: 100 })).list;
const laneOf = async (serialNum: string, laneNo: string) => (await lanesOf(serialNum)).find((l) => l.laneNo === laneNo)!;

let serial: string;

beforeAll(async () => {
  // the run's shared product (the only sharing file that changes lanes or shipping lists; its goods import writes nothing)
  [product, browser] = await Promise.all([sharedProduct(), launchChromium()]);
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
  const login = await (
    await fetch(`${product.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ clientId: 'console', account: 'merchant01', password: DEMO_PASSWORD }).toString(),
    })
  ).json();
  token = login.data.token;
  // a machine of the merchant with demo lanes: the first one selling the most sold good
  const [onSale] = (await api<{ list: { id: number }[] }>('goods/onSale/list/page', { pageNum: 1, pageSize: 1 })).list;
  const [machine] = (await api<{ list: { serialNum: string }[] }>('goods/sellingDevices/page', { goodsId: onSale.id, pageNum: 1, pageSize: 1 })).list;
  serial = machine.serialNum;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const cell = (laneNo: string) => page.locator(`[role="gridcell"][data-lane="${laneNo}"]`);
const label = (key: string) => new RegExp(`^${ja(key)}(\\s*\\*)?$`);

describe('the lane grid', () => {
  it('starts logged out at the lane tab and lands on it after logging in', async () => {
    await page.goto(`${product.url}/devices/${serial}/show?tab=lanes`);
    await path(page, '/login');
    await page.getByRole('textbox', { name: ja('login.account') }).fill('merchant01');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, `/devices/${serial}/show`);
    await visible(page.getByRole('grid', { name: ja('screens.lanes.grid') }));
    await visible(cell('1'));
    await expectAccessible(page, 'lane grid');
  });

  it('moves with the arrow keys, edits a lane with Enter, is refused a stock over the maximum, then restocks it', async () => {
    const before = await laneOf(serial, '2');
    expect(before.goodsId).not.toBeNull();
    // one tab stop: the first cell; the right arrow moves to lane 2 and Enter opens its editor
    await cell('1').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-lane'))).toBe('2');
    await page.keyboard.press('Enter');
    const editor = cell('2');
    const stock = editor.getByLabel(label('screens.lanes.fields.stock'));
    await visible(stock);
    await stock.fill(String(before.maxStock + 5));
    await editor.getByRole('button', { name: ja('screens.lanes.save'), exact: true }).click();
    await visible(editor.getByRole('alert'));
    expect((await laneOf(serial, '2')).stock).toBe(before.stock);

    const target = before.stock === before.maxStock ? before.maxStock - 1 : before.maxStock;
    await stock.fill(String(target));
    await editor.getByRole('button', { name: ja('screens.lanes.save'), exact: true }).click();
    await visible(cell('2').getByText(`${target}/${before.maxStock}`, { exact: true }));
    expect((await laneOf(serial, '2')).stock).toBe(target);

    await page.getByRole('tab', { name: ja('screens.devices.detail.tabs.laneHistory') }).click();
    const history = page.getByRole('tabpanel');
    await visible(history.getByRole('row').filter({ hasText: ja(target > before.stock ? 'enum.laneAction.restock' : 'enum.laneAction.reduceStock') }));
    await expectAccessible(page, 'lane history');
  });
});

describe('a shipping list, from creation to restocked lanes', () => {
  it('is created for a picked machine and a lane, applied after confirming, and restocks the lane', async () => {
    const lanes = await lanesOf(serial);
    const lane = lanes.find((l) => l.goodsId !== null && l.status === 1 && l.stock < l.maxStock && l.laneNo !== '2')!;
    const good = await api<{ barcode: string; name: string }>(`goods/get/${lane.goodsId}`);
    await page.goto(`${product.url}/shipping-lists/create`);
    await visible(page.getByText(ja('screens.replenish.createTitle')));
    await page.getByLabel(ja('screens.replenish.searchSerial')).fill(serial);
    await page.getByRole('button', { name: ja('screens.replenish.search'), exact: true }).click();
    await page.getByRole('checkbox', { name: ja('screens.replenish.selectRow', { serialNum: serial }) }).check();
    await page.getByRole('combobox', { name: ja('screens.replenish.goodsSearch') }).fill(good.barcode);
    await page.getByRole('option', { name: `${good.name} (${good.barcode})` }).click();
    await page.getByLabel(ja('screens.replenish.quantity')).fill('1');
    await page.getByRole('combobox', { name: ja('screens.replenish.laneDevice') }).click();
    await page.getByRole('option', { name: serial, exact: true }).click();
    await page.getByLabel(ja('screens.replenish.laneNo')).fill(lane.laneNo);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/shippingList/save'));
    await page.getByRole('button', { name: ja('screens.replenish.save'), exact: true }).click();
    const made = await (await saved).json();
    expect(made.code).toBe(200);
    await path(page, `/shipping-lists/${made.data.id}/show`);

    await page.getByRole('button', { name: ja('screens.replenish.apply'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(ja('screens.replenish.applyTitle')));
    const applied = page.waitForResponse((r) => r.url().includes('/api/shippingList/apply/'));
    await dialog.getByRole('button', { name: ja('shell.dialog.confirm'), exact: true }).click();
    expect((await (await applied).json()).code).toBe(200);
    await expect.poll(async () => (await laneOf(serial, lane.laneNo)).stock, { timeout: WAIT }).toBe(lane.stock + 1);
    await expect.poll(() => page.getByRole('button', { name: ja('screens.replenish.apply'), exact: true }).count()).toBe(0);
  });
});

describe('goods import', () => {
  it('shows the bad row and why, and imports nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-import-'));
    const file = join(dir, 'goods.xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('goods');
    sheet.addRow(goodsTemplateHeader('ja'));
    const stamp = String(Date.now()).slice(-7);
    // name, brand, category, spec, unit, barcode, item code, purchase, default, reference, remark, status
    sheet.addRow([`E2E取込茶${stamp}`, 'E2E茶房', '飲料', 500, 'ml', `4955${stamp}01`, '', 60, 130, 140, '', '']);
    sheet.addRow([`E2E取込菓子${stamp}`, 'E2E製菓', '食品', 60, 'g', `4955${stamp}02`, '', 50, 99.5, 120, '', '']); // default price not an integer
    await book.xlsx.writeFile(file);

    await page.goto(`${product.url}/goods`);
    await page.getByRole('button', { name: ja('goodsio.import.button') }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(ja('goodsio.import.title')));
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByRole('button', { name: ja('goodsio.import.upload'), exact: true }).click();
    const problems = dialog.getByRole('table', { name: ja('ui.import.problems') });
    await visible(problems);
    await visible(problems.getByRole('row').filter({ hasText: '3' }));
    await visible(dialog.getByText(ja('goodsio.import.failed')));
    await expectAccessible(page, 'goods import result');
    const found = await api<{ total: number }>('goods/list/page', { pageNum: 1, pageSize: 10, name: `E2E取込` });
    expect(found.total).toBe(0);
  });
});
