import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { PAY_METHODS, PAY_CHANNELS } from '../../src/domain/payments.js';
import { CURRENCIES } from '../../src/domain/currencies.js';
import { FESTIVALS } from '../../src/domain/festivals.js';
import { CARRIERS } from '../../src/domain/carriers.js';

let s: TestServer;
let viewer: string;
beforeAll(async () => {
  s = await testServer();
  viewer = await s.login('viewer01');
});
afterAll(async () => s?.close());

const query = (body: unknown, lang?: string) => s.call('POST', '/api/dictionary/query', { token: viewer, body, lang });

describe('POST /api/dictionary/query', () => {
  it("answers each catalogue of the product whole, named in the caller's language", async () => {
    const ja = await query({ type: 'payMethod' }, 'ja');
    expect(ja.body.data).toHaveLength(PAY_METHODS.length);
    expect(ja.body.data[1]).toEqual({ code: '2', name: 'アリペイ（支付宝）', extra: { brand: 'Alipay', color: '#1677FF' } });
    expect((await query({ type: 'payMethod' }, 'en')).body.data[1].name).toBe('Alipay');

    const yen = (lang: string) => query({ type: 'currency' }, lang).then((r) => r.body.data.find((c: { code: string }) => c.code === 'JPY'));
    expect((await query({ type: 'currency' })).body.data).toHaveLength(CURRENCIES.length);
    expect(await yen('ja')).toEqual({ code: 'JPY', name: '日本円', extra: { symbol: '¥', decimals: false } });
    expect((await yen('en')).name).toBe('Japanese Yen');
    expect((await yen('zh-CN')).name).toBe('日元');

    const festivals = await query({ type: 'festival' }, 'zh-TW');
    expect(festivals.body.data.map((f: { code: string }) => f.code)).toEqual(FESTIVALS.map((f) => f.code));
    expect(festivals.body.data.find((f: { code: string }) => f.code === 'midAutumn')).toEqual({ code: 'midAutumn', name: '中秋節', extra: { lunar: true } });

    const carriers = await query({ type: 'carrier' }, 'en');
    expect(carriers.body.data).toHaveLength(CARRIERS.length);
    expect(carriers.body.data.find((c: { code: string }) => c.code === '440-10')).toEqual({ code: '440-10', name: 'NTT docomo', extra: { country: 'JP' } });
    expect((await query({ type: 'carrier' }, 'ja')).body.data.find((c: { code: string }) => c.code === '460-00').name).toBe('中国移動');

    expect((await query({ type: 'payChannel' })).body.data.map((c: { code: string }) => c.code)).toEqual([...PAY_CHANNELS]);
  });

  it('answers the enabled device models from the database', async () => {
    const rows = await s.db.query<{ product_key: string; name: string }>(`select product_key, name from products where status = 1 order by name, id`);
    const res = await query({ type: 'deviceModel' });
    expect(res.body.data.map((m: { code: string }) => m.code)).toEqual(rows.map((r) => r.product_key));
    const [first] = rows;
    await s.db.query(`update products set status = 0 where product_key = $1`, [first.product_key]);
    try {
      const after = await query({ type: 'deviceModel' });
      expect(after.body.data.map((m: { code: string }) => m.code)).not.toContain(first.product_key);
    } finally {
      await s.db.query(`update products set status = 1 where product_key = $1`, [first.product_key]);
    }
  });

  it('refuses an unknown or missing type with 100001, and a caller not logged in with 101001', async () => {
    for (const body of [{ type: 'planets' }, {}, { type: 7 }]) {
      const res = await query(body, 'en');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(100001);
    }
    expect((await s.call('POST', '/api/dictionary/query', { body: { type: 'festival' } })).body.code).toBe(101001);
  });
});
