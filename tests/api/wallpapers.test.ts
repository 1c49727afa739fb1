/**
 * Wallpapers (/custom/wallpaper/*; issue 18): an image of exactly the chosen model's screen size is kept and
 * served back; another size, bytes that are no PNG/JPEG, or a model without a screen size are refused and
 * nothing kept; the push reaches the chosen devices with the signed image address; scope from the refused side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice, eventually, type TestDevice } from '../support/mqtt-device.js';
import { multipart } from '../support/multipart.js';
import { png, JPEG_BYTES } from '../support/png.js';
import { ERRORS } from '../../src/domain/errors.js';
import { IMAGE_LIMITS } from '../../src/domain/image-limits.js';

let s: TestServer;
let url: string;
const tokens: Record<string, string> = {};
let product: { id: number; model: string; screen_width: number; screen_height: number };
const devices: TestDevice[] = [];

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  url = s.app.link!.deviceUrl;
  for (const account of ['merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  [product] = await s.db.query(`select id, model, screen_width, screen_height from products where product_key = 'pk-pos-desk'`);
});
afterAll(async () => {
  for (const d of devices) await d.end(true).catch(() => undefined);
  await s?.close();
});

async function upload(as: string, data: Buffer, fields: Record<string, string | number>, lang = 'en') {
  const { payload, headers } = multipart(fields, [{ field: 'file', name: 'wall.png', data }]);
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/custom/wallpaper/upload',
    payload,
    headers: { ...headers, 'accept-language': lang, authorization: `Bearer ${tokens[as]}` },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}
const count = async () => (await s.db.query<{ n: number }>('select count(*)::int as n from wallpapers'))[0].n;

describe('wallpaper upload', () => {
  it("keeps an image of the model's screen size and serves it back", async () => {
    expect(product).toMatchObject({ screen_width: 1280, screen_height: 800 });
    const image = png(1280, 800);
    const res = await upload('merchant01', image, { name: '冬の壁紙', productId: product.id });
    expect(res.body.data).toMatchObject({ id: expect.any(Number), width: 1280, height: 800, mime: 'image/png' });
    const page = await s.call('POST', '/api/custom/wallpaper/pageList', { token: tokens.merchant01, body: { name: '冬' } });
    expect(page.body.data.list[0]).toMatchObject({ name: '冬の壁紙', model: 'POS-D20', width: 1280, height: 800 });
    const file = await s.app.inject({
      method: 'POST',
      url: `/api/custom/wallpaper/file/${res.body.data.id}`,
      headers: { authorization: `Bearer ${tokens.merchant01}` },
    });
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.rawPayload, image)).toBe(0);
    expect((await s.call('POST', `/api/custom/wallpaper/file/${res.body.data.id}`, { token: tokens.merchant02 })).body.code).toBe(203061);
  });

  it('refuses an image over the wallpaper limit (IMAGE_LIMITS.wallpaper, 2 MB) with 203015, nothing kept', async () => {
    const before = await count();
    const big = png(1280, 800, { noise: true }); // about 3 MB of random pixels
    expect(big.length).toBeGreaterThan(IMAGE_LIMITS.wallpaper.maxBytes);
    const res = await upload('merchant01', big, { name: '大きな壁紙', productId: product.id });
    expect(res.body.code).toBe(203015);
    expect(await count()).toBe(before);
  });

  it("is renamed by its owner (the spec's edit), never by another merchant or with a bad name; the image stays (issue 28)", async () => {
    const image = png(1280, 800);
    const { id } = (await upload('merchant01', image, { name: '改名前の壁紙', productId: product.id })).body.data;
    const rename = (as: string, body: unknown) => s.call('POST', '/api/custom/wallpaper/update', { token: tokens[as], body, lang: 'en' });
    expect((await rename('merchant01', { id, name: '改名後の壁紙' })).body.code).toBe(200);
    const page = await s.call('POST', '/api/custom/wallpaper/pageList', { token: tokens.merchant01, body: { name: '改名' } });
    expect(page.body.data.list.map((w: { id: number; name: string }) => [w.id, w.name])).toEqual([[id, '改名後の壁紙']]);
    expect((await rename('merchant02', { id, name: '他社' })).body.code).toBe(203061);
    const bad = await rename('merchant01', { id, name: ' 空白' });
    expect(bad.body.code).toBe(100001);
    expect(bad.body.fields.map((f: { field: string }) => f.field)).toEqual(['name']);
    // only the name changes: a field of the upload sent along is dropped, the model stays
    const [other] = await s.db.query<{ id: number }>('select id from products where id <> $1 order by id limit 1', [product.id]);
    expect((await rename('merchant01', { id, name: '改名後の壁紙', productId: other.id })).body.code).toBe(200);
    expect((await s.db.query<{ product_id: number }>('select product_id from wallpapers where id = $1', [id]))[0].product_id).toBe(product.id);
    expect((await rename('store01', { id, name: '店舗' })).body.code).toBe(101005);
    const [row] = await s.db.query<{ name: string; data: Buffer }>('select name, data from wallpapers where id = $1', [id]);
    expect(row.name).toBe('改名後の壁紙');
    expect(Buffer.compare(Buffer.from(row.data), image)).toBe(0);
  });

  it('refuses another size (naming both), bytes that are no image, a model without a screen size, disabled or unknown; keeps nothing', async () => {
    const before = await count();
    const wrong = await upload('merchant01', png(800, 1280), { name: 'rotated', productId: product.id }, 'ja');
    expect(wrong.body.code).toBe(203064);
    expect(wrong.body.fields).toEqual([{ field: 'file', message: `${ERRORS[203064].msg.ja}: 800×1280 ≠ POS-D20 1280×800` }]);
    expect((await upload('merchant01', Buffer.from('GIF89a-not-really'), { name: 'gif', productId: product.id })).body.code).toBe(203063);
    // a JPEG whose header holds no size is no image either
    expect((await upload('merchant01', JPEG_BYTES, { name: 'headless jpeg', productId: product.id })).body.code).toBe(203063);
    await s.db.query(`update products set screen_width = null, screen_height = null where id = $1`, [product.id]);
    try {
      expect((await upload('merchant01', png(1280, 800), { name: 'no screen', productId: product.id })).body.code).toBe(203062);
    } finally {
      await s.db.query(`update products set screen_width = 1280, screen_height = 800 where id = $1`, [product.id]);
    }
    // a disabled model is not offered (issue 29 item 4); an unknown one does not exist
    await s.db.query('update products set status = 0 where id = $1', [product.id]);
    try {
      expect((await upload('merchant01', png(1280, 800), { name: 'disabled model', productId: product.id })).body.code).toBe(203207);
    } finally {
      await s.db.query('update products set status = 1 where id = $1', [product.id]);
    }
    expect((await upload('merchant01', png(1280, 800), { name: 'unknown model', productId: 9_999_999 })).body.code).toBe(203201);
    expect((await upload('merchant01', png(1280, 800), { name: 'no model' })).body.code).toBe(100001);
    expect((await upload('store01', png(1280, 800), { name: 'x', productId: product.id })).body.code).toBe(101005);
    expect(await count()).toBe(before);
  });

  it("is sent to the chosen devices with the signed image address; the device's report is its delivery", async () => {
    const [{ id }] = await s.db.query<{ id: number }>(`select id from wallpapers order by id limit 1`);
    const [{ serial_num: serial, org_id: orgId }] = await s.db.query<{ serial_num: string; org_id: number }>(
      `select d.serial_num, d.org_id from devices d where d.org_path like (select path from organisations where name = '東京ベンディング') || '%' and d.status = 1 and d.activated_at is not null order by d.id limit 1`,
    );
    const device = await connectDevice(url, serial);
    devices.push(device);
    const res = await s.call('POST', '/api/custom/wallpaper/push', { token: tokens.merchant01, body: { id, filter: { orgId } } });
    expect(res.body.data.count).toBeGreaterThan(0);
    const command = await device.nextCommand();
    expect(command).toMatchObject({ type: 43, payload: { kind: 'wallpaper', id, width: 1280, height: 800, mime: 'image/png' } });
    const link = new URL((command.payload as { url: string }).url);
    expect((await s.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).headers['content-type']).toBe('image/png');
    await device.publish('event', {
      ts: new Date().toISOString(),
      type: 'screenApplied',
      requestId: command.requestId,
      result: 'failed',
      message: 'storage full',
    });
    await eventually(async () => {
      const rows = (await s.call('POST', '/api/custom/wallpaper/deliveries', { token: tokens.merchant01, body: { id, pageSize: 100 } })).body.data.list;
      return rows.some(
        (r: { serialNum: string; result: string; message: string }) => r.serialNum === serial && r.result === 'failed' && r.message === 'storage full',
      );
    });
    expect((await s.call('POST', '/api/custom/wallpaper/push', { token: tokens.merchant02, body: { id, filter: {} } })).body.code).toBe(203061);
  });
});
