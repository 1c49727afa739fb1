/**
 * The device fleet in a real browser against the product as `npm start` runs it: logged out at the deep
 * link /devices, login brings the user back there; the list shows the demo fleet; a device's detail opens
 * with its tabs, each loaded when chosen and kept in the URL; a floor outside -5..100 is refused on the
 * position form before anything is sent; the list and the detail are axe clean. Over a real MQTT connection
 * (a test client standing in for DEMO-000001 on the broker the topic list names): the shadow it reports, a
 * connection range over 7 days refused before sending and its connection record, and a command pushed from
 * the detail followed through its four stages to the device's ack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchChromium, sharedProduct, type RunningProduct } from '../support/browser';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { DEMO_PASSWORD, WAIT, path, translator, visible, expectAccessible as expectAccessibleOn } from './support';
import { connectDevice, type TestDevice } from '../support/mqtt-device';

const ja = translator('ja');
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const calls: Request[] = [];
let device: TestDevice | undefined;

beforeAll(async () => {
  // the run's shared product (the only sharing file that changes DEMO-000001 or connects a device;
  // devices-online.test.ts, which imports devices and reads the fleet's online figures, has its own)
  [product, browser] = await Promise.all([sharedProduct(), launchChromium()]);
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
  page.on('request', (r) => {
    if (r.url().includes('/api/')) calls.push(r);
  });
});

afterAll(async () => {
  await device?.end(true);
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const expectAccessible = (name: string) => expectAccessibleOn(page, name);

const rowsShown = () => page.locator('table tbody tr').filter({ visible: true });

describe('the device fleet', () => {
  it('a logged-out deep link to /devices leads to login, then back to the list of the demo fleet', async () => {
    await page.goto(`${product.url}/devices`);
    await path(page, '/login');
    await page.getByRole('textbox', { name: ja('login.account') }).fill('admin');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, '/devices');
    await visible(page.locator('td.column-serialNum').filter({ hasText: 'DEMO-000001' }));
    expect(await rowsShown().count()).toBe(10);
    // the online and activated states are translated chips
    await visible(page.locator('td.column-activated').getByText(ja('enum.deviceActivated.true')).first());
    await visible(page.locator('td.column-online').getByText(ja('enum.deviceOnline.false')).first());
    await expectAccessible('device list');
  });

  it('opens a device: its tabs, each loaded when chosen and kept in the URL', async () => {
    await page
      .getByRole('link', { name: ja('ra.action.show') })
      .first()
      .click();
    await page.waitForURL(/\/devices\/DEMO-000001\/show/);
    const tabs = page.getByRole('tablist', { name: ja('screens.devices.detail.title') });
    await visible(tabs.getByRole('tab', { name: ja('screens.devices.detail.tabs.info') }));
    // (the list stays in the page, hidden, while the detail is shown: read the tab's own panel)
    await visible(page.getByRole('tabpanel').getByText(ja('screens.devices.detail.info.serialNum')));
    // the merchant tab is only read when chosen
    expect(calls.filter((r) => r.url().includes('/device/merchant/getBySerialNum')).length).toBe(0);
    await tabs.getByRole('tab', { name: ja('screens.devices.detail.tabs.merchant') }).click();
    await visible(page.getByRole('tabpanel').getByText('東京ベンディング'));
    expect(calls.filter((r) => r.url().includes('/device/merchant/getBySerialNum')).length).toBe(1);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('merchant');
    // a reload keeps the tab
    await page.reload();
    await visible(page.getByRole('tab', { name: ja('screens.devices.detail.tabs.merchant'), selected: true }));
    await visible(page.getByRole('tabpanel').getByText('渋谷駅前店').first());
    // the secret is shown only on demand
    await page.getByRole('tab', { name: ja('screens.devices.detail.tabs.info') }).click();
    const secret = await visible(page.getByTestId('device-secret'));
    expect(await secret.textContent()).toMatch(/^•+$/);
    await page.getByRole('button', { name: ja('screens.devices.detail.info.showSecret') }).click();
    await expect.poll(() => secret.textContent()).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await expectAccessible('device detail');
  });

  it('position: a floor outside -5..100 is refused before anything is sent; a good one is saved', async () => {
    await page.getByRole('tab', { name: ja('screens.devices.detail.tabs.position') }).click();
    const floor = await visible(page.getByRole('spinbutton', { name: ja('resources.devices.fields.floor') }));
    await floor.fill('101');
    const before = calls.filter((r) => r.url().includes('/update/position')).length;
    await page.getByRole('button', { name: ja('screens.devices.detail.position.save') }).click();
    await visible(page.getByText(VALIDATION_MESSAGES['validation.floor'].ja).first());
    expect(calls.filter((r) => r.url().includes('/update/position')).length).toBe(before);
    await expectAccessible('position form with an error');
    await floor.fill('3');
    await page.getByRole('button', { name: ja('screens.devices.detail.position.save') }).click();
    await visible(page.getByText(ja('screens.devices.detail.position.saved')));
    expect(calls.filter((r) => r.url().includes('/update/position')).length).toBe(before + 1);
  });

  it('link tabs over a real MQTT connection: topics name the broker, the shadow shows what the device reported', async () => {
    const tabs = page.getByRole('tablist', { name: ja('screens.devices.detail.title') });
    await tabs.getByRole('tab', { name: ja('screens.devices.detail.tabs.topics') }).click();
    const panel = page.getByRole('tabpanel');
    const broker = await visible(panel.getByText(/^mqtt:\/\//));
    device = await connectDevice((await broker.textContent())!, 'DEMO-000001');
    await device.publish('shadow/reported', { state: { volume: 3, mode: 'eco' } });

    await tabs.getByRole('tab', { name: ja('screens.devices.detail.tabs.shadow') }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('shadow');
    const volume = panel.locator('tr[data-key="volume"]');
    // the report arrives asynchronously: refresh until it is there
    await expect
      .poll(
        async () => {
          if (await volume.count()) return volume.locator('td').nth(2).textContent();
          await panel.getByRole('button', { name: ja('ra.action.refresh') }).click();
          return null;
        },
        { timeout: WAIT, interval: 500 },
      )
      .toBe('3');
    await visible(panel.locator('tr[data-key="mode"]').getByText('eco'));
    await expectAccessible('shadow tab');
  });

  it('parameters: the volume the device reported is changed from the console and reaches the device', async () => {
    const tabs = page.getByRole('tablist', { name: ja('screens.devices.detail.title') });
    await tabs.getByRole('tab', { name: ja('screens.devices.detail.tabs.parameters') }).click();
    const panel = page.getByRole('tabpanel');
    const volume = panel.locator('tr[data-key="volume"]');
    await visible(volume.getByRole('rowheader', { name: ja('deviceTerms.volume') }));
    // the reported value follows the row (its name is known before the device's report is read)
    await expect.poll(() => volume.locator('td').first().textContent(), { timeout: WAIT, interval: 250 }).toBe('3');
    const label = ja('deviceTerms.volume');
    await volume.getByRole('button', { name: ja('screens.devices.detail.parameters.editOne', { name: label }) }).click();
    const dialog = page.getByRole('dialog', { name: ja('screens.devices.detail.parameters.editOne', { name: label }) });
    const input = dialog.getByRole('spinbutton', { name: label });
    await input.fill('11');
    await dialog.getByRole('button', { name: ja('ra.action.save') }).click();
    await visible(dialog.getByText('10以下の値を入力してください'));
    await input.fill('7');
    await dialog.getByRole('button', { name: ja('ra.action.save') }).click();
    // the device gets the desired value; the row says it is pending until the device reports it
    await expect.poll(() => device!.desired.at(-1)?.state, { timeout: WAIT }).toMatchObject({ volume: 7 });
    await visible(volume.getByText(ja('screens.devices.detail.parameters.pendingValue', { value: '7' })));
    await expectAccessible('parameters tab');
  });

  it('connection records: a range over 7 days is refused before anything is sent; the session is listed', async () => {
    const tabs = page.getByRole('tablist', { name: ja('screens.devices.detail.title') });
    await tabs.getByRole('tab', { name: ja('screens.devices.detail.tabs.connections') }).click();
    const panel = page.getByRole('tabpanel');
    // the default range (the last day) lists the session the test device opened
    await visible(panel.locator('table tbody tr').first());
    await visible(panel.getByText(ja('screens.devices.detail.connections.ongoing')));
    const before = calls.filter((r) => r.url().includes('/device/connect/history')).length;
    const end = new Date();
    const start = new Date(end.getTime() - 8 * 86400_000);
    const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await panel.getByLabel(ja('screens.devices.detail.connections.start')).fill(local(start));
    await panel.getByLabel(ja('screens.devices.detail.connections.end')).fill(local(end));
    await panel.getByRole('button', { name: ja('screens.devices.detail.connections.search') }).click();
    await visible(panel.getByText(VALIDATION_MESSAGES['validation.connectionRange'].ja));
    expect(calls.filter((r) => r.url().includes('/device/connect/history')).length).toBe(before);
    await expectAccessible('connection records with a refused range');
  });

  it("pushes a command from the detail and follows it through its four stages to the device's ack", async () => {
    await page.getByRole('button', { name: ja('screens.devices.detail.push.action') }).click();
    const dialog = page.getByRole('dialog', { name: ja('screens.devices.detail.push.title', { serialNum: 'DEMO-000001' }) });
    await dialog.getByRole('combobox', { name: ja('screens.devices.detail.push.type') }).selectOption(String(3));
    await dialog.getByRole('textbox', { name: ja('screens.devices.detail.push.payload') }).fill('{"text": "hello"}');
    await expectAccessible('push command dialog');
    await dialog.getByRole('button', { name: ja('screens.devices.detail.push.send'), exact: true }).click();
    const requestId = (await (await visible(page.getByTestId('push-request-id'))).textContent())!;
    const command = await device!.nextCommand(1, WAIT);
    expect(command).toMatchObject({ requestId, type: 3, payload: { text: 'hello' } });
    await device!.ack(requestId);

    await page.getByRole('button', { name: ja('screens.devices.detail.push.follow') }).click();
    const flow = page.getByRole('dialog', { name: ja('screens.devices.detail.messages.detailTitle') });
    await visible(flow.getByText(requestId));
    const stages = flow.getByRole('list', { name: ja('screens.devices.detail.messages.stages') });
    // the embedded broker reports all four stages; the dialog reads again until the ack is in
    await expect.poll(() => stages.locator('li[data-seen="true"]').count(), { timeout: WAIT }).toBe(4);
    for (const stage of ['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived']) await visible(stages.getByText(ja(`screens.linkFlow.stage.${stage}`)));
    await visible(flow.getByText(ja('screens.linkFlow.status.succeeded')));
    await expectAccessible('push detail with its stages');
    await flow.getByRole('button', { name: ja('ra.action.close') }).click();

    // the message history lists it with its stages
    const tabs = page.getByRole('tablist', { name: ja('screens.devices.detail.title') });
    await tabs.getByRole('tab', { name: ja('screens.devices.detail.tabs.messages') }).click();
    const row = page.getByRole('tabpanel').locator(`tr[data-request-id="${requestId}"]`);
    await visible(row);
    expect(await row.locator('li[data-seen="true"]').count()).toBe(4);
    await expectAccessible('message history');
  });
});
