/**
 * Accessibility of the main screens, checked by axe-core in a real browser against the running product:
 * no serious or critical violation on login, home, the users list, the user create form, the
 * organisation tree and every tab of a device's detail. A failure prints every violation with the elements it
 * concerns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, sharedProduct, type RunningProduct } from '../support/browser';
import { LOCALES, type Locale } from '../../src/domain/locale';
import { WAIT, eachDeviceTab, logIn, path, translator, visible } from './support';

/** The console picks its language from the browser's (a plain context: chromium's own, en-US here). */
let locale: Locale = 'ja';
let tr = translator(locale);

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // the run's shared product (reads only)
  [product, browser] = await Promise.all([sharedProduct(), launchChromium()]);
  context = await browser.newContext();
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const SEVERE = new Set(['serious', 'critical']);

function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}\n      ${n.html.slice(0, 300)}`)
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n\n');
}

/**
 * Runs axe on the page (or the part `include` selects) as it is now; fails listing the serious and critical
 * violations, or every violation when `strict`.
 */
async function expectAccessible(name: string, { include, strict = false }: { include?: string; strict?: boolean } = {}) {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const severe = results.violations.filter((v) => strict || SEVERE.has(v.impact ?? ''));
  if (severe.length) console.error(`axe on ${name}:\n${describeViolations(severe)}`);
  const minor = results.violations.filter((v) => !severe.includes(v));
  if (minor.length) console.info(`axe on ${name}, moderate or minor (not failing): ${minor.map((v) => `${v.id} (${v.nodes.length})`).join(', ')}`);
  expect(
    severe.map((v) => `${v.id}: ${v.nodes.length} element(s)`),
    `${name}: serious or critical violations`,
  ).toEqual([]);
  // it did look at something
  expect(results.passes.length).toBeGreaterThan(10);
}

describe('accessibility (axe-core: no serious or critical violations)', () => {
  it('login', async () => {
    await page.goto(`${product.url}/login`);
    await page.locator('form').waitFor();
    const lang = await page.evaluate(() => document.documentElement.lang);
    expect(LOCALES).toContain(lang);
    locale = lang as Locale;
    tr = translator(locale);
    await visible(page.getByRole('textbox', { name: tr('login.account') }));
    await expectAccessible('login');
    // with the messages of a failed attempt on screen too
    await page.getByRole('button', { name: tr('login.submit'), exact: true }).click();
    await visible(page.getByText(tr('validation.required')));
    await expectAccessible('login with errors');
  });

  it('home', async () => {
    await logIn(page, product.url, 'admin', locale);
    await visible(page.getByRole('heading', { level: 1 }));
    // the figures have loaded
    await visible(page.getByRole('link', { name: tr('shell.home.open', { name: tr('shell.home.users') }) }));
    await visible(page.locator('[data-figure="users"]'));
    await expectAccessible('home');
  });

  it('the users list', async () => {
    await page.goto(`${product.url}/users`);
    await path(page, '/users');
    await visible(page.locator('table tbody td.column-account').filter({ hasText: 'merchant01' }));
    await expectAccessible('users list');
  });

  it('the user create form', async () => {
    await page.goto(`${product.url}/users/create`);
    await visible(page.getByRole('textbox', { name: tr('resources.users.fields.account'), exact: true }));
    await expectAccessible('user create form');
    // and with the schema's messages shown
    await page.getByRole('button', { name: tr('ra.action.save'), exact: true }).click();
    await visible(page.getByText(tr('validation.required')));
    // the notification that comes with them has finished fading in (half-faded colours are not its colours)
    await page.waitForFunction(() => [...document.querySelectorAll('.MuiSnackbarContent-root')].every((e) => getComputedStyle(e).opacity === '1'));
    await expectAccessible('user create form with errors');
  });

  it('the organisation tree', async () => {
    await page.goto(`${product.url}/organisations`);
    await visible(page.getByRole('tree'));
    await visible(page.getByRole('treeitem').first());
    await expectAccessible('organisation tree');
  });

  // every violation, of any impact, in a real browser and colour contrast included (the component tests' jsdom,
  // which checked each tab before, has no layout to judge contrast by)
  it('every tab of a device: no violation at all', async () => {
    await eachDeviceTab(page, product.url, locale, async (name) => {
      const panel = page.getByRole('tabpanel');
      await visible(panel);
      // its data shown: no progress indicator left in the panel
      await expect.poll(() => panel.locator('[role="progressbar"]').count(), { timeout: WAIT }).toBe(0);
      await expectAccessible(`device tab ${name}`, { include: '[role="tabpanel"]', strict: true });
    });
  });
});
