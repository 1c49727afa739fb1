/**
 * The shell's layout in a real browser at a desktop width (1366 px) and a phone width (390 px): with many
 * pages open the tags strip scrolls inside itself (the scroll buttons move it 240 px a step, spec
 * document 2 §9) and the page itself never scrolls sideways, so the list's actions, pagination and the
 * tags menu stay on screen; a list row's actions are reachable on a phone and the create button covers
 * nothing; every loading indicator has an accessible name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium, sharedProduct, type RunningProduct } from '../support/browser';
import { DEMO_PASSWORD, WAIT, path, translator, visible } from './support';

const ja = translator('ja');
const TAG_SCROLL_STEP = 240;

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  // the run's shared product (reads only: forms opened, never saved)
  [product, browser] = await Promise.all([sharedProduct(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Follows an in-app link to `to` (a client-side navigation, as clicking a link in the console does). */
async function go(page: Page, to: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await path(page, to);
}

/** Pages opened one after the other: every list, two create forms, six user details, an edit form. */
const PAGES = [
  '/users',
  '/roles',
  '/organisations',
  '/bdUsers',
  '/users/create',
  '/roles/create',
  '/users/1/show',
  '/users/2/show',
  '/users/3/show',
  '/users/4/show',
  '/users/5/show',
  '/users/6/show',
  '/users/7',
  '/error-log',
];

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error(`${l} has no box`);
  return b;
};

describe.each([
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
])('the shell at $width px', ({ width, height }) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ locale: 'ja-JP', viewport: { width, height } });
    context.setDefaultTimeout(WAIT);
    page = await context.newPage();
    // through the login page (support's logIn waits for the side menu, a closed drawer on a phone)
    await page.goto(`${product.url}/login`);
    await page.getByRole('textbox', { name: ja('login.account') }).fill('admin');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, '/home');
  });
  afterAll(async () => {
    await context?.close();
  });

  const strip = () => page.getByTestId('tags-strip');
  const stripScroll = () => strip().evaluate((el) => el.scrollLeft);

  it('keeps many open tabs inside the tags strip, which its buttons scroll 240 px a step', async () => {
    for (const p of PAGES) {
      await go(page, p);
      await page.locator(`[data-tag="${p}"]`).waitFor({ state: 'attached' });
    }
    await go(page, '/users');
    const rows = page.locator('table tbody tr').filter({ visible: true });
    await visible(rows);
    expect(await page.locator('[data-tag]').count()).toBe(PAGES.length + 1);

    // the page does not scroll sideways: the strip does
    const page_ = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
    expect(page_.scrollWidth).toBeLessThanOrEqual(page_.innerWidth);
    const s = await strip().evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(s.scrollWidth).toBeGreaterThan(s.clientWidth);

    // what the list offers stays on screen: create, the pagination, the tags menu and the scroll buttons
    const onScreen = [
      page.getByRole('link', { name: ja('ra.action.create'), exact: true }).filter({ visible: true }),
      page.locator('.MuiTablePagination-root').filter({ visible: true }),
      page.getByRole('button', { name: ja('shell.tags.actions') }),
      page.getByRole('button', { name: ja('shell.tags.scrollRight') }),
    ];
    for (const l of onScreen) {
      const b = await box(l.first());
      expect(b.x, `${l}`).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, `${l}`).toBeLessThanOrEqual(width);
    }

    // the scroll buttons move the strip a step at a time
    await strip().evaluate((el) => el.scrollTo({ left: 0 }));
    await expect.poll(stripScroll).toBe(0);
    await page.getByRole('button', { name: ja('shell.tags.scrollRight') }).click();
    await expect.poll(stripScroll).toBe(TAG_SCROLL_STEP);
    await page.getByRole('button', { name: ja('shell.tags.scrollRight') }).click();
    await expect.poll(stripScroll).toBe(2 * TAG_SCROLL_STEP);
    await page.getByRole('button', { name: ja('shell.tags.scrollLeft') }).click();
    await expect.poll(stripScroll).toBe(TAG_SCROLL_STEP);
  });

  it("keeps a list row's actions on screen, and the create button covers no column", async () => {
    await go(page, '/users');
    const row = page.locator('table tbody tr').filter({ visible: true }).first();
    await visible(row);
    for (const name of [ja('ra.action.show'), ja('ra.action.edit'), ja('ra.action.delete')]) {
      const button = row.getByRole(name === ja('ra.action.delete') ? 'button' : 'link', { name, exact: true });
      const b = await box(button);
      expect(b.x, name).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, name).toBeLessThanOrEqual(width);
      // nothing lies over it: its centre is the button itself
      const hit = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return Boolean(top && el.contains(top));
      });
      expect(hit, `${name} is covered`).toBe(true);
    }

    const create = page
      .getByRole('link', { name: ja('ra.action.create'), exact: true })
      .filter({ visible: true })
      .first();
    expect(await create.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    const c = await box(create);
    const table = await box(page.locator('table').filter({ visible: true }).first());
    const overlaps = c.x < table.x + table.width && table.x < c.x + c.width && c.y < table.y + table.height && table.y < c.y + c.height;
    expect(overlaps).toBe(false);
  });

  it('names every loading indicator (axe: no aria-progressbar-name finding on the user form)', async () => {
    // the form's choices arrive slowly, so the loading indicators are on screen when axe looks
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/open/customer/**', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    try {
      await page.goto(`${product.url}/users/create`);
      await visible(page.getByRole('textbox', { name: ja('resources.users.fields.account'), exact: true }));
      await visible(page.getByRole('progressbar'));
      const labels = await page.getByRole('progressbar').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      expect(labels.every((l) => l === ja('app.loading'))).toBe(true);
      const results = await new AxeBuilder({ page }).withRules(['aria-progressbar-name']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
      expect(results.passes.map((p) => p.id)).toContain('aria-progressbar-name');
    } finally {
      release();
      await page.unroute('**/api/open/customer/**');
    }
  });
});
