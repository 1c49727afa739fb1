/**
 * Issue 28 item 9: the demo's ad estate (src/server/demo/seed-ads.ts) as merchant01 sees it through the API —
 * zones, advertisers, campaigns running, scheduled and ended, creatives whose files are real PNGs served with
 * the MD5 and size the creative states, delivered schedules and a week of plays the statistics count; a play
 * timed by a device clock running ahead is shown at the time the server received it, flagged, and counted in
 * that hour; and a creative's MD5, size and pixels are the uploaded file's whatever a save sends.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSize } from 'image-size';
import { testServer, type TestServer } from '../support/server.js';
import { recordPlays } from '../../src/server/areas/custom/ad-plays.js';
import { demoOrigin } from '../../src/server/demo/seed-ads.js';

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await testServer();
  for (const account of ['merchant01', 'merchant02']) tokens[account] = await s.login(account);
});
afterAll(async () => s?.close());

const post = (path: string, as: string, body?: unknown) => s.call('POST', `/api${path}`, { token: tokens[as], body });
const get = (path: string, as: string, query: Record<string, string | number>) =>
  s.call('GET', `/api${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { token: tokens[as] });
const ok = (res: { body: any }) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const page = async (what: string, as = 'merchant01') => ok(await post(`/custom/ad/${what}/list/page`, as, { pageNum: 1, pageSize: 50 })).list;
const tokyoDay = (d: Date) => new Date(d.getTime() + 9 * 3600_000).toISOString().slice(0, 10);

describe("the demo's ad estate", () => {
  it('gives merchant01 zones, advertisers, and a running, a scheduled and an ended campaign with creatives', async () => {
    const names = (rows: { name: string }[]) => rows.map((r) => r.name);
    expect(names(await page('zone'))).toEqual(expect.arrayContaining([expect.stringMatching(/下部バナー$/)]));
    expect((await page('zone')).filter((z: { name: string }) => z.name.endsWith('下部バナー'))).toHaveLength(3);
    expect(names(await page('advertiser'))).toEqual(expect.arrayContaining(['富士ビバレッジ', 'あおぞら製菓']));
    const campaigns = await page('campaign');
    const at = (name: string) => campaigns.find((c: { name: string }) => c.name === name);
    const now = Date.now();
    expect(Date.parse(at('冬のホットドリンク').startAt)).toBeLessThan(now);
    expect(Date.parse(at('冬のホットドリンク').endAt)).toBeGreaterThan(now);
    expect(Date.parse(at('新春セール').startAt)).toBeGreaterThan(now);
    expect(Date.parse(at('秋の新作スナック').endAt)).toBeLessThan(now);
    expect(names(await page('creative'))).toEqual(
      expect.arrayContaining(['冬のホットドリンク 縦型', '冬のホットドリンク 横型', '秋の新作スナック 縦型', '新春セール POS']),
    );
    // another merchant sees none of it
    expect(names(await page('advertiser', 'merchant02'))).not.toContain('富士ビバレッジ');
  });

  it('name the address of the server that seeds them: its HOST and PORT, a wildcard host by the loopback', () => {
    expect(demoOrigin({ host: '127.0.0.1', port: 3000 })).toBe('http://127.0.0.1:3000');
    expect(demoOrigin({ host: '0.0.0.0', port: 8081 })).toBe('http://127.0.0.1:8081');
    expect(demoOrigin({ host: '::1', port: 9000 })).toBe('http://[::1]:9000');
    expect(demoOrigin({ host: 'ops.example.jp', port: 80 })).toBe('http://ops.example.jp:80');
  });

  it("serves each creative's file as a real PNG of its zone's pixels with the MD5 and size the creative states", async () => {
    const creatives = (await page('creative')).filter((c: { name: string }) => c.name.startsWith('冬のホットドリンク'));
    expect(creatives).toHaveLength(2);
    for (const c of creatives) {
      // the address names the server that seeded it (the test image's: configFromEnv's HOST and PORT)
      expect(c.url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/api\/custom\/ad\/file\/[0-9a-f]{32}$/);
      const key = c.url.split('/').pop();
      const res = await s.app.inject({ method: 'GET', url: `/api/custom/ad/file/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const bytes = res.rawPayload;
      expect(createHash('md5').update(bytes).digest('hex')).toBe(c.md5);
      expect(bytes.length).toBe(c.size);
      expect(imageSize(bytes)).toMatchObject({ type: 'png', width: c.width, height: c.height });
    }
  });

  it('shows delivered schedules and a week of plays in the statistics', async () => {
    const [winter] = (await page('creative')).filter((c: { name: string }) => c.name === '冬のホットドリンク 縦型');
    const devices = ok(await post('/custom/ad/creative/devices', 'merchant01', { creativeId: winter.id, pageNum: 1, pageSize: 20 })).list;
    expect(devices.length).toBeGreaterThanOrEqual(1);
    for (const d of devices) expect(d).toMatchObject({ state: 'played', md5Ok: true, clockAhead: false });
    expect(devices[0].plays).toBeGreaterThan(100);
    const end = new Date();
    const range = { startDate: tokyoDay(new Date(end.getTime() - 7 * 86400_000)), endDate: tokyoDay(end), timeZone: 'Asia/Tokyo' };
    const banner = ok(await get('/custom/ad/stats/bannerStats', 'merchant01', range));
    const plays = (name: string) =>
      banner.filter((r: { creativeName: string }) => r.creativeName === name).reduce((a: number, r: { plays: number }) => a + r.plays, 0);
    expect(plays('冬のホットドリンク 縦型')).toBeGreaterThan(0);
    expect(plays('秋の新作スナック 縦型')).toBeGreaterThan(0); // ended three days ago: the week's first days
    expect(plays('新春セール POS')).toBe(0); // not started
    const daily = ok(await get('/custom/ad/stats/affiliateHistory', 'merchant01', { ...range, period: 'day' }));
    expect(daily.reduce((a: number, r: { plays: number }) => a + r.plays, 0)).toBeGreaterThan(1000);
  });

  it('a play timed by a device clock hours ahead: last played is when the server had it, flagged, counted in that hour', async () => {
    const [winter] = (await page('creative')).filter((c: { name: string }) => c.name === '冬のホットドリンク 横型');
    const [sched] = await s.db.query<{ device_id: number; serial_num: string; max_seq: number }>(
      `select s.device_id, d.serial_num, (select max(seq) from ad_plays p where p.device_id = s.device_id)::int as max_seq
         from ad_schedules s join devices d on d.id = s.device_id where s.creative_id = $1 order by s.device_id limit 1`,
      [winter.id],
    );
    const received = new Date(Math.floor(Date.now() / 1000) * 1000);
    const ahead = received.getTime() + 3 * 3600_000; // the device's clock is three hours ahead
    const added = await recordPlays(
      s.db,
      sched.device_id,
      [{ creativeId: winter.id, seq: sched.max_seq + 1, startedAt: new Date(ahead).toISOString(), endedAt: new Date(ahead + 15_000).toISOString() }],
      received,
    );
    expect(added).toBe(1);
    const rows = ok(await post('/device/advertInfo', 'merchant01', { serialNum: sched.serial_num }));
    const row = rows.find((r: { creativeId: number }) => r.creativeId === winter.id);
    expect(row.clockAhead).toBe(true);
    expect(Date.parse(row.lastPlayedAt)).toBe(received.getTime());
    // counted in the hour it was received, not three hours on
    const hour = new Date(Math.floor(received.getTime() / 3600_000) * 3600_000);
    const future = new Date(hour.getTime() + 3 * 3600_000);
    const buckets = await s.db.query<{ hour: Date }>('select hour from ad_hourly where creative_id = $1 and hour >= $2', [winter.id, hour]);
    expect(buckets.map((b) => b.hour.getTime())).toEqual([hour.getTime()]);
    expect(buckets.some((b) => b.hour.getTime() === future.getTime())).toBe(false);
    // a later play on a right clock clears the flag
    const right = received.getTime() + 1000;
    await recordPlays(
      s.db,
      sched.device_id,
      [{ creativeId: winter.id, seq: sched.max_seq + 2, startedAt: new Date(right - 15_000).toISOString(), endedAt: new Date(right).toISOString() }],
      new Date(right + 500),
    );
    const again = ok(await post('/device/advertInfo', 'merchant01', { serialNum: sched.serial_num })).find(
      (r: { creativeId: number }) => r.creativeId === winter.id,
    );
    expect(again.clockAhead).toBe(false);
  });

  it("saves a creative with its uploaded file's MD5, size and pixels whatever the body says", async () => {
    const [winter] = (await page('creative')).filter((c: { name: string }) => c.name === '冬のホットドリンク 縦型');
    const full = ok(await post('/custom/ad/creative/getOne', 'merchant01', { id: winter.id }));
    const body = {
      id: full.id,
      name: full.name,
      campaignId: full.campaignId,
      zoneId: full.zoneId,
      mediaType: full.mediaType,
      url: full.url,
      md5: 'f'.repeat(32),
      size: 999,
      width: 10,
      height: 10,
      durationSeconds: 20,
      status: full.status,
    };
    ok(await post('/custom/ad/creative/update', 'merchant01', body));
    const after = ok(await post('/custom/ad/creative/getOne', 'merchant01', { id: winter.id }));
    expect(after).toMatchObject({ md5: full.md5, size: full.size, width: full.width, height: full.height, durationSeconds: 20 });
    // a new creative naming the same file, sent with made-up facts, is stored with the file's
    const created = ok(
      await post('/custom/ad/creative/save', 'merchant01', {
        name: '冬のホットドリンク 複製',
        campaignId: full.campaignId,
        zoneId: full.zoneId,
        mediaType: 'image',
        url: full.url,
        md5: '0'.repeat(32),
        size: 1,
        width: 1,
        height: 1,
        durationSeconds: 15,
      }),
    );
    expect(ok(await post('/custom/ad/creative/getOne', 'merchant01', { id: created.id }))).toMatchObject({
      md5: full.md5,
      size: full.size,
      width: full.width,
      height: full.height,
    });
  });
});
