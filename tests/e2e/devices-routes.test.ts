/**
 * Routes in a real browser against the product as `npm start` runs it: a route created through the
 * generic form (a second one of the same name refused with the server's message), two devices picked and
 * added on its detail, seen on the route, one removed; the 256 routes per organisation cap told on the
 * form; the list, the form and the detail are axe clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, sharedProduct, type RunningProduct } from '../support/browser';
import { ERRORS } from '../../src/domain/errors';
import { LIMITS } from '../../src/domain/limits';
import { WAIT, logIn, path, sideMenu, tokenCookie, translator, visible, expectAccessible as expectAccessibleOn } from './support';

const ja = translator('ja');
const NAME = 'E2E 渋谷ルート';
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let routeId: number;

beforeAll(async () => {
  // the run's shared product (the only file that makes routes, whose count per organisation it fills)
  [product, browser] = await Promise.all([sharedProduct(), launchChromium()]);
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(WAIT);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

const expectAccessible = (name: string) => expectAccessibleOn(page, name);

const field = (key: string) => page.getByRole('textbox', { name: ja(`resources.routes.fields.${key}`), exact: true });
const region = (key: string) => page.getByRole('region', { name: ja(key) });

async function createRoute(name: string) {
  await page.goto(`${product.url}/routes/create`);
  await visible(field('name'));
  await field('name').fill(name);
  await field('remark').fill('朝の巡回');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/device/group/save'), { timeout: WAIT });
  await page.getByRole('button', { name: ja('ra.action.save'), exact: true }).click();
  return (await saved).json();
}

describe('routes', () => {
  it('creates a route through the form; the same name again is refused', async () => {
    await logIn(page, product.url, 'admin', 'ja');
    await page.goto(`${product.url}/routes`);
    await visible(sideMenu(page, 'ja'));
    await visible(page.getByRole('link', { name: ja('ra.action.create'), exact: true }));
    await expectAccessible('route list');

    const answer = await createRoute(NAME);
    expect(answer.code).toBe(200);
    routeId = answer.data.id;
    await path(page, `/routes/${routeId}/show`);
    await visible(page.getByRole('heading', { name: ja('screens.routes.title', { name: NAME }) }));
    await visible(page.getByTestId('route-device-count').getByText(ja('screens.routes.capacity', { count: 0, max: 256 })));

    const again = await createRoute(NAME);
    expect(again.code).toBe(203004);
    await visible(page.getByText(ERRORS[203004].msg.ja).first());
    await expectAccessible('route form with a refusal');
  });

  it('edits the route through the generic form, from its detail', async () => {
    await page.goto(`${product.url}/routes/${routeId}/show`);
    await page.getByRole('link', { name: ja('ra.action.edit'), exact: true }).click();
    await path(page, `/routes/${routeId}`);
    await visible(field('remark'));
    await expect.poll(() => field('name').inputValue(), { timeout: WAIT }).toBe(NAME);
    await field('remark').fill('午前の巡回');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/device/group/update'), { timeout: WAIT });
    await page.getByRole('button', { name: ja('ra.action.save'), exact: true }).click();
    expect((await (await saved).json()).code).toBe(200);
    await path(page, `/routes/${routeId}/show`);
    await visible(page.getByText('午前の巡回', { exact: true }));
  });

  it('adds two devices picked on the route detail, sees them on it, removes one', async () => {
    await page.goto(`${product.url}/routes/${routeId}/show`);
    const unbound = region('screens.routes.unbound');
    const bound = region('screens.routes.bound');
    await visible(bound.getByText(ja('screens.routes.noBound')));
    await visible(unbound.getByRole('cell', { name: 'DEMO-000001', exact: true }));
    await unbound.getByRole('checkbox', { name: ja('screens.routes.selectRow', { serialNum: 'DEMO-000001' }) }).check();
    await unbound.getByRole('checkbox', { name: ja('screens.routes.selectRow', { serialNum: 'DEMO-000002' }) }).check();
    const bind = page.waitForResponse((r) => r.url().endsWith('/api/device/group/bind'), { timeout: WAIT });
    await unbound.getByRole('button', { name: ja('screens.routes.bind', { smart_count: 2 }) }).click();
    expect((await (await bind).json()).code).toBe(200);
    await visible(page.getByText(ja('screens.routes.bindDone', { smart_count: 2 })));

    await visible(bound.getByRole('cell', { name: 'DEMO-000001', exact: true }));
    await visible(bound.getByRole('cell', { name: 'DEMO-000002', exact: true }));
    await expect.poll(() => bound.locator('tbody tr').count(), { timeout: WAIT }).toBe(2);
    await visible(page.getByTestId('route-device-count').getByText(ja('screens.routes.capacity', { count: 2, max: 256 })));
    // a device on the route is no longer offered
    await expect.poll(() => unbound.getByRole('cell', { name: 'DEMO-000001', exact: true }).count(), { timeout: WAIT }).toBe(0);
    await expectAccessible('route detail with two devices');

    await bound.getByRole('checkbox', { name: ja('screens.routes.selectRow', { serialNum: 'DEMO-000002' }) }).check();
    await bound.getByRole('button', { name: ja('screens.routes.unbind', { smart_count: 1 }) }).click();
    const dialog = page.getByRole('dialog', { name: ja('screens.routes.unbindTitle') });
    await visible(dialog.getByText(ja('screens.routes.unbindConfirm', { smart_count: 1, name: NAME })));
    await expectAccessible('unbind confirmation');
    const unbindCall = page.waitForResponse((r) => r.url().endsWith('/api/device/group/unbind'), { timeout: WAIT });
    await dialog.getByRole('button', { name: ja('shell.dialog.confirm'), exact: true }).click();
    expect((await (await unbindCall).json()).code).toBe(200);
    await expect.poll(() => bound.locator('tbody tr').count(), { timeout: WAIT }).toBe(1);
    await visible(bound.getByRole('cell', { name: 'DEMO-000001', exact: true }));
    await visible(page.getByTestId('route-device-count').getByText(ja('screens.routes.capacity', { count: 1, max: 256 })));
    await visible(unbound.getByRole('cell', { name: 'DEMO-000002', exact: true }));
  });

  it(`the ${LIMITS.routesPerOrg + 1}th route of an organisation is refused with the server's message`, async () => {
    const token = (await tokenCookie(page))!.value;
    // the admin's organisation has one route; fill it up to the cap as an integrator would
    for (let i = 2; i <= LIMITS.routesPerOrg; i++) {
      const res = await fetch(`${product.url}/api/device/group/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: `E2E ルート ${i}` }),
      });
      expect((await res.json()).code).toBe(200);
    }
    const answer = await createRoute('E2E ひとつ多いルート');
    expect(answer.code).toBe(203013);
    await visible(page.getByText(ERRORS[203013].msg.ja).first());
  });
});
