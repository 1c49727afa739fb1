/**
 * Members and marketing (issue 16) in a real browser against the product as `npm start` runs it, with its
 * embedded MQTT broker and a real MQTT client standing in for a vending machine, as the demo merchant
 * administrator merchant01 in a Japanese browser: logged out at the deep link of the wallet card design, login
 * brings the user back there; the live preview follows the typed brand and title; a 300 × 300 logo is refused
 * with the server's rule (it reads the PNG's pixels), a 500 × 500 one is kept and shown in the preview, and the
 * design is saved for review. A coupon template breaking a rule (an issue period over 90 days, a name with a
 * space) is told on screen with no save sent; fixed, it is saved and found on the list. A machine's pay event
 * naming a demo member as payer earns that member the consumption reward: the member's detail shows the
 * balance grown and the new row in the points history with the order number. Every screen visited (card
 * design, coupon form and list, member list and detail, campaigns, holiday marketing) is axe clean.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, startProduct, type RunningProduct } from '../support/browser';
import { connectDevice, type TestDevice } from '../support/mqtt-device';
import { png } from '../support/png';
import { ERRORS } from '../../src/domain/errors';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { addDays, tokyoDay } from '../../src/domain/coupons';
import { demoPayer } from '../../src/domain/demo-members';
import { DEMO_PASSWORD, WAIT, freePort, path, tokenCookie, translator, visible, expectAccessible as expectAccessibleOn } from './support';

const ja = translator('ja');
const RUN = String(Date.now() % 100000);
const BRAND = `E2E自販機${RUN}`;
const CARD_TITLE = '会員カード';
const COUPON = `冬の割引${RUN}`;
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let device: TestDevice | undefined;
let mqttPort: number;
const files = mkdtempSync(join(tmpdir(), 'e2e-members-'));

beforeAll(async () => {
  mqttPort = await freePort();
  [product, browser] = await Promise.all([
    startProduct({ env: { SIMULATE_DEVICES: '0', MQTT_PORT: String(mqttPort), MQTT_HOST: '127.0.0.1' } }),
    launchChromium(),
  ]);
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
  writeFileSync(join(files, 'small.png'), png(300, 300));
  writeFileSync(join(files, 'logo.png'), png(500, 500, { rgb: [20, 90, 200] }));
});

afterAll(async () => {
  await device?.end(true);
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const expectAccessible = (name: string) => expectAccessibleOn(page, name);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Calls the API with the page's session, as the console does. */
async function api<T>(route: string, body: Record<string, unknown>): Promise<T> {
  const token = (await tokenCookie(page))!.value;
  const res = await fetch(`${product.url}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  return answer.data as T;
}

describe('wallet card design', () => {
  const cardField = (key: string) => page.getByRole('textbox', { name: ja(`resources.card-design.fields.${key}`), exact: true });

  it('starts logged out at the card design, and lands on it after logging in', async () => {
    await page.goto(`${product.url}/card-design`);
    await path(page, '/login');
    await page.getByRole('textbox', { name: ja('login.account') }).fill('merchant01');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, '/card-design');
    await visible(page.getByRole('heading', { name: ja('cards.title') }));
    await visible(page.getByRole('button', { name: ja('cards.submit'), exact: true }));
    await expectAccessible('card design');
  });

  it('previews what is typed, refuses a too small logo with the rule, keeps a good one, and saves', async () => {
    await cardField('brand').fill(BRAND);
    await cardField('title').fill(CARD_TITLE);
    const alipay = page.getByRole('figure', { name: ja('cards.previewOf', { platform: ja('cards.alipay') }) });
    const wechat = page.getByRole('figure', { name: ja('cards.previewOf', { platform: ja('cards.wechat') }) });
    await visible(alipay.getByText(BRAND, { exact: true }));
    await visible(alipay.getByText(CARD_TITLE, { exact: true }));
    await visible(wechat.getByText(BRAND, { exact: true }));
    await visible(wechat.getByText(CARD_TITLE, { exact: true }));

    const label = (n: number) => page.getByRole('textbox', { name: `${ja('cards.label')} 1`, exact: true }).nth(n);
    const link = (n: number) => page.getByRole('textbox', { name: `${ja('cards.url')} 1`, exact: true }).nth(n);
    await label(0).fill('ポイント');
    await link(0).fill('https://example.com/points');
    await label(1).fill('店舗');
    await link(1).fill('https://example.com/stores');
    await visible(alipay.getByText('ポイント ›'));

    const logo = page.getByLabel(ja('resources.card-design.fields.logo'), { exact: true });
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/ms/card/image/upload'));
    await logo.setInputFiles(join(files, 'small.png'));
    expect((await (await refused).json()).code).toBe(206006);
    await visible(page.getByRole('alert').filter({ hasText: ERRORS[206006].msg.ja }));
    expect(await alipay.locator('img').count()).toBe(0);

    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/ms/card/image/upload'));
    await logo.setInputFiles(join(files, 'logo.png'));
    expect((await (await uploaded).json()).code).toBe(200);
    await expect.poll(() => page.getByText(ERRORS[206006].msg.ja).count(), { timeout: WAIT }).toBe(0);
    for (const preview of [alipay, wechat]) {
      await expect
        .poll(
          () =>
            preview
              .locator('img')
              .first()
              .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
          { timeout: WAIT },
        )
        .toBe(500);
    }

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/ms/card/template/addOrUpdate'));
    await page.getByRole('button', { name: ja('cards.submit'), exact: true }).click();
    const answer = await (await saved).json();
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    await visible(page.getByText(ja('cards.saved')));
    // the review's state replaces "not created"
    await expect.poll(() => page.getByText(ja('cards.status.none'), { exact: true }).count(), { timeout: WAIT }).toBe(0);
    await expectAccessible('card design with a logo, saved');
  });
});

describe('coupon templates', () => {
  // the form's fields (the list behind keeps its filter and column chooser, with the same labels)
  const form = () => page.locator('form').filter({ has: page.locator('#root_name') });
  const field = (key: string) => form().getByLabel(new RegExp(`^${escape(ja(`resources.couponTemplates.fields.${key}`))}(\\s*\\*)?$`));

  it('tells a broken rule before saving, sends nothing, then saves the fixed template and lists it', async () => {
    await page.goto(`${product.url}/couponTemplates`);
    await path(page, '/couponTemplates');
    await page.getByRole('link', { name: ja('ra.action.create') }).click();
    await path(page, '/couponTemplates/create');
    const today = tokyoDay(new Date());
    await visible(page.getByTestId('coupon-rules'));
    await expect.poll(() => page.getByTestId('coupon-rules').textContent(), { timeout: WAIT }).toContain(today);
    await expectAccessible('coupon template form');

    let saves = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/ms/coupon/template/save')) saves++;
    });
    await field('name').fill(`冬の 割引${RUN}`);
    await field('faceValue').fill('100');
    await field('quantity').fill('100');
    await field('issueStart').fill(today);
    await field('issueEnd').fill(addDays(today, 100));
    await field('validDays').fill('30');
    // the issue period over 90 days is flagged as soon as it is typed
    await visible(page.getByTestId('coupon-rules-broken').getByText(VALIDATION_MESSAGES['validation.couponIssueSpan'].ja));
    await page.getByRole('button', { name: ja('ra.action.save'), exact: true }).click();
    await visible(page.getByText(VALIDATION_MESSAGES['validation.couponIssueSpan'].ja));
    await field('issueEnd').fill(addDays(today, 30));
    await expect.poll(() => page.getByTestId('coupon-rules-broken').count(), { timeout: WAIT }).toBe(0);
    // the name with a space is the schema's rule, told on save
    await page.getByRole('button', { name: ja('ra.action.save'), exact: true }).click();
    await visible(page.getByText(VALIDATION_MESSAGES['validation.couponName'].ja));
    expect(saves).toBe(0);

    await field('name').fill(COUPON);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/ms/coupon/template/save'));
    await page.getByRole('button', { name: ja('ra.action.save'), exact: true }).click();
    const answer = await (await saved).json();
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    expect(saves).toBe(1);
    await path(page, `/couponTemplates/${answer.data.id}/show`);
    await visible(page.getByText(COUPON));

    await page.goto(`${product.url}/couponTemplates`);
    await visible(page.getByRole('row').filter({ hasText: COUPON }));
    await expectAccessible('coupon template list');
  });
});

describe("a member's points after a vend", () => {
  it('a pay event naming the member as payer grows the balance shown on the detail, with the new consumption row', async () => {
    await page.goto(`${product.url}/members`);
    await path(page, '/members');
    await visible(page.getByRole('link', { name: ja('ra.action.show') }));
    await expectAccessible('member list');

    // demo member 1 of the merchant: its card number is M, the merchant's id in 4 digits, then 1 in 8
    const { list } = await api<{ list: { orgId: number }[] }>('ms/member/pageList', { pageNum: 1, pageSize: 1 });
    const cardNo = `M${String(list[0].orgId).padStart(4, '0')}${String(1).padStart(8, '0')}`;
    await page.getByRole('textbox', { name: ja('resources.members.fields.cardNo') }).fill(cardNo);
    const row = page.getByRole('row').filter({ hasText: cardNo });
    await visible(row);
    // the list filtered: every row left is the member's
    const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: ja('ra.action.show') }) });
    await expect.poll(async () => (await rows.allInnerTexts()).filter((text) => !text.includes(cardNo)), { timeout: WAIT }).toEqual([]);
    await row
      .getByRole('link', { name: ja('ra.action.show') })
      .first()
      .click();
    await page.waitForURL((url) => /^\/members\/\d+\/show$/.test(url.pathname), { timeout: WAIT, waitUntil: 'commit' });
    await visible(page.getByText(cardNo).first());
    await visible(page.getByRole('table', { name: ja('memberScreens.history') }));

    const balance = page.getByText(ja('resources.members.fields.points'), { exact: true }).locator('xpath=following-sibling::dd[1]');
    const before = Number(await (await visible(balance)).first().textContent());
    expect(Number.isInteger(before)).toBe(true);
    await expectAccessible('member detail');

    // a machine of the merchant takes a 450 JPY cashless payment from the member: 1 point per 100 JPY
    const { list: devices } = await api<{ list: { serialNum: string }[] }>('device/pageListFast', { pageNum: 1, pageSize: 1 });
    device = await connectDevice(`mqtt://127.0.0.1:${mqttPort}`, devices[0].serialNum);
    const orderNo = `E2E-MEMBER-${RUN}`;
    await device.publish('event', { ts: new Date().toISOString(), type: 'pay', orderNo, amount: 450, currency: 'JPY', payType: 205, payer: demoPayer(1) });

    const history = page.getByRole('table', { name: ja('memberScreens.history') });
    const newRow = history.getByRole('row').filter({ hasText: orderNo });
    await expect
      .poll(
        async () => {
          await page.reload();
          await visible(history);
          return newRow.count();
        },
        { timeout: WAIT, interval: 2000 },
      )
      .toBe(1);
    await visible(newRow.getByText(ja('enum.pointsReason.consumption'), { exact: true }));
    await visible(newRow.getByText('+4', { exact: true }));
    await visible(newRow.getByText(String(before + 4), { exact: true }));
    expect(Number(await balance.first().textContent())).toBe(before + 4);
    await expectAccessible('member detail after a vend');
  });
});

describe('campaigns and holiday marketing', () => {
  it('the campaign list is axe clean', async () => {
    await page.goto(`${product.url}/campaigns`);
    await path(page, '/campaigns');
    await visible(page.getByRole('link', { name: ja('ra.action.create') }));
    await visible(page.getByRole('table'));
    await expectAccessible('campaign list');
  });

  it('the holiday marketing screen is axe clean', async () => {
    await page.goto(`${product.url}/holidays`);
    await path(page, '/holidays');
    await visible(page.getByRole('heading', { name: ja('festivals.title') }));
    await visible(page.getByRole('table'));
    await expectAccessible('holiday marketing');
  });
});
