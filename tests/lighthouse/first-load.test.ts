/**
 * The first load, measured by Lighthouse (issue 30 item 5) on its mobile preset (a mid-range phone's screen, its CPU
 * slowed four times, a slow 4G network simulated) against the product as it is served: the login page a
 * logged-out visit opens, and home after logging in. npm test runs this file as a step of its own (tests/run.ts),
 * when nothing else loads the machine: the simulation scales the CPU time it observes.
 *
 * Budgets: the login page scores at least 90 for performance and 100 for accessibility, and sends under 150 kB
 * of JavaScript on the wire; home, 100 for accessibility and at least 90 for performance (the median of three runs).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import lighthouse, { type RunnerResult } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS, sharedProduct, type RunningProduct } from '../support/browser';
import { DEMO_PASSWORD } from '../e2e/support';

const LOGIN_PERFORMANCE = 0.9;
const LOGIN_JS_BYTES = 150_000;
/**
 * Home after login runs react-admin's shell and the dashboard's calls: 0.92-0.93 measured here on a quiet machine,
 * where one run's total blocking time moves by a hundred milliseconds from the next. As Lighthouse's own advice on
 * variance says, home is audited three times and the median judged (HOME_RUNS); each run's figures are printed.
 */
const HOME_PERFORMANCE = 0.9;
const HOME_RUNS = 3;

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([
    sharedProduct(),
    puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS.filter((a) => a !== '--headless'), headless: true }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Lighthouse's run of `url` in `page` (its storage kept: the session of a login before). */
async function audit(page: Page, url: string): Promise<RunnerResult['lhr']> {
  const result = await lighthouse(
    url,
    { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

/** The scores and the metrics behind them, for the log. */
function summary(name: string, lhr: RunnerResult['lhr']): string {
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return `${name}: performance ${score('performance')}, accessibility ${score('accessibility')} (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`;
}

/** The accessibility audits that failed, by id, so a failure names them. */
const a11yFailures = (lhr: RunnerResult['lhr']) =>
  (lhr.categories.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);

/** Bytes of JavaScript received (headers included), by Lighthouse's record of the page's requests. */
function scriptBytes(lhr: RunnerResult['lhr']): number {
  const items = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
}

describe('the first load on a phone (Lighthouse, mobile preset)', () => {
  it('the login page of a logged-out visit: performance 90 or more, accessibility 100, JavaScript under 150 kB', async () => {
    const context = await browser.createBrowserContext();
    try {
      const lhr = await audit(await context.newPage(), `${product.url}/login`);
      const js = scriptBytes(lhr);
      console.log(`${summary('login', lhr)}; JavaScript ${Math.round(js / 1000)} kB on the wire`);
      expect(a11yFailures(lhr)).toEqual([]);
      expect(lhr.categories.accessibility.score).toBe(1);
      expect(js).toBeGreaterThan(0);
      expect(js).toBeLessThan(LOGIN_JS_BYTES);
      expect(lhr.categories.performance.score).toBeGreaterThanOrEqual(LOGIN_PERFORMANCE);
    } finally {
      await context.close();
    }
  });

  it('home after logging in: accessibility 100, performance 90 or more (the median of three runs)', async () => {
    // the browser's default context: Lighthouse saw no paint at all in a second one after a navigation (NO_FCP)
    const page = await browser.newPage();
    try {
      await page.goto(`${product.url}/login`);
      await page.waitForSelector('#login-account', { visible: true });
      await page.type('#login-account', 'admin');
      await page.type('#login-password', DEMO_PASSWORD);
      await page.click('button[type="submit"]');
      await page.waitForFunction(() => location.pathname === '/home' && document.querySelector('h1'), { timeout: 60_000 });
      // what the login started loading (the shell, home's chunks) finishes first, as it would while a user reads
      await page.waitForNetworkIdle({ idleTime: 500 });
      const runs: RunnerResult['lhr'][] = [];
      for (let i = 0; i < HOME_RUNS; i++) {
        const lhr = await audit(page, `${product.url}/home`);
        console.log(summary(`home, run ${i + 1} of ${HOME_RUNS}`, lhr));
        // the page measured is home with its session, not the login page a lost session would show
        expect(lhr.finalDisplayedUrl).toBe(`${product.url}/home`);
        expect(a11yFailures(lhr)).toEqual([]);
        expect(lhr.categories.accessibility.score).toBe(1);
        runs.push(lhr);
      }
      const median = runs.map((lhr) => lhr.categories.performance.score ?? 0).sort((a, b) => a - b)[Math.floor(HOME_RUNS / 2)];
      console.log(`home: median performance ${Math.round(median * 100)}`);
      expect(median).toBeGreaterThanOrEqual(HOME_PERFORMANCE);
    } finally {
      await page.close();
    }
  });
});
