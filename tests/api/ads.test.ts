/**
 * Ads with proof of play (issue 18) through the real server: the ad tables' calls (schemas/custom/ad-*.schema.json),
 * scheduling through the one push path, delivery from the device's ack (MD5), plays from `adPlay` events over a real
 * MQTT connection (the embedded broker on an ephemeral port), each play counted once into its hourly bucket, the
 * statistics (read from the buckets) equal to a raw count of plays, attribution equal to a hand count, and the
 * refusals — bad input, a user without the code, a user of another organisation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../support/server.js';
import { connectDevice, eventually, type TestDevice } from '../support/mqtt-device.js';
import { recordPlays } from '../../src/server/areas/custom/ad-plays.js';

let s: TestServer;
const tokens: Record<string, string> = {};
const devices: TestDevice[] = [];
let productId: number;
/** Eight enabled devices of one model under 東京ベンディング (merchant01), and one of なにわ自販機 (merchant02). */
let serials: string[];
let naniwaSerial: string;
let otherModelSerial: string;
const ids: Record<string, number> = {};
const MD5 = 'a'.repeat(32);

beforeAll(async () => {
  s = await testServer({ mqtt: { mode: 'embedded', port: 0, host: '127.0.0.1', slowMs: 5000 } });
  for (const account of ['admin', 'merchant01', 'merchant02', 'store01']) tokens[account] = await s.login(account);
  const [top] = await s.db.query<{ product_id: number }>(
    `select d.product_id from devices d where d.org_path like (select path from organisations where name = '東京ベンディング') || '%' and d.status = 1
      group by d.product_id order by count(*) desc limit 1`,
  );
  productId = Number(top.product_id);
  serials = (
    await s.db.query<{ serial_num: string }>(
      `select serial_num from devices where org_path like (select path from organisations where name = '東京ベンディング') || '%' and status = 1 and product_id = $1
      order by serial_num limit 8`,
      [productId],
    )
  ).map((r) => r.serial_num);
  [{ serial_num: naniwaSerial }] = await s.db.query(
    `select serial_num from devices where org_path like (select path from organisations where name = 'なにわ自販機') || '%' and status = 1 and product_id = $1 order by serial_num limit 1`,
    [productId],
  );
  [{ serial_num: otherModelSerial }] = await s.db.query(
    `select serial_num from devices where org_path like (select path from organisations where name = '東京ベンディング') || '%' and status = 1 and product_id <> $1 order by serial_num limit 1`,
    [productId],
  );
});
afterAll(async () => {
  for (const d of devices) await d.end(true).catch(() => undefined);
  await s?.close();
});

const post = (path: string, as: string, body?: unknown) => s.call('POST', `/api${path}`, { token: tokens[as], body });
const get = (path: string, as: string, query: Record<string, string | number>) =>
  s.call('GET', `/api${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { token: tokens[as] });
const ok = (res: { status: number; body: any }) => {
  expect(res.body?.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const code = (res: { body: any }) => res.body?.code;

describe('the ad tables', () => {
  it('advertiser → campaign → zone → creative, with their rules enforced by the server', async () => {
    ids.advertiser = ok(await post('/custom/ad/advertiser/save', 'merchant01', { name: '東京飲料', contactName: '佐藤', phone: '080-1111-2222' })).id;
    expect(code(await post('/custom/ad/advertiser/save', 'merchant01', { name: '東京飲料' }))).toBe(218001);
    ids.zone = ok(await post('/custom/ad/zone/save', 'merchant01', { name: '上部画面', productId, width: 1080, height: 608 })).id;
    expect(code(await post('/custom/ad/zone/save', 'merchant01', { name: '存在しない機種', productId: 999999, width: 10, height: 10 }))).toBe(218012);

    const campaign = {
      name: '夏のキャンペーン',
      advertiserId: ids.advertiser,
      startAt: new Date(Date.now() - 86400_000).toISOString(),
      endAt: new Date(Date.now() + 30 * 86400_000).toISOString(),
      priority: 7,
      weight: 3,
      capPerHour: 12,
      playDays: [1, 2, 3, 4, 5],
      playFrom: '22:00',
      playTo: '06:00',
    };
    ids.campaign = ok(await post('/custom/ad/campaign/save', 'merchant01', campaign)).id;
    // the end before the start: refused on the field, nothing saved
    const bad = await post('/custom/ad/campaign/save', 'merchant01', { ...campaign, name: '逆', endAt: '2020-01-01T00:00:00Z' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field)).toContain('endAt');
    expect(code(await post('/custom/ad/campaign/save', 'merchant01', { ...campaign, name: '高すぎる', priority: 11 }))).toBe(100001);
    expect(code(await post('/custom/ad/campaign/save', 'merchant01', { ...campaign, name: '時刻', playTo: '25:00' }))).toBe(100001);
    const read = ok(await post('/custom/ad/campaign/getOne', 'merchant01', { id: ids.campaign }));
    expect(read).toMatchObject({
      name: '夏のキャンペーン',
      priority: 7,
      weight: 3,
      capPerHour: 12,
      playDays: [1, 2, 3, 4, 5],
      playFrom: '22:00',
      playTo: '06:00',
      bookedPlays: 0,
    });

    // another merchant's advertiser cannot carry this one's campaign, and cannot see it
    const theirs = ok(await post('/custom/ad/advertiser/save', 'merchant02', { name: '浪速広告' })).id;
    expect(code(await post('/custom/ad/campaign/save', 'merchant01', { ...campaign, name: '他社', advertiserId: theirs }))).toBe(218000);
    expect(code(await post('/custom/ad/advertiser/getOne', 'merchant02', { id: ids.advertiser }))).toBe(218000);

    const creative = {
      name: '夏の動画',
      campaignId: ids.campaign,
      zoneId: ids.zone,
      mediaType: 'video',
      url: 'https://cdn.example.com/ads/summer.mp4',
      md5: MD5,
      size: 1048576,
      width: 1080,
      height: 608,
      durationSeconds: 15,
    };
    ids.creative = ok(await post('/custom/ad/creative/save', 'merchant01', creative)).id;
    expect(code(await post('/custom/ad/creative/save', 'merchant01', { ...creative, name: 'md5', md5: 'XYZ' }))).toBe(100001);
    expect(code(await post('/custom/ad/creative/save', 'merchant01', { ...creative, name: 'url', url: 'ftp://x' }))).toBe(100001);
    expect(code(await post('/custom/ad/creative/save', 'merchant01', { ...creative, name: 'media', mediaType: 'audio' }))).toBe(100001);
    expect(code(await post('/custom/ad/creative/save', 'merchant02', { ...creative, name: '他社の枠' }))).toBe(218020);
    // store staff may not make ads
    expect(code(await post('/custom/ad/creative/save', 'store01', { ...creative, name: 'x' }))).toBe(101005);
    const list = ok(await post('/custom/ad/creative/list/page', 'merchant01', { pageNum: 1, pageSize: 10 }));
    expect(list.list.map((c: { id: number }) => c.id)).toContain(ids.creative);
    // references answer the names of the rows they name (x-table.references label), so lists show names, not ids
    expect(list.list.find((c: { id: number }) => c.id === ids.creative)).toMatchObject({ campaignName: '夏のキャンペーン', zoneName: '上部画面' });
    const campaigns = ok(await post('/custom/ad/campaign/list/page', 'merchant01', { pageNum: 1, pageSize: 10 }));
    expect(campaigns.list.find((c: { id: number }) => c.id === ids.campaign)).toMatchObject({ advertiserId: ids.advertiser, advertiserName: '東京飲料' });
    expect(ok(await post('/custom/ad/zone/getOne', 'merchant01', { id: ids.zone })).productName).toEqual(expect.any(String));
    expect(ok(await post('/custom/ad/creative/list/page', 'merchant02', { pageNum: 1, pageSize: 10 })).list.map((c: { id: number }) => c.id)).not.toContain(
      ids.creative,
    );
    // the pickers' lists the forms offer (x-options): the caller's enabled rows only
    // (the demo seeds merchant01 a small ad estate of its own: its rows are listed too, no other merchant's)
    const enabledOf = async (table: string) =>
      (
        await s.db.query<{ id: string }>(
          `select t.id from ${table} t join organisations o on o.id = t.org_id where o.name = '東京ベンディング' and t.status = 1 order by t.id`,
        )
      ).map((r) => Number(r.id));
    const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
    expect(idsOf(ok(await post('/custom/ad/advertiser/list', 'merchant01', {})))).toEqual(await enabledOf('ad_advertisers'));
    expect(await enabledOf('ad_advertisers')).toContain(ids.advertiser);
    expect(idsOf(ok(await post('/custom/ad/campaign/list', 'merchant01', {})))).toEqual(await enabledOf('ad_campaigns'));
    expect(await enabledOf('ad_campaigns')).toContain(ids.campaign);
    expect(ok(await post('/custom/ad/zone/list', 'merchant02', {})).map((z: { id: number }) => z.id)).not.toContain(ids.zone);
    // the templates an operator message may carry: this creative for its owner, not for another merchant
    expect(ok(await post('/push/opMessage/advertTemplateList', 'merchant01', { productId })).map((t: { id: number }) => t.id)).toContain(ids.creative);
    expect(ok(await post('/push/opMessage/advertTemplateList', 'merchant02', {})).map((t: { id: number }) => t.id)).not.toContain(ids.creative);
    // each template as the console's picker reads it: the creative with its zone, campaign and advertiser, numbers as numbers
    const template = ok(await post('/push/opMessage/advertTemplateList', 'merchant01', { productId })).find((t: { id: number }) => t.id === ids.creative);
    expect(Object.keys(template).sort()).toEqual(
      [
        'id',
        'name',
        'mediaType',
        'url',
        'md5',
        'size',
        'width',
        'height',
        'durationSeconds',
        'zoneId',
        'zoneName',
        'productId',
        'campaignId',
        'campaignName',
        'advertiserName',
        'startAt',
        'endAt',
      ].sort(),
    );
    expect(template).toMatchObject({ zoneId: ids.zone, productId, campaignId: ids.campaign, md5: MD5, durationSeconds: 15 });
    expect(typeof template.size).toBe('number');
    const named = ok(await post('/push/opMessage/advertTemplateList', 'merchant01', { name: template.name.slice(1, 4) }));
    expect(named.map((t: { id: number }) => t.id)).toContain(ids.creative);
  });
});

describe('schedule, delivery and plays', () => {
  it('refuses devices out of scope, of another model, or a creative of another merchant; sends nothing then', async () => {
    const before = await s.db.query(`select count(*)::int as n from push_messages where source = 'adSchedule'`);
    expect(code(await post('/custom/ad/schedule', 'merchant01', { creativeId: ids.creative, serialNums: [serials[0], naniwaSerial] }))).toBe(203001);
    expect(code(await post('/custom/ad/schedule', 'merchant01', { creativeId: ids.creative, serialNums: [serials[0], otherModelSerial] }))).toBe(218040);
    expect(code(await post('/custom/ad/schedule', 'merchant02', { creativeId: ids.creative, serialNums: [naniwaSerial] }))).toBe(218030);
    expect(code(await post('/custom/ad/schedule', 'merchant01', { creativeId: ids.creative, serialNums: [] }))).toBe(100001);
    expect(code(await post('/custom/ad/schedule', 'store01', { creativeId: ids.creative, serialNums: [serials[0]] }))).toBe(101005);
    expect(await s.db.query(`select count(*)::int as n from push_messages where source = 'adSchedule'`)).toEqual(before);
  });

  it('8 devices: each is sent its list, acks what it holds (delivery), and all report the same hour at once: the bucket is the number of plays', async () => {
    for (const serial of serials) devices.push(await connectDevice(s.app.link!.deviceUrl, serial));
    const sent = ok(await post('/custom/ad/schedule', 'merchant01', { creativeId: ids.creative, serialNums: serials }));
    expect(sent.map((x: { serialNum: string }) => x.serialNum).sort()).toEqual([...serials].sort());
    const commands = await Promise.all(devices.map((d) => d.nextCommand()));
    for (const c of commands) {
      expect(c.type).toBe(40);
      expect((c.payload as any).creatives).toEqual([
        expect.objectContaining({ creativeId: ids.creative, md5: MD5, durationSeconds: 15, capPerHour: 12, playDays: [1, 2, 3, 4, 5] }),
      ]);
    }
    // seven hold the right file, the last one a different one: it is not delivered
    await Promise.all(
      devices.map((d, i) =>
        d.publish('ack', {
          requestId: commands[i].requestId,
          receivedAt: new Date().toISOString(),
          result: 'ok',
          creatives: [{ creativeId: ids.creative, md5: i === 7 ? 'b'.repeat(32) : MD5 }],
        }),
      ),
    );
    await s.app.link!.idle();
    const info = await eventually(async () => {
      const rows = ok(await post('/device/advertInfo', 'merchant01', { serialNum: serials[0] }));
      return rows[0]?.pushStatus === 'succeeded' && rows[0];
    });
    expect(info).toMatchObject({ creativeId: ids.creative, creativeName: '夏の動画', md5Ok: true, state: 'delivered', plays: 0 });
    // each device's ack is handled on its own: the last one's may come after the first one's (seen on a busy machine)
    const mismatch = await eventually(async () => {
      const [row] = ok(await post('/device/advertInfo', 'merchant01', { serialNum: serials[7] }));
      return row?.md5Ok !== null && row;
    });
    expect(mismatch).toMatchObject({ md5Ok: false, state: 'md5Mismatch' });
    // the four link stages of each push are recorded like every push's
    const stages = await s.db.query<{ stage: string }>('select stage from push_stages where request_id = $1', [commands[0].requestId]);
    expect(stages.map((x) => x.stage)).toEqual(expect.arrayContaining(['apiSent', 'deviceReceived']));
    expect(code(await post('/device/advertInfo', 'merchant02', { serialNum: serials[0] }))).toBe(203001);

    // every device reports 5 plays of the same hour at once
    const hour = Date.UTC(2026, 10, 20, 3);
    await Promise.all(
      devices.map((d) =>
        d.publish('event', {
          ts: new Date().toISOString(),
          type: 'adPlay',
          plays: Array.from({ length: 5 }, (_, k) => ({
            creativeId: ids.creative,
            seq: k + 1,
            startedAt: new Date(hour + k * 60_000).toISOString(),
            endedAt: new Date(hour + k * 60_000 + 15_000).toISOString(),
          })),
        }),
      ),
    );
    await s.app.link!.idle();
    const bucket = await eventually(async () => {
      const [b] = await s.db.query<{ plays: number; seconds: string }>('select plays, seconds from ad_hourly where creative_id = $1 and hour = $2', [
        ids.creative,
        new Date(hour),
      ]);
      return b?.plays === 40 && b;
    }, 15_000);
    expect(Number(bucket.seconds)).toBe(40 * 15);
    expect(ok(await post('/device/advertInfo', 'merchant01', { serialNum: serials[0] }))[0]).toMatchObject({ state: 'played', plays: 5, playSeconds: 75 });
  });

  it('a batch sent twice (and a play repeated inside one) counts once', async () => {
    const d = devices[0];
    const hour = Date.UTC(2026, 10, 20, 4);
    const plays = [1, 2, 3].map((k) => ({
      creativeId: ids.creative,
      seq: 100 + k,
      startedAt: new Date(hour + k * 60_000).toISOString(),
      endedAt: new Date(hour + k * 60_000 + 15_000).toISOString(),
    }));
    await d.publish('event', { ts: new Date().toISOString(), type: 'adPlay', plays: [...plays, plays[0]] });
    await d.publish('event', { ts: new Date().toISOString(), type: 'adPlay', plays });
    const count = async () =>
      (await s.db.query<{ plays: number }>('select plays from ad_hourly where creative_id = $1 and hour = $2', [ids.creative, new Date(hour)]))[0]?.plays;
    // both batches handled (on a busy machine the second may reach the server after the writer went idle once)
    await eventually(async () => {
      const [e] = await s.db.query<{ n: number }>(
        `select count(*)::int as n from device_events e join devices v on v.id = e.device_id where v.serial_num = $1 and e.type = 'adPlay' and e.body->>'firstSeq' = '101'`,
        [d.serialNum],
      );
      return e.n === 2;
    }, 15_000);
    await s.app.link!.idle();
    expect(await count()).toBe(3);
    const [raw] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from ad_plays p join devices v on v.id = p.device_id where v.serial_num = $1 and p.seq between 101 and 103`,
      [d.serialNum],
    );
    expect(raw.n).toBe(3);
    // the event log keeps how many plays and which numbers, not the plays again
    const logged = await s.db.query<{ body: Record<string, unknown> }>(
      `select e.body from device_events e join devices v on v.id = e.device_id where v.serial_num = $1 and e.type = 'adPlay' order by e.id desc limit 2`,
      [d.serialNum],
    );
    expect(logged.map((e) => e.body)).toEqual([
      { ts: expect.any(String), type: 'adPlay', playCount: 3, firstSeq: 101, lastSeq: 103 },
      { ts: expect.any(String), type: 'adPlay', playCount: 4, firstSeq: 101, lastSeq: 103 },
    ]);
  });

  it('bad device input is dropped and changes nothing: an end before its start, a bad seq, a creative never scheduled', async () => {
    const d = devices[1];
    const count = async () => (await s.db.query<{ n: number }>('select count(*)::int as n from ad_plays'))[0].n;
    const before = await count();
    const t = Date.UTC(2026, 10, 20, 5);
    await d.publish('event', {
      ts: new Date().toISOString(),
      type: 'adPlay',
      plays: [{ creativeId: ids.creative, seq: 900, startedAt: new Date(t + 1000).toISOString(), endedAt: new Date(t).toISOString() }],
    });
    await d.publish('event', {
      ts: new Date().toISOString(),
      type: 'adPlay',
      plays: [{ creativeId: ids.creative, seq: -1, startedAt: new Date(t).toISOString(), endedAt: new Date(t).toISOString() }],
    });
    await d.publish('event', { ts: new Date().toISOString(), type: 'adPlay', plays: [] });
    await d.publish('event', {
      ts: new Date().toISOString(),
      type: 'adPlay',
      plays: [{ creativeId: 987654, seq: 901, startedAt: new Date(t).toISOString(), endedAt: new Date(t + 1000).toISOString() }],
    });
    await s.app.link!.idle();
    expect(await count()).toBe(before);
    const [dropped] = await s.db.query<{ n: number }>(
      `select count(*)::int as n from device_dropped_messages m join devices v on v.id = m.device_id where v.serial_num = $1 and m.reason = 'invalid'`,
      [d.serialNum],
    );
    expect(dropped.n).toBe(3);
    expect(d.client.connected).toBe(true);
  });

  it('concurrent batches of one hour through the ingest itself: the bucket is the sum', async () => {
    const hour = Date.UTC(2026, 10, 21, 9);
    const [{ ids: deviceIds }] = await s.db.query<{ ids: number[] }>('select array_agg(id order by id) as ids from devices where serial_num = any($1)', [
      serials,
    ]);
    await Promise.all(
      deviceIds.map((id, i) =>
        recordPlays(
          s.db,
          Number(id),
          Array.from({ length: 7 }, (_, k) => ({
            creativeId: ids.creative,
            seq: 5000 + k,
            startedAt: new Date(hour + (k * 8 + i) * 1000).toISOString(),
            endedAt: new Date(hour + (k * 8 + i) * 1000 + 10_000).toISOString(),
          })),
        ),
      ),
    );
    const [b] = await s.db.query<{ plays: number }>('select plays from ad_hourly where creative_id = $1 and hour = $2', [ids.creative, new Date(hour)]);
    expect(b.plays).toBe(56);
  });
});

describe('statistics', () => {
  const range = { startDate: '2026-11-19', endDate: '2026-11-22', timeZone: 'Asia/Tokyo' };

  it("equal a raw count of the plays, daily and hourly in the caller's time zone", async () => {
    const raw = await s.db.query<{ period: string; n: number; secs: string }>(
      `select to_char(started_at at time zone 'Asia/Tokyo', 'YYYY-MM-DD HH24:00') as period, count(*)::int as n, sum(round(extract(epoch from ended_at - started_at)))::bigint as secs
         from ad_plays where creative_id = $1 group by 1 order by 1`,
      [ids.creative],
    );
    const hourly = ok(await get('/custom/ad/stats/bannerStatsDetail', 'merchant01', { creativeId: ids.creative, ...range, period: 'hour' }));
    const byPeriod = new Map<string, number>();
    for (const r of hourly) byPeriod.set(r.period, (byPeriod.get(r.period) ?? 0) + r.plays);
    expect(Object.fromEntries(byPeriod)).toEqual(Object.fromEntries(raw.map((r) => [r.period, r.n])));
    expect(hourly[0]).toMatchObject({ orgName: expect.any(String), zoneName: '上部画面' });
    // 03:00 UTC is 12:00 in Tokyo
    expect(byPeriod.get('2026-11-20 12:00')).toBe(40);

    const total = raw.reduce((a, r) => a + r.n, 0);
    const banner = ok(await get('/custom/ad/stats/bannerStats', 'merchant01', range));
    expect(banner.find((r: { creativeId: number }) => r.creativeId === ids.creative)).toMatchObject({
      plays: total,
      seconds: raw.reduce((a, r) => a + Number(r.secs), 0),
      creativeName: '夏の動画',
      campaignName: '夏のキャンペーン',
      advertiserName: '東京飲料',
    });
    const daily = ok(await get('/custom/ad/stats/affiliateHistory', 'merchant01', { ...range, period: 'day' }));
    expect(daily.reduce((a: number, r: { plays: number }) => a + r.plays, 0)).toBe(total);
    const zones = ok(await get('/custom/ad/stats/zoneHistory', 'merchant01', { ...range, zoneId: ids.zone }));
    expect(zones.every((r: { zoneName: string }) => r.zoneName === '上部画面')).toBe(true);
    expect(zones.reduce((a: number, r: { plays: number }) => a + r.plays, 0)).toBe(total);
    // in UTC the same plays fall on other hours, not in other numbers
    const utc = ok(await get('/custom/ad/stats/bannerStatsDetail', 'merchant01', { creativeId: ids.creative, ...range, timeZone: 'UTC', period: 'hour' }));
    expect(utc.find((r: { period: string }) => r.period === '2026-11-20 03:00').plays).toBe(40);
  });

  it('another merchant sees none of them; bad ranges and time zones are refused', async () => {
    expect(ok(await get('/custom/ad/stats/bannerStats', 'merchant02', range))).toEqual([]);
    expect(ok(await get('/custom/ad/stats/bannerStatsDetail', 'merchant02', { creativeId: ids.creative, ...range }))).toEqual([]);
    const [{ id: tokyo }] = await s.db.query<{ id: number }>(`select id from organisations where name = '東京ベンディング'`);
    expect(code(await get('/custom/ad/stats/affiliateHistory', 'merchant02', { ...range, orgId: tokyo }))).toBe(200006);
    expect(code(await get('/custom/ad/stats/affiliateHistory', 'store01', range))).toBe(101005);
    expect(code(await get('/custom/ad/stats/affiliateHistory', 'merchant01', { ...range, endDate: '2026-12-31' }))).toBe(218050);
    expect(code(await get('/custom/ad/stats/affiliateHistory', 'merchant01', { ...range, endDate: '2026-11-01' }))).toBe(218050);
    const tz = await get('/custom/ad/stats/affiliateHistory', 'merchant01', { ...range, timeZone: 'Mars/Olympus' });
    expect(tz.status).toBe(400);
    expect(tz.body.fields[0].field).toBe('timeZone');
    expect(code(await get('/custom/ad/stats/affiliateHistory', 'merchant01', { ...range, startDate: '2026-13-01' }))).toBe(100001);
  });

  it('attribution: vends within N minutes after a play on the same machine, each to the latest play, against a hand count', async () => {
    const [dev] = await s.db.query<{ id: number }>('select id from devices where serial_num = $1', [serials[2]]);
    const [other] = await s.db.query<{ id: number }>('select id from devices where serial_num = $1', [serials[3]]);
    // the demo estate's own vends on these machines would blur the hand count: this test's are the only ones
    await s.db.query('delete from vend_records where device_id in (select id from devices where serial_num = any($1))', [serials]);
    // serials[2] played at 03:00:00-03:00:15, 03:01, 03:02, 03:03, 03:04 (+15 s) UTC on 2026-11-20
    const at = (m: number, sec = 0) => new Date(Date.UTC(2026, 10, 20, 3, m, sec)).toISOString();
    const vend = (deviceId: number, ts: string, amount: number, result = 'ok') =>
      s.db.query(`insert into vend_records (device_id, lane_no, amount, result, device_ts, sold_at) values ($1, 'A1', $2, $3, $4, now())`, [
        deviceId,
        amount,
        result,
        ts,
      ]);
    await vend(dev.id, at(4, 20), 150); // 5 s after the last play: counted
    await vend(dev.id, at(12), 200); // 7m45s after it: counted with 10 minutes, not with 5
    await vend(dev.id, at(30), 300); // 25 minutes after: not counted
    await vend(dev.id, at(4, 30), 120, 'failed'); // failed vends are not sales
    await vend(dev.id, at(0, 5), 100); // during the first play (before it ended): not after a play
    await vend(other.id, at(40), 500); // serials[3]'s last play ended at 03:04:15: 35 minutes, not counted
    const stat = async (windowMinutes: number) =>
      ok(await get('/custom/ad/stats/bannerStats', 'merchant01', { ...range, windowMinutes })).find(
        (r: { creativeId: number }) => r.creativeId === ids.creative,
      );
    // the 8 devices' 21 November plays at 09:00 had no vends after them
    expect(await stat(10)).toMatchObject({ windowMinutes: 10, vends: 2, vendAmount: 350 });
    expect(await stat(5)).toMatchObject({ vends: 1, vendAmount: 150 });
    expect(await stat(60)).toMatchObject({ vends: 4, vendAmount: 1150 });
    expect(code(await get('/custom/ad/stats/bannerStats', 'merchant01', { ...range, windowMinutes: 121 }))).toBe(100001);
  });

  it("a campaign that has played its booked plays is not scheduled again, nor sent in a device's list", async () => {
    const campaign = ok(await post('/custom/ad/campaign/getOne', 'merchant01', { id: ids.campaign }));
    const { id: _id, orgId: _o, orgName: _n, createdAt: _c, updatedAt: _u, ...editable } = campaign;
    ok(await post('/custom/ad/campaign/update', 'merchant01', { id: ids.campaign, ...editable, bookedPlays: 10 }));
    expect(code(await post('/custom/ad/schedule', 'merchant01', { creativeId: ids.creative, serialNums: [serials[0]] }))).toBe(218041);
    // taking it off one device sends that device its list: the booked-out campaign is not in any list
    const before = devices[1].commands.length;
    ok(await post('/custom/ad/unschedule', 'merchant01', { creativeId: ids.creative, serialNums: [serials[1]] }));
    expect((await devices[1].nextCommand(before + 1)).payload).toEqual({ creatives: [] });
    ok(await post('/custom/ad/campaign/update', 'merchant01', { id: ids.campaign, ...editable, bookedPlays: 0 }));
  });

  it('a deleted creative keeps its figures under its names; its devices are sent their lists without it', async () => {
    const before = ok(await get('/custom/ad/stats/bannerStats', 'merchant01', { startDate: '2026-11-19', endDate: '2026-11-22', timeZone: 'Asia/Tokyo' })).find(
      (r: { creativeId: number }) => r.creativeId === ids.creative,
    );
    expect(code(await post('/custom/ad/creative/delete', 'merchant02', { id: ids.creative }))).toBe(218030);
    ok(await post('/custom/ad/creative/delete', 'merchant01', { id: ids.creative }));
    expect(code(await post('/custom/ad/creative/getOne', 'merchant01', { id: ids.creative }))).toBe(218030);
    const after = ok(await get('/custom/ad/stats/bannerStats', 'merchant01', { startDate: '2026-11-19', endDate: '2026-11-22', timeZone: 'Asia/Tokyo' })).find(
      (r: { creativeId: number }) => r.creativeId === ids.creative,
    );
    expect(after).toMatchObject({ plays: before.plays, creativeName: '夏の動画' });
    const next = await devices[0].nextCommand(2);
    expect(next).toMatchObject({ type: 40, payload: { creatives: [] } });
    expect(ok(await post('/device/advertInfo', 'merchant01', { serialNum: serials[0] }))[0]).toMatchObject({
      state: 'removed',
      deleted: true,
      plays: 5 + 3 + 7,
    });
  });
});
