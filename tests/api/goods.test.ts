/**
 * What is particular to the goods library: its field rules and numbers, the uniqueness check, the lookups,
 * the images (real PNG bytes checked, stored in the database, read back without a token), who holds the
 * goods codes and the demo library. The plain calls' generic behaviours (paging, filters, sorts, scope,
 * uniqueness and its race, status, not-found) are checked for every x-table resource by
 * tests/api/table-conformance.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, orgId, type TestServer } from '../support/server.js';
import { multipart } from '../support/multipart.js';
import { JPEG_BYTES, png } from '../support/png.js';
import { createAjv, loadSchemaFiles } from '../../src/server/validation.js';
import { GOODS_CATEGORIES } from '../../src/domain/goods.js';
import { janCheckDigit } from '../../src/server/demo/seed-retail.js';
import { imageSize } from 'image-size';

let s: TestServer;
const tokens: Record<string, string> = {};
let orgs: Record<string, number>;

beforeAll(async () => {
  s = await testServer();
  for (const account of ['admin', 'viewer01', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  orgs = {
    tokyoVend: await orgId(s.db, '東京ベンディング'),
    naniwa: await orgId(s.db, 'なにわ自販機'),
    shibuya: await orgId(s.db, '渋谷駅前店'),
  };
});
afterAll(async () => s?.close());

const call = (path: string, as: string, body?: unknown, lang?: string) => s.call('POST', `/api/${path}`, { token: tokens[as], body, lang });

let seq = 0;
/** A good that passes every rule, with a fresh name and barcode. */
const good = (extra: Record<string, unknown> = {}): Record<string, any> => {
  const n = ++seq;
  return {
    brand: 'テスト飲料',
    name: `テスト緑茶${n}`,
    categoryId: 1,
    spec: 500,
    specUnit: 'ml',
    barcode: `4999000${String(n).padStart(6, '0')}`,
    purchasePrice: 60.5,
    defaultPrice: 130,
    referencePrice: 150,
    ...extra,
  };
};

const expectCode = (res: { status: number; body: any }, code: number, status?: number) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(code);
  if (status) expect(res.status).toBe(status);
};

async function save(as: string, extra: Record<string, unknown> = {}) {
  const body = good(extra);
  const res = await call('goods/save', as, body);
  expectCode(res, 200);
  return { ...body, id: res.body.data.id as number } as Record<string, any> & { id: number };
}

async function upload(as: string | undefined, files: Parameters<typeof multipart>[1], lang?: string) {
  const { payload, headers } = multipart({}, files);
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/goods/image/upload',
    payload,
    headers: { ...headers, ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}
const pngFile = (data: Buffer, name = 'goods.png') => [{ field: 'file', name, type: 'image/png', data }];

describe('categories', () => {
  it('answers the four categories of the spec in order, to anyone with goods.view', async () => {
    const res = await call('category/list', 'merchant01');
    expectCode(res, 200);
    expect(res.body.data).toEqual([
      { id: 1, code: 'drinks', sort: 10 },
      { id: 2, code: 'food', sort: 20 },
      { id: 3, code: 'toys', sort: 30 },
      { id: 4, code: 'other', sort: 40 },
    ]);
    // the same four the console names by code and the schema's categoryId allows
    expect(res.body.data).toEqual(GOODS_CATEGORIES);
    const schema = loadSchemaFiles()['https://ops-console.local/schemas/retail/goods.schema.json'] as { $defs: { categoryId: { enum: number[] } } };
    expect(schema.$defs.categoryId.enum).toEqual(GOODS_CATEGORIES.map((c) => c.id));
    expectCode(await call('category/list', 'store01'), 101005, 403);
  });
});

describe('save, get/{id}, update', () => {
  it("creates a good in the caller's organisation, answers {id}, and get/{id} reads it back with numbers as numbers", async () => {
    const body = good({ itemCode: 'GT500A', remark: '冷やして販売' });
    const res = await call('goods/save', 'merchant01', body);
    expectCode(res, 200, 200);
    expect(res.body.data).toEqual({ id: expect.any(Number) });
    const one = await call(`goods/get/${res.body.data.id}`, 'merchant01');
    expectCode(one, 200);
    expect(one.body.data).toEqual({
      ...body,
      id: res.body.data.id,
      orgId: orgs.tokyoVend,
      orgName: '東京ベンディング',
      image: null,
      status: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('refuses every broken rule with 100001 naming the field, and stores nothing', async () => {
    const bad: Record<string, unknown> = {
      name: '緑 茶',
      brand: 'x'.repeat(51),
      categoryId: 5,
      spec: 0,
      specUnit: '',
      barcode: '49-01',
      itemCode: 'AB_12',
      purchasePrice: 0,
      defaultPrice: 99.5,
      referencePrice: 100000,
      remark: 'r'.repeat(201),
      image: 'abc',
    };
    for (const [field, value] of Object.entries(bad)) {
      const body = good({ [field]: value });
      const res = await call('goods/save', 'merchant01', body, 'en');
      expectCode(res, 100001, 400);
      expect(
        res.body.fields.map((f: { field: string }) => f.field),
        field,
      ).toContain(field);
      const found = await call('goods/list/page', 'merchant01', { name: body.name });
      expect(found.body.data.total, field).toBe(0);
    }
    for (const field of ['brand', 'name', 'categoryId', 'spec', 'specUnit', 'barcode', 'purchasePrice', 'defaultPrice', 'referencePrice']) {
      const body: Record<string, unknown> = good();
      delete body[field];
      expectCode(await call('goods/save', 'merchant01', body), 100001, 400);
    }
  });

  it("words a barcode clash in the caller's language (209012); a store below the caller keeps a library of its own", async () => {
    const first = await save('merchant01', { name: 'GreenTea' });
    const msg = (await call('goods/save', 'merchant01', good({ barcode: first.barcode }), 'en')).body.msg;
    expect(msg).toBe('A good with this barcode already exists in this organisation');
    await save('merchant01', { barcode: first.barcode, name: 'GreenTea', orgId: orgs.shibuya });
  });

  it('updates the whole record: a remark, item code or image left out is cleared', async () => {
    const g = await save('merchant01', { remark: 'あとで消す', itemCode: 'A1' });
    const { id, remark: _r, itemCode: _i, ...rest } = g;
    const res = await call('goods/update', 'merchant01', { ...rest, id, name: `${g.name}改`, defaultPrice: 140, spec: 0.35, specUnit: 'kg', status: 1 });
    expectCode(res, 200);
    expect(res.body.data).toEqual({ id });
    expect((await call(`goods/get/${id}`, 'merchant01')).body.data).toMatchObject({
      name: `${g.name}改`,
      defaultPrice: 140,
      spec: 0.35,
      specUnit: 'kg',
      remark: null,
      itemCode: null,
    });
  });
});

describe('function codes, from the refused side', () => {
  it('refuses a user without goods codes (101005) on every call, and a viewer on the writing ones', async () => {
    const mine = await save('merchant01');
    for (const [path, body] of [
      ['goods/list/page', {}],
      ['goods/save', good()],
      [`goods/get/${mine.id}`, undefined],
      [`goods/update/status/${mine.id}`, { status: 0 }],
      [`goods/check/name/x/0`, undefined],
      ['goods/getGoodsByNames', { names: ['x'] }],
      ['goods/getGoodsByBarCode', { barcode: '1' }],
      ['goods/getGoodsByNameOrBarCode', { keyword: 'x' }],
    ] as const) {
      expectCode(await call(path, 'store01', body), 101005, 403);
    }
    expectCode(await call('goods/list/page', 'viewer01', {}), 200);
    expectCode(await call('goods/save', 'viewer01', good()), 101005, 403);
    expectCode(await upload('store01', pngFile(png(750, 750))), 101005, 403);
    expectCode(await call('goods/list/page', undefined as unknown as string, {}), 101001, 401);
  });
});

describe('check/{type}/{code}/{id}', () => {
  it('answers whether another good of the organisation has the barcode or name (id 0: a new good)', async () => {
    const g = await save('merchant01', { name: 'CheckMe' });
    const check = async (type: string, code: string, id: number, as = 'merchant01', body?: unknown) =>
      call(`goods/check/${type}/${encodeURIComponent(code)}/${id}`, as, body);
    expect((await check('barcode', g.barcode, 0)).body.data).toBe(true);
    expect((await check('name', 'checkme', 0)).body.data).toBe(true);
    expect((await check('barcode', g.barcode, g.id)).body.data).toBe(false);
    expect((await check('name', 'CHECKME', g.id)).body.data).toBe(false);
    expect((await check('barcode', '1234567890123', 0)).body.data).toBe(false);
    // in another organisation the value is free; a new good of a store below is checked there
    expect((await check('barcode', g.barcode, 0, 'merchant02')).body.data).toBe(false);
    expect((await check('barcode', g.barcode, 0, 'merchant01', { orgId: orgs.shibuya })).body.data).toBe(false);
    expectCode(await check('barcode', g.barcode, 0, 'merchant01', { orgId: orgs.naniwa }), 200006, 403);
    expectCode(await check('barcode', g.barcode, g.id, 'merchant02'), 209008, 404);
    expectCode(await check('price', '1', 0), 100001, 400);
    expectCode(await check('name', 'x', -1), 100001, 400);
  });
});

describe('lookups', () => {
  it("find enabled goods of the caller's scope by names, by barcode, and by a name or barcode keyword", async () => {
    const tag = `探索${Date.now() % 100000}`;
    const a = await save('merchant01', { name: `${tag}Cola` });
    const b = await save('merchant01', { name: `${tag}Soda` });
    const off = await save('merchant01', { name: `${tag}Off` });
    await call(`goods/update/status/${off.id}`, 'merchant01', { status: 0 });
    const theirs = await save('merchant02', { name: `${tag}Cola`, barcode: a.barcode });

    const byNames = await call('goods/getGoodsByNames', 'merchant01', { names: [`${tag}cola`, `${tag}Soda`, `${tag}Off`, 'なし'] });
    expectCode(byNames, 200);
    expect(byNames.body.data.map((g: { id: number }) => g.id)).toEqual([a.id, b.id]);
    expect(byNames.body.data[0]).toMatchObject({ name: a.name, barcode: a.barcode, purchasePrice: 60.5 });

    expect((await call('goods/getGoodsByBarCode', 'merchant01', { barcode: a.barcode })).body.data.map((g: { id: number }) => g.id)).toEqual([a.id]);
    expect((await call('goods/getGoodsByBarCode', 'merchant02', { barcode: a.barcode })).body.data.map((g: { id: number }) => g.id)).toEqual([theirs.id]);
    expectCode(await call('goods/getGoodsByBarCode', 'merchant01', { barcode: off.barcode }), 209008, 404);
    expectCode(await call('goods/getGoodsByBarCode', 'merchant01', { barcode: '000000000000' }), 209008, 404);

    const byKeyword = await call('goods/getGoodsByNameOrBarCode', 'merchant01', { keyword: tag.toLowerCase() });
    expect(byKeyword.body.data.map((g: { id: number }) => g.id).sort()).toEqual([a.id, b.id].sort());
    const exact = await call('goods/getGoodsByNameOrBarCode', 'merchant01', { keyword: b.barcode });
    expect(exact.body.data[0].id).toBe(b.id);
    expectCode(await call('goods/getGoodsByNames', 'merchant01', { names: [a.name], orgId: orgs.naniwa }), 200006, 403);
    expectCode(await call('goods/getGoodsByNames', 'merchant01', { names: [] }), 100001, 400);
  });
});

describe('images', () => {
  it('takes a real 750 x 750 PNG, keeps it in the database, and serves it without a token by its key', async () => {
    const bytes = png(750, 750);
    const res = await upload('merchant01', pngFile(bytes, 'renamed.jpg'));
    expectCode(res, 200);
    expect(res.body.data).toEqual({ image: expect.stringMatching(/^[0-9a-f]{32}$/), url: `/api/goods/image/${res.body.data.image}` });
    const read = await s.app.inject({ method: 'GET', url: res.body.data.url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toContain('immutable');
    expect(read.rawPayload.equals(bytes)).toBe(true);
    // a good keeps the key; a key never uploaded is refused, and nothing is written
    const g = await save('merchant01', { image: res.body.data.image });
    expect((await call(`goods/get/${g.id}`, 'merchant01')).body.data.image).toBe(res.body.data.image);
    const unknown = 'f'.repeat(32);
    const refused = good({ image: unknown });
    expectCode(await call('goods/save', 'merchant01', refused), 211043, 404);
    expect((await call('goods/list/page', 'merchant01', { name: refused.name })).body.data.total).toBe(0);
    const { id, ...rest } = g;
    expectCode(await call('goods/update', 'merchant01', { ...rest, id, image: unknown, status: 1 }), 211043, 404);
    expect((await call(`goods/get/${id}`, 'merchant01')).body.data.image).toBe(res.body.data.image);
  });

  it('refuses by the bytes: wrong dimensions 211041, a JPEG named .png 211040, over 200 KB 211042, no file 100001', async () => {
    expectCode(await upload('merchant01', pngFile(png(749, 750))), 211041, 400);
    expectCode(await upload('merchant01', pngFile(png(750, 751))), 211041, 400);
    const jpeg = await upload('merchant01', pngFile(JPEG_BYTES, 'photo.png'), 'en');
    expectCode(jpeg, 211040, 400);
    expect(jpeg.body.msg).toBe('The image must be a PNG file');
    expectCode(await upload('merchant01', pngFile(Buffer.from('not an image at all'))), 211040, 400);
    const big = png(750, 750, { noise: true });
    expect(big.length).toBeGreaterThan(200 * 1024);
    const tooBig = await upload('merchant01', pngFile(big), 'ja');
    expectCode(tooBig, 211042, 413);
    expect(tooBig.body.msg).toBe('画像のファイルサイズは 200KB 以下にしてください');
    expectCode(await upload('merchant01', []), 100001, 400);
    expectCode(await upload(undefined, pngFile(png(750, 750))), 101001, 401);
    const count = await s.db.query<{ n: number }>('select count(*)::int as n from goods_images');
    expect(count[0].n).toBeGreaterThan(0);
  });

  it('answers 211043 for an unknown key and 100001 for a malformed one', async () => {
    const missing = await s.app.inject({ method: 'GET', url: `/api/goods/image/${'0'.repeat(32)}` });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body).code).toBe(211043);
    const bad = await s.app.inject({ method: 'GET', url: '/api/goods/image/..%2Fetc' });
    expect(JSON.parse(bad.body).code).toBe(100001);
  });
});

describe('demo data', () => {
  it('gives each demo merchant a goods library of the four categories, every good passing the rules', async () => {
    const validate = createAjv({ coerce: false }).getSchema('https://ops-console.local/schemas/retail/goods.schema.json#/$defs/create')!;
    const page = await call('goods/list/page', 'merchant01', { barcode: '490000', orgId: orgs.tokyoVend, pageSize: 100 });
    expectCode(page, 200);
    const list = page.body.data.list as Record<string, any>[];
    expect(list.length).toBe(12);
    expect(new Set(list.map((g) => g.categoryId))).toEqual(new Set([1, 2, 3, 4]));
    for (const g of list) {
      const body = Object.fromEntries(Object.entries(g).filter(([k, v]) => v !== null && !['id', 'orgId', 'orgName', 'createdAt', 'updatedAt'].includes(k)));
      expect(validate(body), `${g.name}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(Number(g.barcode.at(-1))).toBe(janCheckDigit(g.barcode.slice(0, 12)));
    }
    // the other merchant has its own library, with some of the same JAN codes
    const theirs = await call('goods/list/page', 'merchant02', { barcode: '490000', pageSize: 100 });
    expect(theirs.body.data.total).toBe(7);
  });

  it('gives every demo good a picture an upload would pass: a 750 × 750 PNG under 200 KB, served by its key', async () => {
    const page = await call('goods/list/page', 'merchant01', { barcode: '490000', orgId: orgs.tokyoVend, pageSize: 100 });
    for (const g of page.body.data.list as { image: string | null; name: string }[]) {
      expect(g.image, g.name).toMatch(/^[0-9a-f]{32}$/);
      const read = await s.app.inject({ method: 'GET', url: `/api/goods/image/${g.image}` });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.length).toBeLessThanOrEqual(200 * 1024);
      expect(imageSize(read.rawPayload)).toMatchObject({ type: 'png', width: 750, height: 750 });
    }
  });
});
