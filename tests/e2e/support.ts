/**
 * What the browser tests share: the console's own texts (taken from its i18n modules, so a test reads
 * what a user reads), waiting helpers for playwright-core (no @playwright/test: vitest's expect.poll does
 * the retrying), and logging in through the login page.
 */
import { createServer } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import { messagesFor } from '../../src/console/i18n/all';
import type { Locale } from '../../src/domain/locale';

export const DEMO_PASSWORD = 'OpsDemo#2026';

/** Generous: the machine running the tests is small and shared. */
export const WAIT = 45_000;

/**
 * A console message in a locale, as the console shows it (polyglot: `%{name}` placeholders,
 * `smart_count` choosing between `a |||| b`).
 */
export function t(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  let node: unknown = messagesFor(locale);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no message ${key} in ${locale}`);
  let text = node;
  if (text.includes('||||')) {
    const forms = text.split('||||').map((s) => s.trim());
    const n = Number(vars.smart_count ?? 1);
    text = forms[n === 1 || forms.length === 1 ? 0 : 1];
  }
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `%{${name}}`));
}

/** A translator bound to one locale. */
export const translator = (locale: Locale) => (key: string, vars?: Record<string, string | number>) => t(locale, key, vars);

export async function visible(locator: Locator, timeout = WAIT): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

/** Waits until nothing matches (nothing shown, or not in the page at all). */
export async function gone(locator: Locator, timeout = WAIT): Promise<void> {
  await until(async () => (await locator.count()) === 0, timeout, `${locator} still there`);
}

/** Waits for the page's address to be this path (client-side navigations included). */
export async function path(page: Page, pathname: string, timeout = WAIT): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout, waitUntil: 'commit' });
}

/** Polls a condition (usable outside tests too: hooks, the benchmark). */
export async function until(check: () => Promise<boolean> | boolean, timeout = WAIT, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The main side menu. */
export const sideMenu = (page: Page, locale: Locale) => page.getByRole('navigation', { name: t(locale, 'shell.menu.label') });

/** Logs in through the login page as a user would and waits for home. */
export async function logIn(page: Page, baseUrl: string, account: string, locale: Locale, password = DEMO_PASSWORD) {
  const tr = translator(locale);
  if (!page.url().endsWith('/login')) await page.goto(`${baseUrl}/login`);
  await visible(page.getByRole('textbox', { name: tr('login.account') }));
  await page.getByRole('textbox', { name: tr('login.account') }).fill(account);
  await page.getByRole('textbox', { name: tr('login.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: tr('login.submit'), exact: true }).click();
  await path(page, '/home');
  await visible(sideMenu(page, locale));
}

/** The token cookie of the page's context, if any. */
export async function tokenCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'token');
}

/**
 * Waits until the page's transitions and animations have run their course (a notification fading in, a
 * button's ripple): axe reads colours as they are at that moment, and a half-faded text is not the page's
 * colour. Endless ones (progress indicators) are left running.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe once the page has settled; fails on serious or critical violations, printing what they are. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const severeOf = async () => {
    await settled(page);
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };
  let severe = await severeOf();
  // a transition that began after the page settled (a notification the save's answer brought, a chip fading in)
  // is read half-faded: contrast alone is read again once it is over; a real contrast fault stays
  if (severe.length && severe.every((v) => v.id === 'color-contrast')) {
    await page.waitForTimeout(600);
    severe = await severeOf();
  }
  if (severe.length)
    console.error(
      `axe on ${name}:`,
      JSON.stringify(
        severe.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html.slice(0, 200)) })),
        null,
        1,
      ),
    );
  expect(
    severe.map((v) => `${v.id}: ${v.nodes.length}`),
    name,
  ).toEqual([]);
}

/** A port free right now, for a product's embedded broker that the test's own device connects to. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/**
 * Picks devices one by one in the targeting control (ui/DeviceTargets.tsx) inside `scope`: its pick mode, then
 * each serial searched and chosen; waits for the count the server resolves.
 */
export async function pickDevices(page: Page, scope: Locator, serials: string[], locale: Locale = 'ja'): Promise<void> {
  await scope.getByRole('button', { name: t(locale, 'deviceTargets.byPick'), exact: true }).click();
  const search = scope.getByRole('combobox', { name: t(locale, 'deviceTargets.pick') });
  for (const serial of serials) {
    await search.fill(serial);
    await page
      .getByRole('option', { name: new RegExp(serial) })
      .first()
      .click();
  }
  await visible(scope.getByText(t(locale, 'deviceTargets.count', { smart_count: serials.length })));
}

/**
 * Opens a device's detail at `baseUrl` and each of its tabs in turn, running `visit` on each (named by the tab)
 * once it is selected. By name, not position: a tab that appears once its data has loaded (the ad info tab)
 * shifts the others.
 */
export async function eachDeviceTab(page: Page, baseUrl: string, locale: Locale, visit: (name: string) => Promise<void>, serial = 'DEMO-000001') {
  await page.goto(`${baseUrl}/devices/${serial}/show`);
  const tabs = page.getByRole('tablist', { name: t(locale, 'screens.devices.detail.title') });
  await visible(tabs.getByRole('tab').first());
  const names = await tabs.getByRole('tab').allTextContents();
  expect(names.length, 'device tabs').toBeGreaterThan(20);
  for (const name of names) {
    await tabs.getByRole('tab', { name, exact: true }).click();
    await visible(page.getByRole('tab', { name, exact: true, selected: true }));
    await visit(name);
  }
}
