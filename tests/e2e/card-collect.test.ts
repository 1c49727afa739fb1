/**
 * The public card-collect page in a real browser against the product, where a wallet user starts: no session, at
 * the collection link of merchant02's approved card (as its card design screen gives it). The card is shown as
 * its platform lays it out; a required field left empty is refused before anything is sent; filled, the card
 * opens and its number is shown. The page is axe clean and stays out of the console: no login, no menu.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, sharedProduct, type RunningProduct } from '../support/browser';
import { DEMO_PASSWORD, WAIT, expectAccessible, path, sideMenu, translator, visible } from './support';

const ja = translator('ja');
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** The collection link of merchant02's approved Alipay card, as the card design screen shows it. */
async function collectionLink(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ clientId: 'console', account: 'merchant02', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const link = await fetch(`${base}/api/ms/card/link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ platform: 'alipay' }),
  });
  return ((await link.json()) as { data: { url: string } }).data.url;
}

beforeAll(async () => {
  [product, browser] = await Promise.all([sharedProduct(), launchChromium()]);
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

describe('the public card-collect page', () => {
  it('opens a card from its collection link with no session', async () => {
    const link = await collectionLink(product.url);
    expect(new URL(link).pathname).toMatch(/^\/card\/open\/[0-9a-f]{32}$/);
    await page.goto(link);
    await path(page, new URL(link).pathname);
    await visible(page.getByRole('heading', { name: ja('cards.collect.title') }));
    await visible(page.getByRole('figure', { name: ja('cards.previewOf', { platform: ja('cards.alipay') }) }));
    expect(await sideMenu(page, 'ja').count()).toBe(0);
    await expectAccessible(page, 'card-collect page');

    // the demo merchant's form: mobile (required), name and birthday; the required one refused empty before sending
    const submit = page.getByRole('button', { name: ja('cards.collect.submit'), exact: true });
    const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${ja(`resources.card-design.fields.${name}`)}`) });
    await visible(field('name'));
    await submit.click();
    await visible(page.getByText(ja('validation.required')).first());
    // the notice saying so comes from the top on a phone, clear of the button at the foot of the form
    const notice = page.getByText(ja('crud.fixErrors'));
    await visible(notice);
    const [noticeBox, submitBox] = [await notice.boundingBox(), await submit.boundingBox()];
    expect(noticeBox!.y + noticeBox!.height).toBeLessThan(submitBox!.y);
    await submit.click({ trial: true });
    await field('mobile').fill('090-5555-0101');
    const opened = page.waitForResponse((r) => r.url().endsWith('/api/ms/card/sandbox/open'), { timeout: WAIT });
    await submit.click();
    const answer = (await (await opened).json()) as { code: number; data: { cardNo: string } };
    expect(answer.code).toBe(200);
    await visible(page.getByText(`${ja('cards.collect.cardNo')}: ${answer.data.cardNo}`));
  });
});
