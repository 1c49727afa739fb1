/**
 * Ads with proof of play (issue 18) in a real browser against the product as `npm start` runs it, with its
 * embedded MQTT broker and two simulated devices (src/simulator: real mqtt.js clients that fetch the creative's
 * file, ack the MD5 they computed, play and report their plays). As merchant01 in a Japanese browser: logged out
 * at the deep link of the ad list, login brings the user back there; a creative's detail schedules it to two
 * chosen devices, each device's row shows it delivered (MD5 ok), then played once the devices report; the
 * statistics show the plays; the device's ad info tab shows the chain. The screens visited are axe clean.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, startProduct, type RunningProduct } from '../support/browser';
import { SimulatedDevice } from '../../src/simulator/device';
import { DEMO_PASSWORD, WAIT, freePort, path, pickDevices, tokenCookie, translator, until, visible, expectAccessible as expectAccessibleOn } from './support';

const ja = translator('ja');
const RUN = String(Date.now() % 100000);
const FILE = Buffer.from(`an ad image ${RUN}`);
const MD5 = createHash('md5').update(FILE).digest('hex');
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let files: Server;
let fileUrl: string;
let mqttPort: number;
const devices: SimulatedDevice[] = [];

beforeAll(async () => {
  mqttPort = await freePort();
  files = createServer((_, res) => res.end(FILE));
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  fileUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}/ad-${RUN}.png`;
  [product, browser] = await Promise.all([
    startProduct({ env: { SIMULATE_DEVICES: '0', MQTT_PORT: String(mqttPort), MQTT_HOST: '127.0.0.1' } }),
    launchChromium(),
  ]);
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
});

afterAll(async () => {
  for (const d of devices) await d.stop(true).catch(() => undefined);
  await context?.close();
  await browser?.close();
  await product?.stop();
  await new Promise((resolve) => files?.close(resolve));
});

const expectAccessible = (name: string) => expectAccessibleOn(page, name);

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

describe('ads', () => {
  let creativeId: number;
  let serials: string[];

  it('starts logged out at the ad list and lands on it after logging in', async () => {
    await page.goto(`${product.url}/adCreatives`);
    await path(page, '/login');
    await page.getByRole('textbox', { name: ja('login.account') }).fill('merchant01');
    await page.getByRole('textbox', { name: ja('login.password'), exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ja('login.submit'), exact: true }).click();
    await path(page, '/adCreatives');
    await visible(page.getByRole('heading', { name: ja('resources.adCreatives.name') }).first());
    await expectAccessible('ad list');
  });

  it('schedules a creative to two chosen devices and shows each one delivered, then played', async () => {
    // two devices of one model of the merchant's, connected as simulated devices
    const { list } = await api<{ list: { serialNum: string; productId: number; status: number }[] }>('device/pageListFast', { pageNum: 1, pageSize: 100 });
    const byModel = new Map<number, string[]>();
    for (const d of list.filter((x) => x.status === 1)) byModel.set(d.productId, [...(byModel.get(d.productId) ?? []), d.serialNum]);
    const [productId, ofModel] = [...byModel].find(([, s]) => s.length >= 2)!;
    serials = ofModel.sort().slice(0, 2);
    for (const serialNum of serials) {
      const d = new SimulatedDevice({ url: `mqtt://127.0.0.1:${mqttPort}`, serialNum, chatty: false });
      await d.start();
      devices.push(d);
    }
    const advertiserId = (await api<{ id: number }>('custom/ad/advertiser/save', { name: `E2E 広告主 ${RUN}` })).id;
    const zoneId = (await api<{ id: number }>('custom/ad/zone/save', { name: `E2E 枠 ${RUN}`, productId, width: 800, height: 480 })).id;
    const campaignId = (
      await api<{ id: number }>('custom/ad/campaign/save', {
        name: `E2E キャンペーン ${RUN}`,
        advertiserId,
        startAt: new Date(Date.now() - 86400_000).toISOString(),
        endAt: new Date(Date.now() + 7 * 86400_000).toISOString(),
      })
    ).id;
    creativeId = (
      await api<{ id: number }>('custom/ad/creative/save', {
        name: `E2E 画像 ${RUN}`,
        campaignId,
        zoneId,
        mediaType: 'image',
        url: fileUrl,
        md5: MD5,
        size: FILE.length,
        width: 800,
        height: 480,
        durationSeconds: 15,
      })
    ).id;

    await page.goto(`${product.url}/adCreatives/${creativeId}/show`);
    // the one targeting control: the two devices picked by search, then the count confirmed
    await pickDevices(page, page.getByTestId('device-targets'), serials);
    await expectAccessible('creative detail');
    const scheduled = page.waitForResponse((r) => r.url().endsWith('/api/custom/ad/schedule'), { timeout: WAIT });
    await page.getByRole('button', { name: ja('adScreens.schedule'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: ja('adScreens.schedule'), exact: true })
      .click();
    expect((await (await scheduled).json()).data).toHaveLength(2);

    const table = page.getByRole('table', { name: ja('adScreens.devicesTitle') });
    const rowOf = (serial: string) => table.getByRole('row').filter({ hasText: serial });
    // the devices fetch the file and ack its MD5: delivered (the table is read again while one is not)
    for (const serial of serials) {
      await visible(rowOf(serial).getByText(ja('enum.adChainState.delivered'), { exact: true }));
      await visible(rowOf(serial).getByText(ja('adScreens.md5Ok'), { exact: true }));
    }
    // they play and report; the list read again shows the plays
    devices[0].ads.play(3);
    devices[1].ads.play(2);
    await Promise.all(devices.map((d) => d.reportPlays()));
    await until(
      async () => {
        await page.getByRole('button', { name: ja('adScreens.refresh'), exact: true }).click();
        return (
          (await rowOf(serials[0]).getByRole('cell', { name: '3', exact: true }).count()) === 1 &&
          (await rowOf(serials[1]).getByRole('cell', { name: '2', exact: true }).count()) === 1
        );
      },
      WAIT,
      'the plays shown',
    );
    await visible(rowOf(serials[0]).getByText(ja('enum.adChainState.played'), { exact: true }));
    await expectAccessible('creative detail with its devices');
  });

  it("shows the plays in the statistics and the chain on the device's ad info tab", async () => {
    await page.goto(`${product.url}/adStats`);
    const banner = page.getByRole('table', { name: ja('adScreens.byCreative') });
    const row = banner.getByRole('row').filter({ hasText: `E2E 画像 ${RUN}` });
    await visible(row.getByRole('cell', { name: '5', exact: true }));
    await expectAccessible('ad statistics');

    await page.goto(`${product.url}/devices/${serials[0]}/show?tab=ads`);
    const chain = page.getByRole('table', { name: ja('adScreens.chain') });
    await visible(
      chain
        .getByRole('row')
        .filter({ hasText: `E2E 画像 ${RUN}` })
        .getByText(ja('enum.adChainState.played'), { exact: true }),
    );
    await expectAccessible('device ad info tab');
  });
});

describe('the generic ad forms', () => {
  const field = (resource: string, key: string) => page.getByLabel(new RegExp(`^${ja(`resources.${resource}.fields.${key}`)}(\\s*\\*)?$`));

  it('creates a campaign through its form: its advertiser picked, an end before its start shown wrong first', async () => {
    await page.goto(`${product.url}/adCampaigns/create`);
    await visible(field('adCampaigns', 'name'));
    await field('adCampaigns', 'name').fill(`E2E フォーム ${RUN}`);
    await field('adCampaigns', 'advertiserId').click();
    await page.getByRole('option', { name: `E2E 広告主 ${RUN}` }).click();
    await field('adCampaigns', 'startAt').fill('2030-01-10T09:00');
    await field('adCampaigns', 'endAt').fill('2030-01-09T09:00');
    await page.getByRole('button', { name: ja('ra.action.save'), exact: true }).click();
    await visible(page.getByText(ja('validation.adEndAfterStart')).first());
    await field('adCampaigns', 'endAt').fill('2030-02-09T09:00');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/custom/ad/campaign/save'), { timeout: WAIT });
    await page.getByRole('button', { name: ja('ra.action.save'), exact: true }).click();
    const answer = await (await saved).json();
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    const campaign = await api<{ startAt: string; endAt: string; advertiserId: number }>('custom/ad/campaign/getOne', { id: answer.data.id });
    expect(Date.parse(campaign.endAt) - Date.parse(campaign.startAt)).toBe(30 * 86_400_000);
    await expectAccessible('campaign form');
  });
});
