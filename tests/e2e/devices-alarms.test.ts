/**
 * Alarm rules and operator messages in a real browser against the product as `npm start` runs it:
 * logged out at the deep link /alarm-rules, login brings the user back there; on the rule editor a threshold
 * outside the chosen source type's range is refused with the translated rule before anything is sent, and a
 * good rule is saved and listed; an operator message is created with its file, given two target devices from
 * the fleet and pushed to all: its detail shows each device's delivery (the device connected over MQTT and
 * acknowledging succeeds with the four stages, the offline one stays pushed). The screens are axe clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchChromium, startProduct, type RunningProduct } from '../support/browser';
import { connectDevice, type TestDevice } from '../support/mqtt-device';
import { VALIDATION_MESSAGES } from '../../src/domain/validation-messages';
import { DEMO_PASSWORD, WAIT, freePort, path, pickDevices, translator, visible, expectAccessible as expectAccessibleOn } from './support';

const ja = translator('ja');
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let device: TestDevice | undefined;
let acking: ReturnType<typeof setInterval> | undefined;
let mqttPort: number;
const calls: Request[] = [];

beforeAll(async () => {
  mqttPort = await freePort();
  [product, browser] = await Promise.all([startProduct({ env: { SIMULATE_DEVICES: '0', MQTT_PORT: String(mqttPort) } }), launchChromium()]);
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
  page.on('request', (r) => {
    if (r.url().includes('/api/')) calls.push(r);
  });
});

afterAll(async () => {
  if (acking) clearInterval(acking);
  await device?.end(true);
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const expectAccessible = (name: string) => expectAccessibleOn(page, name);

const callsTo = (part: string) => calls.filter((r) => r.url().includes(part)).length;

describe('alarm rules', () => {
  it('a logged-out deep link to /alarm-rules leads to login, then back to the rules', async () => {
    await page.goto(`${product.url}/alarm-rules`);
    await path(page, '/login');
    await page.getByRole('textbox', { name: ja('login.account') }).fill('admin');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, '/alarm-rules');
    // the demo estate has no rules yet: the list says so, with its filters and the create action
    await visible(page.getByRole('combobox', { name: ja('resources.alarm-rules.fields.sourceType') }));
    await visible(page.getByRole('link', { name: ja('ra.action.create') }));
    await expectAccessible('alarm rule list');
  });

  it("refuses a threshold outside the source type's range before sending, and saves a good rule", async () => {
    await page.getByRole('link', { name: ja('ra.action.create') }).click();
    await path(page, '/alarm-rules/create');
    await visible(page.getByText(ja('screens.alarms.rule.chooseSourceType')));
    await page.getByRole('combobox', { name: new RegExp(`^${ja('resources.alarm-rules.fields.sourceType')}`) }).click();
    await page.getByRole('option', { name: ja('enum.alarmSource.temperatureLow'), exact: true }).click();
    // the rule is said before anything is sent
    await visible(page.getByText(ja('screens.alarms.rule.meaning.temperatureLow')));
    await visible(page.getByText(ja('screens.alarms.rule.digitsOnly', { min: 1, max: 100 })));
    await page.getByRole('combobox', { name: new RegExp(`^${ja('resources.alarm-rules.fields.source')}`) }).click();
    await page.getByRole('option', { name: 'コールドドリンク自販機（VM-C300）' }).click();
    const threshold = page.getByRole('textbox', { name: new RegExp(`^${ja('resources.alarm-rules.fields.threshold')}`) });
    await threshold.fill('101');
    await page.getByRole('button', { name: ja('ra.action.save') }).click();
    await visible(page.getByText(VALIDATION_MESSAGES['validation.alarmThreshold1to100'].ja).first());
    expect(callsTo('/alarm/rule/save')).toBe(0);
    await expectAccessible('alarm rule form with an error');

    await threshold.fill('5');
    await page.getByRole('button', { name: ja('ra.action.save') }).click();
    await path(page, '/alarm-rules');
    expect(callsTo('/alarm/rule/save')).toBe(1);
    const row = page.locator('table tbody tr').filter({ hasText: 'pk-vm-cold' });
    await visible(row.locator('td.column-sourceType').getByText(ja('enum.alarmSource.temperatureLow')));
    await visible(row.locator('td.column-threshold').getByText('5', { exact: true }));
  });
});

describe('operator messages', () => {
  it("creates a message with its file, adds two targets from the fleet, pushes to all and shows each device's delivery", async () => {
    // one target is online and acknowledges what it gets; the other stays offline
    device = await connectDevice(`mqtt://127.0.0.1:${mqttPort}`, 'DEMO-000001');
    const acked = new Set<string>();
    acking = setInterval(() => {
      for (const c of device!.commands) {
        if (acked.has(c.requestId)) continue;
        acked.add(c.requestId);
        void device!.ack(c.requestId);
      }
    }, 50);

    await page.goto(`${product.url}/opMessages/create`);
    await visible(page.getByRole('heading', { name: ja('screens.opMessages.createTitle') }));
    await page.getByRole('textbox', { name: new RegExp(`^${ja('resources.opMessages.fields.title')}`) }).fill('点検のお知らせ');
    await page.getByRole('textbox', { name: new RegExp(`^${ja('resources.opMessages.fields.content')}`) }).fill('明日 9:00 から点検します');
    await page.getByTestId('op-message-file').setInputFiles({ name: '点検手順.txt', mimeType: 'text/plain', buffer: Buffer.from('手順 1: 電源を切る') });
    await visible(page.getByTestId('op-message-file-status').getByText(/点検手順\.txt/));
    await expectAccessible('operator message form');
    await page.getByRole('button', { name: ja('screens.opMessages.save'), exact: true }).click();
    await page.waitForURL(/\/opMessages\/\d+\/show$/, { timeout: WAIT });
    await visible(page.getByRole('heading', { name: '点検のお知らせ' }));
    await visible(page.getByText('点検手順.txt', { exact: true }));
    await visible(page.getByText(ja('screens.opMessages.noTargets')));

    // the one targeting control: two devices picked by search, then the count confirmed
    await pickDevices(page, page.getByRole('group', { name: ja('screens.opMessages.pickDevices') }), ['DEMO-000001', 'DEMO-000002']);
    await page.getByRole('button', { name: ja('screens.opMessages.add'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: ja('screens.opMessages.add'), exact: true })
      .click();
    const table = page.getByRole('table', { name: ja('screens.opMessages.targets') });
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: WAIT }).toBe(2);
    await visible(table.getByText(ja('screens.opMessages.never')).first());

    await page.getByRole('button', { name: ja('screens.opMessages.pushAll') }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(ja('screens.opMessages.pushConfirm', { count: 2 })));
    await dialog.getByRole('button', { name: ja('screens.opMessages.pushAll') }).click();
    await visible(page.getByText(ja('screens.opMessages.pushed', { count: 2 })));

    const online = table.locator('tr[data-serial="DEMO-000001"]');
    const offline = table.locator('tr[data-serial="DEMO-000002"]');
    await visible(online.getByText(ja('screens.linkFlow.status.succeeded'), { exact: true }));
    for (const stage of ['apiSent', 'brokerReceived', 'brokerSent', 'deviceReceived'])
      await visible(online.getByText(new RegExp(`^${ja(`screens.linkFlow.stage.${stage}`)}: `)));
    await visible(offline.getByText(new RegExp(`^(${ja('screens.linkFlow.status.pushed')}|${ja('screens.linkFlow.status.published')})$`)));
    await visible(offline.getByText(new RegExp(`^${ja('screens.linkFlow.stage.apiSent')}: `)));
    expect(await offline.getByText(new RegExp(`^${ja('screens.linkFlow.stage.deviceReceived')}: `)).count()).toBe(0);
    expect(device.commands).toHaveLength(1);
    expect(device.commands[0].payload).toMatchObject({ title: '点検のお知らせ', file: { name: '点検手順.txt' } });
    await expectAccessible('operator message detail');
  });
});
