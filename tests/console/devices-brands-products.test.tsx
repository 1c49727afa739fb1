/**
 * Brands and products in the console (issue 29 item 4): no React of their own — the generated lists of the
 * declarations (resources/devices/brands.ts, products.ts) with the status toggle of every resource. A product
 * shows its brand's name; a holder of the status code disables one after confirming, through the derived
 * status call; the server's refusals (a product of a disabled brand, a brand with enabled products) are shown
 * as it words them; a holder of the view code alone is offered no toggle.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brands } from '../../resources/devices/brands';
import { products } from '../../resources/devices/products';
import { fakeApi, ok, refuse } from './fakeApi';
import { adminFor, menuAnswer } from './harness';

const at = '2026-11-01T00:00:00.000Z';
const BRANDS = [
  { id: 1, name: 'FujiVend', status: 1, productCount: 2, enabledProductCount: 2, createdAt: at, updatedAt: at },
  { id: 2, name: 'PayTerm', status: 0, productCount: 2, enabledProductCount: 0, createdAt: at, updatedAt: at },
];
const product = (id: number, name: string, key: string, brandId: number, brandName: string, status: number) => ({
  id,
  productKey: key,
  name,
  model: key.toUpperCase(),
  brandId,
  brandName,
  type: 'vending',
  status,
  screenWidth: null,
  screenHeight: null,
  deviceCount: 3,
  createdAt: at,
  updatedAt: at,
});
const PRODUCTS = [product(11, 'Cold drinks', 'pk-vm-cold', 1, 'FujiVend', 1), product(13, 'Mini terminal', 'pk-pos-mini', 2, 'PayTerm', 0)];

const renderAdmin = adminFor({ resources: [brands, products], locale: 'en', orgId: 1 });
const routes = {
  ...menuAnswer([brands, products]),
  'POST /device/brand/list/page': () => ok({ list: BRANDS, total: 2 }),
  'POST /device/product/list/page': () => ok({ list: PRODUCTS, total: 2 }),
};
const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 15_000 })).closest('tr') as HTMLElement;

/** Presses the row's toggle and confirms in the dialog; answers the dialog. */
async function toggle(row: HTMLElement, verb: 'Enable' | 'Disable') {
  fireEvent.click(within(row).getByRole('button', { name: verb }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: verb }));
  return dialog;
}

describe('products and brands, generated from their declarations', () => {
  it("lists products with their brand's name, and disables one through /device/product/update/status/{id}", { timeout: 90_000 }, async () => {
    const api = fakeApi({ ...routes, 'POST /device/product/update/status/11': () => ok({ id: 11, status: 0 }) });
    renderAdmin('/products', ['product.view', 'product.status']);
    const cold = await rowOf('Cold drinks');
    expect(within(cold).getByText('FujiVend')).toBeTruthy();
    expect(within(cold).getByText('Vending machine')).toBeTruthy();
    await toggle(cold, 'Disable');
    await waitFor(() => expect(api.to('POST /device/product/update/status/11')).toHaveLength(1));
    expect(api.to('POST /device/product/update/status/11')[0].body).toEqual({ status: 0 });
  });

  it("shows the server's refusal to enable a product of a disabled brand", { timeout: 90_000 }, async () => {
    const msg = 'The product cannot be enabled while its brand is disabled';
    fakeApi({ ...routes, 'POST /device/product/update/status/13': () => refuse(409, 203003, msg) });
    renderAdmin('/products', ['product.view', 'product.status']);
    await toggle(await rowOf('Mini terminal'), 'Enable');
    expect(await screen.findByText(msg, {}, { timeout: 15_000 })).toBeTruthy();
  });

  it("shows the server's refusal to disable a brand with enabled products", { timeout: 90_000 }, async () => {
    const msg = 'A brand with enabled products cannot be disabled: disable its products first';
    const api = fakeApi({ ...routes, 'POST /device/brand/update/status/1': () => refuse(409, 203209, msg) });
    renderAdmin('/brands', ['brand.view', 'brand.status']);
    await toggle(await rowOf('FujiVend'), 'Disable');
    expect(await screen.findByText(msg, {}, { timeout: 15_000 })).toBeTruthy();
    expect(api.to('POST /device/brand/update/status/1')[0].body).toEqual({ status: 0 });
  });

  it('offers no toggle to a holder of the view code alone', { timeout: 90_000 }, async () => {
    fakeApi(routes);
    renderAdmin('/products', ['product.view']);
    const cold = await rowOf('Cold drinks');
    expect(within(cold).queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(within(await rowOf('Mini terminal')).queryByRole('button', { name: 'Enable' })).toBeNull();
  });
});
