/**
 * The link flow in a real browser against the product as `npm start` runs it, with its embedded MQTT
 * broker and a real MQTT client standing in for a device (tests/support/mqtt-device.ts): logged out at the
 * deep link /linkFlow, login brings the user back there; a command pushed to the connected device, which
 * acknowledges it, is counted as succeeded and, looked up by serial number and requestId, shows all four
 * stages with their times; a push to a device that is not connected shows the stages it has not reached
 * as such; the screen is axe clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, startProduct, type RunningProduct } from '../support/browser';
import { connectDevice, type TestDevice } from '../support/mqtt-device';
import { DEMO_PASSWORD, WAIT, freePort, path, tokenCookie, translator, visible, expectAccessible as expectAccessibleOn } from './support';

const ja = translator('ja');
const SERIAL = 'DEMO-000001';
const OFFLINE_SERIAL = 'DEMO-000002';
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let device: TestDevice | undefined;
let mqttPort: number;

beforeAll(async () => {
  mqttPort = await freePort();
  [product, browser] = await Promise.all([
    startProduct({ env: { SIMULATE_DEVICES: '0', MQTT_PORT: String(mqttPort), MQTT_HOST: '127.0.0.1' } }),
    launchChromium(),
  ]);
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
});

afterAll(async () => {
  await device?.end(true);
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const expectAccessible = (name: string) => expectAccessibleOn(page, name);

/** Pushes a command as an integrator would, with the page's session. */
async function push(serialNum: string, ttlSeconds?: number): Promise<string> {
  const token = (await tokenCookie(page))!.value;
  const res = await fetch(`${product.url}/api/push/device/command`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ serialNum, type: 3, payload: { ping: true }, ...(ttlSeconds ? { ttlSeconds } : {}) }),
  });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data.requestId;
}

const lookupSection = () => page.getByRole('region', { name: ja('screens.link.lookup') });

async function lookUp(serialNum: string, requestId: string) {
  const lookup = lookupSection();
  await lookup.getByRole('textbox', { name: ja('screens.link.serialNum') }).fill(serialNum);
  await lookup.getByRole('textbox', { name: ja('screens.link.requestId') }).fill(requestId);
  await lookup.getByRole('button', { name: ja('screens.link.lookupSubmit'), exact: true }).click();
  return visible(lookup.getByRole('list', { name: ja('screens.link.flow') }));
}

describe('the link flow', () => {
  it('a logged-out deep link to /linkFlow leads to login, then back to the statistics', async () => {
    await page.goto(`${product.url}/linkFlow`);
    await path(page, '/login');
    await page.getByRole('textbox', { name: ja('login.account') }).fill('admin');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, '/linkFlow');
    await visible(page.getByRole('heading', { name: ja('screens.link.title') }));
    await visible(page.getByTestId('link-counts'));
    await visible(page.getByRole('region', { name: ja('screens.link.statistics') }).getByText(ja('screens.link.noData')));
  });

  it('a command acknowledged by the device: succeeded, with all four stages and their times', async () => {
    device = await connectDevice(`mqtt://127.0.0.1:${mqttPort}`, SERIAL);
    const requestId = await push(SERIAL);
    const cmd = await device.nextCommand(1, 15_000);
    expect(cmd.requestId).toBe(requestId);
    await device.ack(requestId);

    const flow = await lookUp(SERIAL, requestId);
    const stages = flow.getByRole('listitem');
    await expect
      .poll(() => stages.evaluateAll((els) => els.map((e) => `${e.getAttribute('data-stage')}:${e.getAttribute('data-reached')}`)), { timeout: WAIT })
      .toEqual(['apiSent:true', 'brokerReceived:true', 'brokerSent:true', 'deviceReceived:true']);
    for (const stage of ['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived']) {
      await visible(flow.getByText(ja(`screens.link.stage.${stage}`), { exact: true }));
    }
    expect(await flow.locator('time').count()).toBe(4);
    await visible(lookupSection().getByText(ja('screens.link.statuses.succeeded'), { exact: true }));
    await visible(lookupSection().getByText(/リンク全体：/));

    // the statistics count it once they are read again
    await page
      .getByRole('search', { name: ja('screens.link.filters') })
      .getByRole('button', { name: ja('screens.link.apply'), exact: true })
      .click();
    const counts = page.getByTestId('link-counts');
    const value = (key: string) => counts.getByText(ja(key), { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => value('screens.link.statuses.succeeded').textContent(), { timeout: WAIT }).toBe('1');
    expect(await value('screens.link.total').textContent()).toBe('1');
    const recent = page.getByRole('table', { name: ja('screens.link.recent') });
    await visible(recent.getByText(requestId));
    await expectAccessible('link flow with a push looked up');
  });

  it('a push to a device that is not connected: the stages it has not reached are shown as not reached', async () => {
    const requestId = await push(OFFLINE_SERIAL, 3600);
    const flow = await lookUp(OFFLINE_SERIAL, requestId);
    const received = flow.locator('li[data-stage="deviceReceived"]');
    await visible(received.getByText(ja('screens.link.notReached'), { exact: true }));
    expect(await received.locator('time').count()).toBe(0);
    expect(await flow.locator('li[data-stage="apiSent"] time').count()).toBe(1);
    await visible(lookupSection().getByText(ja('screens.link.incomplete')));
    await expectAccessible('link flow with an undelivered push');
  });
});
