/**
 * The user form's layout in a real browser, at the widths of the usability pass: on a wide screen (1920 and
 * 1366) the fields sit in two columns, close together, and Save is in view without scrolling; on a phone
 * (390) they stack in one column that fits the screen and every field stays usable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, sharedProduct, type RunningProduct } from '../support/browser';
import { WAIT, logIn, translator, visible } from './support';

const ja = translator('ja');

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  // the run's shared product (reads only)
  [product, browser] = await Promise.all([sharedProduct(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The boxes of the user create form's fields and of its Save button. */
async function openUserForm(width: number, height: number) {
  // logged in on a desktop-sized window (the login helper waits for the side menu, a drawer on a phone)
  const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 768 } });
  context.setDefaultTimeout(WAIT);
  const page = await context.newPage();
  await logIn(page, product.url, 'admin', 'ja');
  await page.setViewportSize({ width, height });
  await page.goto(`${product.url}/users/create`);
  const form = page.locator('form.rjsf').filter({ visible: true });
  await visible(form.getByRole('textbox', { name: ja('resources.users.fields.account') }));
  return { context, page, form };
}

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).filter({ visible: true }).first().boundingBox();
  if (!b) throw new Error(`${selector} not shown`);
  return b;
};

describe('the user form', () => {
  for (const [width, height] of [
    [1920, 1080],
    [1366, 768],
  ]) {
    it(`at ${width}×${height}: two columns, fields close together, Save in view`, async () => {
      const { context, page } = await openUserForm(width, height);
      try {
        const account = await box(page, '[data-field="account"]');
        const name = await box(page, '[data-field="name"]');
        const password = await box(page, '[data-field="password"]');
        // account and name side by side
        expect(Math.abs(name.y - account.y)).toBeLessThan(2);
        expect(name.x).toBeGreaterThan(account.x + account.width - 1);
        // a row (field and gap) takes at most 64 px: account → phone → password is two rows
        expect(password.y - account.y).toBeLessThanOrEqual(2 * 64);
        const save = await page
          .getByRole('button', { name: ja('ra.action.save') })
          .filter({ visible: true })
          .boundingBox();
        expect(save).not.toBeNull();
        expect(save!.y + save!.height).toBeLessThanOrEqual(height);
      } finally {
        await context.close();
      }
    });
  }

  it('at 390×844: one column that fits the screen, every field usable', async () => {
    const { context, page, form } = await openUserForm(390, 844);
    try {
      const account = await box(page, '[data-field="account"]');
      const name = await box(page, '[data-field="name"]');
      expect(name.y).toBeGreaterThan(account.y + account.height - 1);
      expect(Math.abs(name.x - account.x)).toBeLessThan(2);
      // nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const f of ['account', 'name', 'phone', 'email', 'password', 'confirmPassword', 'orgId', 'roleId', 'status']) {
        const b = await box(page, `[data-field="${f}"]`);
        expect(b.x, f).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width, f).toBeLessThanOrEqual(390);
      }
      // the organisation picker opens and can be chosen from on the phone
      await form.getByRole('combobox', { name: ja('resources.users.fields.orgId') }).click();
      await visible(page.getByRole('option').first());
      const option = await page.getByRole('option').first().boundingBox();
      expect(option!.x + option!.width).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });
});
