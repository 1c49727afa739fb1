/**
 * The account screens in a real browser against the product as `npm start` runs it: logging in (in
 * Japanese, the default), the menu of the user's role, creating a user through the schema form, finding
 * them in the list, switching language, the tags bar, logging out, and what a merchant may and may not
 * see (their organisation's users only; no BD management, no role editing; /401 and 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchChromium, sharedProduct, type RunningProduct } from '../support/browser';
import { ERRORS } from '../../src/domain/errors';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { DEMO_PASSWORD, WAIT, gone, logIn, path, sideMenu, t, tokenCookie, translator, visible } from './support';

const ja = translator('ja');

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  // the run's shared product (its user e2eUser01 is its own, in another merchant's store; no other sharing file
  // makes users or roles, whose lists it counts)
  [product, browser] = await Promise.all([sharedProduct(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The account cells of the list on screen. */
const accountsShown = (page: Page) => page.locator('table tbody td.column-account').filter({ visible: true }).allTextContents();
/** The rows of the list on screen (pages of other open tags stay in the document, hidden). */
const rowsShown = (page: Page) => page.locator('table tbody tr').filter({ visible: true });

describe('the super admin in a Japanese browser', () => {
  let context: BrowserContext;
  let page: Page;
  /** Every call the page makes (to see that an invalid form is not sent). */
  const calls: Request[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(WAIT);
    page = await context.newPage();
    page.on('request', (r) => {
      if (r.url().includes('/api/')) calls.push(r);
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('is sent to the login page, in Japanese, and told what is missing or wrong', async () => {
    // (a deep link leads back to its page after login: first-load.test.ts)
    await page.goto(`${product.url}/home`);
    await path(page, '/login');
    const account = await visible(page.getByRole('textbox', { name: ja('login.account') }));
    expect(await page.title()).toBe(ja('app.title'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    await visible(page.getByRole('heading', { level: 1, name: ja('app.title') }));

    // nothing typed: both fields 'cannot be empty', nothing sent
    const before = calls.length;
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    const required = VALIDATION_MESSAGES['validation.required'].ja;
    await expect.poll(() => page.getByText(required, { exact: true }).count(), { timeout: WAIT }).toBe(2);
    expect(await account.getAttribute('aria-invalid')).toBe('true');
    expect(calls.slice(before).filter((r) => r.url().includes('/auth/login'))).toHaveLength(0);

    // a wrong password: the server's message, in Japanese; still on login, no token
    const loginBodies: string[] = [];
    await page.route('**/api/auth/login', async (route) => {
      loginBodies.push(route.request().postData() ?? '');
      await route.continue();
    });
    await account.fill('  admin ');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    const alert = await visible(page.getByRole('alert').filter({ hasText: ERRORS[101003].msg.ja }));
    expect(await alert.first().textContent()).toBe(ERRORS[101003].msg.ja);
    // the account is trimmed before sending
    expect(loginBodies).toHaveLength(1);
    expect(new URLSearchParams(loginBodies[0]).get('account')).toBe('admin');
    await page.unroute('**/api/auth/login');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await tokenCookie(page)).toBeUndefined();

    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, '/home');
    const token = await tokenCookie(page);
    expect(token?.value).toBeTruthy();
    // one day unless the server says otherwise
    expect(token!.expires * 1000).toBeGreaterThan(Date.now() + 3600_000);
    await visible(page.getByRole('heading', { level: 1, name: /システム管理者/ }));
    await expect.poll(() => page.title(), { timeout: WAIT }).toBe(`${ja('shell.pages.home')} - ${ja('app.title')}`);
  });

  it('sees the menu of their role', async () => {
    const menu = sideMenu(page, 'ja');
    await visible(menu.getByRole('link', { name: ja('shell.menu.home') }));
    const group = menu.getByRole('button', { name: ja('menu.accounts') });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    for (const key of ['menu.users', 'menu.roles', 'menu.organisations', 'menu.bdUsers']) {
      await visible(menu.getByRole('link', { name: ja(key), exact: true }));
    }
  });

  it('refuses an invalid account in the form before sending it, then creates the user', async () => {
    await sideMenu(page, 'ja')
      .getByRole('link', { name: ja('menu.users'), exact: true })
      .click();
    await path(page, '/users');
    await visible(rowsShown(page).filter({ hasText: 'merchant01' }));
    await page.getByRole('link', { name: ja('ra.action.create'), exact: true }).click();
    await path(page, '/users/create');
    await visible(page.getByRole('heading', { level: 1, name: `${ja('menu.users')} · ${ja('shell.tags.create')}` }));

    const field = (key: string) => page.getByRole('textbox', { name: ja(`resources.users.fields.${key}`), exact: true });
    await visible(field('account'));
    // the pickers' buttons speak the page's language too
    await visible(page.getByRole('button', { name: ja('ra.action.open'), exact: true }));
    await field('account').fill('bad account!');
    await field('name').fill('試験 太郎');
    await field('password').fill('E2e#Pass2026');
    await field('confirmPassword').fill('E2e#Pass2026');

    const before = calls.length;
    await page.getByRole('button', { name: ja('ra.action.save'), exact: true }).click();
    const accountRule = VALIDATION_MESSAGES['validation.account'].ja;
    await visible(page.getByText(accountRule, { exact: true }));
    expect(await field('account').getAttribute('aria-invalid')).toBe('true');
    // the schema said no: nothing was sent
    expect(calls.slice(before).filter((r) => r.url().includes('/api/user/save'))).toHaveLength(0);
    await page.screenshot({ path: '/tmp/e2e-accounts-invalid.png', fullPage: true });

    await field('account').fill('e2eUser01');
    await page.getByRole('combobox', { name: ja('resources.users.fields.orgId'), exact: true }).fill('品川');
    // a store of another merchant than merchant01's: the merchant must not see this user
    await page.getByRole('option', { name: '品川港南店', exact: true }).click();
    await page.getByRole('combobox', { name: ja('resources.users.fields.roleId'), exact: true }).click();
    await page.getByRole('option', { name: '店舗担当者', exact: true }).click();
    await gone(page.getByText(accountRule, { exact: true }));

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/save'), { timeout: WAIT });
    await page.getByRole('button', { name: ja('ra.action.save'), exact: true }).click();
    const answer = await (await saved).json();
    expect(answer.code).toBe(200);
    // the new user's page
    await path(page, `/users/${answer.data.id}/show`);
    await visible(page.getByText('e2eUser01', { exact: true }));
  });

  it('finds the new user in the list by filtering', async () => {
    await sideMenu(page, 'ja')
      .getByRole('link', { name: ja('menu.users'), exact: true })
      .click();
    await path(page, '/users');
    await visible(rowsShown(page));
    await page.getByRole('textbox', { name: ja('resources.users.fields.account'), exact: true }).fill('e2eUser');
    await expect.poll(() => accountsShown(page), { timeout: WAIT }).toEqual(['e2eUser01']);
    const row = rowsShown(page).filter({ hasText: 'e2eUser01' });
    expect(await row.textContent()).toContain('品川港南店');
    expect(await row.textContent()).toContain('試験 太郎');
    // the filter is on the address: the tag and a reload keep it
    expect(new URL(page.url()).search).toContain('e2eUser');
  });

  it('switches language to English and Traditional Chinese: labels change, the title is reset', async () => {
    const menu = sideMenu(page, 'ja');
    await menu.getByRole('link', { name: ja('menu.roles'), exact: true }).click();
    await path(page, '/roles');

    await page.getByRole('button', { name: `${ja('shell.header.language')}: 日本語` }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    const en = translator('en');
    await visible(sideMenu(page, 'en').getByRole('link', { name: en('menu.users'), exact: true }));
    await visible(sideMenu(page, 'en').getByRole('link', { name: en('menu.roles'), exact: true }));
    await expect.poll(() => page.title(), { timeout: WAIT }).toBe(`${en('menu.roles')} - ${en('app.title')}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await visible(page.getByRole('navigation', { name: en('shell.tags.label') }).getByRole('link', { name: en('shell.pages.home') }));
    await gone(sideMenu(page, 'ja'));

    await page.getByRole('button', { name: `${en('shell.header.language')}: English` }).click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    const tw = translator('zh-TW');
    await visible(sideMenu(page, 'zh-TW').getByRole('link', { name: tw('menu.organisations'), exact: true }));
    await expect.poll(() => page.title(), { timeout: WAIT }).toBe(`${tw('menu.roles')} - ${tw('app.title')}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-TW');
    // the list's own labels follow
    await visible(page.getByRole('columnheader', { name: tw('resources.roles.fields.name') }));
    await page.screenshot({ path: '/tmp/e2e-accounts-zh-TW.png', fullPage: true });

    // the choice is kept (a reload stays in Traditional Chinese), then back to Japanese
    await page.reload();
    await visible(sideMenu(page, 'zh-TW'));
    await page.getByRole('button', { name: `${tw('shell.header.language')}: 繁體中文` }).click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await visible(sideMenu(page, 'ja').getByRole('link', { name: ja('menu.roles'), exact: true }));
    await expect.poll(() => page.title(), { timeout: WAIT }).toBe(`${ja('menu.roles')} - ${ja('app.title')}`);
  });

  it('opens and closes tags; home is not closable; a reload keeps the tags', async () => {
    const tags = page.getByRole('navigation', { name: ja('shell.tags.label') });
    const titles = async () => (await tags.getByRole('link').allTextContents()).map((x) => x.trim());
    const home = ja('shell.pages.home');
    const closeTag = (title: string) => tags.getByRole('button', { name: ja('shell.tags.closeTag', { title }), exact: true });

    // close all: only home is left, and it is shown
    await tags.getByRole('button', { name: ja('shell.tags.actions') }).click();
    await page.getByRole('menuitem', { name: ja('shell.tags.closeAll') }).click();
    await expect.poll(titles, { timeout: WAIT }).toEqual([home]);
    await path(page, '/home');

    for (const [key, to] of [
      ['menu.users', '/users'],
      ['menu.roles', '/roles'],
      ['menu.organisations', '/organisations'],
    ]) {
      await sideMenu(page, 'ja')
        .getByRole('link', { name: ja(key), exact: true })
        .click();
      await path(page, to);
      // as a user would: look at the page before going on
      await visible(page.getByRole('heading', { level: 1, name: ja(key) }));
    }
    await expect.poll(titles, { timeout: WAIT }).toEqual([home, ja('menu.users'), ja('menu.roles'), ja('menu.organisations')]);
    expect(await tags.getByRole('link', { name: ja('menu.organisations') }).getAttribute('aria-current')).toBe('page');
    // home has no close button; the others have one each
    expect(await closeTag(home).count()).toBe(0);
    for (const key of ['menu.users', 'menu.roles', 'menu.organisations']) await visible(closeTag(ja(key)));

    // closing a tag in the background leaves the page where it is
    await closeTag(ja('menu.roles')).click();
    await expect.poll(titles, { timeout: WAIT }).toEqual([home, ja('menu.users'), ja('menu.organisations')]);
    expect(new URL(page.url()).pathname).toBe('/organisations');

    // closing the active tag shows its left neighbour
    await closeTag(ja('menu.organisations')).click();
    await path(page, '/users');
    await expect.poll(titles, { timeout: WAIT }).toEqual([home, ja('menu.users')]);

    // a reload keeps the open tags (and the page)
    await sideMenu(page, 'ja')
      .getByRole('link', { name: ja('menu.organisations'), exact: true })
      .click();
    await path(page, '/organisations');
    await page.reload();
    await visible(sideMenu(page, 'ja'));
    expect(new URL(page.url()).pathname).toBe('/organisations');
    await expect.poll(titles, { timeout: WAIT }).toEqual([home, ja('menu.users'), ja('menu.organisations')]);

    // close others (from the tag's right-click menu): home and that tag stay
    await tags.getByRole('link', { name: ja('menu.users'), exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: ja('shell.tags.closeOthers') }).click();
    await expect.poll(titles, { timeout: WAIT }).toEqual([home, ja('menu.users')]);
    await path(page, '/users');
  });

  it('has a role editor for the super admin (what the merchant must not have)', async () => {
    await sideMenu(page, 'ja')
      .getByRole('link', { name: ja('menu.roles'), exact: true })
      .click();
    await path(page, '/roles');
    await visible(page.getByRole('heading', { level: 1, name: ja('menu.roles') }));
    await visible(rowsShown(page));
    await visible(page.getByRole('link', { name: ja('ra.action.create'), exact: true }));
    await visible(page.getByRole('link', { name: ja('ra.action.edit'), exact: true }));
  });

  it('logs out: back to login, the token cookie gone', async () => {
    await page.getByRole('button', { name: `${ja('shell.header.userMenu')}: admin` }).click();
    await page.getByRole('menuitem', { name: ja('shell.header.logout') }).click();
    await path(page, '/login');
    await visible(page.getByRole('textbox', { name: ja('login.account') }));
    expect(await tokenCookie(page)).toBeUndefined();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    // the guard: without a token a page sends to login again
    await page.goto(`${product.url}/users`);
    await path(page, '/login');
  });
});

describe('a merchant user', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(WAIT);
    page = await context.newPage();
    await logIn(page, product.url, 'merchant01', 'ja');
  });
  afterAll(async () => {
    await context?.close();
  });

  it('sees only the menu entries the role grants (no BD management)', async () => {
    const menu = sideMenu(page, 'ja');
    const group = menu.getByRole('button', { name: ja('menu.accounts') });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    for (const key of ['menu.users', 'menu.roles', 'menu.organisations']) {
      await visible(menu.getByRole('link', { name: ja(key), exact: true }));
    }
    expect(await menu.getByRole('link', { name: ja('menu.bdUsers') }).count()).toBe(0);
  });

  it("sees only their organisation's users", async () => {
    await sideMenu(page, 'ja')
      .getByRole('link', { name: ja('menu.users'), exact: true })
      .click();
    await path(page, '/users');
    await visible(page.getByRole('heading', { level: 1, name: ja('menu.users') }));
    // their merchant and its stores only: not the user the admin made in another merchant's store
    await expect.poll(async () => (await accountsShown(page)).sort(), { timeout: WAIT }).toEqual(['merchant01', 'store01']);
  });

  it('may give a new user only the roles assignable in the chosen organisation', async () => {
    await page.goto(`${product.url}/users/create`);
    await path(page, '/users/create');
    await page.getByRole('combobox', { name: ja('resources.users.fields.roleId'), exact: true }).click();
    // the platform's merchant and store roles are offered; the platform administrator role is not
    await expect
      .poll(async () => (await page.getByRole('option').locator('[data-option-label]').allTextContents()).sort(), { timeout: WAIT })
      .toEqual(['加盟店管理者', '店舗担当者']);
    await page.keyboard.press('Escape');
  });

  it('sees roles but no button to create or edit one', async () => {
    await sideMenu(page, 'ja')
      .getByRole('link', { name: ja('menu.roles'), exact: true })
      .click();
    await path(page, '/roles');
    await visible(page.getByRole('heading', { level: 1, name: ja('menu.roles') }));
    // the demo roles belong to the platform, above the merchant: none is listed
    await visible(page.getByText(ja('ra.navigation.no_results', { name: ja('resources.roles.name') })));
    expect(await page.getByRole('link', { name: ja('ra.action.create'), exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: ja('ra.action.edit'), exact: true }).count()).toBe(0);
    // nor a way round it: the role editor's routes answer 401
    await page.goto(`${product.url}/roles/create`);
    await path(page, '/401');
    await page.goto(`${product.url}/roles/1`);
    await path(page, '/401');
  });

  it('is sent to /401 by a route the role lacks, and shown 404 for an unknown path', async () => {
    await page.goto(`${product.url}/bdUsers`);
    await path(page, '/401');
    await visible(page.getByRole('heading', { name: ja('shell.pages.401') }));
    await visible(page.getByText(ja('shell.errorPages.401')));

    await page.goto(`${product.url}/no-such-page`);
    await visible(page.getByRole('heading', { name: ja('shell.pages.404') }));
    await visible(page.getByText(t('ja', 'shell.errorPages.404')));
    // still logged in: the way home works
    await page.getByRole('link', { name: ja('shell.errorPages.backHome') }).click();
    await path(page, '/home');
  });
});
