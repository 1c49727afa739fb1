/**
 * Brands and products enabled and disabled (spec document 1 §4; issue 29 item 4), through the generic table
 * handler's status verb on shared tables: only the platform's staff holding the codes change them; a brand
 * with enabled products is not disabled (203209), a product of a disabled brand is not enabled (203003); a
 * disabled product leaves the pickers' list (`/device/product/list`) and new alarm rules and ad zones refuse it (203207).
 * The paged lists' paging and sorts are the conformance suite's (tests/api/table-conformance.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleId, testServer, type TestServer } from '../support/server.js';

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'ops01', 'viewer01', 'agent01', 'merchant01']) tokens[account] = await s.login(account);
});
afterAll(async () => s?.close());

const post = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api${path}`, { token: tokens[as], body, lang });
const brandStatus = (id: number, status: number, as = 'ops01', lang?: string) => post(`/device/brand/update/status/${id}`, as, { status }, lang);
const productStatus = (id: number, status: number, as = 'ops01', lang?: string) => post(`/device/product/update/status/${id}`, as, { status }, lang);

const codeOf = (res: { body: any }) => res.body?.code;
/** The demo brand of the point-of-sale terminals and its products, as the database holds them. */
async function payTerm() {
  const [brand] = await s.db.query<{ id: number; status: number }>(`select id, status from brands where name = 'PayTerm'`);
  const products = await s.db.query<{ id: number; product_key: string; status: number }>(
    'select id, product_key, status from products where brand_id = $1 order by id',
    [brand.id],
  );
  return { brand, products };
}
const statuses = async () => JSON.stringify(await s.db.query('select id, status from brands union all select id + 1000000, status from products order by 1'));
const pickerKeys = async (as = 'merchant01') => ((await post('/device/product/list', as, {})).body.data as { productKey: string }[]).map((p) => p.productKey);

describe('the lists', () => {
  it("answers the brands with their products counted, and the products with their brand's name", async () => {
    const brands = (await post('/device/brand/list/page', 'ops01', { pageSize: 100 })).body.data;
    expect(brands.list.map((b: any) => [b.name, b.productCount, b.enabledProductCount, b.status])).toEqual([
      ['FujiVend', 2, 2, 1],
      ['PayTerm', 2, 2, 1],
    ]);
    const products = (await post('/device/product/list/page', 'ops01', { pageSize: 100, brandId: brands.list[1].id })).body.data;
    expect(products.total).toBe(2);
    expect(products.list.map((p: any) => [p.productKey, p.brandName, p.type, p.status])).toEqual([
      ['pk-pos-mini', 'PayTerm', 'pos', 1],
      ['pk-pos-desk', 'PayTerm', 'pos', 1],
    ]);
    // a device's detail still names its brand
    const [{ serial_num }] = await s.db.query<{ serial_num: string }>(
      `select d.serial_num from devices d join products p on p.id = d.product_id where p.product_key = 'pk-pos-mini' limit 1`,
    );
    expect((await s.call('GET', `/api/device/get?serialNum=${serial_num}`, { token: tokens.admin })).body.data.product.brand).toBe('PayTerm');
  });

  it('are the platform staff’s: a merchant or an agent is refused (101005)', async () => {
    for (const as of ['merchant01', 'agent01']) {
      expect(codeOf(await post('/device/brand/list/page', as, {}))).toBe(101005);
      expect(codeOf(await post('/device/product/list/page', as, {}))).toBe(101005);
    }
    expect(codeOf(await post('/device/product/list/page', 'viewer01', {}))).toBe(200);
  });
});

describe('enabling and disabling', () => {
  it('refuses whoever must not change them, changing nothing', async () => {
    const { brand, products } = await payTerm();
    const before = await statuses();
    // no status code: the view-only platform role, an agent, a merchant
    for (const as of ['viewer01', 'agent01', 'merchant01']) {
      expect(codeOf(await productStatus(products[0].id, 0, as))).toBe(101005);
      expect(codeOf(await brandStatus(brand.id, 0, as))).toBe(101005);
    }
    // a platform-owned role holding the codes, given to an agent's user, does not make the user platform staff
    await s.db.query(`update users set role_id = $1 where account = 'agent01'`, [await roleId(s.db, '運営管理者')]);
    try {
      expect(codeOf(await productStatus(products[0].id, 0, 'agent01'))).toBe(101005);
      expect(codeOf(await brandStatus(brand.id, 0, 'agent01'))).toBe(101005);
    } finally {
      await s.db.query(`update users set role_id = $1 where account = 'agent01'`, [await roleId(s.db, '代理店管理者')]);
    }
    // bad input and missing records
    expect(codeOf(await productStatus(products[0].id, 2))).toBe(100001);
    expect(codeOf(await post(`/device/product/update/status/${products[0].id}`, 'ops01', {}))).toBe(100001);
    expect(codeOf(await productStatus(2_000_000_000, 0))).toBe(203201);
    expect(codeOf(await brandStatus(2_000_000_000, 0))).toBe(203208);
    expect(await statuses()).toBe(before);
  });

  it('keeps a brand with enabled products enabled (203209), in the caller’s language, changing nothing', async () => {
    const { brand } = await payTerm();
    const before = await statuses();
    const res = await brandStatus(brand.id, 0, 'ops01', 'en');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 203209, msg: 'A brand with enabled products cannot be disabled: disable its products first' });
    expect((await brandStatus(brand.id, 0, 'ops01')).body.msg).toBe('有効な製品があるブランドは無効にできません。先に製品を無効にしてください');
    expect(await statuses()).toBe(before);
  });

  it('takes a disabled product off the pickers, and a new alarm rule refuses it (203207)', async () => {
    const { products } = await payTerm();
    const [mini] = products;
    expect(await pickerKeys()).toContain(mini.product_key);
    expect((await productStatus(mini.id, 0)).body).toMatchObject({ code: 200, data: { id: mini.id, status: 0 } });
    expect(await pickerKeys()).not.toContain(mini.product_key);
    expect(await pickerKeys('admin')).not.toContain(mini.product_key);
    const rule = { sourceType: 'signalWeak', source: mini.product_key, threshold: 20, level: 'warning', status: 1 };
    expect(codeOf(await post('/alarm/rule/save', 'admin', rule))).toBe(203207);
    // nor does a new ad zone (the generic reference rule's `enabled`); a zone already naming it keeps it through an edit
    const zone = { name: '無効機種の枠', productId: mini.id, width: 800, height: 200, status: 1 };
    expect(codeOf(await post('/custom/ad/zone/save', 'merchant01', zone))).toBe(203207);
    const [{ id: kept }] = await s.db.query<{ id: number }>(
      `insert into ad_zones (org_id, product_id, name, width, height) select id, $1, '既存の枠', 800, 200 from organisations where name = '東京ベンディング' returning id`,
      [mini.id],
    );
    expect(codeOf(await post('/custom/ad/zone/update', 'merchant01', { ...zone, id: Number(kept), name: '既存の枠（改）' }))).toBe(200);
    const [other] = products.filter((p) => p.id !== mini.id);
    const moved = await post('/custom/ad/zone/update', 'merchant01', { ...zone, id: Number(kept), productId: other.id });
    expect(codeOf(moved)).toBe(other.status === 1 ? 200 : 203207);
    await s.db.query('delete from ad_zones where id = $1', [kept]);
    // still listed, disabled, for the platform to enable again
    const listed = (await post('/device/product/list/page', 'ops01', { status: 0 })).body.data.list;
    expect(listed.map((p: any) => p.id)).toEqual([mini.id]);
    expect(codeOf(await productStatus(mini.id, 1))).toBe(200);
    expect(await pickerKeys()).toContain(mini.product_key);
  });

  it('disables a brand once its products are, and enables none of them until the brand is enabled again (203003)', async () => {
    const { brand, products } = await payTerm();
    for (const p of products) expect(codeOf(await productStatus(p.id, 0))).toBe(200);
    expect((await brandStatus(brand.id, 0)).body).toMatchObject({ code: 200, data: { id: brand.id, status: 0 } });
    const before = await statuses();
    const refused = await productStatus(products[0].id, 1, 'ops01', 'en');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 203003, msg: 'The product cannot be enabled while its brand is disabled' });
    expect((await productStatus(products[0].id, 1, 'ops01', 'zh-CN')).body.msg).toBe('品牌已停用，无法启用该产品');
    expect(await statuses()).toBe(before);
    expect(await pickerKeys()).not.toEqual(expect.arrayContaining([products[0].product_key]));
    // the brand list counts what the brand holds
    const row = (await post('/device/brand/list/page', 'admin', { name: 'PayTerm' })).body.data.list[0];
    expect(row).toMatchObject({ status: 0, productCount: 2, enabledProductCount: 0 });
    expect(codeOf(await brandStatus(brand.id, 1, 'admin'))).toBe(200);
    expect(codeOf(await productStatus(products[0].id, 1, 'admin'))).toBe(200);
    expect(await pickerKeys()).toContain(products[0].product_key);
  });
});
